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
    const shown = realPathOf(await fs.resolve(opts.explicit, { cwd, signal }).catch(() => ({ targetKey: opts.explicit, displayPath: opts.explicit! })))
    return {
      dir: shown,
      indexPath: joinPath(shown, INDEX_FILE),
      starter: false,
      error: `the configured library ${shown} has no ${INDEX_FILE} (looked in it and in its ${LIBRARY_DIR}/). Build one with: dsh-skill-router build-index ${shown}`,
    }
  }
  if (cwd) {
    let dir = cwd
    for (let level = 0; level <= LIMITS.libraryWalkLevels; level++) {
      const found = await isFile(fs, joinPath(dir, LIBRARY_DIR, INDEX_FILE), undefined, signal)
      if (found) return withIndexOverride({ dir: dirname(found), indexPath: found, starter: false }, fs, opts)
      const up = dirname(dir)
      if (up === dir || up === '.') break
      dir = up
    }
  }
  const why = cwd
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
  if (!found) return { ...loc, error: `the index file ${opts.indexFile} does not exist` }
  return { ...loc, indexPath: found }
}
