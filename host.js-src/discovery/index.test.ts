import { describe, expect, it } from 'vitest'
import { readConfig } from '../router/config.ts'
import type { HostContext } from '../router/host-types.ts'
import type { Library } from '../library/library.ts'
import type { Router } from '../router/router.ts'
import { FIXTURE_ROWS } from '../../test/discovery/fixture-rows.ts'
import { installDiscovery } from './index.ts'
import type { DiscoveryRecord, TelemetryRecord, TurnCallsRecord } from './records.ts'
import type { LogSink } from './telemetry.ts'
import { armOf, sessionKeyOf } from './session-key.ts'

type Listener = (...args: any[]) => any

/** A fake host that records listeners and runs the pre-step waterfall like DSH (HOST-CONTRACT §5). */
function fakeHost() {
  const listeners = new Map<string, Listener[]>()
  const ctx = {
    tools: { register: () => () => {} },
    fs: {} as HostContext['fs'],
    effect: (f: () => unknown) => f(),
    get: () => undefined,
    on: (event: string, l: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), l])
      return () => {}
    },
  } as unknown as HostContext
  const preStep = async (event: Record<string, unknown>, claimed: unknown[]) => {
    const chain = listeners.get('agent/pre-step') ?? []
    const call = async (i: number): Promise<any> => (i >= chain.length ? { kind: 'enter', messages: claimed } : chain[i]!(event, () => call(i + 1)))
    return call(0)
  }
  const emit = (session: unknown, type: string, data: unknown) => {
    for (const l of listeners.get('session/event') ?? []) l(session, { type, seq: 0, time: 0, data })
  }
  const dispose = (session: unknown) => {
    for (const l of listeners.get('session/disposed') ?? []) l(session)
  }
  return { ctx, listeners, preStep, emit, dispose }
}

function recordingSink(): LogSink & { records: TelemetryRecord[] } {
  const records: TelemetryRecord[] = []
  return { records, path: undefined, lastError: undefined, write: (r) => void records.push(structuredClone(r)), flush: async () => {} }
}

const library = { location: { dir: '/lib', indexPath: '/lib/skill-index.tsv', starter: false }, rows: FIXTURE_ROWS, problems: [], version: 'v1' } as Library
const routerFor = (lib: Library | null = library) => async () => ({ resolveLibrary: async () => ({ facts: { library: '/lib' }, ...(lib ? { library: lib } : {}) }) }) as unknown as Router

function session(id: string, extra: Record<string, unknown> = {}) {
  return { id, header: { id, createdAt: Date.parse('2026-11-30T09:00:00Z'), cwd: '/work', ...extra }, events: [] as unknown[] }
}

function userMessage(text: string) {
  return Object.freeze({ id: 'm-' + text.length, role: 'user', content: Object.freeze([Object.freeze({ type: 'text', text })]), source: Object.freeze({ kind: 'user' }) })
}

/** Session ids whose arm is treatment / control. */
async function idsByArm(): Promise<{ treatment: string; control: string }> {
  const found: Partial<Record<'treatment' | 'control', string>> = {}
  for (let i = 0; !(found.treatment && found.control); i++) {
    const id = `session-${i}`
    found[await armOf(await sessionKeyOf(id))] ??= id
  }
  return found as { treatment: string; control: string }
}

const TASK = 'Run a semgrep security scan over this repository and list the findings'
const on = readConfig({ discovery: { injectTiers: ['HIGH'] } }, {}).discovery

async function settle() {
  await new Promise((r) => setTimeout(r, 0))
}

describe('installDiscovery', () => {
  it('installs nothing by default', () => {
    const host = fakeHost()
    expect(installDiscovery(host.ctx, readConfig(undefined, {}).discovery, routerFor())).toBeUndefined()
    expect(host.listeners.size).toBe(0)
  })

  it('installs nothing when the host has no ctx.on', () => {
    const host = fakeHost()
    const ctx = { ...host.ctx, on: undefined } as HostContext
    expect(installDiscovery(ctx, on, routerFor())).toBeUndefined()
  })

  it('turns on from the environment too', () => {
    const host = fakeHost()
    installDiscovery(host.ctx, readConfig(undefined, { DSH_SKILL_ROUTER_INJECT_TIERS: 'HIGH' }).discovery, routerFor(), { sink: recordingSink() })
    expect([...host.listeners.keys()].sort()).toEqual(['agent/pre-step', 'session/disposed', 'session/event'])
  })

  it('appends exactly one hint at step 1 in a treatment session, leaving the claimed messages alone', async () => {
    const host = fakeHost()
    const sink = recordingSink()
    installDiscovery(host.ctx, on, routerFor(), { sink, uuid: () => 'fresh-id' })
    const { treatment } = await idsByArm()
    const s = session(treatment)
    const claimed = [userMessage(TASK)]
    const frozen = Object.freeze([...claimed])
    const decision = await host.preStep({ agent: { session: s }, messages: frozen, turn: 1, step: 1 }, frozen)
    expect(decision.kind).toBe('enter')
    expect(decision.messages).not.toBe(frozen)
    expect(decision.messages).toHaveLength(2)
    expect(decision.messages[0]).toBe(claimed[0])
    const hint = decision.messages[1]
    expect(hint).toMatchObject({ id: 'fresh-id', role: 'user', source: { kind: 'skill-router' } })
    expect(hint.content[0].text).toMatch(/^The skill library has entries/)
    expect(hint.content[0].text).toContain('semgrep (Runs a Semgrep security scan')
    const rec = sink.records[0] as DiscoveryRecord
    expect(rec).toMatchObject({ kind: 'discovery', tier: 'HIGH', reason: 'ok', arm: 'treatment', injected: true, firstEligible: true, turn: 1, step: 1, indexRows: FIXTURE_ROWS.length - 1 })
    expect(rec.hintBytes).toBe(new TextEncoder().encode(hint.content[0].text).length)
    expect(rec.sessionKey).toBe(await sessionKeyOf(treatment))
    expect(rec.sessionCreatedAt).toBe('2026-11-30T09:00:00.000Z')
  })

  it('gives a fresh id to every hint', async () => {
    const host = fakeHost()
    installDiscovery(host.ctx, on, routerFor(), { sink: recordingSink() })
    const { treatment } = await idsByArm()
    const s = session(treatment)
    const ids: string[] = []
    for (const turn of [1, 2]) {
      const d = await host.preStep({ agent: { session: s }, messages: [userMessage(TASK)], turn, step: 1 }, [userMessage(TASK)])
      ids.push(...d.messages.filter((m: any) => m.source.kind === 'skill-router').map((m: any) => m.id))
    }
    expect(ids).toHaveLength(2)
    expect(ids[0]).not.toBe(ids[1])
  })

  it('never hints a control session, but records the same opportunity', async () => {
    const host = fakeHost()
    const sink = recordingSink()
    installDiscovery(host.ctx, on, routerFor(), { sink })
    const { control } = await idsByArm()
    const claimed = [userMessage(TASK)]
    const decision = await host.preStep({ agent: { session: session(control) }, messages: claimed, turn: 1, step: 1 }, claimed)
    expect(decision.messages).toBe(claimed)
    expect(sink.records[0]).toMatchObject({ tier: 'HIGH', arm: 'control', injected: false, firstEligible: true, hintBytes: 0 })
  })

  it('acts at step 1 only, and passes a reject through', async () => {
    const host = fakeHost()
    const sink = recordingSink()
    installDiscovery(host.ctx, on, routerFor(), { sink })
    const { treatment } = await idsByArm()
    const claimed = [userMessage(TASK)]
    const later = await host.preStep({ agent: { session: session(treatment) }, messages: claimed, turn: 1, step: 2 }, claimed)
    expect(later.messages).toBe(claimed)
    host.listeners.get('agent/pre-step')!.unshift(async (_e: unknown, next: () => Promise<unknown>) => next())
    host.listeners.set('agent/pre-step', [host.listeners.get('agent/pre-step')![1]!, async () => ({ kind: 'reject' })])
    const rejected = await host.preStep({ agent: { session: session(treatment) }, messages: claimed, turn: 1, step: 1 }, claimed)
    expect(rejected).toEqual({ kind: 'reject' })
    expect(sink.records).toEqual([])
  })

  it('marks only the first eligible turn of a session, and none after an earlier hint in its history', async () => {
    const host = fakeHost()
    const sink = recordingSink()
    installDiscovery(host.ctx, on, routerFor(), { sink })
    const { treatment, control } = await idsByArm()
    for (const id of [treatment, control]) {
      const s = session(id)
      for (const turn of [1, 2]) await host.preStep({ agent: { session: s }, messages: [userMessage(TASK)], turn, step: 1 }, [userMessage(TASK)])
    }
    expect(sink.records.map((r) => (r as DiscoveryRecord).firstEligible)).toEqual([true, false, true, false])
    const resumed = session(treatment + '-resumed')
    resumed.events.push({ type: 'user/message', data: { source: { kind: 'skill-router' } } })
    await host.preStep({ agent: { session: resumed }, messages: [userMessage(TASK)], turn: 7, step: 1 }, [userMessage(TASK)])
    expect(sink.records.at(-1)).toMatchObject({ priorHint: true, firstEligible: false })
  })

  it('records no-library when the library cannot be loaded, and never hints', async () => {
    const host = fakeHost()
    const sink = recordingSink()
    installDiscovery(host.ctx, on, routerFor(null), { sink })
    const { treatment } = await idsByArm()
    const claimed = [userMessage(TASK)]
    const d = await host.preStep({ agent: { session: session(treatment) }, messages: claimed, turn: 1, step: 1 }, claimed)
    expect(d.messages).toBe(claimed)
    expect(sink.records[0]).toMatchObject({ tier: 'NONE', reason: 'no-library', indexRows: 0, injected: false })
  })

  it('returns the decision unchanged when the router throws', async () => {
    const host = fakeHost()
    installDiscovery(host.ctx, on, async () => { throw new Error('boom') }, { sink: recordingSink() })
    const { treatment } = await idsByArm()
    const claimed = [userMessage(TASK)]
    const d = await host.preStep({ agent: { session: session(treatment) }, messages: claimed, turn: 1, step: 1 }, claimed)
    expect(d.messages).toBe(claimed)
  })

  it('never hints an agent-written skill from the learned repo', async () => {
    const host = fakeHost()
    const sink = recordingSink()
    installDiscovery(host.ctx, on, routerFor(), { sink })
    const { treatment } = await idsByArm()
    const task = 'scan for leaked secrets'
    const d = await host.preStep({ agent: { session: session(treatment) }, messages: [userMessage(task)], turn: 1, step: 1 }, [userMessage(task)])
    const rec = sink.records[0] as DiscoveryRecord
    expect(rec.candidates.map((c) => c.name)).not.toContain('secret-scan')
    expect(JSON.stringify(d.messages)).not.toContain('secret-scan')
  })

  it('skips subagent sessions entirely', async () => {
    const host = fakeHost()
    const sink = recordingSink()
    installDiscovery(host.ctx, on, routerFor(), { sink })
    const { treatment } = await idsByArm()
    const child = session(treatment, { origin: 'subagent', parentSession: 'p' })
    const claimed = [userMessage(TASK)]
    const d = await host.preStep({ agent: { session: child }, messages: claimed, turn: 1, step: 1 }, claimed)
    host.emit(child, 'turn/end', { turn: 1, reason: { kind: 'completed' } })
    await settle()
    expect(d.messages).toBe(claimed)
    expect(sink.records).toEqual([])
  })

  it('counts tool calls per turn and settles on turn/end, or on disposal for an unfinished turn', async () => {
    const host = fakeHost()
    const sink = recordingSink()
    installDiscovery(host.ctx, on, routerFor(), { sink })
    const s = session('counting')
    host.emit(s, 'turn/start', { turn: 1 })
    for (const name of ['skill_search', 'skill_search', 'skill_load', 'skill_ref', 'skill', 'read', 'bash']) host.emit(s, 'tool/call', { turn: 1, step: 1, callId: 'c', name, arguments: '{"query":"secret"}' })
    host.emit(s, 'turn/end', { turn: 1, reason: { kind: 'completed' } })
    host.emit(s, 'turn/start', { turn: 2 })
    host.emit(s, 'tool/call', { turn: 2, step: 1, callId: 'd', name: 'skill_search', arguments: '{}' })
    host.dispose(s)
    host.emit(s, 'turn/start', { turn: 3 })
    host.emit(s, 'turn/end', { turn: 3, reason: { kind: 'blocked' } })
    await settle()
    const calls = sink.records.filter((r): r is TurnCallsRecord => r.kind === 'turn-calls')
    expect(calls.map((c) => [c.turn, c.skillSearchCalls, c.skillLoadCalls, c.skillRefCalls, c.residentSkillCalls, c.otherToolCalls, c.settledBy, c.endReason])).toEqual([
      [1, 2, 1, 1, 1, 2, 'turn/end', 'completed'],
      [2, 1, 0, 0, 0, 0, 'session/disposed', null],
      [3, 0, 0, 0, 0, 0, 'turn/end', 'blocked'],
    ])
    expect(JSON.stringify(calls)).not.toContain('secret')
  })

  it('writes no task text and no raw session id; query words only with debugTokens', async () => {
    const { treatment } = await idsByArm()
    const run = async (debugTokens: boolean) => {
      const host = fakeHost()
      const sink = recordingSink()
      installDiscovery(host.ctx, readConfig({ discovery: { injectTiers: ['HIGH'], debugTokens } }, {}).discovery, routerFor(), { sink })
      await host.preStep({ agent: { session: session(treatment) }, messages: [userMessage(TASK)], turn: 1, step: 1 }, [userMessage(TASK)])
      return JSON.stringify(sink.records)
    }
    const plain = await run(false)
    expect(plain).not.toContain(treatment)
    expect(plain).not.toMatch(/repository|findings|security/)
    expect(plain).not.toContain('tokensUsed')
    const debug = JSON.parse(await run(true))[0]
    expect(debug.tokensUsed.length).toBe(debug.effectiveTokenCount)
  })
})
