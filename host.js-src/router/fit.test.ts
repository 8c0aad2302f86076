import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ARGS } from '../core/limits.ts'
import { fitList, fitSearch, moreBytesThan } from './fit.ts'
import { renderSearch } from './render.ts'
import type { SearchHitValue, SearchValue } from './values.ts'

const bytes = (t: string) => new TextEncoder().encode(t).length

function answer(hits: number, desc: number, when: number): SearchValue {
  const h = (i: number): SearchHitValue => ({
    name: `skill-${i}`,
    repo: 'vendor',
    source: 'library',
    description: 'd'.repeat(desc),
    ...(when ? { whenToUse: 'w'.repeat(when) } : {}),
    copies: 1,
    matchCount: 1,
    stale: false,
    files: 0,
    path: `vendor/skills/skill-${i}`,
    id: `vendor/skills/skill-${i}`,
  })
  return { library: '/lib', query: 'q', words: ['q'], total: 100, strict: 100, shown: hits, more: 100 - hits, fallback: null, hits: Array.from({ length: hits }, (_, i) => h(i)), searched: 500 }
}

describe('fitSearch', () => {
  it('leaves an answer within the bound untouched', () => {
    const v = answer(5, 100, 100)
    expect(fitSearch(structuredClone(v))).toEqual(v)
  })

  it('drops when-to-use lines first, then shortens descriptions, then hits (counted in more), saying so', () => {
    const a = fitSearch(answer(20, 200, 200))
    expect(a.hits.length).toBe(20)
    expect(a.hits.every((h) => h.whenToUse === undefined)).toBe(true)
    expect(a.note).toMatch(/when-to-use lines left out/)
    const b = fitSearch(answer(90, 220, 220))
    expect(b.hits.length).toBeLessThan(90)
    expect(b.shown).toBe(b.hits.length)
    expect(b.more).toBe(100 - b.hits.length)
    expect(b.note).toMatch(/more hits left out to keep the answer under 8 KB/)
    for (const v of [a, b]) expect(bytes(renderSearch(v))).toBeLessThanOrEqual(ARGS.answerMaxBytes)
    expect(bytes(JSON.stringify(a))).toBeLessThanOrEqual(ARGS.valueMaxBytes)
  })

  it('keeps every hit of a names-only ranking (search --batch reads the value), only shortening its texts', () => {
    const v = answer(40, 220, 220)
    v.namesOnly = true
    const fitted = fitSearch(v)
    expect(fitted.hits.length).toBe(40)
    expect(fitted.hits.every((h) => h.description.length <= 100 && h.whenToUse === undefined)).toBe(true)
  })
})

describe('fitList', () => {
  it('lists what fits and counts the rest', () => {
    const files = Array.from({ length: 200 }, (_, i) => `references/${'x'.repeat(90)}-${i}.md`)
    const { files: shown, left } = fitList(files)
    expect(shown.length + left).toBe(200)
    expect(left).toBeGreaterThan(0)
    expect(bytes(shown.join('\n- '))).toBeLessThan(ARGS.answerMaxBytes)
    expect(fitList(['a.md', 'b.md'])).toEqual({ files: ['a.md', 'b.md'], left: 0 })
  })
})

describe('moreBytesThan (issue 18: an answer measured without encoding it)', () => {
  it('says what encoding and counting would, for ASCII, CJK, emoji and lone surrogates, at any limit', () => {
    const unit = fc.constantFrom('a', ' ', 'é', '中', '😀', '\ud800', '\udfff', '\n')
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 300 }), fc.integer({ min: 0, max: 1200 }), (parts, limit) => {
        const text = parts.join('')
        expect(moreBytesThan(text, limit)).toBe(bytes(text) > limit)
      }),
      { numRuns: 3000 },
    )
    // Right at the limit, each way, and after a larger limit grew the buffer.
    expect(moreBytesThan('中'.repeat(100), 300)).toBe(false)
    expect(moreBytesThan('中'.repeat(100), 299)).toBe(true)
    expect(moreBytesThan('😀'.repeat(50), 200)).toBe(false)
    expect(moreBytesThan('😀'.repeat(50), 199)).toBe(true)
  })
})
