/**
 * The in-repo DSH test host: a small, faithful simulation of the host contract
 * (HOST-CONTRACT.md §11) for loading the BUILT host.js and driving its tools and listeners the
 * way DSH does. What the model reads is `output.render(...)` only; tool-call arguments arrive as
 * raw JSON strings; `fs.resolve` never throws on a missing path.
 */
import { randomUUID } from 'node:crypto'
import { resolve as resolvePath } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FsPort } from '../../host.js-src/library/fs-port.ts'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import { assertSubset, losslessProblem, validateValue } from './schema.ts'

export const ROOT = resolvePath(import.meta.dirname, '../..')
export const BUILT_HOST = resolvePath(ROOT, 'host.js')

// ----- Services -----

export interface RegisteredTool {
  name: string
  description: string
  parameters: Record<string, unknown>
  output: { schema: Record<string, unknown>; render(args: unknown, value: unknown): { type: string; text: string }[] }
  execute(args: unknown, exec: unknown): Promise<unknown>
  presentCall?(args: unknown): unknown
  isConcurrencySafe?(args: unknown): boolean
  timeoutMs?: number
}

export class ToolRegistry {
  readonly tools = new Map<string, RegisteredTool>()
  register(def: RegisteredTool, ...rest: unknown[]): () => void {
    if (rest.length) throw new Error('tools.register takes one argument')
    if (!def || typeof def.output?.render !== 'function') throw new Error(`tool "${def?.name}" must declare output { schema, render, presentationMeta? }`)
    assertSubset(def.output.schema)
    // Our own stricter rule: parameters inside the subset too, with additionalProperties written out.
    assertSubset(def.parameters)
    if (def.timeoutMs !== undefined && !(def.timeoutMs > 0 && Number.isFinite(def.timeoutMs))) throw new Error(`tool "${def.name}" timeoutMs must be a positive finite number`)
    if (def.name === 'run_code') throw new Error('tool name "run_code" is reserved for the Code Mode presentation transport and cannot be registered or shadowed')
    if (this.tools.has(def.name)) throw new Error(`tool "${def.name}" is already registered`)
    this.tools.set(def.name, def)
    let done = false
    return () => {
      if (done) return
      done = true
      if (this.tools.get(def.name) === def) this.tools.delete(def.name)
    }
  }
}

export interface FakeSkill {
  name: string
  description: string
  content: string
  whenToUse?: string
  source?: string
  modelInvocable?: boolean
  path?: string
  baseDir?: string
}

/** `ctx.get('skills')` per HOST-CONTRACT §4: sorted, one winner per name, not filtered by policy. */
export function createSkillsService(skills: FakeSkill[], opts: { rejectingProvider?: boolean } = {}) {
  const grammar = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
  const summaries = () =>
    [...skills]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((s) => ({
        name: s.name,
        description: s.description,
        ...(s.whenToUse ? { whenToUse: s.whenToUse } : {}),
        provider: 'fake',
        invocation: { modelInvocable: s.modelInvocable !== false, userInvocable: true },
        source: s.source ?? 'project-dsh',
        ...(s.baseDir ? { resourceBase: { kind: 'directory', path: s.baseDir } } : {}),
      }))
  return {
    calls: [] as { method: string; options: unknown }[],
    async list(options?: { signal?: AbortSignal }) {
      this.calls.push({ method: 'list', options })
      if (options?.signal?.aborted) throw new Error('aborted')
      // A rejecting provider is dropped (snapshot incomplete), never an error to the caller.
      void opts.rejectingProvider
      return summaries()
    },
    async get(name: string, options?: { signal?: AbortSignal }) {
      this.calls.push({ method: 'get', options })
      if (options?.signal?.aborted) throw new Error('aborted')
      if (!grammar.test(name)) return undefined
      const s = skills.find((k) => k.name === name)
      if (!s) return undefined
      return { ...summaries().find((x) => x.name === name)!, content: s.content, ...(s.path ? { path: s.path } : {}) }
    },
  }
}

/** An fs whose faults the contract allows: resolve throws, numeric versions, permission denied. */
export function createFaultyFs(base: FsPort, faults: { resolveThrows?: RegExp; deny?: RegExp; numericVersions?: boolean }): FsPort {
  let counter = 0
  return {
    async resolve(path, o) {
      if (faults.resolveThrows?.test(path)) throw Object.assign(new Error(`resolve failed: ${path}`), { code: 'FS_IO_ERROR' })
      return base.resolve(path, o)
    },
    async stat(t, s) {
      const info = await base.stat(t, s)
      if (info && faults.numericVersions) return { ...info, version: ++counter }
      return info
    },
    async readText(t, s) {
      if (faults.deny?.test(t.displayPath)) throw Object.assign(new Error('permission denied'), { code: 'FS_PERMISSION_DENIED' })
      return base.readText(t, s)
    },
    async listDir(t, s) {
      if (faults.deny?.test(t.displayPath)) throw Object.assign(new Error('permission denied'), { code: 'FS_PERMISSION_DENIED' })
      return base.listDir(t, s)
    },
  }
}

// ----- Sessions and events -----

export interface SessionEvent {
  type: string
  seq: number
  time: number
  data: unknown
}

export interface UserMessage {
  id: string
  role: 'user'
  content: { type: 'text'; text: string }[]
  source: { kind: string; [k: string]: unknown }
}

export class Session {
  readonly id: string
  readonly header: { version: number; id: string; createdAt: number; cwd?: string }
  readonly events: SessionEvent[] = []
  private appending = false
  private readonly emit: (session: Session, event: SessionEvent) => void

  constructor(id: string, cwd: string | undefined, createdAt: number, emit: (session: Session, event: SessionEvent) => void) {
    this.id = id
    // DSH 0.1.0-rc.8 writes header version 0 (docs/host-notes.md).
    this.header = Object.freeze({ version: 0, id, createdAt, ...(cwd ? { cwd } : {}) })
    this.emit = emit
  }

  append(type: string, data: unknown, extra: { surfaceOp?: 'append' } = {}): SessionEvent {
    if (this.appending) throw new Error('re-entrant append from inside a session/event listener')
    const event = { type, seq: this.events.length, time: Date.now(), data: structuredClone(data), ...extra }
    this.events.push(event)
    this.appending = true
    try {
      this.emit(this, event)
    } finally {
      this.appending = false
    }
    return event
  }

  /**
   * The JSONL a user has on disk: a header record (no seq) first, then one `{type, seq, time, data}`
   * envelope per line, as DSH's JSONL persistence writes it uncompressed.
   */
  toJsonl(): string {
    const header = { type: 'session', version: this.header.version, id: this.id, createdAt: this.header.createdAt, ...(this.header.cwd ? { cwd: this.header.cwd } : {}), delegationDepth: 0 }
    return [JSON.stringify(header), ...this.events.map((e) => JSON.stringify(e))].join('\n') + '\n'
  }
}

function assertUserMessage(m: unknown): asserts m is UserMessage {
  const msg = m as UserMessage
  if (!msg || typeof msg.id !== 'string' || !msg.id) throw new Error('user/message: id must be a non-empty string')
  if (msg.role !== 'user') throw new Error('user/message: role must be "user"')
  if (!msg.source || typeof msg.source.kind !== 'string' || !msg.source.kind) throw new Error('user/message: source.kind must be a non-empty string')
  if (!Array.isArray(msg.content)) throw new Error('user/message: content must be an array')
  const p = losslessProblem(msg)
  if (p) throw new Error(`user/message is not lossless JSON: ${p}`)
}

// ----- Scripted model -----

export interface ModelRequest {
  messages: { role: string; content: unknown }[]
  tools: string[]
}

export type ModelReply = { text: string } | { toolCalls: { name: string; arguments: string }[] }

/** A scripted model: one reply per request, recording every request it saw. */
export function scriptedModel(replies: ModelReply[] | ((req: ModelRequest, n: number) => ModelReply)) {
  const requests: ModelRequest[] = []
  return {
    requests,
    next(req: ModelRequest): ModelReply {
      requests.push(structuredClone(req))
      if (typeof replies === 'function') return replies(req, requests.length - 1)
      return replies[requests.length - 1] ?? { text: 'done' }
    },
  }
}

// ----- The host -----

type Listener = (...args: any[]) => any

export interface TestHostOptions {
  /** Session working directory (becomes header.cwd). */
  cwd?: string
  /** Resident skills; `false` = no skills service at all. */
  skills?: FakeSkill[] | false
  fs?: FsPort
}

export interface ToolAnswer {
  /** What the model reads: the rendered text (or `Error: <message>`). */
  text: string
  value: unknown
  isError: boolean
  /** DSH's error code when the host, not the tool, failed the call. */
  code?: 'UNKNOWN_TOOL' | 'INVALID_TOOL_OUTPUT'
}

export class TestHost {
  readonly registry = new ToolRegistry()
  readonly fs: FsPort
  readonly skills: ReturnType<typeof createSkillsService> | undefined
  readonly listeners = new Map<string, Listener[]>()
  readonly sessions: Session[] = []
  readonly cwd: string | undefined
  private disposers: (() => unknown)[] = []
  private active = false
  private injected = new Set<string>()

  constructor(opts: TestHostOptions = {}) {
    this.cwd = opts.cwd
    this.fs = opts.fs ?? createNodeFs(opts.cwd ?? process.cwd())
    this.skills = opts.skills === false ? undefined : createSkillsService(opts.skills ?? [])
  }

  get tools(): Map<string, RegisteredTool> {
    return this.registry.tools
  }

  private service(name: string): unknown {
    switch (name) {
      case 'tools':
        return { register: (def: RegisteredTool, ...rest: unknown[]) => this.track(this.registry.register(def, ...rest)) }
      case 'fs':
        return this.fs
      case 'skills':
        return this.skills
      default:
        return undefined
    }
  }

  private track(dispose: () => void): () => void {
    this.disposers.push(dispose)
    return dispose
  }

  /** The cordis-like ctx handed to apply(). */
  makeContext(): Record<string, unknown> {
    const host = this
    const ctx: Record<string, unknown> = {
      get: (name: string) => host.service(name),
      effect: (execute: () => unknown, _label?: string) => {
        if (!host.active) throw Object.assign(new Error('INACTIVE_EFFECT'), { code: 'INACTIVE_EFFECT' })
        const result = execute()
        if (typeof result === 'function') host.disposers.push(result as () => unknown)
        return result
      },
      on: (event: string, listener: Listener, prepend = false) => {
        const list = host.listeners.get(event) ?? []
        if (prepend) list.unshift(listener)
        else list.push(listener)
        host.listeners.set(event, list)
        return host.track(() => {
          const l = host.listeners.get(event) ?? []
          const i = l.indexOf(listener)
          if (i >= 0) l.splice(i, 1)
        })
      },
    }
    for (const svc of ['tools', 'fs', 'skills', 'llm', 'sessions']) {
      Object.defineProperty(ctx, svc, {
        get: () => {
          if (!host.injected.has(svc)) throw new Error(`cannot get property "${svc}" without inject`)
          return host.service(svc)
        },
      })
    }
    return ctx
  }

  /** Loads a plugin module the way the Loader does: `exports.default ?? exports`, config verbatim. */
  async load(modulePath: string = BUILT_HOST, config?: unknown): Promise<void> {
    const url = pathToFileURL(modulePath).href + `?load=${randomUUID()}`
    const mod = (await import(url)) as Record<string, unknown>
    if ('default' in mod) throw new Error('a plugin must not have a default export (the Loader would use it instead of the named exports)')
    if (typeof mod['apply'] !== 'function' || typeof mod['name'] !== 'string') throw new Error('plugin must export name and apply')
    const inject = mod['inject']
    this.injected = new Set(Array.isArray(inject) ? (inject as string[]) : inject && typeof inject === 'object' ? Object.keys(inject) : [])
    this.active = true
    await (mod['apply'] as (ctx: unknown, config: unknown) => unknown)(this.makeContext(), config)
  }

  /** Unloads: disposers in reverse order; a second call does nothing. */
  dispose(): void {
    this.active = false
    const list = this.disposers.reverse()
    this.disposers = []
    for (const d of list) d()
  }

  createSession(opts: { id?: string; cwd?: string; createdAt?: number } = {}): Session {
    const session = new Session(opts.id ?? randomUUID(), opts.cwd ?? this.cwd, opts.createdAt ?? Date.now(), (s, e) => this.emitEvent(s, e))
    this.sessions.push(session)
    this.fire('session/created', session)
    return session
  }

  disposeSession(session: Session): void {
    this.fire('session/disposed', session)
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const l of [...(this.listeners.get(event) ?? [])]) {
      try {
        const r = l(...args)
        if (r && typeof (r as Promise<unknown>).catch === 'function') (r as Promise<unknown>).catch(() => {})
      } catch {
        /* post-commit listeners are fire-and-forget; failures are contained */
      }
    }
  }

  private emitEvent(session: Session, event: SessionEvent): void {
    this.fire('session/event', session, event)
  }

  /**
   * Calls a tool as DSH does for one model tool call: `rawArgs` is the model's JSON string.
   * Returns what the model reads.
   */
  async callTool(name: string, rawArgs: string, opts: { session?: Session; signal?: AbortSignal; callId?: string } = {}): Promise<ToolAnswer> {
    const tool = this.registry.tools.get(name)
    if (!tool) return { text: `Error: unknown tool "${name}"`, value: undefined, isError: true, code: 'UNKNOWN_TOOL' }
    let args: unknown
    if (rawArgs === '') args = {}
    else {
      try {
        args = JSON.parse(rawArgs)
      } catch {
        args = rawArgs // invalid JSON arrives as the raw string
      }
    }
    const session = opts.session ?? this.createSession()
    const exec = Object.freeze({
      callId: opts.callId ?? randomUUID(),
      rootCallId: opts.callId ?? 'root',
      name,
      token: Symbol('call'),
      arguments: Object.freeze(args),
      signal: opts.signal ?? new AbortController().signal,
      agent: { id: 'agent-1', session: { id: session.id, header: session.header }, ctx: {}, inject: () => {} },
      deferContext: () => {},
      concludeTurn: () => {},
    })
    let value: unknown
    try {
      value = await tool.execute(args, exec)
    } catch (err) {
      return { text: `Error: ${(err as Error).message}`, value: undefined, isError: true }
    }
    const problem = losslessProblem(value)
    if (problem) return { text: `Error: tool "${name}" returned invalid output: ${problem}`, value, isError: true, code: 'INVALID_TOOL_OUTPUT' }
    const copy = JSON.parse(JSON.stringify(value))
    const invalid = validateValue(copy, tool.output.schema)
    if (invalid.length) return { text: `Error: tool "${name}" returned invalid output: ${invalid.join('; ')}`, value: copy, isError: true, code: 'INVALID_TOOL_OUTPUT' }
    const blocks = tool.output.render(args, copy)
    const text = blocks.filter((b) => b.type === 'text').map((b) => b.text).join('\n')
    return { text, value: copy, isError: false }
  }

  /** Runs the agent/pre-step waterfall: outermost listener first, each calling next(). */
  private async preStep(event: Record<string, unknown>, claimed: UserMessage[]): Promise<{ kind: 'reject' } | { kind: 'enter'; messages: UserMessage[] }> {
    const chain = [...(this.listeners.get('agent/pre-step') ?? [])]
    const call = async (i: number): Promise<any> => {
      if (i >= chain.length) return { kind: 'enter', messages: claimed }
      return chain[i]!(event, () => call(i + 1))
    }
    return call(0)
  }

  /**
   * One turn of the agent loop (HOST-CONTRACT §5, shapes as DSH 0.1.0-rc.8 writes them —
   * docs/host-notes.md): turn/start; per step claim, waterfall, append decision messages, the
   * model call with its request/chunk events, tool calls; turn/end. At step 1 the default decision
   * also carries a runtime-context message after the user's, as the full app does on a first turn.
   */
  async runTurn(
    session: Session,
    userText: string,
    model: ReturnType<typeof scriptedModel>,
    opts: { maxSteps?: number; runtimeContext?: boolean } = {},
  ): Promise<{ reason: string }> {
    const previous = session.events.filter((e) => e.type === 'turn/start').length
    const turn = previous + 1
    session.append('turn/start', { turn })
    const history = modelHistory(session.events)
    const userMessage: UserMessage = { id: randomUUID(), role: 'user', content: [{ type: 'text', text: userText }], source: { kind: 'user' } }
    let inbox: UserMessage[] = [userMessage]
    session.append('agent/inbox/spliced', { turn, count: inbox.length })
    const deferred: UserMessage[] = []
    const agent = { id: 'agent-1', session, inject: (m: UserMessage) => deferred.push(m) }
    const end = (reason: unknown) => {
      session.append('turn/end', { turn, reason })
      return { reason: (reason as { kind: string }).kind }
    }
    for (let step = 1; step <= (opts.maxSteps ?? 8); step++) {
      const claimed = step === 1 ? inbox : deferred.splice(0)
      inbox = []
      const context: UserMessage[] =
        step === 1 && opts.runtimeContext !== false
          ? [{ id: randomUUID(), role: 'user', content: [{ type: 'text', text: '<runtime-context>cwd and date</runtime-context>' }], source: { kind: 'plugin', plugin: '@deepseek-ai/dsh-system-prompt', form: 'snapshot' } }]
          : []
      let decision
      try {
        decision = await this.preStep({ agent, messages: claimed, turn, step, signal: new AbortController().signal }, [...claimed, ...context])
      } catch (err) {
        return end({ kind: 'error', error: { message: (err as Error).message, code: 'UNKNOWN' } })
      }
      if (decision.kind === 'reject') return end({ kind: 'blocked' })
      if (step === 1 && decision.messages.length === 0) return end({ kind: 'completed' })
      session.append('step/start', { turn, step })
      for (const m of decision.messages) {
        assertUserMessage(m)
        session.append('user/message', m, { surfaceOp: 'append' })
        history.push({ role: 'user', content: m.content })
      }
      if (step === 1) session.append('request/header', { turn, step, tools: [...this.registry.tools.keys()] })
      session.append('request/context', { turn, step, messages: history.length })
      const reply = model.next({ messages: structuredClone(history), tools: [...this.registry.tools.keys()] })
      const source = { kind: 'model', provider: 'scripted', model: 'scripted' }
      if ('text' in reply) {
        session.append('assistant/chunk', { turn, step, delta: reply.text })
        session.append('assistant/message', { turn, step, message: { role: 'assistant', id: randomUUID(), content: [{ type: 'text', text: reply.text }], source } }, { surfaceOp: 'append' })
        session.append('step/end', { turn, step })
        return end({ kind: 'completed' })
      }
      const calls = reply.toolCalls.map((c) => ({ ...c, id: randomUUID() }))
      session.append('assistant/message', { turn, step, message: { role: 'assistant', id: randomUUID(), content: calls.map((c) => ({ type: 'tool-call', id: c.id, name: c.name, arguments: c.arguments })), source } }, { surfaceOp: 'append' })
      history.push({ role: 'assistant', content: reply.toolCalls })
      for (const c of calls) {
        // DSH asks each tool whether this call may join a parallel group: a method; anything else,
        // or a throw, means exclusive. A boolean field is a plugin bug the real registry ignores.
        const tool = this.registry.tools.get(c.name)
        if (tool && 'isConcurrencySafe' in tool && typeof tool.isConcurrencySafe !== 'function') throw new Error(`tool "${c.name}": isConcurrencySafe must be a method`)
        session.append('tool/call', { turn, step, callId: c.id, name: c.name, arguments: c.arguments })
        const answer = await this.callTool(c.name, c.arguments, { session, callId: c.id })
        // A plain thrown Error leaves no `error` field, only isError; host failures carry their code.
        session.append(
          'tool/result',
          {
            turn,
            step,
            message: {
              role: 'user',
              id: randomUUID(),
              source: { kind: 'tool', callId: c.id },
              content: [{ type: 'tool-result', toolCallId: c.id, content: [{ type: 'text', text: answer.text }], isError: answer.isError }],
            },
            ...(answer.code ? { error: { name: answer.code === 'UNKNOWN_TOOL' ? 'ToolError' : 'ToolOutputError', code: answer.code } } : {}),
          },
          { surfaceOp: 'append' },
        )
        history.push({ role: 'tool', content: answer.text })
      }
      session.append('step/end', { turn, step })
    }
    return end({ kind: 'max-tokens' })
  }
}

/** The conversation a model sees again on a later turn, rebuilt from the session's events. */
function modelHistory(events: readonly SessionEvent[]): { role: string; content: unknown }[] {
  const out: { role: string; content: unknown }[] = []
  for (const e of events) {
    const d = e.data as { content?: unknown; message?: { content?: unknown } }
    if (e.type === 'user/message') out.push({ role: 'user', content: d.content })
    else if (e.type === 'assistant/message') out.push({ role: 'assistant', content: d.message?.content })
    else if (e.type === 'tool/result') out.push({ role: 'tool', content: d.message?.content })
  }
  return out
}

export async function createTestHost(opts: TestHostOptions & { config?: unknown; load?: boolean; modulePath?: string } = {}): Promise<TestHost> {
  const host = new TestHost(opts)
  if (opts.load !== false) await host.load(opts.modulePath ?? BUILT_HOST, opts.config)
  return host
}
