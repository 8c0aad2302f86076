import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync, appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseIndex } from '../core/index-file.ts'
import { MANAGE } from '../core/limits.ts'
import { scanText, verdictOf } from '../guard/index.ts'
import { ATTACKS, CAUTION_LINE, globalStore, listTree, projectStore, skillMd, tempDir } from './_test-kit.ts'
import { parseLedger, reduceLedger, stateOf, topVersion } from './ledger.ts'
import { checkLoad, checkRequest, compact, manage, promote, recordOf, remove, rollback, waive } from './lifecycle.ts'
import type { ManageRequest } from './lifecycle.ts'
import type { Store } from './store.ts'

const agent = { by: 'agent' as const, session: 's0', project: '/p' }

async function create(store: Store, name: string, content = skillMd(name), extra: Partial<ManageRequest> = {}) {
  return manage(store, { action: 'create', name, content, ...extra }, agent)
}

async function stateOfSkill(store: Store, name: string) {
  const st = await store.read()
  const r = recordOf(st.records, store.scope, name)
  return r ? stateOf(r) : undefined
}

function ledgerText(root: string): string {
  const p = join(root, '.skill-src', '.skill-manage', 'ledger.jsonl')
  return existsSync(p) ? readFileSync(p, 'utf8') : ''
}

describe('create and the index', () => {
  it('writes SKILL.md, one ledger event, an index row, and starts quarantined', async () => {
    const root = tempDir()
    const store = projectStore(root)
    const out = await create(store, 'deploy-notes')
    expect(out).toMatchObject({ ok: true, changed: true, state: 'quarantined', cleanSessions: 0, verdict: 'safe' })
    expect(readFileSync(join(root, '.skill-src/learned/deploy-notes/SKILL.md'), 'utf8')).toBe(skillMd('deploy-notes'))
    const events = parseLedger(ledgerText(root)).events
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ t: 'version', op: 'create', by: 'agent', name: 'deploy-notes', project: '/p', session: 's0' })
    const rows = parseIndex(readFileSync(join(root, '.skill-src/skill-index.tsv'), 'utf8')).rows
    expect(rows).toEqual([expect.objectContaining({ repo: 'learned', relpath: 'deploy-notes', name: 'deploy-notes', files: 1 })])
    const meta = JSON.parse(readFileSync(join(root, '.skill-src/skill-index.meta.json'), 'utf8'))
    expect(meta.rows).toBe(1)
  })

  it('keeps the other rows of an existing index and files a category', async () => {
    const root = tempDir()
    mkdirSync(join(root, '.skill-src/vendor/pdf'), { recursive: true })
    writeFileSync(join(root, '.skill-src/vendor/pdf/SKILL.md'), skillMd('pdf'))
    writeFileSync(join(root, '.skill-src/skill-index.tsv'), 'repo\trelpath\tname\tdescription\tfiles\tKB\nvendor\tpdf\tpdf\tPDF things\t1\t1\n')
    const store = projectStore(root)
    expect((await create(store, 'ops-notes', undefined, { category: 'ops' })).ok).toBe(true)
    const rows = parseIndex(readFileSync(join(root, '.skill-src/skill-index.tsv'), 'utf8')).rows
    expect(rows.map((r) => `${r.repo}/${r.relpath}`)).toEqual(['learned/ops/ops-notes', 'vendor/pdf'])
    // A learned skill must not shadow a library skill of the same name.
    const clash = await create(store, 'pdf')
    expect(clash).toMatchObject({ ok: false, refusal: 'conflict' })
    expect(clash.error).toContain('vendor/pdf')
  })

  it('refuses create on an existing name and edit/patch on a missing one', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'a1')
    expect(await create(store, 'a1')).toMatchObject({ ok: false, refusal: 'state' })
    expect(await manage(store, { action: 'edit', name: 'zz', content: skillMd('zz') }, agent)).toMatchObject({ ok: false, refusal: 'state' })
    expect(await manage(store, { action: 'patch', name: 'zz', old_string: 'a', new_string: 'b' }, agent)).toMatchObject({ ok: false, refusal: 'state' })
    expect(await manage(store, { action: 'delete', name: 'zz' }, agent)).toMatchObject({ ok: false, refusal: 'state' })
  })
})

describe('every limit refuses with the limit named, and writes nothing', () => {
  const big = (n: number) => 'x'.repeat(n)
  const cases: [string, ManageRequest, RegExp][] = [
    ['name too long', { action: 'create', name: 'a'.repeat(MANAGE.nameMax + 1), content: 'x' }, /limit is 64/],
    ['name pattern', { action: 'create', name: 'Bad Name', content: 'x' }, /does not match/],
    ['name leading dot', { action: 'create', name: '.hidden', content: 'x' }, /does not match/],
    ['category pattern', { action: 'create', name: 'ok', category: '../up', content: skillMd('ok') }, /category/],
    ['SKILL.md too long', { action: 'create', name: 'ok', content: skillMd('ok', big(MANAGE.skillMdMaxChars)) }, /limit is 100000/],
    ['no frontmatter', { action: 'create', name: 'ok', content: '# ok\n\nbody' }, /frontmatter/],
    ['no description', { action: 'create', name: 'ok', content: '---\nname: ok\n---\nbody' }, /no "description"/],
    ['name mismatch', { action: 'create', name: 'ok', content: skillMd('other') }, /must be the same/],
    ['description too long', { action: 'create', name: 'ok', content: skillMd('ok', 'b', big(MANAGE.descriptionMax + 1)) }, /limit is 1024/],
    ['NUL in SKILL.md', { action: 'create', name: 'ok', content: skillMd('ok', 'a\u0000b') }, /NUL/],
    ['content missing', { action: 'create', name: 'ok' }, /"content" is required/],
  ]
  for (const [label, req, why] of cases) {
    it(label, async () => {
      const root = tempDir()
      const out = await manage(projectStore(root), req, agent)
      expect(out.ok).toBe(false)
      expect(out.error).toMatch(why)
      expect(existsSync(join(root, '.skill-src'))).toBe(false)
    })
  }

  const fileCases: [string, Partial<ManageRequest>, RegExp][] = [
    ['outside the support folders', { file_path: 'notes.md', file_content: 'x' }, /outside the support folders/],
    ['path escape', { file_path: 'references/../../x.md', file_content: 'x' }, /climbs out/],
    ['absolute path', { file_path: '/etc/passwd', file_content: 'x' }, /absolute/],
    ['backslash', { file_path: 'references\\x.md', file_content: 'x' }, /backslash/],
    ['binary extension', { file_path: 'assets/logo.png', file_content: 'x' }, /binary extension/],
    ['executable extension', { file_path: 'scripts/tool.exe', file_content: 'x' }, /binary extension/],
    ['hidden file', { file_path: 'references/.env', file_content: 'x' }, /hidden/],
    ['folder only', { file_path: 'references', file_content: 'x' }, /names a folder/],
    ['file over 1 MiB', { file_path: 'references/big.md', file_content: big(MANAGE.fileMaxBytes + 1) }, /at most 1048576 bytes/],
    ['NUL in a support file', { file_path: 'references/a.md', file_content: 'a\u0000' }, /NUL/],
  ]
  for (const [label, extra, why] of fileCases) {
    it(`write_file: ${label}`, async () => {
      const root = tempDir()
      const store = projectStore(root)
      await create(store, 'ok')
      const before = ledgerText(root)
      const treeBefore = listTree(join(root, '.skill-src'))
      const out = await manage(store, { action: 'write_file', name: 'ok', ...extra }, agent)
      expect(out.ok).toBe(false)
      expect(out.error).toMatch(why)
      expect(ledgerText(root)).toBe(before)
      expect(listTree(join(root, '.skill-src'))).toEqual(treeBefore)
    })
  }

  it('more than 50 files per skill', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'many')
    for (let i = 1; i < MANAGE.skillMaxFiles; i++) {
      expect((await manage(store, { action: 'write_file', name: 'many', file_path: `references/f${i}.md`, file_content: `file ${i}` }, agent)).ok).toBe(true)
    }
    const out = await manage(store, { action: 'write_file', name: 'many', file_path: 'references/one-more.md', file_content: 'x' }, agent)
    expect(out).toMatchObject({ ok: false, refusal: 'limit' })
    expect(out.error).toMatch(/51 files; the limit is 50/)
    expect(existsSync(join(root, '.skill-src/learned/many/references/one-more.md'))).toBe(false)
  })

  it('more than 1 MiB per skill', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'heavy')
    const chunk = 'y'.repeat(600 * 1024)
    expect((await manage(store, { action: 'write_file', name: 'heavy', file_path: 'references/a.md', file_content: chunk }, agent)).ok).toBe(true)
    const out = await manage(store, { action: 'write_file', name: 'heavy', file_path: 'references/b.md', file_content: chunk }, agent)
    expect(out.error).toMatch(/limit is 1048576 bytes \(1 MiB\) for all its files/)
    expect(existsSync(join(root, '.skill-src/learned/heavy/references/b.md'))).toBe(false)
  })

  it('a symlink on the way to the file', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'linked')
    const outside = tempDir('outside-')
    symlinkSync(outside, join(root, '.skill-src/learned/linked/references'))
    const out = await manage(store, { action: 'write_file', name: 'linked', file_path: 'references/x.md', file_content: 'x' }, agent)
    expect(out.ok).toBe(false)
    expect(out.error).toMatch(/symbolic link/)
    expect(listTree(outside)).toEqual([])
  })
})

describe('patch', () => {
  it('needs a unique match unless replace_all', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'p1', skillMd('p1', 'step one\nstep two\nstep three'))
    const many = await manage(store, { action: 'patch', name: 'p1', old_string: 'step', new_string: 'STEP' }, agent)
    expect(many.error).toMatch(/occurs 3 times/)
    const none = await manage(store, { action: 'patch', name: 'p1', old_string: 'nope', new_string: 'x' }, agent)
    expect(none.error).toMatch(/not found/)
    const one = await manage(store, { action: 'patch', name: 'p1', old_string: 'step two', new_string: 'step 2' }, agent)
    expect(one.ok).toBe(true)
    const all = await manage(store, { action: 'patch', name: 'p1', old_string: 'step', new_string: 'STEP', replace_all: true }, agent)
    expect(all.ok).toBe(true)
    expect(readFileSync(join(root, '.skill-src/learned/p1/SKILL.md'), 'utf8')).toContain('STEP one\nSTEP 2\nSTEP three')
    // A patch that breaks the frontmatter is refused like an edit would be.
    const broken = await manage(store, { action: 'patch', name: 'p1', old_string: 'name: p1', new_string: 'name: other' }, agent)
    expect(broken.error).toMatch(/must be the same/)
  })

  it('patches a support file, and remove_file removes it', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'p2')
    await manage(store, { action: 'write_file', name: 'p2', file_path: 'references/api.md', file_content: 'GET /v1/items' }, agent)
    const out = await manage(store, { action: 'patch', name: 'p2', file_path: 'references/api.md', old_string: '/v1/', new_string: '/v2/' }, agent)
    expect(out.ok).toBe(true)
    expect(readFileSync(join(root, '.skill-src/learned/p2/references/api.md'), 'utf8')).toBe('GET /v2/items')
    expect((await manage(store, { action: 'remove_file', name: 'p2', file_path: 'references/api.md' }, agent)).ok).toBe(true)
    expect(listTree(join(root, '.skill-src/learned/p2'))).toEqual(['SKILL.md'])
    expect((await manage(store, { action: 'remove_file', name: 'p2', file_path: 'SKILL.md' }, agent)).error).toMatch(/delete/)
  })

  it('the same content again changes nothing', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'same')
    const out = await manage(store, { action: 'edit', name: 'same', content: skillMd('same') }, agent)
    expect(out).toMatchObject({ ok: true, changed: false })
    expect(parseLedger(ledgerText(root)).events).toHaveLength(1)
  })
})

describe('the guard at write', () => {
  for (const [label, line] of Object.entries(ATTACKS)) {
    it(`refuses ${label} with nothing on disk`, async () => {
      const root = tempDir()
      const out = await create(projectStore(root), 'evil', skillMd('evil', line))
      expect(out).toMatchObject({ ok: false, refusal: 'guard', verdict: 'dangerous' })
      expect(existsSync(join(root, '.skill-src'))).toBe(false)
    })
  }

  it('refuses a dangerous support file and leaves the skill as it was', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'tool')
    const before = listTree(join(root, '.skill-src'))
    const out = await manage(store, { action: 'write_file', name: 'tool', file_path: 'scripts/setup.sh', file_content: ATTACKS['reverseShell']! }, agent)
    expect(out.refusal).toBe('guard')
    expect(listTree(join(root, '.skill-src'))).toEqual(before)
  })

  it('allows caution content and records the findings', async () => {
    expect(verdictOf(scanText(CAUTION_LINE, 'SKILL.md'))).toBe('caution')
    const root = tempDir()
    const out = await create(projectStore(root), 'installer', skillMd('installer', CAUTION_LINE))
    expect(out).toMatchObject({ ok: true, verdict: 'caution' })
    expect(out.notes.join(' ')).toMatch(/withheld at load/)
    const ev = parseLedger(ledgerText(root)).events[0]
    expect(ev).toMatchObject({ verdict: 'caution' })
    expect((ev as { findings?: unknown[] }).findings?.length).toBeGreaterThan(0)
  })
})

describe('quarantine → active → global', () => {
  it('becomes active after clean loads in 3 distinct sessions, not before', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'q')
    expect((await checkLoad(store, 'q', 's1')).label).toMatch(/QUARANTINED.*1\/3/)
    expect((await checkLoad(store, 'q', 's1')).label).toMatch(/1\/3/)
    expect(await stateOfSkill(store, 'q')).toBe('quarantined')
    expect((await checkLoad(store, 'q', undefined)).label).toMatch(/1\/3/)
    expect((await checkLoad(store, 'q', 's2')).label).toMatch(/2\/3/)
    const third = await checkLoad(store, 'q', 's3')
    expect(third).toMatchObject({ state: 'active', activated: true })
    expect(third.label).toBeUndefined()
    expect(await stateOfSkill(store, 'q')).toBe('active')
    // A change starts a new quarantined version.
    await manage(store, { action: 'patch', name: 'q', old_string: 'Run the tests.', new_string: 'Run all tests.' }, agent)
    expect(await stateOfSkill(store, 'q')).toBe('quarantined')
  })

  it('a finding at load withholds the skill and counts a flag; a waiver clears it', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'inst', skillMd('inst', CAUTION_LINE))
    const first = await checkLoad(store, 'inst', 's1')
    expect(first.withhold).toMatch(/withheld.*sc-curl-pipe-shell/)
    const rec = () => store.read().then((st) => topVersion(recordOf(st.records, 'project', 'inst')!)!)
    expect((await rec()).flags).toBe(1)
    expect((await rec()).cleanSessions).toEqual([])
    const ruleId = scanText(CAUTION_LINE, 'SKILL.md')[0]!.ruleId
    expect((await waive(store, 'inst', ruleId)).ok).toBe(true)
    expect((await rec()).flags).toBe(0)
    expect((await checkLoad(store, 'inst', 's1')).label).toMatch(/1\/3/)
    // A waiver expires with the content it names.
    await manage(store, { action: 'patch', name: 'inst', old_string: 'to install.', new_string: 'to install it.' }, agent)
    expect((await checkLoad(store, 'inst', 's2')).withhold).toBeDefined()
    expect((await waive(store, 'inst', 'no-such-rule')).error).toMatch(/no finding no-such-rule/)
  })

  it('a file changed outside skill_manage is withheld and flagged', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'out')
    appendFileSync(join(root, '.skill-src/learned/out/SKILL.md'), '\nextra line\n')
    const r = await checkLoad(store, 'out', 's1')
    expect(r.withhold).toMatch(/changed outside skill_manage/)
    // The next managed write parks the outside change in the trash and restores the recorded version.
    const w = await manage(store, { action: 'patch', name: 'out', old_string: 'Check the tree.', new_string: 'Check the work tree.' }, agent)
    expect(w.ok).toBe(true)
    expect(w.notes.join(' ')).toMatch(/moved to/)
    expect(readFileSync(join(root, '.skill-src/learned/out/SKILL.md'), 'utf8')).not.toContain('extra line')
    expect((await checkLoad(store, 'out', 's1')).withhold).toBeUndefined()
  })

  it('promotes only an active skill, by a person, into the global store', async () => {
    const root = tempDir()
    const home = tempDir('home-')
    const store = projectStore(root)
    const global = globalStore(home)
    await create(store, 'g')
    const early = await promote(store, global, 'g')
    expect(early).toMatchObject({ ok: false, refusal: 'state' })
    expect(early.error).toMatch(/quarantined: it has clean loads in 0 of the 3/)
    expect(existsSync(join(home, 'skill-router'))).toBe(false)
    for (const s of ['a', 'b', 'c']) await checkLoad(store, 'g', s)
    const out = await promote(store, global, 'g')
    expect(out).toMatchObject({ ok: true, state: 'global' })
    expect(readFileSync(join(home, 'skill-router/learned/g/SKILL.md'), 'utf8')).toBe(skillMd('g'))
    expect(await stateOfSkill(global, 'g')).toBe('global')
    expect((await store.read()).records.get('project\u0000g')?.promotedVersion).toBe(out.version)
    expect((await promote(store, global, 'g')).changed).toBe(false)
  })
})

describe('versions: rollback, rm, compaction', () => {
  it('rollback goes to the previous distinct content, again and again, then refuses', async () => {
    const root = tempDir()
    const store = projectStore(root)
    const file = join(root, '.skill-src/learned/v/SKILL.md')
    const single = await (async () => {
      await create(store, 'v', skillMd('v', 'one'))
      return rollback(store, 'v', { by: 'human' })
    })()
    expect(single).toMatchObject({ ok: false, refusal: 'state' })
    expect(single.error).toMatch(/single version/)
    await manage(store, { action: 'edit', name: 'v', content: skillMd('v', 'two') }, agent)
    await manage(store, { action: 'edit', name: 'v', content: skillMd('v', 'three') }, agent)
    expect((await rollback(store, 'v', { by: 'human' })).ok).toBe(true)
    expect(readFileSync(file, 'utf8')).toContain('two')
    expect((await rollback(store, 'v', { by: 'human' })).ok).toBe(true)
    expect(readFileSync(file, 'utf8')).toContain('one')
    expect((await rollback(store, 'v', { by: 'human' })).ok).toBe(false)
    const rows = parseIndex(readFileSync(join(root, '.skill-src/skill-index.tsv'), 'utf8')).rows
    expect(rows).toHaveLength(1)
  })

  it('rm is a tombstone that rollback undoes; rm/rollback/rollback', async () => {
    const root = tempDir()
    const store = projectStore(root)
    const dir = join(root, '.skill-src/learned/r')
    await create(store, 'r', skillMd('r', 'first'))
    await manage(store, { action: 'write_file', name: 'r', file_path: 'references/a.md', file_content: 'ref' }, agent)
    for (const s of ['a', 'b', 'c']) await checkLoad(store, 'r', s)
    expect(await stateOfSkill(store, 'r')).toBe('active')
    expect((await remove(store, 'r', { by: 'human' })).ok).toBe(true)
    expect(existsSync(dir)).toBe(false)
    expect(await stateOfSkill(store, 'r')).toBe('deleted')
    expect(parseIndex(readFileSync(join(root, '.skill-src/skill-index.tsv'), 'utf8')).rows).toEqual([])
    expect((await remove(store, 'r', { by: 'human' })).error).toMatch(/already deleted/)
    const back = await rollback(store, 'r', { by: 'human' })
    expect(back.notes[0]).toMatch(/restored/)
    expect(listTree(dir)).toEqual(['SKILL.md', 'references/a.md'])
    // The restored version had already proven itself: it comes back active.
    expect(await stateOfSkill(store, 'r')).toBe('active')
    expect(parseIndex(readFileSync(join(root, '.skill-src/skill-index.tsv'), 'utf8')).rows).toHaveLength(1)
    expect((await rollback(store, 'r', { by: 'human' })).ok).toBe(true)
    expect(listTree(dir)).toEqual(['SKILL.md'])
    expect(await stateOfSkill(store, 'r')).toBe('quarantined')
    // Deleted skills can be created again.
    await remove(store, 'r', { by: 'agent' })
    expect((await create(store, 'r', skillMd('r', 'again'))).ok).toBe(true)
  })

  it('compaction keeps the state and the version chain, and is atomic', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 'c1', skillMd('c1', 'one'))
    await manage(store, { action: 'edit', name: 'c1', content: skillMd('c1', 'two') }, agent)
    for (const s of ['a', 'b', 'a', 'c']) await checkLoad(store, 'c1', s)
    await manage(store, { action: 'edit', name: 'c1', content: skillMd('c1', 'three') }, agent)
    await checkLoad(store, 'c1', 'z')
    await create(store, 'c2', skillMd('c2', CAUTION_LINE))
    await checkLoad(store, 'c2', 'a')
    await waive(store, 'c2', scanText(CAUTION_LINE, 'SKILL.md')[0]!.ruleId)
    await checkLoad(store, 'c2', 'b')
    await create(store, 'c3')
    await remove(store, 'c3', agent)
    appendFileSync(join(root, '.skill-src/.skill-manage/ledger.jsonl'), '{"v":1,"t":"use","sco')
    const before = await store.read()
    const result = await compact(store)
    expect(result.skipped).toBe(1)
    expect(result.after).toBeLessThan(result.before)
    const text = ledgerText(root)
    const after = parseLedger(text)
    expect(after.skipped).toEqual([])
    // Each version keeps its own time; the record's last-event time is not part of the state.
    const strip = (m: ReturnType<typeof reduceLedger>) => [...m.values()].map(({ events: _e, at: _a, ...r }) => r)
    expect(strip(reduceLedger(after.events))).toEqual(strip(before.records))
    // And the lifecycle goes on from the compacted ledger.
    expect((await rollback(store, 'c1', { by: 'human' })).ok).toBe(true)
    expect(await stateOfSkill(store, 'c1')).toBe('active')
    expect((await rollback(store, 'c3', { by: 'human' })).ok).toBe(true)
    expect(await stateOfSkill(store, 'c3')).toBe('quarantined')
  })
})

describe('the ledger on disk', () => {
  it('skips a torn last line, and the next append starts on its own line', async () => {
    const root = tempDir()
    const store = projectStore(root)
    await create(store, 't')
    appendFileSync(join(root, '.skill-src/.skill-manage/ledger.jsonl'), '{"v":1,"t":"version","scope":"proj')
    const st = await store.read()
    expect(st.skipped).toEqual([{ line: 2, reason: expect.stringMatching(/torn/) }])
    expect(await stateOfSkill(store, 't')).toBe('quarantined')
    await manage(store, { action: 'edit', name: 't', content: skillMd('t', 'new body') }, agent)
    const parsed = parseLedger(ledgerText(root))
    expect(parsed.events).toHaveLength(2)
    expect(parsed.skipped).toHaveLength(1)
    expect(ledgerText(root).endsWith('\n')).toBe(true)
  })
})

describe('checkRequest answers a kind, from which check failed (not from its words)', () => {
  const big = (n: number) => 'x'.repeat(n)
  const cases: [string, unknown, 'arguments' | 'limit'][] = [
    ['name too long', { action: 'create', name: 'a'.repeat(MANAGE.nameMax + 1), content: 'x' }, 'limit'],
    ['name pattern', { action: 'create', name: 'Bad Name', content: 'x' }, 'arguments'],
    ['content missing', { action: 'create', name: 'ok' }, 'arguments'],
    ['no frontmatter', { action: 'create', name: 'ok', content: '# ok' }, 'arguments'],
    ['SKILL.md too long', { action: 'create', name: 'ok', content: skillMd('ok', big(MANAGE.skillMdMaxChars)) }, 'limit'],
    ['description too long', { action: 'edit', name: 'ok', content: skillMd('ok', 'b', big(MANAGE.descriptionMax + 1)) }, 'limit'],
    ['support file path missing', { action: 'write_file', name: 'ok', file_content: 'x' }, 'arguments'],
    ['support file outside the folders', { action: 'write_file', name: 'ok', file_path: 'notes.md', file_content: 'x' }, 'limit'],
    ['support file over 1 MiB', { action: 'write_file', name: 'ok', file_path: 'references/a.md', file_content: big(MANAGE.fileMaxBytes + 1) }, 'limit'],
    ['remove SKILL.md', { action: 'remove_file', name: 'ok', file_path: 'SKILL.md' }, 'arguments'],
  ]
  for (const [label, req, kind] of cases) {
    it(label, () => {
      expect(checkRequest(req as ManageRequest)?.kind).toBe(kind)
    })
  }
  it('passes a well-formed request', () => {
    expect(checkRequest({ action: 'create', name: 'ok', content: skillMd('ok') })).toBeUndefined()
  })
})
