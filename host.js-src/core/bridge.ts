/** The learned bridge from a sentence's situation words to the library's own vocabulary (issue 19). */

import { SELF_FIELDS_UNIT } from './fields.ts'
import type { LIMITS, WEIGHTS } from './limits.ts'
import type { SearchIndex } from './postings.ts'
import { idfOf } from './scoring.ts'
import { nextStamp } from './scratch.ts'
import type { Scratch } from './scratch.ts'
import type { Word } from './words.ts'

/**
 * What each row says where it describes itself (name, whenToUse, description): its terms as
 * positions in `terms`, and per term how many rows hold it there. Derived from the postings on
 * the first sentence query and kept per index.
 */
export interface SelfTerms {
  terms: readonly string[]
  /** Row d's terms are `ids[start[d]] … ids[start[d+1]-1]`. */
  start: Int32Array
  ids: Int32Array
  df: Int32Array
  /** Scratch vote counts per term (all zero between uses). */
  votes: Int32Array
}

export const SELF_TERMS = new WeakMap<SearchIndex, SelfTerms>()

export function selfTermsOf(index: SearchIndex): SelfTerms {
  let st = SELF_TERMS.get(index)
  if (st) return st
  const n = index.docs.length
  // Straight over the table's flat arrays, term by term in term order (ids are term ids).
  const { terms, start: from, docs, tf } = index.postings
  // `tf & selfLow` is `tf % SELF_FIELDS_UNIT` (a power of two; packed counts use 30 bits).
  const selfLow = SELF_FIELDS_UNIT - 1
  const count = new Int32Array(n + 1)
  const df = new Int32Array(terms.length)
  for (let id = 0; id < terms.length; id++) {
    for (let j = from[id]!; j < from[id + 1]!; j++) if ((tf[j]! & selfLow) !== 0) (count[docs[j]! + 1]!++, df[id]!++)
  }
  for (let d = 0; d < n; d++) count[d + 1]! += count[d]!
  const start = count.slice()
  const cursor = count.slice(0, n)
  const ids = new Int32Array(start[n]!)
  for (let id = 0; id < terms.length; id++) {
    for (let j = from[id]!; j < from[id + 1]!; j++) if ((tf[j]! & selfLow) !== 0) ids[cursor[docs[j]!]!++] = id
  }
  st = { terms, start, ids, df, votes: new Int32Array(terms.length) }
  SELF_TERMS.set(index, st)
  return st
}

/**
 * The learned bridge from a sentence's situation words to the library's own vocabulary (issue 19):
 * for each word, the rows holding it (anywhere, body keywords included) vote for the terms they
 * describe themselves with; a term most of them share and the library otherwise rarely uses
 * (attacker → security; outage, region → disaster-recovery) stands for the word as an
 * `associated` alternative. Learned from this index alone, no table. It ranks and rescues rows,
 * never makes one strict (its matches count like body keywords), so a need no skill covers stays
 * "no strict match".
 */
export function bridgeWords(index: SearchIndex, words: Word[], weights: typeof WEIGHTS, limits: typeof LIMITS, scratch: Scratch): void {
  const n = index.docs.length
  if (n < limits.universalMinRows) return
  const st = selfTermsOf(index)
  const inQuery = new Set<string>()
  for (const w of words) for (const alt of w.alts) for (const t of alt.terms) inQuery.add(t)
  // Votes per term id, in an array kept with the index (zeroed after each word): no map per query.
  const votes = st.votes
  const { start, ids } = st
  const selfLow = SELF_FIELDS_UNIT - 1
  const voted: number[] = []
  for (const word of words) {
    // A common word's rows share nothing in particular: only words as rare as a bridged term are bridged.
    if (word.weight === 0 || word.df === 0 || word.token.generic || word.df / n > limits.bridgeMaxShare) continue
    // The rows that best hold the word speak for it (a bounded selection, not a sort of all of them).
    const voters = bestDocs(word, limits.bridgeVoters)
    if (voters.length < limits.bridgeMinVotes) continue
    voted.length = 0
    for (const d of voters) {
      for (let k = start[d]!, end = start[d + 1]!; k < end; k++) {
        const id = ids[k]!
        const c = votes[id]!
        if (c === 0) voted.push(id)
        votes[id] = c + 1
      }
    }
    const picked: { id: number; rank: number }[] = []
    // Most terms get one vote: the vote tests come first, so their df and text are read only for
    // the few that pass (the same tests, each pure, in another order).
    const minVotes = Math.max(limits.bridgeMinVotes, limits.bridgeMinShare * voters.length)
    for (const id of voted) {
      const c = votes[id]!
      votes[id] = 0
      if (c < minVotes) continue
      const df = st.df[id]!
      if (df / n > limits.bridgeMaxShare || c / voters.length / (df / n) < limits.bridgeMinLift || inQuery.has(st.terms[id]!)) continue
      picked.push({ id, rank: c * idfOf(n, df) })
    }
    if (!picked.length) continue
    picked.sort((a, b) => b.rank - a.rank || a.id - b.id)
    const stamp = nextStamp(scratch)
    for (const d of word.docs) scratch.mark[d] = stamp
    // The rows the bridged terms add (at most bridgeTerms × bridgeMaxRows), appended below.
    const addDocs: number[] = []
    const addScores: number[] = []
    for (const { id } of picked.slice(0, limits.bridgeTerms)) {
      const term = st.terms[id]!
      const list = index.postings.at(id)
      const factor = weights.associated * Math.min(1, idfOf(n, st.df[id]!) / (word.idf || 1))
      word.alts.push({ terms: [term], lists: [list], kind: 'associated', factor })
      // The rows the term brings in, best first and at most LIMITS.bridgeMaxRows of them: enough to
      // rescue the few skills that matter, without flooding a large library's rescue with rows.
      const take: number[] = []
      for (let j = 0; j < list.docs.length; j++) {
        const d = list.docs[j]!
        if (scratch.mark[d] === stamp || (list.tf[j]! & selfLow) === 0) continue
        let pos = take.length
        while (pos > 0 && list.sat[take[pos - 1]!]! < list.sat[j]!) pos--
        if (pos >= limits.bridgeMaxRows) continue
        take.splice(pos, 0, j)
        if (take.length > limits.bridgeMaxRows) take.pop()
      }
      take.sort((a, b) => a - b)
      for (const j of take) {
        const d = list.docs[j]!
        scratch.mark[d] = stamp
        addDocs.push(d)
        addScores.push(factor * list.sat[j]!)
      }
    }
    if (!addDocs.length) continue
    // The word's arrays with the added rows after its own (body-only flag 0 for them): fresh
    // arrays, since the word's own are views of the scratch area; copied with set, not spread.
    const had = word.docs.length
    const docs = new Int32Array(had + addDocs.length)
    docs.set(word.docs)
    docs.set(addDocs, had)
    const scores = new Float64Array(docs.length)
    scores.set(word.scores.subarray(0, had))
    scores.set(addScores, had)
    const plain = new Uint8Array(docs.length)
    plain.set(word.plain.subarray(0, had))
    word.docs = docs
    word.scores = scores
    word.plain = plain
    word.df = docs.length
  }
}

/** The `k` docs where the word scores best (score, then doc order), in O(df · k). */
export function bestDocs(word: Word, k: number): number[] {
  const top: number[] = []
  for (let i = 0; i < word.docs.length; i++) {
    const s = word.scores[i]!
    let pos = top.length
    while (pos > 0 && word.scores[top[pos - 1]!]! < s) pos--
    if (pos >= k) continue
    top.splice(pos, 0, i)
    if (top.length > k) top.pop()
  }
  return top.map((i) => word.docs[i]!)
}
