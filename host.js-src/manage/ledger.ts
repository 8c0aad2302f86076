/**
 * The lifecycle ledger (SPEC §8): append-only JSON Lines, one event a line. Pure: parsing, the
 * reducer that turns events into per-(scope, name) records, and compaction.
 *
 * The version chain of a skill is a stack. A write whose content differs from the top pushes a new
 * version; `rollback` pops the top, so the skill returns to the previous *distinct* content (and a
 * second rollback goes one further back); `tombstone` pushes a deletion marker, which a rollback
 * pops like any other entry. Clean uses and flags belong to one stack entry, so a rollback to a
 * version that had already proven itself restores it as it was.
 */
import { MANAGE } from '../core/limits.ts'
import type { Severity, Waiver } from '../guard/index.ts'

export type Scope = 'project' | 'global'
export type State = 'quarantined' | 'active' | 'global' | 'deleted'
/** 'reviewer': the background skill reviewer (issue 16), an agent the user did not direct. */
export type Actor = 'agent' | 'human' | 'reviewer'
export type VersionOp = 'create' | 'edit' | 'patch' | 'write_file' | 'remove_file' | 'human-edit' | 'promote' | 'compacted'

export interface FindingNote {
  ruleId: string
  severity: Severity
  file: string
  line: number
}

interface Base {
  v: 1
  scope: Scope
  name: string
  at: number
}

export interface VersionEvent extends Base {
  t: 'version'
  op: VersionOp
  by: Actor
  /** sha256 of the canonical manifest: the version's identity. */
  version: string
  /** Relative path → sha256 of that file's UTF-8 text (SKILL.md included). */
  files: Record<string, string>
  /** Folder of the skill under `learned/`, e.g. `deploy-notes` or `ops/deploy-notes`. */
  relpath: string
  /** Project that wrote it (quarantined versions are visible there only). */
  project?: string
  session?: string
  verdict: 'safe' | 'caution'
  findings?: FindingNote[]
  /** A create that overrode the near-duplicate check (force_new): the writer's reason. */
  forceNew?: string
  /** Only in compacted ledgers: the entry's clean sessions and flags so far. */
  uses?: string[]
  flags?: number
}

export interface RollbackEvent extends Base {
  t: 'rollback'
  by: Actor
  /** The version now on top (what the skill was restored to), or 'tombstone'. */
  version: string
  /** The version (or 'tombstone') that was undone. */
  undone: string
}

export interface TombstoneEvent extends Base {
  t: 'tombstone'
  by: Actor
  session?: string
}

export interface UseEvent extends Base {
  t: 'use'
  version: string
  session: string
}

export interface FlagEvent extends Base {
  t: 'flag'
  version: string
  session?: string
  reason: string
  findings?: FindingNote[]
}

export interface WaiveEvent extends Base {
  t: 'waive'
  waiver: Waiver
}

/** Project record: the version a person promoted to the global store. */
export interface PromotedEvent extends Base {
  t: 'promoted'
  version: string
}

export type LedgerEvent = VersionEvent | RollbackEvent | TombstoneEvent | UseEvent | FlagEvent | WaiveEvent | PromotedEvent

export interface VersionEntry {
  kind: 'version'
  version: string
  files: Record<string, string>
  relpath: string
  op: VersionOp
  by: Actor
  at: number
  project?: string
  verdict: 'safe' | 'caution'
  findings: FindingNote[]
  cleanSessions: string[]
  flags: number
}

export interface TombstoneEntry {
  kind: 'tombstone'
  at: number
  by: Actor
}

export type StackEntry = VersionEntry | TombstoneEntry

export interface SkillRecord {
  scope: Scope
  name: string
  stack: StackEntry[]
  waivers: Waiver[]
  promotedVersion?: string
  /** Time of the last event. */
  at: number
  events: number
}

export interface ParsedLedger {
  events: LedgerEvent[]
  /** Lines that did not parse (a torn last line after a crash, or damage); skipped. */
  skipped: { line: number; reason: string }[]
}

const TYPES = new Set(['version', 'rollback', 'tombstone', 'use', 'flag', 'waive', 'promoted'])

function shapeError(e: Record<string, unknown>): string | undefined {
  if (e['v'] !== 1) return 'unknown ledger format version'
  if (typeof e['t'] !== 'string' || !TYPES.has(e['t'])) return 'unknown event type'
  if (e['scope'] !== 'project' && e['scope'] !== 'global') return 'bad scope'
  if (typeof e['name'] !== 'string' || !e['name']) return 'missing name'
  if (typeof e['at'] !== 'number') return 'missing time'
  switch (e['t']) {
    case 'version':
      if (typeof e['version'] !== 'string' || typeof e['relpath'] !== 'string' || !e['files'] || typeof e['files'] !== 'object') return 'incomplete version event'
      break
    case 'rollback':
      if (typeof e['version'] !== 'string' || typeof e['undone'] !== 'string') return 'incomplete rollback event'
      break
    case 'use':
      if (typeof e['version'] !== 'string' || typeof e['session'] !== 'string') return 'incomplete use event'
      break
    case 'flag':
    case 'promoted':
      if (typeof e['version'] !== 'string') return `incomplete ${e['t']} event`
      break
    case 'waive': {
      const w = e['waiver'] as Record<string, unknown> | undefined
      if (!w || typeof w['ruleId'] !== 'string' || typeof w['file'] !== 'string' || typeof w['contentSha256'] !== 'string') return 'incomplete waive event'
      break
    }
  }
  return undefined
}

/** Reads ledger text: every complete, well-formed line; torn or damaged lines are skipped and counted. */
export function parseLedger(text: string): ParsedLedger {
  const events: LedgerEvent[] = []
  const skipped: ParsedLedger['skipped'] = []
  const lines = text.split('\n')
  lines.forEach((raw, i) => {
    const line = raw.trim()
    if (!line) return
    const isLast = i === lines.length - 1
    if (line.length > MANAGE.ledgerLineMaxChars) {
      skipped.push({ line: i + 1, reason: 'line too long' })
      return
    }
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      skipped.push({ line: i + 1, reason: isLast ? 'torn last line (a write was interrupted)' : 'not JSON' })
      return
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      skipped.push({ line: i + 1, reason: 'not an object' })
      return
    }
    const why = shapeError(value as Record<string, unknown>)
    if (why) {
      skipped.push({ line: i + 1, reason: why })
      return
    }
    events.push(value as LedgerEvent)
  })
  return { events, skipped }
}

export function serializeEvent(e: LedgerEvent): string {
  return JSON.stringify(e) + '\n'
}

export const keyOf = (scope: Scope, name: string) => `${scope}\u0000${name}`

export function top(record: SkillRecord): StackEntry | undefined {
  return record.stack[record.stack.length - 1]
}

export function topVersion(record: SkillRecord): VersionEntry | undefined {
  const t = top(record)
  return t?.kind === 'version' ? t : undefined
}

/** Applies events in order; latest wins per (scope, name). Events that do not fit the record are ignored. */
export function reduceLedger(events: readonly LedgerEvent[]): Map<string, SkillRecord> {
  const records = new Map<string, SkillRecord>()
  for (const e of events) {
    const key = keyOf(e.scope, e.name)
    let r = records.get(key)
    if (!r) {
      r = { scope: e.scope, name: e.name, stack: [], waivers: [], at: e.at, events: 0 }
      records.set(key, r)
    }
    r.events++
    r.at = Math.max(r.at, e.at)
    const head = top(r)
    switch (e.t) {
      case 'version': {
        if (head?.kind === 'version' && head.version === e.version) break
        r.stack.push({
          kind: 'version',
          version: e.version,
          files: { ...e.files },
          relpath: e.relpath,
          op: e.op,
          by: e.by,
          at: e.at,
          ...(e.project ? { project: e.project } : {}),
          verdict: e.verdict === 'caution' ? 'caution' : 'safe',
          findings: Array.isArray(e.findings) ? e.findings : [],
          cleanSessions: Array.isArray(e.uses) ? [...new Set(e.uses)] : [],
          flags: typeof e.flags === 'number' ? e.flags : 0,
        })
        break
      }
      case 'tombstone':
        if (head && head.kind !== 'tombstone') r.stack.push({ kind: 'tombstone', at: e.at, by: e.by })
        break
      case 'rollback':
        if (r.stack.length >= 2) r.stack.pop()
        break
      case 'use':
        if (head?.kind === 'version' && head.version === e.version && !head.cleanSessions.includes(e.session)) head.cleanSessions.push(e.session)
        break
      case 'flag':
        if (head?.kind === 'version' && head.version === e.version) head.flags++
        break
      case 'waive':
        if (!r.waivers.some((w) => sameWaiver(w, e.waiver))) r.waivers.push(e.waiver)
        // A person looked at it: earlier flags on the current version are forgiven.
        if (head?.kind === 'version' && Object.values(head.files).includes(e.waiver.contentSha256)) head.flags = 0
        break
      case 'promoted':
        r.promotedVersion = e.version
        break
    }
  }
  return records
}

function sameWaiver(a: Waiver, b: Waiver): boolean {
  return a.ruleId === b.ruleId && a.file === b.file && a.line === b.line && a.contentSha256 === b.contentSha256
}

/** The lifecycle state of a record (SPEC §8). */
export function stateOf(record: SkillRecord): State {
  const head = top(record)
  if (!head || head.kind === 'tombstone') return 'deleted'
  if (record.scope === 'global') return 'global'
  return head.flags === 0 && head.cleanSessions.length >= MANAGE.cleanSessionsToActivate ? 'active' : 'quarantined'
}

/**
 * A ledger that reduces to the same records: per record its version chain (with each entry's
 * clean sessions and flags), the waivers still tied to content in the chain, and the promotion.
 */
export function compactEvents(records: Iterable<SkillRecord>): LedgerEvent[] {
  const out: LedgerEvent[] = []
  const sorted = [...records].sort((a, b) => (a.scope + a.name < b.scope + b.name ? -1 : 1))
  for (const r of sorted) {
    const base = { v: 1 as const, scope: r.scope, name: r.name }
    // Waivers first: replayed on an empty stack they forgive nothing, so each entry keeps its flags.
    const live = new Set(r.stack.flatMap((s) => (s.kind === 'version' ? Object.values(s.files) : [])))
    const firstAt = r.stack[0]?.at ?? r.at
    for (const w of r.waivers) if (live.has(w.contentSha256)) out.push({ ...base, t: 'waive', at: firstAt, waiver: w })
    for (const entry of r.stack) {
      if (entry.kind === 'tombstone') {
        out.push({ ...base, t: 'tombstone', at: entry.at, by: entry.by })
        continue
      }
      const e: VersionEvent = {
        ...base,
        t: 'version',
        at: entry.at,
        op: entry.op,
        by: entry.by,
        version: entry.version,
        files: entry.files,
        relpath: entry.relpath,
        verdict: entry.verdict,
        uses: entry.cleanSessions,
        flags: entry.flags,
      }
      if (entry.project) e.project = entry.project
      if (entry.findings.length) e.findings = entry.findings
      out.push(e)
    }
    if (r.promotedVersion) out.push({ ...base, t: 'promoted', at: r.at, version: r.promotedVersion })
  }
  return out
}
