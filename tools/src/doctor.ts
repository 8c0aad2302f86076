import type { Command } from './cli-io.ts'

/** Placeholder: this command lands with its issue. */
export const doctorCommand: Command = async (_argv, io) => {
  io.err('doctor: not available in this build yet\n')
  return 2
}
