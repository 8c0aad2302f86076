import { LIMITS, WEIGHTS } from './limits.ts'
import { queryWords, tokenize } from './tokenize.ts'
import type { MatchWhy, RankedHit, RankResult, SearchDoc } from './types.ts'

type Field = 'name' | 'whenToUse' | 'description' | 'path'
const FIELDS: readonly Field[] = ['name', 'whenToUse', 'description', 'path']

/** Precomputed search structures over a fixed list of docs. Built once per index version. */
export interface SearchIndex {
  readonly docs: readonly SearchDoc[]
  /** term → doc → per-field term frequency. */
  readonly postings: Map<string, Map<number, Partial<Record<Field, number>>>>
  /** Normalised name → docs with that name, in doc order. */
  readonly byName: Map<string, number[]>
  readonly repos: readonly string[]
}

export function normalizeName(name: string): string {
  return name.trim().toLowerCase().replace(/[\s_]+/g, '-')
}

function fieldText(doc: SearchDoc, field: Field): string {
  switch (field) {
    case 'name':
      return doc.name.replace(/[-_.]/g, ' ')
    case 'whenToUse':
      return doc.whenToUse ?? ''
    case 'description':
      return doc.description
    case 'path':
      return (doc.repo + ' ' + doc.relpath).replace(/[-_./]/g, ' ')
  }
}

export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const postings: SearchIndex['postings'] = new Map()
  const byName = new Map<string, number[]>()
  const repos = new Set<string>()
  docs.forEach((doc, i) => {
    repos.add(doc.repo)
    const key = normalizeName(doc.name)
    const list = byName.get(key)
    if (list) list.push(i)
    else byName.set(key, [i])
    for (const field of FIELDS) {
      for (const term of tokenize(fieldText(doc, field))) {
        let perDoc = postings.get(term)
        if (!perDoc) postings.set(term, (perDoc = new Map()))
        let tf = perDoc.get(i)
        if (!tf) perDoc.set(i, (tf = {}))
        tf[field] = (tf[field] ?? 0) + 1
      }
    }
  })
  return { docs, postings, byName, repos: [...repos].sort() }
}

export interface RankOptions {
  /** Only docs of this repo. */
  repo?: string
  explain?: boolean
  /** `and` (default): strict first, then flagged partial rescue. `or`: any word counts (discovery). */
  mode?: 'and' | 'or'
}

/** Ranks every matching name for a query. Deterministic: ties break on name, then doc order. */
export function rank(index: SearchIndex, query: string, opts: RankOptions = {}): RankResult {
  const words = queryWords(query.slice(0, LIMITS.queryMaxChars), LIMITS.queryMaxWords)
  const n = index.docs.length
  const scores = new Map<number, { score: number; matched: number; why: MatchWhy[] }>()
  for (const word of words) {
    const perDoc = index.postings.get(word)
    if (!perDoc) continue
    const idf = Math.log(1 + (n - perDoc.size + 0.5) / (perDoc.size + 0.5))
    for (const [doc, tf] of perDoc) {
      if (opts.repo !== undefined && index.docs[doc]!.repo !== opts.repo) continue
      let s = 0
      const why: MatchWhy[] = []
      for (const field of FIELDS) {
        const f = tf[field]
        if (!f) continue
        const part = WEIGHTS[field] * idf * (f / (f + 1))
        s += part
        if (opts.explain) why.push({ word, field, score: round(part) })
      }
      const entry = scores.get(doc) ?? { score: 0, matched: 0, why: [] }
      entry.score += s
      entry.matched += 1
      entry.why.push(...why)
      scores.set(doc, entry)
    }
  }
  const queryName = normalizeName(query)
  for (const doc of index.byName.get(queryName) ?? []) {
    if (opts.repo !== undefined && index.docs[doc]!.repo !== opts.repo) continue
    const entry = scores.get(doc) ?? { score: 0, matched: words.length, why: [] }
    entry.score += WEIGHTS.exactName
    entry.matched = Math.max(entry.matched, words.length)
    if (opts.explain) entry.why.push({ word: queryName, field: 'exactName', score: WEIGHTS.exactName })
    scores.set(doc, entry)
  }
  const need = words.length
  const pick = (minMatched: number) => {
    const byName = new Map<string, RankedHit>()
    for (const [doc, e] of scores) {
      if (e.matched < minMatched) continue
      const key = normalizeName(index.docs[doc]!.name)
      const hit = byName.get(key)
      if (!hit) {
        byName.set(key, { doc, name: index.docs[doc]!.name, score: e.score, matchCount: e.matched, docs: [doc], ...(opts.explain ? { why: e.why } : {}) })
      } else {
        hit.docs.push(doc)
        if (e.score > hit.score || (e.score === hit.score && doc < hit.doc)) {
          hit.doc = doc
          hit.score = e.score
          hit.matchCount = e.matched
          if (opts.explain) hit.why = e.why
        }
      }
    }
    const hits = [...byName.values()]
    for (const h of hits) h.docs.sort((a, b) => (a === h.doc ? -1 : b === h.doc ? 1 : a - b))
    hits.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.doc - b.doc))
    for (const h of hits) h.score = round(h.score)
    return hits
  }
  if (need === 0 && scores.size === 0) return { words, strict: 0, fallback: null, hits: [] }
  if (opts.mode === 'or') {
    const hits = pick(1)
    return { words, strict: hits.filter((h) => h.matchCount >= need).length, fallback: null, hits }
  }
  const strict = pick(Math.max(need, 1))
  if (strict.length > 0) return { words, strict: strict.length, fallback: null, hits: strict }
  const minPartial = need - LIMITS.partialMaxMissing
  if (need >= 2 && minPartial >= 1) {
    const partial = pick(minPartial)
    if (partial.length > 0) return { words, strict: 0, fallback: 'partial', hits: partial }
  }
  return { words, strict: 0, fallback: null, hits: [] }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000
}
