import type { Command } from './cli-io.ts'

/** Placeholder: this command lands with its issue. */
export const benchCommand: Command = async (_argv, io) => {
  io.err('bench: not available in this build yet\n')
  return 2
}
