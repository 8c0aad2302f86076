/**
 * The two telemetry record kinds (SPEC §5), one JSON object per line of discovery.jsonl. The
 * report (tools/src/report.ts) reads exactly these shapes; bump RECORD_VERSION when one changes.
 *
 * Never in a record: the task text, tool arguments, skill bodies, or the raw session id. The
 * task's words appear only as `tokensUsed`, and only when `discovery.debugTokens` is on.
 */
import type { DiscoveryReason, Tier } from './candidates.ts'

export const RECORD_VERSION = 1

export type Arm = 'treatment' | 'control'

/** One per turn, written at step 1: what the layer saw and whether it hinted. */
export interface DiscoveryRecord {
  v: typeof RECORD_VERSION
  kind: 'discovery'
  /** ISO time of writing. */
  at: string
  /** First 8 hex of sha256(session id): pairs records without revealing the id. */
  sessionKey: string
  /** ISO creation time of the session (its header), or null when the host did not say. */
  sessionCreatedAt: string | null
  turn: number
  step: 1
  tier: Tier
  reason: DiscoveryReason
  tokenCount: number
  effectiveTokenCount: number
  commonTokenCount: number
  unknownTokenCount: number
  /** Rows in the hint domain (library rows minus the `learned` repo). A change mid-experiment voids it. */
  indexRows: number
  candidateCount: number
  candidates: { name: string; score: number; matched: number; coverage: number }[]
  arm: Arm
  /** True only when a hint message was appended to this step. */
  injected: boolean
  /** True on the session's first turn whose tier was eligible for a hint (HIGH). */
  firstEligible: boolean
  /** True when the session history already held a skill-router hint before this turn. */
  priorHint: boolean
  /** UTF-8 bytes of the hint text, 0 when none. */
  hintBytes: number
  elapsedMs: number
  /** Effective task words, only with `discovery.debugTokens`. */
  tokensUsed?: string[]
}

/** One per turn, written when the turn ends (or its session is disposed first): tool calls counted. */
export interface TurnCallsRecord {
  v: typeof RECORD_VERSION
  kind: 'turn-calls'
  at: string
  sessionKey: string
  turn: number
  skillSearchCalls: number
  skillLoadCalls: number
  skillRefCalls: number
  /** Calls of the host's own `skill` tool (resident skills). */
  residentSkillCalls: number
  otherToolCalls: number
  settledBy: 'turn/end' | 'session/disposed'
  /** The turn's end reason kind (`completed`, `blocked`, …), or null when settled by disposal. */
  endReason: string | null
}

export type TelemetryRecord = DiscoveryRecord | TurnCallsRecord
