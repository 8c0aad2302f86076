/**
 * The MCP server, driven by the official SDK client over stdio against the REAL server process.
 *
 * beforeAll builds the bundles into a temp folder with scripts/build.mjs (so the test never runs a
 * stale committed tools/cli.mjs, and proves the bundled SDK starts) and spawns the shipped bin
 * wrapper beside it: `node <tmp>/tools/dsh-skill-router.mjs mcp …`.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { CallToolResultSchema, ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOOL_SPECS } from '../../host.js-src/router/tools.ts'
import { renderLoad, renderSearch } from '../../host.js-src/router/render.ts'
import { Router } from '../../host.js-src/router/router.ts'
import { createNodeFs } from '../../tools/src/node-fs.ts'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const CORPUS = resolve(ROOT, '../shared/corpus/skills')

let tmp = ''
let bin = ''
let project = ''
let library = ''

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

function skill(name: string, description: string, body: string): string {
  return `---\nname: ${name}\ndescription: ${description}\n---\n\n${body}\n`
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'dsr-mcp-'))
  const build = join(tmp, 'build')
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--out', build], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] })
  bin = join(build, 'tools', 'dsh-skill-router.mjs')
  copyFileSync(join(ROOT, 'tools', 'dsh-skill-router.mjs'), bin)

  project = join(tmp, 'project')
  library = join(project, '.skill-src')
  write(join(library, 'acme/pdf-forms/SKILL.md'), skill('pdf-forms', 'Fill and flatten PDF forms with field mapping', '# PDF forms\n\nRead references/fields.md first.'))
  write(join(library, 'acme/pdf-forms/references/fields.md'), 'FIELD-TABLE: name, date, signature\n')
  write(join(library, 'acme/commit-helper/SKILL.md'), skill('commit-helper', 'Write a conventional commit message from a staged diff', '# Commits\n\nSummarise the diff.'))
  write(join(library, 'tools/kube-deploy/SKILL.md'), skill('kube-deploy', 'Deploy a service to Kubernetes with rollout checks', '# Deploy\n\nkubectl rollout status.'))
  // Enough other skills that the fixture's words are rare, as in a real library.
  const fillers = ['csv-cleanup:Clean messy CSV exports', 'sql-tuning:Tune slow SQL queries', 'react-hooks:Refactor React class components to hooks', 'docker-slim:Shrink Docker images', 'regex-debug:Debug regular expressions', 'git-bisect:Find a regression with git bisect', 'api-docs:Write OpenAPI reference docs', 'log-triage:Triage production logs by error class', 'unit-tests:Write unit tests for edge cases', 'i18n-strings:Extract UI strings for translation']
  for (const f of fillers) {
    const [name, description] = f.split(':') as [string, string]
    write(join(library, 'misc', name, 'SKILL.md'), skill(name, description, `# ${name}`))
  }
  // Something outside every skill folder, and a symlink inside pdf-forms pointing at it.
  write(join(project, 'secret.txt'), 'TOP-SECRET-OUTSIDE\n')
  symlinkSync(join(project, 'secret.txt'), join(library, 'acme/pdf-forms/references/leak.md'))
  execFileSync(process.execPath, [bin, 'build-index', library], { cwd: project, stdio: ['ignore', 'ignore', 'pipe'] })
  mkdirSync(join(project, 'src', 'deep'), { recursive: true })
}, 120_000)

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true })
})

interface Session {
  client: Client
  transport: StdioClientTransport
  stderr: () => string
  close(): Promise<void>
}

async function connect(args: string[], cwd: string, env: Record<string, string> = {}, roots?: () => string[]): Promise<Session> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, 'mcp', ...args],
    cwd,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? tmp, ...env },
    stderr: 'pipe',
  })
  let errText = ''
  transport.stderr?.on('data', (chunk: Buffer) => (errText += chunk.toString('utf8')))
  const client = new Client({ name: 'dsh-skill-router-test', version: '0.0.0' }, roots ? { capabilities: { roots: { listChanged: true } } } : {})
  if (roots) client.setRequestHandler(ListRootsRequestSchema, async () => ({ roots: roots().map((dir) => ({ uri: pathToFileURL(dir).href })) }))
  await client.connect(transport)
  return { client, transport, stderr: () => errText, close: () => client.close() }
}

type Result = { content: { type: string; text?: string }[]; isError?: boolean }

async function call(s: Session, name: string, args: unknown): Promise<{ text: string; isError: boolean }> {
  // client.request (not callTool) so arguments that are not an object can be sent as they are.
  const res = (await s.client.request({ method: 'tools/call', params: { name, arguments: args as Record<string, unknown> } }, CallToolResultSchema)) as Result
  expect(res.content.length).toBe(1)
  expect(res.content[0]!.type).toBe('text')
  return { text: res.content[0]!.text ?? '', isError: res.isError === true }
}

describe('mcp server over stdio (SDK client, spawned bundle)', () => {
  let s: Session
  beforeAll(async () => {
    // No --library: found by walking up from the working directory, as the plugin does.
    s = await connect([], join(project, 'src', 'deep'))
  })
  afterAll(async () => {
    await s?.close()
  })

  it('lists exactly the shared tools with the shared schemas', async () => {
    const { tools } = await s.client.listTools()
    expect(tools.map((t) => t.name)).toEqual(['skill_search', 'skill_load', 'skill_ref'])
    for (const spec of TOOL_SPECS) {
      const tool = tools.find((t) => t.name === spec.name)!
      expect(tool.description).toBe(spec.description)
      expect(tool.inputSchema).toEqual(spec.parameters)
      expect(tool.annotations?.readOnlyHint).toBe(true)
    }
    expect(s.client.getServerVersion()?.name).toBe('dsh-skill-router')
  })

  it('search answers with the very text the DSH model reads', async () => {
    const args = { query: 'pdf form' }
    const got = await call(s, 'skill_search', args)
    expect(got.isError).toBe(false)
    expect(got.text).toContain('pdf-forms')
    const cwd = join(project, 'src', 'deep')
    const same = renderSearch(await new Router().search(args, { fs: createNodeFs(cwd), cwd }))
    expect(got.text).toBe(same)
  })

  it('loads a skill, same text as in DSH, with its bundled files', async () => {
    const got = await call(s, 'skill_load', { name: 'pdf-forms' })
    expect(got.isError).toBe(false)
    expect(got.text).toContain('<skill_content name="pdf-forms"')
    expect(got.text).toContain('Read references/fields.md first.')
    expect(got.text).toContain('references/fields.md')
    const cwd = join(project, 'src', 'deep')
    expect(got.text).toBe(renderLoad(await new Router().load({ name: 'pdf-forms' }, { fs: createNodeFs(cwd), cwd })))
    const two = await call(s, 'skill_load', { names: 'commit-helper, kube-deploy' })
    expect(two.isError).toBe(false)
    expect(two.text.match(/<skill_content /g)?.length).toBe(2)
  })

  it('skill_ref reads a bundled file and refuses escapes (.. and a symlink out)', async () => {
    const ok = await call(s, 'skill_ref', { name: 'pdf-forms', path: 'references/fields.md' })
    expect(ok.isError).toBe(false)
    expect(ok.text).toContain('FIELD-TABLE')
    const dots = await call(s, 'skill_ref', { name: 'pdf-forms', path: '../../../secret.txt' })
    expect(dots.isError).toBe(true)
    expect(dots.text).toMatch(/refused/)
    expect(dots.text).not.toContain('TOP-SECRET')
    const link = await call(s, 'skill_ref', { name: 'pdf-forms', path: 'references/leak.md' })
    expect(link.isError).toBe(true)
    expect(link.text).toMatch(/outside the skill folder/)
    expect(link.text).not.toContain('TOP-SECRET')
    const list = await call(s, 'skill_ref', { name: 'pdf-forms', list: true })
    expect(list.isError).toBe(false)
    expect(list.text).toContain('references/fields.md')
  })

  it('bad arguments become tool errors with our message, and the server keeps serving', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['skill_search', { query: 5 }, /"query" is required/],
      ['skill_search', {}, /"query" is required/],
      ['skill_search', { query: 'pdf', limit: 'many' }, /"limit" must be a whole number from 1 to 40/],
      ['skill_search', { query: 'pdf', limit: 99 }, /"limit" must be a whole number/],
      ['skill_search', { query: 'pdf', repo: 7 }, /"repo" must be a string/],
      ['skill_load', { names: '["pdf-forms",' }, /looks like a JSON array but does not parse/],
      ['skill_load', { names: 'a,b,c,d,e,f,g,h,i' }, /at most 8 names per call; you gave 9/],
      ['skill_load', { name: 'no-such-skill' }, /no skill named "no-such-skill"/],
      ['skill_load', {}, /give "name"/],
      ['skill_ref', { path: 'x.md' }, /"name" is required/],
      ['skill_ref', { name: 'pdf-forms', path: '/etc/passwd' }, /refused/],
      // Not an object at all: the same answer the DSH adapter gives to such arguments.
      ['skill_search', 42, /the arguments must be a JSON object, got number/],
      ['skill_search', '{"query": "pdf', /the arguments are not valid JSON/],
      ['skill_tweak', { query: 'x' }, /no tool named "skill_tweak".*skill_search, skill_load, skill_ref/],
    ]
    for (const [tool, args, message] of cases) {
      const got = await call(s, tool, args)
      expect(got.isError, `${tool} ${JSON.stringify(args)}`).toBe(true)
      expect(got.text, `${tool} ${JSON.stringify(args)}`).toMatch(message)
    }
    // Arguments sent as a JSON string are read as DSH reads them.
    const stringified = await call(s, 'skill_search', '{"query": "commit message"}')
    expect(stringified.isError).toBe(false)
    expect(stringified.text).toContain('commit-helper')
    // And a plain good call on the same connection still works.
    const good = await call(s, 'skill_search', { query: 'kubernetes deploy', limit: 3 })
    expect(good.isError).toBe(false)
    expect(good.text).toContain('kube-deploy')
    expect(s.stderr()).toContain('dsh-skill-router mcp: serving skill_search, skill_load, skill_ref')
  })
})

describe('mcp command line', () => {
  it('writes nothing but JSON-RPC to stdout, answers every request, and exits 0 when stdin ends', async () => {
    const child = spawn(process.execPath, [bin, 'mcp', '--library', library], { cwd: tmp, stdio: ['pipe', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')))
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')))
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)))
    // Ready (stderr) before anything is asked: by then stdout must still be empty.
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`server did not start; stderr: ${err}`)), 15_000)
      child.stderr.on('data', () => {
        if (err.includes('serving')) {
          clearTimeout(timer)
          ready()
        }
      })
    })
    expect(out).toBe('')
    const requests = [
      { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 2, method: 'tools/list' },
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'skill_search', arguments: { query: 'pdf' } } },
      { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'skill_load', arguments: { name: 'pdf-forms' } } },
    ]
    // All at once, then end of input right away: the calls still running must be answered.
    child.stdin.end(requests.map((r) => JSON.stringify(r)).join('\n') + '\n')
    expect(await exited).toBe(0)
    const lines = out.split('\n').filter(Boolean)
    const ids = lines.map((line) => {
      const msg = JSON.parse(line) as { jsonrpc: string; id: number; error?: unknown }
      expect(msg.jsonrpc).toBe('2.0')
      expect(msg.error).toBeUndefined()
      return msg.id
    })
    expect(ids.sort()).toEqual([1, 2, 3, 4])
    expect(out).toContain('pdf-forms')
  })

  it('answers lines it cannot take with JSON-RPC errors (no zod dump), ignores blank lines, and keeps serving', async () => {
    const child = spawn(process.execPath, [bin, 'mcp', '--library', library], { cwd: tmp, stdio: ['pipe', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')))
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')))
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)))
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }
    child.stdin.end(['this is not json', '{"id":7}', '', JSON.stringify(init), '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{}}'].join('\n') + '\n')
    expect(await exited).toBe(0)
    const byId = new Map(out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id: unknown; error?: { code: number; message: string } }).map((m) => [m.id, m]))
    expect(byId.get(null)?.error?.code).toBe(-32700)
    expect(byId.get(7)?.error?.code).toBe(-32600)
    expect(byId.get(3)?.error).toMatchObject({ code: -32602, message: expect.not.stringContaining('[') })
    expect(byId.get(1)?.error).toBeUndefined()
    expect(err).not.toContain('protocol error')
    expect(err.split('\n').length).toBeLessThan(10)
  })

  it('refuses unknown flags and arguments with a usage error (exit 2), stdout untouched', () => {
    for (const args of [['mcp', 'extra'], ['mcp', '--bogus']]) {
      let status = 0
      let stdout = ''
      let stderr = ''
      try {
        execFileSync(process.execPath, [bin, ...args], { cwd: tmp, input: '', encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] })
      } catch (e) {
        const x = e as { status: number; stdout: string; stderr: string }
        status = x.status
        stdout = x.stdout
        stderr = x.stderr
      }
      expect(status).toBe(2)
      expect(stdout).toBe('')
      expect(stderr).toMatch(/usage: dsh-skill-router mcp/)
    }
  })

  it("finds the library from the client's workspace root when started elsewhere, and follows root changes", async () => {
    let asked = 0
    let current = [join(project, 'src')]
    const s = await connect([], tmp, {}, () => {
      asked++
      return current
    })
    try {
      const got = await call(s, 'skill_search', { query: 'pdf form' })
      expect(got.isError).toBe(false)
      expect(got.text).toContain('pdf-forms')
      expect(asked).toBe(1)
      expect(s.stderr()).toContain(`finding the library from the client's workspace root ${join(project, 'src')}`)
      current = [tmp]
      await s.client.sendRootsListChanged()
      await expect.poll(() => asked, { timeout: 10_000 }).toBe(2)
      const after = await call(s, 'skill_search', { query: 'pdf form' })
      expect(after.text).not.toContain('pdf-forms')
      expect(after.text).toMatch(/no \.skill-src\/skill-index\.tsv in /)
    } finally {
      await s.close()
    }
    // With an explicit library the walk-up is moot: roots are never asked for.
    let askedExplicit = 0
    const e = await connect(['--library', library], tmp, {}, () => {
      askedExplicit++
      return [tmp]
    })
    try {
      expect((await call(e, 'skill_search', { query: 'pdf form' })).text).toContain('pdf-forms')
      expect(askedExplicit).toBe(0)
      // The startup line says which library answers and why.
      await expect.poll(() => e.stderr(), { timeout: 10_000 }).toMatch(/library \S+ \(\d+ skills, ready in \d+ ms; named by --library\)/)
    } finally {
      await e.close()
    }
    const v = await connect([], tmp, { DSH_SKILL_ROUTER_LIBRARY: library })
    try {
      expect((await call(v, 'skill_search', { query: 'pdf form' })).text).toContain('pdf-forms')
      await expect.poll(() => v.stderr(), { timeout: 10_000 }).toMatch(/ready in \d+ ms; named by DSH_SKILL_ROUTER_LIBRARY\)/)
    } finally {
      await v.close()
    }
  })

  it('a --library that does not exist stops the server before it starts, saying so (exit 2)', () => {
    const r = spawnSync(process.execPath, [bin, 'mcp', '--library', join(tmp, 'nowhere')], { cwd: tmp, input: '', encoding: 'utf8' })
    expect(r.status).toBe(2)
    expect(r.stdout).toBe('')
    expect(r.stderr).toMatch(/--library \S*nowhere does not exist/)
  })

  it('offers skill_manage only with --manage (never from the environment alone)', async () => {
    const plain = await connect(['--library', library], tmp, { DSH_SKILL_ROUTER_MANAGE: '1' })
    try {
      const { tools } = await plain.client.listTools()
      expect(tools.map((t) => t.name)).not.toContain('skill_manage')
    } finally {
      await plain.close()
    }
    const managed = await connect(['--library', library, '--manage'], tmp, { DSH_HOME: join(tmp, 'dsh-home') })
    try {
      const names = (await managed.client.listTools()).tools.map((t) => t.name)
      expect(names).toEqual(['skill_search', 'skill_load', 'skill_ref', 'skill_manage'])
      // Wired like the others: its own argument error comes back as a tool error.
      const bad = await call(managed, 'skill_manage', { action: 'bogus' })
      expect(bad.isError).toBe(true)
      expect(bad.text).toMatch(/"action" must be one of/)
      // Started elsewhere (cwd is not the project) with --library: what it writes, it can load and read —
      // visibility is keyed to the library the skill lives in (issue 17).
      const content = '---\nname: glaze-notes\ndescription: Glaze mixing notes for cone 6 stoneware.\n---\n# Glaze notes\n\nWeigh dry, sieve twice.\n'
      const made = await call(managed, 'skill_manage', { action: 'create', name: 'glaze-notes', content })
      expect(made.isError, made.text).toBe(false)
      const loaded = await call(managed, 'skill_load', { name: 'glaze-notes' })
      expect(loaded.isError, loaded.text).toBe(false)
      expect(loaded.text).toMatch(/<skill_content name="glaze-notes" source="library" repo="learned">\nQUARANTINED/)
      expect(loaded.text).toContain('Weigh dry, sieve twice.')
      expect((await call(managed, 'skill_ref', { name: 'glaze-notes', path: 'SKILL.md' })).text).toContain('Weigh dry, sieve twice.')
    } finally {
      await managed.close()
    }
  })

  it('says on its startup line why a stored search cache was not used (the warm-up search is the only one told)', async () => {
    const copy = join(tmp, 'lib-bad-cache')
    cpSync(library, copy, { recursive: true })
    writeFileSync(join(copy, 'skill-index.search.bin'), 'not a sidecar at all, just text')
    const s = await connect(['--library', copy], tmp)
    try {
      await expect.poll(() => s.stderr(), { timeout: 15_000 }).toMatch(/ready in \d+ ms; named by --library\); the search cache was not used \(skill-index\.search\.bin not a search sidecar/)
      expect((await call(s, 'skill_search', { query: 'pdf form' })).text).toContain('pdf-forms')
    } finally {
      await s.close()
    }
  })

  it('lists the copy id among skill_load\'s arguments and loads by it', async () => {
    const s = await connect(['--library', library], tmp)
    try {
      const load = (await s.client.listTools()).tools.find((t) => t.name === 'skill_load')!
      expect(Object.keys(load.inputSchema.properties ?? {})).toEqual(['name', 'names', 'id', 'repo'])
      const got = await call(s, 'skill_load', { id: 'acme/pdf-forms' })
      expect(got.isError, got.text).toBe(false)
      expect(got.text).toContain('<skill_content name="pdf-forms" source="library" repo="acme">')
      const unknown = await call(s, 'skill_load', { name: 'pdf-forms', extra: true })
      expect(unknown.isError).toBe(true)
      expect(unknown.text).toContain('unknown argument "extra"')
    } finally {
      await s.close()
    }
  })
})

describe.skipIf(!existsSync(CORPUS))('mcp server over the shared corpus', () => {
  if (!existsSync(CORPUS)) console.log(`skipping the corpus MCP test: ${CORPUS} does not exist (no ../shared checkout)`)
  let s: Session
  beforeAll(async () => {
    const out = join(tmp, 'corpus-index')
    execFileSync(process.execPath, [bin, 'build-index', CORPUS, '--out', out], { cwd: tmp, stdio: ['ignore', 'ignore', 'pipe'] })
    s = await connect(['--library', CORPUS, '--index', join(out, 'skill-index.tsv')], tmp)
  }, 120_000)
  afterAll(async () => {
    await s?.close()
  })

  it('searches the corpus and loads the top hit', async () => {
    const found = await call(s, 'skill_search', { query: 'pdf', limit: 5 })
    expect(found.isError).toBe(false)
    expect(found.text).not.toMatch(/starter library/)
    const first = /^1\. (\S+) \[/m.exec(found.text)
    expect(first, found.text).not.toBeNull()
    const loaded = await call(s, 'skill_load', { name: first![1]! })
    expect(loaded.isError).toBe(false)
    expect(loaded.text).toContain(`<skill_content name="${first![1]!}"`)
    const escape = await call(s, 'skill_ref', { name: first![1]!, path: '../../../../etc/passwd' })
    expect(escape.isError).toBe(true)
    expect(escape.text).toMatch(/refused/)
  })
})
