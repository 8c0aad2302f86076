/**
 * A stand-in for DSH 0.1.0-rc.8's client session as a conversation view sees it, built from the
 * rc.8 sources (packages/client/runtime: contract/conversation.ts, sessions/session.ts,
 * sessions/conversation-assembler.ts, api-proxy's `paginate`):
 *
 * - registries `conversationEvents` / `conversationViews` with `register(definition)`;
 * - a session whose window opens on the newest PAGE messages (only `user/message` and
 *   `assistant/message` count, as the host's pagination counts them) and whose `loadOlder()`
 *   prepends the next PAGE messages' worth of events, `hasMore` false once seq 0 is in;
 * - every window change re-runs each registered node Definition over the events (match → start →
 *   buildViewNode) and hands the nodes to each view builder (`replace` on open and prepend,
 *   `apply` for appended live events), publishing `getSnapshot().views.get(target)`.
 * It is deliberately small: what the Skills tab relies on, with the same shapes.
 */
import type { LedgerEvent } from '../../client-src/ledger.ts'

interface NodeDefinition {
  kind: string
  target?: string
  match(event: LedgerEvent): { id: string; role: 'start' | 'update' } | null
  start(context: unknown, match: { event: LedgerEvent }, reader: unknown): unknown
  update(context: unknown, match: { event: LedgerEvent }): unknown
  buildViewNode?(context: { key: string; kind: string; id: string; state: unknown }): { key: string; target: string } | null
}
interface ViewBuilder {
  replace(input: { nodes: readonly unknown[]; timeline: unknown }): unknown
  apply(input: { upserts: readonly unknown[]; timeline: unknown }): unknown
}
interface ViewDefinition {
  target: string
  create(): ViewBuilder
}

export const PAGE_MESSAGES = 50
const MESSAGE_TYPES = new Set(['user/message', 'assistant/message'])

export function createRegistries() {
  const events: NodeDefinition[] = []
  const views: ViewDefinition[] = []
  return {
    conversationEvents: {
      register(d: NodeDefinition) {
        if (events.some((e) => e.kind === d.kind)) throw new Error(`conversation Definition "${d.kind}" is already registered`)
        if ((d.target === undefined) !== (d.buildViewNode === undefined)) throw new Error('target and buildViewNode go together')
        events.push(d)
        return () => events.splice(events.indexOf(d), 1)
      },
    },
    conversationViews: {
      register(d: ViewDefinition) {
        if (views.some((v) => v.target === d.target)) throw new Error(`conversation view target "${d.target}" is already registered`)
        views.push(d)
        return () => views.splice(views.indexOf(d), 1)
      },
    },
    events,
    views,
  }
}

/** The first index of the newest `max` messages before `end` (the host's `paginate`). */
function pageStart(log: readonly LedgerEvent[], end: number, max: number): number {
  let count = 0
  for (let i = end - 1; i >= 0; i--) {
    if (!MESSAGE_TYPES.has((log[i] as LedgerEvent).type)) continue
    if (++count >= max) return i
  }
  return 0
}

/**
 * A session over `log` (events with seq = index). `append(event)` adds a live event. Options:
 * `page` messages per page; `delayMs` before loadOlder resolves; `silent` makes loadOlder do nothing.
 */
export function createRc8Session(registries: ReturnType<typeof createRegistries>, log: LedgerEvent[], options: { page?: number; delayMs?: number; silent?: boolean } = {}) {
  const page = options.page ?? PAGE_MESSAGES
  let base = pageStart(log, log.length, page)
  let loadingOlder = false
  const listeners = new Set<() => void>()
  const builders = new Map<string, ViewBuilder>()
  const snapshots = new Map<string, unknown>()
  const contexts = new Map<string, { key: string; kind: string; id: string; state: unknown; def: NodeDefinition }>()
  let snapshot = makeSnapshot()

  function notify(): void {
    snapshot = makeSnapshot()
    for (const fn of [...listeners]) fn()
  }

  function makeSnapshot() {
    return {
      views: { get: (target: string) => snapshots.get(target) },
      hasMore: base > 0,
      loadingOlder,
      openState: 'open' as const,
    }
  }

  /** Runs every node Definition over `events`; returns the nodes built per target. */
  function ingest(events: readonly LedgerEvent[]): Map<string, unknown[]> {
    const byTarget = new Map<string, unknown[]>()
    for (const event of events) {
      for (const def of registries.events) {
        const m = def.match(event)
        if (!m) continue
        const key = `${def.kind.length}:${def.kind}${m.id}`
        let ctx = contexts.get(key)
        if (!ctx) {
          ctx = { key, kind: def.kind, id: m.id, state: undefined, def }
          contexts.set(key, ctx)
        }
        ctx.state = m.role === 'start' ? def.start(ctx, { event }, {}) : def.update(ctx, { event })
        const node = def.target ? def.buildViewNode?.(ctx) : null
        if (node && def.target) byTarget.set(def.target, [...(byTarget.get(def.target) ?? []), node])
      }
    }
    return byTarget
  }

  function replaceAll(): void {
    contexts.clear()
    const byTarget = ingest(log.slice(base))
    for (const view of registries.views) {
      let builder = builders.get(view.target)
      if (!builder) {
        builder = view.create()
        builders.set(view.target, builder)
      }
      snapshots.set(view.target, builder.replace({ nodes: byTarget.get(view.target) ?? [], timeline: {} }))
    }
  }

  replaceAll()

  return {
    getSnapshot: () => snapshot,
    subscribe(fn: () => void) {
      listeners.add(fn)
      return () => listeners.delete(fn)
    },
    async loadOlder(): Promise<void> {
      if (options.silent || base === 0 || loadingOlder) return
      loadingOlder = true
      notify()
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs))
      base = pageStart(log, base, page)
      replaceAll()
      loadingOlder = false
      notify()
    },
    append(event: LedgerEvent): void {
      log.push(event)
      const byTarget = ingest([event])
      for (const [target, upserts] of byTarget) {
        const builder = builders.get(target)
        if (builder) snapshots.set(target, builder.apply({ upserts, timeline: {} }))
      }
      notify()
    },
  }
}

/**
 * A rc.8-shaped event log of one turn: the user's message, then per call an assistant message, its
 * `tool/call` and a `tool/result` answering with `answer(name, args)`; streamed chunks in between.
 */
export function scriptedLog(calls: [name: string, args: Record<string, unknown>][], answer: (name: string, args: Record<string, unknown>) => string): LedgerEvent[] {
  const log: LedgerEvent[] = []
  const push = (type: string, data: Record<string, unknown>) => log.push({ type, seq: log.length, time: 1_800_000_000_000 + log.length, data })
  push('turn/start', { turn: 1 })
  push('user/message', { turn: 1, message: { role: 'user', content: [{ type: 'text', text: 'go' }] } })
  calls.forEach(([name, args], i) => {
    const step = i + 1
    const callId = `call_${step}`
    push('step/start', { turn: 1, step })
    push('assistant/chunk', { turn: 1, step, chunk: { type: 'text', text: '…' } })
    push('assistant/message', { turn: 1, step, message: { role: 'assistant', content: [{ type: 'tool-call', callId, name }] } })
    push('tool/call', { turn: 1, step, callId, name, arguments: JSON.stringify(args) })
    push('tool/result', { turn: 1, step, message: { id: `m${step}`, role: 'user', source: { kind: 'tool', callId }, content: [{ type: 'tool-result', toolCallId: callId, content: [{ type: 'text', text: answer(name, args) }] }] } })
    push('step/end', { turn: 1, step })
  })
  push('turn/end', { turn: 1, reason: 'completed' })
  return log
}
