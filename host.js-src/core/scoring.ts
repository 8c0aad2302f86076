/** Scoring: BM25F per term and doc, the alternatives' factors, idf (docs/search.md, "Order"). */

import { DESCRIPTION_FIELD, FIELDS, FIELD_UNIT, KEYWORDS_FIELD, NF, SHIFT, WHEN_FIELD } from './fields.ts'
import { WEIGHTS } from './limits.ts'
import type { Postings, SearchIndex } from './postings.ts'
import type { AltKind } from './tokenize.ts'

export type Kind = AltKind | 'spelling' | 'prefix' | 'associated'

export interface ResolvedAlt {
  terms: string[]
  lists: Postings[]
  kind: Kind
  /** `altFactor(kind)`, times the rarity scale of a derived form (see readWords). */
  factor: number
}


export function altFactor(kind: Kind, weights: typeof WEIGHTS): number {
  switch (kind) {
    case 'word':
    case 'translation':
      return 1
    case 'parts':
      return weights.compoundParts
    case 'synonym':
      return weights.synonym
    case 'spelling':
      return weights.spelling
    case 'prefix':
      return weights.prefix
    case 'derived':
      return weights.derived
    case 'situation':
      return weights.synonym
    case 'associated':
      return weights.associated
  }
}

/** Position of `doc` in a postings list, or -1. */
export function find(list: Postings, doc: number, from = 0): number {
  let lo = from
  let hi = list.docs.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const d = list.docs[mid]!
    if (d === doc) return mid
    if (d < doc) lo = mid + 1
    else hi = mid - 1
  }
  return -1
}

/** BM25F saturation of one term in one doc, and its per-field shares (for explain). */
export function termScore(index: Pick<SearchIndex, 'fieldLen' | 'avgLen'>, doc: number, packed: number, weights: typeof WEIGHTS, shares?: number[]): number {
  let tfw = 0
  for (let f = 0; f < NF; f++) {
    const tf = Math.floor(packed / SHIFT[f]!) % FIELD_UNIT
    if (!tf) continue
    const b = weights.lengthNorm
    const norm = 1 - b + (b * index.fieldLen[doc * NF + f]!) / index.avgLen[f]!
    const part = ((f === KEYWORDS_FIELD ? weights.keywords * thinBoost(index, doc, weights) : weights[FIELDS[f]!]) * tf) / norm
    tfw += part
    if (shares) shares[f]! += part
  }
  return (tfw * (weights.saturation + 1)) / (tfw + weights.saturation)
}
/**
 * A thin description's body keywords count more (WEIGHTS.thinDescriptionBoost): the less a row
 * says where it describes itself, compared with the average row, the more its body words stand in.
 */
export function thinBoost(index: Pick<SearchIndex, 'fieldLen' | 'avgLen'>, doc: number, weights: typeof WEIGHTS): number {
  const own = index.fieldLen[doc * NF + DESCRIPTION_FIELD]! + index.fieldLen[doc * NF + WHEN_FIELD]!
  const avg = index.avgLen[DESCRIPTION_FIELD]! + index.avgLen[WHEN_FIELD]!
  const thin = Math.max(0, 1 - (2 * own) / avg)
  return 1 + weights.thinDescriptionBoost * thin
}

/** Score of one alternative in one doc (all its terms present), or -1 when absent. */
export function altScore(index: SearchIndex, alt: ResolvedAlt, doc: number, pos0: number, weights: typeof WEIGHTS, shares?: number[]): number {
  let sum = 0
  for (let k = 0; k < alt.lists.length; k++) {
    const list = alt.lists[k]!
    const pos = k === 0 && pos0 >= 0 ? pos0 : find(list, doc)
    if (pos < 0) return -1
    sum += !shares && weights === WEIGHTS ? list.sat[pos]! : termScore(index, doc, list.tf[pos]!, weights, shares)
  }
  return (alt.factor * sum) / alt.lists.length
}

export function idfOf(n: number, df: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5))
}
