import { ARGS, LIMITS } from '../core/limits.ts'
import { toLosslessJson } from './json.ts'
import { renderLoad, renderRef, renderSearch } from './render.ts'
import type { CallContext, Router } from './router.ts'
import type { LoadValue, RefValue, SearchValue } from './values.ts'

/**
 * The model-facing tools as one adapter-neutral table: name, description, parameter schema, run
 * and render. The DSH plugin (plugin/index.ts) and the MCP server (tools/src/mcp.ts) each wrap
 * these entries for their host and add nothing to an answer. Schemas stay inside the host's
 * JSON-Schema subset, `additionalProperties` written out. Together they are budgeted at 2,500
 * bytes: they ride along on every turn.
 */

export interface ToolSpec {
  name: 'skill_search' | 'skill_load' | 'skill_ref'
  description: string
  parameters: Record<string, unknown>
}

export const TOOL_SPECS: readonly ToolSpec[] = [
  {
    name: 'skill_search',
    description:
      'Search the skill library before a non-trivial task. Returns names with one-line descriptions, exact (every word) or flagged partial matches; nothing is loaded.',
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'A few keywords for the task' },
        limit: { type: 'integer', description: `Hits, 1-${LIMITS.searchMaxLimit}, default ${LIMITS.searchDefaultLimit}` },
        repo: { type: 'string', description: 'Only this source repo' },
        names_only: { type: 'boolean', description: 'Names without descriptions' },
        explain: { type: 'boolean', description: 'Show which word matched which field' },
      },
      required: ['query'],
      additionalProperties: false,
    },
  },
  {
    name: 'skill_load',
    description: `Load skills by exact name (from skill_search, or when you already know it): returns each SKILL.md with its folder and bundled files. Up to ${LIMITS.loadMaxNames} names.`,
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'One skill name' },
        names: { type: 'array', items: { type: 'string' }, description: 'Several names' },
        id: { type: 'string', description: 'Exactly the copy a search hit showed (its id)' },
        repo: { type: 'string', description: 'Pick the copy from this repo' },
      },
      additionalProperties: false,
    },
  },
  {
    name: 'skill_ref',
    description: "List a loaded skill's bundled files, or read one of them (a path relative to the skill folder).",
    parameters: {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Skill name' },
        id: { type: 'string', description: 'Or a copy id from a search hit' },
        path: { type: 'string', description: 'File to read, e.g. references/api.md' },
        list: { type: 'boolean', description: 'List files instead' },
        repo: { type: 'string', description: 'Pick the copy from this repo' },
      },
      additionalProperties: false,
    },
  },
]

/** One tool, for any host: what the model sees, how a call runs, and the text the model reads. */
export interface ToolEntry {
  name: string
  description: string
  parameters: Record<string, unknown>
  /** Only reads: calls may run side by side, and clients may run them without asking. */
  readOnly: boolean
  /** Runs one call. Never throws: every failure is a value (a lossless JSON object). */
  run(args: unknown, call: CallContext): Promise<unknown>
  /** The text the model reads for a value `run` returned. */
  render(value: unknown): string
  /** True when the call failed as a whole (an argument error, no library, nothing loaded, a refusal). */
  failed(value: unknown): boolean
  /** A short title for the host's call card. */
  title(args: unknown): { kind: 'search' | 'read' | 'edit'; title: string }
}

/** A tool's value failed as a whole. */
export function failedValue(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false
  const v = value as { error?: unknown; errors?: unknown; loaded?: unknown; ok?: unknown }
  if (typeof v.error === 'string' && v.error) return true
  if (v.ok === false) return true
  return Array.isArray(v.errors) && v.errors.length > 0 && Array.isArray(v.loaded) && v.loaded.length === 0
}

/** One argument, short, for a call card (never the whole of a long string). */
export function brief(args: unknown, key: string): string {
  let a = args
  if (typeof a === 'string') {
    try {
      a = a.length <= LIMITS.queryMaxChars * 2 ? JSON.parse(a) : undefined
    } catch {
      a = undefined
    }
  }
  const v = (typeof a === 'object' && a ? (a as Record<string, unknown>) : {})[key]
  const cut = (t: string) => (t.length > ARGS.cardChars ? t.slice(0, ARGS.cardChars - 1) + '…' : t)
  if (typeof v === 'string') return cut(v)
  if (Array.isArray(v)) return cut(v.slice(0, LIMITS.loadMaxNames).filter((x) => typeof x === 'string').join(', '))
  return ''
}

const spec = (n: ToolSpec['name']): ToolSpec => TOOL_SPECS.find((s) => s.name === n)!

/**
 * The three read tools over one Router. `problems` are config problems, said in every answer.
 * A throw inside the Router becomes an answer saying so.
 */
export function routerTools(routerFor: () => Promise<Router>, problems: readonly string[] = []): ToolEntry[] {
  const guarded = async <T extends { error?: string; note?: string }>(tool: string, args: unknown, call: CallContext, run: () => Promise<T>, fallback: T): Promise<unknown> => {
    let value: T
    try {
      const leak = await (await routerFor()).witness(tool, args, call)
      value = leak ? { ...fallback, error: `${tool}: ${leak}` } : await run()
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err)
      value = { ...fallback, error: `internal error: ${why.slice(0, ARGS.errorDetailChars)}. The library was not changed; retry, or report this with the arguments used` }
    }
    if (problems.length) value.note = [value.note, ...problems].filter(Boolean).join('; ')
    return toLosslessJson(value)
  }
  return [
    {
      ...spec('skill_search'),
      readOnly: true,
      run: (args, call) => guarded('skill_search', args, call, async () => (await routerFor()).search(args, call), { library: '', query: '', words: [], total: 0, strict: 0, shown: 0, more: 0, fallback: null, hits: [], searched: 0 } as SearchValue),
      render: (value) => renderSearch(value as SearchValue),
      failed: failedValue,
      title: (args) => ({ kind: 'search', title: `Search skills: ${brief(args, 'query')}` }),
    },
    {
      ...spec('skill_load'),
      readOnly: true,
      run: (args, call) => guarded('skill_load', args, call, async () => (await routerFor()).load(args, call), { library: '', requested: [], loaded: [], errors: [] } as LoadValue),
      render: (value) => renderLoad(value as LoadValue),
      failed: failedValue,
      title: (args) => ({ kind: 'read', title: `Load skill: ${brief(args, 'name') || brief(args, 'names') || brief(args, 'id')}` }),
    },
    {
      ...spec('skill_ref'),
      readOnly: true,
      run: (args, call) => guarded('skill_ref', args, call, async () => (await routerFor()).ref(args, call), { library: '', name: '', mode: 'list' } as RefValue),
      render: (value) => renderRef(value as RefValue),
      failed: failedValue,
      title: (args) => ({ kind: 'read', title: `Skill file: ${brief(args, 'name') || brief(args, 'id')}${brief(args, 'path') ? '/' + brief(args, 'path') : ''}` }),
    },
  ]
}
