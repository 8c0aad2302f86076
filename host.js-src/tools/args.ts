import { LIMITS } from '../core/limits.ts'

/** Arguments arrive as an object, or as the raw string when the model's JSON did not parse. */
export type RawArgs = unknown

export type ArgsResult<T> = { ok: true; value: T } | { ok: false; error: string }

export function asObject(raw: RawArgs, tool: string): ArgsResult<Record<string, unknown>> {
  let value = raw
  if (typeof value === 'string') {
    const text = value.trim()
    if (text === '') return { ok: true, value: {} }
    try {
      value = JSON.parse(text)
    } catch {
      return { ok: false, error: `${tool}: the arguments are not valid JSON (${preview(text)}). Send an object such as ${example(tool)}` }
    }
  }
  if (value === undefined || value === null) return { ok: true, value: {} }
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: `${tool}: the arguments must be a JSON object, got ${Array.isArray(value) ? 'an array' : typeof value}. Send ${example(tool)}` }
  }
  return { ok: true, value: value as Record<string, unknown> }
}

function example(tool: string): string {
  switch (tool) {
    case 'skill_search':
      return '{"query": "deploy to kubernetes"}'
    case 'skill_load':
      return '{"name": "pdf"} or {"names": ["pdf", "xlsx"]}'
    case 'skill_ref':
      return '{"name": "pdf", "list": true}'
    default:
      return '{}'
  }
}

export function preview(text: string, max = 60): string {
  const oneLine = text.replace(/\s+/g, ' ')
  return JSON.stringify(oneLine.length > max ? oneLine.slice(0, max) + '…' : oneLine)
}

export function optionalString(obj: Record<string, unknown>, key: string, tool: string): ArgsResult<string | undefined> {
  const v = obj[key]
  if (v === undefined || v === null || v === '') return { ok: true, value: undefined }
  if (typeof v !== 'string') return { ok: false, error: `${tool}: "${key}" must be a string, got ${typeof v}` }
  if (v.includes('\u0000')) return { ok: false, error: `${tool}: "${key}" contains a NUL byte; remove it` }
  return { ok: true, value: v }
}

export function optionalBool(obj: Record<string, unknown>, key: string): boolean {
  const v = obj[key]
  return v === true || v === 'true' || v === 1
}

/** A limit in 1–40; a string number is accepted because transports stringify. */
export function parseLimit(obj: Record<string, unknown>): ArgsResult<number> {
  const v = obj['limit']
  if (v === undefined || v === null || v === '') return { ok: true, value: LIMITS.searchDefaultLimit }
  const n = typeof v === 'string' ? Number(v) : v
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > LIMITS.searchMaxLimit) {
    return { ok: false, error: `skill_search: "limit" must be a whole number from 1 to ${LIMITS.searchMaxLimit}, got ${JSON.stringify(v)}` }
  }
  return { ok: true, value: n }
}

/**
 * Skill names from `name` and `names`. `names` may be a real array, a JSON array string, or a
 * comma / semicolon / newline separated list (transports stringify arrays).
 */
export function parseNames(obj: Record<string, unknown>, tool: string): ArgsResult<string[]> {
  const out: string[] = []
  const push = (v: unknown, key: string): string | undefined => {
    if (typeof v !== 'string') return `${tool}: "${key}" must hold skill names as strings, got ${typeof v}`
    if (v.includes('\u0000')) return `${tool}: a name contains a NUL byte; remove it`
    const t = v.trim()
    if (t) out.push(t)
    return undefined
  }
  const name = obj['name']
  if (name !== undefined && name !== null && name !== '') {
    const err = push(name, 'name')
    if (err) return { ok: false, error: err }
  }
  let names = obj['names']
  if (typeof names === 'string') {
    const text = names.trim()
    if (text.startsWith('[')) {
      try {
        names = JSON.parse(text)
      } catch {
        return { ok: false, error: `${tool}: "names" looks like a JSON array but does not parse (${preview(text)}); send ["a", "b"] or "a, b"` }
      }
    } else {
      names = text.split(/[,;\n]/)
    }
  }
  if (Array.isArray(names)) {
    for (const v of names) {
      const err = push(v, 'names')
      if (err) return { ok: false, error: err }
    }
  } else if (names !== undefined && names !== null && names !== '') {
    return { ok: false, error: `${tool}: "names" must be an array of names or a comma-separated string` }
  }
  const unique = [...new Map(out.map((n) => [n.toLowerCase(), n])).values()]
  return { ok: true, value: unique }
}
