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
