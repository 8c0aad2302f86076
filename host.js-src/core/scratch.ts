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
  touched: number[]
  /** Per name id: stamp of the pick that last saw it, and its slot in that pick's hits. */
  nameStamp: Int32Array
  nameSlot: Int32Array
  /** Query terms found in each doc's name (zeroed after use). */
  nameHits: Uint16Array
}

export const SCRATCH = new WeakMap<SearchIndex, Scratch>()

export function scratchFor(index: SearchIndex): Scratch {
  const n = index.docs.length
  let s = SCRATCH.get(index)
  if (!s) {
    const names = index.byName.size
    s = { score: new Float64Array(n), mask: new Uint32Array(n), plainMask: new Uint32Array(n), plainMark: new Int32Array(n), best: new Float64Array(n), mark: new Int32Array(n), stamp: 0, touched: [], nameStamp: new Int32Array(names), nameSlot: new Int32Array(names), nameHits: new Uint16Array(n) }
    SCRATCH.set(index, s)
  }
  for (const d of s.touched) {
    s.score[d] = 0
    s.mask[d] = 0
    s.plainMask[d] = 0
  }
  s.touched.length = 0
  return s
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
