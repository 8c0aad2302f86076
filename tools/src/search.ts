/**
 * `search`, `load`, `ref`: what skill_search, skill_load and skill_ref answer, through the same
 * Router (and visibility rules) the plugin and the MCP server use. Text output is the answer the
 * model reads with its tool-call hints written as CLI commands (cli-words.ts); `--json` is the
 * tool's value unchanged.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import type { CallContext, Router } from '../../host.js-src/router/router.ts'
import { renderLoad, renderRef, renderSearch } from '../../host.js-src/router/render.ts'
import { CliFailure, UsageError, defineCommand } from './cli-io.ts'
import type { CliIo } from './cli-io.ts'
import { cliAnswer, cliWords } from './cli-words.ts'
import { checkLibraryFlags, cliLocation, cliRouter, sayLibrary } from './library-cli.ts'

/** The options search, load and ref share: which library, and machine output. */
const LIBRARY_OPTIONS = {
  library: { type: 'string', arg: 'DIR', help: 'The library folder (a .skill-src, or the project folder above it); otherwise DSH_SKILL_ROUTER_LIBRARY, then the walk up from here, then the bundled starter library.' },
  index: { type: 'string', arg: 'FILE', help: 'Read the index from this skill-index.tsv instead of the one inside the library (read-only libraries).' },
  json: { type: 'boolean', help: 'Print the tool\'s JSON value instead of the text the model reads.' },
} as const

/** `--limit` checked here, so a bad value is a usage error (exit 2) like every other bad flag. */
function limitArg(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined
  const n = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || n < 1 || n > LIMITS.searchMaxLimit) {
    throw new UsageError(`--limit must be a whole number from 1 to ${LIMITS.searchMaxLimit}, got "${raw}"`)
  }
  return n
}

/**
 * The answer. When the whole call failed it goes to stderr, so `load x > x.md` or a pipe never
 * takes an error for content; a partial answer (some names loaded) and `--json` go to stdout.
 */
function emit(io: CliIo, text: string, failed: boolean): void {
  if (failed) io.err(text + '\n')
  else io.out(text + '\n')
}

export const searchDef = defineCommand({
  name: 'search',
  summary: 'Prints what skill_search answers: ranked skill names with one-line descriptions, exact matches or a flagged partial rescue.',
  args: '<query…>',
  options: {
    ...LIBRARY_OPTIONS,
    explain: { type: 'boolean', help: 'Show each hit\'s score and which words matched which field.' },
    limit: { type: 'string', arg: 'N', help: `Show at most N hits (1 to ${LIMITS.searchMaxLimit}).` },
    repo: { type: 'string', arg: 'REPO', help: 'Only hits from this source repo (an unknown repo lists the ones that hold matches).' },
    'names-only': { type: 'boolean', help: 'Names and flags only, without descriptions.' },
    batch: { type: 'string', arg: 'FILE', help: 'Run every {"id", "query"} line of a JSON Lines file (- for stdin) and print {id, ranking, strict_match, ms} per line.' },
  },
  notes: ['Exit 0 when the search answered (a "no match" included), 1 when it failed, 2 on a usage error.'],
  async run({ values, positionals }, io) {
    if (values.batch && positionals.length) throw new UsageError(`--batch reads its queries from the file; remove the words "${positionals.join(' ')}"`)
    if (values.explain && values['names-only']) throw new UsageError('--explain shows each hit\'s score and matched fields, --names-only leaves out everything but the names: keep one of the two')
    const limit = limitArg(values.limit)
    checkLibraryFlags('search', io, values)
    const { router, call } = cliRouter(io, values)
    if (values.batch) return runBatch(values.batch, io, router, call)
    const query = positionals.join(' ')
    if (!query.trim()) throw new UsageError('missing the query')
    const args: Record<string, unknown> = { query, explain: values.explain === true, names_only: values['names-only'] === true }
    if (limit !== undefined) args['limit'] = limit
    if (values.repo) args['repo'] = values.repo
    const value = await router.search(args, call)
    emit(io, values.json ? JSON.stringify(value) : cliAnswer(renderSearch(value)), !values.json && Boolean(value.error))
    if (!values.json) sayLibrary(io, await cliLocation(io, values))
    return value.error ? 1 : 0
  },
})

async function runBatch(file: string, io: CliIo, router: Router, call: CallContext): Promise<number> {
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
    const value = await router.search({ query: item.query, limit: LIMITS.searchMaxLimit, names_only: true }, call)
    const ms = Math.round((performance.now() - started) * 1000) / 1000
    const ranking = value.hits.map((h) => h.name)
    io.out(JSON.stringify({ id: item.id ?? null, ranking, strict_match: value.strict > 0, ms }) + '\n')
  }
  return bad ? 1 : 0
}

/**
 * --id names one exact copy: names beside it (load X --id Y would print both) or a --repo (which
 * the id already fixes, and which was ignored) are contradictions to resolve, not to guess.
 */
function idConflicts(values: { id?: string | undefined; repo?: string | undefined }, names?: string): void {
  if (!values.id) return
  if (names) throw new UsageError(`give ${names} or --id ${values.id}, not both: --id loads exactly that copy, names load by name`)
  if (values.repo) throw new UsageError(`--id ${values.id} names the copy and its repo (the part before the first "/") already: drop --repo ${values.repo}`)
}

export const loadDef = defineCommand({
  name: 'load',
  summary: 'Prints what skill_load answers: each named skill\'s SKILL.md with its base folder and bundled files.',
  args: '<name…>',
  options: {
    id: { type: 'string', arg: 'ID', help: 'Load exactly this copy, by the id a search hit shows (repo/path); no name needed.' },
    repo: { type: 'string', arg: 'REPO', help: 'Load the copy from this source repo when several repos hold the name.' },
    ...LIBRARY_OPTIONS,
  },
  notes: [
    'Up to 8 names, as separate words or "a, b". Exit 0 when every name loaded, 1 when any failed, 2 on a usage error.',
    'When some names load, the whole answer (its errors included) goes to stdout; when none does, to stderr.',
  ],
  async run({ values, positionals }, io) {
    if (!positionals.length && !values.id) throw new UsageError('missing the skill name (one or more), or --id')
    idConflicts(values, positionals.length ? `the name${positionals.length > 1 ? 's' : ''} ${positionals.map((p) => JSON.stringify(p)).join(' ')}` : undefined)
    // `load "a, b"` as skill_load takes "a, b": names never hold a comma or a space.
    const names = positionals.flatMap((p) => p.split(',')).map((n) => n.trim()).filter(Boolean)
    if (!names.length && !values.id) throw new UsageError('missing the skill name (one or more), or --id')
    if (names.length > LIMITS.loadMaxNames) throw new UsageError(`at most ${LIMITS.loadMaxNames} names at once, got ${names.length}: load the first ${LIMITS.loadMaxNames}, then the rest in another call`)
    checkLibraryFlags('load', io, values)
    const { router, call } = cliRouter(io, values)
    const value = await router.load({ ...(names.length ? { names } : {}), ...(values.id ? { id: values.id } : {}), ...(values.repo ? { repo: values.repo } : {}) }, call)
    emit(io, values.json ? JSON.stringify(value) : cliAnswer(renderLoad(value)), !values.json && (Boolean(value.error) || value.loaded.length === 0))
    if (!values.json) sayLibrary(io, await cliLocation(io, values))
    return value.error || value.errors.length ? 1 : 0
  },
})

export const refDef = defineCommand({
  name: 'ref',
  summary: 'Prints what skill_ref answers: the list of a skill\'s bundled files, or one file\'s text.',
  args: '<name> [path]',
  options: {
    id: { type: 'string', arg: 'ID', help: 'Read exactly this copy, by the id a search hit shows (repo/path); then the one argument is the path.' },
    repo: { type: 'string', arg: 'REPO', help: 'Read the copy from this source repo when several repos hold the name.' },
    ...LIBRARY_OPTIONS,
  },
  notes: ['Without a path it lists the files. Exit 0 on an answer, 1 when the read was refused or failed, 2 on a usage error.'],
  async run({ values, positionals }, io) {
    idConflicts(values)
    if (values.id && positionals.length > 1) {
      const [first, ...rest] = positionals
      throw new UsageError(`with --id the one argument is the path, got ${positionals.length}: ${positionals.map((p) => JSON.stringify(p)).join(' ')}. --id names the skill already: if "${first}" is its name, drop it (ref --id ${values.id} ${rest.join(' ')})`)
    }
    const [name, path, extra] = values.id ? [undefined, ...positionals] : positionals
    if (!name && !values.id) throw new UsageError('missing the skill name (or --id)')
    if (extra !== undefined) throw new UsageError(`expected a skill name and at most one path, got also ${positionals.slice(2).map((p) => JSON.stringify(p)).join(' ')}`)
    checkLibraryFlags('ref', io, values)
    const { router, call } = cliRouter(io, values)
    const value = await router.ref({ ...(name ? { name } : {}), ...(values.id ? { id: values.id } : {}), ...(path ? { path } : { list: true }), ...(values.repo ? { repo: values.repo } : {}) }, call)
    let text: string
    if (values.json) text = JSON.stringify(value)
    else if (value.mode === 'read' && !value.error) {
      // A file's text is content: only the note above it is rewritten for the shell.
      text = renderRef({ ...value, ...(value.note ? { note: cliWords(value.note) } : {}) })
    } else text = cliAnswer(renderRef(value))
    emit(io, text, !values.json && Boolean(value.error))
    if (!values.json) sayLibrary(io, await cliLocation(io, values))
    return value.error ? 1 : 0
  },
})
