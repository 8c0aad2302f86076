import { LIMITS } from '../core/limits.ts'
import { parseIndex } from '../core/index-file.ts'
import { joinPath } from '../core/_path.ts'
import type { Problem, SkillRow } from '../core/types.ts'
import type { FsPort } from './fs-port.ts'
import { describeFsError, versionKey } from './fs-port.ts'
import type { LibraryLocation } from './locate.ts'
import { sha256Hex } from './sha256.ts'

/** A loaded library index. Immutable once built; rebuilt when the index file's version changes. */
export interface Library {
  location: LibraryLocation
  rows: SkillRow[]
  problems: Problem[]
  /** Integrity warning for the model; undefined when the sidecars agree or are absent. */
  alarm?: string
  version: string
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

async function readOptional(fs: FsPort, path: string, signal?: AbortSignal): Promise<string | undefined> {
  try {
    const t = await fs.resolve(path, { signal })
    const info = await fs.stat(t, signal)
    if (info?.type !== 'file') return undefined
    return await fs.readText(t, signal)
  } catch {
    return undefined
  }
}

/** The two independent alarms of SPEC §2: hash mismatch, row count moved > 10 % against the meta. */
export async function checkIntegrity(
  fs: FsPort,
  indexPath: string,
  text: string,
  rowCount: number,
  signal?: AbortSignal,
): Promise<string | undefined> {
  const base = indexPath.slice(0, indexPath.lastIndexOf('/'))
  const shaText = await readOptional(fs, joinPath(base, SHA_FILE), signal)
  const metaText = await readOptional(fs, joinPath(base, META_FILE), signal)
  const alarms: string[] = []
  let meta: Partial<IndexMeta> | undefined
  if (metaText !== undefined) {
    try {
      meta = JSON.parse(metaText) as Partial<IndexMeta>
    } catch {
      alarms.push(`${META_FILE} is not valid JSON`)
    }
  }
  const expected = shaText?.trim().split(/\s+/)[0] || (typeof meta?.sha256 === 'string' ? meta.sha256 : undefined)
  if (expected) {
    const actual = await sha256Hex(text)
    if (actual !== expected.toLowerCase()) alarms.push('the index was changed outside build-index (sha256 differs from its sidecar)')
  }
  if (meta && typeof meta.rows === 'number' && meta.rows > 0) {
    const drift = Math.abs(rowCount - meta.rows) / meta.rows
    if (drift > LIMITS.alarmRowDrift) alarms.push(`the index has ${rowCount} rows but its meta says ${meta.rows} (${Math.round(drift * 100)} % apart)`)
  }
  if (!alarms.length) return undefined
  return `index integrity: ${alarms.join('; ')}. Results may be wrong; rebuild with: dsh-skill-router build-index ${base}`
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
    if (info.size !== undefined && info.size > LIMITS.indexMaxBytes) {
      return { error: `the skill index ${location.indexPath} is ${info.size} bytes, over the ${LIMITS.indexMaxBytes}-byte limit; it is not a skill index — rebuild it with dsh-skill-router build-index` }
    }
    const version = versionKey(info)
    const cached = this.entries.get(location.indexPath)
    if (cached && cached.version === version) return cached
    let text: string
    try {
      text = await fs.readText(target, signal)
    } catch (err) {
      return { error: `cannot read the skill index: ${describeFsError(err, location.indexPath)}. Rebuild it with dsh-skill-router build-index` }
    }
    const parsed = parseIndex(text)
    const binary = parsed.problems.find((p) => p.code === 'E_INDEX_BINARY')
    if (binary) return { error: `the skill index ${location.indexPath} is unusable: ${binary.message}` }
    const library: Library = { location, rows: parsed.rows, problems: parsed.problems, version }
    const alarm = location.starter ? undefined : await checkIntegrity(fs, location.indexPath, text, parsed.rows.length, signal)
    if (alarm) library.alarm = alarm
    this.entries.set(location.indexPath, library)
    return library
  }
}

/** Folder of a row's skill, absolute. */
export function skillDir(library: Library, row: SkillRow): string {
  return joinPath(library.location.dir, row.repo, row.relpath)
}
