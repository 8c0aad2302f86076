import { LIMITS } from '../core/limits.ts'
import { dirname, joinPath } from '../core/_path.ts'
import type { FsPort } from './fs-port.ts'
import { realPathOf } from './fs-port.ts'

export const LIBRARY_DIR = '.skill-src'
export const INDEX_FILE = 'skill-index.tsv'

export interface LibraryLocation {
  /** The folder that holds `skill-index.tsv` and one folder per source repo. */
  dir: string
  indexPath: string
  starter: boolean
  /** Why the starter library is used, or why an explicit library could not be used. */
  note?: string
  /** Set when an explicit library was configured but has no index: tools answer with this. */
  error?: string
}

export interface LocateOptions {
  cwd?: string
  /** Explicit library (config `library`, `--library`): a `.skill-src` folder or the folder above it. */
  explicit?: string
  /** Index file read from elsewhere (`--index`). */
  indexFile?: string
  /** Folder of the bundled starter library, or undefined when it cannot be found. */
  starterDir?: string
  signal?: AbortSignal
}

async function isDir(fs: FsPort, path: string, signal?: AbortSignal): Promise<boolean> {
  try {
    return (await fs.stat(await fs.resolve(path, { signal }), signal))?.type === 'directory'
  } catch {
    return false
  }
}

async function isFile(fs: FsPort, path: string, cwd: string | undefined, signal?: AbortSignal): Promise<string | undefined> {
  try {
    const target = await fs.resolve(path, { cwd, signal })
    const info = await fs.stat(target, signal)
    return info?.type === 'file' ? realPathOf(target) : undefined
  } catch {
    return undefined
  }
}

/**
 * Finds the library the way every adapter does: explicit wins; else walk up from cwd at most
 * `LIMITS.libraryWalkLevels` levels for `.skill-src/skill-index.tsv`; else the starter library.
 */
export async function locateLibrary(fs: FsPort, opts: LocateOptions): Promise<LibraryLocation> {
  const { cwd, signal } = opts
  if (opts.explicit) {
    for (const candidate of [joinPath(opts.explicit, INDEX_FILE), joinPath(opts.explicit, LIBRARY_DIR, INDEX_FILE)]) {
      const found = await isFile(fs, candidate, cwd, signal)
      if (found) return withIndexOverride({ dir: dirname(found), indexPath: found, starter: false }, fs, opts)
    }
    if (opts.indexFile) {
      const dir = realPathOf(await fs.resolve(opts.explicit, { cwd, signal }))
      return withIndexOverride({ dir, indexPath: '', starter: false }, fs, opts)
    }
    const target = await fs.resolve(opts.explicit, { cwd, signal }).catch(() => undefined)
    const shown = target ? realPathOf(target) : opts.explicit
    const info = target ? await fs.stat(target, signal).catch(() => undefined) : undefined
    const error =
      info?.type === 'directory'
        ? `the configured library ${shown} has no ${INDEX_FILE} (looked in it and in its ${LIBRARY_DIR}/). Build one with: dsh-skill-router build-index ${shown}`
        : `the configured library ${shown} ${info ? 'is a file, not a folder' : 'does not exist'}; set "library" to the ${LIBRARY_DIR} folder that holds ${INDEX_FILE} (or the folder above it)`
    return { dir: shown, indexPath: joinPath(shown, INDEX_FILE), starter: false, error }
  }
  /** A `.skill-src` met on the walk that has no index yet: worth naming in the note. */
  let unindexed: string | undefined
  if (cwd) {
    let dir = cwd
    for (let level = 0; level <= LIMITS.libraryWalkLevels; level++) {
      const found = await isFile(fs, joinPath(dir, LIBRARY_DIR, INDEX_FILE), undefined, signal)
      if (found) return withIndexOverride({ dir: dirname(found), indexPath: found, starter: false }, fs, opts)
      if (!unindexed && (await isDir(fs, joinPath(dir, LIBRARY_DIR), signal))) unindexed = joinPath(dir, LIBRARY_DIR)
      const up = dirname(dir)
      if (up === dir || up === '.') break
      dir = up
    }
  }
  const why = unindexed
    ? `${unindexed} has no ${INDEX_FILE} yet (build it with: dsh-skill-router build-index ${unindexed})`
    : cwd
      ? `no ${LIBRARY_DIR}/${INDEX_FILE} in ${cwd} or the ${LIMITS.libraryWalkLevels} folders above it`
      : 'no working directory to search from'
  if (opts.starterDir) {
    return withIndexOverride(
      { dir: opts.starterDir, indexPath: joinPath(opts.starterDir, INDEX_FILE), starter: true, note: `${why}; using the bundled starter library` },
      fs,
      opts,
    )
  }
  return { dir: '', indexPath: '', starter: true, error: `${why}, and the bundled starter library could not be found` }
}

async function withIndexOverride(loc: LibraryLocation, fs: FsPort, opts: LocateOptions): Promise<LibraryLocation> {
  if (!opts.indexFile) return loc
  const found = await isFile(fs, opts.indexFile, opts.cwd, opts.signal)
  if (!found) return { ...loc, error: `the index file ${opts.indexFile} does not exist; build one with: dsh-skill-router build-index <library> --out <folder>, then pass <folder>/${INDEX_FILE}` }
  return { ...loc, indexPath: found }
}
