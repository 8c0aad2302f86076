/**
 * The library's Chinese dictionary (zh-dict.ts), started before build-index walks the library:
 * reading CC-CEDICT and working out its senses takes about as long as the walk itself and needs
 * nothing from it, so in the bundled CLI it runs on a worker thread beside the walk (the second
 * CPU), and only the last, cheap half waits for the library's terms. In a source run (no
 * bundled worker file) it all runs here, after the walk, as before. Same result either way.
 *
 * The senses depend on CC-CEDICT, the code and the runtime alone, never on the library, so they
 * are kept in the user's cache (`sensesCacheFile`): a build after the first on a machine reads
 * them (a JSON file) instead of working them out again, the larger half of build-index's CPU.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import { inTermTable } from '../../host.js-src/core/tokenize.ts'
import { dictionarySenses, keepSenses } from '../../host.js-src/core/zh-dict.ts'
import type { EntrySenses, StoredDictionary } from '../../host.js-src/core/zh-dict.ts'
import { codeFingerprint } from './build-cache.ts'
import { cedictIdentity, loadCedict } from './write-index.ts'

/** 1: `{ format, key, senses }`, senses as dictionarySenses returns them. */
const SENSES_FORMAT = 1
/** Senses files kept in the cache folder (one per installed dictionary and CLI build; each a few MB). */

/**
 * The cache file of the senses for this CC-CEDICT, code and runtime, under `cacheRoot` (the
 * user's dsh-skill-router cache folder), or undefined without a dictionary or a cache folder.
 */
export async function sensesCacheFile(cacheRoot: string | undefined): Promise<string | undefined> {
  if (!cacheRoot) return undefined
  const cedict = await cedictIdentity()
  if (!cedict) return undefined
  const runtime = [process.versions.node, process.versions.icu ?? 'no icu', process.versions.unicode ?? 'no unicode']
  const key = createHash('sha256').update(JSON.stringify([SENSES_FORMAT, cedict, await codeFingerprint(), runtime])).digest('hex')
  return join(cacheRoot, 'cedict-senses', `${key.slice(0, 40)}.json`)
}

/**
 * The senses, read from `file` when it holds them for its key, otherwise worked out by `compute`
 * and written there (a temp file renamed into place; a cache that cannot be written costs the
 * next build its shortcut, nothing else). A string from `compute` is why there is no dictionary.
 */
export async function cachedSenses(file: string | undefined, compute: () => Promise<EntrySenses[] | string>): Promise<EntrySenses[] | string> {
  const key = file ? basename(file, '.json') : ''
  if (file) {
    try {
      const rec = JSON.parse(await readFile(file, 'utf8')) as { format?: unknown; key?: unknown; senses?: unknown }
      if (rec.format === SENSES_FORMAT && rec.key === key && Array.isArray(rec.senses)) return rec.senses as EntrySenses[]
    } catch {
      // Missing, cut or not JSON: worked out again below.
    }
  }
  const senses = await compute()
  if (file && typeof senses !== 'string') {
    const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`
    try {
      await mkdir(dirname(file), { recursive: true })
      await writeFile(temp, JSON.stringify({ format: SENSES_FORMAT, key, senses }))
      await rename(temp, file)
      await pruneSenses(dirname(file))
    } catch {
      await rm(temp, { force: true }).catch(() => undefined)
    }
  }
  return senses
}

/**
 * Keeps the LIMITS.sensesFilesKept most recently written senses files (older CLI builds and
 * dictionaries), and removes temp files an interrupted build left behind once they are older than
 * LIMITS.staleTempMs (a live writer's temp file is younger).
 */
async function pruneSenses(dir: string): Promise<void> {
  await pruneCacheFiles(dir, LIMITS.sensesFilesKept)
}

/** In a cache folder of `*.json` files: keeps the `keep` most recently written, and removes `*.json.tmp-*` files older than LIMITS.staleTempMs. */
export async function pruneCacheFiles(dir: string, keep: number): Promise<void> {
  const names = await readdir(dir)
  const aged = async (n: string) => ({ path: join(dir, n), at: (await stat(join(dir, n)).catch(() => undefined))?.mtimeMs ?? 0 })
  const files = await Promise.all(names.filter((n) => n.endsWith('.json')).map(aged))
  const temps = await Promise.all(names.filter((n) => /\.json\.tmp-/.test(n)).map(aged))
  const now = Date.now()
  for (const t of temps) if (now - t.at > LIMITS.staleTempMs) await rm(t.path, { force: true }).catch(() => undefined)
  files.sort((a, b) => b.at - a.at)
  for (const f of files.slice(keep)) await rm(f.path, { force: true }).catch(() => undefined)
}

/** CC-CEDICT's senses (the library-free half of the reduction), or why there is no dictionary. */
export async function computeSenses(): Promise<EntrySenses[] | string> {
  const cedict = await loadCedict()
  return typeof cedict === 'string' ? cedict : dictionarySenses(cedict, inTermTable)
}

/** The bundled worker entry (scripts/build.mjs), beside the chunk holding this module. */
export const WORKER_FILE = 'cedict-worker.mjs'

export interface DictionaryJob {
  /** The dictionary reduced to a library holding these terms, or why there is none (CC-CEDICT missing or unreadable). */
  reduce(terms: Iterable<string>): Promise<{ stored: StoredDictionary } | { missing: string }>
  /** Ends the worker when the build stops before asking. */
  stop(): void
}

/** 1: `{ format, key, stored }`, key = sha256 of the senses file's key and the library's terms. */
const REDUCED_FORMAT = 1

/**
 * Where the dictionary last reduced for `library` is kept (one file per library folder, beside
 * the parse cache's). The reduction is a function of the senses (CC-CEDICT, code, runtime: the
 * senses file's key) and of the library's terms alone, so a build whose terms are those of the
 * last build of that library (a rebuild into a new folder, a build where only bodies changed)
 * takes it from there: the senses are not read (4.4 MB of JSON) and the worker is not started.
 */
export function reducedCacheFile(cacheRoot: string, library: string): string {
  return join(cacheRoot, 'cedict-reduced', `${createHash('sha256').update(library).digest('hex').slice(0, 32)}.json`)
}

/** The key a reduction of `terms` is kept under: the senses file's key and every term, in order. */
function reducedKey(sensesFile: string, terms: readonly string[]): string {
  const hash = createHash('sha256').update(`${REDUCED_FORMAT}\0${basename(sensesFile, '.json')}\0`)
  for (const t of terms) hash.update(t).update('\n')
  return hash.digest('hex')
}

async function readReduced(file: string): Promise<{ key: string; stored: StoredDictionary } | undefined> {
  try {
    const rec = JSON.parse(await readFile(file, 'utf8')) as { format?: unknown; key?: unknown; stored?: unknown }
    if (rec.format === REDUCED_FORMAT && typeof rec.key === 'string' && typeof rec.stored === 'string') return { key: rec.key, stored: rec.stored }
  } catch {
    // Missing, cut or not JSON: reduced again.
  }
  return undefined
}

async function writeReduced(file: string, key: string, stored: StoredDictionary): Promise<void> {
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`
  try {
    await mkdir(dirname(file), { recursive: true })
    await writeFile(temp, JSON.stringify({ format: REDUCED_FORMAT, key, stored }))
    await rename(temp, file)
    await pruneCacheFiles(dirname(file), LIMITS.parsedFilesKept)
  } catch {
    // A cache that cannot be written costs the next build its shortcut, nothing else.
    await rm(temp, { force: true }).catch(() => undefined)
  }
}

/**
 * `cacheRoot`: the user's dsh-skill-router cache folder for the senses (none: always worked out).
 * `library`: the library folder, whose last reduction is kept there too (reducedCacheFile). When a
 * kept reduction exists, the worker is started only if the terms turn out to differ. `read: false`
 * (build-index --full) reduces again and keeps the answer for the next build.
 */
export function startDictionaryJob(cacheRoot?: string, library?: string, options: { read: boolean } = { read: true }): DictionaryJob {
  const reducedFile = cacheRoot && library ? reducedCacheFile(cacheRoot, library) : undefined
  const kept = reducedFile && options.read && existsSync(reducedFile) ? readReduced(reducedFile) : undefined
  // No kept reduction: the senses are read beside the walk, as before.
  const job = kept ? undefined : spawnDictionaryJob(cacheRoot)
  let started = job
  return {
    async reduce(terms) {
      const list = [...terms]
      const sensesFile = reducedFile ? await sensesCacheFile(cacheRoot) : undefined
      const key = sensesFile ? reducedKey(sensesFile, list) : undefined
      const had = kept ? await kept : undefined
      if (had && key && had.key === key) {
        started?.stop()
        return { stored: had.stored }
      }
      started ??= spawnDictionaryJob(cacheRoot)
      const out = await started.reduce(list)
      if (reducedFile && key && 'stored' in out) await writeReduced(reducedFile, key, out.stored)
      return out
    },
    stop: () => started?.stop(),
  }
}

/** The reduction on the worker thread (or here, in a source run), its senses read from the start. */
function spawnDictionaryJob(cacheRoot?: string): DictionaryJob {
  const file = join(dirname(fileURLToPath(import.meta.url)), WORKER_FILE)
  if (!existsSync(file)) return inline(cacheRoot)
  let worker: Worker
  try {
    worker = new Worker(file, { workerData: { cacheRoot } })
  } catch {
    return inline(cacheRoot)
  }
  // The build may end (an error, a refusal) without asking: the worker must not hold the process.
  worker.unref()
  const answer = new Promise<{ stored: StoredDictionary } | { missing: string }>((resolve) => {
    worker.once('message', (m: { stored?: string; missing?: string; failed?: string }) => {
      if (typeof m.stored === 'string') resolve({ stored: m.stored })
      else resolve({ missing: m.missing ?? `the dictionary could not be reduced (${m.failed ?? 'no answer'})` })
    })
    worker.once('error', (err) => resolve({ missing: `the dictionary worker failed (${err.message})` }))
    worker.once('exit', (code) => resolve({ missing: `the dictionary worker ended early (exit ${code})` }))
  })
  return {
    async reduce(terms) {
      worker.ref()
      worker.postMessage(Array.isArray(terms) ? terms : [...terms])
      const out = await answer
      void worker.terminate()
      return out
    },
    stop: () => void worker.terminate(),
  }
}

function inline(cacheRoot: string | undefined): DictionaryJob {
  return {
    async reduce(terms) {
      const senses = await cachedSenses(await sensesCacheFile(cacheRoot), computeSenses)
      if (typeof senses === 'string') return { missing: senses }
      const library = new Set(terms)
      return { stored: keepSenses(senses, (t) => library.has(t)) }
    },
    stop: () => undefined,
  }
}
