/**
 * Ranking: a query's words (words.ts) scored over the postings (postings.ts, scoring.ts), the
 * learned bridge for sentences (bridge.ts), then the rank passes below. The index API is
 * re-exported here, so callers import search from one place.
 */

import { bridgeWords } from './bridge.ts'
import { FIELDS, FIELD_UNIT, NF, TF_MAX } from './fields.ts'
import { LIMITS, WEIGHTS } from './limits.ts'
import type { SearchIndex } from './postings.ts'
import { normalizeName } from './postings.ts'
import { altScore, find } from './scoring.ts'
import { nextStamp, scratchFor } from './scratch.ts'
import type { Scratch } from './scratch.ts'
import { queryTokens, tokenize, writtenWords } from './tokenize.ts'
import type { MatchWhy, RankedHit, RankResult } from './types.ts'
import { gluedStandsAlone, rarityDf, readWords, splitUnheldCompounds } from './words.ts'
import type { Word } from './words.ts'

export { FIELD_COUNT, assembleSearchIndex, buildSearchIndex, collectPostings, mergeRawPostings, normalizeName } from './postings.ts'
export type { Postings, RawPostings, SearchIndex } from './postings.ts'
export { documentFrequency } from './words.ts'

export interface RankOptions {
  /** Only docs of this repo. */
  repo?: string
  explain?: boolean
  /** `and` (default): strict first, then flagged partial rescue. `or`: any word counts (discovery). */
  mode?: 'and' | 'or'
}

/** What `rank` adds to the shared `RankResult`: how each query word was read. */
export interface EngineRankResult extends RankResult {
  /** Required words that no document holds, even through synonyms, translations or spelling. */
  unknown: string[]
  /** The words a partial hit must hold all but one of (all significant words for a short query). */
  keyWords: string[]
}

/**
 * Ranks every matching name for a query (docs/search.md). A query is read as words (stop words and
 * generic phrasing dropped). A strict hit holds every significant word (known, not near-universal)
 * and the query has no word the library lacks; with no strict hit, a partial hit misses at most
 * `LIMITS.partialMaxMissing` of the query's key words (all significant words of a keyword query,
 * two chosen from the best rows for a sentence); otherwise there is no hit. One hit per name, its
 * best copy first. Deterministic: score, then name, then doc order. Pure apart from reusing the
 * index's scratch arrays.
 */
export function rank(index: SearchIndex, query: string, opts: RankOptions = {}, weights: typeof WEIGHTS = WEIGHTS, limits: typeof LIMITS = LIMITS): EngineRankResult {
  const text = query.slice(0, limits.queryMaxChars)
  const all = queryTokens(text, { ...(index.zh ? { dict: index.zh } : {}), has: (t) => index.postings.has(t), solid: (g, a, b) => gluedStandsAlone(index, g, a, b) })
  const topical = all.filter((t) => !t.generic)
  let tokens = (topical.length ? topical : all).slice(0, limits.queryMaxWords)
  const scratch = scratchFor(index)
  let words = readWords(index, tokens, weights, limits, scratch)
  // A compound no row holds is read as its parts (splitUnheldCompounds): read the words again.
  const split = splitUnheldCompounds(index, tokens, words)
  if (split) {
    const kept = split.filter((t) => !t.generic)
    tokens = (kept.length ? kept : split).slice(0, limits.queryMaxWords)
    words = readWords(index, tokens, weights, limits, scratch)
  }
  const sentence = words.length > limits.keywordQueryMaxWords || writtenWords(text) > limits.keywordQueryMaxWords

  const known = words.map((w, i) => ({ w, i })).filter(({ w }) => w.df > 0 && w.weight > 0)
  const unknown = words.filter((w) => w.df === 0)
  // A word the library holds only among body keywords ranks and rescues rows, but no row can hold
  // it where it describes itself, so no row is strict: for strictness it is as good as unknown.
  const bodyOnly = words.some((w) => w.df > 0 && w.weight > 0 && w.plainDf === 0)
  const strictBlocked = unknown.length > 0 || (bodyOnly && !limits.keywordsStrict)

  const repoFilter = opts.repo === undefined ? -1 : index.repos.indexOf(opts.repo)
  const { score, mask, plainMask, touched } = scratch
  scoreWords(index, words, scratch, opts.repo, repoFilter)

  // A rare query word (a product, a tool) in a row's name counts more there (rareWordsInNames).
  const rareDf = Math.max(1, Math.floor(index.docs.length * limits.rareWordShare))
  const rareNamed = rareWordsInNames(words, scratch, rareDf, weights)

  // Name evidence: the query is the name, or names every word of it.
  const { exact, named } = nameEvidence(index, words, scratch, normalizeName(text), opts.repo, repoFilter, weights)

  // Significant words: every known topic word. A strict hit holds all of them (and the query has
  // no word the library lacks). The partial rescue of a short query (a keyword list) accepts rows
  // missing one of them. A longer query is a description whose every word no row repeats; its
  // rescue keys on two *key words* (see keyWords): the word carrying most of the best row's score,
  // then the word in most of the next best rows, so rare filler ("anticipate", "touch") cannot
  // decide which rows qualify. A rescued row misses at most one key word.
  let significantMask = 0
  for (const { i } of known) significantMask |= 1 << i
  // A word found only among a row's body keywords ranks it and may rescue it, but a strict hit
  // holds every word where the skill describes itself (LIMITS.keywordsStrict).
  const strictOf = limits.keywordsStrict ? mask : plainMask
  // The query names a skill: its whole name, with a term few rows hold ("Qiskit", "scanpy"). The
  // user asked for that skill; a word of the query its row lacks is context, not a requirement,
  // when it is the only one (for every named skill alike). Otherwise a neighbour that mentions
  // the product and repeats every word would be strict and the named skill not listed at all.
  if (!strictBlocked && known.length > 1 && named.length) {
    const namedDf = Math.max(2, Math.floor(index.docs.length * limits.namedSkillShare))
    let drop = 0
    for (const d of named) {
      const missing = significantMask & ~strictOf[d]!
      if (popcount(missing) !== 1 || !distinctiveName(index, d, namedDf)) continue
      drop |= missing
    }
    if (popcount(drop) === 1) significantMask &= ~drop
  }
  const need = popcount(significantMask)
  let keyMask = significantMask
  let keyNeed = 1
  let rareMask = 0
  /** A sentence's best-scoring rows, which its rescue keeps whatever key words they hold. */
  let bestRows: readonly number[] = []
  /** The partial rescue's key words and rare words, from the rows as scored so far. */
  const chooseKeys = () => {
    keyMask = significantMask
    bestRows = []
    if (known.length > limits.keywordQueryMaxWords || (known.length > 1 && sentence)) {
      const sample = topDocs(touched, scratch.touchedCount, score, Math.max(limits.keyWordSampleRows, limits.rescueBestRows))
      keyMask = keyWords(index, known, sample.slice(0, limits.keyWordSampleRows), mask, limits.requiredMaxWords, weights)
      bestRows = sample.slice(0, limits.rescueBestRows)
    }
    keyNeed = Math.max(1, popcount(keyMask) - limits.partialMaxMissing)
    // A query's rarest words (a named method, tool or product: "pre-mortem", "libFuzzer",
    // "Docupilot") may sit in none of the best rows, so a sentence's two key words miss them, and
    // a keyword list may add words the skill never says. A row holding such a word and one more of
    // the query's words is rescued too.
    rareMask = 0
    if (keyMask !== significantMask || popcount(significantMask) >= 3) {
      for (const { w, i } of known) if (rarityDf(w) <= rareDf) rareMask |= 1 << i
    }
  }
  // Chosen once the rows they are chosen from are final (issue 18: for a sentence with no strict
  // hit, after the bridge, not before it as well): nothing before that reads them, and the strict
  // pass changes no score, mask or touched row, so the keys are what they were when chosen first.

  // The count the model reads ("2/3 words") is of words the skill holds where it describes itself,
  // the same test strictness uses; a word found only among body keywords ranks but is not counted.
  const matchedOf = (d: number) => (exact.size && exact.has(d) ? need : popcount(strictOf[d]! & significantMask))
  /** Significant words the doc holds only among its body keywords. */
  const bodyOnlyOf = (d: number) => (exact.size && exact.has(d) ? 0 : popcount(mask[d]! & ~strictOf[d]! & significantMask))
  const explain = (d: number) => explainDoc(index, words, d, exact.has(d), weights, rareNamed.get(d) ?? 0)
  const pick = (accept: (d: number) => boolean, rows?: ArrayLike<number>): Groups => groupHits(index, scratch, accept, matchedOf, bodyOnlyOf, opts.explain ? explain : undefined, rows)

  const result = (strict: number, fallback: 'partial' | null, groups: Groups | undefined): EngineRankResult => {
    let all: RankedHit[] | undefined
    const out = {
      words: words.filter((w) => w.df === 0 || w.weight > 0).map((w) => w.token.key),
      strict,
      fallback,
      get hits() {
        return (all ??= groups ? groups.top(groups.count) : [])
      },
      total: groups?.count ?? 0,
      unknown: unknown.map((w) => w.token.key),
      keyWords: words.filter((_, i) => keyMask & (1 << i)).map((w) => w.token.key),
    }
    // The readers are not part of the value: two rankings of one query compare equal.
    const top: EngineRankResult['top'] = (k, skip) => (groups ? (all && !skip ? all.slice(0, k) : groups.top(k, skip)) : [])
    const headsWhere: EngineRankResult['headsWhere'] = (keep) => (groups ? groups.headsWhere(keep) : [])
    return Object.defineProperties(out, { top: { value: top }, headsWhere: { value: headsWhere } }) as EngineRankResult
  }
  const anyExact = exact.size > 0
  const canBeStrict = need > 0 && !strictBlocked
  const isStrict = (d: number) => (anyExact && exact.has(d)) || (canBeStrict && popcount(strictOf[d]! & significantMask) === need)
  if (opts.mode === 'or') {
    chooseKeys()
    const hits = pick((d) => mask[d] !== 0 || exact.has(d))
    return result(hits.headsWhere(isStrict).length, null, hits)
  }
  // Without an exact name and with an unknown word nothing can be strict: skip that pass.
  const strict = anyExact || canBeStrict ? pick(isStrict, strictCandidates(words, significantMask, canBeStrict, exact, mask)) : undefined
  if (strict?.count) {
    chooseKeys()
    return result(strict.count, null, strict)
  }
  // No strict hit: a sentence's words reach further through the learned bridge (bridge.ts). Only
  // now, because its rows are never strict: with a strict hit it could change nothing shown.
  if (sentence && weights.associated > 0) {
    bridgeScores(index, words, scratch, opts.repo, repoFilter, () => bridgeWords(index, words, weights, limits, scratch))
  }
  chooseKeys()
  // A keyword list with a word no skill mentions ("bake sourdough bread") is probably about
  // something the library lacks: its unknown words count as missing, so a rescued row may miss at
  // most LIMITS.partialMaxMissing words in all, as SPEC §3 says, not hold one word of three.
  const unknownMissing = keyMask === significantMask ? unknown.length : 0
  const withinMissing = (d: number) => unknownMissing === 0 || need - popcount(mask[d]! & significantMask) + unknownMissing <= limits.partialMaxMissing
  // A sentence's best-scoring rows are rescued whatever key words they hold: the two key words come
  // from where most of the best rows' score lies, and a row that outscores them all through other
  // words ("pick one at random" → let-fate-decide) is not off-topic for that (LIMITS.rescueBestRows).
  // Two rows by default (LIMITS.rescueBestRows): compared directly, not searched for (issue 18:
  // this test runs on every touched row). A doc is never -1.
  const best0 = bestRows.length > 0 ? bestRows[0]! : -1
  const best1 = bestRows.length > 1 ? bestRows[1]! : -1
  const few = bestRows.length <= 2
  const isBest = (d: number) => (few ? d === best0 || d === best1 : bestRows.includes(d))
  if (need > 0) {
    // The Map is asked only when it holds a row (issue 18: this test runs on every touched row).
    const anyRareNamed = rareNamed.size > 0
    const partial = pick((d) => isBest(d) || (withinMissing(d) && (popcount(mask[d]! & keyMask) >= keyNeed || ((mask[d]! & rareMask) !== 0 && popcount(mask[d]! & significantMask) >= 2))) || (anyRareNamed && rareNamed.has(d)))
    if (partial.count) return result(0, 'partial', partial)
  }
  return result(0, null, undefined)
}

/**
 * One pass's accepted rows, one group per name, kept in typed arrays: its best row (`head`: the
 * highest score, then the lowest doc), that row's score and counts. A rescue may accept tens of
 * thousands of rows (issue 18); only the hits read become objects, so the cost after the pass is
 * that of the hits shown. Reads the scratch only here, so it stays right after the next `rank`.
 */
export interface Groups {
  count: number
  /** The best `k` hits, best first (score, then name, then doc), leaving out those `skip` names by head. */
  top(k: number, skip?: (head: number) => boolean): RankedHit[]
  /** The head rows `keep` accepts, in ranking order. */
  headsWhere(keep: (head: number) => boolean): number[]
}

export function groupHits(index: SearchIndex, scratch: Scratch, accept: (d: number) => boolean, matchedOf: (d: number) => number, bodyOnlyOf: (d: number) => number, explain: ((d: number) => MatchWhy[]) | undefined, candidates?: ArrayLike<number>): Groups {
  const { touched, touchedCount, score } = scratch
  // Written into the scratch while the pass runs, copied out at the lengths used (see Scratch). A
  // row may be touched twice (an exact name that a bridged word reaches later): room for each.
  if (touchedCount > scratch.groupRows.length) growGroups(scratch, touchedCount)
  const { groupRows, groupOf: groupOfAll, groupHead, groupBest } = scratch
  let n = 0
  let m = 0
  const stamp = nextStamp(scratch)
  const rowsSeen = candidates ?? touched
  const seen = candidates ? candidates.length : touchedCount
  for (let i = 0; i < seen; i++) {
    const d = rowsSeen[i]!
    if (!accept(d)) continue
    const id = index.nameId[d]!
    const s = score[d]!
    let g: number
    if (scratch.nameStamp[id] === stamp) {
      g = scratch.nameSlot[id]!
      if (s > groupBest[g]! || (s === groupBest[g]! && d < groupHead[g]!)) {
        groupHead[g] = d
        groupBest[g] = s
      }
    } else {
      g = n++
      scratch.nameStamp[id] = stamp
      scratch.nameSlot[id] = g
      groupHead[g] = d
      groupBest[g] = s
    }
    groupRows[m] = d
    groupOfAll[m++] = g
  }
  const head = groupHead.slice(0, n)
  const best = groupBest.slice(0, n)
  const rows = groupRows.slice(0, m)
  const groupOf = groupOfAll.slice(0, m)
  const matched = new Int32Array(n)
  const body = new Int32Array(n)
  for (let g = 0; g < n; g++) {
    matched[g] = matchedOf(head[g]!)
    body[g] = bodyOnlyOf(head[g]!)
  }
  const nameOf = (g: number) => index.docs[head[g]!]!.name
  /** Negative when group a ranks before group b (the order of every answer). */
  const order = (a: number, b: number) => {
    const by = best[b]! - best[a]!
    if (by) return by
    const x = nameOf(a)
    const y = nameOf(b)
    return x < y ? -1 : x > y ? 1 : head[a]! - head[b]!
  }
  /** Up to k groups, best first: a bounded insertion, so a row below the k-th costs one comparison. */
  const select = (k: number, keep: (g: number) => boolean): number[] => {
    const out: number[] = []
    if (k <= 0) return out
    for (let g = 0; g < n; g++) {
      if (!keep(g)) continue
      if (out.length === k && order(g, out[k - 1]!) >= 0) continue
      let lo = 0
      let hi = out.length
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (order(out[mid]!, g) < 0) lo = mid + 1
        else hi = mid
      }
      out.splice(lo, 0, g)
      if (out.length > k) out.pop()
    }
    return out
  }
  const build = (chosen: readonly number[]): RankedHit[] => {
    const slot = new Int32Array(n).fill(-1)
    chosen.forEach((g, i) => (slot[g] = i))
    const docs: number[][] = chosen.map(() => [])
    for (let j = 0; j < m; j++) {
      const i = slot[groupOf[j]!]!
      if (i >= 0) docs[i]!.push(rows[j]!)
    }
    return chosen.map((g, i) => {
      const doc = head[g]!
      const hit: RankedHit = { doc, name: nameOf(g), score: best[g]!, matchCount: matched[g]!, docs: docs[i]! }
      if (body[g]) hit.bodyMatchCount = body[g]
      hit.docs.sort((a, b) => (a === doc ? -1 : b === doc ? 1 : a - b))
      hit.score = round(hit.score)
      if (explain) hit.why = explain(doc)
      return hit
    })
  }
  return {
    count: n,
    top: (k, skip) => {
      if (k >= n && !skip) {
        const all = Array.from({ length: n }, (_, g) => g)
        return build(all.sort(order))
      }
      return build(select(Math.min(k, n), skip ? (g) => !skip(head[g]!) : () => true))
    },
    headsWhere: (keep) => {
      const kept: number[] = []
      for (let g = 0; g < n; g++) if (keep(head[g]!)) kept.push(g)
      return kept.sort(order).map((g) => head[g]!)
    },
  }
}

/**
 * The rows a strict pass needs to look at, each once (issue 18): a strict row holds every
 * significant word, so it is among the docs of the one with fewest docs (at 100,000 rows a few
 * thousand, where the touched rows are tens of thousands), or it is the query's exact name.
 * Returns undefined (look at every touched row) when no word can make a row strict.
 */
function strictCandidates(words: readonly Word[], significantMask: number, canBeStrict: boolean, exact: Set<number>, mask: Uint32Array): ArrayLike<number> | undefined {
  if (!canBeStrict) return [...exact]
  let rarest = -1
  for (let w = 0; w < words.length; w++) {
    if (significantMask & (1 << w) && (rarest < 0 || words[w]!.docs.length < words[rarest]!.docs.length)) rarest = w
  }
  if (rarest < 0) return undefined
  const docs = words[rarest]!.docs
  if (!exact.size) return docs
  // An exact-name row that lacks the word (or whose bit the repo filter kept off) comes once more.
  const bit = 1 << rarest
  const extra = [...exact].filter((d) => !(mask[d]! & bit))
  return extra.length ? [...docs, ...extra] : docs
}

function growGroups(scratch: Scratch, room: number): void {
  scratch.groupRows = new Int32Array(room)
  scratch.groupOf = new Int32Array(room)
  scratch.groupHead = new Int32Array(room)
  scratch.groupBest = new Float64Array(room)
}

/** Pass 1: every word's score and bit in the docs holding it (the repo filter applied). */
function scoreWords(index: SearchIndex, words: readonly Word[], scratch: Scratch, repo: string | undefined, repoFilter: number): void {
  const { score, mask, plainMask, touched } = scratch
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!
    if (word.df === 0 || word.weight === 0) continue
    const bit = 1 << w
    // The word's arrays and the touched count in locals (issue 18: the hottest loop after readWords).
    const { docs, plain, scores, weight } = word
    let count = scratch.touchedCount
    for (let k = 0; k < docs.length; k++) {
      const d = docs[k]!
      if (repo !== undefined && (repoFilter < 0 || index.docRepo[d] !== repoFilter)) continue
      if (mask[d] === 0) touched[count++] = d
      mask[d]! |= bit
      if (plain[k]) plainMask[d]! |= bit
      score[d]! += weight * scores[k]!
    }
    scratch.touchedCount = count
  }
}

/**
 * The learned bridge's rows enter the scores and masks (never `plainMask`: they are never strict):
 * the docs `grow` appends to each word, scored as `scoreWords` scores the rest.
 */
function bridgeScores(index: SearchIndex, words: readonly Word[], scratch: Scratch, repo: string | undefined, repoFilter: number, grow: () => void): void {
  const before = words.map((w) => w.docs.length)
  grow()
  const { score, mask, touched } = scratch
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!
    if (word.df === 0 || word.weight === 0) continue
    const bit = 1 << w
    for (let k = before[w]!; k < word.docs.length; k++) {
      const d = word.docs[k]!
      if (repo !== undefined && (repoFilter < 0 || index.docRepo[d] !== repoFilter)) continue
      if (mask[d] === 0) touched[scratch.touchedCount++] = d
      mask[d]! |= bit
      score[d]! += word.weight * word.scores[k]!
    }
  }
}

/**
 * Pass 2: a rare query word (a product or tool: "Auth0", "Givebutter") in a row's name: the user
 * named the thing that skill is for. The word counts `weights.rareInName` times for that row, and
 * in a sentence, where the key words come from the common words of the best rows, the row is
 * rescued by it alone. Returns, per row, the rare query words in its name (a bit mask over `words`).
 */
function rareWordsInNames(words: readonly Word[], scratch: Scratch, rareDf: number, weights: typeof WEIGHTS): Map<number, number> {
  const { score, mask } = scratch
  const rareNamed = new Map<number, number>()
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!
    if (word.weight === 0 || word.df === 0 || rarityDf(word) > rareDf) continue
    for (let k = 0; k < word.docs.length; k++) {
      const d = word.docs[k]!
      if (!(mask[d]! & (1 << w)) || !inName(word, d)) continue
      rareNamed.set(d, (rareNamed.get(d) ?? 0) | (1 << w))
      score[d]! += (weights.rareInName - 1) * word.weight * word.scores[k]!
    }
  }
  return rareNamed
}

/**
 * Pass 3, name evidence: the query is the name (`exact`), or names every word of it (`named`:
 * per doc, the distinct query terms in its name; all of them there = the name is covered).
 */
function nameEvidence(index: SearchIndex, words: readonly Word[], scratch: Scratch, queryName: string, repo: string | undefined, repoFilter: number, weights: typeof WEIGHTS): { exact: Set<number>; named: number[] } {
  const { score, mask, touched } = scratch
  const exact = new Set<number>()
  for (const d of index.byName.get(queryName) ?? []) {
    if (repoFilter < 0 && repo !== undefined) break
    if (repoFilter >= 0 && index.docRepo[d] !== repoFilter) continue
    exact.add(d)
    if (mask[d] === 0) touched[scratch.touchedCount++] = d
    score[d]! += weights.exactName
  }
  const queryTerms = new Set<string>()
  for (const w of words) if (w.weight > 0) for (const alt of w.alts) if (alt.kind !== 'associated') for (const t of alt.terms) queryTerms.add(t)
  const nameHits = scratch.nameHits
  const counted: number[] = []
  for (const t of queryTerms) {
    const p = index.postings.get(t)!
    for (let j = 0; j < p.docs.length; j++) {
      if ((p.tf[j]! & TF_MAX) === 0) continue
      const d = p.docs[j]!
      if (mask[d] === 0 && !exact.has(d)) continue
      if (nameHits[d] === 0) counted.push(d)
      nameHits[d]!++
    }
  }
  const named: number[] = []
  for (const d of counted) {
    const size = index.nameTermCount[d]!
    if (nameHits[d] === size) {
      score[d]! += weights.nameCovered * Math.min(size, 3)
      named.push(d)
    }
    nameHits[d] = 0
  }
  return { exact, named }
}

/** Per word and field, what the doc scored (only the alternative that counted). */
function explainDoc(index: SearchIndex, words: Word[], doc: number, exact: boolean, weights: typeof WEIGHTS, doubled: number): MatchWhy[] {
  const why: MatchWhy[] = []
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!
    const times = doubled & (1 << w) ? weights.rareInName : 1
    if (word.weight === 0) continue
    let bestScore = -1
    let bestShares: number[] = []
    for (const alt of word.alts) {
      const shares: number[] = FIELDS.map(() => 0)
      const s = altScore(index, alt, doc, -1, weights, shares)
      if (s > bestScore) {
        bestScore = s
        bestShares = shares
      }
    }
    if (bestScore <= 0) continue
    const total = bestShares.reduce((a, b) => a + b, 0) || 1
    for (let f = 0; f < NF; f++) {
      if (!bestShares[f]) continue
      why.push({ word: word.token.key, field: FIELDS[f]!, score: round((times * word.weight * bestScore * bestShares[f]!) / total) })
    }
  }
  if (exact) why.push({ word: index.nameKey[doc]!, field: 'exactName', score: weights.exactName })
  return why
}

/** True when the word is present in the doc's name through one of its single-term alternatives. */
function inName(word: Word, d: number): boolean {
  for (const alt of word.alts) {
    if (alt.lists.length !== 1 || (alt.kind !== 'word' && alt.kind !== 'spelling' && alt.kind !== 'translation')) continue
    const list = alt.lists[0]!
    const pos = find(list, d)
    if (pos >= 0 && list.tf[pos]! % FIELD_UNIT > 0) return true
  }
  return false
}

/** True when one of the doc's name terms is held by at most `maxDf` rows (a product name, not "fix"). */
function distinctiveName(index: SearchIndex, d: number, maxDf: number): boolean {
  for (const t of tokenize(index.docs[d]!.name)) {
    const p = index.postings.get(t)
    if (p && p.docs.length <= maxDf) return true
  }
  return false
}

/** Set bits of a 32-bit mask, in constant time (SWAR): every pass calls it per touched row. */
function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555)
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

/**
 * The key words of a longer query: first the word that carries most of the best row's score, then
 * greedily the words found in most of the other sample rows not yet covered (ties: the rarer word,
 * then query order). So the best row always qualifies, and so do most rows near it. Returns a mask.
 */
function keyWords(index: SearchIndex, known: readonly { w: Word; i: number }[], sample: readonly number[], mask: Uint32Array, k: number, weights: typeof WEIGHTS): number {
  let chosen = 0
  const covered = new Set<number>()
  const choose = (i: number) => {
    chosen |= 1 << i
    for (const d of sample) if (mask[d]! & (1 << i)) covered.add(d)
  }
  const top = sample[0]
  if (top !== undefined) {
    let best = -1
    let bestScore = -1
    for (const { w, i } of known) {
      if (!(mask[top]! & (1 << i))) continue
      let s = 0
      for (const alt of w.alts) s = Math.max(s, altScore(index, alt, top, -1, weights))
      s *= w.weight
      if (s > bestScore) {
        best = i
        bestScore = s
      }
    }
    if (best >= 0) choose(best)
  }
  while (popcount(chosen) < k) {
    let best = -1
    let bestCount = 0
    let bestDf = Infinity
    for (const { w, i } of known) {
      if (chosen & (1 << i)) continue
      let count = 0
      for (const d of sample) if (!covered.has(d) && mask[d]! & (1 << i)) count++
      if (count > bestCount || (count === bestCount && count > 0 && w.df < bestDf)) {
        best = i
        bestCount = count
        bestDf = w.df
      }
    }
    if (best < 0) break
    choose(best)
  }
  return chosen
}

/** The `k` best-scoring docs (score, then doc order). */
function topDocs(touched: Int32Array, count: number, score: Float64Array, k: number): number[] {
  const top: number[] = []
  // The k-th row and its score once the list is full, kept in locals (issue 18: this test runs on
  // every touched row; the scores do not change while it runs).
  let last = -1
  let lastScore = 0
  for (let i = 0; i < count; i++) {
    const d = touched[i]!
    const s = score[d]!
    // Full, and not above the k-th (score, then doc order): the common case, one comparison.
    if (last >= 0 && (s < lastScore || (s === lastScore && d > last))) continue
    let pos = top.length
    while (pos > 0 && (score[top[pos - 1]!]! < s || (score[top[pos - 1]!]! === s && top[pos - 1]! > d))) pos--
    if (pos >= k) continue
    top.splice(pos, 0, d)
    if (top.length > k) top.pop()
    if (top.length === k && k > 0) {
      last = top[k - 1]!
      lastScore = score[last]!
    }
  }
  return top
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000
}
