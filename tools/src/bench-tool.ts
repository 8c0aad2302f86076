/**
 * The tool-level bench (issue 18): what the agent pays for skill_search, beside what the engine
 * alone costs, in one run. A library is written to a temporary `.skill-src` exactly as
 * build-index leaves it (index TSV + search sidecar); then, at each size:
 * - tool: the skill_search entry the plugin registers (routerTools over a Router with the real
 *   lifecycle visibility hooks, the Node fs port, default limit), run + render, warm;
 * - engine: `rank` alone on the same rows;
 * - linear: the reference weighted-AND scan;
 * - bare read: node reading the same index files (every file build-index wrote at the library's top);
 * - first call: a fresh Router's first skill_search (locate, read, restore, rank, stale checks);
 * - heap: what that fresh Router keeps after its first call (after a full GC);
 * - MiniSearch: the library a user would pick instead, warm median at the same size, and its
 *   recall@5 / MRR@10 on the judged dev queries over the real corpus beside ours.
 * Every figure of one row comes from the same process and minutes; read the ratios.
 */
import * as nodeFs from 'node:fs'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { serializeIndex } from '../../host.js-src/core/index-file.ts'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import { buildSearchIndex, rank } from '../../host.js-src/core/search.ts'
import { queryWords } from '../../host.js-src/core/tokenize.ts'
import type { SkillRow } from '../../host.js-src/core/types.ts'
import { indexDigest } from '../../host.js-src/library/library.ts'
import { rowDocs } from '../../host.js-src/library/search-sidecar.ts'
import { createLifecycleHooks } from '../../host.js-src/manage/hooks.ts'
import { nodeWritePort } from '../../host.js-src/manage/write-port.ts'
import { Router } from '../../host.js-src/router/router.ts'
import type { CallContext } from '../../host.js-src/router/router.ts'
import { routerTools } from '../../host.js-src/router/tools.ts'
import type { EvalQuery } from './eval.ts'
import { evaluate } from './eval.ts'
import { createNodeFs } from './node-fs.ts'
import { writeSearchSidecar } from './write-index.ts'

/** The targets, as ratios of figures taken in the same run. */
export const TOOL_TARGETS = {
  /** tool warm median at 10k ≤ linear median / 20 */
  toolVsLinear: 1 / 20,
  /** tool warm median at 10k ≤ 2 × engine warm median */
  toolVsEngine: 2,
  /** first tool call at 100k ≤ 4 × bare read of the index files */
  firstVsBare: 4,
  /** tool warm p99 at 100k ≤ linear median / 10 */
  p99VsLinear: 1 / 10,
  /** heap kept at 100k, MB */
  heapMb: 150,
} as const

export interface ToolBenchRow {
  rows: number
  /** SKILL.md files were written (so stale checks find them); above `skillFilesUpTo` they are not, the checks cost the same. */
  skillFiles: boolean
  toolMedianMs: number
  toolP99Ms: number
  engineMedianMs: number
  engineP99Ms: number
  linearMedianMs: number
  bareReadMs: number
  firstCallMs: number
  heapMb: number
  miniSearchMedianMs?: number
  /** toolMedian / linearMedian, toolMedian / engineMedian, firstCall / bareRead, toolP99 / linearMedian. */
  ratios: { toolVsLinear: number; toolVsEngine: number; firstVsBare: number; p99VsLinear: number; miniVsEngine?: number }
}

export interface RecallRow {
  name: string
  recallAt5: number
  mrrAt10: number
}

export interface ToolBench {
  queries: number
  rows: ToolBenchRow[]
  /** Recall on the judged dev queries over the real corpus (our engine without the Chinese dictionary, and MiniSearch). */
  recall: RecallRow[]
  /** Why MiniSearch is missing, when it is. */
  miniSearchNote?: string
}

const ms = (x: number) => Math.round(x * 1000) / 1000
const ratio = (a: number, b: number) => Math.round((a / Math.max(b, 1e-6)) * 1000) / 1000

function pct(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** A full GC before reading the heap, so the figure is what the index keeps, not build garbage. */
let gc: (() => void) | undefined
export function heapNow(): number {
  if (!gc) {
    setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as () => void
  }
  gc()
  return process.memoryUsage().heapUsed
}

/** Warm timings: one untimed pass, then `reps` passes over every query. */
async function timeWarm(queries: readonly string[], reps: number, run: (q: string) => unknown): Promise<number[]> {
  for (const q of queries) await run(q)
  const times: number[] = []
  for (let r = 0; r < reps; r++) {
    for (const q of queries) {
      const s = performance.now()
      await run(q)
      times.push(performance.now() - s)
    }
  }
  return times.sort((a, b) => a - b)
}

/** The reference weighted-AND linear scan (same as bench.ts): lowercase each field, includes() per word. */
function linearScan(rows: readonly SkillRow[], words: readonly string[]): number {
  let hits = 0
  for (const r of rows) {
    const name = r.name.toLowerCase()
    const description = r.description.toLowerCase()
    const path = (r.repo + '/' + r.relpath).toLowerCase()
    let all = words.length > 0
    for (const w of words) {
      if (!name.includes(w) && !description.includes(w) && !path.includes(w)) {
        all = false
        break
      }
    }
    if (all) hits++
  }
  return hits
}

/** Writes `<root>/.skill-src` as build-index leaves it: index, search sidecar and (optionally) every SKILL.md. */
async function writeLibrary(root: string, rows: readonly SkillRow[], skillFiles: boolean): Promise<string> {
  const lib = join(root, '.skill-src')
  mkdirSync(lib, { recursive: true })
  const text = serializeIndex(rows)
  writeFileSync(join(lib, 'skill-index.tsv'), text)
  const failed = await writeSearchSidecar(lib, rows, await indexDigest(text))
  if (failed) throw new Error(`bench: could not write the search sidecar (${failed})`)
  if (skillFiles) {
    for (const r of rows) {
      const dir = join(lib, r.repo, r.relpath)
      mkdirSync(dir, { recursive: true })
      writeFileSync(join(dir, 'SKILL.md'), `---\nname: ${r.name}\ndescription: bench row\n---\n# ${r.name}\n`)
    }
  }
  return lib
}

/** Node reading every file at the library's top (index + sidecars), as bytes then text: the floor of a first call. */
async function bareRead(lib: string): Promise<number> {
  const files = readdirSync(lib, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(lib, e.name))
  const times: number[] = []
  for (let i = 0; i < 3; i++) {
    const s = performance.now()
    for (const f of await Promise.all(files.map((f) => readFile(f)))) void f.toString('utf8').length
    times.push(performance.now() - s)
  }
  return pct(times.sort((a, b) => a - b), 50)
}

function toolEntry(router: Router) {
  const entry = routerTools(async () => router).find((e) => e.name === 'skill_search')
  if (!entry) throw new Error('bench: routerTools has no skill_search entry')
  return entry
}

function freshRouter(env: Record<string, string | undefined>): Router {
  return new Router({ visibility: createLifecycleHooks(nodeWritePort(nodeFs, process), { env }) })
}

interface MiniLike {
  addAll(docs: object[]): void
  search(q: string, opts?: object): { id: unknown; name?: string }[]
}

type MiniCtor = new (opts: object) => MiniLike

async function loadMiniSearch(): Promise<MiniCtor | string> {
  try {
    const mod = (await import('minisearch')) as unknown as { default: MiniCtor }
    return mod.default
  } catch (err) {
    return `minisearch is not installed (${(err as Error).message.split('\n')[0]}); run npm install`
  }
}

/** MiniSearch set up as its README suggests for a search box: name boosted, prefix and fuzzy matching. */
function miniIndex(Mini: MiniCtor, rows: readonly SkillRow[]): (q: string) => string[] {
  const mini = new Mini({ fields: ['name', 'description'], storeFields: ['name'], searchOptions: { boost: { name: 2 }, prefix: true, fuzzy: 0.2 } })
  mini.addAll(rows.map((r, id) => ({ id, name: r.name, description: r.description })))
  return (q) => mini.search(q).slice(0, 10).map((h) => String(h.name ?? ''))
}

function recallOf(name: string, rankings: { q: EvalQuery; ranking: string[] }[]): RecallRow {
  const judged = rankings.filter((r) => r.q.kind !== 'none')
  let hit5 = 0
  let mrr = 0
  for (const { q, ranking } of judged) {
    const relevant = new Set(q.relevant.map((n) => n.toLowerCase()))
    const distinct = [...new Set(ranking)]
    const pos = distinct.findIndex((n) => relevant.has(n.toLowerCase())) + 1
    if (pos >= 1 && pos <= 5) hit5++
    if (pos >= 1 && pos <= 10) mrr += 1 / pos
  }
  const n = Math.max(1, judged.length)
  return { name, recallAt5: Math.round((hit5 / n) * 1000) / 1000, mrrAt10: Math.round((mrr / n) * 1000) / 1000 }
}

export interface ToolBenchOptions {
  /** Rows of the real corpus (recall is measured on them). */
  corpus: readonly SkillRow[]
  /** The synthetic library at each size. */
  librarySized: (size: number) => SkillRow[]
  sizes: readonly number[]
  queries: readonly string[]
  /** The judged queries, for recall (none: recall is not measured). */
  judged?: readonly EvalQuery[]
  reps: number
  /** SKILL.md files are written up to this many rows (writing 100,000 files would dominate the run). */
  skillFilesUpTo?: number
  /** Where the temporary libraries go (default: the OS temp folder). */
  tmp?: string
}

export async function benchTool(opts: ToolBenchOptions): Promise<ToolBench> {
  const Mini = await loadMiniSearch()
  const out: ToolBench = { queries: opts.queries.length, rows: [], recall: [] }
  if (typeof Mini === 'string') out.miniSearchNote = Mini
  if (opts.judged?.length) {
    const ours = evaluate(buildSearchIndex(rowDocs(opts.corpus)), opts.judged)
    out.recall.push({ name: 'dsh-skill-router engine (no Chinese dictionary)', recallAt5: ours.overall.recallAt5, mrrAt10: ours.overall.mrrAt10 })
    if (typeof Mini !== 'string') {
      const search = miniIndex(Mini, opts.corpus)
      out.recall.push(recallOf('MiniSearch (prefix, fuzzy 0.2, name ×2)', opts.judged.map((q) => ({ q, ranking: search(q.query) }))))
    }
  }
  const env = { HOME: mkdtempSync(join(opts.tmp ?? tmpdir(), 'dsr-bench-home-')) }
  try {
    for (const size of opts.sizes) out.rows.push(await benchSize(size, opts, Mini, env))
  } finally {
    rmSync(env.HOME, { recursive: true, force: true })
  }
  return out
}

async function benchSize(size: number, opts: ToolBenchOptions, Mini: MiniCtor | string, env: Record<string, string>): Promise<ToolBenchRow> {
  const rows = opts.librarySized(size)
  const root = mkdtempSync(join(opts.tmp ?? tmpdir(), 'dsr-bench-tool-'))
  try {
    const skillFiles = size <= (opts.skillFilesUpTo ?? 10_000)
    const lib = await writeLibrary(root, rows, skillFiles)
    const call: CallContext = { fs: createNodeFs(root), cwd: root }
    const bare = await bareRead(lib)
    // First call: a fresh Router, nothing cached (the modules are loaded: a process pays node start on top).
    const heapBefore = heapNow()
    const router = freshRouter(env)
    const entry = toolEntry(router)
    const s = performance.now()
    const first = await entry.run({ query: opts.queries[0] ?? 'test' }, call)
    entry.render(first)
    const firstCall = performance.now() - s
    const heapMb = Math.max(0, heapNow() - heapBefore) / 1024 / 1024
    if (entry.failed(first)) throw new Error(`bench: the first skill_search failed: ${entry.render(first).slice(0, 300)}`)
    const tool = await timeWarm(opts.queries, opts.reps, async (q) => entry.render(await entry.run({ query: q }, call)))
    const index = buildSearchIndex(rowDocs(rows))
    const engine = await timeWarm(opts.queries, opts.reps, (q) => rank(index, q))
    const wordsOf = new Map(opts.queries.map((q) => [q, queryWords(q, LIMITS.queryMaxWords)]))
    const linear = await timeWarm(opts.queries, Math.max(1, Math.round(opts.reps / (size > 20_000 ? 5 : 2))), (q) => linearScan(rows, wordsOf.get(q)!))
    let mini: number | undefined
    if (typeof Mini !== 'string') {
      const search = miniIndex(Mini, rows)
      // Fuzzy prefix search over long queries is slow at 100,000 rows: one timed pass there.
      mini = pct(await timeWarm(opts.queries, size > 20_000 ? 1 : Math.max(1, Math.round(opts.reps / 2)), (q) => search(q)), 50)
    }
    const toolMedian = pct(tool, 50)
    const engineMedian = pct(engine, 50)
    const linearMedian = pct(linear, 50)
    return {
      rows: size,
      skillFiles,
      toolMedianMs: ms(toolMedian),
      toolP99Ms: ms(pct(tool, 99)),
      engineMedianMs: ms(engineMedian),
      engineP99Ms: ms(pct(engine, 99)),
      linearMedianMs: ms(linearMedian),
      bareReadMs: ms(bare),
      firstCallMs: ms(firstCall),
      heapMb: Math.round(heapMb * 10) / 10,
      ...(mini !== undefined ? { miniSearchMedianMs: ms(mini) } : {}),
      ratios: {
        toolVsLinear: ratio(toolMedian, linearMedian),
        toolVsEngine: ratio(toolMedian, engineMedian),
        firstVsBare: ratio(firstCall, bare),
        p99VsLinear: ratio(pct(tool, 99), linearMedian),
        ...(mini !== undefined ? { miniVsEngine: ratio(mini, engineMedian) } : {}),
      },
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

/** The table, then each target of issue 18 with its ratio and whether it is met. */
export function renderToolBench(b: ToolBench): string {
  const lines = [
    '',
    `tool level (issue 18): skill_search through the plugin's tool entry (Router + lifecycle visibility + Node fs, default limit ${LIMITS.searchDefaultLimit}), run + render, ${b.queries} queries; all figures from this run`,
    '',
    '| rows | tool median | tool p99 | engine median | linear median | tool/linear | tool/engine | bare read | first call | first/bare | p99/linear | heap MB | MiniSearch median | MiniSearch/engine |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ]
  for (const r of b.rows) {
    lines.push(
      `| ${r.rows}${r.skillFiles ? '' : ' (no SKILL.md)'} | ${r.toolMedianMs.toFixed(3)} | ${r.toolP99Ms.toFixed(3)} | ${r.engineMedianMs.toFixed(3)} | ${r.linearMedianMs.toFixed(3)} | ${r.ratios.toolVsLinear} | ${r.ratios.toolVsEngine} | ${r.bareReadMs.toFixed(1)} | ${r.firstCallMs.toFixed(1)} | ${r.ratios.firstVsBare} | ${r.ratios.p99VsLinear} | ${r.heapMb} | ${r.miniSearchMedianMs?.toFixed(3) ?? '—'} | ${r.ratios.miniVsEngine ?? '—'} |`,
    )
  }
  const at = (n: number) => b.rows.find((r) => r.rows === n)
  const ten = at(10_000)
  const hundred = at(100_000)
  lines.push('', 'targets (issue 18):')
  if (ten) {
    lines.push(`- tool warm median at 10,000 ≤ 1/20 of the linear scan: ${ten.ratios.toolVsLinear} (≤ ${TOOL_TARGETS.toolVsLinear}) ${verdict(ten.ratios.toolVsLinear <= TOOL_TARGETS.toolVsLinear)}`)
    lines.push(`- tool warm median at 10,000 ≤ 2× the engine alone: ${ten.ratios.toolVsEngine}× ${verdict(ten.ratios.toolVsEngine <= TOOL_TARGETS.toolVsEngine)}`)
  } else lines.push('- the 10,000-row targets: not measured (add 10000 to --sizes)')
  if (hundred) {
    lines.push(`- first tool call at 100,000 ≤ 4× the bare read: ${hundred.ratios.firstVsBare}× ${verdict(hundred.ratios.firstVsBare <= TOOL_TARGETS.firstVsBare)}`)
    lines.push(`- tool warm p99 at 100,000 ≤ 1/10 of the linear median: ${hundred.ratios.p99VsLinear} (≤ ${TOOL_TARGETS.p99VsLinear}) ${verdict(hundred.ratios.p99VsLinear <= TOOL_TARGETS.p99VsLinear)}`)
    lines.push(`- heap at 100,000 ≤ ${TOOL_TARGETS.heapMb} MB: ${hundred.heapMb} MB ${verdict(hundred.heapMb <= TOOL_TARGETS.heapMb)}`)
  } else lines.push('- the 100,000-row targets: not measured (add 100000 to --sizes)')
  if (b.recall.length) {
    lines.push('', 'recall on the judged dev queries over the real corpus:')
    for (const r of b.recall) lines.push(`- ${r.name}: recall@5 ${r.recallAt5}, MRR@10 ${r.mrrAt10}`)
  }
  if (b.miniSearchNote) lines.push(`MiniSearch: ${b.miniSearchNote}`)
  lines.push('bare read = node reading every file build-index wrote at the library top (index + sidecars); first call = a fresh Router in this process (modules already loaded).')
  return lines.join('\n')
}
