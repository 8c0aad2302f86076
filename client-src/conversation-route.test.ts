import { describe, expect, it } from 'vitest'
import { createRc8Session, createRegistries, scriptedLog } from '../test/browser/rc8-session.ts'
import { hasViews, registerConversationRoute, VIEW_TARGET, viewSource } from './conversation-route.ts'
import { createHistoryReader } from './history.ts'
import type { HistoryState } from './history.ts'
import { injectFor } from './plugin.ts'

const LOAD = (name: string) => `<skill_content name="${name}" source="library" repo="acme">\n\n# ${name}\n\nSteps.\n</skill_content>`
const SEARCH = (q: string) => `"${q}": 1 exact match.\n1. pdf-tools [acme] — PDF tables.\nLoad with skill_load {"name": "…"} (or "names" for up to 8).`
const answer = (name: string, args: Record<string, unknown>) => (name === 'skill_search' ? SEARCH(String(args['query'])) : LOAD(String(args['name'])))

/** `n` alternating search / load calls. */
const calls = (n: number): [string, Record<string, unknown>][] => Array.from({ length: n }, (_, i) => (i % 2 ? ['skill_load', { name: 'pdf-tools' }] : ['skill_search', { query: `pdf ${i}` }]))

function hostWith(registries = createRegistries()) {
  const effects: unknown[] = []
  const ctx = {
    effect: (run: () => unknown) => effects.push(run()),
    get: (name: string) => (name === 'conversationEvents' ? registries.conversationEvents : name === 'conversationViews' ? registries.conversationViews : undefined),
  }
  return { ctx, effects, registries }
}

function settle(reader: ReturnType<typeof createHistoryReader>, ms = 5_000): Promise<HistoryState> {
  return new Promise((resolve, reject) => {
    const end = Date.now() + ms
    const poll = () => {
      const s = reader.getState()
      if (s.phase === 'stopped') return resolve(s)
      if (Date.now() > end) return reject(new Error(`still ${s.phase} after ${ms} ms`))
      setTimeout(poll, 5)
    }
    poll()
  })
}

describe('the rc.8 conversation-view route', () => {
  it('registers one node Definition and one view target inside ctx.effect, only when both registries exist', () => {
    const host = hostWith()
    expect(registerConversationRoute(host.ctx)).toBe(true)
    expect(host.registries.events.map((d) => d.kind)).toEqual(['dsh-skill-router.event'])
    expect(host.registries.views.map((d) => d.target)).toEqual([VIEW_TARGET])
    expect(host.effects).toHaveLength(2)
    expect(registerConversationRoute({ effect: (r: () => unknown) => r(), get: (n: string) => (n === 'conversationViews' ? {} : undefined) })).toBe(false)
    expect(registerConversationRoute({ effect: (r: () => unknown) => r() })).toBe(false)
  })

  it('a host that refuses the registration (a duplicate) leaves the route out instead of throwing', () => {
    const registries = createRegistries()
    expect(registerConversationRoute(hostWith(registries).ctx)).toBe(true)
    expect(registerConversationRoute(hostWith(registries).ctx)).toBe(false)
  })

  it('pages a long session back to its start through loadOlder and counts every call', async () => {
    const host = hostWith()
    registerConversationRoute(host.ctx)
    // 300 calls: 300 assistant messages + 1 user message → the opening page of 50 and 6 older ones.
    const session = createRc8Session(host.registries, scriptedLog(calls(300), answer))
    expect(hasViews(session)).toBe(true)
    expect(session.getSnapshot().hasMore).toBe(true)
    const reader = createHistoryReader(viewSource(session), session)
    const state = await settle(reader)
    reader.dispose()
    expect(state.stop).toBe('start')
    expect(state.pages).toBeGreaterThanOrEqual(5)
    expect(state.ledger.calls).toBe(150)
    expect(state.ledger.searches).toHaveLength(150)
    expect(state.ledger.skills.map((s) => [s.name, s.loads, s.bytes])).toEqual([['pdf-tools', 150, 150 * Buffer.byteLength(LOAD('pdf-tools'))]])
    expect(state.ledger.searches.every((s) => s.outcome?.kind === 'exact' && s.loadedAfter[0] === 'pdf-tools')).toBe(true)
  })

  it('keeps counting live events after paging stopped; streamed chunks never reach the view', async () => {
    const host = hostWith()
    registerConversationRoute(host.ctx)
    const log = scriptedLog(calls(4), answer)
    const session = createRc8Session(host.registries, log)
    const reader = createHistoryReader(viewSource(session), session)
    expect((await settle(reader)).ledger.calls).toBe(2)
    // One more live call, appended as DSH streams it: chunk, message, call, result.
    const seq = log.length
    const callId = 'call_live'
    session.append({ type: 'assistant/chunk', seq, data: { turn: 1, step: 9, chunk: {} } })
    session.append({ type: 'assistant/message', seq: seq + 1, data: { turn: 1, step: 9 } })
    session.append({ type: 'tool/call', seq: seq + 2, data: { turn: 1, step: 9, callId, name: 'skill_load', arguments: '{"name":"xlsx"}' } })
    session.append({ type: 'tool/result', seq: seq + 3, data: { turn: 1, step: 9, message: { source: { callId }, content: [{ type: 'tool-result', toolCallId: callId, content: [{ type: 'text', text: LOAD('xlsx') }] }] } } })
    expect(reader.getState().ledger.calls).toBe(3)
    expect(reader.getState().ledger.skills.map((l) => [l.name, l.bytes])).toEqual([
      ['pdf-tools', Buffer.byteLength(LOAD('pdf-tools')) * 2],
      ['xlsx', Buffer.byteLength(LOAD('xlsx'))],
    ])
    const view = session.getSnapshot().views.get(VIEW_TARGET) as { entries: { event: { type: string } }[] }
    expect(view.entries.some((e) => e.event.type === 'assistant/chunk')).toBe(false)
    reader.dispose()
  })

  it('a host whose loadOlder never does anything: "gave up", counts so far', async () => {
    const host = hostWith()
    registerConversationRoute(host.ctx)
    const session = createRc8Session(host.registries, scriptedLog(calls(200), answer), { silent: true })
    const reader = createHistoryReader(viewSource(session), session)
    const state = await settle(reader)
    reader.dispose()
    expect(state.stop).toBe('stalled')
    expect(state.complete).toBe(false)
    expect(state.ledger.calls).toBeGreaterThan(0)
    expect(state.ledger.calls).toBeLessThan(100)
  })
})

describe('the four stop reasons on the view route', () => {
  const start = (options: Parameters<typeof createRc8Session>[2], limits: Record<string, number>) => {
    const host = hostWith()
    registerConversationRoute(host.ctx)
    const session = createRc8Session(host.registries, scriptedLog(calls(300), answer), options)
    return createHistoryReader(viewSource(session), session, { limits })
  }
  it('timeout: a loadOlder that does not answer in time', async () => {
    const reader = start({ delayMs: 400 }, { pageTimeoutMs: 50 })
    const state = await settle(reader)
    reader.dispose()
    expect([state.stop, state.complete]).toEqual(['timeout', false])
  })
  it('cap: the page budget runs out before the start', async () => {
    const reader = start({}, { maxPages: 2 })
    const state = await settle(reader)
    reader.dispose()
    expect([state.stop, state.complete, state.pages]).toEqual(['cap', false, 2])
  })
})

describe('injectFor chooses the route by what the host offers', () => {
  const session = () => {
    const registries = createRegistries()
    const host = hostWith(registries)
    registerConversationRoute(host.ctx)
    return createRc8Session(registries, scriptedLog(calls(2), answer))
  }
  const ctxWith = (binding: Record<string, unknown> | undefined) => ({
    effect: () => undefined,
    slots: { inject: () => undefined, register: () => undefined },
    get: (n: string) => (n === 'sessions' ? { binding: () => binding } : undefined),
  })

  it('the event stream when the binding has one (DSH ≥ 0.1.5)', () => {
    const source = { getSnapshot: () => undefined, subscribe: () => () => {} }
    const s = session()
    expect(injectFor(ctxWith({ session: s, eventSource: source }), 's1', undefined, true)).toEqual({ source, session: s })
  })
  it('the view target when there is no stream and the route is registered (rc.8); one source per session', () => {
    const s = session()
    const ctx = ctxWith({ sessionId: 's1', session: s })
    const first = injectFor(ctx, 's1', undefined, true)
    expect(first.missing).toBeUndefined()
    expect(first.source).toBeDefined()
    expect(injectFor(ctx, 's1', undefined, true).source).toBe(first.source)
  })
  it('"no ledger" only when neither route exists', () => {
    const s = session()
    expect(injectFor(ctxWith({ session: s }), 's1', undefined, false).missing).toBe('no-source')
    expect(injectFor(ctxWith({ session: { getSnapshot: () => ({}), subscribe: () => () => {} } }), 's1', undefined, true).missing).toBe('no-source')
    expect(injectFor(ctxWith(undefined), 's1', undefined, true).missing).toBe('no-binding')
  })
})
