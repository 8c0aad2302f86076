/**
 * The writes the lifecycle needs, as one small interface, so the same code runs inside the
 * zero-import host.js (Node's fs reached at run time through `process.getBuiltinModule`) and in the
 * CLI (node:fs imported normally). Paths are absolute, `/`-separated.
 *
 * Errors keep Node's `code` (`ENOENT`, `EEXIST`…) so callers can tell "missing" from "failed".
 */
import type * as NodeFs from 'node:fs'

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
  readBytes(path: string): Promise<Uint8Array>
  listDir(path: string): Promise<string[]>
  mkdirp(path: string): Promise<void>
  /** Creates a new file (fails with EEXIST when it exists), writes it whole, fsyncs, closes. */
  writeExclusive(path: string, data: string | Uint8Array): Promise<void>
  /** Opens with O_APPEND|O_CREAT, writes `data` in ONE write call, fsyncs. */
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

const encoder = new TextEncoder()

type FsModule = typeof NodeFs
interface ProcessLike {
  pid: number
  kill(pid: number, signal: number | string): unknown
}

/** A WritePort over a Node `fs` module object (imported or reached through getBuiltinModule). */
export function nodeWritePort(fs: FsModule, proc: ProcessLike): WritePort {
  const p = fs.promises
  return {
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
        const s = await p.lstat(path)
        const type = s.isSymbolicLink() ? 'symlink' : s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other'
        return { type, size: s.size, mtimeMs: s.mtimeMs }
      } catch (err) {
        if (codeOf(err) === 'ENOENT' || codeOf(err) === 'ENOTDIR') return undefined
        throw err
      }
    },
    realpath: (path) => p.realpath(path),
    async readBytes(path) {
      return new Uint8Array(await p.readFile(path))
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
      const fh = await p.open(path, 'a', 0o644)
      try {
        const { bytesWritten } = await fh.write(bytes, 0, bytes.length, null)
        if (bytesWritten !== bytes.length) {
          throw Object.assign(new Error(`short append to ${path}: ${bytesWritten} of ${bytes.length} bytes (disk full?)`), { code: 'EIO' })
        }
        await fh.sync()
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

export async function readUtf8(port: WritePort, path: string): Promise<string | undefined> {
  try {
    return new TextDecoder().decode(await port.readBytes(path))
  } catch (err) {
    if (codeOf(err) === 'ENOENT' || codeOf(err) === 'ENOTDIR') return undefined
    throw err
  }
}
