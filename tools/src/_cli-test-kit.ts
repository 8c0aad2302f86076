import type { CliIo } from './cli-io.ts'
import { run } from './main.ts'

/** Runs one CLI command line in-process, as `dsh-skill-router …` would, capturing its output (tests). */
export async function cli(cwd: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const io: CliIo = { cwd, isTTY: false, env: {}, out: (t) => void (out += t), err: (t) => void (err += t) }
  const code = await run(argv, io)
  return { code, out, err }
}
