import { LIMITS } from '../core/limits.ts'
import { isInside, joinPath, unsafeRelativePath } from '../core/_path.ts'
import type { FsPort, FsTarget } from './fs-port.ts'
import { checkInfo, describeFsError, readTextChecked, realPathOf } from './fs-port.ts'

const SKIP_DIRS = new Set(['.git', 'node_modules', '.svn', '.hg', '__pycache__'])

export interface FileList {
  /** Paths relative to the skill folder, sorted; SKILL.md excluded. */
  files: string[]
  /** True when the walk stopped at a cap (more files exist). */
  capped: boolean
  /** Symlinks whose real target is outside the skill folder: not listed, since reading them is refused. */
  outside: number
}

/** Lists a skill's bundled files, depth- and count-capped, never following a symlink loop. */
export async function listSkillFiles(fs: FsPort, dir: string, signal?: AbortSignal, max: number = LIMITS.refListMaxFiles): Promise<FileList> {
  const files: string[] = []
  const seen = new Set<string>()
  let capped = false
  let outside = 0
  let rootReal = ''
  const walk = async (target: FsTarget, rel: string, depth: number): Promise<void> => {
    const real = realPathOf(target)
    if (seen.has(real)) return
    seen.add(real)
    let entries
    try {
      entries = await fs.listDir(target, signal)
    } catch {
      return
    }
    for (const e of entries) {
      if (files.length >= max) {
        capped = true
        return
      }
      const path = rel ? `${rel}/${e.name}` : e.name
      if ((e.type === 'directory' || e.type === 'file') && !isInside(rootReal, realPathOf(e.target))) {
        outside++
        continue
      }
      if (e.type === 'directory') {
        if (SKIP_DIRS.has(e.name)) continue
        if (depth + 1 >= LIMITS.skillFilesMaxDepth) {
          capped = true
          continue
        }
        await walk(e.target, path, depth + 1)
      } else if (e.type === 'file' && path !== 'SKILL.md') {
        files.push(path)
      }
    }
  }
  const root = await fs.resolve(dir, { signal })
  rootReal = realPathOf(root)
  await walk(root, '', 0)
  files.sort()
  return { files, capped, outside }
}

export type RefRead =
  | { ok: true; path: string; absolute: string; content: string; chars: number; truncated: boolean }
  | { ok: false; path: string; error: string }

/**
 * Why the skill folder `dir` is refused because its real path leaves the library's real folder
 * (the folder, or one above it, is a symlink pointing out), or undefined.
 */
export async function folderEscape(fs: FsPort, dir: string, libraryDir: string | undefined, signal?: AbortSignal, dirReal?: string): Promise<string | undefined> {
  if (libraryDir === undefined) return undefined
  const libReal = realPathOf(await fs.resolve(libraryDir, { signal }))
  // The real path the caller will read under (checked once, used once), not a second resolve.
  const real = dirReal ?? realPathOf(await fs.resolve(dir, { signal }))
  if (isInside(libReal, real) && real !== libReal) return undefined
  return `refused: the skill folder ${dir} resolves to ${real}, outside the library ${libReal} (a symlink points out). Only skills inside the library are served; move the skill into it and rebuild the index`
}

/**
 * Reads a skill's SKILL.md for skill_load: a regular file within `LIMITS.skillFileMaxBytes`, whose
 * real path lies inside the library's real folder when `libraryDir` is given (by identity on a port
 * with readChecked; by version and path before and after on any other). Throws an FsError-shaped
 * error (describeFsError words it) on any refusal.
 */
export async function readSkillMd(fs: FsPort, skillFile: string, libraryDir?: string, signal?: AbortSignal): Promise<string> {
  const target = await fs.resolve(skillFile, { signal })
  const inside = libraryDir === undefined ? undefined : realPathOf(await fs.resolve(libraryDir, { signal }))
  return readTextChecked(fs, target, { maxBytes: LIMITS.skillFileMaxBytes, ...(inside !== undefined ? { inside } : {}) }, signal)
}

/**
 * Reads one bundled file. Containment is checked before any I/O (lexically), again after
 * resolving symlinks (the real target must stay inside the skill's real folder, and that folder
 * inside the library's when `libraryDir` is given), and a third time by identity while reading:
 * the file opened is the file checked, it has one hard link, and its size is within
 * `LIMITS.refReadMaxBytes` before a byte is read. A file swapped meanwhile is refused, never served.
 */
export async function readSkillFile(fs: FsPort, dir: string, relative: string, signal?: AbortSignal, libraryDir?: string): Promise<RefRead> {
  const unsafe = unsafeRelativePath(relative)
  if (unsafe) return { ok: false, path: relative, error: `refused: ${unsafe}. Give a path inside the skill folder, as skill_ref list shows it` }
  const clean = relative.replace(/^\.\/+/, '').replace(/\/+$/, '')
  let rootReal: string
  let target: FsTarget
  try {
    rootReal = realPathOf(await fs.resolve(dir, { signal }))
    target = await fs.resolve(joinPath(dir, clean), { signal })
  } catch (err) {
    return { ok: false, path: clean, error: describeFsError(err, joinPath(dir, clean)) }
  }
  const real = realPathOf(target)
  if (!isInside(rootReal, real) || real === rootReal) {
    return { ok: false, path: clean, error: `refused: ${clean} resolves to ${real}, outside the skill folder ${rootReal} (a symlink points out)` }
  }
  try {
    const escape = await folderEscape(fs, dir, libraryDir, signal, rootReal)
    if (escape) return { ok: false, path: clean, error: escape }
  } catch (err) {
    return { ok: false, path: clean, error: describeFsError(err, dir) }
  }
  const info = await fs.stat(target, signal).catch(() => undefined)
  if (!info) return { ok: false, path: clean, error: `${clean} does not exist in the skill folder ${dir}; call skill_ref with list: true to see its files` }
  if (info.type === 'directory') return { ok: false, path: clean, error: `${clean} is a folder; call skill_ref with list: true to see its files` }
  if (info.type !== 'file') return { ok: false, path: clean, error: `${clean} is not a regular file (a FIFO, socket or device); skill_ref reads plain text files only` }
  const options = { maxBytes: LIMITS.refReadMaxBytes, inside: rootReal, singleLink: true }
  let text: string
  try {
    checkInfo(info, clean, options)
    text = await readTextChecked(fs, target, options, signal)
  } catch (err) {
    const code = (err as { code?: string }).code
    if (code === 'FS_NOT_TEXT') return { ok: false, path: clean, error: `${clean} is a binary file (or not UTF-8); skill_ref reads text only. Its path: ${real}` }
    return { ok: false, path: clean, error: describeFsError(err, clean) }
  }
  if (text.includes('\u0000')) return { ok: false, path: clean, error: `${clean} is a binary file; skill_ref reads text only. Its path: ${real}` }
  const truncated = text.length > LIMITS.refMaxChars
  return { ok: true, path: clean, absolute: real, content: truncated ? text.slice(0, LIMITS.refMaxChars) : text, chars: text.length, truncated }
}
