import { DISCOVERY } from '../core/limits.ts'
import type { Candidate } from './candidates.ts'

/** The message shape DSH's log accepts (HOST-CONTRACT §6): fresh id, role user, text blocks, a source kind. */
export interface HintMessage {
  id: string
  role: 'user'
  content: { type: 'text'; text: string }[]
  source: { kind: 'skill-router' }
}

/** Description cut for the hint: one line, at most `max` characters, an ellipsis when cut. */
export function cutDescription(text: string, max: number = DISCOVERY.hintDescriptionChars): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? line.slice(0, max - 1).trimEnd() + '…' : line
}

/**
 * The hint the model reads: candidate names with their real descriptions, cut short, and an
 * explicit permission to ignore them. Never a body: choosing and loading stay with the agent.
 */
export function renderHint(candidates: readonly Pick<Candidate, 'name' | 'description'>[], max: number = DISCOVERY.hintDescriptionChars): string {
  const entries = candidates.map((c) => {
    const d = cutDescription(c.description, max)
    return d ? `${c.name} (${d})` : c.name
  })
  return (
    `The skill library has entries that look related to this task: ${entries.join('; ')}.\n` +
    'If one fits, skill_load it by name; if none does, disregard this note and go on as you would.'
  )
}

/** Wraps the text as a new user message with a fresh id; every hint gets its own. */
export function hintMessage(text: string, id: string): HintMessage {
  return { id, role: 'user', content: [{ type: 'text', text }], source: { kind: 'skill-router' } }
}

/**
 * The user's task: the text blocks of the claimed messages whose source is the user. Plugin
 * messages (runtime snapshots, catalogs, earlier hints) are not the task.
 */
export function taskText(messages: unknown): string {
  if (!Array.isArray(messages)) return ''
  const parts: string[] = []
  for (const m of messages) {
    const msg = m as { role?: unknown; source?: { kind?: unknown }; content?: unknown }
    if (!msg || msg.role !== 'user' || msg.source?.kind !== 'user' || !Array.isArray(msg.content)) continue
    for (const block of msg.content) {
      const b = block as { type?: unknown; text?: unknown }
      if (b && b.type === 'text' && typeof b.text === 'string') parts.push(b.text)
    }
  }
  return parts.join('\n')
}

/** True when a session's events already hold a skill-router message (a hint from an earlier turn or process). */
export function historyHasHint(events: unknown): boolean {
  if (!Array.isArray(events)) return false
  for (const e of events) {
    const ev = e as { type?: unknown; data?: { source?: { kind?: unknown } } }
    if (ev && ev.type === 'user/message' && ev.data?.source?.kind === 'skill-router') return true
  }
  return false
}

/** UTF-8 byte length of a string (what hintBytes reports). */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length
}
