import { LIMITS } from '../core/limits.ts'

/**
 * Names, descriptions and parameter schemas of the model-facing tools. One table for every
 * adapter (DSH, MCP). Schemas stay inside the host's JSON-Schema subset, `additionalProperties`
 * written out. Together they are budgeted at 2,500 bytes: they ride along on every turn.
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
        path: { type: 'string', description: 'File to read, e.g. references/api.md' },
        list: { type: 'boolean', description: 'List files instead' },
        repo: { type: 'string', description: 'Pick the copy from this repo' },
      },
      required: ['name'],
      additionalProperties: false,
    },
  },
]
