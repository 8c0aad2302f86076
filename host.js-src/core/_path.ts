/** `/`-paths without node:path, so the core runs in any host. */

export function joinPath(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/')
  // Most joins have no doubled slash: no regex pass for them (issue 18, several per shown hit).
  return joined.includes('//') ? joined.replace(/\/{2,}/g, '/') : joined
}

export function dirname(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  const i = trimmed.lastIndexOf('/')
  if (i < 0) return '.'
  if (i === 0) return '/'
  return trimmed.slice(0, i)
}

export function basename(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed.slice(trimmed.lastIndexOf('/') + 1)
}

/** True when `inner` is `outer` or below it (both absolute, already normalised). */
export function isInside(outer: string, inner: string): boolean {
  const o = outer.replace(/[\\/]+$/, '')
  if (inner === o) return true
  return inner.startsWith(o + '/') || inner.startsWith(o + '\\')
}

/**
 * Why a caller-supplied relative path is refused before any I/O, or undefined when it is a plain
 * relative path. Lexical only: symlinks are checked after resolving.
 */
export function unsafeRelativePath(path: string): string | undefined {
  if (path.length === 0) return 'the path is empty'
  if (path.includes('\0')) return 'the path contains a NUL byte'
  if (path.includes('\\')) return 'the path contains a backslash; use / between folders'
  if (path.startsWith('/') || path.startsWith('~')) return 'the path is absolute; give it relative to the skill folder'
  if (/^[A-Za-z]:/.test(path)) return 'the path starts with a drive letter; give it relative to the skill folder'
  if (path.split('/').some((seg) => seg === '..')) return 'the path climbs out with ".."'
  return undefined
}
