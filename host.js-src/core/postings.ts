/** Postings: docs tokenized into per-term lists, built once per index version (docs/search.md). */

import { FIELDS, FIELD_UNIT, NF, SHIFT, TF_MAX } from './fields.ts'
import type { Field } from './fields.ts'
import { LIMITS, WEIGHTS } from './limits.ts'
import { termScore } from './scoring.ts'
import { tokenize } from './tokenize.ts'
import type { SearchDoc } from './types.ts'
import type { ZhDictionary } from './zh-dict.ts'

export { FIELD_COUNT } from './fields.ts'

/** Docs holding one term, ascending, with their packed per-field term frequencies. */
export interface Postings {
  readonly docs: Int32Array
  /** Packed per-field counts (fields.ts): 30 bits, exact in 32. */
  readonly tf: Uint32Array
  /** The term's BM25F score in each doc under the default `WEIGHTS`, computed once at build. */
  readonly sat: Float32Array
}

/**
 * Term ids found by each table's binary search, misses too (-1), per table. One query asks for a
 * term several times (its alternatives, spelling candidates, name evidence) and a session repeats
 * words; the table itself never changes, so an id found once stays right. Emptied when full.
 */
const TERM_IDS = new WeakMap<PostingsTable, Map<string, number>>()

/**
 * Every term's postings as slices of four flat arrays (issue 18): no object per term is made when
 * an index is assembled or restored. A term is found by binary search over the sorted terms, and
 * its `Postings` views are made when asked for (three views, a few hundred bytes, per lookup; a
 * query makes tens). Reads like the `Map<string, Postings>` it replaces, in term order.
 */
export class PostingsTable {
  /** Terms in code-unit order (the order `collectPostings` numbers them in). */
  readonly terms: readonly string[]
  /** Term id t owns positions start[t] … start[t+1]-1 of `docs`, `tf` and `sat`. */
  readonly start: Int32Array
  readonly docs: Int32Array
  readonly tf: Uint32Array
  readonly sat: Float32Array

  constructor(terms: readonly string[], start: Int32Array, docs: Int32Array, tf: Uint32Array, sat: Float32Array) {
    this.terms = terms
    this.start = start
    this.docs = docs
    this.tf = tf
    this.sat = sat
  }

  get size(): number {
    return this.terms.length
  }

  /** The term's id, or -1. A query asks for the same terms many times (see TERM_IDS). */
  id(term: string): number {
    let seen = TERM_IDS.get(this)
    if (!seen) TERM_IDS.set(this, (seen = new Map()))
    const known = seen.get(term)
    if (known !== undefined) return known
    if (seen.size >= LIMITS.termIdsKept) seen.clear()
    const id = this.search(term)
    seen.set(term, id)
    return id
  }

  private search(term: string): number {
    const terms = this.terms
    let lo = 0
    let hi = terms.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const t = terms[mid]!
      if (t === term) return mid
      if (t < term) lo = mid + 1
      else hi = mid - 1
    }
    return -1
  }

  has(term: string): boolean {
    return this.id(term) >= 0
  }

  /** Postings of term id t. */
  at(t: number): Postings {
    const a = this.start[t]!
    const b = this.start[t + 1]!
    return { docs: this.docs.subarray(a, b), tf: this.tf.subarray(a, b), sat: this.sat.subarray(a, b) }
  }

  get(term: string): Postings | undefined {
    const t = this.id(term)
    return t < 0 ? undefined : this.at(t)
  }

  keys(): IterableIterator<string> {
    return this.terms.values()
  }

  *entries(): IterableIterator<[string, Postings]> {
    for (let t = 0; t < this.terms.length; t++) yield [this.terms[t]!, this.at(t)]
  }

  [Symbol.iterator](): IterableIterator<[string, Postings]> {
    return this.entries()
  }
}

/**
 * Precomputed search structures over a fixed list of docs, built once per index version: postings
 * per term, field lengths, name keys. A query reads postings only; it never scans rows.
 */
export interface SearchIndex {
  readonly docs: readonly SearchDoc[]
  /** Normalised name → docs with that name, in doc order. */
  readonly byName: Map<string, number[]>
  readonly repos: readonly string[]
  readonly postings: PostingsTable
  /** Every indexed term, sorted (prefix lookups for words the index does not hold). */
  readonly vocab: readonly string[]
  /** Terms per doc and field (`doc * FIELD_COUNT + field`), for length normalisation. */
  readonly fieldLen: Uint16Array
  readonly avgLen: readonly number[]
  /** Normalised name of each doc. */
  readonly nameKey: readonly string[]
  /** Each doc's name as a number (position of its name in `byName`). */
  readonly nameId: Int32Array
  /** Distinct terms in each doc's name (capped at 255). */
  readonly nameTermCount: Uint8Array
  /** Repo of each doc as a position in `repos`. */
  readonly docRepo: Int32Array
  /** The library's reduced Chinese dictionary (core/zh-dict.ts), when its sidecar carried one. */
  zh?: ZhDictionary
}

export function normalizeName(name: string): string {
  return name.trim().toLowerCase().replace(/[\s_]+/g, '-')
}

export function fieldText(doc: SearchDoc, field: Field): string {
  switch (field) {
    case 'name':
      return doc.name
    case 'whenToUse':
      return doc.whenToUse ?? ''
    case 'description':
      return doc.description
    case 'path':
      return (doc.repo + ' ' + doc.relpath).replace(/\//g, ' ')
    case 'keywords':
      return doc.keywords ?? ''
  }
}

/**
 * What tokenizing the docs yields, before anything is derived from it: per term the docs holding
 * it with packed per-field counts, and per doc its field lengths. The one costly part of building
 * an index (every row tokenized), so it can be stored beside the index file and restored
 * (library/search-sidecar.ts); `assembleSearchIndex` derives the rest in a few milliseconds.
 */
export interface RawPostings {
  /** Terms by id. */
  readonly terms: readonly string[]
  /** Term id t owns positions start[t] … start[t+1]-1 of `docs` and `tf`. */
  readonly start: Int32Array
  readonly docs: Int32Array
  /** Packed per-field term frequencies, 8 bits a field. */
  readonly tf: Uint32Array
  readonly fieldLen: Uint16Array
  readonly nameTermCount: Uint8Array
  /** Each posting's score under the default `WEIGHTS`, when already known (a stored sidecar). */
  readonly sat?: Float32Array
  /** The library's reduced Chinese dictionary, stored beside the postings (a sidecar). */
  readonly zh?: ZhDictionary
  /**
   * What `docIds` makes of the same docs, when already known (a stored sidecar, format 4): each
   * doc's name and repo as numbers. Used only when it covers every doc being assembled.
   */
  readonly ids?: DocIds
  /** True when the terms are known to be in code-unit order (a sidecar's check saw them), so no pass checks again. */
  readonly sortedTerms?: boolean
}

/** Each doc's normalised name and repo as numbers: what the scorer compares per row, instead of strings. */
export interface DocIds {
  /** Distinct normalised names, in the order of their first doc. */
  readonly nameKeys: readonly string[]
  /** Each doc's name as a position in `nameKeys`. */
  readonly nameId: Int32Array
  /** Distinct repos, sorted. */
  readonly repos: readonly string[]
  /** Each doc's repo as a position in `repos`. */
  readonly docRepo: Int32Array
}

/** The name and repo numbers of these docs (one pass of normalizeName and two maps). */
export function docIds(docs: readonly SearchDoc[]): DocIds {
  const n = docs.length
  const nameId = new Int32Array(n)
  const nameIds = new Map<string, number>()
  const repoSet = new Set<string>()
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!
    repoSet.add(doc.repo)
    const key = normalizeName(doc.name)
    let id = nameIds.get(key)
    if (id === undefined) nameIds.set(key, (id = nameIds.size))
    nameId[i] = id
  }
  const repos = [...repoSet].sort()
  const repoIndex = new Map(repos.map((r, i) => [r, i]))
  const docRepo = new Int32Array(n)
  for (let i = 0; i < n; i++) docRepo[i] = repoIndex.get(docs[i]!.repo)!
  return { nameKeys: [...nameIds.keys()], nameId, repos, docRepo }
}

export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  return assembleSearchIndex(docs, collectPostings(docs))
}

export function isSorted(xs: readonly string[]): boolean {
  for (let i = 1; i < xs.length; i++) if (xs[i - 1]! > xs[i]!) return false
  return true
}

/** Tokenizes every doc's fields into postings (the build's costly pass). */
export function collectPostings(docs: readonly SearchDoc[]): RawPostings {
  const n = docs.length
  // Pass 1 gathers (term id, packed field counts) per doc into flat growing buffers; pass 2 lays
  // the postings out in one array per kind, each term a slice of it. Few large arrays instead of
  // one small array per term keep the build light on the garbage collector.
  const termId = new Map<string, number>()
  const lastDoc: number[] = []
  const lastSlot: number[] = []
  let ids = new Int32Array(1024)
  let tfs = new Float64Array(1024)
  let used = 0
  const docStart = new Int32Array(n + 1)
  const fieldLen = new Uint16Array(n * NF)
  const nameTermCount = new Uint8Array(n)
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!
    for (let f = 0; f < NF; f++) {
      const terms = tokenize(fieldText(doc, FIELDS[f]!))
      fieldLen[i * NF + f] = Math.min(terms.length, 65535)
      if (f === 0) nameTermCount[i] = Math.min(255, terms.length === 1 ? 1 : new Set(terms).size)
      const unit = SHIFT[f]!
      for (const t of terms) {
        let id = termId.get(t)
        if (id === undefined) {
          id = lastDoc.length
          termId.set(t, id)
          lastDoc.push(-1)
          lastSlot.push(0)
        }
        if (lastDoc[id] !== i) {
          if (used === ids.length) {
            const moreIds = new Int32Array(used * 2)
            moreIds.set(ids)
            ids = moreIds
            const moreTfs = new Float64Array(used * 2)
            moreTfs.set(tfs)
            tfs = moreTfs
          }
          lastDoc[id] = i
          lastSlot[id] = used
          ids[used] = id
          tfs[used] = unit
          used++
        } else {
          const slot = lastSlot[id]!
          if (Math.floor(tfs[slot]! / unit) % FIELD_UNIT < TF_MAX) tfs[slot]! += unit
        }
      }
    }
    docStart[i + 1] = used
  }
  const termCount = lastDoc.length
  // Terms are numbered in sorted order, so the vocabulary needs no sort when an index is restored.
  const byText = [...termId.keys()]
  const sorted = byText.map((_, i) => i).sort((a, b) => (byText[a]! < byText[b]! ? -1 : byText[a]! > byText[b]! ? 1 : 0))
  const rankOf = new Int32Array(termCount)
  sorted.forEach((id, r) => (rankOf[id] = r))
  for (let k = 0; k < used; k++) ids[k] = rankOf[ids[k]!]!
  const start = new Int32Array(termCount + 1)
  for (let k = 0; k < used; k++) start[ids[k]! + 1]!++
  for (let t = 0; t < termCount; t++) start[t + 1]! += start[t]!
  const cursor = start.slice(0, termCount)
  const allDocs = new Int32Array(used)
  const allTf = new Uint32Array(used)
  for (let i = 0; i < n; i++) {
    for (let k = docStart[i]!; k < docStart[i + 1]!; k++) {
      const p = cursor[ids[k]!]!++
      allDocs[p] = i
      allTf[p] = tfs[k]!
    }
  }
  return { terms: sorted.map((id) => byText[id]!), start, docs: allDocs, tf: allTf, fieldLen, nameTermCount }
}

/**
 * Raw postings of docs `a` followed by docs `b` (b's doc numbers shifted past a's), without
 * tokenizing anything again: how a stored library index takes in the host's resident skills.
 * Scores are left out — the field-length averages change — so assembling recomputes them.
 */
export function mergeRawPostings(a: RawPostings, b: RawPostings): RawPostings {
  const offset = a.nameTermCount.length
  const terms: string[] = []
  const start = [0]
  const docs = new Int32Array(a.docs.length + b.docs.length)
  const tf = new Uint32Array(docs.length)
  let used = 0
  const copy = (raw: RawPostings, t: number, shift: number) => {
    for (let p = raw.start[t]!; p < raw.start[t + 1]!; p++) {
      docs[used] = raw.docs[p]! + shift
      tf[used] = raw.tf[p]!
      used++
    }
  }
  let i = 0
  let j = 0
  while (i < a.terms.length || j < b.terms.length) {
    const ta = a.terms[i]
    const tb = b.terms[j]
    if (tb === undefined || (ta !== undefined && ta < tb)) {
      terms.push(ta!)
      copy(a, i++, 0)
    } else if (ta === undefined || tb < ta) {
      terms.push(tb)
      copy(b, j++, offset)
    } else {
      terms.push(ta)
      copy(a, i++, 0)
      copy(b, j++, offset)
    }
    start.push(used)
  }
  const fieldLen = new Uint16Array(a.fieldLen.length + b.fieldLen.length)
  fieldLen.set(a.fieldLen)
  fieldLen.set(b.fieldLen, a.fieldLen.length)
  const nameTermCount = new Uint8Array(a.nameTermCount.length + b.nameTermCount.length)
  nameTermCount.set(a.nameTermCount)
  nameTermCount.set(b.nameTermCount, offset)
  return { terms, start: Int32Array.from(start), docs, tf, fieldLen, nameTermCount, ...(a.zh ? { zh: a.zh } : {}) }
}

/** Derives the searchable index from raw postings: scores, postings map, names, repos, vocabulary. */
export function assembleSearchIndex(docs: readonly SearchDoc[], raw: RawPostings): SearchIndex {
  const n = docs.length
  const { fieldLen, nameTermCount, start } = raw
  const lenSum: number[] = FIELDS.map(() => 0)
  for (let i = 0; i < n; i++) for (let f = 0; f < NF; f++) lenSum[f]! += fieldLen[i * NF + f]!
  const avgLen = lenSum.map((s) => (n ? s / n || 1 : 1))
  const lengths = { fieldLen, avgLen }
  const allTf = raw.tf
  let allSat = raw.sat
  if (!allSat || allSat.length !== allTf.length) {
    allSat = new Float32Array(allTf.length)
    for (let p = 0; p < allTf.length; p++) allSat[p] = termScore(lengths, raw.docs[p]!, allTf[p]!, WEIGHTS)
  }
  const sorted = raw.sortedTerms === true || isSorted(raw.terms)
  const postings = sorted ? new PostingsTable(raw.terms, start, raw.docs, allTf, allSat) : sortedTable(raw.terms, start, raw.docs, allTf, allSat)
  // Stored numbers (a sidecar) when they cover these docs; else worked out from the names.
  const ids = raw.ids && raw.ids.nameId.length === n && raw.ids.docRepo.length === n ? raw.ids : docIds(docs)
  const { nameKeys, nameId, repos, docRepo } = ids
  // Each list made at its name's first row as `[i]` (an empty array's first push reserves 17 slots:
  // +1.4 MB of heap at 10,000 rows).
  const lists: number[][] = new Array(nameKeys.length)
  const nameKey: string[] = new Array(n)
  for (let i = 0; i < n; i++) {
    const id = nameId[i]!
    const list = lists[id]
    if (list) list.push(i)
    else lists[id] = [i]
    nameKey[i] = nameKeys[id]!
  }
  const byName = new Map<string, number[]>()
  for (let j = 0; j < nameKeys.length; j++) byName.set(nameKeys[j]!, lists[j]!)
  return {
    docs,
    byName,
    repos,
    postings,
    vocab: postings.terms,
    fieldLen,
    avgLen,
    nameKey,
    nameId,
    nameTermCount,
    docRepo,
    ...(raw.zh ? { zh: raw.zh } : {}),
  }
}

/**
 * The table of raw postings whose terms are not in code-unit order (none that this code writes;
 * kept for raw postings made by hand): terms sorted, each term's slice copied to its new place.
 */
function sortedTable(terms: readonly string[], start: Int32Array, docs: Int32Array, tf: Uint32Array, sat: Float32Array): PostingsTable {
  const order = terms.map((_, i) => i).sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0))
  const nStart = new Int32Array(terms.length + 1)
  const nDocs = new Int32Array(docs.length)
  const nTf = new Uint32Array(tf.length)
  const nSat = new Float32Array(sat.length)
  let used = 0
  order.forEach((t, k) => {
    const a = start[t]!
    const b = start[t + 1]!
    nDocs.set(docs.subarray(a, b), used)
    nTf.set(tf.subarray(a, b), used)
    nSat.set(sat.subarray(a, b), used)
    used += b - a
    nStart[k + 1] = used
  })
  return new PostingsTable(order.map((t) => terms[t]!), nStart, nDocs, nTf, nSat)
}
