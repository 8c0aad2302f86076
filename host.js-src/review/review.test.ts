import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REVIEW } from '../core/limits.ts'
import { ATTACKS, port, skillMd, tempDir } from '../manage/_test-kit.ts'
import { readConfig } from '../router/config.ts'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import { ReviewFailure, runReview } from './run.ts'
import type { LlmLike } from './run.ts'
import { linkedSkills, sessionRoute, transcriptOf } from './session.ts'
import { ReviewTools } from './tools.ts'
import { ReviewTrigger } from './trigger.ts'

describe('skillEvolution config', () => {
  it('is off by default with the issue\'s defaults', () => {
    expect(readConfig({}, {}).skillEvolution).toEqual({ enabled: false, nudgeInterval: 10, allowOptimizeLinked: true, allowCreateNew: true, maxToolRounds: 8 })
  })

  it('reads the row, else an environment variable per key; bad values fall back with a note', () => {
    const env = { DSH_SKILL_ROUTER_EVOLUTION: '1', DSH_SKILL_ROUTER_EVOLUTION_NUDGE: '4', DSH_SKILL_ROUTER_EVOLUTION_CREATE: 'false', DSH_SKILL_ROUTER_EVOLUTION_ROUNDS: '3', DSH_SKILL_ROUTER_EVOLUTION_OPTIMIZE: '0' }
    expect(readConfig({}, env).skillEvolution).toEqual({ enabled: true, nudgeInterval: 4, allowOptimizeLinked: false, allowCreateNew: false, maxToolRounds: 3 })
    const c = readConfig({ skillEvolution: { enabled: true, nudgeInterval: 0, maxToolRounds: 1000 } }, env)
    expect(c.skillEvolution.nudgeInterval).toBe(REVIEW.nudgeInterval)
    expect(c.skillEvolution.maxToolRounds).toBe(REVIEW.maxToolRounds)
    expect(c.problems.join(' ')).toMatch(/nudgeInterval must be a whole number from 1/)
    expect(c.problems.join(' ')).toMatch(/maxToolRounds must be a whole number from 1 to 32/)
  })
})

describe('ReviewTrigger', () => {
  const feed = (t: ReviewTrigger, id: string, types: string[]) => types.map((type) => t.observe(id, type))

  it('counts tool calls across turns and fires at the end of a turn that had tool calls, then resets', () => {
    const t = new ReviewTrigger({ enabled: true, nudgeInterval: 3 })
    expect(feed(t, 's', ['turn/start', 'tool/call', 'tool/call', 'turn/end'])).toEqual([0, 0, 0, 0])
    expect(t.count('s')).toBe(2)
    // A turn with no tool call never fires, however high the count.
    expect(feed(t, 's', ['turn/start', 'turn/end'])).toEqual([0, 0])
    expect(feed(t, 's', ['turn/start', 'tool/call', 'turn/end'])).toEqual([0, 0, 3])
    expect(t.count('s')).toBe(0)
  })

  it('never when disabled, in a review session, or while one runs for the session', () => {
    const off = new ReviewTrigger({ enabled: false, nudgeInterval: 1 })
    expect(feed(off, 's', ['tool/call', 'turn/end'])).toEqual([0, 0])
    const on = new ReviewTrigger({ enabled: true, nudgeInterval: 1 })
    expect(feed(on, 'skill-review-1', ['tool/call', 'turn/end'])).toEqual([0, 0])
    expect(on.observe('flagged', 'tool/call', true) + on.observe('flagged', 'turn/end', true)).toBe(0)
    expect(on.begin('s')).toBe(true)
    expect(on.begin('s')).toBe(false)
    expect(feed(on, 's', ['tool/call', 'turn/end'])).toEqual([0, 0])
    on.end('s')
    expect(feed(on, 's', ['tool/call', 'turn/end'])).toEqual([0, 2])
  })
})

describe('reading the session', () => {
  const msg = (role: string, kind: string, content: unknown[]) => ({ role, content, source: { kind } })

  it('keeps the newest part of the conversation within the bound, each message shortened', () => {
    const long = 'x'.repeat(REVIEW.messageMaxChars * 2)
    const messages = Array.from({ length: 40 }, (_, i) => msg('user', 'user', [{ type: 'text', text: `message ${i} ${long}` }]))
    const t = transcriptOf({ deriveMessages: () => messages }, 20_000)
    expect(t.text.length).toBeLessThanOrEqual(20_000)
    expect(t.text).toContain('message 39 ')
    expect(t.text).not.toContain('message 0 ')
    expect(t.dropped).toBeGreaterThan(30)
    expect(t.text).toMatch(/more characters\]/)
  })

  it('renders tool calls and results, and finds the skills the session loaded or wrote', () => {
    const session = {
      deriveMessages: () => [msg('assistant', 'model', [{ type: 'tool-call', id: 'c1', name: 'skill_load', arguments: '{"name":"pdf-tools"}' }]), msg('user', 'tool', [{ type: 'tool-result', toolCallId: 'c1', content: [{ type: 'text', text: 'the body' }] }])],
      events: [
        { type: 'tool/call', data: { name: 'skill_load', arguments: '{"names":["PDF-Tools","csv-clean"]}' } },
        { type: 'tool/call', data: { name: 'skill_manage', arguments: '{"action":"create","name":"mine"}' } },
        { type: 'tool/call', data: { name: 'bash', arguments: '{"name":"not-a-skill"}' } },
        { type: 'request/context', data: { provider: 'p', model: 'm' } },
      ],
    }
    expect(transcriptOf(session).text).toBe('agent: [calls skill_load {"name":"pdf-tools"}]\n\ntool: [tool result] the body')
    expect(linkedSkills(session)).toEqual(['pdf-tools', 'csv-clean', 'mine'])
    expect(sessionRoute(session)).toEqual({ provider: 'p', model: 'm' })
    expect(sessionRoute({ requestHeader: () => ({ config: { provider: 'a', model: 'b' } }) })).toEqual({ provider: 'a', model: 'b' })
    expect(sessionRoute({ events: [] })).toBeUndefined()
  })
})

function project() {
  const root = tempDir('review-')
  mkdirSync(join(root, '.skill-src'), { recursive: true })
  return { root, lib: join(root, '.skill-src') }
}

function tools(root: string, over: Partial<ConstructorParameters<typeof ReviewTools>[0]> = {}) {
  return new ReviewTools({ port, fs: createNodeFs(root), cwd: root, sessionId: 's1', linked: [], allowCreateNew: true, allowOptimizeLinked: true, signal: new AbortController().signal, ...over })
}

const create = (name: string) => JSON.stringify({ action: 'create', name, content: skillMd(name) })

describe('the reviewer\'s skill_manage', () => {
  it('creates only with allowCreateNew, never deletes, and changes only skills of the session', async () => {
    const p = project()
    const off = tools(p.root, { allowCreateNew: false })
    expect((await off.run('skill_manage', create('kiln-notes'))).text).toMatch(/allowCreateNew/)
    const t = tools(p.root, { linked: ['glaze'] })
    expect((await t.run('skill_manage', create('kiln-notes'))).isError).toBe(false)
    expect((await t.run('skill_manage', JSON.stringify({ action: 'delete', name: 'kiln-notes' }))).text).toMatch(/never remove/)
    // It may patch what it wrote itself in this review.
    expect((await t.run('skill_manage', JSON.stringify({ action: 'patch', name: 'kiln-notes', old_string: 'Run the tests.', new_string: 'Run the tests twice.' }))).isError).toBe(false)
    expect(t.created).toEqual(['kiln-notes'])
    const other = tools(p.root, { linked: [] })
    expect((await other.run('skill_manage', JSON.stringify({ action: 'patch', name: 'kiln-notes', old_string: 'twice', new_string: 'thrice' }))).text).toMatch(/not loaded or written in this session/)
    const noOpt = tools(p.root, { linked: ['kiln-notes'], allowOptimizeLinked: false })
    expect((await noOpt.run('skill_manage', JSON.stringify({ action: 'patch', name: 'kiln-notes', old_string: 'twice', new_string: 'thrice' }))).text).toMatch(/allowOptimizeLinked/)
    const ledger = readFileSync(join(p.lib, '.skill-manage', 'ledger.jsonl'), 'utf8')
    expect(ledger.trim().split('\n').map((l) => (JSON.parse(l) as { by?: string }).by)).toEqual(['reviewer', 'reviewer'])
  })

  it('what it writes passes the guard: a dangerous skill is refused and nothing is written', async () => {
    const p = project()
    const t = tools(p.root)
    const out = await t.run('skill_manage', JSON.stringify({ action: 'create', name: 'helper', content: skillMd('helper', ATTACKS['reverseShell']) }))
    expect(out.isError).toBe(true)
    expect(out.text).toMatch(/guard/)
    expect(existsSync(join(p.lib, 'learned', 'helper'))).toBe(false)
    expect(t.created).toEqual([])
  })

  it('undo takes back every write of the review', async () => {
    const p = project()
    const t = tools(p.root)
    await t.run('skill_manage', create('kiln-notes'))
    expect(existsSync(join(p.lib, 'learned', 'kiln-notes', 'SKILL.md'))).toBe(true)
    expect(await t.undo()).toEqual([])
    expect(existsSync(join(p.lib, 'learned', 'kiln-notes', 'SKILL.md'))).toBe(false)
  })

  it('skill_list is read-only and filters', async () => {
    const p = project()
    const t = tools(p.root)
    expect((await t.run('skill_list', '{}')).text).toMatch(/no skill/)
    await t.run('skill_manage', create('kiln-notes'))
    const listed = await t.run('skill_list', '{"filter": "kiln"}')
    expect(listed.text).toMatch(/kiln-notes \[quarantined\]/)
    expect((await t.run('skill_list', '{"filter": "zebra"}')).text).toMatch(/no skill matches "zebra"/)
    expect((await t.run('skill_list', 'not json')).isError).toBe(true)
  })
})

/** A fake llm service: each request gets the next reply. */
function llmOf(replies: ((o: Record<string, unknown>) => AsyncIterable<unknown>)[]): LlmLike & { requests: Record<string, unknown>[] } {
  const requests: Record<string, unknown>[] = []
  return {
    requests,
    stream(o) {
      requests.push(o)
      const next = replies.shift()
      if (!next) throw new Error('no more replies')
      return next(o)
    },
  }
}

async function* toolCall(name: string, args: string): AsyncIterable<unknown> {
  yield { type: 'block-start', index: 0, blockType: 'tool-call' }
  yield { type: 'tool-call-delta', index: 0, id: 'c1', name, argumentsDelta: args }
  yield { type: 'usage', usage: { inputTokens: 5, outputTokens: 1 } }
  yield { type: 'finish', reason: { kind: 'tool-calls' } }
}

async function* text(t: string): AsyncIterable<unknown> {
  yield { type: 'block-start', index: 0, blockType: 'text' }
  yield { type: 'text-delta', index: 0, text: t }
  yield { type: 'finish', reason: { kind: 'stop' } }
}

describe('runReview', () => {
  const base = (t: ReviewTools, llm: LlmLike, signal = new AbortController().signal, maxToolRounds = 3) => ({ llm, route: { provider: 'p', model: 'm' }, sessionId: 's1', transcript: 'user: hi', linked: [], allowCreateNew: true, allowOptimizeLinked: true, maxToolRounds, tools: t, signal })

  it('runs the tool loop: results go back as tool-result messages, tokens are summed', async () => {
    const p = project()
    const t = tools(p.root)
    const llm = llmOf([() => toolCall('skill_list', '{}'), () => text('nothing to save')])
    const r = await runReview(base(t, llm))
    expect(r.rounds).toBe(2)
    expect(r.tokens).toEqual({ input: 5, output: 1 })
    const second = llm.requests[1]!['messages'] as { role: string; content: { type: string; toolCallId?: string }[] }[]
    expect(second.map((m) => m.role)).toEqual(['user', 'assistant', 'user'])
    expect(second[2]!.content[0]).toMatchObject({ type: 'tool-result', toolCallId: 'c1' })
    expect((llm.requests[0]!['tools'] as { name: string }[]).map((x) => x.name)).toEqual(['skill_list', 'skill_manage'])
  })

  it('fails when the rounds run out, the model errors, or the review is cancelled', async () => {
    const p = project()
    const t = tools(p.root)
    await expect(runReview(base(t, llmOf([() => toolCall('skill_list', '{}'), () => toolCall('skill_list', '{}')]), undefined, 2))).rejects.toThrow(/after 2 rounds/)
    async function* failing(): AsyncIterable<unknown> {
      yield { type: 'finish', reason: { kind: 'error', failure: { message: 'rate limited', code: 'RATE' } } }
    }
    await expect(runReview(base(t, llmOf([() => failing()])))).rejects.toThrow(/rate limited \(RATE\)/)
    const abort = new AbortController()
    async function* hanging(): AsyncIterable<unknown> {
      yield { type: 'block-start', index: 0, blockType: 'text' }
      abort.abort(new ReviewFailure('the plugin was disposed during the review'))
      yield { type: 'text-delta', index: 0, text: 'late' }
    }
    await expect(runReview(base(t, llmOf([() => hanging()]), abort.signal))).rejects.toThrow(/disposed/)
  })
})

describe('installReviewer (a host with session events and an llm service)', () => {
  it('starts after the turn ends, runs past its time limit, undoes its write, appends nothing and records the failure once', async () => {
    const { installReviewer } = await import('./index.ts')
    const p = project()
    const home = tempDir('review-home-')
    let listener: ((s: unknown, e: unknown) => void) | undefined
    let disposer: (() => void) | undefined
    let calls = 0
    const llm: LlmLike = {
      stream(o) {
        calls++
        if (calls === 1) return toolCall('skill_manage', create('slow-notes'))
        const signal = o['signal'] as AbortSignal
        return (async function* () {
          await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))
          yield { type: 'finish', reason: { kind: 'stop' } }
        })()
      },
    }
    const ctx = {
      fs: createNodeFs(p.root),
      get: (name: string) => (name === 'llm' ? llm : undefined),
      on: (_: string, l: (...args: never[]) => unknown) => {
        listener = l as never
        return () => (listener = undefined)
      },
      effect: (run: () => unknown) => {
        disposer = run() as () => void
      },
    }
    const warnings: string[] = []
    const warn = console.warn
    console.warn = (m: string) => warnings.push(m)
    try {
      installReviewer(ctx, { enabled: true, nudgeInterval: 1, allowCreateNew: true, allowOptimizeLinked: true, maxToolRounds: 4 }, { port, env: { DSH_HOME: home }, timeoutMs: 300 })
      const appended: string[] = []
      const session = { id: 's9', header: { cwd: p.root }, events: [], requestContext: () => ({ provider: 'p', model: 'm' }), deriveMessages: () => [], append: (t: string) => appended.push(t) }
      listener!(session, { type: 'tool/call' })
      listener!(session, { type: 'turn/end' })
      expect(calls).toBe(0)
      // The review's create made the project library (with its index), so the record goes there.
      const file = join(p.lib, '.skill-manage', 'reviews.jsonl')
      const until = Date.now() + 5_000
      // The record is appended after the file is created: wait for a whole line, not just the file.
      const whole = () => existsSync(file) && readFileSync(file, 'utf8').endsWith('\n')
      while (!whole() && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
      const [record] = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { outcome: string; error: string; undone: boolean })
      expect(record).toMatchObject({ outcome: 'failed', undone: true })
      expect(record!.error).toMatch(/time limit \(300 ms\)/)
      expect(existsSync(join(p.lib, 'learned', 'slow-notes', 'SKILL.md'))).toBe(false)
      expect(appended).toEqual([])
      expect(warnings.filter((w) => /skill review of session s9 failed/.test(w))).toHaveLength(1)
    } finally {
      console.warn = warn
      disposer?.()
    }
  })
})
