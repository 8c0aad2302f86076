/**
 * The background skill reviewer inside DSH (issue 16, skill-evolution seed §6). `installReviewer`
 * listens to every session's events; when the trigger says a review is due it runs one after the
 * turn has ended (never blocking it) through DSH's `llm` service with the session's route.
 *
 * The review appends nothing to the session it reviews. DSH 0.1.0-rc.8's persistence refuses to
 * reopen a session whose log holds an event type it does not know unless the event is marked
 * `ignorable`, and `session.append` gives a plugin no way to mark one: a `skill-router/review`
 * event would make the user's session unloadable after the next restart. So the outcome (with the
 * one `line` a UI would show) lives in the telemetry: one JSON line per review, failed ones
 * included, in `<library>/.skill-manage/reviews.jsonl` (the project library when there is one,
 * else `$DSH_HOME/skill-router/reviews.jsonl`), and in the manage ledger (`by: "reviewer"`). A
 * failure undoes the review's writes and is logged once (console.warn).
 */
import { REVIEW } from '../core/limits.ts'
import { joinPath } from '../core/_path.ts'
import type { FsPort } from '../library/fs-port.ts'
import { dshHomeOf, globalPaths, projectPaths } from '../manage/store.ts'
import { projectLibraryFor } from '../manage/tool.ts'
import type { WritePort } from '../manage/write-port.ts'
import type { SkillEvolutionConfig } from './config.ts'
import { ReviewFailure, runReview } from './run.ts'
import type { LlmLike } from './run.ts'
import { linkedSkills, sessionRoute, transcriptOf } from './session.ts'
import type { SessionEvent, SessionLike } from './session.ts'
import { ReviewTools } from './tools.ts'
import { ReviewTrigger } from './trigger.ts'

export const REVIEWS_FILE = 'reviews.jsonl'

export interface ReviewHost {
  fs: FsPort
  effect(execute: () => unknown, label?: string): unknown
  get(name: string): unknown
  on?(event: string, listener: (...args: never[]) => unknown, prepend?: boolean): () => void
}

export interface ReviewerDeps {
  port: WritePort | { unavailable: string }
  library?: string
  witness?: (tool: string, args: unknown, call: { cwd?: string; sessionId?: string }) => Promise<string | undefined>
  env?: Record<string, string | undefined>
  /** Wall-clock limit of one review (default REVIEW.timeoutMs); tests shorten it. */
  timeoutMs?: number
}

/** One telemetry record: counts and names only, never conversation text. */
export interface ReviewRecord {
  v: 1
  t: 'review'
  at: number
  session: string
  outcome: 'created' | 'patched' | 'created+patched' | 'nothing' | 'failed'
  triggerCount: number
  rounds: number
  actions: { action: string; name: string; ok: boolean; refusal?: string }[]
  created: string[]
  patched: string[]
  durationMs: number
  tokens?: { input: number; output: number }
  /** What a UI shows for the review: "review: created X · patched Y" or "review: nothing saved". */
  line?: string
  error?: string
  undone?: boolean
}

/** The one line a UI shows for a review (kept in the telemetry record). */
export function reviewLine(created: readonly string[], patched: readonly string[]): string {
  const parts: string[] = []
  if (created.length) parts.push(`created ${created.join(', ')}`)
  if (patched.length) parts.push(`patched ${patched.join(', ')}`)
  return parts.length ? `review: ${parts.join(' · ')}` : 'review: nothing saved'
}

function warn(message: string): void {
  ;(globalThis as { console?: { warn?: (m: string) => void } }).console?.warn?.(`dsh-skill-router: ${message}`)
}

function attempt<T>(f: () => T): T | undefined {
  try {
    return f()
  } catch {
    return undefined
  }
}

function envOf(): Record<string, string | undefined> {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {}
}

async function telemetryPath(fs: FsPort, cwd: string | undefined, library: string | undefined, env: Record<string, string | undefined>): Promise<string | undefined> {
  const lib = await projectLibraryFor(fs, cwd, library).catch(() => undefined)
  if (lib && !('error' in lib) && !lib.created) return joinPath(projectPaths(lib.dir).stateDir, REVIEWS_FILE)
  const home = dshHomeOf(env)
  return home ? joinPath(globalPaths(home).stateDir, REVIEWS_FILE) : undefined
}

/** Starts watching sessions. Does nothing when disabled or when Node's fs cannot be reached (said once). */
export function installReviewer(ctx: ReviewHost, config: SkillEvolutionConfig, deps: ReviewerDeps): void {
  if (!config.enabled || typeof ctx.on !== 'function') return
  if ('unavailable' in deps.port) {
    warn(`skillEvolution is enabled but reviews cannot write skills here: ${deps.port.unavailable}`)
    return
  }
  const port = deps.port
  const env = deps.env ?? envOf()
  const trigger = new ReviewTrigger(config)
  const live = new Set<AbortController>()
  let disposed = false

  const start = (session: SessionLike, sessionId: string, triggerCount: number) => {
    if (disposed || !trigger.begin(sessionId)) return
    const abort = new AbortController()
    live.add(abort)
    const limit = deps.timeoutMs ?? REVIEW.timeoutMs
    const timer = setTimeout(() => abort.abort(new ReviewFailure(`the review ran past its time limit (${limit} ms)`)), limit)
    void review(session, sessionId, triggerCount, abort.signal)
      .catch((err: unknown) => warn(`skill review of session ${sessionId} failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
      clearTimeout(timer)
      live.delete(abort)
      trigger.end(sessionId)
    })
  }

  const review = async (session: SessionLike, sessionId: string, triggerCount: number, signal: AbortSignal) => {
    const began = Date.now()
    // Taken now: after the plugin is disposed its context refuses service look-ups.
    const fs = ctx.fs
    const cwd = typeof session.header?.cwd === 'string' ? session.header.cwd : undefined
    const linked = linkedSkills(session)
    const tools = new ReviewTools({ port, fs, ...(cwd ? { cwd } : {}), sessionId, ...(deps.library ? { library: deps.library } : {}), linked, allowCreateNew: config.allowCreateNew, allowOptimizeLinked: config.allowOptimizeLinked, ...(deps.witness ? { witness: deps.witness } : {}), signal })
    let record: ReviewRecord
    try {
      const llm = attempt(() => ctx.get('llm')) as LlmLike | undefined
      if (!llm || typeof llm.stream !== 'function') throw new ReviewFailure("DSH's llm service is not available to plugins here")
      const route = sessionRoute(session)
      if (!route) throw new ReviewFailure('the session has logged no model route (request/header) to review with')
      const transcript = transcriptOf(session)
      const result = await runReview({ llm, route, sessionId, transcript: transcript.text, linked, allowCreateNew: config.allowCreateNew, allowOptimizeLinked: config.allowOptimizeLinked, maxToolRounds: config.maxToolRounds, tools, signal })
      if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new ReviewFailure('review cancelled')
      const { created, patched } = tools
      const outcome: ReviewRecord['outcome'] = created.length && patched.length ? 'created+patched' : created.length ? 'created' : patched.length ? 'patched' : 'nothing'
      record = { v: 1, t: 'review', at: began, session: sessionId, outcome, triggerCount, rounds: result.rounds, actions: tools.actions, created, patched, durationMs: Date.now() - began, line: reviewLine(created, patched), ...(result.tokens ? { tokens: result.tokens } : {}) }
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err)
      const problems = await tools.undo().catch((e: unknown) => [e instanceof Error ? e.message : String(e)])
      record = { v: 1, t: 'review', at: began, session: sessionId, outcome: 'failed', triggerCount, rounds: 0, actions: tools.actions, created: [], patched: [], durationMs: Date.now() - began, error: why.slice(0, 300), undone: problems.length === 0 }
      warn(`skill review of session ${sessionId} failed: ${why.slice(0, 300)}; ${problems.length ? `could not undo: ${problems.join('; ')}` : 'nothing it wrote was kept'}. The session is unchanged`)
    }
    const file = await telemetryPath(fs, cwd, deps.library, env).catch(() => undefined)
    if (file) {
      await port
        .mkdirp(file.slice(0, file.lastIndexOf('/')))
        .then(() => port.appendDurable(file, JSON.stringify(record) + '\n'))
        .catch((err: unknown) => warn(`could not write review telemetry to ${file}: ${err instanceof Error ? err.message : String(err)}`))
    }
  }

  const listener = (session: SessionLike | undefined, event: SessionEvent | undefined) => {
    if (disposed || !session || typeof session.id !== 'string' || typeof event?.type !== 'string') return
    const isReview = session.header?.['skillReview'] === true
    const due = trigger.observe(session.id, event.type, isReview)
    if (!due) return
    const id = session.id
    // After the turn has ended, outside the session's event publication: never inside the user's turn.
    setTimeout(() => start(session, id, due), 0)
  }
  ctx.effect(() => {
    const off = ctx.on!('session/event', listener as never)
    return () => {
      disposed = true
      off()
      for (const a of live) a.abort(new ReviewFailure('the plugin was disposed during the review'))
    }
  }, 'skill-router: skill reviewer')
}
