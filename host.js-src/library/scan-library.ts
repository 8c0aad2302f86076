import { parseFrontmatter } from '../core/frontmatter.ts'
import { bodyTerms, libraryKeywords } from '../core/keywords.ts'
import type { BodyTerm } from '../core/keywords.ts'
import { basename, isInside, joinPath } from '../core/_path.ts'
import { LIMITS } from '../core/limits.ts'
import type { Problem, SkillMeta, SkillRow } from '../core/types.ts'
import type { FsDirEntry, FsPort, FsTarget } from './fs-port.ts'
import { describeFsError, readTextChecked, realPathOf } from './fs-port.ts'
import { limiter } from '../core/limiter.ts'

/** Folders never walked: VCS metadata, dependencies, caches. */
export const SKIP_DIRS = new Set(['.git', '.hg', '.svn', 'node_modules', '__pycache__', '.venv'])

export interface ScannedSkill {
  row: SkillRow
  /** Absolute path of the SKILL.md. */
  path: string
  problems: Problem[]
}

export interface LibraryScan {
  skills: ScannedSkill[]
  /** SKILL.md files that could not become rows, per rule (a key of DROP_REASONS). */
  dropped: Record<string, { count: number; reason: string; files: { repo: string; path: string; detail: string }[] }>
  /** Folders skipped because they were already walked (symlink loops, aliases). */
  loops: number
  /** Folders that could not be listed (permission, vanished during the walk). */
  unreadableDirs: string[]
  /** Folders whose real path lies outside the library (also counted as the `outside-library` drop). */
  outsideDirs: string[]
}

export interface ScanOptions {
  signal?: AbortSignal
  /** Called after each SKILL.md with the count so far. */
  onProgress?: (found: number, path: string) => void
  /**
   * Reads one SKILL.md's text into its frontmatter and counted body words; `parseSkillText` when
   * not given. build-index hands in one that runs on worker threads (tools/src/parse-pool.ts):
   * the answer must be exactly `parseSkillText`'s.
   */
  parse?: (text: string, folder: string, path: string) => ParsedSkill | Promise<ParsedSkill>
}

/** A SKILL.md read: its frontmatter (the body left out) and its body's counted words. */
export interface ParsedSkill {
  meta: Omit<SkillMeta, 'body'>
  terms: Map<string, BodyTerm>
}

/** The frontmatter and body words of one SKILL.md, as every scan reads them. */
export function parseSkillText(text: string, folder: string, path: string): ParsedSkill {
  const { body, ...meta } = parseFrontmatter(text, folder, path)
  return { meta, terms: bodyTerms(body) }
}

/** Code-unit order: the same on every machine and locale, unlike localeCompare. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}


/** Every rule that keeps a SKILL.md out of the index, with the reason the meta sidecar records. */
export const DROP_REASONS: Record<string, string> = {
  'not-text': 'SKILL.md is binary or not UTF-8',
  unreadable: 'SKILL.md could not be read',
  'too-large': `SKILL.md is larger than ${LIMITS.skillFileMaxBytes} bytes`,
  'outside-library': 'the folder resolves outside the library (a symlink points out); not walked, nothing read',
}

/**
 * Walks `<library>/<repo>/…/SKILL.md`, the build-index and doctor view of a library. Skips dot
 * folders at the top (dot folders inside a repo, like `.curated/`, are walked), `.git`,
 * `node_modules` and the other SKIP_DIRS, and any folder already seen by its real path, so a
 * symlink loop ends and an alias is indexed once, under its real path. `relpath` is relative to
 * the repo folder. Rows are sorted by repo, then relpath. Each row gets its body keywords
 * (core/keywords.ts), judged against every body of the library.
 */
export async function scanLibrary(fs: FsPort, libraryDir: string, opts: ScanOptions = {}): Promise<LibraryScan> {
  const { signal } = opts
  const result: LibraryScan = { skills: [], dropped: {}, loops: 0, unreadableDirs: [], outsideDirs: [] }
  let rootReal = ''
  const seen = new Set<string>()
  /** Each skill's counted body, for its keywords once the whole library is counted. */
  const bodies = new Map<ScannedSkill, Map<string, BodyTerm>>()
  const io = limiter(LIMITS.scanConcurrency)
  const deferred: { target: FsTarget; repo: string; rel: string }[] = []
  const isAlias = (e: FsDirEntry, parentReal: string) => realPathOf(e.target) !== joinPath(parentReal, e.name)
  const drop = (rule: string, repo: string, path: string, detail: string) => {
    const d = (result.dropped[rule] ??= { count: 0, reason: DROP_REASONS[rule] ?? rule, files: [] })
    d.count++
    d.files.push({ repo, path, detail })
  }

  const walk = async (target: FsTarget, repo: string, rel: string): Promise<{ files: number; bytes: number; nested?: boolean }> => {
    const real = realPathOf(target)
    if (real === rootReal || !isInside(rootReal, real)) {
      // Containment by what the folder is, not what it is called: a symlinked skill folder that
      // points out of the library is neither indexed nor read.
      result.outsideDirs.push(target.displayPath)
      drop('outside-library', repo, target.displayPath, `${target.displayPath} resolves to ${real}, outside the library ${rootReal}`)
      return { files: 0, bytes: 0 }
    }
    if (seen.has(real)) {
      result.loops++
      return { files: 0, bytes: 0 }
    }
    seen.add(real)
    let entries: FsDirEntry[]
    try {
      entries = await io(() => fs.listDir(target, signal))
    } catch {
      result.unreadableDirs.push(target.displayPath)
      return { files: 0, bytes: 0 }
    }
    const hasSkill = entries.some((e) => e.name === 'SKILL.md' && e.type === 'file')
    let files = 0
    let bytes = 0
    for (const e of entries) {
      if (e.type === 'file') {
        files++
        bytes += e.size ?? 0
      }
    }
    // Subfolders are walked concurrently (the fs calls are bounded by `io`): a walk that waits
    // for each folder in turn spends most of its time idle. Rows are sorted at the end.
    const children = await Promise.all(
      entries
        .filter((e) => e.type === 'directory' && !SKIP_DIRS.has(e.name))
        .map((e) => {
          const childRel = rel ? `${rel}/${e.name}` : e.name
          // Symlinked folders wait until every real folder is walked: when a link aliases a skill of
          // the library, the skill keeps its real path and the alias is the one skipped, whatever
          // the names sort as. (Their files are not added to the skill above them.)
          if (isAlias(e, real)) {
            deferred.push({ target: e.target, repo, rel: childRel })
            return undefined
          }
          return walk(e.target, repo, childRel)
        }),
    )
    for (const child of children) {
      // A nested skill counts its own files; a plain subfolder belongs to the skill above it.
      if (child && !child.nested) {
        files += child.files
        bytes += child.bytes
      }
    }
    if (hasSkill) {
      const skillFile = entries.find((e) => e.name === 'SKILL.md')!
      const path = skillFile.target.displayPath
      let text: string | undefined
      if (skillFile.size !== undefined && skillFile.size > LIMITS.skillFileMaxBytes) {
        drop('too-large', repo, path, `${path} is ${skillFile.size} bytes, over the ${LIMITS.skillFileMaxBytes}-byte limit`)
      } else {
        try {
          text = await io(() => readTextChecked(fs, skillFile.target, { maxBytes: LIMITS.skillFileMaxBytes, inside: rootReal }, signal))
        } catch (err) {
          const code = (err as { code?: string }).code
          const rule = code === 'FS_NOT_TEXT' ? 'not-text' : code === 'FS_TOO_LARGE' ? 'too-large' : code === 'FS_OUTSIDE' ? 'outside-library' : 'unreadable'
          drop(rule, repo, path, describeFsError(err, path))
        }
      }
      if (text !== undefined) {
        const folder = rel ? basename(rel) : repo
        const { meta, terms } = await (opts.parse ?? parseSkillText)(text, folder, path)
        const row: SkillRow = { repo, relpath: rel, name: meta.name, description: meta.description, files, kb: Math.ceil(bytes / 1024) }
        if (meta.whenToUse) row.whenToUse = meta.whenToUse
        const skill: ScannedSkill = { row, path, problems: meta.problems }
        bodies.set(skill, terms)
        result.skills.push(skill)
        opts.onProgress?.(result.skills.length, path)
      }
      return Object.assign({ files, bytes }, { nested: true })
    }
    return { files, bytes }
  }

  const root = await fs.resolve(libraryDir, { signal })
  const top = await fs.listDir(root, signal)
  rootReal = realPathOf(root)
  await Promise.all(
    top.map((e) => {
      if (e.type !== 'directory' || e.name.startsWith('.') || SKIP_DIRS.has(e.name)) return undefined
      if (isAlias(e, rootReal)) deferred.push({ target: e.target, repo: e.name, rel: '' })
      else return walk(e.target, e.name, '')
      return undefined
    }),
  )
  // Aliases one at a time, in path order, so which one wins a shared target does not depend on timing.
  while (deferred.length) {
    deferred.sort((a, b) => compare(a.repo, b.repo) || compare(a.rel, b.rel))
    const d = deferred.shift()!
    await walk(d.target, d.repo, d.rel)
  }
  for (const d of Object.values(result.dropped)) d.files.sort((a, b) => compare(a.path, b.path))
  result.unreadableDirs.sort(compare)
  result.outsideDirs.sort(compare)
  result.skills.sort((a, b) => compare(a.row.repo, b.row.repo) || compare(a.row.relpath, b.row.relpath))
  // Body keywords: each body's distinctive words, judged against every body of the library.
  const keywords = libraryKeywords(
    result.skills.map((s) => s.row),
    result.skills.map((s) => bodies.get(s)),
  )
  result.skills.forEach((s, i) => {
    if (keywords[i]) s.row.keywords = keywords[i]
  })
  return result
}
