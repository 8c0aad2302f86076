import { describe, expect, it } from 'vitest'
import { ENGLISH_KEY, mergeStored, reduceRelated } from './en-dict.ts'
import type { RelatedEntry } from './en-dict.ts'
import { LIMITS } from './limits.ts'
import { buildSearchIndex, rank } from './search.ts'
import { stem } from './tokenize.ts'
import type { SearchDoc } from './types.ts'
import { parseDictionary } from './zh-dict.ts'

const doc = (name: string, description: string): SearchDoc => ({ name, description, repo: 'r', relpath: `skills/${name}`, source: 'library' })
const LIBRARY = [
  doc('resume-tailor', 'Rewrite a resume so it matches one job posting'),
  doc('cover-letter', 'Draft a cover letter for a job application'),
  doc('viral-genomes', 'Align viral genomes and build a tree of samples'),
  doc('fare-menu', 'Print a restaurant menu with the fare of the day'),
]
const index = buildSearchIndex(LIBRARY)
const has = (t: string) => index.postings.has(t)

// Shaped like tools/src/wordnet.ts output: lemma, related lemmas in WordNet's order.
const WORDNET: RelatedEntry[] = [
  ['cv', ['curriculum', 'vitae', 'resume', 'summary']],
  ['virus', ['viral', 'microorganism']],
  ['resume', ['cv', 'summary']],
  ['far', ['distance']],
  ['fare', ['menu', 'agenda']],
  ['pill', ['tablet', 'dose']],
]

describe('reduceRelated', () => {
  const lines = reduceRelated(WORDNET, has).split('\n')

  it('keeps, for a word the library lacks, the related words the library holds, stemmed and in order', () => {
    expect(lines).toContain(`cv\t${stem('resume')}`)
    expect(lines).toContain(`virus\t${stem('viral')}`)
  })

  it('stores nothing for a word the library holds, or whose related words it lacks', () => {
    expect(lines.some((l) => l.startsWith(`${stem('resume')}\t`))).toBe(false)
    expect(lines.some((l) => l.startsWith('pill\t'))).toBe(false)
  })

  it('leaves out a stem two lemmas share (far, fare): its entry would mix unrelated words', () => {
    expect(stem('far')).toBe(stem('fare'))
    expect(lines.some((l) => l.startsWith(`${stem('far')}\t`))).toBe(false)
  })

  it('keeps at most LIMITS.relatedMaxTerms terms a word, sorted by key', () => {
    const many: RelatedEntry[] = [['zzword', ['resume', 'job', 'posting', 'letter', 'cover', 'viral']]]
    const [line] = reduceRelated(many, has).split('\n')
    expect(line!.split('\t')[1]!.split('|')).toHaveLength(LIMITS.relatedMaxTerms)
    expect([...lines].sort()).toEqual(lines)
  })
})

describe('mergeStored', () => {
  it('merges two sorted dictionaries into one sorted by key', () => {
    expect(mergeStored('a\tx\n规格\ty', 'b\tz\nc\tw')).toBe('a\tx\nb\tz\nc\tw\n规格\ty')
    expect(mergeStored('', 'b\tz')).toBe('b\tz')
    expect(mergeStored('a\tx', '')).toBe('a\tx')
  })
})

describe('an English word the library lacks, read through the extract', () => {
  it('is found by parseDictionary beside the Chinese entries, and only plain Latin words are looked up', () => {
    const dict = parseDictionary(mergeStored('规格\tspecif', reduceRelated(WORDNET, has)))
    if (typeof dict === 'string') throw new Error(dict)
    expect(dict.get('cv')).toEqual([[stem('resume')]])
    expect(dict.get('规格')).toEqual([['specif']])
    expect(dict.get('c v')).toBeUndefined()
    expect(ENGLISH_KEY.test('c-v')).toBe(false)
  })

  it('ranks the row holding its related word, which it could not reach without the extract', () => {
    const query = 'my cv'
    const names = () => rank(index, query).hits.map((h) => h.name)
    const withDict = buildSearchIndex(LIBRARY)
    const dict = parseDictionary(reduceRelated(WORDNET, (t) => withDict.postings.has(t)))
    if (typeof dict === 'string') throw new Error(dict)
    withDict.zh = dict
    const found = rank(withDict, query)
    expect(found.hits[0]?.name).toBe('resume-tailor')
    expect(found.unknown).toEqual([])
    expect(rank(index, query).unknown).toEqual(['cv'])
    expect(names()).toEqual([])
  })
})
