import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeLibrary, skillMd } from '../../test/fixtures.ts'
import type { Fixture } from '../../test/fixtures.ts'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import { indexFilesFromScan, writeIndexFiles } from '../../tools/src/write-index.ts'
import { serializeIndex, parseIndex } from '../core/index-file.ts'
import { LIMITS } from '../core/limits.ts'
import { renderSearch } from '../router/render.ts'
import { Router } from '../router/router.ts'
import { LibraryCache, META_FILE, SHA_FILE, checkIntegrity, indexDigest } from './library.ts'
import { INDEX_FILE } from './locate.ts'
import { scanLibrary } from './scan-library.ts'

/** Twenty skills, so a 10 % row drift is two rows. Only pdf-3 mentions "invoices". */
const SKILLS: Record<string, string> = Object.fromEntries(
  Array.from({ length: 20 }, (_, i) => [`acme/skills/pdf-${i}/SKILL.md`, skillMd(`pdf-${i}`, i === 3 ? 'Fill PDF invoices.' : `Fill PDF forms, variant ${i}.`)]),
)

let fixture: Fixture | undefined
afterEach(() => fixture?.cleanup())

/** A library indexed exactly as build-index does it, and a search through the router as the model sees it. */
async function setup() {
  fixture = await makeLibrary(SKILLS, { index: false })
  const lib = fixture.lib
  const rebuild = async () => writeIndexFiles(lib, await indexFilesFromScan(await scanLibrary(createNodeFs(fixture!.root), lib)))
  await rebuild()
  const router = new Router()
  const call = { fs: createNodeFs(fixture.root), cwd: fixture.root }
  const search = async () => {
    const value = await router.search({ query: 'invoices' }, call)
    return { value, text: renderSearch(value) }
  }
  const file = (name: string) => join(lib, name)
  const read = (name: string) => readFileSync(file(name), 'utf8')
  /** Rewrites the index rows (keeps its sidecars, as a hand edit would). */
  const editRows = (edit: (rows: ReturnType<typeof parseIndex>['rows']) => typeof rows) => {
    const rows = parseIndex(read(INDEX_FILE)).rows
    writeFileSync(file(INDEX_FILE), serializeIndex(edit(rows)))
  }
  /** Makes the sha sidecar agree with the current index again (so only the row-count alarm can fire). */
  const resign = async () => {
    const digest = await indexDigest(read(INDEX_FILE))
    writeFileSync(file(SHA_FILE), `${digest}  ${INDEX_FILE}\n`)
    const meta = JSON.parse(read(META_FILE))
    writeFileSync(file(META_FILE), JSON.stringify({ ...meta, sha256: digest }))
  }
  return { lib, rebuild, search, file, read, editRows, resign }
}

describe('integrity alarm, through Router.search and the text the model reads', () => {
  it('stays silent for a fresh index', async () => {
    const t = await setup()
    const { value, text } = await t.search()
    expect(value.indexAlarm).toBeUndefined()
    expect(text).not.toContain('Warning')
    expect(value.searched).toBe(20)
    expect(value.hits.map((h) => h.name)).toEqual(['pdf-3'])
  })

  it('warns in one line when the index was hand-edited, and still answers', async () => {
    const t = await setup()
    t.editRows((rows) => rows.map((r) => (r.name === 'pdf-3' ? { ...r, description: 'Fill PDF invoices, edited by hand.' } : r)))
    const { value, text } = await t.search()
    expect(value.indexAlarm).toBe(
      `index integrity: the index was changed outside build-index (its sha256 differs from the sidecar). Results may be wrong or incomplete; rebuild with: dsh-skill-router build-index ${t.lib}`,
    )
    const warning = text.split('\n').filter((l) => l.startsWith('Warning: '))
    expect(warning).toEqual([`Warning: ${value.indexAlarm}`])
    expect(value.error).toBeUndefined()
    expect(value.hits.map((h) => h.name)).toEqual(['pdf-3'])
    expect(text).toContain('pdf-3')
  })

  it('warns when the row count moved more than 10 % against the meta, even with a matching hash', async () => {
    const t = await setup()
    t.editRows((rows) => rows.slice(0, 17))
    await t.resign()
    const { value, text } = await t.search()
    expect(value.indexAlarm).toContain('it has 17 rows but its meta says 20 (15 % apart)')
    expect(value.indexAlarm).not.toContain('sha256')
    expect(text).toContain('Warning: index integrity: it has 17 rows but its meta says 20')
  })

  it(`stays silent when the row count moved by ${LIMITS.alarmRowDrift * 100} % or less`, async () => {
    const t = await setup()
    t.editRows((rows) => rows.slice(0, 18))
    await t.resign()
    expect((await t.search()).value.indexAlarm).toBeUndefined()
  })

  it('stays silent when line endings alone changed (a CRLF checkout)', async () => {
    const t = await setup()
    writeFileSync(t.file(INDEX_FILE), t.read(INDEX_FILE).replace(/\n/g, '\r\n'))
    expect((await t.search()).value.indexAlarm).toBeUndefined()
  })

  it('stays silent when the sidecars are absent (an index from before them)', async () => {
    const t = await setup()
    rmSync(t.file(SHA_FILE))
    rmSync(t.file(META_FILE))
    t.editRows((rows) => rows.slice(0, 5))
    const { value, text } = await t.search()
    expect(value.indexAlarm).toBeUndefined()
    expect(text).not.toContain('Warning')
    expect(value.searched).toBe(5)
  })

  it('checks the meta digest when only the meta is there', async () => {
    const t = await setup()
    rmSync(t.file(SHA_FILE))
    t.editRows((rows) => rows.map((r) => ({ ...r, description: r.description + '!' })))
    expect((await t.search()).value.indexAlarm).toContain('sha256 differs')
  })

  it('warns when the meta is not JSON', async () => {
    const t = await setup()
    writeFileSync(t.file(META_FILE), '{ rows: 20')
    expect((await t.search()).text).toContain(`Warning: index integrity: ${META_FILE} is not valid JSON`)
  })

  it('notices a sidecar edited on its own, and clears after a rebuild (same router)', async () => {
    const t = await setup()
    expect((await t.search()).value.indexAlarm).toBeUndefined()
    writeFileSync(t.file(SHA_FILE), `${'0'.repeat(64)}  ${INDEX_FILE}\n`)
    expect((await t.search()).value.indexAlarm).toContain('sha256 differs')
    await t.rebuild()
    expect((await t.search()).value.indexAlarm).toBeUndefined()
  })
})

describe('checkIntegrity', () => {
  const memFs = (files: Record<string, string>) => {
    const fs = createNodeFs('/')
    return {
      listDir: fs.listDir,
      async resolve(path: string) {
        return { targetKey: path, displayPath: path }
      },
      async stat(t: { targetKey: unknown }) {
        return String(t.targetKey) in files ? { version: 1, type: 'file' as const } : undefined
      },
      async readText(t: { targetKey: unknown }) {
        const text = files[String(t.targetKey)]
        if (text === undefined) throw Object.assign(new Error('missing'), { code: 'FS_NOT_FOUND' })
        return text
      },
    }
  }
  const tsv = 'repo\trelpath\tname\tdescription\tfiles\tKB\na\tx\tx\td\t1\t1\n'

  it('names both alarms in one line when both fire', async () => {
    const fs = memFs({ '/lib/skill-index.tsv.sha256': 'beef  skill-index.tsv\n', '/lib/skill-index.meta.json': JSON.stringify({ rows: 10 }) })
    expect(await checkIntegrity(fs, '/lib/skill-index.tsv', tsv, 1, undefined, '/lib')).toBe(
      'index integrity: the index was changed outside build-index (its sha256 differs from the sidecar); it has 1 rows but its meta says 10 (90 % apart). Results may be wrong or incomplete; rebuild with: dsh-skill-router build-index /lib',
    )
  })

  it('accepts an upper-case digest and a digest file without the file name', async () => {
    const digest = (await indexDigest(tsv)).toUpperCase()
    expect(await checkIntegrity(memFs({ '/lib/skill-index.tsv.sha256': digest }), '/lib/skill-index.tsv', tsv, 1)).toBeUndefined()
  })

  it('alarms when a meta of 0 rows meets an index with rows', async () => {
    expect(await checkIntegrity(memFs({ '/lib/skill-index.meta.json': '{"rows":0}' }), '/lib/skill-index.tsv', tsv, 1)).toContain('meta says 0')
  })

  it('hashes the text as the writer wrote it: BOM and CRLF do not count', async () => {
    expect(await indexDigest('\uFEFFa\r\nb\r\n')).toBe(await indexDigest('a\nb\n'))
  })

  it('loads the same library whether the port hands the index over as bytes or as text (BOM, CRLF, CJK, quotes)', async () => {
    fixture = await makeLibrary(SKILLS, { index: false })
    const lib = fixture.lib
    await writeIndexFiles(lib, await indexFilesFromScan(await scanLibrary(createNodeFs(fixture.root), lib)))
    const written = readFileSync(join(lib, INDEX_FILE), 'utf8')
    const quoted = written.replace('Fill PDF invoices.', '"Fill ""PDF"" 发票, invoices."')
    const variants = [written, '\uFEFF' + written, written.replace(/\n/g, '\r\n'), '\uFEFF' + quoted.replace(/\n/g, '\r\n'), quoted]
    for (const text of variants) {
      writeFileSync(join(lib, INDEX_FILE), text)
      const location = { dir: lib, indexPath: join(lib, INDEX_FILE), starter: false }
      const bytesPort = createNodeFs(fixture.root)
      expect(bytesPort.readCheckedBytes).toBeTypeOf('function')
      const { readCheckedBytes: _unused, ...textPort } = bytesPort
      const a = await new LibraryCache().load(bytesPort, location)
      const b = await new LibraryCache().load(textPort, location)
      if ('error' in a || 'error' in b) throw new Error('the index did not load')
      expect({ rows: a.rows, problems: a.problems, digest: a.digest, alarm: a.alarm }).toEqual({ rows: b.rows, problems: b.problems, digest: b.digest, alarm: b.alarm })
      expect(a.digest).toBe(await indexDigest(text))
    }
  })
})
