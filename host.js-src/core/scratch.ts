import type { SearchIndex } from './postings.ts'

/**
 * Per-index working arrays of one query, reused so a query allocates nothing proportional to the
 * library (at 100,000 rows fresh arrays cost more than the scoring, and their garbage shows as
 * p99 spikes). `rank` is synchronous and clears what it touched before it starts, so a reused
 * scratch cannot leak one query into the next. Stamps replace clearing for the per-word marks.
 */
export interface Scratch {
  score: Float64Array
  mask: Uint32Array
  /** Per doc, the query words it holds outside its keywords field (what a strict hit needs). */
  plainMask: Uint32Array
  /** Stamp of the last word found in each doc outside its keywords field. */
  plainMark: Int32Array
  best: Float64Array
  /** Stamp of the last word that marked each doc. */
  mark: Int32Array
  stamp: number
  /**
   * The rows the query gave a score or mask, first `touchedCount` entries. Room for 2n: a row is
   * added when its mask is still 0, and an exact-name row keeps mask 0 until a bridged word may
   * reach it, so it can come twice (search.ts).
   */
  touched: Int32Array
  touchedCount: number
  /** Per name id: stamp of the pick that last saw it, and its slot in that pick's hits. */
  nameStamp: Int32Array
  nameSlot: Int32Array
  /** Query terms found in each doc's name (zeroed after use). */
  nameHits: Uint16Array
  /**
   * The query's words' docs, scores and body-only flags (words.ts), one word after another: each
   * word's arrays are views of these, so a query allocates no typed array per word (at 100,000
   * rows a long sentence's words hold tens of thousands of docs, and fresh arrays of that size
   * were a quarter of its time in the garbage collector). `wordsUsed` is reset by each readWords;
   * a word's arrays are read only while its rank runs. Grown (never shrunk) when a query needs more.
   */
  wordDocs: Int32Array
  wordScores: Float64Array
  wordPlain: Uint8Array
  wordsUsed: number
  /**
   * One pass's grouping while it runs (search.ts `groupHits`): accepted rows, their group, and per
   * group its head and best score. Copied out at their used lengths, so a pass accepting nothing
   * (a strict pass before a rescue) allocates nothing proportional to the rows it saw.
   */
  groupRows: Int32Array
  groupOf: Int32Array
  groupHead: Int32Array
  groupBest: Float64Array
}

export const SCRATCH = new WeakMap<SearchIndex, Scratch>()

export function scratchFor(index: SearchIndex): Scratch {
  const n = index.docs.length
  let s = SCRATCH.get(index)
  if (!s) {
    const names = index.byName.size
    s = { score: new Float64Array(n), mask: new Uint32Array(n), plainMask: new Uint32Array(n), plainMark: new Int32Array(n), best: new Float64Array(n), mark: new Int32Array(n), stamp: 0, touched: new Int32Array(2 * n), touchedCount: 0, nameStamp: new Int32Array(names), nameSlot: new Int32Array(names), nameHits: new Uint16Array(n), wordDocs: new Int32Array(n), wordScores: new Float64Array(n), wordPlain: new Uint8Array(n), wordsUsed: 0, groupRows: new Int32Array(n), groupOf: new Int32Array(n), groupHead: new Int32Array(n), groupBest: new Float64Array(n) }
    SCRATCH.set(index, s)
  }
  for (let i = 0; i < s.touchedCount; i++) {
    const d = s.touched[i]!
    s.score[d] = 0
    s.mask[d] = 0
    s.plainMask[d] = 0
  }
  s.touchedCount = 0
  return s
}

/** Room for `more` entries after the used part of the words' arrays (the used part is kept). */
export function wordRoom(s: Scratch, more: number): void {
  const need = s.wordsUsed + more
  if (need <= s.wordDocs.length) return
  const size = Math.max(need, 2 * s.wordDocs.length)
  const docs = new Int32Array(size)
  const scores = new Float64Array(size)
  const plain = new Uint8Array(size)
  // Views taken before keep the old arrays; the copy is for nothing but a tidy prefix.
  docs.set(s.wordDocs.subarray(0, s.wordsUsed))
  scores.set(s.wordScores.subarray(0, s.wordsUsed))
  plain.set(s.wordPlain.subarray(0, s.wordsUsed))
  s.wordDocs = docs
  s.wordScores = scores
  s.wordPlain = plain
}

/** A fresh stamp for per-word marks (wraps by clearing the marks). */
export function nextStamp(s: Scratch): number {
  if (s.stamp >= 0x7ffffff0) {
    s.mark.fill(0)
    s.plainMark.fill(0)
    s.nameStamp.fill(0)
    s.stamp = 0
  }
  return ++s.stamp
}
