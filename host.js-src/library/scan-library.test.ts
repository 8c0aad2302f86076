import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeLibrary, skillMd } from '../../test/fixtures.ts'
import type { Fixture } from '../../test/fixtures.ts'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import { LIMITS } from '../core/limits.ts'
import { DROP_REASONS, scanLibrary } from './scan-library.ts'

let fixture: Fixture | undefined
afterEach(() => fixture?.cleanup())

async function scan(files: Record<string, string | Buffer>, arrange?: (lib: string) => void) {
  fixture = await makeLibrary(files, { index: false })
  arrange?.(fixture.lib)
  return scanLibrary(createNodeFs(fixture.root), fixture.lib)
}
const where = (r: Awaited<ReturnType<typeof scan>>) => r.skills.map((s) => `${s.row.repo}:${s.row.relpath}`)

describe('scanLibrary', () => {
  it('gives each SKILL.md a row with relpath relative to its repo folder, sorted by repo then relpath', async () => {
    const r = await scan({
      'zeta/plugins/p/skills/b/SKILL.md': skillMd('b', 'B'),
      'alpha/skills/a/SKILL.md': skillMd('a', 'A'),
      'alpha/SKILL.md': skillMd('alpha', 'at the repo root'),
    })
    expect(where(r)).toEqual(['alpha:', 'alpha:skills/a', 'zeta:plugins/p/skills/b'])
    expect(r.skills[2]?.path).toBe(join(fixture!.lib, 'zeta/plugins/p/skills/b/SKILL.md'))
  })

  it('gives each row the distinctive words of its body as keywords, judged against the whole library', async () => {
    const body = (words: string) => `# Guide\n\n${words}\n\n\`\`\`\nhiddencode hiddencode\n\`\`\`\n`
    const r = await scan({
      'acme/fish/SKILL.md': skillMd('fish-imaging', 'Image fish.', body('zebrafish zebrafish larva larva guide guide')),
      'acme/plots/SKILL.md': skillMd('plots', 'Make plots.', body('seaborn seaborn guide guide')),
      'acme/bare/SKILL.md': skillMd('bare', 'Nothing else.', 'bare\n'),
      ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`acme/other${i}/SKILL.md`, skillMd(`other${i}`, 'Other.', body(`filler${i}`))])),
    })
    const kw = Object.fromEntries(r.skills.map((s) => [s.row.name, s.row.keywords]))
    // "guide" is in every body (too common), "fish" is in the description, code is left out.
    expect(kw['fish-imaging']!.split(' ').sort()).toEqual(['larva', 'zebrafish'])
    expect(kw['plots']).toBe('seaborn')
    expect(kw['bare']).toBeUndefined()
  })

  it('skips .git, node_modules and dot folders at the top, but walks dot folders inside a repo', async () => {
    const r = await scan({
      'acme/.git/x/SKILL.md': skillMd('git', 'no'),
      'acme/node_modules/pkg/SKILL.md': skillMd('dep', 'no'),
      '.trash/old/SKILL.md': skillMd('old', 'no'),
      'openai/skills/.curated/gh-fix-ci/SKILL.md': skillMd('gh-fix-ci', 'yes'),
    })
    expect(where(r)).toEqual(['openai:skills/.curated/gh-fix-ci'])
  })

  it('ends a symlink loop and indexes the skill once', async () => {
    const r = await scan({ 'acme/skills/a/SKILL.md': skillMd('a', 'A') }, (lib) => {
      symlinkSync('../..', join(lib, 'acme/skills/a/loop'))
      symlinkSync('.', join(lib, 'acme/self'))
    })
    expect(where(r)).toEqual(['acme:skills/a'])
    expect(r.loops).toBe(2)
  })

  it('indexes an aliased skill under its real path, even when the alias sorts first', async () => {
    // alirezarezvani ships `.gemini/skills/*` as symlinks to the real skills.
    const r = await scan({ 'acme/skills/real/SKILL.md': skillMd('real', 'R'), 'zz/skills/other/SKILL.md': skillMd('other', 'O') }, (lib) => {
      mkdirSync(join(lib, 'acme/.gemini'))
      symlinkSync('../skills/real', join(lib, 'acme/.gemini/real'))
      // An alias in an earlier-sorting repo pointing into a later one.
      mkdirSync(join(lib, 'aa'))
      symlinkSync('../zz/skills/other', join(lib, 'aa/other'))
    })
    expect(where(r)).toEqual(['acme:skills/real', 'zz:skills/other'])
    expect(r.loops).toBe(2)
  })

  it('skips a symlinked repo folder that points outside the library, and says so (issue 14)', async () => {
    const r = await scan({ 'acme/a/SKILL.md': skillMd('a', 'A') }, (lib) => {
      const outside = join(lib, '..', 'vendored')
      mkdirSync(join(outside, 'skills/v'), { recursive: true })
      writeFileSync(join(outside, 'skills/v/SKILL.md'), skillMd('v', 'V'))
      symlinkSync(outside, join(lib, 'vendor'))
    })
    expect(where(r)).toEqual(['acme:a'])
    expect(r.outsideDirs).toEqual([join(fixture!.lib, 'vendor')])
    expect(r.dropped['outside-library']).toMatchObject({ count: 1, reason: DROP_REASONS['outside-library'], files: [{ repo: 'vendor', detail: expect.stringMatching(/resolves to .*vendored, outside the library/) }] })
  })

  it('skips a skill folder that is a symlink to an outside folder; a link inside the library is still an alias (issue 14)', async () => {
    const r = await scan({ 'acme/a/SKILL.md': skillMd('a', 'A') }, (lib) => {
      const outside = join(lib, '..', 'elsewhere')
      mkdirSync(outside, { recursive: true })
      writeFileSync(join(outside, 'SKILL.md'), skillMd('leak', 'outside bytes'))
      symlinkSync(outside, join(lib, 'acme/leak'))
      symlinkSync(join(lib, 'acme/a'), join(lib, 'acme/alias'))
    })
    expect(r.skills.map((s) => s.row.name)).toEqual(['a'])
    expect(r.outsideDirs).toEqual([join(fixture!.lib, 'acme/leak')])
    expect(r.loops).toBe(1)
  })

  it('never reads a SKILL.md that is a symlink to a file outside the library (issue 14)', async () => {
    const r = await scan({ 'acme/a/SKILL.md': skillMd('a', 'A') }, (lib) => {
      writeFileSync(join(lib, '..', 'secret.md'), skillMd('secret', 'outside bytes'))
      mkdirSync(join(lib, 'acme/s'))
      symlinkSync(join(lib, '..', 'secret.md'), join(lib, 'acme/s/SKILL.md'))
    })
    expect(r.skills.map((s) => s.row.name)).toEqual(['a'])
    expect(r.dropped['outside-library']?.files.map((f) => f.path)).toEqual([join(fixture!.lib, 'acme/s/SKILL.md')])
  })

  it('counts files and KiB of a skill, its subfolders included, nested skills apart', async () => {
    const r = await scan({
      'acme/s/SKILL.md': skillMd('s', 'S'),
      'acme/s/references/a.md': 'x'.repeat(1500),
      'acme/s/nested/SKILL.md': skillMd('nested', 'N'),
      'acme/s/nested/b.md': 'y',
    })
    const [outer, inner] = r.skills
    expect(outer?.row).toMatchObject({ relpath: 's', files: 2 })
    expect(outer?.row.kb).toBe(Math.ceil((skillMd('s', 'S').length + 1500) / 1024))
    expect(inner?.row).toMatchObject({ relpath: 's/nested', files: 2 })
  })

  it('drops binary and oversized SKILL.md files by rule, with their paths', async () => {
    const r = await scan({
      'acme/bin/SKILL.md': Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0x01]),
      'acme/latin1/SKILL.md': Buffer.from('---\nname: caf\xe9\n---\n', 'latin1'),
      'acme/huge/SKILL.md': '---\nname: huge\n---\n' + 'x'.repeat(LIMITS.skillFileMaxBytes),
      'acme/ok/SKILL.md': skillMd('ok', 'fine'),
    })
    expect(where(r)).toEqual(['acme:ok'])
    expect(r.dropped['not-text']?.count).toBe(2)
    expect(r.dropped['not-text']?.files.map((f) => f.path).sort()).toEqual([join(fixture!.lib, 'acme/bin/SKILL.md'), join(fixture!.lib, 'acme/latin1/SKILL.md')])
    expect(r.dropped['too-large']).toMatchObject({ count: 1, files: [{ repo: 'acme', path: join(fixture!.lib, 'acme/huge/SKILL.md') }] })
  })

  /** Real corpus quirks, each as its own SKILL.md: the row the index gets. */
  const quirks: Record<string, [content: string | Buffer, row: { name: string; description: string }, problems: string[]]> = {
    'folded >- block scalar': ['---\nname: report\ndescription: >-\n  Generate test report.\n  Use when asked.\n---\n', { name: 'report', description: 'Generate test report. Use when asked.' }, []],
    'literal | block scalar': ['---\nname: lit\ndescription: |\n  one\n  two\n---\n', { name: 'lit', description: 'one two' }, []],
    'no frontmatter': ['# Title\n\nFirst paragraph here.\n', { name: 'quirk', description: 'First paragraph here.' }, ['E_NO_FRONTMATTER']],
    'CJK description': ['---\nname: lark-base\ndescription: "当需要用 lark-cli 操作飞书多维表格时调用"\n---\n', { name: 'lark-base', description: '当需要用 lark-cli 操作飞书多维表格时调用' }, []],
    'CRLF file': ['---\r\nname: geo\r\ndescription: Geospatial\r\n---\r\nBody\r\n', { name: 'geo', description: 'Geospatial' }, []],
    'BOM': [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(skillMd('bom', 'With a BOM'))]), { name: 'bom', description: 'With a BOM' }, []],
  }
  for (const [label, [content, row, problems]] of Object.entries(quirks)) {
    it(`reads a SKILL.md with ${label}`, async () => {
      const r = await scan({ 'acme/quirk/SKILL.md': content })
      expect(r.skills[0]?.row).toMatchObject(row)
      expect(r.skills[0]?.problems.map((p) => p.code)).toEqual(problems)
    })
  }

  it('keeps both copies of a duplicate name (doctor reports them; the index keeps every skill)', async () => {
    const r = await scan({ 'a/x/SKILL.md': skillMd('same', '1'), 'b/y/SKILL.md': skillMd('same', '2'), 'b/z/SKILL.md': skillMd('same', '3') })
    expect(r.skills.map((s) => s.row.name)).toEqual(['same', 'same', 'same'])
  })

  it('reports progress once per SKILL.md', async () => {
    fixture = await makeLibrary({ 'a/x/SKILL.md': skillMd('x', 'X'), 'a/y/SKILL.md': skillMd('y', 'Y') }, { index: false })
    const seen: number[] = []
    await scanLibrary(createNodeFs(fixture.root), fixture.lib, { onProgress: (n) => seen.push(n) })
    expect(seen).toEqual([1, 2])
  })
})

const CORPUS = join(__dirname, '../../../shared/corpus/skills')

describe.skipIf(!existsSync(CORPUS))('scanLibrary on the 1,374-skill corpus', () => {
  if (!existsSync(CORPUS)) console.log(`skipped: the corpus is not at ${CORPUS}`)

  it('finds every SKILL.md a plain recursive listing finds', async () => {
    const naive = (readdirSync(CORPUS, { recursive: true }) as string[]).filter((p) => p.endsWith('/SKILL.md') || p === 'SKILL.md')
    const r = await scanLibrary(createNodeFs(CORPUS), CORPUS)
    expect(r.skills.map((s) => `${s.row.repo}/${s.row.relpath}/SKILL.md`).sort()).toEqual(naive.sort())
    expect(r.skills).toHaveLength(1374)
    expect(new Set(r.skills.map((s) => s.row.name)).size).toBe(1177)
  })
})
