/**
 * What the reviewer reads from a DSH session (loose shapes; the plugin imports nothing from DSH):
 * the model route the session used, its conversation as bounded text, and the skills it loaded
 * or wrote. Never throws: a session without a part gives an empty answer.
 */
import { REVIEW } from '../core/limits.ts'

type Json = Record<string, unknown>

export interface SessionEvent {
  type?: unknown
  data?: unknown
}

export interface SessionLike {
  id?: unknown
  header?: { cwd?: unknown; id?: unknown; [k: string]: unknown }
  events?: readonly SessionEvent[]
  requestHeader?: () => unknown
  requestContext?: () => unknown
  deriveMessages?: () => unknown
  append?: (type: string, data: unknown) => unknown
}

export interface Route {
  provider: string
  model: string
}

function obj(v: unknown): Json | undefined {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : undefined
}

function routeOf(v: unknown): Route | undefined {
  const o = obj(v)
  const provider = o?.['provider']
  const model = o?.['model']
  return typeof provider === 'string' && provider && typeof model === 'string' && model ? { provider, model } : undefined
}

function attempt<T>(f: () => T): T | undefined {
  try {
    return f()
  } catch {
    return undefined
  }
}

/** The provider/model the session's last request went to, as DSH logged it (request/header, request/context). */
export function sessionRoute(session: SessionLike): Route | undefined {
  const header = typeof session.requestHeader === 'function' ? attempt(() => session.requestHeader!()) : undefined
  const fromHeader = routeOf(obj(header)?.['config'])
  if (fromHeader) return fromHeader
  const context = typeof session.requestContext === 'function' ? attempt(() => session.requestContext!()) : undefined
  if (routeOf(context)) return routeOf(context)
  const events = session.events ?? []
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!
    if (e.type === 'request/context' && routeOf(e.data)) return routeOf(e.data)
    if (e.type === 'request/header' && routeOf(obj(obj(e.data)?.['header'])?.['config'])) return routeOf(obj(obj(e.data)?.['header'])?.['config'])
  }
  return undefined
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)} …[${text.length - max} more characters]` : text
}

function blockText(block: unknown, max: number): string {
  const b = obj(block)
  if (!b) return ''
  switch (b['type']) {
    case 'text':
      return typeof b['text'] === 'string' ? b['text'] : ''
    case 'tool-call': {
      const args = typeof b['arguments'] === 'string' ? b['arguments'] : JSON.stringify(b['arguments'] ?? {})
      return `[calls ${String(b['name'] ?? 'tool')} ${clip(args, max)}]`
    }
    case 'tool-result': {
      const inner = Array.isArray(b['content']) ? b['content'].map((c) => blockText(c, max)).join('\n') : ''
      return `[tool result${b['isError'] ? ', an error' : ''}] ${inner}`
    }
    default:
      return ''
  }
}

function messagesOf(session: SessionLike): unknown[] {
  const derived = typeof session.deriveMessages === 'function' ? attempt(() => session.deriveMessages!()) : undefined
  if (Array.isArray(derived)) return derived
  const out: unknown[] = []
  for (const e of session.events ?? []) {
    if (e.type === 'user/message') out.push(e.data)
    else if (e.type === 'assistant/message' || e.type === 'tool/result') out.push(obj(e.data)?.['message'])
  }
  return out
}

/**
 * The conversation as plain text, newest part kept: each message shortened to
 * REVIEW.messageMaxChars, the whole to REVIEW.transcriptMaxChars (older messages dropped first).
 */
export function transcriptOf(session: SessionLike, maxChars: number = REVIEW.transcriptMaxChars): { text: string; messages: number; dropped: number } {
  const lines: string[] = []
  for (const m of messagesOf(session)) {
    const msg = obj(m)
    if (!msg || !Array.isArray(msg['content'])) continue
    const source = obj(msg['source'])
    const who = msg['role'] === 'assistant' ? 'agent' : source?.['kind'] === 'tool' ? 'tool' : source?.['kind'] === 'user' ? 'user' : 'context'
    const text = msg['content'].map((b) => blockText(b, REVIEW.messageMaxChars)).filter(Boolean).join('\n')
    if (text) lines.push(`${who}: ${clip(text, REVIEW.messageMaxChars)}`)
  }
  let total = 0
  let start = lines.length
  while (start > 0 && total + lines[start - 1]!.length + 2 <= maxChars) total += lines[--start]!.length + 2
  return { text: lines.slice(start).join('\n\n'), messages: lines.length, dropped: start }
}

const SKILL_TOOLS = new Set(['skill_load', 'skill_ref', 'skill_manage'])

/** Names of the skills the session loaded, read from, or wrote (skill_load / skill_ref / skill_manage calls). */
export function linkedSkills(session: SessionLike): string[] {
  const out = new Set<string>()
  for (const e of session.events ?? []) {
    if (e.type !== 'tool/call') continue
    const d = obj(e.data)
    if (!d || typeof d['name'] !== 'string' || !SKILL_TOOLS.has(d['name'])) continue
    let args: unknown = d['arguments']
    if (typeof args === 'string') args = attempt(() => JSON.parse(args as string))
    const a = obj(args)
    if (!a) continue
    if (typeof a['name'] === 'string') out.add(a['name'].toLowerCase())
    if (Array.isArray(a['names'])) for (const n of a['names'].slice(0, 16)) if (typeof n === 'string') out.add(n.toLowerCase())
  }
  return [...out].filter((n) => n.length <= 64)
}
