import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { renderLoad, renderRef, renderSearch } from '../../host.js-src/tools/render.ts'
import { CliFailure, UsageError, parse } from './cli-io.ts'
import type { CliIo, Command } from './cli-io.ts'
import { cliRouter } from './library-cli.ts'

const SEARCH_USAGE = 'dsh-skill-router search <query> [--library DIR] [--index F] [--json] [--explain] [--limit N] [--repo R] | search --batch queries.jsonl'

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
  const { router, call } = cliRouter(io, values)
  if (values.batch) return runBatch(values.batch, io, router, call)
  const query = positionals.join(' ')
  if (!query.trim()) throw new UsageError(`search needs a query\nusage: ${SEARCH_USAGE}`)
  const args: Record<string, unknown> = { query, explain: values.explain === true, names_only: values['names-only'] === true }
  if (values.limit) args['limit'] = values.limit
  if (values.repo) args['repo'] = values.repo
  const value = await router.search(args, call)
  io.out((values.json ? JSON.stringify(value) : renderSearch(value)) + '\n')
  if (value.error) return 1
  return 0
}

async function runBatch(file: string, io: CliIo, router: ReturnType<typeof cliRouter>['router'], call: ReturnType<typeof cliRouter>['call']): Promise<number> {
  let text: string
  try {
    text = file === '-' && io.stdin ? await io.stdin() : await readFile(resolve(io.cwd, file), 'utf8')
  } catch (err) {
    throw new CliFailure(`search --batch: cannot read ${file}: ${(err as Error).message}`, 2)
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
    const value = await router.search({ query: item.query, limit: 40, names_only: true }, call)
    const ms = Math.round((performance.now() - started) * 1000) / 1000
    const ranking = value.hits.map((h) => h.name)
    io.out(JSON.stringify({ id: item.id ?? null, ranking, strict_match: value.strict > 0, ms }) + '\n')
  }
  return bad ? 1 : 0
}

export const loadCommand: Command = async (argv, io) => {
  const usage = 'dsh-skill-router load <name…> [--repo R] [--library DIR] [--index F] [--json]'
  const { values, positionals } = parse(argv, { library: { type: 'string' }, index: { type: 'string' }, json: { type: 'boolean' }, repo: { type: 'string' } }, usage)
  if (!positionals.length) throw new UsageError(`load needs at least one skill name\nusage: ${usage}`)
  const { router, call } = cliRouter(io, values)
  const value = await router.load({ names: positionals, ...(values.repo ? { repo: values.repo } : {}) }, call)
  io.out((values.json ? JSON.stringify(value) : renderLoad(value)) + '\n')
  return value.error || value.errors.length ? 1 : 0
}

export const refCommand: Command = async (argv, io) => {
  const usage = 'dsh-skill-router ref <name> [path] [--repo R] [--library DIR] [--index F] [--json]'
  const { values, positionals } = parse(argv, { library: { type: 'string' }, index: { type: 'string' }, json: { type: 'boolean' }, repo: { type: 'string' } }, usage)
  const [name, path] = positionals
  if (!name) throw new UsageError(`ref needs a skill name\nusage: ${usage}`)
  const { router, call } = cliRouter(io, values)
  const value = await router.ref({ name, ...(path ? { path } : { list: true }), ...(values.repo ? { repo: values.repo } : {}) }, call)
  io.out((values.json ? JSON.stringify(value) : renderRef(value)) + '\n')
  return value.error ? 1 : 0
}
