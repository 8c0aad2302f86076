import { constants } from 'node:fs'
import { lstat, open, readdir, readlink, realpath, stat } from 'node:fs/promises'
import { dirname, isAbsolute, join, resolve as resolvePath } from 'node:path'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import type { CheckedReadOptions, FsDirEntry, FsInfo, FsPort, FsTarget } from '../../host.js-src/library/fs-port.ts'
import { FsCheckError, tooLarge } from '../../host.js-src/library/fs-port.ts'

/** An error shaped like DSH's FsError: a message and a `code`. */
export class NodeFsError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'FsError'
    this.code = code
  }
}

function mapError(err: unknown, path: string): NodeFsError {
  const code = (err as { code?: string }).code
  switch (code) {
    case 'ENOENT':
      return new NodeFsError('FS_NOT_FOUND', `not found: ${path}`)
    case 'ENOTDIR':
      return new NodeFsError('FS_NOT_DIRECTORY', `not a directory: ${path}`)
    case 'EACCES':
    case 'EPERM':
      return new NodeFsError('FS_PERMISSION_DENIED', `permission denied: ${path}`)
    case 'ELOOP':
      return new NodeFsError('FS_IO_ERROR', `too many symbolic links: ${path}`)
    case 'ENXIO':
      return new NodeFsError('FS_NOT_REGULAR_FILE', `not a regular file (a FIFO, socket or device): ${path}`)
    default:
      return new NodeFsError('FS_IO_ERROR', `${(err as Error).message ?? String(err)}`)
  }
}

function versionOf(s: import('node:fs').BigIntStats): string {
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`
}

function typeOf(s: { isFile(): boolean; isDirectory(): boolean }): FsInfo['type'] {
  return s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other'
}

const fatalDecoder = new TextDecoder('utf-8', { fatal: true })

/** Opens for reading without blocking (a FIFO or device never stalls the open) and without following a final symlink. */
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0)

/**
 * Reads one file by what it is: the open descriptor is fstat'ed (regular, size, links), its real
 * path read from /proc/self/fd (elsewhere: realpath, with dev/ino compared to the descriptor's),
 * and exactly the bytes fstat counted are read from it. A file swapped after the caller's stat is
 * either refused here or is the file checked: the bytes returned never come from another file.
 */
async function readByIdentity(path: string, shown: string, options: CheckedReadOptions): Promise<Buffer> {
  let fh
  try {
    fh = await open(path, READ_FLAGS)
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOOP') throw new FsCheckError('FS_CHANGED', `${shown} became a symbolic link after it was resolved; it was not read. Retry`)
    throw mapError(err, shown)
  }
  try {
    const st = await fh.stat({ bigint: true })
    if (!st.isFile()) throw new NodeFsError('FS_NOT_REGULAR_FILE', `not a regular file (${st.isDirectory() ? 'a folder' : 'a FIFO, socket or device'}): ${shown}`)
    if (st.size > BigInt(options.maxBytes)) throw tooLarge(shown, Number(st.size), options.maxBytes)
    if (options.singleLink && st.nlink > 1n) {
      throw new FsCheckError('FS_HARDLINK', `${shown} has ${st.nlink} hard links; a bundled file with a second name may be a file from outside the skill, so it is not served. Copy the file instead of linking it`)
    }
    if (options.inside !== undefined) {
      let real: string | undefined
      try {
        real = await readlink(`/proc/self/fd/${fh.fd}`)
      } catch {
        real = undefined
      }
      if (!real || !real.startsWith('/')) {
        real = await realpath(path)
        const again = await stat(real, { bigint: true })
        if (again.dev !== st.dev || again.ino !== st.ino) throw new FsCheckError('FS_CHANGED', `${shown} was replaced while it was opened; it was not read. Retry`)
      }
      const root = options.inside.replace(/\/+$/, '')
      if (real !== root && !real.startsWith(root + '/')) {
        throw new FsCheckError('FS_OUTSIDE', `${shown} is really ${real}, outside ${root} (a symlink or a moved folder points out); it was not read`)
      }
    }
    const size = Number(st.size)
    const bytes = Buffer.alloc(size)
    let off = 0
    while (off < size) {
      const { bytesRead } = await fh.read(bytes, off, size - off, off)
      if (bytesRead <= 0) break
      off += bytesRead
    }
    const end = await fh.stat({ bigint: true })
    if (off !== size || end.size !== st.size || end.mtimeNs !== st.mtimeNs) {
      throw new FsCheckError('FS_CHANGED', `${shown} changed while it was read; it was not served. Retry`)
    }
    return bytes
  } finally {
    await fh.close()
  }
}

function decodeText(bytes: Buffer, shown: string): string {
  if (bytes.subarray(0, 8192).includes(0)) throw new NodeFsError('FS_NOT_TEXT', `binary file: ${shown}`)
  let text: string
  try {
    text = fatalDecoder.decode(bytes)
  } catch {
    throw new NodeFsError('FS_NOT_TEXT', `not UTF-8: ${shown}`)
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}

/**
 * Node implementation of the router's fs port, behaving like DSH's fs-local: a missing path
 * resolves (nearest existing ancestor realpathed, tail appended), `stat` answers undefined for it,
 * `readText` refuses binary or non-UTF-8 files and drops a BOM, listings are localeCompare-sorted.
 */
export function createNodeFs(defaultCwd: string = process.cwd()): FsPort {
  return {
    async resolve(path, options) {
      if (typeof path !== 'string' || path.trim() === '') throw new NodeFsError('FS_NOT_FOUND', 'empty path')
      if (options?.signal?.aborted) throw new NodeFsError('FS_ABORTED', 'aborted')
      const absolute = isAbsolute(path) ? resolvePath(path) : resolvePath(options?.cwd ?? defaultCwd, path)
      let existing = absolute
      const tail: string[] = []
      for (;;) {
        try {
          const real = await realpath(existing)
          const info = await stat(real)
          if (tail.length && !info.isDirectory()) throw new NodeFsError('FS_NOT_FOUND', `path runs through a file: ${path}`)
          const key = tail.length ? join(real, ...tail.reverse()) : real
          return { targetKey: key, displayPath: absolute }
        } catch (err) {
          if (err instanceof NodeFsError) throw err
          const code = (err as { code?: string }).code
          if (code === 'ENOTDIR') throw new NodeFsError('FS_NOT_FOUND', `path runs through a file: ${path}`)
          if (code !== 'ENOENT' && code !== 'ELOOP') throw mapError(err, path)
          const up = dirname(existing)
          if (up === existing) return { targetKey: absolute, displayPath: absolute }
          tail.push(existing.slice(up.length).replace(/^[/\\]/, ''))
          existing = up
        }
      }
    },
    async stat(target) {
      try {
        const s = await stat(String(target.targetKey), { bigint: true })
        const info: FsInfo = { version: versionOf(s), type: typeOf(s) }
        if (s.isFile()) info.size = Number(s.size)
        return info
      } catch (err) {
        const code = (err as { code?: string }).code
        if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ELOOP') return undefined
        throw mapError(err, target.displayPath)
      }
    },
    async readText(target, signal) {
      if (signal?.aborted) throw new NodeFsError('FS_ABORTED', 'aborted')
      // No blocking open and no unbounded read, even through the plain call: the largest file the
      // router reads is its index (LIMITS.indexMaxBytes).
      return decodeText(await readByIdentity(String(target.targetKey), target.displayPath, { maxBytes: LIMITS.indexMaxBytes }), target.displayPath)
    },
    async readChecked(target, options, signal) {
      if (signal?.aborted) throw new NodeFsError('FS_ABORTED', 'aborted')
      return decodeText(await readByIdentity(String(target.targetKey), target.displayPath, options), target.displayPath)
    },
    async listDir(target) {
      const path = String(target.targetKey)
      let names: string[]
      try {
        names = await readdir(path)
      } catch (err) {
        throw mapError(err, target.displayPath)
      }
      names.sort((a, b) => a.localeCompare(b))
      const out: FsDirEntry[] = []
      for (const name of names) {
        const child = join(path, name)
        const childTarget: FsTarget = { targetKey: child, displayPath: join(target.displayPath, name) }
        try {
          const s = await stat(child, { bigint: true })
          const entry: FsDirEntry = { name, type: typeOf(s), target: childTarget, version: versionOf(s) }
          if (s.isFile()) entry.size = Number(s.size)
          // Children of a symlinked folder resolve through the link, like fs-local's realpath keys.
          if ((await lstat(child)).isSymbolicLink()) childTarget.targetKey = await realpath(child)
          out.push(entry)
        } catch {
          out.push({ name, type: 'other', target: childTarget })
        }
      }
      return out
    },
  }
}
