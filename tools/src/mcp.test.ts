/**
 * The MCP adapter in process (SDK client over the SDK's in-memory transport). The spawned,
 * end-to-end tests live in test/mcp/; these cover what a real library cannot provoke: a tool
 * that throws, a renderer that throws, a call cancelled by the client.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js'
import { describe, expect, it } from 'vitest'
import type { ToolEntry } from '../../host.js-src/router/tools.ts'
import { createNodeFs } from './node-fs.ts'
import { acceptRawArguments, createMcpServer, failedValue, mcpToolset } from './mcp.ts'
import type { CliIo } from './cli-io.ts'

function tool(name: string, run: ToolEntry['run'], render?: ToolEntry['render']): ToolEntry {
  return {
    name,
    description: `${name} for tests`,
    parameters: { type: 'object', properties: { x: { type: 'string' } }, additionalProperties: false },
    readOnly: true,
    run,
    render: render ?? ((v) => JSON.stringify(v)),
    failed: failedValue,
    title: () => ({ kind: 'read', title: name }),
  }
}

async function pair(tools: ToolEntry[]) {
  const logs: string[] = []
  const { server } = await createMcpServer({ tools, call: { fs: createNodeFs('/work/here') } }, { cwd: '/work/here', log: (l) => logs.push(l) })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await server.connect(serverSide)
  acceptRawArguments(serverSide)
  const client = new Client({ name: 'unit', version: '0' })
  await client.connect(clientSide)
  const call = async (name: string, args: unknown) =>
    (await client.request({ method: 'tools/call', params: { name, arguments: args as Record<string, unknown> } }, CallToolResultSchema)) as {
      content: { type: string; text: string }[]
      isError?: boolean
    }
  return { client, call, logs }
}

describe('createMcpServer', () => {
  it('passes arguments, the working directory and the signal to the shared execute', async () => {
    const seen: unknown[] = []
    const sessions = new Set<unknown>()
    const { call } = await pair([
      tool('echo', async (args, call) => {
        seen.push(args, call.cwd, call.signal instanceof AbortSignal)
        sessions.add(call.sessionId)
        return { ok: true }
      }),
    ])
    const res = await call('echo', { x: 'y' })
    expect(res.isError).toBeUndefined()
    expect(res.content).toEqual([{ type: 'text', text: '{"ok":true}' }])
    expect(seen).toEqual([{ x: 'y' }, '/work/here', true])
    // Non-object arguments reach execute as they are (the shared tools parse a JSON string).
    await call('echo', '{"x": "z"}')
    await call('echo', 7)
    expect(seen.filter((_, i) => i % 3 === 0).slice(1)).toEqual(['{"x": "z"}', 7])
    // One connection, one session id for every call.
    expect(sessions.size).toBe(1)
    expect([...sessions][0]).toMatch(/^mcp-\d+-/)
  })

  it('turns a throwing tool or renderer into an error result and keeps serving', async () => {
    const { call, logs } = await pair([
      tool('boom', async () => {
        throw new Error('disk on fire')
      }),
      tool(
        'badrender',
        async () => ({}),
        () => {
          throw new Error('no ink')
        },
      ),
      tool('fine', async () => ({ fine: 1 })),
    ])
    const boom = await call('boom', {})
    expect(boom.isError).toBe(true)
    expect(boom.content[0]!.text).toMatch(/^Error: boom: internal error: disk on fire/)
    const bad = await call('badrender', {})
    expect(bad.isError).toBe(true)
    expect(bad.content[0]!.text).toMatch(/could not render the answer: no ink/)
    expect((await call('fine', {})).isError).toBeUndefined()
    expect(logs.join('\n')).toMatch(/boom failed: disk on fire/)
  })

  it('a call the client cancels aborts the signal the shared tool runs with', async () => {
    let aborted: (why: unknown) => void = () => undefined
    const sawAbort = new Promise((resolve) => (aborted = resolve))
    const { client, call } = await pair([
      tool(
        'slow',
        (_args, call) =>
          new Promise((resolve) =>
            call.signal!.addEventListener('abort', () => {
              aborted(call.signal!.reason ?? 'aborted')
              resolve({})
            }),
          ),
      ),
      tool('fine', async () => ({ fine: 1 })),
    ])
    const controller = new AbortController()
    const pending = client.request({ method: 'tools/call', params: { name: 'slow', arguments: {} } }, CallToolResultSchema, { signal: controller.signal })
    setTimeout(() => controller.abort('user gave up'), 20)
    await expect(pending).rejects.toThrow()
    await expect(sawAbort).resolves.toBeDefined()
    expect((await call('fine', {})).isError).toBeUndefined()
  })

  it('marks a value carrying an error as isError, with the rendered text', async () => {
    const { call } = await pair([tool('fails', async () => ({ error: 'bad x' }), (v) => `Error: ${(v as { error: string }).error}`)])
    const res = await call('fails', { x: 1 })
    expect(res).toEqual({ content: [{ type: 'text', text: 'Error: bad x' }], isError: true })
  })
})

describe('failedValue', () => {
  it('fails on a top-level error or when no requested name loaded', () => {
    expect(failedValue({ error: 'x' })).toBe(true)
    expect(failedValue({ error: '' })).toBe(false)
    expect(failedValue({ loaded: [], errors: [{ name: 'a' }] })).toBe(true)
    expect(failedValue({ loaded: [{ name: 'b' }], errors: [{ name: 'a' }] })).toBe(false)
    expect(failedValue({ hits: [] })).toBe(false)
    expect(failedValue({ ok: false, action: 'create', name: 'x', refusal: 'guard' })).toBe(true)
    expect(failedValue({ ok: true, action: 'create', name: 'x' })).toBe(false)
    expect(failedValue(null)).toBe(false)
    expect(failedValue('error')).toBe(false)
  })
})

describe('mcpToolset', () => {
  const io = (env: Record<string, string | undefined>): CliIo => ({ cwd: '/nowhere', out: () => undefined, err: () => undefined, isTTY: false, env })

  it('serves the three shared tools; manage only on the flag, never from the environment', () => {
    const names = (o: Parameters<typeof mcpToolset>[1], env = {}) => mcpToolset(io(env), o).tools.map((t) => t.name)
    expect(names({})).toEqual(['skill_search', 'skill_load', 'skill_ref'])
    expect(names({}, { DSH_SKILL_ROUTER_MANAGE: '1' })).toEqual(['skill_search', 'skill_load', 'skill_ref'])
    const managed = mcpToolset(io({}), { manage: true })
    expect(managed.config.manage.enabled).toBe(true)
    expect(managed.manageMissing).toBe(!managed.tools.some((t) => t.name === 'skill_manage'))
  })

  it('takes the library from the flag, else from DSH_SKILL_ROUTER_LIBRARY', () => {
    expect(mcpToolset(io({ DSH_SKILL_ROUTER_LIBRARY: '/env/lib' }), { library: '/flag/lib' }).router.options.library).toBe('/flag/lib')
    expect(mcpToolset(io({ DSH_SKILL_ROUTER_LIBRARY: '/env/lib' }), {}).router.options.library).toBe('/env/lib')
    expect(mcpToolset(io({}), {}).router.options.library).toBeUndefined()
    // And remembers what named it, so messages can say.
    expect(mcpToolset(io({ DSH_SKILL_ROUTER_LIBRARY: '/env/lib' }), {}).router.options.libraryFrom).toBe('DSH_SKILL_ROUTER_LIBRARY')
    expect(mcpToolset(io({}), { library: '/flag/lib' }).router.options.libraryFrom).toBe('--library')
  })
})

describe('screenedStdioTransport', () => {
  it('answers what the SDK would drop: -32700 not JSON, -32600 not JSON-RPC (with its id), -32602 bad tools/call params; a blank line is nothing', async () => {
    const { PassThrough } = await import('node:stream')
    const { screenedStdioTransport } = await import('./mcp.ts')
    const stdin = new PassThrough()
    const stdout = new PassThrough()
    const logged: string[] = []
    const { transport } = await screenedStdioTransport(stdin, stdout, (l) => logged.push(l))
    const delivered: unknown[] = []
    const errors: unknown[] = []
    transport.onmessage = (m) => void delivered.push(m)
    transport.onerror = (e) => void errors.push(e)
    await transport.start()
    let written = ''
    stdout.on('data', (c: Buffer) => void (written += c.toString('utf8')))
    stdin.write('this is not json\n{"id":7}\n\n')
    stdin.write('{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{}}\n{"jsonrpc":"2.0","id":4,"method":"tools/')
    stdin.write('call","params":{"name":"skill_search","arguments":"{\\"query\\":\\"x\\"}"}}\n')
    await new Promise((r) => setImmediate(r))
    const replies = written.trim().split('\n').map((l) => JSON.parse(l))
    expect(replies).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringMatching(/^Parse error: /) } },
      { jsonrpc: '2.0', id: 7, error: { code: -32600, message: expect.stringMatching(/^Invalid Request: /) } },
      { jsonrpc: '2.0', id: 3, error: { code: -32602, message: expect.stringMatching(/^Invalid params for tools\/call: params\.name: [^{}[\]\n]+$/) } },
    ])
    // The good call (split across two chunks, a raw string argument) reaches the SDK unchanged; nothing is a protocol error.
    expect(delivered).toEqual([{ jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'skill_search', arguments: '{"query":"x"}' } }])
    expect(errors).toEqual([])
    expect(logged).toHaveLength(3)
    await transport.close()
  })
})
