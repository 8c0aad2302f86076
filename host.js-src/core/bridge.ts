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
  const count = new Int32Array(n + 1)
  const df = new Int32Array(terms.length)
  for (let id = 0; id < terms.length; id++) {
    for (let j = from[id]!; j < from[id + 1]!; j++) if (tf[j]! % SELF_FIELDS_UNIT > 0) (count[docs[j]! + 1]!++, df[id]!++)
  }
  for (let d = 0; d < n; d++) count[d + 1]! += count[d]!
  const start = count.slice()
  const cursor = count.slice(0, n)
  const ids = new Int32Array(start[n]!)
  for (let id = 0; id < terms.length; id++) {
    for (let j = from[id]!; j < from[id + 1]!; j++) if (tf[j]! % SELF_FIELDS_UNIT > 0) ids[cursor[docs[j]!]!++] = id
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
  const voted: number[] = []
  for (const word of words) {
    // A common word's rows share nothing in particular: only words as rare as a bridged term are bridged.
    if (word.weight === 0 || word.df === 0 || word.token.generic || word.df / n > limits.bridgeMaxShare) continue
    // The rows that best hold the word speak for it (a bounded selection, not a sort of all of them).
    const voters = bestDocs(word, limits.bridgeVoters)
    if (voters.length < limits.bridgeMinVotes) continue
    voted.length = 0
    for (const d of voters) {
      for (let k = st.start[d]!; k < st.start[d + 1]!; k++) {
        const id = st.ids[k]!
        if (votes[id] === 0) voted.push(id)
        votes[id]!++
      }
    }
    const picked: { id: number; rank: number }[] = []
    for (const id of voted) {
      const c = votes[id]!
      votes[id] = 0
      const df = st.df[id]!
      if (c < limits.bridgeMinVotes || c < limits.bridgeMinShare * voters.length || inQuery.has(st.terms[id]!)) continue
      if (df / n > limits.bridgeMaxShare || c / voters.length / (df / n) < limits.bridgeMinLift) continue
      picked.push({ id, rank: c * idfOf(n, df) })
    }
    if (!picked.length) continue
    picked.sort((a, b) => b.rank - a.rank || a.id - b.id)
    const stamp = nextStamp(scratch)
    for (const d of word.docs) scratch.mark[d] = stamp
    const docs = [...word.docs]
    const scores = [...word.scores]
    const plain = [...word.plain]
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
        if (scratch.mark[d] === stamp || list.tf[j]! % SELF_FIELDS_UNIT === 0) continue
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
        docs.push(d)
        scores.push(factor * list.sat[j]!)
        plain.push(0)
      }
    }
    if (docs.length === word.docs.length) continue
    word.docs = docs
    word.scores = Float64Array.from(scores)
    word.plain = Uint8Array.from(plain)
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
