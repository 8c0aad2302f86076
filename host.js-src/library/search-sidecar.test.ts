import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assembleSearchIndex, buildSearchIndex, collectPostings, mergeRawPostings, rank } from '../core/search.ts'
import type { SearchIndex } from '../core/search.ts'
import { inTermTable } from '../core/tokenize.ts'
import type { SkillRow } from '../core/types.ts'
import { reduceDictionary } from '../core/zh-dict.ts'
import { BASIC_SKILLS, makeLibrary, skillMd } from '../../test/fixtures.ts'
import { createTestHost } from '../../test/host/index.ts'
import { indexDigest } from './library.ts'
import { SEARCH_SIDECAR, readSearchSidecar, renderSearchSidecar, restoreSearchIndex, rowDocs } from './search-sidecar.ts'

const ROWS: SkillRow[] = [
  { repo: 'a', relpath: 'skills/pdf-forms', name: 'pdf-forms', description: 'Fill and flatten PDF forms with pdftk.', files: 2, kb: 3 },
  { repo: 'a', relpath: 'skills/k8s-deploy', name: 'k8s-deploy', description: 'Deploy services to Kubernetes; rollbacks included.', files: 1, kb: 1, whenToUse: 'shipping a release' },
  { repo: 'b', relpath: 'lark/doc', name: 'lark-doc', description: '飞书文档的创建与编辑 (Lark docs)', files: 1, kb: 1 },
  { repo: 'b', relpath: 'x/pdf-forms', name: 'pdf-forms', description: 'Another copy for invoices.', files: 1, kb: 1, keywords: 'acroform checkbox' },
]

describe('search sidecar', () => {
  it('restores exactly the index a build makes, so every query ranks the same', async () => {
    const digest = 'd1'
    const restored = await restoreSearchIndex(await renderSearchSidecar(ROWS, digest), ROWS, digest)
    if (typeof restored === 'string') throw new Error(restored)
    const built = buildSearchIndex(rowDocs(ROWS))
    expect(restored.vocab).toEqual(built.vocab)
    expect([...restored.fieldLen]).toEqual([...built.fieldLen])
    for (const [term, p] of built.postings) {
      const q = restored.postings.get(term)!
      expect([...q.docs]).toEqual([...p.docs])
      expect([...q.tf]).toEqual([...p.tf])
      expect([...q.sat]).toEqual([...p.sat])
    }
    // One length per row and field: five fields, the body keywords last.
    expect(restored.fieldLen.length).toBe(ROWS.length * 5)
    expect(restored.fieldLen[3 * 5 + 4]).toBe(2)
    for (const query of ['pdf forms', 'deploy kubernetes', '飞书 文档', 'ship release', 'zebra', 'acroform', 'pdf checkbox']) {
      expect(rank(restored, query, { explain: true })).toEqual(rank(built, query, { explain: true }))
    }
  })

  it.each([
    ['another index text', (t: string) => t, ROWS, 'other-digest', 'made for another index text'],
    ['another row count', (t: string) => t, ROWS.slice(1), 'd1', 'made for another row count'],
    ['another tokenizer', (t: string) => t.replace(/"engine":"[0-9a-f]+"/, '"engine":"0"'), ROWS, 'd1', 'made by another tokenizer version'],
    ['broken JSON', (t: string) => t.slice(0, 100), ROWS, 'd1', 'not valid JSON'],
    ['the four-field format 1', (t: string) => t.replace(/"format":\d+/, '"format":1'), ROWS, 'd1', 'format 1, expected 2'],
    ['four lengths a row', (t: string) => t.replace(/"fieldLen":\{"kind":"u16","length":\d+,"base64":"[^"]*"\}/, `"fieldLen":${JSON.stringify({ kind: 'u16', length: ROWS.length * 4, base64: Buffer.from(new Uint16Array(ROWS.length * 4).buffer).toString('base64') })}`), ROWS, 'd1', 'per-row arrays have the wrong length'],
    ['a posting past the last row', (t: string) => t.replace(/"docs":\{"kind":"i32","length":(\d+),"base64":"[^"]*"\}/, (_m, n) => `"docs":${JSON.stringify({ kind: 'i32', length: Number(n), base64: Buffer.from(new Int32Array(Number(n)).fill(99).buffer).toString('base64') })}`), ROWS, 'd1', 'a posting names a row that does not exist'],
  ])('is refused when made for %s', async (_label, tamper, rows, digest, reason) => {
    const text = tamper(await renderSearchSidecar(ROWS, 'd1'))
    expect(await readSearchSidecar(text, rows, digest)).toBe(reason)
  })

  it('carries the library\'s reduced dictionary, and drops only the dictionary when it is malformed', async () => {
    const reduce = (index: SearchIndex) => reduceDictionary([['复选框', ['checkbox']], ['潮汐', ['tide']]], (t) => index.postings.has(t), inTermTable)
    const text = await renderSearchSidecar(ROWS, 'd1', reduce)
    const restored = await restoreSearchIndex(text, ROWS, 'd1')
    if (typeof restored === 'string') throw new Error(restored)
    expect(inTermTable('复选框')).toBe(false)
    expect(restored.zh?.has('复选框')).toBe(true)
    expect(restored.zh?.has('潮汐')).toBe(false) // no row says "tide"
    expect(rank(restored, '复选框').hits.map((h) => h.name)).toEqual(['pdf-forms'])
    const broken = JSON.stringify({ ...JSON.parse(text), zh: { 复选框: ['checkbox'] } })
    const fallback = await restoreSearchIndex(broken, ROWS, 'd1')
    if (typeof fallback === 'string') throw new Error(fallback)
    expect(fallback.zh).toBeUndefined()
    expect(rank(fallback, 'pdf forms').hits.map((h) => h.name)).toEqual(['pdf-forms'])
  })

  it('takes in extra docs without re-tokenizing: merged postings build the same index', () => {
    const docs = rowDocs(ROWS)
    const extra = [
      { name: 'terraform-plan', description: 'Review a Terraform plan; deploy safely.', repo: 'resident:project', relpath: '', source: 'resident' as const },
      { name: 'lark-sheet', description: '飞书表格 PDF export', repo: 'resident:project', relpath: '', source: 'resident' as const },
    ]
    const merged = assembleSearchIndex([...docs, ...extra], mergeRawPostings(collectPostings(docs), collectPostings(extra)))
    const built = buildSearchIndex([...docs, ...extra])
    expect(merged.vocab).toEqual(built.vocab)
    for (const query of ['pdf', 'deploy', '飞书', 'terraform plan review', 'lark']) {
      expect(rank(merged, query, { explain: true })).toEqual(rank(built, query, { explain: true }))
    }
  })

  it('is written by build-index and used by skill_search, resident skills merged in', async () => {
    const fx = await makeLibrary(BASIC_SKILLS)
    const path = join(fx.lib, SEARCH_SIDECAR)
    const text = readFileSync(path, 'utf8')
    const rows = (await import('../core/index-file.ts')).parseIndex(readFileSync(join(fx.lib, 'skill-index.tsv'), 'utf8')).rows
    expect(typeof (await restoreSearchIndex(text, rows, await indexDigest(readFileSync(join(fx.lib, 'skill-index.tsv'), 'utf8'))))).toBe('object')
    // Rename a term inside a still-valid sidecar: only a search that reads the sidecar finds it.
    writeFileSync(path, text.replace('"kubernet"', '"zebraword"'))
    const plain = await createTestHost({ cwd: fx.root, skills: false })
    expect((await plain.callTool('skill_search', JSON.stringify({ query: 'zebraword' }))).text).toContain('k8s-deploy')
    plain.dispose()
    const withResidents = await createTestHost({ cwd: fx.root, skills: [{ name: 'terraform-plan', description: 'Review a Terraform plan before apply.', content: 'b' }] })
    expect((await withResidents.callTool('skill_search', JSON.stringify({ query: 'zebraword' }))).text).toContain('k8s-deploy')
    expect((await withResidents.callTool('skill_search', JSON.stringify({ query: 'terraform' }))).text).toContain('terraform-plan [resident]')
    withResidents.dispose()
    // A sidecar for another index text is ignored: the rows are tokenized again.
    fx.write('acme/skills/new-one/SKILL.md', skillMd('new-one', 'Brand new skill.'))
    const { scanLibrary } = await import('./scan-library.ts')
    const { createNodeFs } = await import('../../tools/src/node-fs.ts')
    const { indexFilesFromScan, writeIndexFiles } = await import('../../tools/src/write-index.ts')
    await writeIndexFiles(fx.lib, await indexFilesFromScan(await scanLibrary(createNodeFs(fx.root), fx.lib)))
    const fresh = await createTestHost({ cwd: fx.root, skills: false })
    expect((await fresh.callTool('skill_search', JSON.stringify({ query: 'zebraword' }))).text).toMatch(/^No skill matches/m)
    expect((await fresh.callTool('skill_search', JSON.stringify({ query: 'kubernetes' }))).text).toContain('k8s-deploy')
    fresh.dispose()
    fx.cleanup()
  })
})
