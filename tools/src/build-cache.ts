/**
 * build-index's record of its last build into an output folder, so rebuilding a library where
 * nothing changed rewrites nothing and costs a walk of the folders instead of a full build (the
 * session-start case). The record lives in the user's cache (`$XDG_CACHE_HOME` or `~/.cache`,
 * `dsh-skill-router/build-index/`), never in the library: the library's files stay exactly the
 * index contract's. It is only a shortcut: it is used when all of these match the record —
 * - the inputs: every folder and file the scan reads, by path, size, mtime, ctime and inode
 *   (a file the scan only counts matters by its size alone, but any change of a stamp misses);
 *   a library holding a symlink, a FIFO or an unreadable folder is never taken from the record;
 * - the code: the bytes of the CLI bundle (or, in a source run, of every source file);
 * - the CC-CEDICT data file (path, size, mtime);
 * - the output files, by their sha256 (an edited or removed index misses).
 * Anything else is a full build, which writes a new record. `--full` skips the record. The key also
 * holds the runtime's Node, ICU and Unicode versions (Chinese segmentation depends on ICU). No record
 * is kept when an input's coarse stamp (whole milliseconds or coarser) is within
 * LIMITS.buildCacheRacyMarginMs of the listing (an edit in the same tick could hide), nor when the build could not read a file or folder (a passing I/O error
 * must not be remembered as the library's state).
 */
import { createHash } from 'node:crypto'
import { lstatSync, readdirSync } from 'node:fs'
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import { META_FILE, SHA_FILE } from '../../host.js-src/library/library.ts'
import { INDEX_FILE } from '../../host.js-src/library/locate.ts'
import { SKIP_DIRS } from '../../host.js-src/library/scan-library.ts'
import { SEARCH_SIDECAR } from '../../host.js-src/library/search-sidecar.ts'

/** 1: inputs, code, dictionary and outputs as sha256 hex; the build's summary as printed by --json. */
const FORMAT = 1
const OUTPUTS = [INDEX_FILE, SHA_FILE, META_FILE, SEARCH_SIDECAR]

interface BuildRecord {
  format: number
  key: string
  outputs: Record<string, string>
  summary: Record<string, unknown>
}

const sha = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')


/**
 * One line per folder and file the scan of `library` reads, sorted, or why the library cannot be
 * taken from a record. Mirrors scanLibrary's walk: top-level files and dot folders are not
 * walked, SKIP_DIRS nowhere.
 */
export async function libraryInputs(library: string, stamps?: { newestCoarseNs: bigint }): Promise<string[] | { notCached: string }> {
  const lines: string[] = []
  let refused: string | undefined
  // Synchronous listings and lstats (session 7): through the promise API each was a thread-pool
  // round trip, and this runs before every build (the corpus: 2,183 listings, 2,642 lstats).
  const walk = (rel: string): void => {
    const dir = rel ? join(library, rel) : library
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true })
    } catch {
      refused ??= `${dir} could not be listed`
      return
    }
    for (const e of entries) {
      const path = rel ? `${rel}/${e.name}` : e.name
      if (!rel && (!e.isDirectory() || e.name.startsWith('.') || SKIP_DIRS.has(e.name))) {
        if (e.isSymbolicLink()) refused ??= `${join(library, path)} is a symlink`
        continue
      }
      if (e.isDirectory()) {
        if (SKIP_DIRS.has(e.name)) continue
        lines.push(`d\t${path}`)
        walk(path)
      } else if (e.isFile()) {
        let s
        try {
          s = lstatSync(join(library, path), { bigint: true })
        } catch {
          refused ??= `${join(library, path)} could not be read`
          continue
        }
        lines.push(`f\t${path}\t${s.size}\t${s.mtimeNs}\t${s.ctimeNs}\t${s.ino}`)
        // Only a coarse stamp (whole milliseconds or coarser: FAT, HFS+, some network mounts) can hide a second edit in its tick.
        if (stamps) for (const t of [s.mtimeNs, s.ctimeNs]) if (t % 1_000_000n === 0n && t > stamps.newestCoarseNs) stamps.newestCoarseNs = t
      } else refused ??= `${join(library, path)} is ${e.isSymbolicLink() ? 'a symlink' : 'not a regular file'}`
    }
  }
  walk('')
  if (refused) return { notCached: refused }
  return lines.sort()
}

let codeDigest: Promise<string> | undefined

/** sha256 of the code that builds: the CLI bundle's files beside this module, or every source file in a source run. */
export function codeFingerprint(): Promise<string> {
  codeDigest ??= (async () => {
    const here = dirname(fileURLToPath(import.meta.url))
    const files: string[] = []
    if (basename(here) === 'src') {
      const collect = async (dir: string): Promise<void> => {
        for (const e of await readdir(dir, { withFileTypes: true })) {
          if (e.isDirectory()) await collect(join(dir, e.name))
          else if (e.name.endsWith('.ts')) files.push(join(dir, e.name))
        }
      }
      await collect(join(here, '..', '..', 'host.js-src'))
      await collect(here)
    } else for (const name of await readdir(here)) if (/^(?:cli(?:-[A-Z0-9]+)?|cedict-worker|parse-worker)\.mjs$/.test(name)) files.push(join(here, name))
    const hash = createHash('sha256')
    for (const f of files.sort()) hash.update(`${f}\0`).update(await readFile(f)).update('\0')
    return hash.digest('hex')
  })()
  return codeDigest
}

/** Where this user's build records go, or undefined when the environment names no home. */
export function buildCacheDir(env: Record<string, string | undefined>): string | undefined {
  const base = env['XDG_CACHE_HOME'] || (env['HOME'] ? join(env['HOME'], '.cache') : undefined)
  return base ? join(base, 'dsh-skill-router', 'build-index') : undefined
}

export interface BuildCache {
  /** The stored summary when nothing changed since the recorded build and the outputs are intact. */
  reuse(): Promise<Record<string, unknown> | undefined>
  /** Records the build just written (call after every output file is in place). */
  record(summary: Record<string, unknown>): Promise<void>
  /** Why this library is never taken from a record, when it is not. */
  notCached?: string
}

/**
 * The record of builds of `library` into `outDir`. The inputs are listed now, before the caller
 * reads anything: a file changed while the build runs then differs from the record next time.
 */
export async function openBuildCache(dir: string, library: string, outDir: string, cedict: string | undefined): Promise<BuildCache> {
  const file = join(dir, `${sha(`${library}\0${outDir}`).slice(0, 32)}.json`)
  const listedNs = BigInt(Date.now()) * 1_000_000n
  const stamps = { newestCoarseNs: 0n }
  const inputs = await libraryInputs(library, stamps)
  if (!Array.isArray(inputs)) return { notCached: inputs.notCached, reuse: async () => undefined, record: async () => undefined }
  // Racy: an input stamped within the margin of the listing may be edited again in the same tick, unseen.
  const racy = stamps.newestCoarseNs > listedNs - BigInt(LIMITS.buildCacheRacyMarginMs) * 1_000_000n
  const runtime = [process.versions.node, process.versions.icu ?? 'no icu', process.versions.unicode ?? 'no unicode']
  const key = sha(JSON.stringify([FORMAT, library, outDir, await codeFingerprint(), cedict ?? 'no dictionary', runtime, inputs]))
  const outputs = async (): Promise<Record<string, string> | undefined> => {
    const out: Record<string, string> = {}
    for (const name of OUTPUTS) {
      try {
        out[name] = sha(await readFile(join(outDir, name)))
      } catch {
        return undefined
      }
    }
    return out
  }
  return {
    async reuse() {
      let rec: BuildRecord
      try {
        rec = JSON.parse(await readFile(file, 'utf8')) as BuildRecord
      } catch {
        return undefined
      }
      if (rec?.format !== FORMAT || rec.key !== key || !rec.summary || typeof rec.outputs !== 'object') return undefined
      const now = await outputs()
      if (!now || OUTPUTS.some((n) => now[n] !== rec.outputs[n])) return undefined
      // A record in use is not old: pruning goes by the file's mtime.
      const at = new Date()
      await utimes(file, at, at).catch(() => undefined)
      return rec.summary
    },
    async record(summary) {
      if (racy) return
      const out = await outputs()
      if (!out) return
      const rec: BuildRecord = { format: FORMAT, key, outputs: out, summary }
      const temp = `${file}.tmp-${process.pid}`
      try {
        await mkdir(dir, { recursive: true })
        await writeFile(temp, JSON.stringify(rec))
        await rename(temp, file)
        await pruneOld(dir)
      } catch {
        // A cache that cannot be written costs the next build its shortcut, nothing else.
        await rm(temp, { force: true }).catch(() => undefined)
      }
    },
  }
}

/** Removes records not written for LIMITS.buildCacheMaxAgeMs (their folders are likely gone). */
async function pruneOld(dir: string): Promise<void> {
  const now = Date.now()
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.json')) continue
    const info = await stat(join(dir, name)).catch(() => undefined)
    if (info && now - info.mtimeMs > LIMITS.buildCacheMaxAgeMs) await rm(join(dir, name), { force: true }).catch(() => undefined)
  }
}

/** Removes the record of `library` into `outDir` (a failed or partial build must not be reused). */
export async function forgetBuild(dir: string, library: string, outDir: string): Promise<void> {
  await rm(join(dir, `${sha(`${library}\0${outDir}`).slice(0, 32)}.json`), { force: true }).catch(() => undefined)
}
