import { describe, expect, it } from 'vitest'
import { bodyTerms, libraryKeywords, pickKeywords, rowTerms } from './keywords.ts'
import type { KeywordOptions } from './keywords.ts'
import { BODY_KEYWORDS } from './limits.ts'

const row = (name: string, description = '') => ({ name, description })

describe('bodyTerms', () => {
  it('counts a word under its search term, with its most frequent spelling', () => {
    const t = bodyTerms('Deploys happen nightly. We deploy often; deploy again.')
    expect(t.get('deploy')).toEqual({ count: 3, surface: 'deploy', heading: false })
  })

  it('leaves out fenced code, URLs, stop words, numbers and short words', () => {
    const t = bodyTerms('See https://example.com/zebrafish for the ox.\n```\nconst zebrafish = 42\n```\nThe 2024 report.')
    expect(t.has('zebrafish')).toBe(false)
    expect(t.has('const')).toBe(false)
    expect(t.has('the')).toBe(false)
    expect(t.has('ox')).toBe(false)
    expect(t.has('2024')).toBe(false)
    expect(t.get('report')?.count).toBe(1)
  })

  it('marks words that occur in a heading', () => {
    const t = bodyTerms('# Retrosynthesis planning\n\nSome planning text.')
    expect(t.get('retrosynthesis')?.heading).toBe(true)
    expect(t.get('plan')).toMatchObject({ count: 2, heading: true })
    expect(t.get('text')?.heading).toBe(false)
  })

  it('cuts Chinese into words and keeps each as its own spelling', () => {
    const t = bodyTerms('## 飞书审批\n飞书审批流程')
    expect(t.get('飞书')).toMatchObject({ count: 2, surface: '飞书', heading: true })
  })

  it('breaks a spelling tie by the shorter word, then code-unit order', () => {
    expect(bodyTerms('tests testing').get('test')?.surface).toBe('tests')
  })
})

describe('pickKeywords', () => {
  const opts: KeywordOptions = { ...BODY_KEYWORDS, maxWords: 3, maxChars: 100, maxShare: 0.5, minCount: 2, headingBoost: 1.5 }
  const df = new Map([
    ['zebrafish', 1],
    ['larva', 1],
    ['imag', 1],
    ['microscop', 2],
    ['data', 10],
  ])

  it('ranks by tf-idf, drops known terms, too-common terms and one-off words, keeps the order deterministic', () => {
    const terms = bodyTerms('zebrafish zebrafish zebrafish larva larva imaging imaging microscope microscope data data data data onceonly')
    expect(pickKeywords(terms, df, 10, new Set(), opts)).toBe('zebrafish imaging larva')
    expect(pickKeywords(terms, df, 10, new Set(['zebrafish']), opts)).toBe('imaging larva microscope')
    expect(pickKeywords(terms, df, 10, new Set(), { ...opts, maxWords: 10 })).not.toContain('data')
    expect(pickKeywords(terms, df, 10, new Set(), { ...opts, maxWords: 10 })).not.toContain('onceonly')
  })

  it('keeps a heading word said once', () => {
    const terms = bodyTerms('# Larva\nzebrafish zebrafish')
    expect(pickKeywords(terms, df, 10, new Set(), opts)).toBe('zebrafish larva')
  })

  it('stays within maxChars, skipping a word that does not fit for a shorter one', () => {
    const terms = bodyTerms('zebrafish zebrafish zebrafish larva larva')
    expect(pickKeywords(terms, df, 10, new Set(), { ...opts, maxChars: 7 })).toBe('larva')
  })
})

describe('libraryKeywords', () => {
  it('judges rarity against every body, leaves out what the row already says, and gives rows without a body nothing', () => {
    const rows = [row('fish-imaging', 'Image fish.'), row('plots', 'Make plots.'), row('unknown')]
    const bodies = [bodyTerms('zebrafish zebrafish larva larva matplotlib matplotlib fish fish'), bodyTerms('matplotlib matplotlib seaborn seaborn'), undefined]
    const kw = libraryKeywords(rows, bodies, { ...BODY_KEYWORDS, maxShare: 0.5 })
    expect(kw[0]!.split(' ').sort()).toEqual(['larva', 'zebrafish'])
    expect(kw[1]).toBe('seaborn')
    expect(kw[2]).toBe('')
  })

  it('is deterministic', () => {
    const rows = [row('a'), row('b')]
    const bodies = [bodyTerms('alpha alpha beta beta gamma gamma'), bodyTerms('delta delta')]
    expect(libraryKeywords(rows, bodies)).toEqual(libraryKeywords(rows, bodies))
  })
})

describe('rowTerms', () => {
  it('holds the stems of name, description and whenToUse', () => {
    expect([...rowTerms({ name: 'pdf-forms', description: 'Fill forms', whenToUse: 'deploying' })].sort()).toEqual(['deploy', 'fill', 'form', 'pdf', 'pdfform'].sort())
  })
})
