import { LIMITS, WEIGHTS } from './limits.ts'
import { alternatives, oneEditStems, queryTokens, tokenize, writtenWords } from './tokenize.ts'
import type { AltKind, QueryToken } from './tokenize.ts'
import type { MatchWhy, RankedHit, RankResult, SearchDoc } from './types.ts'
import type { ZhDictionary } from './zh-dict.ts'

type Field = 'name' | 'whenToUse' | 'description' | 'path' | 'keywords'
const FIELDS: readonly Field[] = ['name', 'whenToUse', 'description', 'path', 'keywords']
const NF = FIELDS.length
/** Fields per doc: the stride of `fieldLen` (stored in the search sidecar). */
export const FIELD_COUNT = NF
/**
 * Per-field term frequency is packed 6 bits a field into one 32-bit number: 5 fields × 6 bits = 30
 * bits (a field rarely repeats a word 63 times; beyond that BM25 saturation makes counts moot).
 * The name is the lowest field, so `tf % FIELD_UNIT` is its count.
 */
const FIELD_BITS = 6
const FIELD_UNIT = 2 ** FIELD_BITS
const TF_MAX = FIELD_UNIT - 1
const SHIFT: readonly number[] = FIELDS.map((_, f) => FIELD_UNIT ** f)
/** Position of the keywords field (body words): its counts sit above every other field's. */
const KEYWORDS_FIELD = FIELDS.indexOf('keywords')

/** Docs holding one term, ascending, with their packed per-field term frequencies. */
export interface Postings {
  readonly docs: Int32Array
  readonly tf: Float64Array
  /** The term's BM25F score in each doc under the default `WEIGHTS`, computed once at build. */
  readonly sat: Float32Array
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
  readonly postings: Map<string, Postings>
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

function fieldText(doc: SearchDoc, field: Field): string {
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
}

export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  return assembleSearchIndex(docs, collectPostings(docs))
}

function isSorted(xs: readonly string[]): boolean {
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
  const allTf = Float64Array.from(raw.tf)
  let allSat = raw.sat
  if (!allSat || allSat.length !== allTf.length) {
    allSat = new Float32Array(allTf.length)
    for (let p = 0; p < allTf.length; p++) allSat[p] = termScore(lengths, raw.docs[p]!, allTf[p]!, WEIGHTS)
  }
  const postings = new Map<string, Postings>()
  raw.terms.forEach((t, id) => {
    const a = start[id]!
    const b = start[id + 1]!
    postings.set(t, { docs: raw.docs.subarray(a, b), tf: allTf.subarray(a, b), sat: allSat.subarray(a, b) })
  })
  const byName = new Map<string, number[]>()
  const nameKey: string[] = new Array(n)
  const nameId = new Int32Array(n)
  const nameIds = new Map<string, number>()
  const repoSet = new Set<string>()
  for (let i = 0; i < n; i++) {
    const doc = docs[i]!
    repoSet.add(doc.repo)
    const key = normalizeName(doc.name)
    nameKey[i] = key
    const list = byName.get(key)
    if (list) list.push(i)
    else {
      byName.set(key, [i])
      nameIds.set(key, nameIds.size)
    }
    nameId[i] = nameIds.get(key)!
  }
  const repos = [...repoSet].sort()
  const repoIndex = new Map(repos.map((r, i) => [r, i]))
  const docRepo = new Int32Array(n)
  for (let i = 0; i < n; i++) docRepo[i] = repoIndex.get(docs[i]!.repo)!
  return {
    docs,
    byName,
    repos,
    postings,
    vocab: isSorted(raw.terms) ? raw.terms : [...raw.terms].sort(),
    fieldLen,
    avgLen,
    nameKey,
    nameId,
    nameTermCount,
    docRepo,
    ...(raw.zh ? { zh: raw.zh } : {}),
  }
}

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

type Kind = AltKind | 'spelling' | 'prefix' | 'associated'

interface ResolvedAlt {
  terms: string[]
  lists: Postings[]
  kind: Kind
  /** `altFactor(kind)`, times the rarity scale of a derived form (see readWords). */
  factor: number
}

interface Word {
  token: QueryToken
  alts: ResolvedAlt[]
  /** Docs holding the word through any alternative. */
  df: number
  weight: number
  idf: number
  /** Docs holding the word (any alternative), and the best alternative's BM25F score in each. */
  docs: number[]
  scores: Float64Array
  /** Per entry of `docs`: 1 when the doc holds the word outside its keywords field (body words). */
  plain: Uint8Array
  /** Docs holding the word outside their keywords field. */
  plainDf: number
}

function altFactor(kind: Kind, weights: typeof WEIGHTS): number {
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

/**
 * Deletion index of the vocabulary (SymSpell): every term of spelling length with one character
 * removed → the terms that give it. Built on the first query that needs a spelling neighbour and
 * kept per index: most queries never need it, and generating all 50·n one-edit strings of a word
 * per query cost more than the rest of the search.
 */
const DELETIONS = new WeakMap<SearchIndex, Map<string, string[]>>()

function deletionsOf(index: SearchIndex, minChars: number): Map<string, string[]> {
  let map = DELETIONS.get(index)
  if (map) return map
  map = new Map()
  for (const term of index.vocab) {
    if (term.length < minChars - 1 || /[^a-z]/.test(term)) continue
    for (let i = 0; i < term.length; i++) {
      const del = term.slice(0, i) + term.slice(i + 1)
      const list = map.get(del)
      if (!list) map.set(del, [term])
      else if (list[list.length - 1] !== term) list.push(term)
    }
  }
  DELETIONS.set(index, map)
  return map
}

/** True when a and b differ by one insertion, deletion, substitution or adjacent swap. */
function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

/** Indexed terms one edit away from a word (most frequent first, then alphabetical). */
function spellingNeighbours(index: SearchIndex, word: string, minChars: number): string[] {
  if (/[^a-z]/.test(word)) return []
  const deletions = deletionsOf(index, minChars)
  const found = new Set<string>(deletions.get(word) ?? [])
  for (let i = 0; i < word.length; i++) {
    const del = word.slice(0, i) + word.slice(i + 1)
    if (index.postings.has(del)) found.add(del)
    for (const t of deletions.get(del) ?? []) found.add(t)
  }
  return [...found]
    .filter((t) => oneEdit(word, t))
    .map((t) => [t, index.postings.get(t)!.docs.length] as const)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([t]) => t)
}

function prefixTerms(index: SearchIndex, word: string, max: number): string[] {
  const v = index.vocab
  let lo = 0
  let hi = v.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (v[mid]! < word) lo = mid + 1
    else hi = mid
  }
  const out: string[] = []
  for (let i = lo; i < v.length && out.length < max && v[i]!.startsWith(word); i++) if (v[i] !== word) out.push(v[i]!)
  return out
}

function resolve(index: SearchIndex, token: QueryToken, weights: typeof WEIGHTS, limits: typeof LIMITS): ResolvedAlt[] {
  const out: ResolvedAlt[] = []
  const push = (terms: string[], kind: Kind) => {
    const lists: Postings[] = []
    for (const t of terms) {
      const p = index.postings.get(t)
      if (!p) return
      lists.push(p)
    }
    out.push({ terms, lists, kind, factor: altFactor(kind, weights) })
  }
  for (const alt of alternatives(token, index.zh)) push(alt.terms, alt.kind)
  if (out.length || token.cjk) return out
  if (token.key.length >= limits.spellingMinChars && token.key.length <= limits.spellingMaxChars) {
    for (const w of spellingNeighbours(index, token.key, limits.spellingMinChars).slice(0, limits.spellingMaxAlternatives)) push([w], 'spelling')
  }
  if (!out.length && token.raw && token.raw.length >= limits.spellingMinChars && token.raw.length <= limits.spellingMaxChars) {
    // The typo may sit where the stemmer cuts ("optimzing" → "optimz"): repair the word as typed.
    const found = [...oneEditStems(token.raw)].filter((t) => t !== token.key && index.postings.has(t))
    found.sort((a, b) => index.postings.get(b)!.docs.length - index.postings.get(a)!.docs.length || (a < b ? -1 : 1))
    for (const w of found.slice(0, limits.spellingMaxAlternatives)) push([w], 'spelling')
  }
  if (!out.length && token.key.length >= limits.prefixMinChars) {
    for (const w of prefixTerms(index, token.key, limits.prefixMaxTerms)) push([w], 'prefix')
  }
  return out
}

/**
 * Per-index working arrays of one query, reused so a query allocates nothing proportional to the
 * library (at 100,000 rows fresh arrays cost more than the scoring, and their garbage shows as
 * p99 spikes). `rank` is synchronous and clears what it touched before it starts, so a reused
 * scratch cannot leak one query into the next. Stamps replace clearing for the per-word marks.
 */
interface Scratch {
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

const SCRATCH = new WeakMap<SearchIndex, Scratch>()

function scratchFor(index: SearchIndex): Scratch {
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
function nextStamp(s: Scratch): number {
  if (s.stamp >= 0x7ffffff0) {
    s.mark.fill(0)
    s.plainMark.fill(0)
    s.nameStamp.fill(0)
    s.stamp = 0
  }
  return ++s.stamp
}

/** Position of `doc` in a postings list, or -1. */
function find(list: Postings, doc: number, from = 0): number {
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
function termScore(index: Pick<SearchIndex, 'fieldLen' | 'avgLen'>, doc: number, packed: number, weights: typeof WEIGHTS, shares?: number[]): number {
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

const DESCRIPTION_FIELD = FIELDS.indexOf('description')
const WHEN_FIELD = FIELDS.indexOf('whenToUse')

/**
 * A thin description's body keywords count more (WEIGHTS.thinDescriptionBoost): the less a row
 * says where it describes itself, compared with the average row, the more its body words stand in.
 */
function thinBoost(index: Pick<SearchIndex, 'fieldLen' | 'avgLen'>, doc: number, weights: typeof WEIGHTS): number {
  const own = index.fieldLen[doc * NF + DESCRIPTION_FIELD]! + index.fieldLen[doc * NF + WHEN_FIELD]!
  const avg = index.avgLen[DESCRIPTION_FIELD]! + index.avgLen[WHEN_FIELD]!
  const thin = Math.max(0, 1 - (2 * own) / avg)
  return 1 + weights.thinDescriptionBoost * thin
}

/** Score of one alternative in one doc (all its terms present), or -1 when absent. */
function altScore(index: SearchIndex, alt: ResolvedAlt, doc: number, pos0: number, weights: typeof WEIGHTS, shares?: number[]): number {
  let sum = 0
  for (let k = 0; k < alt.lists.length; k++) {
    const list = alt.lists[k]!
    const pos = k === 0 && pos0 >= 0 ? pos0 : find(list, doc)
    if (pos < 0) return -1
    sum += !shares && weights === WEIGHTS ? list.sat[pos]! : termScore(index, doc, list.tf[pos]!, weights, shares)
  }
  return (alt.factor * sum) / alt.lists.length
}

function idfOf(n: number, df: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5))
}

/**
 * The words of a query as the index sees them: alternatives resolved, document frequency over all
 * alternatives, weight (0 for near-universal words).
 */
function readWords(index: SearchIndex, tokens: QueryToken[], weights: typeof WEIGHTS, limits: typeof LIMITS, scratch: Scratch): Word[] {
  const n = index.docs.length
  const { mark, best, plainMark } = scratch
  const kwUnit = SHIFT[KEYWORDS_FIELD]!
  return tokens.map((token) => {
    const stamp = nextStamp(scratch)
    const alts = resolve(index, token, weights, limits)
    // One pass over the postings of every alternative: the docs holding the word and the best
    // alternative's score in each. Their count is the word's document frequency.
    const docs: number[] = []
    const single = alts.length === 1 && alts[0]!.lists.length === 1 ? alts[0]!.lists[0]!.docs.length : -1
    if (single >= 0 && n >= limits.universalMinRows && single / n > limits.universalShare) {
      return { token, alts, df: single, idf: idfOf(n, single), weight: 0, docs, scores: new Float64Array(0), plain: new Uint8Array(0), plainDf: single }
    }
    const fast = weights === WEIGHTS
    let primaryDf = 0
    for (let a = 0; a < alts.length; a++) {
      const alt = alts[a]!
      if (alt.kind === 'derived' || alt.kind === 'situation') {
        // Another form of the word's family (reviewer → review), or the domain word a situation
        // word stands for (attacker → security), may be far more common than the word the query
        // used; it must not dilute the word's weight, and it scores with its own rarity when that
        // is lower. The word's weight comes from the alternatives before it.
        if (primaryDf === 0) primaryDf = docs.length
        if (primaryDf > 0 && alt.lists.length === 1) alt.factor *= Math.min(1, idfOf(n, alt.lists[0]!.docs.length) / idfOf(n, primaryDf))
      }
      const first = alt.lists[0]!
      const one = fast && alt.lists.length === 1
      for (let j = 0; j < first.docs.length; j++) {
        const d = first.docs[j]!
        const sc = one ? alt.factor * first.sat[j]! : altScore(index, alt, d, j, weights)
        if (sc < 0) continue
        if (mark[d] !== stamp) {
          mark[d] = stamp
          best[d] = sc
          docs.push(d)
        } else if (sc > best[d]!) best[d] = sc
        if (plainMark[d] !== stamp && (alt.lists.length === 1 ? first.tf[j]! % kwUnit > 0 : plainIn(alt, d, j, kwUnit))) plainMark[d] = stamp
      }
    }
    const scores = new Float64Array(docs.length)
    const plain = new Uint8Array(docs.length)
    let plainDf = 0
    for (let k = 0; k < docs.length; k++) {
      scores[k] = best[docs[k]!]!
      plain[k] = plainMark[docs[k]!] === stamp ? 1 : 0
      plainDf += plain[k]!
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
 * What each row says where it describes itself (name, whenToUse, description): its terms as
 * positions in `terms`, and per term how many rows hold it there. Derived from the postings on
 * the first sentence query and kept per index.
 */
interface SelfTerms {
  terms: string[]
  /** Row d's terms are `ids[start[d]] … ids[start[d+1]-1]`. */
  start: Int32Array
  ids: Int32Array
  df: Int32Array
}

const SELF_TERMS = new WeakMap<SearchIndex, SelfTerms>()
/** Packed counts below this are in name, whenToUse or description (the fields below path). */
const SELF_FIELDS_UNIT = SHIFT[FIELDS.indexOf('path')]!

function selfTermsOf(index: SearchIndex): SelfTerms {
  let st = SELF_TERMS.get(index)
  if (st) return st
  const n = index.docs.length
  const terms = [...index.postings.keys()]
  const count = new Int32Array(n + 1)
  const df = new Int32Array(terms.length)
  terms.forEach((t, id) => {
    const p = index.postings.get(t)!
    for (let j = 0; j < p.docs.length; j++) if (p.tf[j]! % SELF_FIELDS_UNIT > 0) (count[p.docs[j]! + 1]!++, df[id]!++)
  })
  for (let d = 0; d < n; d++) count[d + 1]! += count[d]!
  const start = count.slice()
  const cursor = count.slice(0, n)
  const ids = new Int32Array(start[n]!)
  terms.forEach((t, id) => {
    const p = index.postings.get(t)!
    for (let j = 0; j < p.docs.length; j++) if (p.tf[j]! % SELF_FIELDS_UNIT > 0) ids[cursor[p.docs[j]!]!++] = id
  })
  st = { terms, start, ids, df }
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
function bridgeWords(index: SearchIndex, words: Word[], weights: typeof WEIGHTS, limits: typeof LIMITS, scratch: Scratch): void {
  const n = index.docs.length
  if (n < limits.universalMinRows) return
  const st = selfTermsOf(index)
  const inQuery = new Set<string>()
  for (const w of words) for (const alt of w.alts) for (const t of alt.terms) inQuery.add(t)
  const votes = new Map<number, number>()
  for (const word of words) {
    // A common word's rows share nothing in particular: only words as rare as a bridged term are bridged.
    if (word.weight === 0 || word.df === 0 || word.token.generic || word.df / n > limits.bridgeMaxShare) continue
    // The rows that best hold the word speak for it (a bounded selection, not a sort of all of them).
    const voters = bestDocs(word, limits.bridgeVoters)
    if (voters.length < limits.bridgeMinVotes) continue
    votes.clear()
    for (const d of voters) for (let k = st.start[d]!; k < st.start[d + 1]!; k++) votes.set(st.ids[k]!, (votes.get(st.ids[k]!) ?? 0) + 1)
    const picked: { id: number; rank: number }[] = []
    for (const [id, c] of votes) {
      const df = st.df[id]!
      if (c < limits.bridgeMinVotes || c < limits.bridgeMinShare * voters.length || inQuery.has(st.terms[id]!)) continue
      if (df / n > limits.bridgeMaxShare || c / voters.length / (df / n) < limits.bridgeMinLift) continue
      picked.push({ id, rank: c * idfOf(n, df) })
    }
    picked.sort((a, b) => b.rank - a.rank || a.id - b.id)
    const stamp = nextStamp(scratch)
    for (const d of word.docs) scratch.mark[d] = stamp
    const docs = [...word.docs]
    const scores = [...word.scores]
    const plain = [...word.plain]
    for (const { id } of picked.slice(0, limits.bridgeTerms)) {
      const term = st.terms[id]!
      const list = index.postings.get(term)!
      const factor = weights.associated * Math.min(1, idfOf(n, st.df[id]!) / (word.idf || 1))
      word.alts.push({ terms: [term], lists: [list], kind: 'associated', factor })
      for (let j = 0; j < list.docs.length; j++) {
        const d = list.docs[j]!
        if (scratch.mark[d] === stamp || list.tf[j]! % SELF_FIELDS_UNIT === 0) continue
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
function bestDocs(word: Word, k: number): number[] {
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

/** How many rows hold a word, for judging its rarity: body keywords do not count when any row holds it elsewhere. */
function rarityDf(w: Word): number {
  return w.plainDf > 0 ? w.plainDf : w.df
}

/** True when every term of a multi-term alternative sits in the doc outside its keywords field. */
function plainIn(alt: ResolvedAlt, doc: number, pos0: number, kwUnit: number): boolean {
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
  const all = queryTokens(text, { ...(index.zh ? { dict: index.zh } : {}), has: (t) => index.postings.has(t) })
  const topical = all.filter((t) => !t.generic)
  const tokens = (topical.length ? topical : all).slice(0, limits.queryMaxWords)
  const scratch = scratchFor(index)
  const words = readWords(index, tokens, weights, limits, scratch)
  const sentence = words.length > limits.keywordQueryMaxWords || writtenWords(text) > limits.keywordQueryMaxWords
  if (sentence && weights.associated > 0) bridgeWords(index, words, weights, limits, scratch)

  const known = words.map((w, i) => ({ w, i })).filter(({ w }) => w.df > 0 && w.weight > 0)
  const unknown = words.filter((w) => w.df === 0)
  // A word the library holds only among body keywords ranks and rescues rows, but no row can hold
  // it where it describes itself, so no row is strict: for strictness it is as good as unknown.
  const bodyOnly = words.some((w) => w.df > 0 && w.weight > 0 && w.plainDf === 0)
  const strictBlocked = unknown.length > 0 || (bodyOnly && !limits.keywordsStrict)

  const repoFilter = opts.repo === undefined ? -1 : index.repos.indexOf(opts.repo)
  const { score, mask, plainMask, touched } = scratch
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!
    if (word.df === 0 || word.weight === 0) continue
    const bit = 1 << w
    for (let k = 0; k < word.docs.length; k++) {
      const d = word.docs[k]!
      if (opts.repo !== undefined && (repoFilter < 0 || index.docRepo[d] !== repoFilter)) continue
      if (mask[d] === 0) touched.push(d)
      mask[d]! |= bit
      if (word.plain[k]) plainMask[d]! |= bit
      score[d]! += word.weight * word.scores[k]!
    }
  }

  // A rare query word (a product or tool: "Auth0", "Givebutter") in a row's name: the user named
  // the thing that skill is for. The word counts `weights.rareInName` times for that row, and in a sentence, where the
  // key words come from the common words of the best rows, the row is rescued by it alone.
  const rareDf = Math.max(1, Math.floor(index.docs.length * limits.rareWordShare))
  /** Per row, the rare query words in its name (a bit mask over `words`). */
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

  // Name evidence: the query is the name, or names every word of it.
  const queryName = normalizeName(text)
  const exact = new Set<number>()
  for (const d of index.byName.get(queryName) ?? []) {
    if (repoFilter < 0 && opts.repo !== undefined) break
    if (repoFilter >= 0 && index.docRepo[d] !== repoFilter) continue
    exact.add(d)
    if (mask[d] === 0) touched.push(d)
    score[d]! += weights.exactName
  }
  // Count, per doc, the distinct query terms in its name; all of them there = the name is covered.
  const queryTerms = new Set<string>()
  for (const w of words) if (w.weight > 0) for (const alt of w.alts) if (alt.kind !== 'associated') for (const t of alt.terms) queryTerms.add(t)
  const nameHits = scratch.nameHits
  const counted: number[] = []
  for (const t of queryTerms) {
    const p = index.postings.get(t)!
    for (let j = 0; j < p.docs.length; j++) {
      if (p.tf[j]! % FIELD_UNIT === 0) continue
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
  if (known.length > limits.keywordQueryMaxWords || (known.length > 1 && sentence)) keyMask = keyWords(index, known, topDocs(touched, score, limits.keyWordSampleRows), mask, limits.requiredMaxWords, weights)
  const keyNeed = Math.max(1, popcount(keyMask) - limits.partialMaxMissing)
  // A query's rarest words (a named method, tool or product: "pre-mortem", "libFuzzer",
  // "Docupilot") may sit in none of the best rows, so a sentence's two key words miss them, and
  // a keyword list may add words the skill never says. A row holding such a word and one more of
  // the query's words is rescued too.
  let rareMask = 0
  if (keyMask !== significantMask || popcount(significantMask) >= 3) {
    for (const { w, i } of known) if (rarityDf(w) <= rareDf) rareMask |= 1 << i
  }

  // The count the model reads ("2/3 words") is of words the skill holds where it describes itself,
  // the same test strictness uses; a word found only among body keywords ranks but is not counted.
  const matchedOf = (d: number) => (exact.size && exact.has(d) ? need : popcount(strictOf[d]! & significantMask))
  /** Significant words the doc holds only among its body keywords. */
  const bodyOnlyOf = (d: number) => (exact.size && exact.has(d) ? 0 : popcount(mask[d]! & ~strictOf[d]! & significantMask))
  const pick = (accept: (d: number) => boolean): RankedHit[] => {
    const hits: RankedHit[] = []
    const stamp = nextStamp(scratch)
    for (const d of touched) {
      if (!accept(d)) continue
      const id = index.nameId[d]!
      const s = score[d]!
      const hit = scratch.nameStamp[id] === stamp ? hits[scratch.nameSlot[id]!]! : undefined
      if (!hit) {
        scratch.nameStamp[id] = stamp
        scratch.nameSlot[id] = hits.length
        const hit: RankedHit = { doc: d, name: index.docs[d]!.name, score: s, matchCount: matchedOf(d), docs: [d] }
        const body = bodyOnlyOf(d)
        if (body) hit.bodyMatchCount = body
        hits.push(hit)
      } else {
        hit.docs.push(d)
        if (s > hit.score || (s === hit.score && d < hit.doc)) {
          hit.doc = d
          hit.name = index.docs[d]!.name
          hit.score = s
          hit.matchCount = matchedOf(d)
          const body = bodyOnlyOf(d)
          if (body) hit.bodyMatchCount = body
          else delete hit.bodyMatchCount
        }
      }
    }
    hits.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.doc - b.doc))
    for (const h of hits) {
      h.docs.sort((a, b) => (a === h.doc ? -1 : b === h.doc ? 1 : a - b))
      h.score = round(h.score)
      if (opts.explain) h.why = explainDoc(index, words, h.doc, exact.has(h.doc), weights, rareNamed.get(h.doc) ?? 0)
    }
    return hits
  }

  const result = (strict: number, fallback: 'partial' | null, hits: RankedHit[]): EngineRankResult => ({
    words: words.filter((w) => w.df === 0 || w.weight > 0).map((w) => w.token.key),
    strict,
    fallback,
    hits,
    unknown: unknown.map((w) => w.token.key),
    keyWords: words.filter((_, i) => keyMask & (1 << i)).map((w) => w.token.key),
  })
  const anyExact = exact.size > 0
  const canBeStrict = need > 0 && !strictBlocked
  const isStrict = (d: number) => (anyExact && exact.has(d)) || (canBeStrict && popcount(strictOf[d]! & significantMask) === need)
  if (opts.mode === 'or') {
    const hits = pick((d) => mask[d] !== 0 || exact.has(d))
    return result(hits.filter((h) => isStrict(h.doc)).length, null, hits)
  }
  // Without an exact name and with an unknown word nothing can be strict: skip that pass.
  const strict = anyExact || canBeStrict ? pick(isStrict) : []
  if (strict.length) return result(strict.length, null, strict)
  // A keyword list with a word no skill mentions ("bake sourdough bread") is probably about
  // something the library lacks: its unknown words count as missing, so a rescued row may miss at
  // most LIMITS.partialMaxMissing words in all, as SPEC §3 says, not hold one word of three.
  const unknownMissing = keyMask === significantMask ? unknown.length : 0
  const withinMissing = (d: number) => unknownMissing === 0 || need - popcount(mask[d]! & significantMask) + unknownMissing <= limits.partialMaxMissing
  if (need > 0) {
    const partial = pick((d) => (withinMissing(d) && (popcount(mask[d]! & keyMask) >= keyNeed || ((mask[d]! & rareMask) !== 0 && popcount(mask[d]! & significantMask) >= 2))) || rareNamed.has(d))
    if (partial.length) return result(0, 'partial', partial)
  }
  return result(0, null, [])
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

function popcount(x: number): number {
  let c = 0
  while (x) {
    x &= x - 1
    c++
  }
  return c
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
function topDocs(touched: readonly number[], score: Float64Array, k: number): number[] {
  const top: number[] = []
  for (const d of touched) {
    let pos = top.length
    while (pos > 0 && (score[top[pos - 1]!]! < score[d]! || (score[top[pos - 1]!]! === score[d]! && top[pos - 1]! > d))) pos--
    if (pos >= k) continue
    top.splice(pos, 0, d)
    if (top.length > k) top.pop()
  }
  return top
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000
}
