/**
 * Reading a file by what it is, over a Node `fs` module object: the CLI and MCP port pass the
 * imported node:fs, the plugin reaches it at run time through `process.getBuiltinModule` (as
 * write-port.ts does), so the zero-import host.js gets the same checks on DSH's ctx.fs, whose
 * FsTarget keys are real paths but whose calls cannot tell a file's identity or link count.
 */
import type * as NodeFs from 'node:fs'
import type { CheckedReadOptions, FsPort, FsTarget } from './fs-port.ts'
import { FsCheckError, readTextCheckedByPath, tooLarge } from './fs-port.ts'

type FsModule = typeof NodeFs

const fatalDecoder = new TextDecoder('utf-8', { fatal: true })

function codeOf(err: unknown): string | undefined {
  const c = (err as { code?: unknown } | undefined)?.code
  return typeof c === 'string' ? c : undefined
}

/** Node's error for an open or read, in DSH's FsError codes. */
function mapped(err: unknown, shown: string): Error {
  if (err instanceof FsCheckError) return err
  switch (codeOf(err)) {
    case 'ENOENT':
    case 'ENOTDIR':
      return new FsCheckError('FS_NOT_FOUND', `not found: ${shown}`)
    case 'EACCES':
    case 'EPERM':
      return new FsCheckError('FS_PERMISSION_DENIED', `permission denied: ${shown}`)
    case 'ENXIO':
      return new FsCheckError('FS_NOT_REGULAR_FILE', `not a regular file (a FIFO, socket or device): ${shown}`)
    case 'ELOOP':
      return new FsCheckError('FS_CHANGED', `${shown} became a symbolic link after it was resolved; it was not read. Retry`)
    default:
      return new FsCheckError('FS_IO_ERROR', `${shown} could not be read: ${err instanceof Error ? err.message : String(err)}`)
  }
}

type Handle = Awaited<ReturnType<FsModule['promises']['open']>>
type BigStats = Awaited<ReturnType<Handle['stat']>> & { dev: bigint; ino: bigint; size: bigint; nlink: bigint; mtimeNs: bigint }

/**
 * Opens one file by identity and runs `use` while it is held: opened with O_NONBLOCK (a FIFO or
 * device never stalls the open) and O_NOFOLLOW (a final symlink swapped in is refused); the
 * descriptor is fstat'ed (regular, within `maxBytes`, one link when asked); its real path is read
 * from /proc/self/fd (elsewhere: realpath, with dev/ino compared to the descriptor's) and must lie
 * inside `inside`; after `use`, a change of size or time is refused.
 */
function openChecked(fs: FsModule): <T>(path: string, shown: string, options: CheckedReadOptions, use: (fh: Handle, st: BigStats) => Promise<T>) => Promise<T> {
  const p = fs.promises
  const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOFOLLOW ?? 0)
  return async (path, shown, options, use) => {
    let fh: Handle
    try {
      fh = await p.open(path, flags)
    } catch (err) {
      throw mapped(err, shown)
    }
    try {
      const st = (await fh.stat({ bigint: true })) as BigStats
      checkOpened(st, shown, options)
      if (options.inside !== undefined) {
        let real: string | undefined
        try {
          real = await p.readlink(`/proc/self/fd/${fh.fd}`)
        } catch {
          real = undefined
        }
        if (!real || !real.startsWith('/')) {
          real = await p.realpath(path)
          const again = await p.stat(real, { bigint: true })
          if (again.dev !== st.dev || again.ino !== st.ino) throw new FsCheckError('FS_CHANGED', `${shown} was replaced while it was opened; it was not read. Retry`)
        }
        const root = options.inside.replace(/\/+$/, '')
        if (real !== root && !real.startsWith(root + '/')) {
          throw new FsCheckError('FS_OUTSIDE', `${shown} is really ${real}, outside ${root} (a symlink or a moved folder points out); it was not read`)
        }
      }
      const value = await use(fh, st)
      const end = (await fh.stat({ bigint: true })) as BigStats
      if (end.size !== st.size || end.mtimeNs !== st.mtimeNs) throw new FsCheckError('FS_CHANGED', `${shown} changed while it was read; it was not served. Retry`)
      return value
    } catch (err) {
      throw mapped(err, shown)
    } finally {
      await fh.close()
    }
  }
}

/** The checks on an opened descriptor's stat, before a byte is read (both openChecked variants). */
function checkOpened(st: BigStats, shown: string, options: CheckedReadOptions): void {
  if (!st.isFile()) throw new FsCheckError('FS_NOT_REGULAR_FILE', `not a regular file (${st.isDirectory() ? 'a folder' : 'a FIFO, socket or device'}): ${shown}`)
  if (st.size > BigInt(options.maxBytes)) throw tooLarge(shown, Number(st.size), options.maxBytes)
  if (options.singleLink && st.nlink > 1n) {
    throw new FsCheckError('FS_HARDLINK', `${shown} has ${st.nlink} hard links; a bundled file with a second name may be a file from outside the skill, so it is not served. Copy the file instead of linking it`)
  }
}

/**
 * `openChecked` with Node's synchronous calls, the same checks in the same order, on a descriptor:
 * for the CLI's Node port (tools/src/node-fs.ts), where each of a read's six calls through the
 * promise API was a thread-pool round trip (build-index reads every SKILL.md this way: 1,374 files
 * took ~110 ms, ~25 ms synchronously). O_NONBLOCK still keeps a FIFO or device from stalling the
 * open, and the size cap applies before a byte is read. The plugin's host keeps the promise calls.
 */
function openCheckedSync(fs: FsModule): <T>(path: string, shown: string, options: CheckedReadOptions, use: (fd: number, st: BigStats) => T) => T {
  const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOFOLLOW ?? 0)
  return (path, shown, options, use) => {
    let fd: number
    try {
      fd = fs.openSync(path, flags)
    } catch (err) {
      throw mapped(err, shown)
    }
    try {
      const st = fs.fstatSync(fd, { bigint: true }) as unknown as BigStats
      checkOpened(st, shown, options)
      if (options.inside !== undefined) {
        let real: string | undefined
        try {
          real = fs.readlinkSync(`/proc/self/fd/${fd}`)
        } catch {
          real = undefined
        }
        if (!real || !real.startsWith('/')) {
          real = fs.realpathSync(path)
          const again = fs.statSync(real, { bigint: true })
          if (again.dev !== st.dev || again.ino !== st.ino) throw new FsCheckError('FS_CHANGED', `${shown} was replaced while it was opened; it was not read. Retry`)
        }
        const root = options.inside.replace(/\/+$/, '')
        if (real !== root && !real.startsWith(root + '/')) {
          throw new FsCheckError('FS_OUTSIDE', `${shown} is really ${real}, outside ${root} (a symlink or a moved folder points out); it was not read`)
        }
      }
      const value = use(fd, st)
      const end = fs.fstatSync(fd, { bigint: true }) as unknown as BigStats
      if (end.size !== st.size || end.mtimeNs !== st.mtimeNs) throw new FsCheckError('FS_CHANGED', `${shown} changed while it was read; it was not served. Retry`)
      return value
    } catch (err) {
      throw mapped(err, shown)
    } finally {
      fs.closeSync(fd)
    }
  }
}

/** `identityReader` with synchronous calls (openCheckedSync): the same bytes, checks and errors, as a promise. */
export function identityReaderSync(fs: FsModule): (path: string, shown: string, options: CheckedReadOptions) => Promise<Uint8Array> {
  const open = openCheckedSync(fs)
  return async (path, shown, options) =>
    open(path, shown, options, (fd, st) => {
      const size = Number(st.size)
      const bytes = new Uint8Array(size)
      let off = 0
      while (off < size) {
        const n = fs.readSync(fd, bytes, off, size - off, off)
        if (n <= 0) break
        off += n
      }
      if (off !== size) throw new FsCheckError('FS_CHANGED', `${shown} changed while it was read; it was not served. Retry`)
      return bytes
    })
}

/** Up to `size` bytes from the start of an open file, fewer when it ends first (short reads looped over). */
export async function readUpTo(fh: { read(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ bytesRead: number }> }, size: number): Promise<Uint8Array> {
  const bytes = new Uint8Array(size)
  let off = 0
  while (off < size) {
    const { bytesRead } = await fh.read(bytes, off, size - off, off)
    if (bytesRead <= 0) break
    off += bytesRead
  }
  return off === size ? bytes : bytes.subarray(0, off)
}

/** The bytes of one file, read from the very descriptor that was checked (openChecked). */
export function identityReader(fs: FsModule): (path: string, shown: string, options: CheckedReadOptions) => Promise<Uint8Array> {
  const open = openChecked(fs)
  return (path, shown, options) =>
    open(path, shown, options, async (fh, st) => {
      const size = Number(st.size)
      const bytes = await readUpTo(fh, size)
      if (bytes.length !== size) throw new FsCheckError('FS_CHANGED', `${shown} changed while it was read; it was not served. Retry`)
      return bytes
    })
}

/** Text as DSH's fs-local gives it: NUL in the first 8 KiB or invalid UTF-8 is FS_NOT_TEXT; a BOM is dropped. */
export function decodeText(bytes: Uint8Array, shown: string): string {
  if (bytes.subarray(0, 8192).includes(0)) throw new FsCheckError('FS_NOT_TEXT', `binary file: ${shown}`)
  let text: string
  try {
    text = fatalDecoder.decode(bytes)
  } catch {
    throw new FsCheckError('FS_NOT_TEXT', `not UTF-8: ${shown}`)
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

type HostProcess = { getBuiltinModule?: (id: string) => unknown }

/**
 * The port with `readChecked` by identity when this host has Node's fs (process.getBuiltinModule,
 * Node ≥ 20.16) and the port's target keys are real paths (fs-local's are): the checks by Node, the
 * text still through the port's readText, so the host's read policy keeps applying; the port unchanged
 * otherwise (a browser, an in-memory port in a test). A target whose key is not an absolute path
 * falls back to the path-based check.
 */
export function withIdentityReads(port: FsPort, proc: HostProcess | null = (globalThis as { process?: HostProcess }).process ?? null): FsPort {
  if (port.readChecked || !proc || typeof proc.getBuiltinModule !== 'function') return port
  let fs: FsModule | undefined
  try {
    fs = proc.getBuiltinModule('node:fs') as FsModule | undefined
  } catch {
    fs = undefined
  }
  if (!fs || typeof fs.promises?.open !== 'function') return port
  const open = openChecked(fs)
  const stat = fs.promises.stat
  const wrapped: FsPort = {
    resolve: (path, options) => port.resolve(path, options),
    stat: (target, signal) => port.stat(target, signal),
    readText: (target, signal) => port.readText(target, signal),
    listDir: (target, signal) => port.listDir(target, signal),
    ...(port.readBytes ? { readBytes: (target: FsTarget, signal: AbortSignal | undefined, maxBytes: number) => port.readBytes!(target, signal, maxBytes) } : {}),
    async readChecked(target, options, signal) {
      const key = target.targetKey
      if (typeof key !== 'string' || !key.startsWith('/')) return readTextCheckedByPath(port, target, options, signal)
      if (signal?.aborted) throw new FsCheckError('FS_ABORTED', 'aborted')
      const shown = target.displayPath
      // Identity from Node, bytes from the host's own fs, so its read policy (sandbox) still applies;
      // while the checked file is held open, the path must still name it after the host's read.
      return open(key, shown, options, async (_fh, st) => {
        const text = await port.readText(target, signal)
        const now = await stat(key, { bigint: true }).catch(() => undefined)
        const bytes = new TextEncoder().encode(text).length
        if (!now || now.dev !== st.dev || now.ino !== st.ino || (bytes !== Number(st.size) && bytes + 3 !== Number(st.size))) {
          throw new FsCheckError('FS_CHANGED', `${shown} was replaced while it was read; it was not served. Retry`)
        }
        return text
      })
    },
  }
  return wrapped
}
