/** The parts of the DSH host contract the plugin touches (HOST-CONTRACT.md), as loose types. */
import type { FsPort } from '../library/fs-port.ts'

export interface ContentBlock {
  type: 'text'
  text: string
}

export interface ToolRunContext {
  callId?: string
  name?: string
  signal?: AbortSignal
  agent?: {
    id?: string
    session?: { id?: string; header?: { cwd?: string; id?: string; createdAt?: number } }
  }
}

export interface ToolDefinition {
  name: string
  description: string
  parameters: Record<string, unknown>
  output: {
    schema: Record<string, unknown>
    render(args: unknown, value: unknown): ContentBlock[]
  }
  execute(args: unknown, exec: ToolRunContext): Promise<unknown>
  presentCall?(args: unknown): { card: 'generic'; title: string; kind?: string } | undefined
  /** A method in DSH (called with the parsed arguments); true lets read-only calls run in parallel. */
  isConcurrencySafe?(args: unknown): boolean
}

export interface SkillsService {
  list(o?: { cwd?: string; signal?: AbortSignal; scope?: unknown }): Promise<
    { name: string; description: string; whenToUse?: string; source: string; invocation?: { modelInvocable?: boolean }; resourceBase?: { kind: string; path?: string } }[]
  >
  get(
    name: string,
    o?: { cwd?: string; signal?: AbortSignal; scope?: unknown },
  ): Promise<{ name: string; description: string; whenToUse?: string; source: string; content: string; path?: string; resourceBase?: { kind: string; path?: string } } | undefined>
}

export interface HostContext {
  tools: { register(def: ToolDefinition): () => void }
  fs: FsPort
  effect(execute: () => unknown, label?: string): unknown
  get(name: string): unknown
  on?(event: string, listener: (...args: never[]) => unknown, prepend?: boolean): () => void
}
