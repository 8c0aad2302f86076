import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import { ATTACKS, port, skillMd, tempDir } from './_test-kit.ts'
import { manageTools } from './index.ts'
import { MANAGE_PARAMETERS, readRequest, renderManage, runManage } from './tool.ts'

describe('readRequest', () => {
  it('takes an object or a JSON string and refuses the rest with an example', () => {
    expect(readRequest('{"action":"delete","name":"x"}')).toEqual({ ok: true, value: { action: 'delete', name: 'x' } })
    expect(readRequest({ action: 'patch', name: 'x', old_string: 'a', new_string: 'b', replace_all: 'true' })).toMatchObject({ ok: true, value: { replace_all: true } })
    const bad = readRequest('{"action": "create", name: ')
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/not valid JSON.*Example/) })
    expect(readRequest({ action: 'make', name: 'x' })).toMatchObject({ ok: false, error: expect.stringMatching(/must be one of create, edit, patch, delete, write_file, remove_file/) })
    expect(readRequest({ action: 'create', name: 'x', colour: 1 })).toMatchObject({ ok: false, error: expect.stringMatching(/unknown argument\(s\) "colour"/) })
    expect(readRequest({ action: 'create', name: 3 })).toMatchObject({ ok: false, error: expect.stringMatching(/"name" must be a string/) })
  })

  it('the schema names every argument and forbids others', () => {
    expect(Object.keys(MANAGE_PARAMETERS.properties).sort()).toEqual(['action', 'category', 'content', 'file_content', 'file_path', 'force_new', 'name', 'new_string', 'old_string', 'reason', 'replace_all'])
    expect(MANAGE_PARAMETERS.additionalProperties).toBe(false)
  })
})

describe('runManage', () => {
  it('creates .skill-src at the session folder when there is no library, with an index search can use', async () => {
    const cwd = tempDir('session-')
    const v = await runManage({ action: 'create', name: 'first', content: skillMd('first') }, port, { fs: createNodeFs(cwd), cwd, sessionId: 'S1' })
    expect(v).toMatchObject({ ok: true, state: 'quarantined', library: join(cwd, '.skill-src') })
    expect(existsSync(join(cwd, '.skill-src/skill-index.tsv'))).toBe(true)
    expect(renderManage(v)).toMatch(/saved version \w{12}; QUARANTINED: visible only in this project.*\(0 so far\)\. Guard: safe\./)
    const ledger = readFileSync(join(cwd, '.skill-src/.skill-manage/ledger.jsonl'), 'utf8')
    expect(JSON.parse(ledger)).toMatchObject({ session: 'S1', project: cwd })
  })

  it('writes into the library found by walking up from a subfolder', async () => {
    const root = tempDir('proj-')
    await runManage({ action: 'create', name: 'a', content: skillMd('a') }, port, { fs: createNodeFs(root), cwd: root })
    const sub = join(root, 'src/deep')
    mkdirSync(sub, { recursive: true })
    const v = await runManage({ action: 'create', name: 'b', content: skillMd('b') }, port, { fs: createNodeFs(sub), cwd: sub })
    expect(v.library).toBe(join(root, '.skill-src'))
  })

  it('answers refusals and a missing Node fs in words, never by throwing', async () => {
    const cwd = tempDir('session-')
    const refused = await runManage({ action: 'create', name: 'evil', content: skillMd('evil', ATTACKS['injection']) }, port, { fs: createNodeFs(cwd), cwd })
    expect(renderManage(refused)).toMatch(/^skill_manage create "evil": Refused \(guard\): the guard judged this content dangerous: pi-.*Nothing was written\.$/s)
    expect(existsSync(join(cwd, '.skill-src'))).toBe(false)
    const noFs = await runManage({ action: 'delete', name: 'x' }, { unavailable: 'needs Node ≥ 20.16' }, { fs: createNodeFs(cwd), cwd })
    expect(renderManage(noFs)).toMatch(/Failed: needs Node/)
    const raw = await runManage('{oops', port, { fs: createNodeFs(cwd), cwd })
    expect(raw).toMatchObject({ ok: false, refusal: 'arguments' })
  })
})

describe('manageTools', () => {
  it('offers nothing unless enabled; the entry writes, so it is not read-only', () => {
    expect(manageTools({ enabled: false })).toEqual([])
    const tools = manageTools({ enabled: true })
    expect(tools.map((t) => t.name)).toEqual(['skill_manage'])
    expect(tools[0]!.readOnly).toBe(false)
    expect(tools[0]!.title({ action: 'patch', name: 'x' })).toEqual({ kind: 'edit', title: 'Skill patch: x' })
  })

  it('runs in the session folder the call names, and records the session', async () => {
    const cwd = tempDir('session-')
    const [tool] = manageTools({ enabled: true })
    const value = await tool!.run(JSON.stringify({ action: 'create', name: 'viahost', content: skillMd('viahost') }), { fs: createNodeFs(), cwd, sessionId: 'S7' })
    expect(value).toMatchObject({ ok: true, state: 'quarantined' })
    expect(tool!.failed(value)).toBe(false)
    expect(tool!.render(value)).toMatch(/QUARANTINED/)
    expect(existsSync(join(cwd, '.skill-src/learned/viahost/SKILL.md'))).toBe(true)
    expect(readFileSync(join(cwd, '.skill-src/.skill-manage/ledger.jsonl'), 'utf8')).toContain('"session":"S7"')
  })
})
