import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bodyTerms, libraryKeywords, pickKeywords, rowTerms } from './keywords.ts'
import type { BodyTerm, KeywordOptions } from './keywords.ts'
import { BODY_KEYWORDS } from './limits.ts'
import { tokenize } from './tokenize.ts'

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

/**
 * bodyTerms as it was before it read lines in place (issue 18): split into lines, each lowercased,
 * URLs replaced, words matched by a regex, counted in a Map, then folded. The oracle the
 * char-code version must match, entry for entry and in the same order.
 */
function bodyTermsByLines(body: string, minChars: number = BODY_KEYWORDS.minChars): Map<string, BodyTerm> {
  const FENCE = /^\s*(```|~~~)/
  const HEADING = /^\s{0,3}#{1,6}\s+\S/
  const WORD = /[a-z][a-z0-9]*|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu
  const URL = /\bhttps?:\/\/\S+/g
  const words = new Map<string, number>()
  const headingWords = new Set<string>()
  let inCode = false
  for (const rawLine of body.split('\n')) {
    if (FENCE.test(rawLine)) {
      inCode = !inCode
      continue
    }
    if (inCode) continue
    const heading = HEADING.test(rawLine)
    for (const m of rawLine.toLowerCase().replace(URL, ' ').matchAll(WORD)) {
      words.set(m[0], (words.get(m[0]) ?? 0) + 1)
      if (heading) headingWords.add(m[0])
    }
  }
  const out = new Map<string, BodyTerm>()
  const chosen = new Map<string, number>()
  const add = (term: string, spelling: string, count: number, heading: boolean) => {
    const t = out.get(term)
    if (!t) {
      out.set(term, { count, surface: spelling, heading })
      chosen.set(term, count)
      return
    }
    t.count += count
    if (heading) t.heading = true
    const best = chosen.get(term)!
    if (count > best || (count === best && (spelling.length < t.surface.length || (spelling.length === t.surface.length && spelling < t.surface)))) {
      t.surface = spelling
      chosen.set(term, count)
    }
  }
  for (const [word, count] of words) {
    const heading = headingWords.has(word)
    const terms = tokenize(word)
    if (!/^[a-z]/.test(word)) for (const t of terms) t.length >= 2 && add(t, t, count, heading)
    else if (word.length >= minChars && terms.length === 1) add(terms[0]!, word, count, heading)
  }
  return out
}

/** Pieces that meet every branch of the line reader: fences, headings, URLs, case, CJK, spaces. */
const PIECES = ['deploy', 'Deploys', 'TESTING', 'tests', 'x1', 'the', 'h', 'http', 'https://a.io/b', 'HTTP://X', 'xhttps://y', '_http://z', 'http://', 'HTTPS:// ', 'http:/', ':', '/', '_', '-', '#', '## ', '    # ', '####### ', ' ', '\t', '\n', '```', '~~~', ' ```js', '飞书审批', '流程', 'café', '\u212a', 'İstanbul', 'ß', '\u00a0', '\r', '2024', 'node.js', 'json-ld']

describe('bodyTerms against the line-by-line reading', () => {
  it('gives the same terms, counts, spellings, heading marks and order', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'grapheme', maxLength: 6 })), { maxLength: 60 }), (parts) => {
        const body = parts.join('')
        expect([...bodyTerms(body)]).toEqual([...bodyTermsByLines(body)])
      }),
      { numRuns: 3000 },
    )
  })

  it('reads a bare scheme with nothing after it as a word, as the URL pattern (`\\S+`) does', () => {
    for (const body of ['http://', 'see http:// here', 'https://\nnext', 'http://\tx', 'a http://b c']) expect([...bodyTerms(body)], body).toEqual([...bodyTermsByLines(body)])
    expect([...bodyTerms('see http:// here').keys()]).toContain('http')
  })

  it('gives the same terms on every body of the corpus', async () => {
    const { existsSync } = await import('node:fs')
    const corpus = new URL('../../../shared/corpus/skills', import.meta.url).pathname
    if (!existsSync(corpus)) {
      console.log(`skipped: the corpus is not at ${corpus}`)
      return
    }
    const { readFileSync, readdirSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { parseFrontmatter } = await import('./frontmatter.ts')
    let n = 0
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name))
        else if (e.name === 'SKILL.md') {
          const body = parseFrontmatter(readFileSync(join(dir, e.name), 'utf8'), e.name).body
          expect([...bodyTerms(body)]).toEqual([...bodyTermsByLines(body)])
          n++
        }
      }
    }
    walk(corpus)
    expect(n).toBeGreaterThan(1000)
  }, 120_000)
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
