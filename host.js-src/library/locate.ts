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
  /** Which rule picked this library (the precedence every adapter shares). */
  source?: LibrarySource
  /** One clause saying why this library: "--library", "found walking up from /x", … */
  why?: string
  /** A `.skill-src` the walk up met that has no index yet (the library still to be built). */
  unindexed?: string
}

/**
 * How a library was chosen, in precedence order: an explicit flag or config key, the
 * DSH_SKILL_ROUTER_LIBRARY environment variable, the walk up from the working folder, the bundled
 * starter library. The DSH plugin, the CLI and the MCP server all resolve through `locateLibrary`.
 */
export type LibrarySource = 'explicit' | 'env' | 'walk-up' | 'starter'

/** The environment variable naming a library for hosts (and shells) that pass no config. */
export const LIBRARY_ENV = 'DSH_SKILL_ROUTER_LIBRARY'

export interface LocateOptions {
  cwd?: string
  /** Explicit library (config `library`, `--library`): a `.skill-src` folder or the folder above it. */
  explicit?: string
  /** What named `explicit`, for messages: "--library", "config \"library\"", LIBRARY_ENV. */
  explicitFrom?: string
  /** The value of DSH_SKILL_ROUTER_LIBRARY: used when nothing explicit is given, before the walk up. */
  env?: string
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
    if (info?.type === 'file') return realPathOf(target)
    // Issue 14: a FIFO or device where the index belongs is found, under the path asked for (not
    // its target, which may be /dev/zero), so loading it says what is wrong instead of "no index".
    return info?.type === 'other' ? target.displayPath : undefined
  } catch {
    return undefined
  }
}

/**
 * Finds the library the way every adapter does: explicit (flag or config) wins; else
 * DSH_SKILL_ROUTER_LIBRARY (`env`); else walk up from cwd at most `LIMITS.libraryWalkLevels`
 * levels for `.skill-src/skill-index.tsv`; else the starter library. Every answer carries
 * `source` and `why`, so each adapter can say which library it used and why.
 */
export async function locateLibrary(fs: FsPort, opts: LocateOptions): Promise<LibraryLocation> {
  const { cwd, signal } = opts
  const env = opts.env?.trim()
  const explicit = opts.explicit ?? (env ? env : undefined)
  if (explicit) {
    const source: LibrarySource = opts.explicit ? 'explicit' : 'env'
    const from = opts.explicit ? opts.explicitFrom : LIBRARY_ENV
    const why = from ? `named by ${from}` : 'the configured library'
    for (const candidate of [joinPath(explicit, INDEX_FILE), joinPath(explicit, LIBRARY_DIR, INDEX_FILE)]) {
      const found = await isFile(fs, candidate, cwd, signal)
      if (found) return withIndexOverride({ dir: dirname(found), indexPath: found, starter: false, source, why }, fs, opts)
    }
    if (opts.indexFile) {
      const dir = realPathOf(await fs.resolve(explicit, { cwd, signal }))
      return withIndexOverride({ dir, indexPath: '', starter: false, source, why }, fs, opts)
    }
    const target = await fs.resolve(explicit, { cwd, signal }).catch(() => undefined)
    const shown = target ? realPathOf(target) : explicit
    const info = target ? await fs.stat(target, signal).catch(() => undefined) : undefined
    const subject = from ? `the library ${shown} (named by ${from})` : `the configured library ${shown}`
    const key = from ?? '"library"'
    const error =
      info?.type === 'directory'
        ? `${subject} has no ${INDEX_FILE} (looked in it and in its ${LIBRARY_DIR}/). Build one with: dsh-skill-router build-index ${shown}`
        : `${subject} ${info ? 'is a file, not a folder' : 'does not exist'}; set ${key} to the ${LIBRARY_DIR} folder that holds ${INDEX_FILE} (or the folder above it)`
    return { dir: shown, indexPath: joinPath(shown, INDEX_FILE), starter: false, error, source, why }
  }
  /** A `.skill-src` met on the walk that has no index yet: worth naming in the note. */
  let unindexed: string | undefined
  if (cwd) {
    let dir = cwd
    for (let level = 0; level <= LIMITS.libraryWalkLevels; level++) {
      const found = await isFile(fs, joinPath(dir, LIBRARY_DIR, INDEX_FILE), undefined, signal)
      if (found) return withIndexOverride({ dir: dirname(found), indexPath: found, starter: false, source: 'walk-up', why: `found walking up from ${cwd}` }, fs, opts)
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
      { dir: opts.starterDir, indexPath: joinPath(opts.starterDir, INDEX_FILE), starter: true, note: `${why}; using the bundled starter library`, source: 'starter', why: `the bundled starter library: ${why}`, ...(unindexed ? { unindexed } : {}) },
      fs,
      opts,
    )
  }
  return { dir: '', indexPath: '', starter: true, error: `${why}, and the bundled starter library could not be found`, why, ...(unindexed ? { unindexed } : {}) }
}

/** "library DIR (why)": the line each CLI command and the MCP server print about their library. */
export function describeLocation(loc: LibraryLocation): string {
  if (!loc.dir) return `no library (${loc.why ?? loc.error ?? 'none found'})`
  return `library ${loc.dir} (${loc.why ?? (loc.starter ? 'the bundled starter library' : 'found')})`
}

async function withIndexOverride(loc: LibraryLocation, fs: FsPort, opts: LocateOptions): Promise<LibraryLocation> {
  if (!opts.indexFile) return loc
  const found = await isFile(fs, opts.indexFile, opts.cwd, opts.signal)
  if (!found) return { ...loc, error: `the index file ${opts.indexFile} does not exist; build one with: dsh-skill-router build-index <library> --out <folder>, then pass <folder>/${INDEX_FILE}` }
  return { ...loc, indexPath: found }
}
