import type { Command } from './cli-io.ts'

/** Placeholder: this command lands with its issue. */
export const auditCommand: Command = async (_argv, io) => {
  io.err('audit: not available in this build yet\n')
  return 2
}
