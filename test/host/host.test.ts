import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import { TestHost, ToolRegistry, createTestHost, scriptedModel } from './index.ts'
import { losslessProblem, subsetViolations } from './schema.ts'

// The test host must be as strict as DSH, or it hides the bugs it should catch.
describe('test host fidelity', () => {
  it('rejects schemas outside the subset with DSH-style messages', () => {
    expect(subsetViolations({ type: 'object', properties: { a: { type: 'string', minLength: 1 } } })).toEqual([expect.stringContaining('schema.properties.a.minLength is not a supported keyword')])
    expect(subsetViolations({ type: ['string', 'null'] })).toEqual(['schema.type arrays are not supported'])
    expect(subsetViolations({ type: 'object', required: ['x'], properties: {} })[0]).toContain('not in properties')
    expect(subsetViolations({ oneOf: [{ type: 'string' }] })[0]).toContain('at least 2 branches')
  })

  it('rejects a tool without render, a duplicate name and run_code', () => {
    const r = new ToolRegistry()
    const def = { name: 't', description: '', parameters: { type: 'object', properties: {}, additionalProperties: false }, output: { schema: { type: 'object' }, render: () => [] }, execute: async () => ({}) }
    expect(() => r.register({ ...def, output: { schema: {} } } as never)).toThrow('must declare output')
    r.register(def)
    expect(() => r.register(def)).toThrow('already registered')
    expect(() => r.register({ ...def, name: 'run_code' })).toThrow()
  })

  it('finds non-lossless values', () => {
    expect(losslessProblem({ a: undefined })).toBe('$.a is undefined')
    expect(losslessProblem({ a: [1, , 3] })).toBe('$.a is a sparse array')
    expect(losslessProblem({ a: -0 })).toBe('$.a is -0')
    expect(losslessProblem({ a: new Date() })).toBe('$.a is a class instance')
    expect(losslessProblem({ a: [1, 'x', null, { b: true }] })).toBeUndefined()
    const shared = { x: 1 }
    expect(losslessProblem({ a: shared, b: shared })).toBeUndefined()
    const cyclic: Record<string, unknown> = {}
    cyclic['self'] = cyclic
    expect(losslessProblem(cyclic)).toBe('$.self is a cycle')
    expect(losslessProblem({ [Symbol('s')]: 1 })).toBe('$ has a symbol key')
  })

  it('resolves a missing path without throwing; stat answers undefined; empty path throws', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dsr-fs-'))
    const fs = createNodeFs(dir)
    const t = await fs.resolve('no/such/file.md')
    expect(t.targetKey).toBe(join(dir, 'no/such/file.md'))
    expect(await fs.stat(t)).toBeUndefined()
    await expect(fs.resolve('  ')).rejects.toMatchObject({ code: 'FS_NOT_FOUND' })
    writeFileSync(join(dir, 'f'), 'x')
    await expect(fs.resolve('f/below')).rejects.toMatchObject({ code: 'FS_NOT_FOUND' })
    writeFileSync(join(dir, 'bom.md'), '\uFEFFhello\r\n')
    expect(await fs.readText(await fs.resolve('bom.md'))).toBe('hello\r\n')
    writeFileSync(join(dir, 'bad.md'), Buffer.from([0x68, 0xc3, 0x28]))
    await expect(fs.readText(await fs.resolve('bad.md'))).rejects.toMatchObject({ code: 'FS_NOT_TEXT' })
    const info = await fs.stat(await fs.resolve('f'))
    expect(String(info?.version)).toMatch(/^\d+:\d+:1:\d+:\d+$/)
  })

  it('throws for a service that was not injected, and INACTIVE_EFFECT after unload', async () => {
    const host = new TestHost({ skills: false })
    const ctx = host.makeContext()
    expect(() => ctx['tools']).toThrow('cannot get property "tools" without inject')
    expect(() => (ctx['effect'] as (f: () => void) => void)(() => {})).toThrow('INACTIVE_EFFECT')
  })

  it('runs a turn: rejects, empty first steps, throwing listeners and decision messages behave as in DSH', async () => {
    const host = await createTestHost({ skills: false })
    const session = host.createSession()
    const model = scriptedModel([{ text: 'ok' }])
    const off = (host.makeContext()['on'] as Function)('agent/pre-step', async (_e: unknown, next: () => Promise<unknown>) => {
      await next()
      return { kind: 'reject' }
    })
    expect(await host.runTurn(session, 'hi', model)).toEqual({ reason: 'blocked' })
    off()
    ;(host.makeContext()['on'] as Function)('agent/pre-step', async () => {
      throw new Error('boom')
    })
    expect(await host.runTurn(session, 'hi', model)).toEqual({ reason: 'error' })
    expect(session.events.at(-1)).toMatchObject({ type: 'turn/end', data: { reason: { kind: 'error', error: { message: 'boom', code: 'UNKNOWN' } } } })
    host.dispose()
  })

  it('writes turns with the event shapes of DSH rc.8: unknown types, surfaceOp, tool-result blocks, header line on disk', async () => {
    const host = await createTestHost({ skills: false })
    const session = host.createSession({ cwd: '/tmp' })
    await host.runTurn(session, 'find a skill', scriptedModel([{ toolCalls: [{ name: 'skill_search', arguments: '{"query":"debug"}' }] }, { text: 'ok' }]))
    const types = session.events.map((e) => e.type)
    expect(types).toEqual(expect.arrayContaining(['agent/inbox/spliced', 'request/header', 'request/context', 'assistant/chunk']))
    const result = session.events.find((e) => e.type === 'tool/result') as { data: { message: { role: string; content: { type: string; toolCallId: string }[] } }; surfaceOp?: string }
    expect(result.surfaceOp).toBe('append')
    expect(result.data.message.role).toBe('user')
    expect(result.data.message.content[0]).toMatchObject({ type: 'tool-result' })
    const call = session.events.find((e) => e.type === 'tool/call') as { data: { callId: string } }
    expect(result.data.message.content[0]!.toolCallId).toBe(call.data.callId)
    const [head, first] = session.toJsonl().split('\n').map((l) => (l ? JSON.parse(l) : undefined))
    expect(head).toMatchObject({ type: 'session', version: 0, id: session.id, cwd: '/tmp' })
    expect(first).toMatchObject({ type: 'turn/start', seq: 0 })
    host.dispose()
  })

  it('refuses a malformed decision message and delivers agent.inject() one step later', async () => {
    const host = await createTestHost({ skills: false })
    const on = host.makeContext()['on'] as Function
    const off = on('agent/pre-step', async (_e: unknown, next: () => Promise<{ kind: string; messages: unknown[] }>) => {
      const d = await next()
      return { ...d, messages: [...d.messages, { role: 'user', content: [], source: { kind: 'x' } }] }
    })
    await expect(host.runTurn(host.createSession(), 'hi', scriptedModel([{ text: 'ok' }]))).rejects.toThrow('id must be a non-empty string')
    off()
    const steps: number[] = []
    on('agent/pre-step', async (e: { step: number; messages: { source: { kind: string } }[]; agent: { inject(m: unknown): void } }, next: () => Promise<unknown>) => {
      const d = await next()
      steps.push(e.step)
      if (e.step === 1) e.agent.inject({ id: 'late-1', role: 'user', content: [{ type: 'text', text: 'late' }], source: { kind: 'test' } })
      if (e.step === 2) expect(e.messages.map((m) => m.source.kind)).toEqual(['test'])
      return d
    })
    const session = host.createSession()
    const model = scriptedModel([{ toolCalls: [{ name: 'skill_search', arguments: '{"query":"debug"}' }] }, { text: 'done' }])
    expect(await host.runTurn(session, 'find a skill', model)).toEqual({ reason: 'completed' })
    expect(steps).toEqual([1, 2])
    host.dispose()
  })

  it('passes an aborted signal through: the tool answers instead of hanging', async () => {
    const host = await createTestHost({ skills: false })
    const controller = new AbortController()
    controller.abort()
    const a = await host.callTool('skill_search', JSON.stringify({ query: 'debug' }), { signal: controller.signal })
    expect(a.isError).toBe(false)
    expect(a.text).toContain('was cancelled')
    host.dispose()
  })
})

