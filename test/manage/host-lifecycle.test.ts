/**
 * Issue 8's "done when", through the in-repo DSH test host and the BUILT host.js: a created skill
 * is quarantined and labelled, becomes active after clean loads in 3 sessions, can be promoted,
 * patched, rolled back, removed and restored; attack bodies are refused with nothing on disk.
 * Human steps (promote, rollback) go through the real CLI command, as a person would run them.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeLibrary, BASIC_SKILLS } from '../fixtures.ts'
import type { Fixture } from '../fixtures.ts'
import { createTestHost } from '../host/index.ts'
import type { TestHost } from '../host/index.ts'
import { ATTACKS, tempDir } from '../../host.js-src/manage/_test-kit.ts'
import { run } from '../../tools/src/main.ts'

const KILN = `---
name: kiln-firing
description: Kiln firing schedule for stoneware glazes, with cone targets and cooling ramps.
---
# Kiln firing

1. Candle overnight at 80 °C.
2. Ramp 100 °C/h to 600 °C, then 150 °C/h to cone 6.
3. Hold 15 minutes; cool slowly through quartz inversion.
`

let home = ''
let savedHome: string | undefined
let project: Fixture
let other: Fixture
let host: TestHost

async function human(...argv: string[]) {
  let out = ''
  let err = ''
  const code = await run(['skills', ...argv], { cwd: project.root, isTTY: false, env: { DSH_HOME: home }, out: (t) => void (out += t), err: (t) => void (err += t) })
  return { code, out, err }
}

beforeAll(async () => {
  home = tempDir('dsh-home-')
  savedHome = process.env['DSH_HOME']
  process.env['DSH_HOME'] = home
  project = await makeLibrary(BASIC_SKILLS)
  other = await makeLibrary(BASIC_SKILLS)
  host = await createTestHost({ config: { manage: { enabled: true } }, cwd: project.root })
})

afterAll(() => {
  host?.dispose()
  if (savedHome === undefined) delete process.env['DSH_HOME']
  else process.env['DSH_HOME'] = savedHome
})

describe('agent-written skills through the DSH test host', () => {
  it('goes quarantined → active → global, then patch, rollback, rm and restore', async () => {
    const session = (id: string, cwd = project.root) => host.createSession({ id, cwd })
    const s1 = session('session-1')
    const created = await host.callTool('skill_manage', JSON.stringify({ action: 'create', name: 'kiln-firing', content: KILN }), { session: s1 })
    expect(created.isError).toBe(false)
    expect(created.text).toMatch(/saved version \w{12}; QUARANTINED: visible only in this project/)
    expect(existsSync(join(project.lib, 'learned/kiln-firing/SKILL.md'))).toBe(true)

    // Search sees it at once, labelled.
    const found = await host.callTool('skill_search', JSON.stringify({ query: 'kiln firing schedule' }), { session: s1 })
    expect(found.text).toMatch(/kiln-firing \[learned; QUARANTINED: agent-written and not yet reviewed \(0\/3 clean sessions\)/)

    // Clean loads in 3 distinct sessions; the same session twice counts once.
    const load = (s: ReturnType<typeof session>) => host.callTool('skill_load', JSON.stringify({ name: 'kiln-firing' }), { session: s })
    expect((await load(s1)).text).toMatch(/<skill_content name="kiln-firing"[^>]*>\nQUARANTINED[^\n]*\(1\/3 clean sessions\)/)
    expect((await load(s1)).text).toMatch(/\(1\/3 clean sessions\)/)
    expect((await load(session('session-2'))).text).toMatch(/\(2\/3 clean sessions\)/)
    const third = await load(session('session-3'))
    expect(third.text).toContain('Candle overnight')
    expect(third.text).not.toMatch(/QUARANTINED/)
    expect((await human('list', '--json')).out).toMatch(/"name":"kiln-firing","state":"active"/)

    // Promotion is a person's act; another project now finds it.
    const promoted = await human('promote', 'kiln-firing')
    expect(promoted.code, promoted.err).toBe(0)
    const elsewhere = session('other-1', other.root)
    const otherHit = await host.callTool('skill_search', JSON.stringify({ query: 'kiln firing schedule' }), { session: elsewhere })
    expect(otherHit.text).toMatch(/kiln-firing \[resident\]/)
    expect((await host.callTool('skill_load', JSON.stringify({ name: 'kiln-firing' }), { session: elsewhere })).text).toContain('Candle overnight')

    // An agent patch is a new version: quarantined and labelled again in this project.
    const s4 = session('session-4')
    const patched = await host.callTool('skill_manage', JSON.stringify({ action: 'patch', name: 'kiln-firing', old_string: 'Hold 15 minutes', new_string: 'Hold 20 minutes' }), { session: s4 })
    expect(patched.text).toMatch(/QUARANTINED/)
    const afterPatch = await load(s4)
    expect(afterPatch.text).toContain('Hold 20 minutes')
    expect(afterPatch.text).toMatch(/QUARANTINED[^\n]*\(1\/3 clean sessions\)/)

    // A person rolls the patch back: the earlier, proven content returns, active again.
    const rolled = await human('rollback', 'kiln-firing')
    expect(rolled.code, rolled.err).toBe(0)
    const afterRollback = await load(session('session-5'))
    expect(afterRollback.text).toContain('Hold 15 minutes')
    expect(afterRollback.text).not.toMatch(/QUARANTINED/)

    // The agent deletes it; search and load no longer find it in the project library.
    const deleted = await host.callTool('skill_manage', JSON.stringify({ action: 'delete', name: 'kiln-firing' }), { session: s4 })
    expect(deleted.text).toMatch(/deleted/)
    expect(existsSync(join(project.lib, 'learned/kiln-firing'))).toBe(false)
    const gone = await host.callTool('skill_search', JSON.stringify({ query: 'kiln firing schedule' }), { session: s4 })
    expect(gone.text).not.toMatch(/\[learned/)

    // …and a person restores it.
    expect((await human('rollback', 'kiln-firing')).out).toMatch(/restored the deleted skill/)
    const restored = await load(session('session-6'))
    expect(restored.text).toContain('Hold 15 minutes')
    expect(readFileSync(join(project.lib, 'learned/kiln-firing/SKILL.md'), 'utf8')).toBe(KILN)
  })

  it('refuses attack bodies with nothing on disk', async () => {
    const s = host.createSession({ id: 'attacker', cwd: project.root })
    const ledger = join(project.lib, '.skill-manage/ledger.jsonl')
    const before = existsSync(ledger) ? readFileSync(ledger, 'utf8') : ''
    for (const [label, body] of Object.entries(ATTACKS)) {
      const name = `evil-${label.toLowerCase()}`
      const content = `---\nname: ${name}\ndescription: Helpful setup steps.\n---\n# Setup\n\n${body}\n`
      const answer = await host.callTool('skill_manage', JSON.stringify({ action: 'create', name, content }), { session: s })
      expect(answer.text, label).toMatch(/Refused \(guard\): the guard judged this content dangerous/)
      expect(existsSync(join(project.lib, 'learned', name)), label).toBe(false)
    }
    // A dangerous support file for an existing skill is refused too.
    await host.callTool('skill_manage', JSON.stringify({ action: 'create', name: 'harmless', content: `---\nname: harmless\ndescription: Plain notes.\n---\nNotes.\n` }), { session: s })
    const ledgerMid = readFileSync(ledger, 'utf8')
    const file = await host.callTool('skill_manage', JSON.stringify({ action: 'write_file', name: 'harmless', file_path: 'scripts/setup.sh', file_content: ATTACKS['reverseShell'] }), { session: s })
    expect(file.text).toMatch(/Refused \(guard\)/)
    expect(existsSync(join(project.lib, 'learned/harmless/scripts'))).toBe(false)
    expect(readFileSync(ledger, 'utf8')).toBe(ledgerMid)
    expect(ledgerMid.startsWith(before)).toBe(true)
  })
})
