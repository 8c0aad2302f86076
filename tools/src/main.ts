import { auditCommand } from './audit.ts'
import { benchCommand } from './bench.ts'
import { buildIndexCommand } from './build-index.ts'
import { CliFailure, HelpRequest, UsageError } from './cli-io.ts'
import type { CliIo, Command } from './cli-io.ts'
import { doctorCommand } from './doctor.ts'
import { evalCommand } from './eval.ts'
import { guardEvalCommand } from './guard-eval.ts'
import { mcpCommand } from './mcp.ts'
import { reportCommand } from './report.ts'
import { loadCommand, refCommand, searchCommand } from './search.ts'
import { skillsCommand } from './skills.ts'
import { VERSION } from './version.ts'
import { viewCommand } from './view.ts'

/** Every subcommand, with its one-line help. */
export const COMMANDS: Record<string, [Command, string]> = {
  'build-index': [buildIndexCommand, 'build-index <library> [--out DIR] [--check] [--json]   write skill-index.tsv + sidecars'],
  search: [searchCommand, 'search <query> [--library DIR] [--index F] [--json] [--explain] [--limit N] [--repo R] [--names-only] [--batch F]'],
  load: [loadCommand, 'load <name…> [--repo R] [--library DIR] [--index F] [--json]   what skill_load returns'],
  ref: [refCommand, 'ref <name> [path] [--repo R] [--library DIR] [--index F] [--json]   what skill_ref returns'],
  doctor: [doctorCommand, 'doctor [--library DIR] [--index F] [--json] [--all] [--strict]   check a library'],
  audit: [auditCommand, 'audit <library> [--json] [--top N]   risky patterns per category'],
  report: [reportCommand, 'report [--log F] [--since ISO] [--fisher] [--json]   discovery experiment'],
  skills: [skillsCommand, 'skills list|show|edit|promote|rollback|rm|compact|waive|scan   agent-written skills'],
  mcp: [mcpCommand, 'mcp [--library DIR] [--index F] [--manage]   stdio MCP server'],
  view: [viewCommand, 'view <events.jsonl> [--port N] [--window N] [--page N] [--json]   standalone Skills viewer'],
  bench: [benchCommand, 'bench                       speed table (npm run bench)'],
  eval: [evalCommand, 'eval                        recall table (npm run eval)'],
  guard: [guardEvalCommand, 'guard [--sets DIR] [--set NAME]… [--no-corpus] [--verbose] [--json]   guard eval (npm run eval:guard)'],
}

function usage(): string {
  return [`dsh-skill-router ${VERSION}`, 'usage: dsh-skill-router <command> [options]', '', ...Object.values(COMMANDS).map(([, help]) => '  ' + help), '', 'Every command takes --json for machine output.'].join('\n') + '\n'
}

/** Runs one command line and returns its exit code: 0 ok, 1 problems found, 2 usage error. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv
  if (name === 'help' && rest[0] && COMMANDS[rest[0]]) return run([rest[0], '--help'], io)
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    // Asked for: stdout, exit 0. No command at all is a usage error: stderr, exit 2.
    ;(name ? io.out : io.err)(usage())
    return name ? 0 : 2
  }
  if (name === '--version' || name === '-v') {
    io.out(VERSION + '\n')
    return 0
  }
  const entry = COMMANDS[name]
  if (!entry) {
    io.err(`unknown command "${name}".\n${usage()}`)
    return 2
  }
  try {
    return await entry[0](rest, io)
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${name}: ${err.message}\n`)
      return 2
    }
    if (err instanceof HelpRequest) {
      io.out(err.message + '\n')
      return 0
    }
    if (err instanceof CliFailure) {
      io.err(`${err.message}\n`)
      return err.exitCode
    }
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
