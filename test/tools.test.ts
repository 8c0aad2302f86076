import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARGS, LIMITS } from '../host.js-src/core/limits.ts'
import { TOOL_SPECS } from '../host.js-src/router/tools.ts'
import { createNodeFs } from '../tools/src/node-fs.ts'
import { BASIC_SKILLS, makeLibrary, skillMd } from './fixtures.ts'
import type { Fixture } from './fixtures.ts'
import { createFaultyFs, createTestHost } from './host/index.ts'
import type { TestHost } from './host/index.ts'

const args = (v: unknown) => JSON.stringify(v)

describe('plugin registration', () => {
  it('registers the three tools inside the subset, within the byte budget, each with presentCall', async () => {
    const host = await createTestHost({ skills: false })
    expect([...host.tools.keys()].sort()).toEqual(['skill_load', 'skill_ref', 'skill_search'])
    const bytes = TOOL_SPECS.reduce((n, t) => n + Buffer.byteLength(t.description) + Buffer.byteLength(JSON.stringify(t.parameters)), 0)
    expect(bytes).toBeLessThanOrEqual(2500)
    for (const tool of host.tools.values()) {
      expect(tool.parameters['additionalProperties']).toBe(false)
      expect(tool.presentCall?.({ query: 'x', name: 'y' })).toMatchObject({ card: 'generic' })
    }
    host.dispose()
  })

  it('unregisters everything on dispose and registers again on reload', async () => {
    const host = await createTestHost({ skills: false })
    host.dispose()
    expect(host.tools.size).toBe(0)
    host.dispose()
    await host.load()
    expect(host.tools.size).toBe(3)
    host.dispose()
  })

  it('never throws from apply on a bad config or a missing library', async () => {
    const host = await createTestHost({ skills: false, config: { library: '/nonexistent/lib', discovery: 'nonsense' } })
    const a = await host.callTool('skill_search', args({ query: 'pdf' }))
    expect(a.isError).toBe(false)
    expect(a.text).toContain('the library /nonexistent/lib (named by config "library") does not exist')
    host.dispose()
    // A library named by the environment variable says so when it is missing.
    const saved = process.env['DSH_SKILL_ROUTER_LIBRARY']
    process.env['DSH_SKILL_ROUTER_LIBRARY'] = '/nonexistent/env-lib'
    try {
      const viaEnv = await createTestHost({ skills: false })
      expect((await viaEnv.callTool('skill_search', args({ query: 'pdf' }))).text).toContain('the library /nonexistent/env-lib (named by DSH_SKILL_ROUTER_LIBRARY) does not exist')
      viaEnv.dispose()
    } finally {
      if (saved === undefined) delete process.env['DSH_SKILL_ROUTER_LIBRARY']
      else process.env['DSH_SKILL_ROUTER_LIBRARY'] = saved
    }
    const host2 = await createTestHost({ skills: false, config: 'not a mapping' })
    expect((await host2.callTool('skill_search', args({ query: 'debug' }))).text).toContain('config must be a mapping')
    host2.dispose()
  })
})

describe('skill_search', () => {
  let fx: Fixture
  let host: TestHost
  beforeAll(async () => {
    fx = await makeLibrary(BASIC_SKILLS)
    host = await createTestHost({ cwd: join(fx.root, 'src', 'deep'), skills: false })
    mkdirSync(join(fx.root, 'src', 'deep'), { recursive: true })
  })
  afterAll(() => {
    host.dispose()
    fx.cleanup()
  })

  it('finds the library by walking up from the session cwd and reports exact matches', async () => {
    const a = await host.callTool('skill_search', args({ query: 'kubernetes deploy' }))
    expect(a.text).toMatch(/"kubernetes deploy": 1 exact match\./)
    expect(a.text).toContain('1. k8s-deploy [acme]')
    expect((a.value as { library: string }).library).toBe(fx.lib)
  })

  it('folds copies of one name into one hit that lists the repos', async () => {
    const a = await host.callTool('skill_search', args({ query: 'pdf forms' }))
    expect(a.text).toContain('pdf-forms [2 copies: acme, other; shown: acme/skills/pdf-forms]')
    expect(a.text.match(/^\d+\. pdf-forms /gm)).toHaveLength(1)
  })

  it('filters by repo, and names the repos that hold matches when the repo is unknown', async () => {
    const inOther = await host.callTool('skill_search', args({ query: 'pdf', repo: 'other' }))
    expect(inOther.text).toContain('pdf-forms')
    const unknown = await host.callTool('skill_search', args({ query: 'pdf', repo: 'nope' }))
    expect(unknown.text).toContain('no repo named "nope"')
    expect(unknown.text).toContain('Repos holding matches: acme, other')
  })

  it('says "0 exact, N partial" when only a partial rescue matches', async () => {
    const a = await host.callTool('skill_search', args({ query: 'semgrep scan zebra' }))
    expect(a.text).toContain('0 exact, 1 partial')
    expect(a.text).toContain('No skill mentions: zebra.')
    expect(a.text).toContain('semgrep-scan')
    expect(a.value).toMatchObject({ strict: 0, fallback: 'partial' })
  })

  it('answers an honest no match instead of a padded list', async () => {
    const a = await host.callTool('skill_search', args({ query: 'zebra quagga' }))
    expect(a.text).toMatch(/^No skill matches "zebra quagga".*0 exact, 0 partial/m)
    expect((a.value as { hits: unknown[] }).hits).toHaveLength(0)
  })

  it('gives names only, and explains per word when asked', async () => {
    const names = await host.callTool('skill_search', args({ query: 'pdf', names_only: true }))
    expect(names.text).not.toContain('Fill and flatten')
    const why = await host.callTool('skill_search', args({ query: 'semgrep', explain: true }))
    expect(why.text).toMatch(/score [\d.]+: semgrep→name/)
  })

  it('refuses a limit outside 1–40 with the allowed range, and accepts a string number', async () => {
    const bad = await host.callTool('skill_search', args({ query: 'pdf', limit: 41 }))
    expect(bad.text).toContain(`from 1 to ${LIMITS.searchMaxLimit}`)
    const ok = await host.callTool('skill_search', args({ query: 'pdf', limit: '1' }))
    expect(ok.value).toMatchObject({ shown: 1 })
  })

  it('answers invalid JSON arguments and a missing query with what to send', async () => {
    const raw = await host.callTool('skill_search', '{"query": "pdf"')
    expect(raw.text).toMatch(/^Error: skill_search: the arguments are not valid JSON/)
    const empty = await host.callTool('skill_search', '')
    expect(empty.text).toContain('"query" is required')
  })

  it('cuts a 1 MB query instead of scanning it whole', async () => {
    const a = await host.callTool('skill_search', args({ query: 'pdf '.repeat(350_000) }))
    expect(a.isError).toBe(false)
    expect(a.text).toContain(`cut to its first ${LIMITS.queryMaxChars} characters`)
  })

  it('flags a stale row whose SKILL.md is gone without failing the search', async () => {
    const f = await makeLibrary(BASIC_SKILLS)
    rmSync(join(f.lib, 'acme/skills/k8s-deploy/SKILL.md'))
    const h = await createTestHost({ cwd: f.root, skills: false })
    const a = await h.callTool('skill_search', args({ query: 'kubernetes' }))
    expect(a.text).toContain('STALE: SKILL.md missing')
    const load = await h.callTool('skill_load', args({ name: 'k8s-deploy' }))
    expect(load.text).toContain(`tried ${join(f.lib, 'acme/skills/k8s-deploy/SKILL.md')}`)
    h.dispose()
    f.cleanup()
  })
})

describe('library location', () => {
  it('falls back to the starter library and says so in every answer', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'dsr-empty-'))
    const host = await createTestHost({ cwd: empty, skills: false })
    const s = await host.callTool('skill_search', args({ query: 'debug bug' }))
    expect(s.value).toMatchObject({ starterLibrary: true })
    expect(s.text).toMatch(/^Note: starter library/)
    expect(s.text).toContain('systematic-debug')
    const l = await host.callTool('skill_load', args({ name: 'commit-message' }))
    expect(l.text).toMatch(/^Note: starter library/)
    expect(l.text).toContain('<skill_content name="commit-message"')
    host.dispose()
    rmSync(empty, { recursive: true })
  })

  it('lets an explicit library win over the walk up', async () => {
    const a = await makeLibrary(BASIC_SKILLS)
    const b = await makeLibrary({ 'z/only-here/SKILL.md': skillMd('only-here', 'A skill only in library B.') })
    const host = await createTestHost({ cwd: a.root, skills: false, config: { library: b.lib } })
    const s = await host.callTool('skill_search', args({ query: 'only here' }))
    expect(s.text).toContain('only-here')
    expect((await host.callTool('skill_search', args({ query: 'kubernetes' }))).text).toMatch(/^No skill matches/)
    host.dispose()
    a.cleanup()
    b.cleanup()
  })

  it('names a .skill-src without an index, and the command that builds it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dsr-noindex-'))
    mkdirSync(join(root, '.skill-src', 'acme', 'x'), { recursive: true })
    const host = await createTestHost({ cwd: root, skills: false })
    const s = await host.callTool('skill_search', args({ query: 'debug' }))
    expect(s.value).toMatchObject({ starterLibrary: true })
    expect(s.text).toContain(`${join(root, '.skill-src')} has no skill-index.tsv yet (build it with: dsh-skill-router build-index ${join(root, '.skill-src')})`)
    host.dispose()
    const explicit = await createTestHost({ skills: false, config: { library: join(root, '.skill-src') } })
    expect((await explicit.callTool('skill_search', args({ query: 'x' }))).text).toContain(`has no skill-index.tsv (looked in it and in its .skill-src/). Build one with: dsh-skill-router build-index`)
    explicit.dispose()
    rmSync(root, { recursive: true })
  })

  it('does not look more than 8 levels up', async () => {
    const fx = await makeLibrary(BASIC_SKILLS)
    const deep = join(fx.root, ...Array.from({ length: LIMITS.libraryWalkLevels + 1 }, (_, i) => `d${i}`))
    mkdirSync(deep, { recursive: true })
    const host = await createTestHost({ cwd: deep, skills: false })
    expect((await host.callTool('skill_search', args({ query: 'pdf' }))).value).toMatchObject({ starterLibrary: true })
    host.dispose()
    fx.cleanup()
  })
})

describe('broken indexes', () => {
  it('answers a binary index with a clear message', async () => {
    const fx = await makeLibrary(BASIC_SKILLS)
    writeFileSync(join(fx.lib, 'skill-index.tsv'), Buffer.from([0x72, 0x65, 0x70, 0x6f, 0x00, 0xff, 0xfe]))
    const host = await createTestHost({ cwd: fx.root, skills: false })
    const a = await host.callTool('skill_search', args({ query: 'pdf' }))
    expect(a.isError).toBe(false)
    expect(a.text).toMatch(/^Error: cannot read the skill index: .*not UTF-8 text.*Rebuild it/m)
    host.dispose()
    fx.cleanup()
  })

  it('keeps the good rows of an index with bad quoting and flags the edit', async () => {
    const fx = await makeLibrary(BASIC_SKILLS)
    writeFileSync(join(fx.lib, 'skill-index.tsv'), 'repo\trelpath\tname\tdescription\tfiles\tKB\nacme\tskills/semgrep-scan\tsemgrep-scan\t"broken "quote\t1\t1\nacme\tskills/k8s-deploy\tk8s-deploy\tDeploy to Kubernetes\t1\t1\n')
    const host = await createTestHost({ cwd: fx.root, skills: false })
    const a = await host.callTool('skill_search', args({ query: 'kubernetes' }))
    expect(a.text).toContain('k8s-deploy')
    expect(a.text).toMatch(/^Warning: index integrity: the index was changed outside build-index/m)
    host.dispose()
    fx.cleanup()
  })

  it('reports an unreadable index (permission denied) without failing', async () => {
    const fx = await makeLibrary(BASIC_SKILLS)
    const fs = createFaultyFs(createNodeFs(fx.root), { deny: /skill-index\.tsv$/ })
    const host = await createTestHost({ cwd: fx.root, skills: false, fs })
    const a = await host.callTool('skill_search', args({ query: 'pdf' }))
    expect(a.text).toContain('permission denied')
    host.dispose()
    fx.cleanup()
  })
})

describe('skill_load', () => {
  let fx: Fixture
  let host: TestHost
  beforeAll(async () => {
    fx = await makeLibrary({
      ...BASIC_SKILLS,
      'acme/skills/huge/SKILL.md': skillMd('huge', 'A very long skill.', 'x'.repeat(LIMITS.loadMaxChars + 5_000)),
      'acme/skills/many-files/SKILL.md': skillMd('many-files', 'Has many bundled files.'),
      ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`acme/skills/many-files/references/r${String(i).padStart(2, '0')}.md`, `ref ${i}\n`])),
    })
    // Added after indexing: only the bounded scan can find it.
    fx.write('acme/skills/unindexed/SKILL.md', skillMd('unindexed', 'Not in the index yet.'))
    host = await createTestHost({
      cwd: fx.root,
      skills: [{ name: 'resident-helper', description: 'A resident skill of the host.', content: '# Resident body' }],
    })
  })
  afterAll(() => {
    host.dispose()
    fx.cleanup()
  })

  it('renders a skill_content block with its base directory and bundled files', async () => {
    const a = await host.callTool('skill_load', args({ name: 'pdf-forms' }))
    expect(a.text).toContain('<skill_content name="pdf-forms" source="library" repo="acme">')
    expect(a.text).toContain(`Base directory: ${join(fx.lib, 'acme/skills/pdf-forms')}`)
    expect(a.text).toContain('Bundled files (read with skill_ref): references/fields.md, scripts/fill.py')
    expect(a.text).toContain('</skill_content>')
  })

  it('takes the shallowest copy, or the one from the named repo', async () => {
    expect((await host.callTool('skill_load', args({ name: 'pdf-forms' }))).text).toContain('repo="acme"')
    const other = await host.callTool('skill_load', args({ name: 'pdf-forms', repo: 'other' }))
    expect(other.text).toContain('repo="other"')
    const missing = await host.callTool('skill_load', args({ name: 'k8s-deploy', repo: 'other' }))
    expect(missing.text).toContain('repos that hold it: acme')
  })

  it.each([
    ['a real array', { names: ['pdf-forms', 'k8s-deploy'] }],
    ['a JSON array string', { names: '["pdf-forms", "k8s-deploy"]' }],
    ['a comma list', { names: 'pdf-forms, k8s-deploy' }],
    ['a semicolon/newline list', { names: 'pdf-forms;\nk8s-deploy' }],
  ])('accepts names as %s', async (_label, input) => {
    const a = await host.callTool('skill_load', args(input))
    expect(a.text.match(/<skill_content /g)).toHaveLength(2)
  })

  it('loads exactly the copy a search hit showed by its id, and names the other copies', async () => {
    const found = await host.callTool('skill_search', args({ query: 'pdf forms', repo: 'other' }))
    const hit = (found.value as { hits: { name: string; id: string }[] }).hits.find((h) => h.name === 'pdf-forms')!
    expect(hit.id).toBe('other/plugins/x/skills/pdf-forms')
    const byId = await host.callTool('skill_load', args({ id: hit.id }))
    expect(byId.text).toContain('<skill_content name="pdf-forms" source="library" repo="other">')
    expect(byId.text).toContain(`Base directory: ${join(fx.lib, 'other/plugins/x/skills/pdf-forms')}`)
    expect(byId.text).toContain('This is the copy other/plugins/x/skills/pdf-forms. Other copies of "pdf-forms": acme/skills/pdf-forms')
    // By name: the shallowest copy, saying which one it is and that another exists.
    const byName = await host.callTool('skill_load', args({ name: 'pdf-forms' }))
    expect(byName.text).toContain('This is the copy acme/skills/pdf-forms. Other copies of "pdf-forms": other/plugins/x/skills/pdf-forms')
    // skill_ref reads the same copy by id.
    const ref = await host.callTool('skill_ref', args({ id: hit.id }))
    expect(ref.text).toContain(join(fx.lib, 'other/plugins/x/skills/pdf-forms'))
    const unknown = await host.callTool('skill_load', args({ id: 'nowhere/skills/pdf-forms' }))
    expect(unknown.text).toMatch(/no copy with id "nowhere\/skills\/pdf-forms" in this library; closest: "pdf-forms"/)
  })

  it('bounds every argument before any lookup: a 100,000-character name is refused fast, in a short message', async () => {
    const long = 'n'.repeat(100_000)
    for (const [tool, a] of [
      ['skill_load', { name: long }],
      ['skill_load', { names: [long] }],
      ['skill_load', { names: Array.from({ length: 100_000 }, () => 'x') }],
      ['skill_load', { names: 'a,'.repeat(50_000) }],
      ['skill_load', { id: long }],
      ['skill_load', { name: 'pdf-forms', repo: long }],
      ['skill_ref', { name: long }],
      ['skill_ref', { name: 'pdf-forms', path: long }],
      ['skill_search', { query: 'pdf', repo: long }],
      ['skill_search', { query: 'pdf', [long]: 1 }],
      ['skill_search', { query: 'pdf', limit: long }],
    ] as const) {
      const started = performance.now()
      const answer = await host.callTool(tool, args(a))
      expect(performance.now() - started, `${tool} ${Object.keys(a)}`).toBeLessThan(500)
      expect(answer.text, `${tool} ${Object.keys(a)}`).toMatch(/^Error: /m)
      expect(Buffer.byteLength(answer.text)).toBeLessThan(1_000)
      expect(Buffer.byteLength(JSON.stringify(answer.value))).toBeLessThanOrEqual(ARGS.answerMaxBytes)
    }
    const unknownKey = await host.callTool('skill_load', args({ name: 'pdf-forms', nmae: 'x' }))
    expect(unknownKey.text).toContain('skill_load: unknown argument "nmae"; it takes name, names, id, repo')
  })

  it('refuses more than 8 names, even 500, saying the limit', async () => {
    const names = Array.from({ length: 500 }, (_, i) => `s${i}`)
    const a = await host.callTool('skill_load', args({ names }))
    expect(a.text).toContain(`at most ${LIMITS.loadMaxNames} names per call; you gave 500`)
  })

  it('fails one bad name without failing the others', async () => {
    const a = await host.callTool('skill_load', args({ names: ['pdf-forms', 'pdf-form'] }))
    expect(a.text).toContain('<skill_content name="pdf-forms"')
    expect(a.text).toContain('Error loading "pdf-form": no skill named "pdf-form"; closest: "pdf-forms"')
  })

  it('cuts a body over 120,000 characters and says where the whole file is', async () => {
    const a = await host.callTool('skill_load', args({ name: 'huge' }))
    expect(a.text).toMatch(new RegExp(`\\[cut: showing ${LIMITS.loadMaxChars} of 12\\d{4} characters; the whole file is `))
    expect(a.text).toContain(join(fx.lib, 'acme/skills/huge/SKILL.md'))
    expect(a.text.length).toBeLessThan(LIMITS.loadMaxChars + 2_000)
  })

  it('lists at most 8 bundled files and counts the rest', async () => {
    const a = await host.callTool('skill_load', args({ name: 'many-files' }))
    expect(a.text).toMatch(/Bundled files \(read with skill_ref\): (references\/r\d\d\.md, ){7}references\/r07\.md and 3 more/)
  })

  it('finds an unindexed skill by a bounded scan, and a resident skill last', async () => {
    expect((await host.callTool('skill_load', args({ name: 'unindexed' }))).text).toContain('source="scan"')
    const r = await host.callTool('skill_load', args({ name: 'resident-helper' }))
    expect(r.text).toContain('<skill_content name="resident-helper" source="resident">')
    expect(r.text).toContain('# Resident body')
  })

  it('answers NUL in a name and missing names clearly', async () => {
    expect((await host.callTool('skill_load', args({ name: 'pdf\u0000x' }))).text).toContain('NUL byte')
    expect((await host.callTool('skill_load', args({}))).text).toContain('give "name" (one skill) or "names"')
  })
})

describe('skill_ref', () => {
  let fx: Fixture
  let host: TestHost
  let outside: string
  beforeAll(async () => {
    fx = await makeLibrary(BASIC_SKILLS)
    outside = mkdtempSync(join(tmpdir(), 'dsr-outside-'))
    writeFileSync(join(outside, 'secret.txt'), 'top secret\n')
    symlinkSync(join(outside, 'secret.txt'), join(fx.lib, 'acme/skills/pdf-forms/references/escape.md'))
    symlinkSync(outside, join(fx.lib, 'acme/skills/pdf-forms/linkdir'))
    symlinkSync(join(fx.lib, 'acme/skills/pdf-forms'), join(fx.lib, 'acme/skills/pdf-forms/scripts/loop'))
    writeFileSync(join(fx.lib, 'acme/skills/pdf-forms/assets.bin'), Buffer.from([0, 1, 2, 3, 255]))
    host = await createTestHost({ cwd: fx.root, skills: false })
  })
  afterAll(() => {
    host.dispose()
    fx.cleanup()
    rmSync(outside, { recursive: true, force: true })
  })

  it('lists the files of a skill, ending even with a symlink loop inside', async () => {
    const a = await host.callTool('skill_ref', args({ name: 'pdf-forms', list: true }))
    expect(a.text).toContain('- references/fields.md')
    expect(a.text).toContain('- scripts/fill.py')
    // Links out of the folder would only be refused on read: not offered at all.
    expect(a.text).not.toContain('escape.md')
    expect(a.text).not.toContain('linkdir')
    expect(a.text).toContain('(2 links pointing outside the skill folder not listed')
  })

  it('reads one bundled file', async () => {
    const a = await host.callTool('skill_ref', args({ name: 'pdf-forms', path: 'references/fields.md' }))
    expect(a.text).toContain('Text, checkbox, radio.')
  })

  it.each([
    ['a parent climb', '../k8s-deploy/SKILL.md', 'climbs out with ".."'],
    ['an absolute path', '/etc/passwd', 'the path is absolute'],
    ['a drive letter', 'C:/Windows/win.ini', 'drive letter'],
    ['a backslash', 'references\\fields.md', 'backslash'],
    ['a NUL byte', 'references/fields.md\u0000.txt', 'NUL byte'],
  ])('refuses %s before any I/O', async (_label, path, why) => {
    const a = await host.callTool('skill_ref', args({ name: 'pdf-forms', path }))
    expect(a.text).toMatch(/^Error: skill_ref: /)
    expect(a.text).toContain(why)
  })

  it('refuses a symlink whose target is outside the skill folder', async () => {
    for (const path of ['references/escape.md', 'linkdir/secret.txt']) {
      const a = await host.callTool('skill_ref', args({ name: 'pdf-forms', path }))
      expect(a.text).toContain('outside the skill folder')
      expect(a.text).not.toContain('top secret')
    }
  })

  it('refuses a binary file with a clear message', async () => {
    const a = await host.callTool('skill_ref', args({ name: 'pdf-forms', path: 'assets.bin' }))
    expect(a.text).toContain('binary file')
  })

  it('says a missing file is missing and how to see the files', async () => {
    const a = await host.callTool('skill_ref', args({ name: 'pdf-forms', path: 'references/nope.md' }))
    expect(a.text).toContain('does not exist in the skill folder')
    expect(a.text).toContain('list: true')
  })
})

describe('resident skills', () => {
  it('join search as resident; on a name clash the library row wins and copies counts both', async () => {
    const fx = await makeLibrary(BASIC_SKILLS)
    const host = await createTestHost({
      cwd: fx.root,
      skills: [
        { name: 'terraform-plan', description: 'Review a Terraform plan before apply.', content: 'body' },
        { name: 'k8s-deploy', description: 'Resident copy of kubernetes deploy.', content: 'body' },
        { name: 'hidden-helper', description: 'Terraform internal helper.', content: 'body', modelInvocable: false },
      ],
    })
    const t = await host.callTool('skill_search', args({ query: 'terraform' }))
    expect(t.text).toContain('terraform-plan [resident]')
    expect(t.text).not.toContain('hidden-helper')
    const k = await host.callTool('skill_search', args({ query: 'kubernetes' }))
    expect(k.text).toContain('k8s-deploy [2 copies: acme, resident:project-dsh; shown: acme/skills/k8s-deploy]')
    expect(k.value).toMatchObject({ hits: [{ name: 'k8s-deploy', source: 'library' }] })
    host.dispose()
    fx.cleanup()
  })
})

describe('copies inside one repo (issue 17: some copies could never be loaded by name)', () => {
  let fx: Fixture
  let host: TestHost
  const COPIES = ['team/plugins/a/skills/gitops-workflow', 'team/plugins/b/skills/gitops-workflow', 'team/plugins/c/skills/gitops-workflow', 'solo/gitops-workflow']
  beforeAll(async () => {
    fx = await makeLibrary({
      ...Object.fromEntries(COPIES.map((dir, i) => [`${dir}/SKILL.md`, skillMd('gitops-workflow', `GitOps workflow, variant ${i}, with Argo CD and Flux.`, `# GitOps\n\nVariant ${i} body.\n`)])),
      'other/skills/k8s-deploy/SKILL.md': skillMd('k8s-deploy', 'Deploy services to a Kubernetes cluster with Helm charts.'),
    })
    host = await createTestHost({ cwd: fx.root, skills: false })
  })
  afterAll(() => {
    host.dispose()
    fx.cleanup()
  })

  it('every copy loads by its id, exactly that copy, and each answer names the others', async () => {
    for (const [i, id] of COPIES.entries()) {
      const a = await host.callTool('skill_load', args({ id }))
      expect(a.text, id).toContain(`Variant ${i} body.`)
      expect(a.text).toContain(`Base directory: ${join(fx.lib, id)}`)
      const others = a.text.match(new RegExp(`This is the copy ${id}\\. Other copies of "gitops-workflow": (.*) \\(load one`))?.[1]?.split(', ')
      expect(others?.sort()).toEqual(COPIES.filter((c) => c !== id).sort())
    }
  })

  it('the search hit shows the id of the copy it describes, and that id loads the copy described', async () => {
    const found = await host.callTool('skill_search', args({ query: 'gitops argo flux' }))
    const hit = (found.value as { hits: { name: string; id: string; description: string }[] }).hits[0]!
    expect(found.text).toContain(`4 copies: solo, team; shown: ${hit.id}`)
    const loaded = await host.callTool('skill_load', args({ id: hit.id }))
    const variant = hit.description.match(/variant (\d)/)![1]
    expect(loaded.text).toContain(`Variant ${variant} body.`)
  })
})
