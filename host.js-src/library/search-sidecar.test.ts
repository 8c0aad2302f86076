import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assembleSearchIndex, buildSearchIndex, collectPostings, mergeRawPostings, rank } from '../core/search.ts'
import type { SearchIndex } from '../core/search.ts'
import { docIds } from '../core/postings.ts'
import { inTermTable } from '../core/tokenize.ts'
import type { SkillRow } from '../core/types.ts'
import { reduceDictionary } from '../core/zh-dict.ts'
import { BASIC_SKILLS, makeLibrary, skillMd } from '../../test/fixtures.ts'
import { createTestHost } from '../../test/host/index.ts'
import { indexDigest } from './library.ts'
import { SEARCH_SIDECAR, SEARCH_SIDECAR_JSON, engineFingerprint, readSearchSidecar, readSearchSidecarJson, renderSearchSidecar, renderSearchSidecarJson, restoreSearchIndex, rowDocs } from './search-sidecar.ts'

const ROWS: SkillRow[] = [
  { repo: 'a', relpath: 'skills/pdf-forms', name: 'pdf-forms', description: 'Fill and flatten PDF forms with pdftk.', files: 2, kb: 3 },
  { repo: 'a', relpath: 'skills/k8s-deploy', name: 'k8s-deploy', description: 'Deploy services to Kubernetes; rollbacks included.', files: 1, kb: 1, whenToUse: 'shipping a release' },
  { repo: 'b', relpath: 'lark/doc', name: 'lark-doc', description: '飞书文档的创建与编辑 (Lark docs)', files: 1, kb: 1 },
  { repo: 'b', relpath: 'x/pdf-forms', name: 'pdf-forms', description: 'Another copy for invoices.', files: 1, kb: 1, keywords: 'acroform checkbox' },
]

/** The sidecar's header as the file holds it. */
function headerOf(bytes: Uint8Array): Record<string, unknown> {
  const len = new DataView(bytes.buffer, bytes.byteOffset).getUint32(12, true)
  return JSON.parse(new TextDecoder().decode(bytes.subarray(16, 16 + len))) as Record<string, unknown>
}

/** The bytes with one ASCII string replaced by another of the same length (offsets unchanged). */
function swapAscii(bytes: Uint8Array, from: string, to: string): Uint8Array {
  expect(to.length).toBe(from.length)
  const out = bytes.slice()
  const at = Buffer.from(out.buffer, out.byteOffset, out.byteLength).indexOf(from, 0, 'latin1')
  expect(at).toBeGreaterThanOrEqual(0)
  out.set(new TextEncoder().encode(to), at)
  return out
}

/** One section of the sidecar overwritten by `fill` (its bytes, same length). */
function overwrite(bytes: Uint8Array, name: string, fill: (section: Uint8Array) => void): Uint8Array {
  const out = bytes.slice()
  const [off, len] = (headerOf(out)['sections'] as Record<string, [number, number]>)[name]!
  fill(out.subarray(off, off + len))
  return out
}

const QUERIES = ['pdf forms', 'deploy kubernetes', '飞书 文档', 'ship release', 'zebra', 'acroform', 'pdf checkbox']

describe('search sidecar', () => {
  it('restores exactly the index a build makes, from the binary and the JSON layout alike, so every query ranks the same', async () => {
    const digest = 'd1'
    const built = buildSearchIndex(rowDocs(ROWS))
    for (const stored of [await renderSearchSidecar(ROWS, digest), await renderSearchSidecarJson(ROWS, digest)]) {
      const restored = await restoreSearchIndex(stored, ROWS, digest)
      if (typeof restored === 'string') throw new Error(restored)
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
      for (const query of QUERIES) expect(rank(restored, query, { explain: true })).toEqual(rank(built, query, { explain: true }))
    }
  })

  it('binary round trip: decoding what was encoded gives the raw postings of the JSON form and of a fresh tokenization', async () => {
    const word = fc.oneof(fc.constantFrom('pdf', 'forms', 'deploy', 'kubernetes', 'release', '飞书', '文档', 'c++', 'node.js', 'ci/cd', 'x'), fc.string({ unit: 'grapheme', maxLength: 12 }))
    const text = fc.array(word, { maxLength: 8 }).map((ws) => ws.join(' ').replace(/[\t\r\n\u0000]/g, ' '))
    const row = fc.record({
      repo: fc.constantFrom('a', 'b', 'c-repo'),
      relpath: fc.stringMatching(/^[a-z]{1,6}(\/[a-z]{1,6})?$/),
      name: fc.stringMatching(/^[a-z][a-z0-9-]{0,14}$/),
      description: text,
      files: fc.nat(9),
      kb: fc.nat(9),
      whenToUse: fc.option(text, { nil: undefined }),
      keywords: fc.option(text, { nil: undefined }),
    }).map((r) => Object.fromEntries(Object.entries(r).filter(([k, v]) => v !== undefined && (v !== '' || k === 'description'))) as unknown as SkillRow)
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 12 }), async (rows) => {
        const bin = await readSearchSidecar(await renderSearchSidecar(rows, 'd'), rows, 'd')
        const json = await readSearchSidecarJson(await renderSearchSidecarJson(rows, 'd'), rows, 'd')
        if (typeof bin === 'string' || typeof json === 'string') throw new Error(String(bin) + ' / ' + String(json))
        const fresh = collectPostings(rowDocs(rows))
        for (const raw of [bin, json]) {
          expect(raw.terms).toEqual(fresh.terms)
          for (const k of ['start', 'docs', 'tf', 'fieldLen', 'nameTermCount'] as const) expect([...raw[k]]).toEqual([...fresh[k]])
        }
        expect([...bin.sat!]).toEqual([...json.sat!])
        // Format 4's per-row numbers are what assembling would work out from the rows.
        const ids = docIds(rowDocs(rows))
        expect(bin.ids!.nameKeys).toEqual(ids.nameKeys)
        expect(bin.ids!.repos).toEqual(ids.repos)
        expect([...bin.ids!.nameId]).toEqual([...ids.nameId])
        expect([...bin.ids!.docRepo]).toEqual([...ids.docRepo])
      }),
      { numRuns: 60 },
    )
  })

  it.each([
    ['another index text', (b: Uint8Array) => b, ROWS, 'other-digest', 'made for another index text'],
    ['another row count', (b: Uint8Array) => b, ROWS.slice(1), 'd1', 'made for another row count'],
    ['another tokenizer', (b: Uint8Array) => swapAscii(b, '"engine":"', '"engine":"'.replace('"e', '"E')), ROWS, 'd1', 'made by another tokenizer version'],
    ['a file cut inside its header', (b: Uint8Array) => b.slice(0, 40), ROWS, 'd1', 'truncated (inside its header)'],
    ['a file cut inside its arrays', (b: Uint8Array) => b.slice(0, (headerOf(b)['sections'] as Record<string, [number, number]>)['docs']![0] + 2), ROWS, 'd1', 'truncated (the docs section runs past the end)'],
    ['an empty file', () => new Uint8Array(0), ROWS, 'd1', 'truncated (shorter than its header)'],
    ['another kind of file', (b: Uint8Array) => swapAscii(b, 'DSRSRCH', 'PK\u0003\u0004xyz'), ROWS, 'd1', 'not a search sidecar (its first bytes are wrong)'],
    ['a later format', (b: Uint8Array) => overwriteU32(b, 8, 5), ROWS, 'd1', 'format 5, expected 4'],
    ['format 3 (no per-row name and repo numbers)', (b: Uint8Array) => overwriteU32(b, 8, 3), ROWS, 'd1', 'format 3, expected 4'],
    ['a name number past the stored names', (b: Uint8Array) => overwrite(b, 'nameId', (s) => new Int32Array(s.buffer, s.byteOffset, s.byteLength / 4).fill(7)), ROWS, 'd1', 'a row names a name that does not exist'],
    ['names not numbered in the order of their first row', (b: Uint8Array) => overwrite(b, 'nameId', (s) => new Int32Array(s.buffer, s.byteOffset, s.byteLength / 4).set([1, 0, 2, 1])), ROWS, 'd1', 'a row names a name that does not exist'],
    ['a stored name no row has', (b: Uint8Array) => overwrite(b, 'nameId', (s) => new Int32Array(s.buffer, s.byteOffset, s.byteLength / 4).set([0, 1, 1, 0])), ROWS, 'd1', 'a stored name belongs to no row'],
    ['a repo number past the stored repos', (b: Uint8Array) => overwrite(b, 'docRepo', (s) => new Int32Array(s.buffer, s.byteOffset, s.byteLength / 4).fill(5)), ROWS, 'd1', 'a row names a repo that does not exist'],
    ['a stored repo no row has', (b: Uint8Array) => overwrite(b, 'docRepo', (s) => new Int32Array(s.buffer, s.byteOffset, s.byteLength / 4).fill(0)), ROWS, 'd1', 'a stored repo belongs to no row'],
    ['repos out of order', (b: Uint8Array) => swapAscii(b, '"repos":["a","b"]', '"repos":["b","a"]'), ROWS, 'd1', 'the repos are not in order'],
    ['a posting past the last row', (b: Uint8Array) => overwrite(b, 'docs', (s) => new Int32Array(s.buffer, s.byteOffset, s.byteLength / 4).fill(99)), ROWS, 'd1', 'a posting names a row that does not exist'],
    ["a term's rows out of order", (b: Uint8Array) => overwrite(b, 'docs', (s) => new Int32Array(s.buffer, s.byteOffset, s.byteLength / 4).fill(0)), ROWS, 'd1', "a term's rows are not in order"],
    ['ranges that do not add up', (b: Uint8Array) => overwrite(b, 'start', (s) => new Int32Array(s.buffer, s.byteOffset, s.byteLength / 4).fill(0)), ROWS, 'd1', 'posting ranges do not add up'],
  ])('binary: is refused when made for %s', async (_label, tamper, rows, digest, reason) => {
    const bytes = tamper(await renderSearchSidecar(ROWS, 'd1'))
    expect(await readSearchSidecar(bytes, rows, digest)).toBe(reason)
  })

  it.each([
    ['another index text', (t: string) => t, ROWS, 'other-digest', 'made for another index text'],
    ['another row count', (t: string) => t, ROWS.slice(1), 'd1', 'made for another row count'],
    ['another tokenizer', (t: string) => t.replace(/"engine":"[0-9a-f]+"/, '"engine":"0"'), ROWS, 'd1', 'made by another tokenizer version'],
    ['broken JSON', (t: string) => t.slice(0, 100), ROWS, 'd1', 'not valid JSON'],
    ['the four-field format 1', (t: string) => t.replace(/"format":\d+/, '"format":1'), ROWS, 'd1', 'format 1, expected 2'],
    ['four lengths a row', (t: string) => t.replace(/"fieldLen":\{"kind":"u16","length":\d+,"base64":"[^"]*"\}/, `"fieldLen":${JSON.stringify({ kind: 'u16', length: ROWS.length * 4, base64: Buffer.from(new Uint16Array(ROWS.length * 4).buffer).toString('base64') })}`), ROWS, 'd1', 'per-row arrays have the wrong length'],
    ['a posting past the last row', (t: string) => t.replace(/"docs":\{"kind":"i32","length":(\d+),"base64":"[^"]*"\}/, (_m, n) => `"docs":${JSON.stringify({ kind: 'i32', length: Number(n), base64: Buffer.from(new Int32Array(Number(n)).fill(99).buffer).toString('base64') })}`), ROWS, 'd1', 'a posting names a row that does not exist'],
  ])('JSON (format 2): is refused when made for %s', async (_label, tamper, rows, digest, reason) => {
    const text = tamper(await renderSearchSidecarJson(ROWS, 'd1'))
    expect(await readSearchSidecarJson(text, rows, digest)).toBe(reason)
  })

  it('says why, never throws, for bytes that are not UTF-8, a header that is not an object, and a file cut inside its dictionary', async () => {
    const good = await renderSearchSidecar(ROWS, 'd1')
    const garbage = Uint8Array.from(good)
    garbage.fill(0xff, 0, 8)
    expect(await readSearchSidecar(garbage, ROWS, 'd1')).toBe('not a search sidecar (its first bytes are wrong)')
    const nullHeader = new Uint8Array(20)
    nullHeader.set(good.subarray(0, 12))
    new DataView(nullHeader.buffer).setUint32(12, 4, true)
    nullHeader.set(new TextEncoder().encode('null'), 16)
    expect(await readSearchSidecar(nullHeader, ROWS, 'd1')).toBe('its header is not a JSON object')
    const reduce = (index: SearchIndex) => reduceDictionary([['复选框', ['checkbox']]], (t) => index.postings.has(t), inTermTable)
    const withZh = await renderSearchSidecar(ROWS, 'd1', reduce)
    const [zhOff] = (headerOf(withZh)['sections'] as Record<string, [number, number]>)['zh']!
    expect(await readSearchSidecar(withZh.slice(0, zhOff + 3), ROWS, 'd1')).toBe('truncated (the zh section runs past the end)')
  })

  it('carries the library\'s reduced dictionary, and drops only the dictionary when it is malformed', async () => {
    const reduce = (index: SearchIndex) => reduceDictionary([['复选框', ['checkbox']], ['潮汐', ['tide']]], (t) => index.postings.has(t), inTermTable)
    for (const stored of [await renderSearchSidecar(ROWS, 'd1', reduce), await renderSearchSidecarJson(ROWS, 'd1', reduce)]) {
      const restored = await restoreSearchIndex(stored, ROWS, 'd1')
      if (typeof restored === 'string') throw new Error(restored)
      expect(inTermTable('复选框')).toBe(false)
      expect(restored.zh?.has('复选框')).toBe(true)
      expect(restored.zh?.has('潮汐')).toBe(false) // no row says "tide"
      expect(rank(restored, '复选框').hits.map((h) => h.name)).toEqual(['pdf-forms'])
    }
    const text = await renderSearchSidecarJson(ROWS, 'd1', reduce)
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

  it('is written by build-index and used by skill_search, resident skills merged in; the JSON form when no binary one is there', async () => {
    const fx = await makeLibrary(BASIC_SKILLS)
    const path = join(fx.lib, SEARCH_SIDECAR)
    const indexText = readFileSync(join(fx.lib, 'skill-index.tsv'), 'utf8')
    const rows = (await import('../core/index-file.ts')).parseIndex(indexText).rows
    const digest = await indexDigest(indexText)
    expect(typeof (await restoreSearchIndex(readFileSync(path), rows, digest))).toBe('object')
    expect(existsSync(join(fx.lib, SEARCH_SIDECAR_JSON))).toBe(false)
    // A still-valid sidecar whose rows say one word more: only a search that reads the sidecar finds it.
    const k8s = rows.findIndex((r) => r.name === 'k8s-deploy')
    const told = rows.map((r, i) => (i === k8s ? { ...r, description: r.description + ' zebraword' } : r))
    const engine = await engineFingerprint(rows)
    const bin = await renderSearchSidecar(told, digest)
    writeFileSync(path, swapAscii(bin, headerOf(bin)['engine'] as string, engine))
    const plain = await createTestHost({ cwd: fx.root, skills: false })
    expect((await plain.callTool('skill_search', JSON.stringify({ query: 'zebraword' }))).text).toContain('k8s-deploy')
    plain.dispose()
    const withResidents = await createTestHost({ cwd: fx.root, skills: [{ name: 'terraform-plan', description: 'Review a Terraform plan before apply.', content: 'b' }] })
    expect((await withResidents.callTool('skill_search', JSON.stringify({ query: 'zebraword' }))).text).toContain('k8s-deploy')
    expect((await withResidents.callTool('skill_search', JSON.stringify({ query: 'terraform' }))).text).toContain('terraform-plan [resident]')
    withResidents.dispose()
    // No binary sidecar, an earlier release's JSON one: used the same way.
    rmSync(path)
    writeFileSync(join(fx.lib, SEARCH_SIDECAR_JSON), (await renderSearchSidecarJson(told, digest)).replace(/"engine":"[0-9a-f]+"/, `"engine":"${engine}"`))
    const fromJson = await createTestHost({ cwd: fx.root, skills: false })
    expect((await fromJson.callTool('skill_search', JSON.stringify({ query: 'zebraword' }))).text).toContain('k8s-deploy')
    fromJson.dispose()
    // A rebuild writes the binary sidecar for the new index text and removes the stale JSON one.
    fx.write('acme/skills/new-one/SKILL.md', skillMd('new-one', 'Brand new skill.'))
    await fx.index()
    expect(existsSync(join(fx.lib, SEARCH_SIDECAR_JSON))).toBe(false)
    const fresh = await createTestHost({ cwd: fx.root, skills: false })
    expect((await fresh.callTool('skill_search', JSON.stringify({ query: 'zebraword' }))).text).toMatch(/^No skill matches/m)
    expect((await fresh.callTool('skill_search', JSON.stringify({ query: 'kubernetes' }))).text).toContain('k8s-deploy')
    fresh.dispose()
    fx.cleanup()
  })

  it('is read again when it changes on its own (build-index writes it after the index)', async () => {
    const fx = await makeLibrary(BASIC_SKILLS)
    const path = join(fx.lib, SEARCH_SIDECAR)
    const indexText = readFileSync(join(fx.lib, 'skill-index.tsv'), 'utf8')
    const rows = (await import('../core/index-file.ts')).parseIndex(indexText).rows
    const digest = await indexDigest(indexText)
    writeFileSync(path, 'not yet written')
    const host = await createTestHost({ cwd: fx.root, skills: false })
    expect((await host.callTool('skill_search', JSON.stringify({ query: 'kubernetes deploy' }))).text).toContain('the search cache was not used')
    // Now the sidecar arrives: a valid one whose rows say one word more, which only a read of it finds.
    const k8s = rows.findIndex((r) => r.name === 'k8s-deploy')
    const told = rows.map((r, i) => (i === k8s ? { ...r, description: r.description + ' zebraword' } : r))
    const bin = await renderSearchSidecar(told, digest)
    writeFileSync(path, swapAscii(bin, headerOf(bin)['engine'] as string, await engineFingerprint(rows)))
    expect((await host.callTool('skill_search', JSON.stringify({ query: 'zebraword' }))).text).toContain('k8s-deploy')
    host.dispose()
    fx.cleanup()
  })

  it.each([
    ['stale (made for another index text)', async (_lib: string, rows: SkillRow[]) => renderSearchSidecar(rows, 'not-this-index'), `${SEARCH_SIDECAR} made for another index text`],
    ['truncated', async (lib: string) => readFileSync(join(lib, SEARCH_SIDECAR)).subarray(0, 30), `${SEARCH_SIDECAR} truncated (inside its header)`],
    ['not a sidecar at all', async () => new TextEncoder().encode('hello, I am not a sidecar'), `${SEARCH_SIDECAR} not a search sidecar (its first bytes are wrong)`],
  ])('a %s sidecar is not used: the rows are tokenized, the answers are the same, and the first search says why once', async (_label, make, why) => {
    const fx = await makeLibrary(BASIC_SKILLS)
    const rows = (await import('../core/index-file.ts')).parseIndex(readFileSync(join(fx.lib, 'skill-index.tsv'), 'utf8')).rows
    const good = await createTestHost({ cwd: fx.root, skills: false })
    const expected = (await good.callTool('skill_search', JSON.stringify({ query: 'kubernetes deploy' }))).text
    good.dispose()
    writeFileSync(join(fx.lib, SEARCH_SIDECAR), await make(fx.lib, rows))
    const host = await createTestHost({ cwd: fx.root, skills: false })
    const first = (await host.callTool('skill_search', JSON.stringify({ query: 'kubernetes deploy' }))).text
    expect(first).toContain(`the search cache was not used (${why}), so the rows were tokenized instead`)
    expect(first).toContain(`rebuild it with: dsh-skill-router build-index ${fx.lib}`)
    const second = (await host.callTool('skill_search', JSON.stringify({ query: 'kubernetes deploy' }))).text
    expect(second).toBe(expected)
    expect(first.replace(/^.*the search cache was not used.*\n/m, '')).toBe(expected)
    host.dispose()
    fx.cleanup()
  })
})

function overwriteU32(bytes: Uint8Array, at: number, value: number): Uint8Array {
  const out = bytes.slice()
  new DataView(out.buffer).setUint32(at, value, true)
  return out
}
