import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { INDEX_FILE, LIBRARY_DIR } from '../../host.js-src/library/locate.ts'
import type { IndexMeta } from '../../host.js-src/library/library.ts'
import { META_FILE, SHA_FILE } from '../../host.js-src/library/library.ts'
import { scanLibrary } from '../../host.js-src/library/scan-library.ts'
import { CliFailure, UsageError, parse, progress } from './cli-io.ts'
import type { CliIo, Command } from './cli-io.ts'
import { createNodeFs } from './node-fs.ts'
import type { IndexFiles } from './write-index.ts'
import { cedictIdentity, indexFilesFromScan, writeIndexFiles, writeSearchSidecar } from './write-index.ts'
import { startDictionaryJob } from './dictionary-job.ts'
import { openParseCache } from './parse-cache.ts'
import { startParsePool } from './parse-pool.ts'
import type { SearchIndex } from '../../host.js-src/core/search.ts'
import { buildCacheDir, forgetBuild, openBuildCache } from './build-cache.ts'
import type { BuildCache } from './build-cache.ts'
import type { DictionaryJob } from './dictionary-job.ts'
import { SEARCH_SIDECAR } from '../../host.js-src/library/search-sidecar.ts'

const USAGE = 'dsh-skill-router build-index <library> [--out DIR] [--check] [--full] [--json]'

/** Index text as the contract reads it: a BOM and CRLF line endings are no difference. */
function normalized(text: string): string {
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n/g, '\n')
}

async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
}

/**
 * What differs between the files in `dir` and those build-index would write, one line per file;
 * empty when up to date. The index compares as text modulo BOM and line endings; the `.sha256`
 * by its digest; the meta by every field but `generator` (a new release alone is no drift).
 */
export async function indexDrift(dir: string, files: IndexFiles): Promise<string[]> {
  const drift: string[] = []
  const tsv = await readOptional(join(dir, INDEX_FILE))
  if (tsv === undefined) drift.push(`${INDEX_FILE} does not exist`)
  else if (normalized(tsv) !== files.tsv) drift.push(`${INDEX_FILE} differs from the skills on disk`)
  const sha = await readOptional(join(dir, SHA_FILE))
  if (sha === undefined) drift.push(`${SHA_FILE} does not exist`)
  else if (sha.trim().split(/\s+/)[0]?.toLowerCase() !== files.meta.sha256) drift.push(`${SHA_FILE} holds another digest`)
  const metaRaw = await readOptional(join(dir, META_FILE))
  if (metaRaw === undefined) drift.push(`${META_FILE} does not exist`)
  else {
    let meta: unknown
    try {
      meta = JSON.parse(metaRaw)
    } catch {
      meta = undefined
    }
    const strip = (m: unknown) => JSON.stringify(m && typeof m === 'object' ? { ...(m as IndexMeta), generator: undefined } : m)
    if (strip(meta) !== strip(files.meta)) drift.push(`${META_FILE} differs (counts, drop rules or digest)`)
  }
  return drift
}

export const buildIndexCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(argv, { out: { type: 'string' }, check: { type: 'boolean' }, full: { type: 'boolean' }, json: { type: 'boolean' }, library: { type: 'string' } }, USAGE)
  // `--library DIR` is the common option of every other command; accept it here too.
  if (values.library && positionals.length) throw new UsageError(`give the library folder once, as an argument or as --library, not both\nusage: ${USAGE}`)
  if (values.library) positionals.push(values.library)
  const target = positionals[0]
  if (!target) throw new UsageError(`missing the library folder (the one holding <repo>/…/SKILL.md, normally <project>/.skill-src)\nusage: ${USAGE}`)
  if (positionals.length > 1) throw new UsageError(`expected one library folder, got ${positionals.length}: ${positionals.join(' ')}\nusage: ${USAGE}`)
  const library = resolve(io.cwd, target)
  if (!existsSync(library) || !statSync(library).isDirectory()) {
    const what = existsSync(library) ? 'is a file, not a folder' : 'does not exist'
    throw new CliFailure(`build-index: ${library} ${what}. Give the library folder (normally <project>/.skill-src).`, 2)
  }
  const outDir = values.out ? resolve(io.cwd, values.out) : library
  if (values.out && existsSync(outDir) && !statSync(outDir).isDirectory()) {
    throw new CliFailure(`build-index: --out ${outDir} is a file, not a folder. Give a folder for the index files (it is created when missing).`, 2)
  }
  const started = performance.now()
  const rerun = `dsh-skill-router build-index ${target}${values.out ? ` --out ${values.out}` : ''}`
  // The Chinese dictionary is read while the library is listed and walked (dictionary-job.ts),
  // its senses from the user's cache once worked out for this dictionary and code; --check needs none.
  const userCache = buildCacheDir(io.env)
  const job = values.check ? undefined : startDictionaryJob(userCache ? dirname(userCache) : undefined, library, { read: !values.full })
  try {
    // Nothing changed since this folder's last build: its files stand as they are (build-cache.ts).
    const cacheDir = values.check || values.full ? undefined : userCache
    const cache = cacheDir ? await openBuildCache(cacheDir, library, outDir, await cedictIdentity()) : undefined
    const reused = await cache?.reuse()
    if (reused) {
      printSummary(io, { ...(reused as unknown as Summary), ms: Math.round(performance.now() - started), unchanged: true }, values, target)
      return 0
    }
    if (cacheDir) await forgetBuild(cacheDir, library, outDir)
    return await build(io, { library, outDir, target, started, rerun, cache, cacheRoot: userCache ? dirname(userCache) : undefined, job, values })
  } finally {
    job?.stop()
  }
}

async function build(
  io: CliIo,
  b: { library: string; outDir: string; target: string; started: number; rerun: string; cache: BuildCache | undefined; cacheRoot: string | undefined; job: DictionaryJob | undefined; values: { check?: boolean | undefined; full?: boolean | undefined; json?: boolean | undefined; out?: string | undefined } },
): Promise<number> {
  const { library, outDir, target, started, rerun, cache, job, values } = b
  const bar = progress(io, 'indexing SKILL.md')
  // Frontmatter and body words on worker threads beside the walk (parse-pool.ts); same answers.
  const pool = startParsePool()
  // A file whose very text was parsed by the last build of this library is not parsed again (parse-cache.ts).
  const parsed = await openParseCache(b.cacheRoot, library, { read: !values.full })
  let scan: Awaited<ReturnType<typeof scanLibrary>>
  try {
    scan = await scanLibrary(createNodeFs(io.cwd), library, { onProgress: (n) => bar.tick(n), parse: parsed.wrap(pool.parse) })
  } finally {
    pool.stop()
  }
  if (!values.check) await parsed.save()
  bar.done()
  // A project folder given instead of its .skill-src: the walk skips top-level dot folders, so
  // it would write an empty index beside the project. Refuse and name the folder meant.
  const nested = join(library, LIBRARY_DIR)
  if (scan.skills.length === 0 && existsSync(nested) && statSync(nested).isDirectory()) {
    throw new CliFailure(`build-index: no SKILL.md in ${library} outside its ${LIBRARY_DIR} folder, and nothing was written. The library is the ${LIBRARY_DIR} folder itself: dsh-skill-router build-index ${join(target, LIBRARY_DIR)}`, 2)
  }
  if (scan.skills.length === 0) io.err(`build-index: no SKILL.md found under ${library}; so the index has no rows. A library holds one folder per source, each with <skill>/SKILL.md inside.\n`)
  const files = await indexFilesFromScan(scan)
  const summary: Summary = {
    library,
    out: outDir,
    rows: files.meta.rows,
    repos: files.meta.repos,
    uniqueNames: files.meta.uniqueNames,
    dropped: Object.fromEntries(Object.entries(scan.dropped).map(([rule, d]) => [rule, { count: d.count, reason: d.reason, paths: d.files.map((f) => f.path) }])),
    aliasesSkipped: scan.loops,
    unreadableFolders: scan.unreadableDirs,
    problems: scan.skills.reduce((n, s) => n + s.problems.length, 0),
    sha256: files.meta.sha256,
    ms: 0,
  }
  if (values.check) {
    const drift = await indexDrift(outDir, files)
    summary.ms = Math.round(performance.now() - started)
    if (values.json) io.out(JSON.stringify({ ...summary, check: true, drift }) + '\n')
    else if (drift.length) io.out(`drift in ${outDir}: ${drift.join('; ')}. Rebuild with: ${rerun}\n`)
    else io.out(`up to date: ${join(outDir, INDEX_FILE)} (${summary.rows} skills)\n`)
    return drift.length ? 1 : 0
  }
  try {
    await writeIndexFiles(outDir, files)
  } catch (err) {
    throw new CliFailure(
      `build-index: could not write the index into ${outDir}: ${(err as Error).message}. The previous index and sidecars, if any, are unchanged. Check the folder is writable, or pass --out DIR.`,
    )
  }
  // The Chinese dictionary reduced to this library rides in the search sidecar (core/zh-dict.ts).
  let missing: string | undefined
  const dictionary = async (index: SearchIndex) => {
    const r = await job!.reduce(index.postings.keys())
    if ('stored' in r) return r.stored
    missing = r.missing
    return ''
  }
  const searchSidecarError = await writeSearchSidecar(outDir, scan.skills.map((s) => s.row), files.meta.sha256, dictionary)
  if (missing) io.err(`build-index: no Chinese dictionary stored: ${missing}; Chinese queries are read through the hand table alone\n`)
  if (searchSidecarError) io.err(`build-index: the index is written, but not its search cache ${SEARCH_SIDECAR} (${searchSidecarError}); searches build it from the rows instead, a little slower on the first query\n`)
  // Recorded only for a clean build: a rebuild then says nothing less than this one did.
  // A file or folder that could not be read may be a passing error (EMFILE, EIO): never remembered.
  const unreadable = scan.unreadableDirs.length > 0 || 'unreadable' in scan.dropped
  if (cache && !searchSidecarError && !missing && !unreadable && scan.skills.length) await cache.record({ ...summary })
  summary.ms = Math.round(performance.now() - started)
  printSummary(io, summary, values, target)
  return 0
}

/** What build-index prints (and --json holds) about a build. */
interface Summary {
  library: string
  out: string
  rows: number
  repos: number
  uniqueNames: number
  dropped: Record<string, { count: number; reason: string; paths: string[] }>
  aliasesSkipped: number
  unreadableFolders: string[]
  problems: number
  sha256: string
  ms: number
  /** True when nothing changed since the last build, so nothing was rewritten. */
  unchanged?: boolean
}

function printSummary(io: CliIo, summary: Summary, values: { json?: boolean | undefined; out?: string | undefined }, target: string): void {
  if (values.json) {
    io.out(JSON.stringify(summary) + '\n')
    return
  }
  const same = summary.unchanged ? ' (nothing changed since the last build; no file rewritten)' : ''
  io.out(`indexed ${summary.rows} skills from ${summary.repos} repos (${summary.uniqueNames} unique names) in ${summary.ms} ms → ${join(summary.out, INDEX_FILE)}${same}\n`)
  const droppedText = Object.entries(summary.dropped).map(([rule, d]) => `${d.count} ${rule} (${d.reason})`)
  if (droppedText.length) io.out(`dropped: ${droppedText.join(', ')}; --json lists the paths\n`)
  if (summary.aliasesSkipped) io.out(`skipped ${summary.aliasesSkipped} folder(s) already indexed through another path (symlink aliases or loops)\n`)
  if (summary.unreadableFolders.length) io.out(`could not list ${summary.unreadableFolders.length} folder(s), e.g. ${summary.unreadableFolders[0]}\n`)
  const doctorArgs = values.out ? `--library ${target} --index ${join(values.out, INDEX_FILE)}` : `--library ${target}`
  if (summary.problems) io.out(`${summary.problems} parsing problems recorded; run dsh-skill-router doctor ${doctorArgs} for details\n`)
}
