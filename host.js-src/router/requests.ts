/**
 * Typed requests at the edge: one reader per tool's arguments. Arguments arrive as an object, or
 * as the raw string when the model's JSON did not parse. A reader either returns the request the
 * Router runs, with notes about what it cut, or a problem of a known kind with the message the
 * model reads. Every string is bounded here, before any lookup, tokenizing or file access, and no
 * message quotes an argument whole (ARGS in core/limits.ts).
 */
import { ARGS, LIMITS } from '../core/limits.ts'
import { normalizeName } from '../core/search.ts'

export type ToolName = 'skill_search' | 'skill_load' | 'skill_ref'

/** What was wrong with the arguments; callers branch on this, never on the message's words. */
export type ProblemKind = 'not-json' | 'not-object' | 'unknown-key' | 'missing' | 'wrong-type' | 'out-of-range' | 'too-long' | 'too-many' | 'nul'

export interface Problem {
  ok: false
  kind: ProblemKind
  error: string
}

export type Read<T> = { ok: true; value: T } | Problem

export interface SearchRequest {
  query: string
  limit: number
  repo?: string
  namesOnly: boolean
  explain: boolean
  /** Set when the query was cut: the answer says so. */
  cutFrom?: number
}

export interface LoadRequest {
  /** Names, de-duplicated as the Router matches them (normalizeName), in the order given. */
  names: string[]
  /** Copy ids (repo/relpath, as search hits show them). */
  ids: string[]
  repo?: string
}

export interface RefRequest {
  name?: string
  id?: string
  path?: string
  list: boolean
  repo?: string
}

const KEYS: Record<ToolName, readonly string[]> = {
  skill_search: ['query', 'limit', 'repo', 'names_only', 'explain'],
  skill_load: ['name', 'names', 'id', 'repo'],
  skill_ref: ['name', 'id', 'path', 'list', 'repo'],
}

const EXAMPLES: Record<ToolName, string> = {
  skill_search: '{"query": "deploy to kubernetes"}',
  skill_load: '{"name": "pdf"} or {"names": ["pdf", "xlsx"]}',
  skill_ref: '{"name": "pdf", "list": true}',
}

function problem(kind: ProblemKind, error: string): Problem {
  return { ok: false, kind, error }
}

/** A short, one-line quote of untrusted text: at most `max` characters, JSON-quoted. */
export function preview(text: string, max: number = ARGS.echoChars): string {
  const head = text.length > max * 4 ? text.slice(0, max * 4) : text
  const oneLine = head.replace(/\s+/g, ' ')
  return JSON.stringify(oneLine.length > max ? oneLine.slice(0, max) + '…' : oneLine)
}

/** The arguments as an object (a JSON string is parsed), unknown keys refused. */
export function readObject(raw: unknown, tool: string, accepted?: readonly string[], example = '{}'): Read<Record<string, unknown>> {
  let value = raw
  if (typeof value === 'string') {
    const text = value.trim()
    if (text === '') return { ok: true, value: {} }
    try {
      value = JSON.parse(text)
    } catch {
      return problem('not-json', `${tool}: the arguments are not valid JSON (${preview(text)}). Send an object such as ${example}`)
    }
  }
  if (value === undefined || value === null) return { ok: true, value: {} }
  if (typeof value !== 'object' || Array.isArray(value)) {
    return problem('not-object', `${tool}: the arguments must be a JSON object, got ${Array.isArray(value) ? 'an array' : typeof value}. Send ${example}`)
  }
  const obj = value as Record<string, unknown>
  if (accepted) {
    const unknown = Object.keys(obj).filter((k) => !accepted.includes(k))
    if (unknown.length) {
      const shown = unknown.slice(0, 3).map((k) => preview(k, 24))
      return problem('unknown-key', `${tool}: unknown argument${unknown.length > 1 ? 's' : ''} ${shown.join(', ')}${unknown.length > 3 ? ` and ${unknown.length - 3} more` : ''}; it takes ${accepted.join(', ')}`)
    }
  }
  return { ok: true, value: obj }
}

/** An optional identifier-like string (repo, path, id): over `max` it is refused, never cut. */
function optionalString(obj: Record<string, unknown>, key: string, tool: string, max: number): Read<string | undefined> {
  const v = obj[key]
  if (v === undefined || v === null || v === '') return { ok: true, value: undefined }
  if (typeof v !== 'string') return problem('wrong-type', `${tool}: "${key}" must be a string, got ${Array.isArray(v) ? 'an array' : typeof v}`)
  if (v.length > max) return problem('too-long', `${tool}: "${key}" is ${v.length} characters (starts ${preview(v)}); at most ${max} are accepted. Send the ${key} as skill_search showed it`)
  if (v.includes('\u0000')) return problem('nul', `${tool}: "${key}" contains a NUL byte; remove it`)
  return { ok: true, value: v }
}

function optionalBool(obj: Record<string, unknown>, key: string): boolean {
  const v = obj[key]
  return v === true || v === 'true' || v === 1
}

function checkName(v: unknown, key: string, tool: string): Read<string> {
  if (typeof v !== 'string') return problem('wrong-type', `${tool}: "${key}" must hold skill names as strings, got ${Array.isArray(v) ? 'an array' : typeof v}`)
  if (v.length > ARGS.nameMaxChars) return problem('too-long', `${tool}: a name of ${v.length} characters (starts ${preview(v)}) is longer than any skill name (at most ${ARGS.nameMaxChars}). Send the name skill_search showed`)
  if (v.includes('\u0000')) return problem('nul', `${tool}: a name contains a NUL byte; remove it`)
  return { ok: true, value: v.trim() }
}

/** A limit in 1–40; a string number is accepted because transports stringify. */
function readLimit(obj: Record<string, unknown>): Read<number> {
  const v = obj['limit']
  if (v === undefined || v === null || v === '') return { ok: true, value: LIMITS.searchDefaultLimit }
  const n = typeof v === 'string' && v.length <= 8 ? Number(v) : v
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > LIMITS.searchMaxLimit) {
    const shown = typeof v === 'string' ? preview(v) : JSON.stringify(v)?.slice(0, ARGS.echoChars) ?? typeof v
    return problem('out-of-range', `skill_search: "limit" must be a whole number from 1 to ${LIMITS.searchMaxLimit}, got ${shown}`)
  }
  return { ok: true, value: n }
}

export function readSearch(raw: unknown): Read<SearchRequest> {
  const tool = 'skill_search'
  const args = readObject(raw, tool, KEYS[tool], EXAMPLES[tool])
  if (!args.ok) return args
  const q = args.value['query']
  if (typeof q !== 'string' || q.trim() === '') {
    return problem('missing', 'skill_search: "query" is required: a few words saying what the task needs, e.g. {"query": "fill pdf form"}')
  }
  const limit = readLimit(args.value)
  if (!limit.ok) return limit
  const repo = optionalString(args.value, 'repo', tool, ARGS.repoMaxChars)
  if (!repo.ok) return repo
  const req: SearchRequest = {
    query: q.length > LIMITS.queryMaxChars ? q.slice(0, LIMITS.queryMaxChars) : q,
    limit: limit.value,
    namesOnly: optionalBool(args.value, 'names_only'),
    explain: optionalBool(args.value, 'explain'),
  }
  if (q.length > LIMITS.queryMaxChars) req.cutFrom = q.length
  if (repo.value) req.repo = repo.value
  return { ok: true, value: req }
}

/**
 * Skill names from `name` and `names`, copy ids from `id`. `names` may be a real array, a JSON
 * array string, or a comma / semicolon / newline separated list (transports stringify arrays).
 */
export function readLoad(raw: unknown): Read<LoadRequest> {
  const tool = 'skill_load'
  const args = readObject(raw, tool, KEYS[tool], EXAMPLES[tool])
  if (!args.ok) return args
  const a = args.value
  const out: string[] = []
  const push = (v: unknown, key: string): Problem | undefined => {
    const n = checkName(v, key, tool)
    if (!n.ok) return n
    if (n.value) out.push(n.value)
    return undefined
  }
  const name = a['name']
  if (name !== undefined && name !== null && name !== '') {
    const bad = push(name, 'name')
    if (bad) return bad
  }
  let names = a['names']
  if (typeof names === 'string') {
    // Longer than the most names a call may take can hold: refused before it is split.
    const most = LIMITS.loadMaxNames * (ARGS.nameMaxChars + 2) + 2
    if (names.length > most) return problem('too-long', `skill_load: "names" is ${names.length} characters; ${LIMITS.loadMaxNames} names fit in ${most}. Send at most ${LIMITS.loadMaxNames} names, e.g. ["pdf", "xlsx"]`)
    const text = names.trim()
    if (text.startsWith('[')) {
      try {
        names = JSON.parse(text)
      } catch {
        return problem('not-json', `skill_load: "names" looks like a JSON array but does not parse (${preview(text)}); send ["a", "b"] or "a, b"`)
      }
    } else {
      names = text.split(/[,;\n]/)
    }
  }
  if (Array.isArray(names)) {
    if (names.length > ARGS.namesMaxEntries) return tooMany(names.length)
    for (const v of names) {
      const bad = push(v, 'names')
      if (bad) return bad
    }
  } else if (names !== undefined && names !== null && names !== '') {
    return problem('wrong-type', 'skill_load: "names" must be an array of names or a comma-separated string')
  }
  const id = optionalString(a, 'id', tool, ARGS.idMaxChars)
  if (!id.ok) return id
  const repo = optionalString(a, 'repo', tool, ARGS.repoMaxChars)
  if (!repo.ok) return repo
  // Names the Router would take for the same skill are one request (one normaliser: core's normalizeName).
  const unique = [...new Map(out.map((n) => [normalizeName(n), n])).values()]
  const ids = id.value ? [id.value.trim()] : []
  if (unique.length === 0 && ids.length === 0) {
    return problem('missing', 'skill_load: give "name" (one skill) or "names" (up to 8), e.g. {"name": "pdf"}. Call skill_search first if you do not know the name')
  }
  if (unique.length + ids.length > LIMITS.loadMaxNames) return tooMany(unique.length + ids.length)
  return { ok: true, value: { names: unique, ids, ...(repo.value ? { repo: repo.value } : {}) } }
}

function tooMany(n: number): Problem {
  return problem('too-many', `skill_load: at most ${LIMITS.loadMaxNames} names per call; you gave ${n}. Load the ones you need most, in calls of ${LIMITS.loadMaxNames} or fewer`)
}

export function readRef(raw: unknown): Read<RefRequest> {
  const tool = 'skill_ref'
  const args = readObject(raw, tool, KEYS[tool], EXAMPLES[tool])
  if (!args.ok) return args
  const a = args.value
  const name = a['name'] === undefined || a['name'] === null || a['name'] === '' ? undefined : checkName(a['name'], 'name', tool)
  if (name && !name.ok) return name
  const id = optionalString(a, 'id', tool, ARGS.idMaxChars)
  if (!id.ok) return id
  if (!name?.value && !id.value) return problem('missing', 'skill_ref: "name" is required, e.g. {"name": "pdf", "list": true} or {"name": "pdf", "path": "references/forms.md"}')
  const path = optionalString(a, 'path', tool, ARGS.pathMaxChars)
  if (!path.ok) return path
  const repo = optionalString(a, 'repo', tool, ARGS.repoMaxChars)
  if (!repo.ok) return repo
  const req: RefRequest = { list: optionalBool(a, 'list') || !path.value }
  if (name?.value) req.name = name.value
  if (id.value) req.id = id.value
  if (path.value) req.path = path.value
  if (repo.value) req.repo = repo.value
  return { ok: true, value: req }
}
