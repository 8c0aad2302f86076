/**
 * Chinese → English from a maintained dictionary (CC-CEDICT), reduced per library. build-index
 * keeps only the entries whose English glosses are words the library itself uses (`reduceDictionary`),
 * and stores them beside the index in the search sidecar; a query then reads a Chinese word the
 * hand table (terms-zh.ts, which always wins) lacks through that reduced table. host.js carries no
 * dictionary: a library without the sidecar searches with the hand table alone, as before.
 *
 * CC-CEDICT is © MDBG and its contributors, licensed CC BY-SA 4.0 (README, "Data").
 */

import { ENGLISH_KEY } from './en-dict.ts'
import { STOP } from './stem.ts'
import { isGenericTerm, tokenize } from './tokenize.ts'

/**
 * A reduced dictionary: Chinese word → its glosses, each the stemmed terms of one English sense;
 * and, when the library was built with WordNet, an English word the library lacks → its related
 * words the library holds (en-dict.ts).
 */
export interface ZhDictionary {
  get(word: string): readonly (readonly string[])[] | undefined
  has(word: string): boolean
  /** Longest key, in characters (bounds the longest-match scan). */
  readonly maxKey: number
  readonly size: number
}

/**
 * Stored form: one line per word, sorted by code units, `word<TAB>gloss|gloss…`, each gloss its
 * stemmed terms joined by spaces. One string, because a sidecar holding it parses in a few
 * milliseconds and a word is found by binary search without building anything (a JSON object of
 * the ~37,000 entries the corpus keeps took 70–300 ms to load).
 */
export type StoredDictionary = string

const HAN_WORD = /^\p{Script=Han}{2,8}$/u
/** Glosses that name no meaning a search can use: surnames, cross-references, pronunciations. */
const NOT_A_MEANING = /^(?:surname|(?:old |archaic |japanese |erhua |obscure )?variant of|see |see also|cl:|abbr\.|abbr |used in|also pr\.|taiwan pr\.|pr\.|(?:old )?name of|classifier for|radical|onomat|interj)/i
/** Filler inside glosses: parenthesised notes, "lit."/"fig.", the infinitive "to", placeholders. */
const NOTES = /\([^)]*\)|\[[^\]]*\]|\b(?:lit|fig|esp|usu|orig)\.\s*/g
const PLACEHOLDERS = /\b(?:sb|sth|sb's|sth's|one's|oneself|etc)\b/g

/** Most glosses kept per word: CC-CEDICT lists the common senses first. */
export const MAX_GLOSSES = 6
/** Most terms in one kept gloss: a longer gloss is an explanation, not a translation. */
export const MAX_GLOSS_TERMS = 3

/** The stemmed terms of one gloss, or undefined when it is not a usable translation. */
export function glossTerms(gloss: string): string[] | undefined {
  const text = gloss.trim()
  if (!text || NOT_A_MEANING.test(text)) return undefined
  const cleaned = text.replace(NOTES, ' ').replace(PLACEHOLDERS, ' ').replace(/^\s*to\s+/i, ' ')
  if (/\p{Script=Han}/u.test(cleaned) || /\d/.test(cleaned)) return undefined
  const terms = [...new Set(tokenize(cleaned))]
  if (!terms.length || terms.length > MAX_GLOSS_TERMS || terms.some((t) => t.length < 2)) return undefined
  return terms
}

/**
 * A sense made of function words only ("must not", "should not" for 不能): it names no topic, so
 * it is stored as its first word, which reads as phrasing (cjk.ts dictionaryGeneric). Otherwise
 * undefined.
 */
export function phrasingGloss(gloss: string): string | undefined {
  const words = gloss.toLowerCase().replace(NOTES, ' ').match(/[a-z]+/g)
  return words && words.every((w) => STOP.has(w)) ? words[0] : undefined
}

/**
 * Keeps the dictionary entries a library can use: words of 2–8 Han characters, not in the hand
 * table (`skip`), with at least one gloss whose every term the library's index holds (`has`).
 * Entries sharing a written form (several readings) are merged. Deterministic: keys sorted.
 * In two halves, so the costly one can run before the library is known (build-index runs it
 * while it walks the library): `dictionarySenses`, then `keepSenses`.
 */
export function reduceDictionary(entries: Iterable<readonly [word: string, glosses: readonly string[]]>, has: (term: string) => boolean, skip: (word: string) => boolean): StoredDictionary {
  return keepSenses(dictionarySenses(entries, skip), has)
}

/** One entry's senses, each as the terms it would be stored as, in the entry's order. */
export type EntrySenses = readonly [word: string, senses: readonly (readonly string[])[]]

/**
 * The first half of reduceDictionary, which needs no library: per entry that is a 2–8 Han word
 * not in the hand table (`skip`), the terms of each usable sense, in order.
 */
export function dictionarySenses(entries: Iterable<readonly [word: string, glosses: readonly string[]]>, skip: (word: string) => boolean): EntrySenses[] {
  const out: EntrySenses[] = []
  for (const [word, glosses] of entries) {
    if (!HAN_WORD.test(word) || skip(word)) continue
    const senses: string[][] = []
    // A gloss may list several senses ("to join, to connect"): each is a gloss of its own.
    for (const g of glosses.flatMap((x) => x.replace(/\([^)]*\)/g, ' ').split(/[,;]/))) {
      // A sense that is phrasing only (拿到 → get; 不能 → must not) is kept whatever the library
      // says: it marks the word as phrasing, so a query does not require it.
      const phrasing = phrasingGloss(g)
      const terms = phrasing ? [phrasing] : glossTerms(g)
      if (terms) senses.push(terms)
    }
    out.push([word, senses])
  }
  return out
}

/** The second half of reduceDictionary: the senses whose every term the library holds (`has`), at most MAX_GLOSSES a word. */
export function keepSenses(entries: Iterable<EntrySenses>, has: (term: string) => boolean): StoredDictionary {
  const kept = new Map<string, string[]>()
  for (const [word, senses] of entries) {
    const list = kept.get(word) ?? []
    for (const sense of senses) {
      if (list.length >= MAX_GLOSSES) break
      const terms = sense.map((t) => (has(t) ? t : (spellingTwin(t, has) ?? t)))
      if (!(terms.every(has) || terms.every(isGenericTerm))) continue
      const id = terms.join(' ')
      if (!list.includes(id)) list.push(id)
    }
    if (list.length) kept.set(word, list)
  }
  return [...kept.keys()]
    .sort()
    .map((key) => `${key}\t${kept.get(key)!.join('|')}`)
    .join('\n')
}

/**
 * The library's spelling of a gloss term it lacks, when the two differ only by a doer's -er/-or
 * ending (CC-CEDICT's "adviser" where a library says "advisor"; "conveyor", "convener"), or undefined.
 */
export function spellingTwin(term: string, has: (term: string) => boolean): string | undefined {
  if (term.length < 5) return undefined
  const twin = term.endsWith('er') ? `${term.slice(0, -2)}or` : term.endsWith('or') ? `${term.slice(0, -2)}er` : undefined
  return twin && has(twin) ? twin : undefined
}

/**
 * The dictionary read backwards over a library's own Chinese terms: English term → the Chinese
 * terms (of at least two characters, as the index keeps them) among `terms` whose first
 * `maxSenses` senses are that one term, at most `maxTerms` of them (those whose first sense it is
 * before those whose second sense it is, then in the order given). So an English query meets a
 * skill that is described in Chinese only (a Feishu skill's 待办 for "to-do"), as the hand table's
 * translations already do for its own words. Deterministic.
 */
export function reverseSenses(terms: Iterable<string>, dict: ZhDictionary, maxSenses: number, maxTerms: number): Map<string, string[]> {
  const entries: [term: string, senses: readonly (readonly string[])[]][] = []
  for (const term of terms) {
    if (term.length < 2 || !HAN_TERM.test(term)) continue
    const senses = dict.get(term)
    if (senses) entries.push([term, senses])
  }
  const out = new Map<string, string[]>()
  for (let i = 0; i < maxSenses; i++) {
    for (const [term, senses] of entries) {
      const sense = senses[i]
      if (!sense || sense.length !== 1) continue
      const list = out.get(sense[0]!)
      if (!list) out.set(sense[0]!, [term])
      else if (list.length < maxTerms && !list.includes(term)) list.push(term)
    }
  }
  return out
}

/** A term made of Han characters only (what the dictionary's keys are). */
const HAN_TERM = /^[\u3400-\u9fff\uf900-\ufaff]+$/

/** Largest stored dictionary accepted, in characters: ten times what the 1,374-skill corpus keeps (~1.1 M). */
export const MAX_DICTIONARY_CHARS = 16_000_000

/**
 * The dictionary of a stored form, or why it is not usable (the caller then goes on without it).
 * Nothing is built at load: a lookup binary-searches the sorted lines (line starts found once,
 * on the first lookup), and a line is checked when read — a malformed one reads as absent.
 */
export function parseDictionary(stored: unknown): ZhDictionary | string {
  if (typeof stored !== 'string') return 'not a string of lines'
  if (stored.length > MAX_DICTIONARY_CHARS) return `${stored.length} characters, more than the ${MAX_DICTIONARY_CHARS} accepted`
  let starts: Int32Array | undefined
  const lineStarts = (): Int32Array => {
    if (starts) return starts
    // indexOf, not a loop over every character: this runs in a cold process, before the JIT.
    let n = stored.length ? 1 : 0
    for (let i = stored.indexOf('\n'); i >= 0; i = stored.indexOf('\n', i + 1)) n++
    starts = new Int32Array(n)
    let k = 0
    if (stored.length) starts[k++] = 0
    for (let i = stored.indexOf('\n'); i >= 0; i = stored.indexOf('\n', i + 1)) starts[k++] = i + 1
    return starts
  }
  const english = /^[a-z]/.test(stored)
  const cache = new Map<string, string[][] | null>()
  const find = (word: string): string[][] | null => {
    // Han words, and the English words a library lacks (en-dict.ts), which sort before them: a
    // dictionary whose first line is not English has none, and an English word costs no search.
    if (!HAN_WORD.test(word) && !(english && ENGLISH_KEY.test(word))) return null
    const at = lineStarts()
    let lo = 0
    let hi = at.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const a = at[mid]!
      const tab = stored.indexOf('\t', a)
      const end = mid + 1 < at.length ? at[mid + 1]! - 1 : stored.length
      if (tab < 0 || tab > end) return null
      const key = stored.slice(a, tab)
      if (key === word) {
        const glosses = stored.slice(tab + 1, end).split('|')
        if (!glosses.length || glosses.length > MAX_GLOSSES || glosses.some((g) => !g || g.length > 200)) return null
        return glosses.map((g) => g.split(' '))
      }
      if (key < word) lo = mid + 1
      else hi = mid - 1
    }
    return null
  }
  const get = (word: string): string[][] | undefined => {
    if (!HAN_WORD.test(word) && !(english && ENGLISH_KEY.test(word))) return undefined
    let hit = cache.get(word)
    if (hit === undefined) {
      hit = find(word)
      cache.set(word, hit)
    }
    return hit ?? undefined
  }
  // The line count only when asked: a search whose words the dictionary never needs finds no line start.
  return {
    get,
    has: (word) => get(word) !== undefined,
    maxKey: 8,
    get size() {
      return stored.length ? lineStarts().length : 0
    },
  }
}
