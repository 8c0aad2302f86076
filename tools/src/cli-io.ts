import { parseArgs } from 'node:util'
import type { ParseArgsConfig } from 'node:util'

/** What a command may touch: argv in, text out, an exit code back. No process.exit anywhere else. */
export interface CliIo {
  cwd: string
  out(text: string): void
  err(text: string): void
  isTTY: boolean
  env: Record<string, string | undefined>
  /** stdin text (for --batch -), read lazily. */
  stdin?: () => Promise<string>
}

export type Command = (argv: string[], io: CliIo) => Promise<number>

/** A usage error: printed as one line, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** Expected failure: what failed, why, what to do; exit 1 (or the given code). */
export class CliFailure extends Error {
  readonly exitCode: number
  constructor(message: string, exitCode = 1) {
    super(message)
    this.name = 'CliFailure'
    this.exitCode = exitCode
  }
}

/**
 * `<command> --help`: the command's usage, exit 0. It travels as a CliFailure with exit code 0 so
 * every command gets it from `parse` alone (main prints a CliFailure's message and returns its code).
 */
export class HelpRequest extends CliFailure {
  constructor(usage: string) {
    super(`usage: ${usage}`, 0)
    this.name = 'HelpRequest'
  }
}

/** Node's parseArgs messages, shortened to what a person needs: which option, what is wrong. */
export function argsMessage(err: unknown): string {
  const e = err as { code?: string; message?: string }
  const message = e.message ?? String(err)
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']+)'/.exec(message)?.[1]
    if (option) return `unknown option ${option} (a value that starts with "-" goes after "--")`
  }
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const missing = /^Option '(-[^ ']+)[^']*' argument missing/.exec(message)
    if (missing) return `${missing[1]} needs a value`
    const noValue = /^Option '(-[^']+)' does not take an argument/.exec(message)
    if (noValue) return `${noValue[1]} is a switch and takes no value`
  }
  return message
}

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, usage: string) {
  // --help / -h anywhere before a "--" terminator, unless the command defines the option itself.
  const end = argv.indexOf('--')
  const flags = end < 0 ? argv : argv.slice(0, end)
  if (!('help' in options) && flags.some((a) => a === '--help' || a === '-h')) throw new HelpRequest(usage)
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (err) {
    throw new UsageError(`${argsMessage(err)}\nusage: ${usage}`)
  }
}

/** A one-line progress bar on a TTY; nothing otherwise. */
export function progress(io: CliIo, label: string) {
  let last = 0
  return {
    tick(count: number, total?: number) {
      if (!io.isTTY) return
      const now = Date.now()
      if (now - last < 80) return
      last = now
      if (total) {
        const width = 30
        const done = Math.round((count / total) * width)
        io.err(`\r${label} [${'#'.repeat(done)}${'.'.repeat(width - done)}] ${count}/${total}`)
      } else io.err(`\r${label}: ${count}`)
    },
    done() {
      if (io.isTTY) io.err('\r\x1b[K')
    },
  }
}

/** One option of a command: its kind, the placeholder of its value, and one sentence of help. */
export interface OptionDef {
  type: 'string' | 'boolean'
  multiple?: boolean
  /** The value's placeholder in usage and help (DIR, FILE, N …); string options only. */
  arg?: string
  /** One sentence saying what the option does. */
  help: string
}

export type OptionDefs = Record<string, OptionDef>

/** The parsed values of a command's options, typed from its table. */
export type OptionValues<O extends OptionDefs> = {
  [K in keyof O]?: O[K]['type'] extends 'boolean' ? boolean : O[K]['multiple'] extends true ? string[] : string
}

/**
 * A command, defined once: its name, a one-sentence summary, its positional arguments, every
 * option with a sentence, and what it runs. The overview, `<command> --help`, the usage line
 * printed after a usage error and the argument parsing all come from this one record.
 */
export interface CommandDef<O extends OptionDefs = OptionDefs> {
  name: string
  summary: string
  /** The positional part of the usage line, e.g. "<query…>"; empty when it takes none. */
  args?: string
  options: O
  /** Lines printed after the options in --help (subcommands, forms, examples). */
  notes?: readonly string[]
  /**
   * Runs the command. `argv` is the command line after the command's name, for adapters that
   * read it themselves (commands defined in files that still parse their own flags).
   */
  run(input: { values: OptionValues<O>; positionals: string[]; argv: string[] }, io: CliIo): Promise<number>
}

/** A CommandDef with its option types checked against its table. */
export function defineCommand<const O extends OptionDefs>(def: CommandDef<O>): CommandDef<O> {
  return def
}

export const PROGRAM = 'dsh-skill-router'

/** The one usage line: `dsh-skill-router NAME ARGS [--opt ARG] …`. */
export function usageLine(def: CommandDef<OptionDefs>): string {
  const opts = Object.entries(def.options).map(([k, o]) => `[--${k}${o.type === 'string' ? ` ${o.arg ?? 'VALUE'}` : ''}${o.multiple ? ' …' : ''}]`)
  return [PROGRAM, def.name, ...(def.args ? [def.args] : []), ...opts].join(' ')
}

/** `<command> --help`: the usage line first, then the summary, every option with its sentence, notes. */
export function helpText(def: CommandDef<OptionDefs>): string {
  const rows: [string, string][] = Object.entries(def.options).map(([k, o]) => [`--${k}${o.type === 'string' ? ` ${o.arg ?? 'VALUE'}` : ''}`, o.help])
  rows.push(['-h, --help', 'Print this help and exit 0.'])
  const width = Math.max(...rows.map(([flag]) => flag.length)) + 2
  const lines = [`usage: ${usageLine(def)}`, '', def.summary, '', 'options:', ...rows.map(([flag, help]) => `  ${flag.padEnd(width)}${help}`)]
  if (def.notes?.length) lines.push('', ...def.notes)
  return lines.join('\n')
}

/**
 * Parses a command line against a command's table. --help anywhere before "--" is a HelpRequest
 * (the command's help, exit 0); a bad option is a UsageError (main adds the usage line).
 */
export function parseCommand<O extends OptionDefs>(def: CommandDef<O>, argv: string[]): { values: OptionValues<O>; positionals: string[] } {
  const end = argv.indexOf('--')
  const flags = end < 0 ? argv : argv.slice(0, end)
  if (flags.some((a) => a === '--help' || a === '-h')) {
    const help = new HelpRequest('')
    help.message = helpText(def)
    throw help
  }
  const options: NonNullable<ParseArgsConfig['options']> = {}
  for (const [k, o] of Object.entries(def.options)) options[k] = { type: o.type, ...(o.multiple ? { multiple: true } : {}) }
  try {
    const parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true, tokens: true })
    repeatedValue(def.options, parsed.tokens)
    return { values: parsed.values as OptionValues<O>, positionals: parsed.positionals }
  } catch (err) {
    if (err instanceof UsageError) throw err
    throw new UsageError(argsMessage(err))
  }
}

/**
 * A single-value option given twice (`--limit 3 --limit 5`) would quietly keep the last: a usage
 * error naming both values instead. Switches and options that take several (`multiple`) may repeat.
 */
function repeatedValue(options: OptionDefs, tokens: readonly { kind: string; name?: string; value?: string | undefined }[] | undefined): void {
  const seen = new Map<string, string>()
  for (const t of tokens ?? []) {
    if (t.kind !== 'option' || !t.name) continue
    const o = options[t.name]
    if (!o || o.type !== 'string' || o.multiple) continue
    const before = seen.get(t.name)
    if (before !== undefined) throw new UsageError(`--${t.name} given twice (${JSON.stringify(before)}, then ${JSON.stringify(t.value ?? '')}): it takes one value, keep the one you mean`)
    seen.set(t.name, t.value ?? '')
  }
}

/** A CommandDef as a plain (argv, io) command: parse against its table, then run. */
export function commandOf<O extends OptionDefs>(def: CommandDef<O>): Command {
  return async (argv, io) => {
    const { values, positionals } = parseCommand(def, argv)
    return def.run({ values, positionals, argv }, io)
  }
}
