import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'
import { lstat, readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { GUARD } from '../../host.js-src/core/limits.ts'
import { applyWaivers, contentSha256, scanText, verdictOf } from '../../host.js-src/guard/index.ts'
import type { Finding, Verdict, Waiver } from '../../host.js-src/guard/index.ts'
import { INDEX_FILE } from '../../host.js-src/library/locate.ts'
import { META_FILE, SHA_FILE } from '../../host.js-src/library/library.ts'
import { readUpTo } from '../../host.js-src/library/identity-read.ts'
import { SEARCH_SIDECAR, SEARCH_SIDECAR_JSON } from '../../host.js-src/library/search-sidecar.ts'
import { STATE_DIR } from '../../host.js-src/manage/store.ts'

/** One scanned file: `path` is the path given (a file) or joined under the folder given. */
export interface ScannedFile {
  path: string
  verdict: Verdict
  findings: Finding[]
  /**
   * Set when the file was not plain UTF-8 text and was scanned anyway, saying how: decoded as
   * Latin-1, only its printable runs (binary), or only its first bytes (too large). None passes unread.
   */
  lenient?: string
}

export interface ScanReport {
  files: ScannedFile[]
  /** Files not scanned and why (binary, not UTF-8, too large, unreadable, symlink). */
  skipped: { path: string; reason: string }[]
}

export interface ScanOptions {
  /** Only files whose path (relative to the root, '/'-separated) passes this test; default: every file. */
  include?: (relPath: string) => boolean
  /** Waivers to honour (each bound to a content hash, so stale ones waive nothing). */
  waivers?: readonly Waiver[]
  /** Called after each file with (done, total). */
  onProgress?: (done: number, total: number) => void
  /** Bytes of one file scanned; the rest is left, saying so (default GUARD.scanMaxFileBytes). */
  maxFileBytes?: number
  /**
   * Threads scanning at once, this one included (default 1: all here). More share the files out to
   * worker threads when the bundled worker is there (tools/guard-scan-worker.mjs) and there are enough
   * files to repay starting them; the report is the same either way.
   */
  threads?: number
  /** Replaces the worker-thread pool (tests: the sharing out and the order, without a bundle). */
  pool?: (jobs: readonly ScanJob[], settings: ScanSettings, options: ScanOptions) => Promise<ScanOutcome[]>
}

/**
 * Folders never walked: version control, dependencies, and skill_manage's state folder (its
 * `objects/` holds a copy of every version of each learned skill, `trash/` outside edits): a
 * learned skill is scanned once, in its live folder. Naming the state folder itself still scans it.
 */
const SKIP_DIRS = new Set(['.git', 'node_modules', '.hg', '.svn', STATE_DIR])
const MAX_FILE_BYTES = GUARD.scanMaxFileBytes
/** Files a library keeps beside the skills, not skill text. */
/** The generated index and its sidecars: data written by build-index, not skill text. */
const SKIP_FILES = new Set([INDEX_FILE, SHA_FILE, META_FILE, SEARCH_SIDECAR, SEARCH_SIDECAR_JSON])

const utf8 = new TextDecoder('utf-8', { fatal: true })
const latin1 = new TextDecoder('latin1')

/** Every regular file under `root` (or `root` itself when it is a file), relative paths with '/'. */
export async function listFiles(root: string): Promise<{ files: string[]; skipped: ScanReport['skipped']; isFile: boolean }> {
  const skipped: ScanReport['skipped'] = []
  const info = await lstat(root).catch((err: NodeJS.ErrnoException) => {
    throw new Error(`cannot scan ${root}: ${err.code === 'ENOENT' ? 'no such file or folder' : err.message}`)
  })
  if (info.isFile()) return { files: [''], skipped, isFile: true }
  if (!info.isDirectory()) throw new Error(`cannot scan ${root}: not a file or folder`)
  const files: string[] = []
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((err: Error) => {
      skipped.push({ path: relative(root, dir).split(sep).join('/'), reason: `unreadable folder: ${err.message}` })
      return []
    })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const e of entries) {
      const full = join(dir, e.name)
      const rel = relative(root, full).split(sep).join('/')
      if (e.isSymbolicLink()) skipped.push({ path: rel, reason: 'symbolic link (not followed)' })
      else if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) await walk(full)
      } else if (e.isFile()) {
        if (!SKIP_FILES.has(e.name)) files.push(rel)
      } else skipped.push({ path: rel, reason: 'not a regular file (a FIFO, socket or device): nothing to scan, not opened' })
    }
  }
  await walk(root)
  return { files, skipped, isFile: false }
}

/** Opening never blocks (a FIFO swapped in after the listing) and never follows a final symlink. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0)

/**
 * A binary file's printable runs of 4+ characters, one a line (what `strings` prints): a payload
 * hidden in a binary is still read, while the bytes between cannot join into false matches.
 */
function printableRuns(bytes: Uint8Array): string {
  return latin1.decode(bytes).replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]+/g, '\n').split('\n').filter((l) => l.trim().length >= 4).join('\n')
}

/**
 * Reads a file for the guard, or says why it is not scanned. Never passes a file unread for its
 * encoding: text that is not UTF-8 is decoded as Latin-1 (every byte is a character), a binary
 * file has its printable runs scanned, a file over the cap has its first `MAX_FILE_BYTES` scanned
 * — each saying so in `lenient`. Only what cannot be opened as a regular file is skipped.
 */
async function readText(path: string, cap: number = MAX_FILE_BYTES): Promise<{ text?: string; lenient?: string; reason?: string }> {
  // Synchronous calls: a promise round trip per open, stat, read and close cost 0.6 s of a whole-corpus audit.
  let fd: number
  try {
    fd = openSync(path, OPEN_FLAGS)
  } catch (err) {
    return { reason: `unreadable: ${(err as Error).message}` }
  }
  try {
    const st = fstatSync(fd)
    if (!st.isFile()) return { reason: 'not a regular file (a FIFO, socket or device): nothing to scan' }
    const body = await readUpTo({ read: async (buffer, offset, length, position) => ({ bytesRead: readSync(fd, buffer, offset, length, position) }) }, Math.min(st.size, cap))
    const cut = st.size > cap ? `only the first ${cap} of its ${st.size} bytes were scanned (over the scan cap)` : undefined
    const join = (how: string) => [how, cut].filter(Boolean).join('; ')
    if (body.subarray(0, GUARD.binarySniffBytes).includes(0)) return { text: printableRuns(body), lenient: join('binary (NUL bytes): its printable text was scanned') }
    try {
      // A cut may split the last character: decode up to the last whole one.
      const text = utf8.decode(cut ? body.subarray(0, lastWholeChar(body)) : body)
      return cut ? { text, lenient: cut } : { text }
    } catch {
      return { text: latin1.decode(body), lenient: join('not UTF-8: decoded as Latin-1 and scanned') }
    }
  } catch (err) {
    return { reason: `unreadable: ${(err as Error).message}` }
  } finally {
    closeSync(fd)
  }
}

/** Length of `bytes` without a UTF-8 sequence cut at its end. */
function lastWholeChar(bytes: Uint8Array): number {
  let i = bytes.length
  let back = 0
  while (i > 0 && back < 4 && (bytes[i - 1]! & 0xc0) === 0x80) {
    i--
    back++
  }
  if (i > 0 && bytes[i - 1]! >= 0xc0) {
    const lead = bytes[i - 1]!
    const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2
    if (back + 1 < need) return i - 1
  }
  return bytes.length
}

/** One file to scan: where to read it, and the path the report shows. */
export interface ScanJob {
  path: string
  shown: string
}

/** What scanning one file gave: its findings, or why it was not scanned. */
export type ScanOutcome = { file: ScannedFile } | { skipped: { path: string; reason: string } }

/** What a scan thread needs besides the files: the same for every file. */
export interface ScanSettings {
  waivers?: readonly Waiver[]
  maxFileBytes?: number
}

/** Reads and scans one file (the same on the calling thread and on a scan thread). */
export async function scanJob(job: ScanJob, settings: ScanSettings): Promise<ScanOutcome> {
  const { text, reason, lenient } = await readText(job.path, settings.maxFileBytes)
  if (text === undefined) return { skipped: { path: job.shown, reason: reason ?? 'unreadable' } }
  const all = scanText(text, job.shown)
  // Waived findings are dropped only for the exact content they were waived for.
  const findings = settings.waivers?.length ? applyWaivers(all, settings.waivers, contentSha256(text)) : all
  const verdict = verdictOf(findings)
  return { file: { path: job.shown, verdict, findings, ...(lenient ? { lenient } : {}) } }
}

/**
 * The guard over a file or a folder (what `skills scan` and `audit` print): every text file's findings
 * and verdict. Paths in the report are `root` joined with the file's relative path. With `threads` > 1
 * the files are shared out to scan threads (guard-scan-pool.ts); the report is the same, in the same order.
 */
export async function scanPath(root: string, options: ScanOptions = {}): Promise<ScanReport> {
  const listing = await listFiles(root)
  const chosen = listing.isFile ? listing.files : listing.files.filter((f) => !options.include || options.include(f))
  const base = root.replace(/[/\\]+$/, '')
  const shownOf = (rel: string) => (listing.isFile || rel === '' ? root : `${base}/${rel}`)
  const report: ScanReport = { files: [], skipped: listing.skipped.map((s) => ({ ...s, path: shownOf(s.path) })) }
  const jobs = chosen.map((rel) => ({ path: listing.isFile ? root : join(root, rel), shown: shownOf(rel) }))
  const settings: ScanSettings = { ...(options.waivers ? { waivers: options.waivers } : {}), ...(options.maxFileBytes !== undefined ? { maxFileBytes: options.maxFileBytes } : {}) }
  const outcomes = (options.threads ?? 1) > 1 && jobs.length > 1 ? await (options.pool ?? scanInThreads)(jobs, settings, options) : await scanHere(jobs, settings, options)
  for (const o of outcomes) {
    if ('file' in o) report.files.push(o.file)
    else report.skipped.push(o.skipped)
  }
  return report
}

/** Every job on this thread, one after the other. */
async function scanHere(jobs: readonly ScanJob[], settings: ScanSettings, options: ScanOptions): Promise<ScanOutcome[]> {
  const out: ScanOutcome[] = []
  for (const job of jobs) {
    out.push(await scanJob(job, settings))
    options.onProgress?.(out.length, jobs.length)
  }
  return out
}

/** Runs `jobs` on up to `options.threads` threads; guard-scan-pool.ts, loaded only when asked for. */
async function scanInThreads(jobs: readonly ScanJob[], settings: ScanSettings, options: ScanOptions): Promise<ScanOutcome[]> {
  const { scanPool } = await import('./guard-scan-pool.ts')
  return scanPool(jobs, settings, options)
}
