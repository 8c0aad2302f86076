import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { STOP, latinTerms, stem } from './stem.ts'
import { TERMS_ZH } from './terms-zh.ts'

/** latinTerms as it was before its ASCII path: the Unicode regex over the lowercased text. */
function byRegex(text: string): string[] {
  const out: string[] = []
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) if (!STOP.has(m[0])) out.push(stem(m[0]))
  return out
}

describe('latinTerms', () => {
  it('gives the Unicode regex\'s words for any text, ASCII or not', () => {
    const piece = fc.constantFrom('Running', 'the', 'API', 'x86', '_', '-', ' ', '\t', 'é', 'Ä', '中文', 'İ', 'ß', '1.5', "don't", 'K8s', '😀')
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.array(piece, { maxLength: 10 }).map((p) => p.join(''))), (text) => {
        expect(latinTerms(text)).toEqual(byRegex(text))
      }),
      { numRuns: 500 },
    )
  })

  it('reads every entry of the hand term table as before', () => {
    const alts = TERMS_ZH.split('\n').flatMap((l) => l.trim().split(/\s/).slice(1).join(' ').split(','))
    expect(alts.length).toBeGreaterThan(1000)
    for (const alt of alts) expect(latinTerms(alt)).toEqual(byRegex(alt))
    expect(latinTerms('Deploying the Apps')).toEqual(['deploy', 'app'])
  })
})
