/**
 * The writes the lifecycle needs, as one small interface, so the same code runs inside the
 * zero-import host.js (Node's fs reached at run time through `process.getBuiltinModule`) and in the
 * CLI (node:fs imported normally). Paths are absolute, `/`-separated.
 *
 * Errors keep Node's `code` (`ENOENT`, `EEXIST`…) so callers can tell "missing" from "failed".
 */
import type * as NodeFs from 'node:fs'
import { MANAGE } from '../core/limits.ts'

export interface PathInfo {
  type: 'file' | 'directory' | 'symlink' | 'other'
  size: number
  mtimeMs: number
}

export interface WritePort {
  readonly pid: number
  now(): number
  sleep(ms: number): Promise<void>
  /** True when a process with this id exists (signal 0); a permission error counts as alive. */
  pidAlive(pid: number): boolean
  /** Does not follow a final symlink; undefined when the path does not exist. */
  lstat(path: string): Promise<PathInfo | undefined>
  realpath(path: string): Promise<string>
  /**
   * Reads a regular file whole, never blocking: opened with O_NONBLOCK and checked with fstat, so a
   * FIFO, a device or a folder where a file belongs fails at once (code `E_NOT_REGULAR`, or
   * `EISDIR`), and a file over `maxBytes` (default `MANAGE.readMaxBytes`) fails with `E_TOO_LARGE`
   * before a byte is read. Reads at most the size fstat saw: a file growing meanwhile is cut there.
   */
  readBytes(path: string, maxBytes?: number): Promise<Uint8Array>
  listDir(path: string): Promise<string[]>
  mkdirp(path: string): Promise<void>
  /** Creates a new file (fails with EEXIST when it exists), writes it whole, fsyncs, closes. */
  writeExclusive(path: string, data: string | Uint8Array): Promise<void>
  /**
   * Opens with O_APPEND|O_CREAT, writes `data` in ONE write call, fsyncs. A failed or short write
   * (disk full) is cut back to the size the file had, so no torn line is left behind.
   */
  appendDurable(path: string, data: string): Promise<void>
  rename(from: string, to: string): Promise<void>
  /** Removes a file; a missing file is not an error. */
  unlink(path: string): Promise<void>
  /** Removes a folder and everything below; a missing folder is not an error. */
  removeTree(path: string): Promise<void>
  /** fsync a folder so a rename in it survives a power cut; best effort. */
  syncDir(path: string): Promise<void>
}

export function codeOf(err: unknown): string | undefined {
  const c = (err as { code?: unknown } | undefined)?.code
  return typeof c === 'string' ? c : undefined
}

function coded(code: string, message: string): Error {
  return Object.assign(new Error(message), { code })
}

/**
 * One sentence for a failed write or read of the store, naming the real cause and what to do:
 * a full disk, a read-only file system and a permission problem each say so (never "could not be
 * checked"). Other errors keep their own message.
 */
export function describeIoError(err: unknown, path?: string): string {
  const at = path ? ` (${path})` : ''
  switch (codeOf(err)) {
    case 'ENOSPC':
    case 'EDQUOT':
      return `the disk is full${at}: ENOSPC, nothing more can be written there. Free some space, then retry`
    case 'EROFS':
      return `the folder is on a read-only file system${at}: EROFS. Mount it read-write, or point the library somewhere writable, then retry`
    case 'EACCES':
    case 'EPERM':
      return `permission denied${at}: ${codeOf(err)}. Give this user write access to the folder, then retry`
    default:
      return err instanceof Error ? err.message : String(err)
  }
}

const encoder = new TextEncoder()

type FsModule = typeof NodeFs
interface ProcessLike {
  pid: number
  kill(pid: number, signal: number | string): unknown
}

/** Codes that mean the disk or folder takes no writes; their errors are reworded by describeIoError. */
const NOT_WRITABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM'])

/** Runs one fs write, giving a full disk, a read-only folder or a permission error its true message (code kept). */
async function named<T>(path: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    const code = codeOf(err)
    if (code && NOT_WRITABLE.has(code)) throw coded(code, describeIoError(err, path))
    throw err
  }
}

/** A WritePort over a Node `fs` module object (imported or reached through getBuiltinModule). */
export function nodeWritePort(fs: FsModule, proc: ProcessLike): WritePort {
  const p = fs.promises
  const port: WritePort = {
    pid: proc.pid,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    pidAlive(pid) {
      if (!Number.isInteger(pid) || pid <= 0) return false
      try {
        proc.kill(pid, 0)
        return true
      } catch (err) {
        return codeOf(err) === 'EPERM'
      }
    },
    async lstat(path) {
      try {
        // Synchronous when the module has it (issue 18): every skill_search lstats the global
        // store's ledger, usually missing; through the promise API that cost a thread-pool round
        // trip and an ENOENT Error (~0.3 ms here), lstatSync without throwing ~5 µs.
        const s = typeof fs.lstatSync === 'function' ? fs.lstatSync(path, { throwIfNoEntry: false }) : await p.lstat(path)
        if (!s) return undefined
        const type = s.isSymbolicLink() ? 'symlink' : s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other'
        return { type, size: s.size, mtimeMs: s.mtimeMs }
      } catch (err) {
        if (codeOf(err) === 'ENOENT' || codeOf(err) === 'ENOTDIR') return undefined
        throw err
      }
    },
    realpath: (path) => p.realpath(path),
    async readBytes(path, maxBytes = MANAGE.readMaxBytes) {
      const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0)
      const fh = await p.open(path, flags)
      try {
        const st = await fh.stat()
        if (st.isDirectory()) throw coded('EISDIR', `${path} is a folder where a file belongs; move it away (nothing was read)`)
        if (!st.isFile()) throw coded('E_NOT_REGULAR', `${path} is not a regular file (a FIFO, socket or device); the skill router only reads its own plain files. Remove it, then retry`)
        if (st.size > maxBytes) throw coded('E_TOO_LARGE', `${path} is ${st.size} bytes, over the ${maxBytes}-byte limit; it was not read`)
        const bytes = new Uint8Array(st.size)
        let off = 0
        while (off < bytes.length) {
          const { bytesRead } = await fh.read(bytes, off, bytes.length - off, off)
          if (bytesRead <= 0) break
          off += bytesRead
        }
        return off === bytes.length ? bytes : bytes.subarray(0, off)
      } finally {
        await fh.close()
      }
    },
    async listDir(path) {
      return (await p.readdir(path)).sort()
    },
    async mkdirp(path) {
      await p.mkdir(path, { recursive: true })
    },
    async writeExclusive(path, data) {
      const bytes = typeof data === 'string' ? encoder.encode(data) : data
      const fh = await p.open(path, 'wx', 0o644)
      try {
        let off = 0
        while (off < bytes.length) {
          const { bytesWritten } = await fh.write(bytes, off, bytes.length - off, off)
          if (bytesWritten <= 0) throw Object.assign(new Error(`short write to ${path}`), { code: 'EIO' })
          off += bytesWritten
        }
        await fh.sync()
      } finally {
        await fh.close()
      }
    },
    async appendDurable(path, data) {
      const bytes = encoder.encode(data)
      const flags = fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_CREAT | (fs.constants.O_NONBLOCK ?? 0)
      const fh = await p.open(path, flags, 0o644)
      try {
        const before = await fh.stat()
        if (!before.isFile()) throw coded('E_NOT_REGULAR', `${path} is not a regular file (a FIFO, socket or device); the ledger must be a plain file. Remove it, then retry`)
        try {
          const { bytesWritten } = await fh.write(bytes, 0, bytes.length, null)
          if (bytesWritten !== bytes.length) throw coded('ENOSPC', `short append to ${path}: ${bytesWritten} of ${bytes.length} bytes`)
          await fh.sync()
        } catch (err) {
          // Whole lines or nothing: cut a partial append back, so the file never ends in half an event.
          await fh.truncate(before.size).catch(() => undefined)
          throw err
        }
      } finally {
        await fh.close()
      }
    },
    rename: (from, to) => p.rename(from, to),
    async unlink(path) {
      try {
        await p.unlink(path)
      } catch (err) {
        if (codeOf(err) !== 'ENOENT') throw err
      }
    },
    async removeTree(path) {
      await p.rm(path, { recursive: true, force: true })
    },
    async syncDir(path) {
      try {
        const fh = await p.open(path, 'r')
        try {
          await fh.sync()
        } finally {
          await fh.close()
        }
      } catch {
        /* some filesystems refuse fsync on a folder; the rename is still atomic */
      }
    },
  }
  const { mkdirp, writeExclusive, appendDurable, rename, unlink, removeTree } = port
  return {
    ...port,
    mkdirp: (path) => named(path, () => mkdirp(path)),
    writeExclusive: (path, data) => named(path, () => writeExclusive(path, data)),
    appendDurable: (path, data) => named(path, () => appendDurable(path, data)),
    rename: (from, to) => named(to, () => rename(from, to)),
    unlink: (path) => named(path, () => unlink(path)),
    removeTree: (path) => named(path, () => removeTree(path)),
  }
}

/**
 * Node's fs from inside the zero-import host bundle: `process.getBuiltinModule` (Node ≥ 20.16).
 * Answers a reason instead when the host has no such thing (a browser, an older Node).
 */
type HostProcess = { pid?: number; kill?: ProcessLike['kill']; getBuiltinModule?: (id: string) => unknown }

export function hostWritePort(proc: HostProcess | null = (globalThis as { process?: HostProcess }).process ?? null): WritePort | { unavailable: string } {
  if (!proc || typeof proc.getBuiltinModule !== 'function' || typeof proc.kill !== 'function' || typeof proc.pid !== 'number') {
    return { unavailable: 'skill_manage needs Node ≥ 20.16 (process.getBuiltinModule) to write files, and this host does not provide it. Nothing was written; run DSH on a newer Node, or write the skill by hand and index it with dsh-skill-router build-index' }
  }
  let fs: unknown
  try {
    fs = proc.getBuiltinModule('node:fs')
  } catch {
    fs = undefined
  }
  if (!fs || typeof (fs as FsModule).promises?.open !== 'function') {
    return { unavailable: 'skill_manage could not reach node:fs through process.getBuiltinModule. Nothing was written; write the skill by hand and index it with dsh-skill-router build-index' }
  }
  return nodeWritePort(fs as FsModule, { pid: proc.pid, kill: proc.kill.bind(proc) })
}

export async function readUtf8(port: WritePort, path: string, maxBytes?: number): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await port.readBytes(path, maxBytes))
  } catch (err) {
    if (codeOf(err) === 'ENOENT' || codeOf(err) === 'ENOTDIR') return undefined
    throw err
  }
}
