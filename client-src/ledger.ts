/**
 * The Skills ledger: which skills a session loaded or read, and what it searched for, computed
 * from session events as a pure function. No DOM, no host, no clock: the tab and the tests feed it
 * the same events.
 *
 * A *row* is one skill named by one call (`skill`, `skill_load`, `skill_ref`, directly or inside a
 * `run_code` program). Its identity is the event's `seq` plus the normalised skill name (the
 * `callId` stands in when `seq` is missing), so reading the same event twice, from two pages or
 * two window slides, never counts it twice. Calls are derived from rows: a call counts when at
 * least one row came from it.
 */
import { findEmbeddedCalls } from './embedded-calls.ts'
import { readResult, refStatus } from './results.ts'
import type { LoadStatus, ResultRecord, SearchOutcome } from './results.ts'

/** A session event as the window delivers it: `{ type, seq, time, data }`, `data` unchecked. */
export interface LedgerEvent {
  type: string
  seq?: number
  time?: number
  data?: unknown
}

/** The tools whose calls make load rows. `skill` is DSH's own skill tool. */
export type LoadTool = 'skill' | 'skill_load' | 'skill_ref'

/** One skill named by one call. */
export interface LoadRow {
  /** `<seq>:<normalised name>`, or `call:<callId>:<normalised name>` when the event has no seq. */
  key: string
  seq: number | undefined
  /** The name as the first call wrote it (what any action uses). */
  name: string
  normalised: string
  tool: LoadTool
  /** True when the call was made by a `run_code` program. */
  viaCode: boolean
  /** `skill_ref`: the file read, when one was named. */
  path?: string
  turn?: number
  time?: number
  /** Identities of the calls that produced this row (more than one only inside one program). */
  calls: string[]
  /** What the answer did for this skill; undefined while no result is in hand (running, or a run_code call). */
  status?: LoadStatus
  /** UTF-8 bytes this row put into the model's context: its skill block, or the whole skill_ref answer. */
  bytes?: number
  /** Why it was withheld or failed, as the answer said. */
  reason?: string
}

/** One `skill_search` call. */
export interface SearchRow {
  key: string
  seq: number | undefined
  query: string
  viaCode: boolean
  repo?: string
  turn?: number
  time?: number
  /** What the answer said (exact/partial/none, hit count, hit names); undefined while no result is in hand. */
  outcome?: SearchOutcome
  /** Hits of this search that a later call loaded or read, in hit order. */
  loadedAfter: string[]
  /** UTF-8 bytes of the answer. */
  bytes?: number
}

/** Everything the table shows about one skill, its rows folded together. */
export interface SkillLine {
  name: string
  normalised: string
  firstSeq: number | undefined
  lastSeq: number | undefined
  firstTurn?: number
  /** Rows from `skill` and `skill_load`. */
  loads: number
  /** Rows from `skill_ref`. */
  reads: number
  /** Files read through `skill_ref`, in first-read order. */
  paths: string[]
  tools: LoadTool[]
  viaCode: boolean
  /** Bytes its loads and reads put into the model's context (rows with a result only). */
  bytes: number
  /** Rows whose answer withheld it / failed to deliver it. */
  withheld: number
  failed: number
  /** The reason the last withheld or failed row gave. */
  reason?: string
}

/** Why the number of rows differs from the number of calls. Every field counts calls or rows. */
export interface RowCallGap {
  /** Calls that named more than one skill. */
  multiNameCalls: number
  /** Extra rows those calls made (rows beyond the first per call). */
  extraRows: number
  /** Names that repeated a row of the same event (one program loading a skill twice), kept once. */
  mergedRows: number
  /** Load-tool calls from which no skill name could be read (bad JSON, computed names). */
  unnamedCalls: number
}

export interface Ledger {
  /** Load rows in ascending `seq` (rows without a seq last, in arrival order). rows = calls + gap.extraRows − gap.mergedRows. */
  rows: LoadRow[]
  /** Searches in ascending `seq`. */
  searches: SearchRow[]
  /** One line per distinct skill, ordered by the first row that named it. */
  skills: SkillLine[]
  /** Calls that produced at least one row. */
  calls: number
  gap: RowCallGap
  /** Bytes every skill_load / skill_ref answer put into the model's context (whole answers). */
  contextBytes: number
  /** Bytes of the skill_search answers. */
  searchBytes: number
}

/**
 * The tool a call name stands for: the exact name, or one of ours behind a namespace prefix
 * (`mcp__router__skill_load`, `router.skill_ref`). Bare `skill` matches only exactly, so that a
 * neighbour's `find_skill` is not mistaken for it.
 */
export function toolKind(name: unknown): LoadTool | 'skill_search' | 'run_code' | undefined {
  if (typeof name !== 'string') return undefined
  const n = name.trim()
  if (n === 'skill' || n === 'run_code') return n
  for (const t of ['skill_load', 'skill_ref', 'skill_search'] as const) {
    if (n === t || n.endsWith('__' + t) || n.endsWith('.' + t) || n.endsWith(':' + t) || n.endsWith('/' + t)) return t
  }
  return undefined
}

/** The key two spellings of one skill share: NFKC, trimmed, lower case, spaces and `_` as `-`. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-{2,}/g, '-')
}

/**
 * Tool arguments as an object, whatever shape they arrived in: the raw JSON string DSH stores, an
 * object (compact records), a JSON string inside a string, or broken JSON. Never throws; `{}`
 * when nothing object-like can be read. Broken JSON still yields its literal `"key": "value"` pairs.
 */
export function parseArguments(raw: unknown): Record<string, unknown> {
  let value = raw
  for (let depth = 0; depth < 3 && typeof value === 'string'; depth++) {
    const text = value.trim()
    if (text === '') return {}
    try {
      value = JSON.parse(text)
    } catch {
      return salvage(text)
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  return {}
}

/** Literal `"key": "value"` and `"key": ["a", …]` pairs from text that is not valid JSON. */
function salvage(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const m of text.matchAll(/"(name|names|path|query|repo|code)"\s*:\s*("(?:[^"\\]|\\.)*"|\[[^\]]*\])/g)) {
    const key = m[1] as string
    if (key in out) continue
    try {
      out[key] = JSON.parse(m[2] as string)
    } catch {
      // An unterminated value: leave the key out.
    }
  }
  return out
}

/**
 * Skill names a call's arguments carry, in the order written, each once (by normalised name):
 * `name` and `names`; either may be a string, a JSON array in a string, a comma / semicolon /
 * newline separated list, or an array. Non-string entries are skipped.
 */
export function namesFrom(args: Record<string, unknown>): string[] {
  const out = new Map<string, string>()
  const add = (v: unknown): void => {
    if (Array.isArray(v)) {
      for (const item of v) if (typeof item === 'string') add(item)
      return
    }
    if (typeof v !== 'string') return
    const text = v.trim()
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text)
        if (Array.isArray(parsed)) return add(parsed)
      } catch {
        // Not a JSON array after all: split it as a list below, brackets stripped.
      }
    }
    for (const part of text.replace(/^\[|\]$/g, '').split(/[,;\n]/)) {
      const name = part.trim().replace(/^["'`]+|["'`]+$/g, '').trim()
      if (name && !out.has(normaliseName(name))) out.set(normaliseName(name), name)
    }
  }
  add(args['name'])
  add(args['names'])
  return [...out.values()]
}

/** One call the ledger counts, before it becomes rows. */
interface CallRecord {
  id: string
  seq: number | undefined
  /** Sort position inside one event (program order of embedded calls). */
  sub: number
  tool: LoadTool | 'skill_search'
  args: Record<string, unknown>
  viaCode: boolean
  turn?: number
  time?: number
  /** The call id results pair with; direct calls only. */
  callId?: string
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined)

/**
 * Every load or search call in `events`, direct or from a `run_code` program. A program's calls
 * come from its `tool/code-dispatch-start` events when the window holds any (they carry the real
 * arguments, computed names included), otherwise from the program text.
 */
export function collectCalls(events: Iterable<LedgerEvent>): CallRecord[] {
  const calls: CallRecord[] = []
  const programs: { event: LedgerEvent; data: Record<string, unknown> }[] = []
  const dispatched = new Set<string>()
  const seenSub = new Set<string>()
  for (const event of events) {
    if (!event || typeof event !== 'object') continue
    const data = event.data && typeof event.data === 'object' ? (event.data as Record<string, unknown>) : {}
    const seq = num(event.seq)
    const time = num(event.time)
    if (event.type === 'tool/call') {
      const kind = toolKind(data['name'])
      if (!kind) continue
      const turn = num(data['turn'])
      if (kind === 'run_code') {
        programs.push({ event, data })
        continue
      }
      calls.push({ id: seq !== undefined ? String(seq) : 'call:' + String(data['callId']), seq, sub: 0, tool: kind, args: parseArguments(data['arguments']), viaCode: false, turn, time, callId: str(data['callId']) })
    } else if (event.type === 'tool/code-dispatch-start' || event.type === 'tool/code-dispatch') {
      const root = str(data['rootCallId']) ?? str(data['parentCallId'])
      if (root) dispatched.add(root)
      const kind = toolKind(data['name'])
      if (!kind || kind === 'run_code') continue
      // The start and the settle event describe the same sub-call; count it once, at the start.
      const subId = str(data['subCallId']) ?? `${root}:${seq}`
      if (seenSub.has(subId)) continue
      seenSub.add(subId)
      calls.push({ id: seq !== undefined ? String(seq) : 'call:' + subId, seq, sub: 0, tool: kind, args: parseArguments(data['arguments']), viaCode: true, time })
    }
  }
  for (const { event, data } of programs) {
    const callId = str(data['callId'])
    if (callId && dispatched.has(callId)) continue
    const seq = num(event.seq)
    const args = parseArguments(data['arguments'])
    const code = typeof args['code'] === 'string' ? args['code'] : typeof data['arguments'] === 'string' ? data['arguments'].replace(/\\"/g, '"') : ''
    const found = findEmbeddedCalls(code, (t) => toolKind(t) !== undefined && toolKind(t) !== 'run_code')
    found.forEach((c, i) => {
      const kind = toolKind(c.tool) as LoadTool | 'skill_search'
      const base = seq !== undefined ? String(seq) : 'call:' + String(callId)
      calls.push({ id: `${base}#${i}`, seq, sub: i + 1, tool: kind, args: c.args, viaCode: true, turn: num(data['turn']), time: num(event.time) })
    })
  }
  return calls.sort(bySeq)
}

function bySeq(a: { seq: number | undefined; sub: number }, b: { seq: number | undefined; sub: number }): number {
  if (a.seq === undefined || b.seq === undefined) return a.seq === undefined ? (b.seq === undefined ? 0 : 1) : -1
  return a.seq - b.seq || a.sub - b.sub
}

/** Results by call id, from compacted or raw `tool/result` events. */
function resultsOf(events: Iterable<LedgerEvent>): Map<string, ResultRecord> {
  const out = new Map<string, ResultRecord>()
  for (const event of events) {
    if (!event || event.type !== 'tool/result') continue
    const result = resultOfEvent(event)
    if (result) out.set(result.callId, result)
  }
  return out
}

function resultOfEvent(event: LedgerEvent): ResultRecord | undefined {
  const data = event.data && typeof event.data === 'object' ? (event.data as Record<string, unknown>) : undefined
  const kept = data?.['result'] as ResultRecord | undefined
  if (kept && typeof kept === 'object' && typeof kept.callId === 'string') return kept
  return readResult(data)
}

/** The ledger of `events`: rows, searches, one line per skill, the call count and the row/call gap. */
export function buildLedger(input: Iterable<LedgerEvent>): Ledger {
  const events = [...input]
  const results = resultsOf(events)
  const rows = new Map<string, LoadRow & { sub: number }>()
  const searches: (SearchRow & { sub: number })[] = []
  const gap: RowCallGap = { multiNameCalls: 0, extraRows: 0, mergedRows: 0, unnamedCalls: 0 }
  let contextBytes = 0
  let searchBytes = 0
  for (const call of collectCalls(events)) {
    const result = call.callId ? results.get(call.callId) : undefined
    if (call.tool === 'skill_search') {
      const query = str(call.args['query']) ?? str(call.args['q']) ?? ''
      if (result) searchBytes += result.bytes
      searches.push({
        key: call.id, seq: call.seq, sub: call.sub, query, viaCode: call.viaCode, repo: str(call.args['repo']), turn: call.turn, time: call.time,
        outcome: result ? (result.search ?? { kind: result.error !== undefined || result.isError ? 'error' : 'none', total: 0, hits: [] }) : undefined,
        loadedAfter: [],
        bytes: result?.bytes,
      })
      continue
    }
    if (result) contextBytes += result.bytes
    const names = namesFrom(call.args)
    if (names.length === 0) {
      gap.unnamedCalls++
      continue
    }
    if (names.length > 1) {
      gap.multiNameCalls++
      gap.extraRows += names.length - 1
    }
    const path = call.tool === 'skill_ref' ? str(call.args['path']) : undefined
    for (const name of names) {
      const normalised = normaliseName(name)
      // Embedded calls of one program share its seq (or callId), so their rows merge per name.
      const key = (call.seq !== undefined ? String(call.seq) : call.id.replace(/#\d+$/, '')) + ':' + normalised
      const existing = rows.get(key)
      if (existing) {
        existing.calls.push(call.id)
        gap.mergedRows++
        continue
      }
      rows.set(key, { key, seq: call.seq, sub: call.sub, name, normalised, tool: call.tool, viaCode: call.viaCode, path, turn: call.turn, time: call.time, calls: [call.id], ...outcomeFor(call.tool, normalised, names.length, result) })
    }
  }
  const ordered = [...rows.values()].sort(bySeq).map(({ sub: _sub, ...row }) => row)
  const calls = new Set(ordered.flatMap((r) => r.calls)).size
  const sortedSearches = searches.sort(bySeq).map(({ sub: _sub, ...s }) => s)
  for (const search of sortedSearches) search.loadedAfter = loadedAfter(search, ordered)
  return { rows: ordered, searches: sortedSearches, skills: skillLines(ordered), calls, gap, contextBytes, searchBytes }
}

/** Status, bytes and reason of one name in a load or read answer; empty while no answer is in hand. */
function outcomeFor(tool: LoadTool, normalised: string, named: number, result: ResultRecord | undefined): Pick<LoadRow, 'status' | 'bytes' | 'reason'> {
  if (!result) return {}
  if (tool === 'skill_ref') {
    const ref = refStatus(result)
    return { status: ref.status, bytes: result.bytes, ...(ref.reason ? { reason: ref.reason } : {}) }
  }
  const part = result.loads.find((p) => normaliseName(p.name) === normalised)
  if (part) return { status: part.status, bytes: part.status === 'loaded' ? part.bytes : 0, ...(part.reason ? { reason: part.reason } : {}) }
  // DSH's own `skill` tool answers with the body alone: the whole answer is that one skill.
  if (tool === 'skill' && named === 1) return result.isError || result.error !== undefined ? { status: 'failed', bytes: 0, reason: result.error } : { status: 'loaded', bytes: result.bytes }
  if (result.error !== undefined) return { status: /\bwithheld\b/i.test(result.error) ? 'withheld' : 'failed', bytes: 0, reason: result.error }
  if (result.isError) return { status: 'failed', bytes: 0 }
  // An answer in no format we know (another host's tool of the same name): its size when it names
  // one skill, no verdict.
  return named === 1 ? { bytes: result.bytes } : {}
}

/** The hits of `search` that a load or read after it named, in hit order. */
function loadedAfter(search: SearchRow, rows: LoadRow[]): string[] {
  const hits = search.outcome?.hits ?? []
  if (!hits.length) return []
  const later = new Set(rows.filter((r) => search.seq === undefined || r.seq === undefined || r.seq > search.seq).map((r) => r.normalised))
  return hits.filter((h) => later.has(normaliseName(h)))
}

function skillLines(rows: LoadRow[]): SkillLine[] {
  const lines = new Map<string, SkillLine>()
  for (const row of rows) {
    let line = lines.get(row.normalised)
    if (!line) {
      line = { name: row.name, normalised: row.normalised, firstSeq: row.seq, lastSeq: row.seq, firstTurn: row.turn, loads: 0, reads: 0, paths: [], tools: [], viaCode: false, bytes: 0, withheld: 0, failed: 0 }
      lines.set(row.normalised, line)
    }
    line.lastSeq = row.seq ?? line.lastSeq
    if (row.tool === 'skill_ref') line.reads++
    else line.loads++
    if (row.path && !line.paths.includes(row.path)) line.paths.push(row.path)
    if (!line.tools.includes(row.tool)) line.tools.push(row.tool)
    line.viaCode ||= row.viaCode
    line.bytes += row.bytes ?? 0
    if (row.status === 'withheld') line.withheld++
    if (row.status === 'failed') line.failed++
    if ((row.status === 'withheld' || row.status === 'failed') && row.reason) line.reason = row.reason
  }
  return [...lines.values()]
}

/** Whether a session event can contribute to the ledger; the reader keeps only these. */
export function isLedgerEvent(event: LedgerEvent): boolean {
  if (event.type === 'tool/code-dispatch-start' || event.type === 'tool/code-dispatch' || event.type === 'tool/result') return true
  if (event.type !== 'tool/call') return false
  const data = event.data && typeof event.data === 'object' ? (event.data as Record<string, unknown>) : {}
  return toolKind(data['name']) !== undefined
}

/**
 * The event as the tab keeps it: our calls and code dispatches whole; a `tool/result` as its
 * measured record (size, search outcome, load parts), not its text; every other event as its type,
 * seq, time and turn. Idempotent: a compact event comes back as it is.
 */
export function compactEvent(event: LedgerEvent): LedgerEvent {
  if (!event || typeof event !== 'object') return event
  const base: LedgerEvent = { type: event.type }
  if (event.seq !== undefined) base.seq = event.seq
  if (event.time !== undefined) base.time = event.time
  const data = event.data && typeof event.data === 'object' ? (event.data as Record<string, unknown>) : undefined
  if (event.type === 'tool/result') {
    const result = resultOfEvent(event)
    return result ? { ...base, data: { result } } : base
  }
  if (isLedgerEvent(event)) return event
  const turn = num(data?.['turn'])
  return turn === undefined ? base : { ...base, data: { turn } }
}
