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

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T, usage: string) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\nusage: ${usage}`)
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
