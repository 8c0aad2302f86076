import { basename, joinPath } from '../core/_path.ts'
import { parseIndex } from '../core/index-file.ts'
import { LIMITS } from '../core/limits.ts'
import { nearDuplicatePairs } from '../core/near-duplicate.ts'
import type { SkillRow } from '../core/types.ts'
import type { FsPort } from './fs-port.ts'
import { describeFsError, readTextChecked } from './fs-port.ts'
import { checkIntegrity, containedRows } from './library.ts'
import type { LibraryLocation } from './locate.ts'
import { LIBRARY_DIR } from './locate.ts'
import type { ScannedSkill } from './scan-library.ts'

/** What doctor checks, in the order it reports them. */
export const DOCTOR_KINDS = [
  'missing-index',
  'integrity',
  'stale-row',
  'unindexed-skill',
  'missing-description',
  'duplicate-name',
  'near-duplicate',
  'spec-violation',
] as const

export type DoctorKind = (typeof DOCTOR_KINDS)[number]

/**
 * `error`: the index does not match the library, or a skill cannot be told apart or chosen — exit 1.
 * `warning`: normal in a library gathered from public repos (spec violations, one name shipped by
 * several repos) — reported, and exit 1 only with `--strict`.
 */
export type DoctorSeverity = 'error' | 'warning'

export interface DoctorProblem {
  kind: DoctorKind
  severity: DoctorSeverity
  repo?: string
  name?: string
  /** Path of the SKILL.md (or index file), relative to the library folder when inside it. */
  path?: string
  detail: string
}

export interface DoctorReport {
  /** The library folder checked ('' when none was found). */
  library: string
  /** The index file read, when there is one. */
  index?: string
  /** SKILL.md files found on disk (indexable ones). */
  skills: number
  /** Rows in the index, when it could be read. */
  indexRows?: number
  problems: DoctorProblem[]
}

export interface SpecInput {
  /** Omit when the skill declares no name (its folder's name is used). */
  name?: string
  /** Omit when the skill declares no description (that is `missing-description`, not a violation). */
  description?: string
  /** The skill's folder name; omit to skip the "matches its folder" rule (a skill at a repo's root). */
  folder?: string
}

/** Characters, not UTF-16 units: a CJK description or an emoji counts as one each. */
function charCount(text: string): number {
  let n = 0
  for (const _ of text) n++
  return n
}

/**
 * The Agent Skills spec rules on name and description, as sentences (empty when it complies):
 * name 1–64 characters of `[a-z0-9-]`, no leading, trailing or doubled hyphen, equal to its
 * folder's name; description 1–1,024 characters.
 */
export function specViolations(skill: SpecInput): string[] {
  const out: string[] = []
  const { name } = skill
  if (name !== undefined) {
    const length = charCount(name)
    if (length === 0) out.push(`name is empty; the spec needs 1–${LIMITS.specNameMax} characters`)
    else if (length > LIMITS.specNameMax) out.push(`name is ${length} characters; the spec allows at most ${LIMITS.specNameMax}`)
    if (/[^a-z0-9-]/.test(name)) out.push(`name "${name}" has characters other than lowercase a-z, 0-9 and "-"`)
    if (name.startsWith('-') || name.endsWith('-')) out.push(`name "${name}" starts or ends with a hyphen`)
    if (name.includes('--')) out.push(`name "${name}" has a double hyphen`)
    if (skill.folder !== undefined && skill.folder !== name) out.push(`name "${name}" does not match its folder "${skill.folder}"`)
  }
  if (skill.description !== undefined) {
    const d = charCount(skill.description)
    if (d === 0) out.push(`description is empty; the spec needs 1–${LIMITS.specDescriptionMax} characters`)
    else if (d > LIMITS.specDescriptionMax) out.push(`description is ${d} characters; the spec allows at most ${LIMITS.specDescriptionMax}`)
  }
  return out
}

export interface DoctorOptions {
  signal?: AbortSignal
  onProgress?: (found: number, path: string) => void
}

const key = (repo: string, relpath: string) => `${repo}\u0000${relpath}`
const skillPath = (repo: string, relpath: string) => joinPath(repo, relpath, 'SKILL.md')

async function isDirectory(fs: FsPort, path: string, signal?: AbortSignal): Promise<boolean> {
  try {
    return (await fs.stat(await fs.resolve(path, { signal }), signal))?.type === 'directory'
  } catch {
    return false
  }
}

async function exists(fs: FsPort, path: string, signal?: AbortSignal): Promise<boolean> {
  try {
    return (await fs.stat(await fs.resolve(path, { signal }), signal)) !== undefined
  } catch {
    return false
  }
}

/** Where the skills live when the location has no index: the folder itself, or its `.skill-src`. */
async function skillsFolder(fs: FsPort, location: LibraryLocation, signal?: AbortSignal): Promise<string | undefined> {
  if (!location.dir) return undefined
  if (!location.error) return location.dir
  const nested = joinPath(location.dir, LIBRARY_DIR)
  if (basename(location.dir) !== LIBRARY_DIR && (await isDirectory(fs, nested, signal))) return nested
  return (await isDirectory(fs, location.dir, signal)) ? location.dir : undefined
}

/**
 * Checks a library found by `locateLibrary` (one walk-up implementation for plugin, CLI and
 * doctor): the index against the SKILL.md files on disk, the integrity sidecars, and each skill
 * against the Agent Skills spec. Never throws for problems in the data; they are the report.
 */
export async function runDoctor(fs: FsPort, location: LibraryLocation, opts: DoctorOptions = {}): Promise<DoctorReport> {
  const { signal } = opts
  const problems: DoctorProblem[] = []
  const add = (p: Omit<DoctorProblem, 'severity'>, severity: DoctorSeverity = 'error') => problems.push({ ...p, severity })
  const dir = await skillsFolder(fs, location, signal)
  const report: DoctorReport = { library: dir ?? location.dir, skills: 0, problems }
  const relative = (path: string) => (dir && path.startsWith(dir + '/') ? path.slice(dir.length + 1) : path)

  // ----- the index and its sidecars -----
  let rows: SkillRow[] | undefined
  if (location.error) {
    add({ kind: 'missing-index', detail: location.error })
  } else {
    report.index = location.indexPath
    try {
      // Issue 14: a regular file within the index cap, read without blocking.
      const text = await readTextChecked(fs, await fs.resolve(location.indexPath, { signal }), { maxBytes: LIMITS.indexMaxBytes }, signal)
      const parsed = parseIndex(text)
      const contained = containedRows(parsed.rows)
      rows = contained.rows
      report.indexRows = rows.length
      for (const p of [...parsed.problems, ...contained.refused]) add({ kind: 'integrity', path: relative(location.indexPath), detail: p.message })
      const alarm = await checkIntegrity(fs, location.indexPath, text, rows.length, signal, dir)
      if (alarm) add({ kind: 'integrity', path: relative(location.indexPath), detail: alarm })
    } catch (err) {
      add({ kind: 'missing-index', path: location.indexPath, detail: `the index cannot be read: ${describeFsError(err, location.indexPath)}` })
    }
  }
  if (!dir) {
    sortProblems(problems)
    return report
  }

  // ----- the skills on disk -----
  let scan
  // Loaded when a doctor runs: the scan brings the frontmatter reader and YAML, which a search never needs.
  const { scanLibrary } = await import('./scan-library.ts')
  try {
    scan = await scanLibrary(fs, dir, { ...(signal ? { signal } : {}), ...(opts.onProgress ? { onProgress: opts.onProgress } : {}) })
  } catch (err) {
    add({ kind: 'missing-index', path: dir, detail: `the library folder cannot be listed: ${describeFsError(err, dir)}` })
    sortProblems(problems)
    return report
  }
  report.skills = scan.skills.length
  const onDisk = new Map<string, ScannedSkill>()
  for (const s of scan.skills) onDisk.set(key(s.row.repo, s.row.relpath), s)

  // ----- index vs disk -----
  if (rows) {
    const indexed = new Set<string>()
    for (const row of rows) {
      const k = key(row.repo, row.relpath)
      indexed.add(k)
      const path = skillPath(row.repo, row.relpath)
      const found = onDisk.get(k)
      if (!found) {
        if (!(await exists(fs, joinPath(dir, path), signal))) {
          add({ kind: 'stale-row', repo: row.repo, name: row.name, path, detail: `the index lists "${row.name}" but its SKILL.md is gone; rebuild the index` })
        }
        continue
      }
      if (found.row.name !== row.name) {
        add({ kind: 'stale-row', repo: row.repo, name: row.name, path, detail: `the index says name "${row.name}" but SKILL.md now says "${found.row.name}"; rebuild the index` })
      } else if (found.row.description !== row.description) {
        add({ kind: 'stale-row', repo: row.repo, name: row.name, path, detail: 'the description changed since the index was built; rebuild the index' })
      }
    }
    for (const s of scan.skills) {
      if (indexed.has(key(s.row.repo, s.row.relpath))) continue
      const path = skillPath(s.row.repo, s.row.relpath)
      add({ kind: 'unindexed-skill', repo: s.row.repo, name: s.row.name, path, detail: 'is not in the index; rebuild the index' })
    }
  }
  for (const d of Object.values(scan.dropped)) {
    for (const f of d.files) {
      add({ kind: 'unindexed-skill', repo: f.repo, path: relative(f.path), detail: `build-index leaves it out: ${d.reason} (${f.detail})` })
    }
  }

  // ----- each skill -----
  for (const s of scan.skills) {
    const { repo, relpath, name, description } = s.row
    const path = skillPath(repo, relpath)
    const codes = new Set(s.problems.map((p) => p.code))
    const declared = !codes.has('E_NO_FRONTMATTER') && !codes.has('E_BAD_YAML') && !codes.has('E_NO_DESCRIPTION')
    if (!declared) {
      const fallback = description ? `; the index uses its first paragraph: "${description.slice(0, 60)}${description.length > 60 ? '…' : ''}"` : '; the index has no description for it'
      add({ kind: 'missing-description', repo, name, path, detail: `no description in the frontmatter${fallback}` })
    }
    const violations: string[] = []
    for (const p of s.problems) {
      if (p.code === 'E_NO_FRONTMATTER' || p.code === 'E_BAD_YAML' || p.code === 'E_NO_NAME') violations.push(p.message)
    }
    // A name taken from the folder was not declared: the sentence above covers it, no rule to check.
    const nameDeclared = !codes.has('E_NO_FRONTMATTER') && !codes.has('E_BAD_YAML') && !codes.has('E_NO_NAME')
    const spec: SpecInput = {}
    if (nameDeclared) spec.name = name
    if (nameDeclared && relpath !== '') spec.folder = basename(relpath)
    if (declared) spec.description = description
    violations.push(...specViolations(spec))
    for (const v of violations) add({ kind: 'spec-violation', repo, name, path, detail: v }, 'warning')
  }

  // ----- duplicate names -----
  const byName = new Map<string, ScannedSkill[]>()
  for (const s of scan.skills) {
    const list = byName.get(s.row.name)
    if (list) list.push(s)
    else byName.set(s.row.name, [s])
  }
  for (const [name, copies] of byName) {
    if (copies.length < 2) continue
    const byRepo = new Map<string, ScannedSkill[]>()
    for (const c of copies) {
      const list = byRepo.get(c.row.repo)
      if (list) list.push(c)
      else byRepo.set(c.row.repo, [c])
    }
    for (const [repo, within] of byRepo) {
      if (within.length < 2) continue
      add({
        kind: 'duplicate-name',
        repo,
        name,
        path: skillPath(repo, within[0]!.row.relpath),
        detail: `${within.length} skills named "${name}" in ${repo} (at ${within.map((c) => c.row.relpath || '.').join(', ')}); skill_load cannot tell them apart — rename all but one`,
      })
    }
    if (byRepo.size > 1) {
      add(
        {
          kind: 'duplicate-name',
          name,
          detail: `"${name}" is shipped by ${byRepo.size} repos: ${[...byRepo.keys()].join(', ')}; search shows one hit with its copies`,
        },
        'warning',
      )
    }
  }
  // ----- near-duplicates (issue 16): different names, closely matching name + description -----
  const near = nearDuplicatePairs(scan.skills.map((s) => ({ name: s.row.name, description: s.row.description, where: skillPath(s.row.repo, s.row.relpath) })))
  for (const pair of near.pairs) {
    add({ kind: 'near-duplicate', name: pair.a.name, ...(pair.a.where ? { path: pair.a.where } : {}), detail: `"${pair.a.name}" and "${pair.b.name}" (${pair.b.where ?? ''}) closely match by name and description (similarity ${pair.score.toFixed(2)}); keep one, or make each description say how they differ` }, 'warning')
  }
  if (near.total > near.pairs.length) add({ kind: 'near-duplicate', detail: `${near.total - near.pairs.length} more near-duplicate pairs not listed` }, 'warning')
  sortProblems(problems)
  return report
}

function sortProblems(problems: DoctorProblem[]): void {
  const order = (k: DoctorKind) => DOCTOR_KINDS.indexOf(k)
  problems.sort((a, b) => order(a.kind) - order(b.kind) || (a.path ?? a.name ?? '').localeCompare(b.path ?? b.name ?? ''))
}
