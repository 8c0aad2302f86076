import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allSpace, isPlainWord, isSpaceCode, isTrailingJoinerCode } from './chunks.ts'
import { stem, stemWord } from './stem.ts'

// The char-code tests replace regexes run once per query word (issue 18): each must say what its regex says.
const SAMPLE = ['a', 'z', 'A', '-', '_', '.', "'", '’', '+', '#', ' ', '\t', '\n', '\v', '\f', '\r', '\u00a0', '\u1680', '\u2000', '\u200a', '\u200b', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '\u0085', 'é', '中', '1', '`', '{']
const text = fc.array(fc.oneof(fc.constantFrom(...SAMPLE), fc.string({ maxLength: 1 }), fc.string({ unit: 'grapheme', maxLength: 1 })), { maxLength: 12 }).map((xs) => xs.join(''))

describe('char-code tests beside the regexes they replace', () => {
  it('isSpaceCode is \\s for every code unit', () => {
    for (let c = 0; c <= 0xffff; c++) expect(isSpaceCode(c), c.toString(16)).toBe(/\s/.test(String.fromCharCode(c)))
  })
  it('isTrailingJoinerCode is the class [-_.\'’] for every code unit', () => {
    for (let c = 0; c <= 0xffff; c++) expect(isTrailingJoinerCode(c), c.toString(16)).toBe(/[-_.'’]/.test(String.fromCharCode(c)))
  })
  it('isPlainWord is /^[a-z]+$/ and allSpace is /^\\s+$/ on the slice', () => {
    fc.assert(
      fc.property(text, fc.nat(14), fc.nat(14), (s, a, to) => {
        // The tokenizer asks about a slice inside its text.
        const b = Math.min(to, s.length)
        expect(isPlainWord(s)).toBe(/^[a-z]+$/.test(s))
        expect(allSpace(s, a, b)).toBe(b > a && /^\s+$/.test(s.slice(a, b)))
      }),
      { numRuns: 3000 },
    )
    expect(isPlainWord('')).toBe(false)
    expect(isPlainWord('abc')).toBe(true)
    expect(allSpace('a  b', 1, 3)).toBe(true)
  })
})

describe('stem cache', () => {
  it('a stem asked twice is the stemmer’s own answer both times', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,14}$/), (w) => {
        const want = stemWord(w)
        expect(stem(w)).toBe(want)
        expect(stem(w)).toBe(want)
      }),
      { numRuns: 3000 },
    )
  })
})
