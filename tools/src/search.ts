import * as nodeFs from 'node:fs'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import { createLifecycleHooks } from '../../host.js-src/manage/hooks.ts'
import type { LifecycleHooks } from '../../host.js-src/manage/hooks.ts'
import { nodeWritePort } from '../../host.js-src/manage/write-port.ts'
import type { CallContext } from '../../host.js-src/tools/router.ts'
import { renderLoad, renderRef, renderSearch } from '../../host.js-src/tools/render.ts'
import { CliFailure, UsageError, parse } from './cli-io.ts'
import type { CliIo, Command } from './cli-io.ts'
import { cliRouter } from './library-cli.ts'

/**
 * The lifecycle hooks the plugin runs its answers through (docs/manage.md "Wiring"), so the CLI
 * shows what the model reads: quarantined learned skills labelled (or hidden in another project),
 * an edited or flagged learned skill withheld at load, promoted global skills as residents. The
 * CLI has no session id, so its loads never count towards activation.
 */
export function cliHooks(io: CliIo): LifecycleHooks {
  return createLifecycleHooks(nodeWritePort(nodeFs, process), { env: io.env })
}

function withResidents(call: CallContext, hooks: LifecycleHooks): CallContext {
  return { ...call, residents: hooks.residents(call.residents) }
}

/**
 * A --library or --index that does not exist, or is the wrong kind, is a mistyped flag: a usage
 * error naming it (exit 2), not a model-facing "no index" answer with exit 1. (The MCP server keeps
 * answering instead: a client cannot read a startup error.)
 */
export function checkLibraryFlags(cmd: string, io: CliIo, flags: { library?: string | undefined; index?: string | undefined }): void {
  if (flags.library) {
    const dir = resolve(io.cwd, flags.library)
    if (!nodeFs.existsSync(dir)) throw new CliFailure(`${cmd}: --library ${dir} does not exist. Give the library folder (normally <project>/.skill-src) or the project folder above it.`, 2)
    if (!nodeFs.statSync(dir).isDirectory()) throw new CliFailure(`${cmd}: --library ${dir} is a file, not a folder. Give the library folder (normally <project>/.skill-src); an index file elsewhere goes to --index.`, 2)
  }
  if (flags.index) {
    const file = resolve(io.cwd, flags.index)
    if (!nodeFs.existsSync(file)) throw new CliFailure(`${cmd}: --index ${file} does not exist. Give the skill-index.tsv to read (build-index --out DIR writes one).`, 2)
    if (!nodeFs.statSync(file).isFile()) throw new CliFailure(`${cmd}: --index ${file} is a folder. Give the skill-index.tsv file itself, or the folder as --library.`, 2)
  }
}

/** `--limit` checked here, so a bad value is a usage error (exit 2) like every other bad flag. */
function limitArg(raw: string | undefined, usage: string): number | undefined {
  if (raw === undefined) return undefined
  const n = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || n < 1 || n > LIMITS.searchMaxLimit) {
    throw new UsageError(`--limit must be a whole number from 1 to ${LIMITS.searchMaxLimit}, got "${raw}"\nusage: ${usage}`)
  }
  return n
}

/**
 * The text the model would read. When the whole call failed it goes to stderr, so `load x > x.md`
 * or a pipe never takes an error for content; `--json` always goes to stdout.
 */
function emit(io: CliIo, text: string, failed: boolean): void {
  if (failed) io.err(text + '\n')
  else io.out(text + '\n')
}

const SEARCH_USAGE = 'dsh-skill-router search <query> [--library DIR] [--index F] [--json] [--explain] [--limit N] [--repo R] [--names-only] | search --batch queries.jsonl'

export const searchCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(
    argv,
    {
      library: { type: 'string' },
      index: { type: 'string' },
      json: { type: 'boolean' },
      explain: { type: 'boolean' },
      limit: { type: 'string' },
      repo: { type: 'string' },
      batch: { type: 'string' },
      'names-only': { type: 'boolean' },
    },
    SEARCH_USAGE,
  )
  if (values.batch && positionals.length) throw new UsageError(`--batch reads its queries from the file; remove the words "${positionals.join(' ')}"\nusage: ${SEARCH_USAGE}`)
  const limit = limitArg(values.limit, SEARCH_USAGE)
  checkLibraryFlags('search', io, values)
  const hooks = cliHooks(io)
  const { router, call: plain } = cliRouter(io, values)
  const call = withResidents(plain, hooks)
  if (values.batch) return runBatch(values.batch, io, router, call, hooks)
  const query = positionals.join(' ')
  if (!query.trim()) throw new UsageError(`missing the query\nusage: ${SEARCH_USAGE}`)
  const args: Record<string, unknown> = { query, explain: values.explain === true, names_only: values['names-only'] === true }
  if (limit !== undefined) args['limit'] = limit
  if (values.repo) args['repo'] = values.repo
  const value = await hooks.afterSearch(await router.search(args, call), { cwd: io.cwd })
  emit(io, values.json ? JSON.stringify(value) : renderSearch(value), !values.json && Boolean(value.error))
  if (value.error) return 1
  return 0
}

async function runBatch(file: string, io: CliIo, router: ReturnType<typeof cliRouter>['router'], call: CallContext, hooks: LifecycleHooks): Promise<number> {
  let text: string
  try {
    text = file === '-' && io.stdin ? await io.stdin() : await readFile(resolve(io.cwd, file), 'utf8')
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (err as Error).message
    throw new CliFailure(`search --batch: cannot read ${file}: ${why}. Give a JSON Lines file of {"id", "query"} objects, or - for stdin.`, 2)
  }
  let bad = 0
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim()
    if (!line) continue
    let item: { id?: unknown; query?: unknown }
    try {
      item = JSON.parse(line)
    } catch {
      io.err(`search --batch: line ${i + 1} is not JSON; skipped\n`)
      bad++
      continue
    }
    if (typeof item.query !== 'string') {
      io.err(`search --batch: line ${i + 1} has no "query" string; skipped\n`)
      bad++
      continue
    }
    const started = performance.now()
    const value = await hooks.afterSearch(await router.search({ query: item.query, limit: LIMITS.searchMaxLimit, names_only: true }, call), { cwd: io.cwd })
    const ms = Math.round((performance.now() - started) * 1000) / 1000
    const ranking = value.hits.map((h) => h.name)
    io.out(JSON.stringify({ id: item.id ?? null, ranking, strict_match: value.strict > 0, ms }) + '\n')
  }
  return bad ? 1 : 0
}

export const loadCommand: Command = async (argv, io) => {
  const usage = 'dsh-skill-router load <name…> [--repo R] [--library DIR] [--index F] [--json]'
  const { values, positionals } = parse(argv, { library: { type: 'string' }, index: { type: 'string' }, json: { type: 'boolean' }, repo: { type: 'string' } }, usage)
  if (!positionals.length) throw new UsageError(`missing the skill name (one or more)\nusage: ${usage}`)
  checkLibraryFlags('load', io, values)
  const hooks = cliHooks(io)
  const { router, call: plain } = cliRouter(io, values)
  const call = withResidents(plain, hooks)
  // `load "a, b"` as skill_load takes "a, b": names never hold a comma or a space.
  const names = positionals.flatMap((p) => p.split(',')).map((n) => n.trim()).filter(Boolean)
  if (!names.length) throw new UsageError(`missing the skill name (one or more)\nusage: ${usage}`)
  const value = await hooks.afterLoad(await router.load({ names, ...(values.repo ? { repo: values.repo } : {}) }, call), { cwd: io.cwd })
  emit(io, values.json ? JSON.stringify(value) : renderLoad(value), !values.json && (Boolean(value.error) || value.loaded.length === 0))
  return value.error || value.errors.length ? 1 : 0
}

export const refCommand: Command = async (argv, io) => {
  const usage = 'dsh-skill-router ref <name> [path] [--repo R] [--library DIR] [--index F] [--json]'
  const { values, positionals } = parse(argv, { library: { type: 'string' }, index: { type: 'string' }, json: { type: 'boolean' }, repo: { type: 'string' } }, usage)
  const [name, path] = positionals
  if (!name) throw new UsageError(`missing the skill name\nusage: ${usage}`)
  checkLibraryFlags('ref', io, values)
  const { router, call: plain } = cliRouter(io, values)
  const call = withResidents(plain, cliHooks(io))
  const value = await router.ref({ name, ...(path ? { path } : { list: true }), ...(values.repo ? { repo: values.repo } : {}) }, call)
  emit(io, values.json ? JSON.stringify(value) : renderRef(value), !values.json && Boolean(value.error))
  return value.error ? 1 : 0
}
