import { lstat, readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { GUARD } from '../../host.js-src/core/limits.ts'
import { applyWaivers, contentSha256, scanText, verdictOf } from '../../host.js-src/guard/index.ts'
import type { Finding, Verdict, Waiver } from '../../host.js-src/guard/index.ts'
import { INDEX_FILE } from '../../host.js-src/library/locate.ts'
import { META_FILE, SHA_FILE } from '../../host.js-src/library/library.ts'
import { SEARCH_SIDECAR } from '../../host.js-src/library/search-sidecar.ts'
import { STATE_DIR } from '../../host.js-src/manage/store.ts'

/** One scanned file: `path` is the path given (a file) or joined under the folder given. */
export interface ScannedFile {
  path: string
  verdict: Verdict
  findings: Finding[]
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
const SKIP_FILES = new Set([INDEX_FILE, SHA_FILE, META_FILE, SEARCH_SIDECAR])

const utf8 = new TextDecoder('utf-8', { fatal: true })

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
      } else if (e.isFile() && !SKIP_FILES.has(e.name)) files.push(rel)
    }
  }
  await walk(root)
  return { files, skipped, isFile: false }
}

/** Reads a file as UTF-8 text, or says why it is not scanned. */
async function readText(path: string): Promise<{ text?: string; reason?: string }> {
  try {
    const bytes = await readFile(path)
    if (bytes.length > MAX_FILE_BYTES) return { reason: `larger than ${MAX_FILE_BYTES} bytes` }
    if (bytes.subarray(0, GUARD.binarySniffBytes).includes(0)) return { reason: 'binary (NUL byte)' }
    return { text: utf8.decode(bytes) }
  } catch (err) {
    if (err instanceof TypeError) return { reason: 'not UTF-8 text' }
    return { reason: `unreadable: ${(err as Error).message}` }
  }
}

/**
 * The guard over a file or a folder (what `skills scan` and `audit` print): every text file's findings
 * and verdict. Paths in the report are `root` joined with the file's relative path.
 */
export async function scanPath(root: string, options: ScanOptions = {}): Promise<ScanReport> {
  const listing = await listFiles(root)
  const chosen = listing.isFile ? listing.files : listing.files.filter((f) => !options.include || options.include(f))
  const base = root.replace(/[/\\]+$/, '')
  const shownOf = (rel: string) => (listing.isFile || rel === '' ? root : `${base}/${rel}`)
  const report: ScanReport = { files: [], skipped: listing.skipped.map((s) => ({ ...s, path: shownOf(s.path) })) }
  let done = 0
  for (const rel of chosen) {
    const path = listing.isFile ? root : join(root, rel)
    const shown = shownOf(rel)
    const { text, reason } = await readText(path)
    if (text === undefined) report.skipped.push({ path: shown, reason: reason ?? 'unreadable' })
    else {
      const all = scanText(text, shown)
      // Waived findings are dropped only for the exact content they were waived for.
      const findings = options.waivers?.length ? applyWaivers(all, options.waivers, contentSha256(text)) : all
      const verdict = verdictOf(findings)
      report.files.push({ path: shown, verdict, findings })
    }
    options.onProgress?.(++done, chosen.length)
  }
  return report
}

