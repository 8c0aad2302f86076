/**
 * The discovery layer (SPEC §5): an optional one-time hint at step 1 of a turn, randomised by
 * session, and the telemetry that lets its effect be measured. Off unless
 * `discovery.injectTiers` includes HIGH; then it listens on `agent/pre-step` and `session/event`.
 */
import { DISCOVERY } from '../core/limits.ts'
import { buildSearchIndex } from '../core/search.ts'
import type { SearchIndex } from '../core/search.ts'
import type { SearchDoc } from '../core/types.ts'
import type { Library } from '../library/library.ts'
import { rowDocs } from '../library/search-sidecar.ts'
import { LEARNED_REPO } from '../manage/store.ts'
import type { HostContext } from '../router/host-types.ts'
import type { Router } from '../router/router.ts'
import { findCandidates } from './candidates.ts'
import type { Tier } from './candidates.ts'
import { hintMessage, historyHasHint, renderHint, taskText, utf8Bytes } from './hint.ts'
import { RECORD_VERSION } from './records.ts'
import type { Arm, DiscoveryRecord, TurnCallsRecord } from './records.ts'
import { armOf, sessionKeyOf } from './session-key.ts'
import { createLogSink, resolveLogPath } from './telemetry.ts'
import type { LogSink } from './telemetry.ts'

/** The slice of the plugin's config discovery reads (`discovery` in the cordis row). */
export interface DiscoveryConfig {
  /** Tiers whose candidates are hinted; the hint runs only when HIGH is among them. */
  injectTiers: string[]
  /** Record the words the candidate finder used, in the telemetry. */
  debugTokens: boolean
  logPath?: string
}

/** Seams for tests; production uses the defaults. */
export interface DiscoveryDeps {
  sink?: LogSink
  /** Wall clock in ms (record times, creation times). */
  now?: () => number
  /** Monotonic clock in ms (elapsedMs). */
  clock?: () => number
  uuid?: () => string
}

/** What installDiscovery hands back: enough for tests to wait for the log. */
export interface DiscoveryHandle {
  sink: LogSink
  flush(): Promise<void>
}

type Decision = { kind: 'reject' } | { kind: 'enter'; messages: unknown[] } | undefined

interface PreStepEvent {
  agent?: { session?: SessionLike }
  messages?: unknown
  turn?: number
  step?: number
  signal?: AbortSignal
}

interface SessionLike {
  id?: unknown
  header?: { id?: unknown; createdAt?: unknown; cwd?: unknown; origin?: unknown; parentSession?: unknown }
  events?: unknown
}

interface Counts {
  search: number
  load: number
  ref: number
  resident: number
  other: number
}

interface SessionState {
  key: Promise<string>
  arm: Promise<Arm>
  /** Subagent children are not part of the experiment: their "user" text is a delegation prompt. */
  skip: boolean
  open: Map<number, Counts>
}

/** Agent-written skills live in this repo; none of them is ever hinted, quarantined or not. */
export const EXCLUDED_REPO = LEARNED_REPO

function sessionIdOf(session: SessionLike | undefined): string | undefined {
  const id = session?.id ?? session?.header?.id
  return typeof id === 'string' && id ? id : undefined
}

function createdAtOf(session: SessionLike | undefined): string | null {
  const raw = session?.header?.createdAt
  const ms = typeof raw === 'number' ? raw : typeof raw === 'string' ? Date.parse(raw) : NaN
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : null
}

function zero(): Counts {
  return { search: 0, load: 0, ref: 0, resident: 0, other: 0 }
}

function count(c: Counts, toolName: unknown): void {
  switch (toolName) {
    case 'skill_search':
      c.search++
      break
    case 'skill_load':
      c.load++
      break
    case 'skill_ref':
      c.ref++
      break
    case 'skill':
      c.resident++
      break
    default:
      c.other++
  }
}

function defaultClock(): number {
  const perf = (globalThis as { performance?: { now(): number } }).performance
  return perf ? perf.now() : Date.now()
}

function defaultUuid(): string {
  return globalThis.crypto.randomUUID()
}

/**
 * Installs the hint and its telemetry. Does nothing when the host has no `ctx.on`, or when
 * `config.injectTiers` lacks HIGH (the default): then no listener runs and no file is
 * written. Never throws into the host: a failing step here returns the decision unchanged.
 */
export function installDiscovery(ctx: HostContext, config: DiscoveryConfig, routerFor: () => Promise<Router>, deps: DiscoveryDeps = {}): DiscoveryHandle | undefined {
  if (typeof ctx.on !== 'function') return undefined
  const tiers = new Set(config.injectTiers)
  if (!tiers.has('HIGH')) return undefined
  const eligible = (tier: Tier) => tier !== 'NONE' && tiers.has(tier)
  const sink = deps.sink ?? createLogSink(resolveLogPath(config.logPath))
  const now = deps.now ?? Date.now
  const clock = deps.clock ?? defaultClock
  const uuid = deps.uuid ?? defaultUuid
  const on = ctx.on.bind(ctx) as (event: string, listener: (...args: any[]) => unknown) => unknown

  const sessions = new Map<string, SessionState>()
  /** Session keys that already had an eligible turn in this process. */
  const seenEligible = new Set<string>()
  const domains = new WeakMap<Library, { index: SearchIndex; rows: number }>()

  const stateFor = (session: SessionLike | undefined): SessionState | undefined => {
    const id = sessionIdOf(session)
    if (!id) return undefined
    let state = sessions.get(id)
    if (!state) {
      const key = sessionKeyOf(id)
      const header = session?.header
      state = { key, arm: key.then(armOf), skip: header?.origin === 'subagent' || Boolean(header?.parentSession), open: new Map() }
      sessions.set(id, state)
      if (sessions.size > DISCOVERY.trackedSessions) {
        const oldest = sessions.keys().next().value
        if (oldest !== undefined) sessions.delete(oldest)
      }
    }
    return state
  }

  const domainFor = (library: Library) => {
    let d = domains.get(library)
    if (!d) {
      // The same docs skill_search ranks (body keywords included), less the agent-written ones.
      const docs: SearchDoc[] = rowDocs(library.rows).filter((d) => d.repo !== EXCLUDED_REPO)
      d = { index: buildSearchIndex(docs), rows: docs.length }
      domains.set(library, d)
    }
    return d
  }

  const libraryFor = async (session: SessionLike | undefined, signal: AbortSignal | undefined): Promise<Library | undefined> => {
    try {
      const cwd = session?.header?.cwd
      const router = await routerFor()
      const { library } = await router.resolveLibrary({ fs: ctx.fs, ...(typeof cwd === 'string' && cwd ? { cwd } : {}), ...(signal ? { signal } : {}) })
      return library
    } catch {
      return undefined // reported as reason no-library
    }
  }

  const discover = async (event: PreStepEvent, decision: { kind: 'enter'; messages: unknown[] }) => {
    const started = clock()
    const session = event.agent?.session
    const state = stateFor(session)
    if (!state || state.skip) return decision
    const [sessionKey, arm] = await Promise.all([state.key, state.arm])
    const library = await libraryFor(session, event.signal)
    const domain = library ? domainFor(library) : undefined
    const result = findCandidates(domain?.index, taskText(event.messages))
    const isEligible = eligible(result.tier)
    const priorHint = historyHasHint(session?.events)
    const firstEligible = isEligible && !seenEligible.has(sessionKey) && !priorHint
    if (isEligible) seenEligible.add(sessionKey)
    let out = decision
    let hintBytes = 0
    if (isEligible && arm === 'treatment') {
      const text = renderHint(result.candidates)
      hintBytes = utf8Bytes(text)
      out = { ...decision, messages: [...decision.messages, hintMessage(text, uuid())] }
    }
    const record: DiscoveryRecord = {
      v: RECORD_VERSION,
      kind: 'discovery',
      at: new Date(now()).toISOString(),
      sessionKey,
      sessionCreatedAt: createdAtOf(session),
      turn: typeof event.turn === 'number' ? event.turn : 0,
      step: 1,
      tier: result.tier,
      reason: result.reason,
      tokenCount: result.tokenCount,
      effectiveTokenCount: result.effectiveWords.length,
      commonTokenCount: result.commonTokenCount,
      unknownTokenCount: result.unknownTokenCount,
      indexRows: domain?.rows ?? 0,
      candidateCount: result.candidates.length,
      candidates: result.candidates.map((c) => ({ name: c.name, score: c.score, matched: c.matched, coverage: c.coverage })),
      arm,
      injected: out !== decision,
      firstEligible,
      priorHint,
      hintBytes,
      elapsedMs: Math.round((clock() - started) * 10) / 10,
    }
    if (config.debugTokens) record.tokensUsed = result.effectiveWords
    sink.write(record)
    return out
  }

  on('agent/pre-step', async (event: PreStepEvent, next: () => Promise<Decision>) => {
    const decision = await next()
    if (!decision || decision.kind !== 'enter' || event?.step !== 1 || !Array.isArray(decision.messages)) return decision
    try {
      return await discover(event, decision)
    } catch {
      return decision // a throwing listener would fail the step; the hint is never worth that
    }
  })

  const settle = (state: SessionState, turn: number, settledBy: TurnCallsRecord['settledBy'], endReason: string | null) => {
    const c = state.open.get(turn)
    if (!c) return
    state.open.delete(turn)
    const at = new Date(now()).toISOString()
    void state.key.then((sessionKey) =>
      sink.write({
        v: RECORD_VERSION,
        kind: 'turn-calls',
        at,
        sessionKey,
        turn,
        skillSearchCalls: c.search,
        skillLoadCalls: c.load,
        skillRefCalls: c.ref,
        residentSkillCalls: c.resident,
        otherToolCalls: c.other,
        settledBy,
        endReason,
      }),
    )
  }

  on('session/event', (session: SessionLike, event: { type?: unknown; data?: unknown }) => {
    try {
      const type = event?.type
      if (type !== 'turn/start' && type !== 'tool/call' && type !== 'turn/end') return
      const state = stateFor(session)
      if (!state || state.skip) return
      const data = (event.data ?? {}) as { turn?: unknown; name?: unknown; reason?: { kind?: unknown } }
      const turn = typeof data.turn === 'number' ? data.turn : undefined
      if (turn === undefined) return
      if (type === 'turn/start') state.open.set(turn, zero())
      else if (type === 'tool/call') {
        let c = state.open.get(turn)
        if (!c) state.open.set(turn, (c = zero()))
        count(c, data.name)
      } else {
        if (!state.open.has(turn)) state.open.set(turn, zero())
        settle(state, turn, 'turn/end', typeof data.reason?.kind === 'string' ? data.reason.kind : null)
      }
    } catch {
      /* telemetry never disturbs the session */
    }
  })

  on('session/disposed', (session: SessionLike) => {
    try {
      const id = sessionIdOf(session)
      const state = id ? sessions.get(id) : undefined
      if (!id || !state) return
      for (const turn of [...state.open.keys()].sort((a, b) => a - b)) settle(state, turn, 'session/disposed', null)
      sessions.delete(id)
    } catch {
      /* as above */
    }
  })

  return {
    sink,
    async flush() {
      // Turn records wait for the session key first; one macrotask lets those writes queue up.
      await new Promise((resolve) => setTimeout(resolve, 0))
      await sink.flush()
    },
  }
}
