/**
 * What a tool result put into the model's context, read from a `tool/result` event: its call id,
 * its text, and its size. Then what that text says, for our three tools: how many hits a search
 * had and of which kind, which skills a load delivered, withheld or failed to load.
 *
 * The text is exactly what the model read (router/render.ts writes it), so parsing it measures
 * what the session paid for, on every host and every adapter alike.
 */
import { CONTEXT_COST } from '../host.js-src/core/limits.ts'

/**
 * A `tool/result` as the ledger keeps it: its size and what its text says, read once when the
 * event arrives, so the (possibly large) text itself is not kept.
 */
export interface ResultRecord {
  callId: string
  /** UTF-8 bytes of the text the model read. */
  bytes: number
  isError: boolean
  /** Set when the text reads as a skill_search answer. */
  search?: SearchOutcome
  /** Skill blocks and load errors, when the text reads as a skill_load answer. */
  loads: LoadPart[]
  /** The first `Error: …` line of the answer, cut to CONTEXT_COST.reasonChars. */
  error?: string
}

/** UTF-8 byte length of `text`, counted without TextEncoder (the script may load before one exists). */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) bytes += 1
    else if (c < 0x800) bytes += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

/** Text blocks of a result message, in order, whatever host shape it came in; depth-bounded. */
function textsOf(value: unknown, out: string[], depth = 0): void {
  if (depth > 6 || value === null || value === undefined) return
  if (typeof value === 'string') return
  if (Array.isArray(value)) {
    for (const item of value) textsOf(item, out, depth + 1)
    return
  }
  if (typeof value !== 'object') return
  const block = value as Record<string, unknown>
  if (block['type'] === 'text' && typeof block['text'] === 'string') {
    out.push(block['text'])
    return
  }
  if (Array.isArray(block['content'])) textsOf(block['content'], out, depth + 1)
  else if (typeof block['content'] === 'string') out.push(block['content'])
}

/**
 * The call id and text of a `tool/result` event's data: DSH 0.1.0-rc.8 writes
 * `{ message: { content: [{ type: 'tool-result', toolCallId, content: [...], isError }], source: { callId } } }`;
 * older logs `{ message: { callId, content: [{ type: 'text', text }] } }`. Undefined when no call id.
 */
export function readResult(data: unknown): ResultRecord | undefined {
  if (!data || typeof data !== 'object') return undefined
  const d = data as Record<string, unknown>
  const message = (d['message'] && typeof d['message'] === 'object' ? d['message'] : {}) as Record<string, unknown>
  const content = Array.isArray(message['content']) ? (message['content'] as unknown[]) : []
  const first = (content[0] && typeof content[0] === 'object' ? content[0] : {}) as Record<string, unknown>
  const source = (message['source'] && typeof message['source'] === 'object' ? message['source'] : {}) as Record<string, unknown>
  const callId = [message['callId'], source['callId'], first['toolCallId'], d['callId']].find((v): v is string => typeof v === 'string' && v !== '')
  if (!callId) return undefined
  const texts: string[] = []
  textsOf(content, texts)
  const whole = texts.join('\n')
  const text = whole.length > CONTEXT_COST.parseChars ? whole.slice(0, CONTEXT_COST.parseChars) : whole
  const error = /^Error: (.*)$/m.exec(text)?.[1]
  const search = parseSearch(text)
  return {
    callId,
    bytes: utf8Length(whole),
    isError: first['isError'] === true || d['error'] !== undefined,
    ...(search ? { search } : {}),
    loads: parseLoad(text, []),
    ...(error ? { error: error.slice(0, CONTEXT_COST.reasonChars) } : {}),
  }
}

/** Approximate tokens for `bytes` of text: a rule of thumb, shown with "~", never billed. */
export function approxTokens(bytes: number): number {
  return Math.ceil(bytes / CONTEXT_COST.bytesPerToken)
}

export type SearchKind = 'exact' | 'partial' | 'none' | 'error'

/** What one skill_search answer said. */
export interface SearchOutcome {
  kind: SearchKind
  /** Hits the answer counted (exact or partial), shown or not. */
  total: number
  /** Names of the hits the answer listed, in order. */
  hits: string[]
}

/** Reads renderSearch's answer: its count line and its numbered hit lines. */
export function parseSearch(text: string): SearchOutcome | undefined {
  const lines = text.split('\n')
  const hits: string[] = []
  let kind: SearchKind | undefined
  let total = 0
  for (const line of lines) {
    if (kind === undefined) {
      if (/^Error: /.test(line)) return { kind: 'error', total: 0, hits: [] }
      if (/^No skill matches /.test(line)) return { kind: 'none', total: 0, hits: [] }
      const partial = /: 0 exact, ([\d,]+) partial\b/.exec(line)
      if (partial) {
        kind = 'partial'
        total = Number((partial[1] as string).replace(/,/g, ''))
        continue
      }
      const exact = /: ([\d,]+) exact match(?:es)?\b/.exec(line)
      if (exact) {
        kind = 'exact'
        total = Number((exact[1] as string).replace(/,/g, ''))
      }
      continue
    }
    const hit = /^\d+\. (\S+) \[/.exec(line)
    if (hit) hits.push(hit[1] as string)
  }
  return kind === undefined ? undefined : { kind, total, hits }
}

export type LoadStatus = 'loaded' | 'withheld' | 'failed'

/** Per skill named in a skill_load answer: what happened to it and the bytes of its block. */
export interface LoadPart {
  name: string
  status: LoadStatus
  bytes: number
  reason?: string
}

/**
 * Reads renderLoad's answer: each `<skill_content name="…">…</skill_content>` block is a loaded
 * skill (its bytes are the block's), each `Error loading "…": reason` line a failure, withheld
 * when the reason says so. A whole-answer `Error:` fails every name asked for.
 */
export function parseLoad(text: string, asked: readonly string[]): LoadPart[] {
  const parts: LoadPart[] = []
  const open = /<skill_content name="([^"]*)"[^>]*>/g
  let m: RegExpExecArray | null
  while ((m = open.exec(text)) !== null) {
    const end = text.indexOf('</skill_content>', m.index)
    const stop = end < 0 ? text.length : end + '</skill_content>'.length
    parts.push({ name: m[1] as string, status: 'loaded', bytes: utf8Length(text.slice(m.index, stop)) })
    open.lastIndex = stop
  }
  for (const e of text.matchAll(/^Error loading "([^"\n]*)": (.*)$/gm)) {
    const reason = e[2] as string
    parts.push({ name: e[1] as string, status: /\bwithheld\b/i.test(reason) ? 'withheld' : 'failed', bytes: 0, reason })
  }
  if (parts.length === 0) {
    const whole = /^Error: (.*)$/m.exec(text)
    if (whole) for (const name of asked) parts.push({ name, status: /\bwithheld\b/i.test(whole[1] as string) ? 'withheld' : 'failed', bytes: 0, reason: whole[1] as string })
  }
  return parts
}

/** A skill_ref answer: read, or refused/failed with the reason. */
export function refStatus(result: ResultRecord): { status: LoadStatus; reason?: string } {
  if (result.error !== undefined) return { status: /\bwithheld\b/i.test(result.error) ? 'withheld' : 'failed', reason: result.error }
  if (result.isError) return { status: 'failed' }
  return { status: 'loaded' }
}
