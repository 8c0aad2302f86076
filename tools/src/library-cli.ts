import * as nodeFs from 'node:fs'
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { LIBRARY_ENV, describeLocation, locateLibrary } from '../../host.js-src/library/locate.ts'
import type { LibraryLocation } from '../../host.js-src/library/locate.ts'
import { createHooks } from '../../host.js-src/manage/hooks-core.ts'
import { nodeWritePort } from '../../host.js-src/manage/write-port.ts'
import { Router } from '../../host.js-src/router/router.ts'
import type { CallContext } from '../../host.js-src/router/router.ts'
import { CliFailure } from './cli-io.ts'
import type { CliIo } from './cli-io.ts'
import { createNodeFs } from './node-fs.ts'

/** The bundled starter library, found beside this module (source tree or bundled tools/cli.mjs). */
export function starterDir(): string | undefined {
  let here = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 4; i++) {
    const dir = join(here, 'resources', 'starter-skills')
    if (existsSync(join(dir, 'skill-index.tsv'))) return dir
    here = dirname(here)
  }
  return undefined
}

export interface LibraryFlags {
  library?: string | undefined
  index?: string | undefined
}

/**
 * The library a command names, in the one precedence every adapter shares: `--library` (or the
 * positional some commands take), else DSH_SKILL_ROUTER_LIBRARY, else nothing (walk up, then the
 * starter). Returns the absolute path and what named it.
 */
export function namedLibrary(io: CliIo, flag: string | undefined, flagName = '--library'): { dir: string; from: string } | undefined {
  // flagName '' is a positional argument: messages show the bare path.
  if (flag) return { dir: resolve(io.cwd, flag), from: flagName }
  const env = io.env[LIBRARY_ENV]?.trim()
  if (env) return { dir: resolve(io.cwd, env), from: LIBRARY_ENV }
  return undefined
}

/**
 * A named library (flag or environment) or --index that does not exist, or is the wrong kind, is
 * a mistake to fix before anything runs: a message naming it and exit 2, not a model-facing
 * "no index" answer with exit 1.
 */
export function checkLibraryFlags(cmd: string, io: CliIo, flags: LibraryFlags, flagName = '--library', opts: { indexNeedsLibrary?: boolean } = {}): void {
  const named = namedLibrary(io, flags.library, flagName)
  if (named) {
    const shown = named.from === LIBRARY_ENV ? `${LIBRARY_ENV}=${named.dir}` : named.from ? `${named.from} ${named.dir}` : named.dir
    const fix = named.from === LIBRARY_ENV ? ` (unset ${LIBRARY_ENV} to find the library from the working folder)` : ''
    if (!existsSync(named.dir)) throw new CliFailure(`${cmd}: ${shown} does not exist. Give the library folder (normally <project>/.skill-src) or the project folder above it${fix}.`, 2)
    if (!statSync(named.dir).isDirectory()) throw new CliFailure(`${cmd}: ${shown} is a file, not a folder. Give the library folder (normally <project>/.skill-src); an index file elsewhere goes to --index${fix}.`, 2)
  }
  if (flags.index) {
    const file = resolve(io.cwd, flags.index)
    if (!existsSync(file)) throw new CliFailure(`${cmd}: --index ${file} does not exist. Give the skill-index.tsv to read (build-index --out DIR writes one).`, 2)
    if (!statSync(file).isFile()) throw new CliFailure(`${cmd}: --index ${file} is a folder. Give the skill-index.tsv file itself, or the folder as --library.`, 2)
    const wrong = indexHeaderProblem(file)
    if (wrong) throw new CliFailure(`${cmd}: --index ${file} is not a skill-index.tsv: ${wrong}. Give the skill-index.tsv that build-index wrote.`, 2)
    // The index's relpaths are relative to a library folder: without one named, the answer would
    // quietly come from whatever library the walk up (or the starter) supplies.
    if (!named && opts.indexNeedsLibrary !== false) throw new CliFailure(`${cmd}: --index needs --library DIR (the library folder its rows point into), or ${LIBRARY_ENV} set to it.`, 2)
  }
}

/** The columns every skill-index.tsv starts its first line with. */
const INDEX_HEADER = ['repo', 'relpath', 'name'] as const

/**
 * Why a file is not a skill-index.tsv, judged by its first line alone (the header build-index
 * writes), or undefined when it is one. Reads at most the first 4 KiB.
 */
export function indexHeaderProblem(file: string): string | undefined {
  const fd = openSync(file, 'r')
  let head: string
  try {
    const buf = Buffer.alloc(4096)
    head = buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString('utf8')
  } finally {
    closeSync(fd)
  }
  if (!head) return 'it is empty'
  const first = head.split(/\r?\n/, 1)[0]!.replace(/^\uFEFF/, '')
  // The parser's rule (core/index-file.ts isHeader): the first three fields, trimmed, any case.
  const cols = first.split('\t').map((f) => f.trim().replace(/^"(.*)"$/, '$1').toLowerCase())
  if (INDEX_HEADER.every((c, i) => cols[i] === c)) return undefined
  const shown = first.length > 60 ? `${first.slice(0, 60)}…` : first
  return `its first line should start with the columns ${INDEX_HEADER.join(', ')} (tab-separated), got ${JSON.stringify(shown)}`
}

/**
 * Where the library is, exactly as the plugin and the MCP server find it (flag > environment >
 * walk up > starter), with `why` filled in. `starter: false` leaves the starter library out
 * (doctor and audit check your library, not the bundled sample).
 */
export async function cliLocation(io: CliIo, flags: LibraryFlags, opts: { starter?: boolean; flagName?: string } = {}): Promise<LibraryLocation> {
  const named = namedLibrary(io, flags.library, opts.flagName)
  const starter = opts.starter === false ? undefined : starterDir()
  return locateLibrary(createNodeFs(io.cwd), {
    cwd: io.cwd,
    ...(named ? (named.from === LIBRARY_ENV ? { env: named.dir } : { explicit: named.dir, explicitFrom: named.from || 'the command line' }) : {}),
    ...(flags.index ? { indexFile: resolve(io.cwd, flags.index) } : {}),
    ...(starter ? { starterDir: starter } : {}),
  })
}

/**
 * One stderr line naming the library a command used and why (stdout stays the answer). The
 * starter library needs none: the answer's own first line already says it and why.
 */
export function sayLibrary(io: CliIo, loc: LibraryLocation): void {
  if (!loc.starter) io.err(`${describeLocation(loc)}\n`)
}

/**
 * A router and call context for a CLI command, finding the library exactly as the plugin does,
 * with the lifecycle's visibility rules (docs/manage.md), so the CLI shows what the model reads:
 * quarantined learned skills labelled, an edited or flagged one withheld, promoted global skills
 * as residents. The CLI has no session id, so its loads never count towards activation.
 */
export function cliRouter(io: CliIo, flags: LibraryFlags): { router: Router; call: CallContext } {
  const fs = createNodeFs(io.cwd)
  const starter = starterDir()
  const named = namedLibrary(io, flags.library)
  const router = new Router({
    // The lifecycle's checks (and the guard rules and patch library they bring) are loaded only
    // when a learned skill is shown, loaded or read: a plain search never compiles them.
    visibility: createHooks(nodeWritePort(nodeFs, process), { env: io.env }, () => import('../../host.js-src/manage/lifecycle.ts')),
    ...(named ? { library: named.dir, libraryFrom: named.from || 'the command line' } : {}),
    ...(flags.index ? { indexFile: resolve(io.cwd, flags.index) } : {}),
    ...(starter ? { starterDir: starter } : {}),
  })
  return { router, call: { fs, cwd: io.cwd } }
}
