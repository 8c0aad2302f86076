/**
 * English words a library never uses, read through a maintained thesaurus (WordNet), reduced per
 * library like the Chinese dictionary (zh-dict.ts): for each word the library lacks, the related
 * words WordNet lists for it (its synonyms, broader words, derived forms) that the library does
 * use. "CV" is not a corpus word but WordNet gives "resume"; "virus" gives "viral". The entries are
 * stored with the Chinese ones (the same sorted `word<TAB>term|term` lines) and a query reads them
 * as situation alternatives (query.ts), so they rank and rescue rows for a word that would
 * otherwise be unknown. A word the library holds has no entry: its own postings stand for it.
 *
 * WordNet 3.1 is © Princeton University, under the WordNet licence (README, "Data").
 */

import { LIMITS } from './limits.ts'
import { STOP, isGenericTerm, stem } from './stem.ts'
import type { StoredDictionary } from './zh-dict.ts'

/** One thesaurus entry: a lower-case single-word lemma and the single-word lemmas related to it. */
export type RelatedEntry = readonly [lemma: string, related: readonly string[]]

/** A lemma or related word usable as a key or a term: one plain lower-case Latin word. */
export const ENGLISH_KEY = /^[a-z]{2,32}$/

/**
 * The entries a library can use, as stored dictionary lines: keyed by the lemma's stem when the
 * library lacks that stem (`has`), each holding up to LIMITS.relatedMaxTerms stems of related words
 * the library holds, in the thesaurus's order. A stem two lemmas share (fare and far both stem to
 * "far") is left out: its entry would mix unrelated words. Deterministic: keys sorted.
 */
export function reduceRelated(entries: Iterable<RelatedEntry>, has: (term: string) => boolean, limits: typeof LIMITS = LIMITS): StoredDictionary {
  const lemmas = new Map<string, number>()
  const list: RelatedEntry[] = []
  for (const entry of entries) {
    if (!ENGLISH_KEY.test(entry[0]) || STOP.has(entry[0])) continue
    list.push(entry)
    const key = stem(entry[0])
    lemmas.set(key, (lemmas.get(key) ?? 0) + 1)
  }
  const kept = new Map<string, string[]>()
  for (const [lemma, related] of list) {
    const key = stem(lemma)
    if (lemmas.get(key)! > 1 || !ENGLISH_KEY.test(key) || isGenericTerm(key) || has(key)) continue
    const terms: string[] = []
    for (const word of related) {
      if (terms.length >= limits.relatedMaxTerms) break
      if (!ENGLISH_KEY.test(word) || STOP.has(word)) continue
      const t = stem(word)
      if (t === key || terms.includes(t) || isGenericTerm(t) || !has(t)) continue
      terms.push(t)
    }
    if (terms.length) kept.set(key, terms)
  }
  return [...kept.keys()]
    .sort()
    .map((key) => `${key}\t${kept.get(key)!.join('|')}`)
    .join('\n')
}

/** Two stored dictionaries as one: their lines merged in code-unit order (keys never overlap: Han and Latin). */
export function mergeStored(a: StoredDictionary, b: StoredDictionary): StoredDictionary {
  if (!a) return b
  if (!b) return a
  const x = a.split('\n')
  const y = b.split('\n')
  const out: string[] = []
  let i = 0
  let j = 0
  const key = (line: string) => line.slice(0, line.indexOf('\t'))
  while (i < x.length && j < y.length) out.push(key(x[i]!) <= key(y[j]!) ? x[i++]! : y[j++]!)
  while (i < x.length) out.push(x[i++]!)
  while (j < y.length) out.push(y[j++]!)
  return out.join('\n')
}
