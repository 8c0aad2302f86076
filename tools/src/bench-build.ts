/**
 * Build and cold start (issue 18): two whole processes, each beside the bare node process that
 * does only the unavoidable part of its work, timed in the same run and interleaved, so the ratio
 * holds whatever else the machine is doing:
 * - build-index of a library (fresh output folder: a full build) against a bare walk — node
 *   listing every folder and reading every SKILL.md as text, nothing parsed; then build-index again
 *   over its own output (nothing changed on disk: the rebuild a session start pays). The builds
 *   use a user cache of the bench's own (XDG_CACHE_HOME in its temp folder), so no figure depends
 *   on what the user's cache holds: the first build, timed apart, works CC-CEDICT's senses out and
 *   caches them (dictionary-job.ts) as the first build on a machine does; the others read them;
 * - a `search` process on a synthetic library written as build-index leaves it, against node
 *   reading that library's index TSV as text.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SkillRow } from '../../host.js-src/core/types.ts'
import { INDEX_FILE } from '../../host.js-src/library/locate.ts'
import { loadCedict, renderIndexFiles, writeIndexFiles, writeSearchSidecar } from './write-index.ts'

/** The issue's targets, as ratios of figures taken in the same run. */
export const BUILD_TARGETS = {
  /** build-index of the corpus ≤ 2 × the bare walk reading every SKILL.md */
  buildVsWalk: 2,
  /** a cold `search` process at 10k rows ≤ 1.5 × node reading the index TSV */
  coldVsBare: 1.5,
} as const

export interface BuildBench {
  /** Load average when the build figures were taken. */
  load: number
  skillFiles: number
  bareWalkMs: number
  /** The first build with an empty user cache (CC-CEDICT's senses worked out and cached), one run. */
  firstBuildMs?: number
  /** A fresh output folder: the senses and each SKILL.md's parse read from the user cache (parse-cache.ts). */
  buildMs: number
  /** The same with --full: every SKILL.md parsed again (the senses still cached), what a library new to the machine costs. */
  fullMs?: number
  /** build-index again over an output folder it just wrote, nothing changed. */
  rebuildMs: number
  cold?: { rows: number; bareReadMs: number; searchMs: number; withDictionary: boolean }
  ratios: { buildVsWalk: number; rebuildVsWalk: number; firstBuildVsWalk?: number; fullVsWalk?: number; coldVsBare?: number }
}

export interface BuildBenchOptions {
  /** The library folder to build (the corpus). */
  library: string
  /** Rows of the library the cold search reads (none: the cold figures are not taken). */
  coldRows?: readonly SkillRow[]
  /** Runs of each process; the median is kept (default 3 for builds, 5 for cold start). */
  runs?: number
  /** The CLI entry to run (default: tools/dsh-skill-router.mjs beside this module). */
  cli?: string
  tmp?: string
}

/** A bare walk: every folder listed, every SKILL.md read as text; what build-index cannot avoid. */
const BARE_WALK = `
const { readdir, readFile } = require('node:fs/promises')
const { join } = require('node:path')
let n = 0
const walk = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true })
  await Promise.all(entries.map(async (e) => {
    if (e.isDirectory()) return walk(join(dir, e.name))
    if (e.name === 'SKILL.md' && e.isFile()) { await readFile(join(dir, e.name), 'utf8'); n++ }
  }))
}
walk(process.argv[1]).then(() => process.stdout.write(String(n)))
`

const BARE_READ = `require('node:fs').readFileSync(process.argv[1], 'utf8')`

const ms = (x: number) => Math.round(x * 10) / 10
const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1e-6)) * 100) / 100
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN

/** The CLI entry beside this module (bundled tools/*.mjs, or tools/src in a source run). */
export function cliEntry(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url))
  if (basename(dir) === 'src') dir = dirname(dir)
  const entry = join(dir, 'dsh-skill-router.mjs')
  return existsSync(entry) ? entry : undefined
}

/** Wall time of one process, or throws with its stderr when it fails. */
function timed(args: string[], ok: (status: number | null) => boolean = (s) => s === 0, env?: NodeJS.ProcessEnv): { ms: number; stdout: string } {
  const s = performance.now()
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...(env ? { env } : {}) })
  const took = performance.now() - s
  if (!ok(r.status)) throw new Error(`bench: node ${args.slice(0, 3).join(' ')} … exited ${r.status}: ${(r.stderr ?? '').slice(0, 400)}`)
  return { ms: took, stdout: r.stdout ?? '' }
}

/** Runs `a` and `b` alternately `runs` times each; their medians. */
function interleaved(runs: number, a: () => number, b: () => number): [number, number] {
  const ta: number[] = []
  const tb: number[] = []
  for (let i = 0; i < runs; i++) {
    ta.push(a())
    tb.push(b())
  }
  return [median(ta), median(tb)]
}

export async function benchBuild(opts: BuildBenchOptions): Promise<BuildBench> {
  const cli = opts.cli ?? cliEntry()
  if (!cli) throw new Error('bench: tools/dsh-skill-router.mjs is not beside this module; run npm run build first')
  const root = mkdtempSync(join(opts.tmp ?? tmpdir(), 'dsr-bench-build-'))
  try {
    const runs = opts.runs ?? 3
    // One untimed walk, so neither side pays for a cold page cache.
    const skillFiles = Number(timed(['-e', BARE_WALK, opts.library]).stdout)
    const load = loadavg()[0]!
    const env = { ...process.env, XDG_CACHE_HOME: join(root, 'user-cache') }
    const buildInto = (dir: string, ...flags: string[]) => timed([cli, 'build-index', opts.library, '--out', join(root, dir), '--json', ...flags], undefined, env).ms
    const firstBuildMs = buildInto('first')
    // The walk, a fresh-folder build and a --full build in turn, so the three see the same load.
    const walks: number[] = []
    const builds: number[] = []
    const fulls: number[] = []
    for (let k = 0; k < runs; k++) {
      walks.push(timed(['-e', BARE_WALK, opts.library]).ms)
      builds.push(buildInto(`full-${k}`))
      fulls.push(buildInto(`all-${k}`, '--full'))
    }
    const [bareWalkMs, buildMs, fullMs] = [median(walks), median(builds), median(fulls)]
    const rebuildMs = median(Array.from({ length: runs }, () => buildInto('full-0')))
    const out: BuildBench = {
      load: Math.round(load * 10) / 10,
      skillFiles,
      bareWalkMs: ms(bareWalkMs),
      firstBuildMs: ms(firstBuildMs),
      buildMs: ms(buildMs),
      fullMs: ms(fullMs),
      rebuildMs: ms(rebuildMs),
      ratios: { buildVsWalk: ratio(buildMs, bareWalkMs), rebuildVsWalk: ratio(rebuildMs, bareWalkMs), firstBuildVsWalk: ratio(firstBuildMs, bareWalkMs), fullVsWalk: ratio(fullMs, bareWalkMs) },
    }
    if (opts.coldRows?.length) {
      const lib = join(root, 'cold', '.skill-src')
      const withDictionary = await writeLikeBuildIndex(lib, opts.coldRows)
      const tsv = join(lib, INDEX_FILE)
      timed(['-e', BARE_READ, tsv])
      // Exit 1 is a search that answered "no match"; only a crash or usage error is a failure here.
      const search = () => timed([cli, 'search', 'deploy an app to vercel', '--library', lib, '--names-only'], (s) => s === 0 || s === 1).ms
      search()
      const [bareReadMs, searchMs] = interleaved(opts.runs ?? 5, () => timed(['-e', BARE_READ, tsv]).ms, search)
      out.cold = { rows: opts.coldRows.length, bareReadMs: ms(bareReadMs), searchMs: ms(searchMs), withDictionary }
      out.ratios.coldVsBare = ratio(searchMs, bareReadMs)
    }
    return out
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** Index, sidecars and (when cc-cedict is installed) the reduced dictionary, as build-index writes them. */
async function writeLikeBuildIndex(lib: string, rows: readonly SkillRow[]): Promise<boolean> {
  const files = await renderIndexFiles(rows, {})
  await writeIndexFiles(lib, files)
  const cedict = await loadCedict()
  const failed = await writeSearchSidecar(lib, rows, files.meta.sha256, typeof cedict === 'string' ? undefined : cedict)
  if (failed) throw new Error(`bench: could not write the search sidecar (${failed})`)
  return typeof cedict !== 'string'
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

export function renderBuildBench(b: BuildBench): string {
  const lines = [
    '',
    `build and cold start (issue 18): whole node processes, medians, each beside its bare process in the same run; load average ${b.load}`,
    '',
    `- bare walk (list every folder, read ${b.skillFiles} SKILL.md): ${b.bareWalkMs.toFixed(0)} ms`,
    ...(b.firstBuildMs !== undefined ? [`- build-index, first on a machine (empty user cache: CC-CEDICT's senses worked out), one run: ${b.firstBuildMs.toFixed(0)} ms (${b.ratios.firstBuildVsWalk}× the walk)`] : []),
    `- build-index, fresh output folder (senses and each SKILL.md's parse cached): ${b.buildMs.toFixed(0)} ms (${b.ratios.buildVsWalk}× the walk)`,
    ...(b.fullMs !== undefined ? [`- build-index --full, fresh output folder (every SKILL.md parsed again, senses cached): ${b.fullMs.toFixed(0)} ms (${b.ratios.fullVsWalk}× the walk)`] : []),
    `- build-index again, nothing changed: ${b.rebuildMs.toFixed(0)} ms (${b.ratios.rebuildVsWalk}× the walk)`,
  ]
  if (b.cold) {
    lines.push(`- node reading the ${b.cold.rows.toLocaleString('en-US')}-row index TSV: ${b.cold.bareReadMs.toFixed(0)} ms`)
    lines.push(`- a cold \`search\` process on it (sidecar${b.cold.withDictionary ? ' with the Chinese dictionary' : ''}): ${b.cold.searchMs.toFixed(0)} ms (${b.ratios.coldVsBare}× the bare read)`)
  }
  lines.push('', 'targets (issue 18):')
  lines.push(`- build-index of the corpus ≤ ${BUILD_TARGETS.buildVsWalk}× the bare walk: ${b.ratios.buildVsWalk}× ${verdict(b.ratios.buildVsWalk <= BUILD_TARGETS.buildVsWalk)} (parses cached)`)
  if (b.ratios.fullVsWalk !== undefined) lines.push(`- the same with every SKILL.md parsed (--full): ${b.ratios.fullVsWalk}× ${verdict(b.ratios.fullVsWalk <= BUILD_TARGETS.buildVsWalk)}`)
  if (b.ratios.coldVsBare !== undefined) lines.push(`- cold search at ${b.cold!.rows.toLocaleString('en-US')} rows ≤ ${BUILD_TARGETS.coldVsBare}× the bare TSV read: ${b.ratios.coldVsBare}× ${verdict(b.ratios.coldVsBare <= BUILD_TARGETS.coldVsBare)}`)
  else lines.push('- cold search at 10,000 rows: not measured (add 10000 to --sizes)')
  return lines.join('\n')
}
