import { LIMITS } from '../core/limits.ts'
import { parseIndex } from '../core/index-file.ts'
import { dirname, joinPath, unsafeRelativePath } from '../core/_path.ts'
import type { Problem, SkillRow } from '../core/types.ts'
import type { FsPort } from './fs-port.ts'
import { describeFsError, readTextChecked, versionKey } from './fs-port.ts'
import { decodeText } from './identity-read.ts'
import type { LibraryLocation } from './locate.ts'
import { SEARCH_SIDECAR } from './search-sidecar.ts'
import { sha256Hex } from './sha256.ts'

/** A loaded library index. Immutable once built; rebuilt when the index file's version changes. */
export interface Library {
  location: LibraryLocation
  rows: SkillRow[]
  problems: Problem[]
  /** Integrity warning for the model; undefined when the sidecars agree or are absent. */
  alarm?: string
  version: string
  /** `indexDigest` of the index text (names the text a search sidecar was made for). */
  digest: string
}

export const META_FILE = 'skill-index.meta.json'
export const SHA_FILE = 'skill-index.tsv.sha256'

export interface IndexMeta {
  rows: number
  repos: number
  uniqueNames: number
  dropped: Record<string, { count: number; reason: string }>
  sha256: string
  generator: string
}

/** A sidecar, or undefined when it is missing, not a plain file, over `LIMITS.indexMaxBytes`, or unreadable. */
export async function readOptional(fs: FsPort, path: string, signal?: AbortSignal): Promise<string | undefined> {
  try {
    const t = await fs.resolve(path, { signal })
    const info = await fs.stat(t, signal)
    if (info?.type !== 'file') return undefined
    if (info.size !== undefined && info.size > LIMITS.indexMaxBytes) return undefined
    return await readTextChecked(fs, t, { maxBytes: LIMITS.indexMaxBytes }, signal)
  } catch {
    return undefined
  }
}

/**
 * A binary sidecar's bytes: undefined when it is missing or not a plain file; `unreadable` with
 * the reason when the port reads text only, or the read fails or exceeds `LIMITS.indexMaxBytes`.
 */
export async function readOptionalBytes(fs: FsPort, path: string, signal?: AbortSignal): Promise<Uint8Array | { unreadable: string } | undefined> {
  let t
  let info
  try {
    t = await fs.resolve(path, { signal })
    info = await fs.stat(t, signal)
  } catch {
    return undefined
  }
  if (info?.type !== 'file') return undefined
  if (!fs.readBytes) return { unreadable: 'this host reads files only as text' }
  if (info.size !== undefined && info.size > LIMITS.indexMaxBytes) return { unreadable: `it is ${info.size} bytes, over the ${LIMITS.indexMaxBytes}-byte limit` }
  try {
    return await fs.readBytes(t, signal, LIMITS.indexMaxBytes)
  } catch (err) {
    return { unreadable: describeFsError(err, path) }
  }
}

/**
 * The digest the sha256 sidecar holds: SHA-256 of the index text with a leading BOM dropped and
 * CRLF read as LF. build-index writes LF without a BOM, so this equals `sha256sum skill-index.tsv`
 * of a fresh index, and a checkout that turned line endings into CRLF raises no alarm.
 */
export function indexDigest(text: string, bytes?: Uint8Array): Promise<string> {
  // The text's UTF-8, when the caller has it, is what is hashed if nothing needs normalising.
  if (bytes && text.charCodeAt(0) !== 0xfeff && !text.includes('\r')) return sha256Hex(bytes)
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  return sha256Hex(body.replace(/\r\n/g, '\n'))
}

/**
 * The two independent alarms of SPEC §2: the index does not hash to its sidecar (either the
 * `.sha256` file or the meta's `sha256`), or its row count moved more than `LIMITS.alarmRowDrift`
 * against the meta. Sidecars absent → undefined (indexes from before the sidecars keep working).
 * Returns one line for the model, or undefined.
 */
export async function checkIntegrity(
  fs: FsPort,
  indexPath: string,
  text: string,
  rowCount: number,
  signal?: AbortSignal,
  libraryDir?: string,
  /** `indexDigest(text)` when the caller has it already. */
  digest?: string,
  /** The two sidecars' texts when the caller started reading them already (`readIntegritySidecars`). */
  sidecars?: Promise<IntegritySidecars>,
): Promise<string | undefined> {
  const base = dirname(indexPath)
  const { shaText, metaText } = await (sidecars ?? readIntegritySidecars(fs, indexPath, signal))
  const alarms: string[] = []
  let meta: Partial<IndexMeta> | undefined
  if (metaText !== undefined) {
    try {
      const parsed: unknown = JSON.parse(metaText)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) meta = parsed as Partial<IndexMeta>
      else alarms.push(`${META_FILE} is not a JSON object`)
    } catch {
      alarms.push(`${META_FILE} is not valid JSON`)
    }
  }
  const expected: string[] = []
  if (shaText !== undefined) expected.push(shaText.trim().split(/\s+/)[0] ?? '')
  if (typeof meta?.sha256 === 'string') expected.push(meta.sha256)
  if (expected.length) {
    const actual = digest ?? (await indexDigest(text))
    if (expected.some((e) => e.toLowerCase() !== actual)) alarms.push('the index was changed outside build-index (its sha256 differs from the sidecar)')
  }
  if (meta && typeof meta.rows === 'number' && meta.rows >= 0) {
    const drift = meta.rows === 0 ? (rowCount === 0 ? 0 : 1) : Math.abs(rowCount - meta.rows) / meta.rows
    if (drift > LIMITS.alarmRowDrift) alarms.push(`it has ${rowCount} rows but its meta says ${meta.rows} (${Math.round(drift * 100)} % apart)`)
  }
  if (!alarms.length) return undefined
  return `index integrity: ${alarms.join('; ')}. Results may be wrong or incomplete; rebuild with: dsh-skill-router build-index ${libraryDir ?? base}`
}

export interface IntegritySidecars {
  shaText: string | undefined
  metaText: string | undefined
}

/** The `.sha256` and meta sidecars' texts (undefined: absent or unreadable), read side by side. */
export async function readIntegritySidecars(fs: FsPort, indexPath: string, signal?: AbortSignal): Promise<IntegritySidecars> {
  const base = dirname(indexPath)
  const [shaText, metaText] = await Promise.all([readOptional(fs, joinPath(base, SHA_FILE), signal), readOptional(fs, joinPath(base, META_FILE), signal)])
  return { shaText, metaText }
}

/** Version of the index plus its sidecars, so editing a sidecar alone also re-checks integrity. */
async function sidecarVersions(fs: FsPort, indexPath: string, signal?: AbortSignal): Promise<string> {
  const base = dirname(indexPath)
  // The search sidecar is written after the index: a load in between must not keep it unread.
  // Asked side by side (a cold load waited on six calls one after another).
  const keys = await Promise.all(
    [SHA_FILE, META_FILE, SEARCH_SIDECAR].map(async (name) => {
      try {
        return versionKey(await fs.stat(await fs.resolve(joinPath(base, name), { signal }), signal))
      } catch {
        return 'unreadable'
      }
    }),
  )
  return keys.join('|')
}

/** Loads libraries through an fs, caching each on its index file's version. */
export class LibraryCache {
  private readonly entries = new Map<string, Library>()

  async load(fs: FsPort, location: LibraryLocation, signal?: AbortSignal): Promise<Library | { error: string }> {
    if (location.error) return { error: location.error }
    let target
    let info
    try {
      target = await fs.resolve(location.indexPath, { signal })
      info = await fs.stat(target, signal)
    } catch (err) {
      return { error: `cannot open the skill index: ${describeFsError(err, location.indexPath)}` }
    }
    if (!info) return { error: `the skill index ${location.indexPath} disappeared; rebuild it with dsh-skill-router build-index` }
    if (info.type !== 'file') {
      return { error: `the skill index ${location.indexPath} is not a regular file (${info.type === 'directory' ? 'a folder' : 'a FIFO, socket or device'}), so it was not read. Remove it and rebuild with: dsh-skill-router build-index ${location.dir}` }
    }
    if (info.size !== undefined && info.size > LIMITS.indexMaxBytes) {
      return { error: `the skill index ${location.indexPath} is ${info.size} bytes, over the ${LIMITS.indexMaxBytes}-byte limit; it is not a skill index — rebuild it with dsh-skill-router build-index` }
    }
    const version = versionKey(info) + '|' + (location.starter ? '' : await sidecarVersions(fs, location.indexPath, signal))
    const cached = this.entries.get(location.indexPath)
    if (cached && cached.version === version) return cached
    // The integrity sidecars are read while the index is read and parsed (they are checked after).
    const sidecars = location.starter ? undefined : readIntegritySidecars(fs, location.indexPath, signal)
    let text: string
    // Its UTF-8 (without a BOM): hashed for the digest, and the rows' strings are decoded from it
    // line by line. Read as bytes when the port can, else the text's encoded again.
    let bytes: Uint8Array
    try {
      if (fs.readCheckedBytes) {
        const raw = await fs.readCheckedBytes(target, { maxBytes: LIMITS.indexMaxBytes }, signal)
        text = decodeText(raw, target.displayPath)
        bytes = raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf ? raw.subarray(3) : raw
      } else {
        text = await readTextChecked(fs, target, { maxBytes: LIMITS.indexMaxBytes }, signal)
        bytes = new TextEncoder().encode(text)
      }
    } catch (err) {
      return { error: `cannot read the skill index: ${describeFsError(err, location.indexPath)}. Rebuild it with: dsh-skill-router build-index ${location.dir}` }
    }
    const parsed = parseIndex(text, bytes)
    const binary = parsed.problems.find((p) => p.code === 'E_INDEX_BINARY')
    if (binary) return { error: `the skill index ${location.indexPath} holds binary bytes (NUL), so it is not a TSV file. Rebuild it with: dsh-skill-router build-index ${location.dir}` }
    const digest = await indexDigest(text, bytes)
    const { rows, refused } = containedRows(parsed.rows)
    const problems = [...parsed.problems, ...refused]
    const library: Library = { location, rows, problems, version, digest }
    let alarm = location.starter ? undefined : await checkIntegrity(fs, location.indexPath, text, parsed.rows.length, signal, location.dir, digest, sidecars)
    if (refused.length) {
      const first = refused[0]!.message
      const note = `index: ${refused.length} row${refused.length === 1 ? '' : 's'} refused because ${refused.length === 1 ? 'its folder lies' : 'their folders lie'} outside the library (${first}). Rebuild with: dsh-skill-router build-index ${location.dir}`
      alarm = alarm ? `${alarm} ${note}` : note
    }
    if (alarm) library.alarm = alarm
    this.entries.set(location.indexPath, library)
    return library
  }
}

/**
 * Why a row's repo or relpath would lead out of the library, or undefined. build-index writes a
 * repo as one folder name and a relpath below it; a ".." segment, a backslash, a drive letter, a
 * NUL or a repo with a "/" can only come from a hand-edited or hostile index.
 */
export function rowEscape(row: Pick<SkillRow, 'repo' | 'relpath'>): string | undefined {
  // Nearly every row is plainly inside: said without splitting (this runs for every row a load reads).
  if (plainSegment(row.repo) && !row.repo.includes('/') && row.repo !== '.' && (row.relpath === '' || plainSegment(row.relpath))) return undefined
  if (row.repo.includes('/') || row.repo === '.' || row.repo === '..') return `repo ${JSON.stringify(row.repo.slice(0, 80))} is not one folder name`
  const repoBad = unsafeRelativePath(row.repo)
  if (repoBad) return `repo ${JSON.stringify(row.repo.slice(0, 80))}: ${repoBad}`
  if (row.relpath === '') return undefined
  const relBad = unsafeRelativePath(row.relpath)
  if (relBad) return `relpath ${JSON.stringify(row.relpath.slice(0, 80))}: ${relBad}`
  return undefined
}

/** True for a path that none of `unsafeRelativePath`'s rules can refuse (no "..", backslash, NUL, root, home or drive). */
function plainSegment(p: string): boolean {
  return p.length > 0 && p[0] !== '/' && p[0] !== '~' && p[1] !== ':' && !p.includes('..') && !p.includes('\\') && !p.includes('\0')
}

/** Rows whose folder stays inside the library, and a problem for each one refused. */
export function containedRows(rows: SkillRow[]): { rows: SkillRow[]; refused: Problem[] } {
  const kept: SkillRow[] = []
  const refused: Problem[] = []
  for (const row of rows) {
    const why = rowEscape(row)
    if (why) refused.push({ code: 'E_INDEX_ROW', message: `row ${JSON.stringify(row.name.slice(0, 80))} refused: ${why}` })
    else kept.push(row)
  }
  return { rows: refused.length ? kept : rows, refused }
}

/** Folder of a row's skill, absolute. */
export function skillDir(library: Library, row: SkillRow): string {
  return joinPath(library.location.dir, row.repo, row.relpath)
}
