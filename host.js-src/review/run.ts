/**
 * One review (issue 16): a bounded conversation with the session's model through DSH's own LLM
 * runtime (`llm.stream`, the call session-title makes), with exactly two tools. At most
 * maxToolRounds model requests; a request that still asks for tools after the last round, an
 * error, a max-tokens stop or a cancellation (time limit, disposal) fails the review, and its
 * writes are undone. Messages are built by hand as DSH's plain message objects (host.js imports
 * nothing).
 */
import { REVIEW } from '../core/limits.ts'
import { LIST_DESCRIPTION, LIST_PARAMETERS, REVIEW_MANAGE_DESCRIPTION, REVIEW_MANAGE_PARAMETERS, REVIEW_SYSTEM, reviewPrompt } from './prompts.ts'
import type { Route } from './session.ts'
import type { ReviewTools } from './tools.ts'

/** The slice of DSH's `llm` service a review uses. */
export interface LlmLike {
  stream(options: Record<string, unknown>): AsyncIterable<unknown>
}

export interface RunResult {
  rounds: number
  tokens?: { input: number; output: number }
  /** The model's last text, never stored (kept only to tell "nothing worth saving" in tests' logs). */
  finalTextChars: number
}

type Block = { type: 'text'; text: string } | { type: 'tool-call'; id: string; name: string; arguments: string } | { type: 'reasoning'; text: string }

let counter = 0
function newId(prefix: string): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto
  return c?.randomUUID ? c.randomUUID() : `${prefix}-${Date.now().toString(36)}-${(++counter).toString(36)}`
}

export class ReviewFailure extends Error {}

/** Reads one streamed reply: its blocks, usage and finish, as DSH's BlockAssembler would. */
async function readReply(stream: AsyncIterable<unknown>, signal: AbortSignal): Promise<{ blocks: Block[]; finish: string; failure?: string; usage?: { input: number; output: number } }> {
  const partial = new Map<number, { type: string; text: string; id?: string; name?: string; args: string; done?: Block }>()
  const order: number[] = []
  let finish = ''
  let failure: string | undefined
  let usage: { input: number; output: number } | undefined
  const at = (i: number, type: string) => {
    let p = partial.get(i)
    if (!p) {
      partial.set(i, (p = { type, text: '', args: '' }))
      order.push(i)
    }
    return p
  }
  for await (const raw of stream) {
    if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new ReviewFailure('review cancelled')
    const c = (raw ?? {}) as Record<string, unknown>
    const index = typeof c['index'] === 'number' ? c['index'] : 0
    switch (c['type']) {
      case 'block-start':
        at(index, String(c['blockType'] ?? 'text'))
        break
      case 'text-delta':
      case 'reasoning-delta': {
        const p = at(index, c['type'] === 'text-delta' ? 'text' : 'reasoning')
        if (!p.done) p.text += String(c['text'] ?? '')
        break
      }
      case 'tool-call-delta': {
        const p = at(index, 'tool-call')
        if (p.done) break
        if (typeof c['id'] === 'string') p.id = c['id']
        if (typeof c['name'] === 'string' && c['name']) p.name = c['name']
        p.args += String(c['argumentsDelta'] ?? '')
        break
      }
      case 'block-end': {
        const b = (c['block'] ?? {}) as Record<string, unknown>
        const p = at(index, String(b['type'] ?? 'text'))
        if (!p.done && (b['type'] === 'text' || b['type'] === 'reasoning' || b['type'] === 'tool-call')) p.done = b as unknown as Block
        break
      }
      case 'usage': {
        const u = (c['usage'] ?? {}) as Record<string, unknown>
        usage = { input: Number(u['inputTokens']) || 0, output: Number(u['outputTokens']) || 0 }
        break
      }
      case 'finish': {
        const r = (c['reason'] ?? {}) as Record<string, unknown>
        finish = String(r['kind'] ?? '')
        const f = r['failure'] as { message?: unknown; code?: unknown } | undefined
        if (f) failure = `${String(f.message ?? '')}${f.code ? ` (${String(f.code)})` : ''}`
        break
      }
    }
  }
  const blocks: Block[] = []
  for (const i of order) {
    const p = partial.get(i)!
    if (p.done) blocks.push(p.done)
    else if (p.type === 'tool-call') blocks.push({ type: 'tool-call', id: p.id ?? `call-${i}`, name: p.name ?? '', arguments: p.args })
    else if (p.type === 'text' || p.type === 'reasoning') blocks.push({ type: p.type, text: p.text })
  }
  return { blocks, finish, ...(failure ? { failure } : {}), ...(usage ? { usage } : {}) }
}

export async function runReview(o: {
  llm: LlmLike
  route: Route
  sessionId: string
  transcript: string
  linked: readonly string[]
  allowCreateNew: boolean
  allowOptimizeLinked: boolean
  maxToolRounds: number
  tools: ReviewTools
  signal: AbortSignal
}): Promise<RunResult> {
  const messages: Record<string, unknown>[] = [
    {
      id: newId('review-user'),
      role: 'user',
      content: [{ type: 'text', text: reviewPrompt({ transcript: o.transcript, linked: o.linked, allowCreateNew: o.allowCreateNew, allowOptimizeLinked: o.allowOptimizeLinked, rounds: o.maxToolRounds }) }],
      source: { kind: 'plugin', plugin: 'dsh-skill-router' },
    },
  ]
  const tools = [
    { name: 'skill_list', description: LIST_DESCRIPTION, parameters: LIST_PARAMETERS },
    { name: 'skill_manage', description: REVIEW_MANAGE_DESCRIPTION, parameters: REVIEW_MANAGE_PARAMETERS },
  ]
  let tokens: { input: number; output: number } | undefined
  for (let round = 1; round <= o.maxToolRounds; round++) {
    if (o.signal.aborted) throw o.signal.reason instanceof Error ? o.signal.reason : new ReviewFailure('review cancelled')
    const stream = o.llm.stream({
      provider: o.route.provider,
      model: o.route.model,
      messages: messages.map((m) => structuredClone(m)),
      system: REVIEW_SYSTEM,
      tools,
      maxTokens: REVIEW.maxOutputTokens,
      sessionId: o.sessionId,
      signal: o.signal,
    })
    const reply = await readReply(stream, o.signal)
    if (reply.usage) tokens = { input: (tokens?.input ?? 0) + reply.usage.input, output: (tokens?.output ?? 0) + reply.usage.output }
    if (reply.finish === 'error' || reply.finish === 'aborted') throw new ReviewFailure(`the model request failed: ${reply.failure ?? reply.finish}`)
    if (reply.finish === 'max-tokens') throw new ReviewFailure(`the reply reached the output cap (${REVIEW.maxOutputTokens} tokens) in round ${round}`)
    const calls = reply.blocks.filter((b): b is Extract<Block, { type: 'tool-call' }> => b.type === 'tool-call')
    if (!calls.length) {
      const text = reply.blocks.filter((b) => b.type === 'text').map((b) => (b as { text: string }).text).join('')
      return { rounds: round, ...(tokens ? { tokens } : {}), finalTextChars: text.length }
    }
    messages.push({ id: newId('review-assistant'), role: 'assistant', content: reply.blocks.filter((b) => b.type !== 'reasoning'), source: { kind: 'model', provider: o.route.provider, model: o.route.model } })
    for (const call of calls) {
      const result = await o.tools.run(call.name, call.arguments)
      messages.push({
        id: newId('review-tool'),
        role: 'user',
        content: [{ type: 'tool-result', toolCallId: call.id, content: [{ type: 'text', text: result.text }], isError: result.isError }],
        source: { kind: 'tool', callId: call.id },
      })
    }
  }
  throw new ReviewFailure(`the model still asked for tools after ${o.maxToolRounds} rounds (skillEvolution.maxToolRounds)`)
}
