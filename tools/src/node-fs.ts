import * as nodeFs from 'node:fs'
import { realpath, stat } from 'node:fs/promises'
import { dirname, isAbsolute, join, resolve as resolvePath } from 'node:path'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import type { FsDirEntry, FsInfo, FsPort, FsTarget } from '../../host.js-src/library/fs-port.ts'
import { decodeText, identityReaderSync } from '../../host.js-src/library/identity-read.ts'

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

const readByIdentity = identityReaderSync(nodeFs)

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
          // Only a missing tail needs the type of what exists (a path that runs through a file); a
          // path that exists whole is answered from realpath alone, one file-system call, not two.
          if (tail.length && !(await stat(real)).isDirectory()) throw new NodeFsError('FS_NOT_FOUND', `path runs through a file: ${path}`)
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
        // Synchronous (issue 18): a warm search stats ~16 files (index, sidecars, the shown hits'
        // SKILL.md). Through the promise API each stat cost 30-140 µs of the main thread here (a
        // thread-pool round trip; a missing file also builds an Error), statSync ~5 µs; a stat
        // never waits on a FIFO or a lock, so nothing is held up for longer than that.
        const s = nodeFs.statSync(String(target.targetKey), { bigint: true, throwIfNoEntry: false })
        if (!s) return undefined
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
      // router reads is its index (LIMITS.indexMaxBytes). Same checks as readChecked (identity-read.ts).
      return decodeText(await readByIdentity(String(target.targetKey), target.displayPath, { maxBytes: LIMITS.indexMaxBytes }), target.displayPath)
    },
    async readBytes(target, signal, maxBytes) {
      if (signal?.aborted) throw new NodeFsError('FS_ABORTED', 'aborted')
      return readByIdentity(String(target.targetKey), target.displayPath, { maxBytes })
    },
    async readChecked(target, options, signal) {
      if (signal?.aborted) throw new NodeFsError('FS_ABORTED', 'aborted')
      return decodeText(await readByIdentity(String(target.targetKey), target.displayPath, options), target.displayPath)
    },
    async readCheckedBytes(target, options, signal) {
      if (signal?.aborted) throw new NodeFsError('FS_ABORTED', 'aborted')
      return readByIdentity(String(target.targetKey), target.displayPath, options)
    },
    async listDir(target) {
      const path = String(target.targetKey)
      let dirents: import('node:fs').Dirent[]
      // The listing and each entry's stat are synchronous (session 7): through the promise API each
      // was a thread-pool round trip, and build-index lists every folder of the library (the
      // corpus: 2,183 listings, 4,825 stats, most of a cached build's walk). A stat never waits
      // on a FIFO or a lock; only a symlinked folder's realpath stays a promise.
      try {
        dirents = nodeFs.readdirSync(path, { withFileTypes: true })
      } catch (err) {
        throw mapError(err, target.displayPath)
      }
      dirents.sort((a, b) => a.name.localeCompare(b.name))
      // The lstat only when the listing does not already say whether it is a symlink.
      const out: FsDirEntry[] = new Array(dirents.length)
      for (let i = 0; i < dirents.length; i++) {
        const d = dirents[i]!
        const name = d.name
        const child = join(path, name)
        const childTarget: FsTarget = { targetKey: child, displayPath: join(target.displayPath, name) }
        try {
          const s = nodeFs.statSync(child, { bigint: true })
          const entry: FsDirEntry = { name, type: typeOf(s), target: childTarget, version: versionOf(s) }
          if (s.isFile()) entry.size = Number(s.size)
          // Children of a symlinked folder resolve through the link, like fs-local's realpath keys.
          const known = d.isSymbolicLink() || d.isFile() || d.isDirectory() || d.isFIFO() || d.isSocket() || d.isBlockDevice() || d.isCharacterDevice()
          if (known ? d.isSymbolicLink() : nodeFs.lstatSync(child).isSymbolicLink()) childTarget.targetKey = await realpath(child)
          out[i] = entry
        } catch {
          out[i] = { name, type: 'other', target: childTarget }
        }
      }
      return out
    },
  }
}
