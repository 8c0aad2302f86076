/**
 * Keeps the project library's `skill-index.tsv` (and its two sidecars) in step with `learned/`
 * right after a write, so the next search sees the change. Rows of other repos are kept as they
 * are; the learned rows of one skill are replaced. Written like build-index writes: every file to a
 * temp name, then renamed (sidecars first, the index last).
 */
import { parseIndex, serializeIndex } from '../core/index-file.ts'
import { joinPath } from '../core/_path.ts'
import { parseFrontmatter } from '../core/frontmatter.ts'
import type { SkillRow } from '../core/types.ts'
import { META_FILE, SHA_FILE } from '../library/library.ts'
import { sha256Hex } from '../library/sha256.ts'
import { LEARNED_REPO, randomTag } from './store.ts'
import type { WritePort } from './write-port.ts'
import { readUtf8 } from './write-port.ts'
import { utf8Bytes } from './validate.ts'

export const INDEX_NAME = 'skill-index.tsv'

/** The index row of a learned skill, from its files. */
export function learnedRow(relpath: string, files: ReadonlyMap<string, string>): SkillRow {
  const skillMd = files.get('SKILL.md') ?? ''
  const folder = relpath.split('/').pop() ?? relpath
  const meta = parseFrontmatter(skillMd, folder)
  let bytes = 0
  for (const t of files.values()) bytes += utf8Bytes(t)
  const row: SkillRow = { repo: LEARNED_REPO, relpath, name: meta.name, description: meta.description, files: files.size, kb: Math.ceil(bytes / 1024) }
  if (meta.whenToUse) row.whenToUse = meta.whenToUse
  return row
}

function byRepoPath(a: SkillRow, b: SkillRow): number {
  return a.repo < b.repo ? -1 : a.repo > b.repo ? 1 : a.relpath < b.relpath ? -1 : a.relpath > b.relpath ? 1 : 0
}

/**
 * Replaces the learned rows at `relpaths` with `rows` (none = removal). Creates the index when the
 * library has none yet. Returns the row count written.
 */
export async function updateLearnedRows(port: WritePort, libraryDir: string, relpaths: string[], rows: SkillRow[]): Promise<number> {
  const indexPath = joinPath(libraryDir, INDEX_NAME)
  const text = (await readUtf8(port, indexPath)) ?? ''
  const parsed = text ? parseIndex(text) : { rows: [] as SkillRow[], problems: [] }
  const drop = new Set(relpaths)
  const names = new Set(rows.map((r) => r.name))
  const kept = parsed.rows.filter((r) => !(r.repo === LEARNED_REPO && (drop.has(r.relpath) || names.has(r.name))))
  const next = [...kept, ...rows].sort(byRepoPath)
  const tsv = serializeIndex(next)
  const sha = await sha256Hex(tsv)

  let meta: Record<string, unknown> = {}
  const metaText = await readUtf8(port, joinPath(libraryDir, META_FILE))
  if (metaText) {
    try {
      const m: unknown = JSON.parse(metaText)
      if (m && typeof m === 'object' && !Array.isArray(m)) meta = m as Record<string, unknown>
    } catch {
      /* rewritten below */
    }
  }
  meta = {
    ...meta,
    rows: next.length,
    repos: new Set(next.map((r) => r.repo)).size,
    uniqueNames: new Set(next.map((r) => r.name)).size,
    dropped: meta['dropped'] && typeof meta['dropped'] === 'object' ? meta['dropped'] : {},
    sha256: sha,
    generator: typeof meta['generator'] === 'string' ? meta['generator'] : 'dsh-skill-router skill_manage',
  }
  const plan: [string, string][] = [
    [SHA_FILE, `${sha}  ${INDEX_NAME}\n`],
    [META_FILE, JSON.stringify(meta, null, 2) + '\n'],
    [INDEX_NAME, tsv],
  ]
  await port.mkdirp(libraryDir)
  const tag = `.tmp-${port.pid}-${randomTag()}`
  const temps = plan.map(([name]) => joinPath(libraryDir, name + tag))
  try {
    for (let i = 0; i < plan.length; i++) await port.writeExclusive(temps[i]!, plan[i]![1])
    for (let i = 0; i < plan.length; i++) await port.rename(temps[i]!, joinPath(libraryDir, plan[i]![0]))
  } catch (err) {
    for (const t of temps) await port.unlink(t).catch(() => undefined)
    throw err
  }
  await port.syncDir(libraryDir)
  return next.length
}
