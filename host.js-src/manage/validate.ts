/**
 * The limits of SPEC §8, checked before anything touches the disk. Pure. Every refusal names the
 * limit and says how to comply.
 */
import { MANAGE } from '../core/limits.ts'
import { unsafeRelativePath } from '../core/_path.ts'
import { parseFrontmatter } from '../core/frontmatter.ts'

export const NAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/
/** Folders a support file may live under. */
export const SUPPORT_DIRS = ['references', 'templates', 'scripts', 'assets'] as const
/** Extensions of files that are not text: refused whatever their content. */
export const BINARY_EXTENSIONS = new Set([
  'exe', 'dll', 'so', 'dylib', 'bin', 'dat', 'com', 'msi', 'dmg', 'app', 'deb', 'rpm', 'apk', 'jar', 'class', 'pyc', 'pyo', 'o', 'a', 'lib',
  'obj', 'wasm', 'zip', 'gz', 'tgz', 'bz2', 'xz', 'zst', '7z', 'rar', 'tar', 'iso', 'img', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'ico',
  'tif', 'tiff', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'woff', 'woff2', 'ttf', 'otf', 'eot', 'mp3', 'mp4', 'wav', 'ogg', 'flac',
  'mov', 'avi', 'mkv', 'sqlite', 'db',
])

export type Check = { ok: true } | { ok: false; error: string }

const OK: Check = { ok: true }
const fail = (error: string): Check => ({ ok: false, error })

export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length
}

/**
 * Names Windows will not create as a file or folder, with or without an extension (`con`,
 * `nul.md`, `com1`…): a skill written on Linux must still check out on Windows.
 */
export const WINDOWS_RESERVED = /^(con|prn|aux|nul|clock\$|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i

/**
 * Characters a file or folder name may never hold, each named for the message: control characters
 * (a newline splits a log or listing line in two), format characters (U+202E turns `gpj.exe` into
 * what reads as `exe.jpg`; zero-width characters make two names look alike), line and paragraph
 * separators, lone surrogates, and the characters Windows refuses in names.
 */
const HIDDEN_CHAR = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u
const WINDOWS_CHAR = /[<>:"|?*]/

function charName(c: string): string {
  const code = c.codePointAt(0)!
  const hex = 'U+' + code.toString(16).toUpperCase().padStart(4, '0')
  if (c === '\n') return `a newline (${hex})`
  if (c === '\r') return `a carriage return (${hex})`
  if (c === '\t') return `a tab (${hex})`
  if (code >= 0x202a && code <= 0x202e) return `a bidirectional override (${hex}), which makes a name read differently from what it is`
  if (code >= 0x2066 && code <= 0x2069) return `a bidirectional isolate (${hex}), which makes a name read differently from what it is`
  if (code === 0x200b || code === 0x200c || code === 0x200d || code === 0x2060 || code === 0xfeff) return `an invisible zero-width character (${hex})`
  if (/\p{Cc}/u.test(c)) return `a control character (${hex})`
  return `an invisible format character (${hex})`
}

/** Why one file or folder name (a path segment) is refused, or undefined. */
export function segmentProblem(segment: string): string | undefined {
  const hidden = HIDDEN_CHAR.exec(segment)
  if (hidden) return `it contains ${charName(hidden[0])}; use visible letters, digits, ".", "_" or "-"`
  const win = WINDOWS_CHAR.exec(segment)
  if (win) return `it contains ${JSON.stringify(win[0])}, which Windows refuses in file names`
  if (/[. ]$/.test(segment)) return `${JSON.stringify(segment)} ends with ${segment.endsWith('.') ? 'a dot' : 'a space'}, which Windows drops (two different names would become one file)`
  if (WINDOWS_RESERVED.test(segment)) return `${JSON.stringify(segment)} is a reserved device name on Windows (con, prn, aux, nul, com1–9, lpt1–9, with any extension); pick another name`
  if (utf8Bytes(segment) > MANAGE.segmentMaxBytes) return `the name ${JSON.stringify(segment.slice(0, 40) + '…')} is ${utf8Bytes(segment)} bytes; file systems allow ${MANAGE.segmentMaxBytes}. Shorten it`
  return undefined
}

export function checkName(name: unknown, what = 'name'): Check {
  if (typeof name !== 'string' || name === '') return fail(`"${what}" is required: lowercase letters, digits, ".", "_" or "-", starting with a letter or digit, e.g. "deploy-checklist"`)
  if (name.length > MANAGE.nameMax) return fail(`"${what}" is ${name.length} characters; the limit is ${MANAGE.nameMax}. Shorten it`)
  if (NAME_PATTERN.test(name)) {
    const bad = segmentProblem(name)
    if (bad) return fail(`"${what}" ${JSON.stringify(name)} is refused: ${bad}`)
  }
  if (!NAME_PATTERN.test(name)) {
    const suggestion = name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^[^a-z0-9]+/, '')
    const hidden = HIDDEN_CHAR.exec(name)
    const why = hidden ? ` (it contains ${charName(hidden[0])})` : ''
    return fail(`"${what}" ${JSON.stringify(name)} does not match ^[a-z0-9][a-z0-9._-]*$ (lowercase letters, digits, ".", "_", "-"; first character a letter or digit)${why}${suggestion && suggestion.length <= MANAGE.nameMax && !segmentProblem(suggestion) ? `; try ${JSON.stringify(suggestion)}` : ''}`)
  }
  return OK
}

/** SKILL.md: size, frontmatter with name (= the skill's name) and description (≤ 1,024). */
export function checkSkillMd(content: string, name: string): Check {
  if (content.length > MANAGE.skillMdMaxChars) {
    return fail(`SKILL.md is ${content.length} characters; the limit is ${MANAGE.skillMdMaxChars}. Move detail into references/*.md files (write_file) and keep SKILL.md to the steps`)
  }
  if (content.includes('\u0000')) return fail('SKILL.md contains a NUL character; skills are text. Remove it')
  const meta = parseFrontmatter(content, name)
  const codes = new Set(meta.problems.map((p) => p.code))
  const shape = `Start the file with:\n---\nname: ${name}\ndescription: One sentence saying what the skill does and when to use it.\n---`
  if (codes.has('E_NO_FRONTMATTER') || codes.has('E_BAD_YAML')) {
    const why = meta.problems.find((p) => p.code === 'E_NO_FRONTMATTER' || p.code === 'E_BAD_YAML')!.message
    return fail(`SKILL.md needs YAML frontmatter with name and description (${why}). ${shape}`)
  }
  if (codes.has('E_NO_NAME')) return fail(`SKILL.md frontmatter has no "name". ${shape}`)
  if (meta.name !== name) return fail(`SKILL.md frontmatter says name: ${JSON.stringify(meta.name)} but the skill is ${JSON.stringify(name)}; they must be the same. Set name: ${name}`)
  if (codes.has('E_NO_DESCRIPTION') || !meta.description) return fail(`SKILL.md frontmatter has no "description". ${shape}`)
  if (meta.description.length > MANAGE.descriptionMax) {
    return fail(`the description is ${meta.description.length} characters; the limit is ${MANAGE.descriptionMax}. Keep it to what the skill does and when to use it; put the rest in the body`)
  }
  return OK
}

/** A support file's path: relative, inside references/ templates/ scripts/ assets/, a text extension. */
export function checkSupportPath(path: unknown): Check {
  if (typeof path !== 'string' || path === '') return fail(`"file_path" is required, e.g. "references/api.md"; allowed folders: ${SUPPORT_DIRS.join('/, ')}/`)
  const depth = path.split('/').length
  if (depth > MANAGE.pathMaxSegments) return fail(`"file_path" has ${depth} folder levels; the limit is ${MANAGE.pathMaxSegments} (e.g. "references/topic/sub/notes.md"), as deeper files are never listed. Use a flatter path`)
  if (path.length > MANAGE.pathMaxChars) return fail(`"file_path" is ${path.length} characters; the limit is ${MANAGE.pathMaxChars}. Use a shorter path like "references/notes.md"`)
  const hidden = HIDDEN_CHAR.exec(path)
  if (hidden) return fail(`"file_path" ${JSON.stringify(path)} is refused: it contains ${charName(hidden[0])}. Use visible letters, digits, ".", "_" or "-"`)
  const unsafe = unsafeRelativePath(path)
  if (unsafe) return fail(`"file_path" ${JSON.stringify(path)} is refused: ${unsafe}. Give a path like "references/notes.md"`)
  const segments = path.split('/')
  if (segments.some((s) => s === '' || s === '.')) return fail(`"file_path" ${JSON.stringify(path)} has an empty or "." segment; write it like "references/notes.md"`)
  if (segments.some((s) => s.startsWith('.'))) return fail(`"file_path" ${JSON.stringify(path)} has a hidden (dot) file or folder; those are reserved. Use a name without a leading dot`)
  for (const seg of segments) {
    const bad = segmentProblem(seg)
    if (bad) return fail(`"file_path" ${JSON.stringify(path)} is refused: ${bad}`)
  }
  if (!(SUPPORT_DIRS as readonly string[]).includes(segments[0]!)) {
    return fail(`"file_path" ${JSON.stringify(path)} is outside the support folders; put it under ${SUPPORT_DIRS.map((d) => d + '/').join(', ')} (SKILL.md itself is written with create/edit/patch)`)
  }
  if (segments.length < 2) return fail(`"file_path" ${JSON.stringify(path)} names a folder; give a file inside it, e.g. "${segments[0]}/notes.md"`)
  const file = segments[segments.length - 1]!
  const dot = file.lastIndexOf('.')
  const ext = dot > 0 ? file.slice(dot + 1).toLowerCase() : ''
  if (BINARY_EXTENSIONS.has(ext)) return fail(`"file_path" ${JSON.stringify(path)} has the binary extension .${ext}; skills hold text only. Describe the file, or link to where it lives`)
  return OK
}

export function checkSupportContent(path: string, content: string): Check {
  if (content.includes('\u0000')) return fail(`${path} contains a NUL character: it looks binary, and skills hold text only`)
  const bytes = utf8Bytes(content)
  if (bytes > MANAGE.fileMaxBytes) return fail(`${path} is ${bytes} bytes; one support file may be at most ${MANAGE.fileMaxBytes} bytes (1 MiB). Split it, or keep only what the skill needs`)
  return OK
}

/** The whole skill after the change: file count and total size. */
export function checkSkillTotals(files: ReadonlyMap<string, string>): Check {
  if (files.size > MANAGE.skillMaxFiles) return fail(`the skill would have ${files.size} files; the limit is ${MANAGE.skillMaxFiles} (SKILL.md included). Merge small files or remove some with remove_file`)
  let total = 0
  for (const text of files.values()) total += utf8Bytes(text)
  if (total > MANAGE.skillMaxBytes) return fail(`the skill would total ${total} bytes; the limit is ${MANAGE.skillMaxBytes} bytes (1 MiB) for all its files together. Shorten or remove files`)
  return OK
}

export type PatchResult = { ok: true; text: string; count: number } | { ok: false; error: string }

/** Replaces `oldString` by `newString`: exactly one occurrence, or all with `replaceAll`. */
export function applyPatch(text: string, oldString: string, newString: string, replaceAll: boolean, where: string): PatchResult {
  if (oldString === '') return { ok: false, error: `"old_string" is empty; give the exact text to replace in ${where}` }
  let count = 0
  for (let i = text.indexOf(oldString); i >= 0; i = text.indexOf(oldString, i + oldString.length)) count++
  if (count === 0) return { ok: false, error: `"old_string" was not found in ${where}; copy it exactly (spaces and line breaks included) from the current file, which you can read with skill_load or skill_ref` }
  if (count > 1 && !replaceAll) return { ok: false, error: `"old_string" occurs ${count} times in ${where}; add surrounding text so it matches once, or set "replace_all": true` }
  return { ok: true, text: text.split(oldString).join(newString), count }
}
