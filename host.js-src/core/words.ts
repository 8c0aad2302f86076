/** A query's words as the index sees them: alternatives resolved into postings, df, weight. */

import { KEYWORDS_FIELD, SHIFT } from './fields.ts'
import { LIMITS, WEIGHTS } from './limits.ts'
import type { Postings, SearchIndex } from './postings.ts'
import { altFactor, altScore, find, idfOf } from './scoring.ts'
import type { Kind, ResolvedAlt } from './scoring.ts'
import { nextStamp, scratchFor, wordRoom } from './scratch.ts'
import type { Scratch } from './scratch.ts'
import { nameSuffixTerms, prefixTerms, spellingNeighbours } from './spelling.ts'
import { alternatives, isGenericTerm, oneEditStems, queryTokens } from './tokenize.ts'
import type { QueryToken } from './tokenize.ts'
import { reverseSenses } from './zh-dict.ts'
import type { ZhDictionary } from './zh-dict.ts'

export interface Word {
  token: QueryToken
  alts: ResolvedAlt[]
  /** Docs holding the word through any alternative. */
  df: number
  weight: number
  idf: number
  /** Docs holding the word (any alternative), and the best alternative's BM25F score in each. */
  docs: Int32Array | number[]
  scores: Float64Array
  /** Per entry of `docs`: 1 when the doc holds the word outside its keywords field (body words). */
  plain: Uint8Array
  /** Docs holding the word outside their keywords field. */
  plainDf: number
}

/** The first code unit of CJK Unified Ideographs Extension A, and one past the compatibility ideographs. */
const HAN_FIRST = '\u3400'
const HAN_PAST = '\ufb00'

/** Position of the first of the sorted `xs` that is ≥ `x` (binary search). */
function firstAtLeast(xs: readonly string[], x: string): number {
  let lo = 0
  let hi = xs.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (xs[mid]! < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

const REVERSED = new WeakMap<SearchIndex, { zh: ZhDictionary; map: Map<string, string[]> }>()

/** English term → the library's Chinese terms that translate it, built once per index and dictionary. */
export function libraryTranslations(index: SearchIndex, limits: typeof LIMITS = LIMITS): Map<string, string[]> {
  const zh = index.zh
  if (!zh) return new Map()
  const cached = REVERSED.get(index)
  if (cached && cached.zh === zh) return cached.map
  // The terms are sorted by code units, so the Chinese ones are one stretch near the end.
  const terms = index.postings.terms
  const map = reverseSenses(terms.slice(firstAtLeast(terms, HAN_FIRST), firstAtLeast(terms, HAN_PAST)), zh, limits.reverseDictionarySenses, limits.reverseDictionaryTerms)
  REVERSED.set(index, { zh, map })
  return map
}

export function resolve(index: SearchIndex, token: QueryToken, weights: typeof WEIGHTS, limits: typeof LIMITS): ResolvedAlt[] {
  const out: ResolvedAlt[] = []
  const push = (terms: string[], kind: Kind, factor = altFactor(kind, weights)) => {
    const lists: Postings[] = []
    for (const t of terms) {
      const p = index.postings.get(t)
      if (!p) return
      lists.push(p)
    }
    out.push({ terms, lists, kind, factor })
  }
  for (const alt of alternatives(token, index.zh)) push(alt.terms, alt.kind)
  if (!token.cjk && index.zh) {
    // An English word, through the library's dictionary read backwards (zh-dict.ts reverseSenses):
    // the Chinese terms whose first senses are this word, for skills described in Chinese only.
    const zh = libraryTranslations(index, limits).get(token.key)
    if (zh) for (const t of zh) if (!out.some((a) => a.terms.length === 1 && a.terms[0] === t)) push([t], 'translation', weights.reverseTranslation)
  }
  if (out.length || token.cjk) return out
  // A stem that starts longer library terms is their stem, not a typo with a stray last letter
  // (microbes → microb: microbial, microbiome, not micro; differ: difference, not diff): a
  // neighbour that only cuts the word short gives way to the terms the word begins.
  // Looked up once, and only when a neighbour cuts the word short or no repair was found.
  let longerTerms: string[] | undefined
  const longer = () => (longerTerms ??= token.key.length >= limits.prefixMinChars ? prefixTerms(index, token.key, limits.prefixMaxTerms) : [])
  const cutShort = (t: string) => (token.key.startsWith(t) || (token.raw !== undefined && token.raw.startsWith(t))) && longer().length > 0
  let shortened = false
  const repair = (found: readonly string[]) => {
    const kept = found.filter((t) => !cutShort(t))
    if (kept.length < found.length) shortened = true
    for (const w of kept.slice(0, limits.spellingMaxAlternatives)) push([w], 'spelling')
  }
  if (token.key.length >= limits.spellingMinChars && token.key.length <= limits.spellingMaxChars) {
    repair(spellingNeighbours(index, token.key, limits.spellingMinChars))
  }
  if (!out.length && token.raw && token.raw.length >= limits.spellingMinChars && token.raw.length <= limits.spellingMaxChars) {
    // The typo may sit where the stemmer cuts ("optimzing" → "optimz"): repair the word as typed.
    const found = [...oneEditStems(token.raw)].filter((t) => t !== token.key && index.postings.has(t))
    found.sort((a, b) => index.postings.get(b)!.docs.length - index.postings.get(a)!.docs.length || (a < b ? -1 : 1))
    repair(found)
  }
  if (shortened) for (const w of longer()) push([w], 'prefix')
  if (!out.length && token.key.length >= limits.prefixMinChars) {
    for (const w of longer()) push([w], 'prefix')
  }
  if (!out.length && token.key.length >= limits.nameSuffixMinChars) {
    // A product a skill's name glues to a vendor or a prefix ("d2lbrightspace" for Brightspace):
    // the word, stemmed or as typed, ends a longer name term. Read like a spelling neighbour, so
    // it counts as present in that name (the rare-name rule lists the skill).
    const found = new Set(nameSuffixTerms(index, token.key, limits.prefixMaxTerms))
    if (token.raw) for (const w of nameSuffixTerms(index, token.raw, limits.prefixMaxTerms)) found.add(w)
    for (const w of found) push([w], 'spelling')
  }

  return out
}

/**
 * The words of a query as the index sees them: alternatives resolved, document frequency over all
 * alternatives, weight (0 for near-universal words).
 */
export function readWords(index: SearchIndex, tokens: QueryToken[], weights: typeof WEIGHTS, limits: typeof LIMITS, scratch: Scratch): Word[] {
  const n = index.docs.length
  const { mark, best, plainMark } = scratch
  scratch.wordsUsed = 0
  const kwUnit = SHIFT[KEYWORDS_FIELD]!
  // The fields below keywords as a bit mask (their counts sit in the low bits): `tf & kwLow` is
  // `tf % kwUnit` without a floating-point remainder in the hottest loop.
  const kwLow = kwUnit - 1
  return tokens.map((token) => {
    const stamp = nextStamp(scratch)
    const alts = resolve(index, token, weights, limits)
    // One pass over the postings of every alternative: the docs holding the word and the best
    // alternative's score in each. Their count is the word's document frequency.
    let len = 0
    const single = alts.length === 1 && alts[0]!.lists.length === 1 ? alts[0]!.lists[0]!.docs.length : -1
    if (single >= 0 && n >= limits.universalMinRows && single / n > limits.universalShare) {
      return { token, alts, df: single, idf: idfOf(n, single), weight: 0, docs: new Int32Array(0), scores: new Float64Array(0), plain: new Uint8Array(0), plainDf: single }
    }
    // A word holds each doc at most once: room for n after the words read so far (scratch.ts).
    wordRoom(scratch, n)
    const at = scratch.wordsUsed
    const wordDocs = scratch.wordDocs
    const fast = weights === WEIGHTS
    let primaryDf = 0
    for (let a = 0; a < alts.length; a++) {
      const alt = alts[a]!
      if (alt.kind === 'derived' || alt.kind === 'situation') {
        // Another form of the word's family (reviewer → review), or the domain word a situation
        // word stands for (attacker → security), may be far more common than the word the query
        // used; it must not dilute the word's weight, and it scores with its own rarity when that
        // is lower. The word's weight comes from the alternatives before it.
        if (primaryDf === 0) primaryDf = len
        if (primaryDf > 0 && alt.lists.length === 1) alt.factor *= Math.min(1, idfOf(n, alt.lists[0]!.docs.length) / idfOf(n, primaryDf))
      }
      const first = alt.lists[0]!
      if (fast && alt.lists.length === 1) {
        // The common case (one term, the default weights), its arrays read once (issue 18: this
        // loop runs over every posting of every word; it computes what the general loop below does).
        const fd = first.docs
        const sat = first.sat
        const tf = first.tf
        const factor = alt.factor
        for (let j = 0; j < fd.length; j++) {
          const d = fd[j]!
          const sc = factor * sat[j]!
          if (sc < 0) continue
          if (mark[d] !== stamp) {
            mark[d] = stamp
            best[d] = sc
            wordDocs[at + len++] = d
          } else if (sc > best[d]!) best[d] = sc
          if (plainMark[d] !== stamp && (tf[j]! & kwLow) !== 0) plainMark[d] = stamp
        }
        continue
      }
      const one = fast && alt.lists.length === 1
      for (let j = 0; j < first.docs.length; j++) {
        const d = first.docs[j]!
        const sc = one ? alt.factor * first.sat[j]! : altScore(index, alt, d, j, weights)
        if (sc < 0) continue
        if (mark[d] !== stamp) {
          mark[d] = stamp
          best[d] = sc
          wordDocs[at + len++] = d
        } else if (sc > best[d]!) best[d] = sc
        if (plainMark[d] !== stamp && (alt.lists.length === 1 ? (first.tf[j]! & kwLow) !== 0 : plainIn(alt, d, j, kwUnit))) plainMark[d] = stamp
      }
    }
    const docs = wordDocs.subarray(at, at + len)
    const scores = scratch.wordScores.subarray(at, at + len)
    const plain = scratch.wordPlain.subarray(at, at + len)
    scratch.wordsUsed = at + len
    let plainDf = 0
    for (let k = 0; k < len; k++) {
      const d = docs[k]!
      scores[k] = best[d]!
      const p = plainMark[d] === stamp ? 1 : 0
      plain[k] = p
      plainDf += p
    }
    const df = docs.length
    // Body keywords add rows to a word's postings but not to its rarity: a word's weight comes
    // from the rows that hold it where they describe themselves, when there are any.
    const weightDf = plainDf > 0 ? (primaryDf > 0 ? Math.min(primaryDf, plainDf) : plainDf) : primaryDf > 0 ? primaryDf : df
    const universal = n >= limits.universalMinRows && weightDf / n > limits.universalShare
    const idf = idfOf(n, weightDf)
    return { token, alts, df, idf, weight: universal ? 0 : idf, docs, scores, plain, plainDf }
  })
}

/**
 * True when some row holds the glued term `glued` without holding both `a` and `b`: the library
 * writes it as a word of its own (webapp, blogpost), not only as a hyphenated compound whose parts
 * every such row also holds (lark-doc). Reads the glued term's rows only (query.ts gluedPair).
 */
export function gluedStandsAlone(index: SearchIndex, glued: string, a: string, b: string): boolean {
  const pg = index.postings.get(glued)
  if (!pg) return false
  const pa = index.postings.get(a)
  const pb = index.postings.get(b)
  if (!pa || !pb) return true
  for (const d of pg.docs) if (find(pa, d) < 0 || find(pb, d) < 0) return true
  return false
}

/**
 * A compound no row holds, whole or by all its parts ("dog-walking", "half-finished",
 * "security-wise"), is read as the parts the library holds, each a word of its own ("security-wise"
 * → security: no row says "wise"). A compound none of whose parts the library holds stays one
 * unknown word. Returns the new token list, or undefined when no word changes.
 */
export function splitUnheldCompounds(index: SearchIndex, tokens: readonly QueryToken[], words: readonly Word[]): QueryToken[] | undefined {
  let changed = false
  const out: QueryToken[] = []
  const keys = new Set(tokens.map((t) => t.key))
  tokens.forEach((token, i) => {
    const w = words[i]
    const held = token.parts.filter((p) => index.postings.has(p))
    if (!w || w.df > 0 || token.cjk || token.parts.length < 2 || held.length === 0) {
      out.push(token)
      return
    }
    changed = true
    for (const p of held) {
      if (keys.has(p)) continue
      keys.add(p)
      out.push({ key: p, parts: [], cjk: false, generic: isGenericTerm(p) })
    }
  })
  return changed ? out : undefined
}

/** How many rows hold a word, for judging its rarity: body keywords do not count when any row holds it elsewhere. */
export function rarityDf(w: Word): number {
  return w.plainDf > 0 ? w.plainDf : w.df
}

/** True when every term of a multi-term alternative sits in the doc outside its keywords field. */
export function plainIn(alt: ResolvedAlt, doc: number, pos0: number, kwUnit: number): boolean {
  for (let k = 0; k < alt.lists.length; k++) {
    const list = alt.lists[k]!
    const pos = k === 0 ? pos0 : find(list, doc)
    if (pos < 0 || list.tf[pos]! % kwUnit === 0) return false
  }
  return true
}

/**
 * Documents holding a query word (through its synonyms, translations or spelling neighbours too).
 * Discovery uses it to judge how much a word says about a library.
 */
export function documentFrequency(index: SearchIndex, word: string): number {
  const token = queryTokens(word, index.zh ? { dict: index.zh } : {})[0]
  if (!token) return 0
  return readWords(index, [token], WEIGHTS, LIMITS, scratchFor(index))[0]!.df
}
