/**
 * The slice of DSH's `ctx.fs` the router uses. The plugin passes `ctx.fs` itself; the CLI and the
 * MCP server pass a Node implementation with the same behaviour (tools/src/node-fs.ts).
 */

export interface FsTarget {
  /** Opaque to DSH; fs-local uses the realpath. */
  targetKey: unknown
  displayPath: string
}

export interface FsInfo {
  version: unknown
  type: 'file' | 'directory' | 'other'
  size?: number
}

export interface FsDirEntry {
  name: string
  type: 'file' | 'directory' | 'other'
  target: FsTarget
  version?: unknown
  size?: number
}

export interface FsPort {
  /** Never throws for a missing path (stat answers undefined later); throws for an empty path. */
  resolve(path: string, options?: { cwd?: string; signal?: AbortSignal }): Promise<FsTarget>
  stat(target: FsTarget, signal?: AbortSignal): Promise<FsInfo | undefined>
  /** Throws FS_NOT_TEXT for NUL bytes or invalid UTF-8; drops a leading BOM. */
  readText(target: FsTarget, signal?: AbortSignal): Promise<string>
  listDir(target: FsTarget, signal?: AbortSignal): Promise<FsDirEntry[]>
  /**
   * Optional (DSH's ctx.fs has no such call; the Node port has): reads a file by what it is, not by
   * its path string. Opened without blocking and without following a final symlink, checked with
   * fstat (regular, within `maxBytes`, one link when asked), its real path taken from the open
   * descriptor and required inside `inside`. The text returned is the bytes of that very file.
   */
  readChecked?(target: FsTarget, options: CheckedReadOptions, signal?: AbortSignal): Promise<string>
  /**
   * Optional (the Node port has it): `readChecked`'s checks, but the file's raw bytes, not yet
   * decoded (the caller decodes them with `decodeText`, identity-read.ts). A large index is then
   * read once: decoded for its text, the same bytes hashed for its digest and cut into rows,
   * where a text answer had to be encoded to UTF-8 again (issue 18: a cold search's load).
   */
  readCheckedBytes?(target: FsTarget, options: CheckedReadOptions, signal?: AbortSignal): Promise<Uint8Array>
  /**
   * Optional (DSH's ctx.fs has it from rc.8, the Node port too): the file's raw bytes, at most
   * `maxBytes` (FS_TOO_LARGE beyond). How the binary search sidecar is read; a port without it
   * reads text only, and the sidecar's JSON form (or the rows) is used instead.
   */
  readBytes?(target: FsTarget, signal: AbortSignal | undefined, maxBytes: number): Promise<Uint8Array>
}

export interface CheckedReadOptions {
  /** Refused (FS_TOO_LARGE, naming size and cap) above this many bytes, before a byte is read. */
  maxBytes: number
  /** Real path the file must lie inside (FS_OUTSIDE otherwise). */
  inside?: string
  /** Refuse a file with more than one hard link (FS_HARDLINK): a second name may sit outside `inside`. */
  singleLink?: boolean
}

/** An error with a DSH-style `code`, for the checks this layer adds. */
export class FsCheckError extends Error {
  constructor(
    readonly code: 'FS_TOO_LARGE' | 'FS_OUTSIDE' | 'FS_HARDLINK' | 'FS_CHANGED' | 'FS_NOT_REGULAR_FILE' | 'FS_NOT_TEXT' | 'FS_NOT_FOUND' | 'FS_PERMISSION_DENIED' | 'FS_IO_ERROR' | 'FS_ABORTED',
    message: string,
  ) {
    super(message)
    this.name = 'FsError'
  }
}

/**
 * Reads a text file through any port with the containment and size checks of `options`. A port
 * with `readChecked` does them by identity (the open descriptor). Any other port (DSH's ctx.fs) gets
 * the best a path-based fs allows: type and size checked before the read, and after it the file's
 * version and real path compared with what was checked — a file swapped or grown meanwhile is
 * refused (FS_CHANGED), never served.
 */
export async function readTextChecked(fs: FsPort, target: FsTarget, options: CheckedReadOptions, signal?: AbortSignal): Promise<string> {
  if (fs.readChecked) return fs.readChecked(target, options, signal)
  return readTextCheckedByPath(fs, target, options, signal)
}

/** The path-based half of readTextChecked, for a port without identity reads. */
export async function readTextCheckedByPath(fs: FsPort, target: FsTarget, options: CheckedReadOptions, signal?: AbortSignal): Promise<string> {
  const path = target.displayPath
  const before = await fs.stat(target, signal)
  if (!before) throw Object.assign(new Error(`not found: ${path}`), { code: 'FS_NOT_FOUND' })
  checkInfo(before, path, options)
  const real = realPathOf(target)
  if (options.inside !== undefined && !isInsideReal(options.inside, real)) throw outside(path, real, options.inside)
  const text = await fs.readText(target, signal)
  const after = await fs.stat(target, signal)
  const again = realPathOf(await fs.resolve(path, { signal }))
  if (!after || versionKey(after) !== versionKey(before) || again !== real) {
    throw new FsCheckError('FS_CHANGED', `${path} changed while it was read (replaced, moved or rewritten); it was not served. Retry; if it keeps changing, something is rewriting the library`)
  }
  return text
}

function isInsideReal(outer: string, inner: string): boolean {
  const o = outer.replace(/[\\/]+$/, '')
  return inner === o || inner.startsWith(o + '/')
}

function outside(path: string, real: string, root: string): FsCheckError {
  return new FsCheckError('FS_OUTSIDE', `${path} resolves to ${real}, outside ${root} (a symlink or a moved folder points out); it was not read`)
}

/** The checks a stat allows: a regular file, within the size cap. */
export function checkInfo(info: FsInfo, path: string, options: CheckedReadOptions): void {
  if (info.type !== 'file') throw new FsCheckError('FS_NOT_REGULAR_FILE', `${path} is not a regular file (${info.type === 'directory' ? 'a folder' : 'a FIFO, socket or device'}); it was not read`)
  if (info.size !== undefined && info.size > options.maxBytes) throw tooLarge(path, info.size, options.maxBytes)
}

export function tooLarge(path: string, size: number, cap: number): FsCheckError {
  return new FsCheckError('FS_TOO_LARGE', `${path} is ${size} bytes, over the ${cap}-byte limit; it was not read`)
}

/** The real path of a resolved target: fs-local's key is the realpath; fall back to the display path. */
export function realPathOf(target: FsTarget): string {
  return typeof target.targetKey === 'string' && target.targetKey.startsWith('/') ? target.targetKey : target.displayPath
}

export function errorCode(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'code' in err && typeof (err as { code: unknown }).code === 'string') {
    return (err as { code: string }).code
  }
  return undefined
}

/** One sentence for a failed read, naming the path and what to do. */
export function describeFsError(err: unknown, path: string): string {
  switch (errorCode(err)) {
    case 'FS_NOT_FOUND':
    case 'ENOENT':
      return `${path} does not exist`
    case 'FS_NOT_TEXT':
      return `${path} is not UTF-8 text (binary bytes or invalid encoding)`
    case 'FS_NOT_REGULAR_FILE':
      return `${path} is not a regular file`
    case 'FS_NOT_DIRECTORY':
    case 'ENOTDIR':
      return `${path} is not a folder`
    case 'FS_PERMISSION_DENIED':
    case 'FS_SANDBOX_DENIED':
    case 'EACCES':
      return `${path} cannot be read: permission denied`
    case 'FS_ABORTED':
      return `reading ${path} was cancelled`
    case 'FS_TOO_LARGE':
    case 'FS_OUTSIDE':
    case 'FS_HARDLINK':
    case 'FS_CHANGED':
      return err instanceof Error ? err.message : String(err)
    default: {
      const msg = err instanceof Error ? err.message : String(err)
      return `${path} could not be read: ${msg}`
    }
  }
}

export function versionKey(info: FsInfo | undefined): string {
  if (!info) return 'missing'
  const v = info.version
  return typeof v === 'string' || typeof v === 'number' ? `${v}:${info.size ?? ''}` : JSON.stringify(v ?? null) + `:${info.size ?? ''}`
}
