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
