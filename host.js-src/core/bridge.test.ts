import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bestDocs, bridgeWords, selfTermsOf } from './bridge.ts'
import { SELF_FIELDS_UNIT } from './fields.ts'
import { LIMITS, WEIGHTS } from './limits.ts'
import type { SearchIndex } from './postings.ts'
import { idfOf } from './scoring.ts'
import { scratchFor } from './scratch.ts'
import type { Scratch } from './scratch.ts'
import { buildSearchIndex, rank } from './search.ts'
import { queryTokens } from './tokenize.ts'
import type { SearchDoc } from './types.ts'
import { readWords } from './words.ts'
import type { Word } from './words.ts'

// The learned bridge (issue 19): the rows holding a sentence's situation word vote for the terms
// they describe themselves with, and a skill that never says the word is found through them.
const doc = (name: string, description: string, keywords?: string): SearchDoc => ({ name, description, repo: 'r', relpath: `skills/${name}`, source: 'library', ...(keywords ? { keywords } : {}) })

const FILLER = ['pdf forms', 'music chords', 'sql indexes', 'email drafts', 'chart colors', 'css grid', 'unit tests', 'docker images', 'git branches', 'resume writing', 'tax forms', 'cooking recipes', 'yoga poses', 'camera lenses', 'garden soil', 'chess openings', 'poetry meter', 'excel macros', 'french verbs', 'map tiles', 'font pairing', 'budget sheets', 'logo sketches', 'csv cleanup', 'audio mixing', 'video captions', 'slide decks', 'survey design', 'invoice layout', 'photo retouching']
const LIBRARY: SearchDoc[] = [
  // Three rows whose bodies speak of outages and which describe themselves as failover work.
  doc('multi-region-failover', 'Failover runbooks for replicated databases', 'outage region'),
  doc('dns-failover', 'Failover of DNS records between providers', 'outage'),
  doc('backup-restore-drills', 'Failover and restore drills for storage', 'outage'),
  // The skill the user needs: it never says "outage".
  doc('disaster-recovery-plan', 'Plan failover across data centres and recovery objectives'),
  // Enough unrelated rows (240) that "failover" (4 rows, < LIMITS.bridgeMaxShare) is rare, as in a real library.
  ...FILLER.flatMap((f, i) => ['help with', 'a guide to', 'notes on', 'tips for', 'checklists for', 'examples of', 'templates for', 'reviews of'].map((lead, j) => doc(`filler-${i}-${j}`, `${lead} ${f}`))),
]
const index = buildSearchIndex(LIBRARY)
const SENTENCE = 'what happens to our databases and storage during an outage'

describe('learned bridge from situation words', () => {
  it('finds the skill through the terms the rows holding the word describe themselves with', () => {
    const r = rank(index, SENTENCE)
    expect(r.hits.map((h) => h.name)).toContain('disaster-recovery-plan')
    expect(r.strict).toBe(0)
  })

  it('is what finds it: with the bridge off the skill is not listed', () => {
    const off = rank(index, SENTENCE, {}, { ...WEIGHTS, associated: 0 })
    expect(off.hits.map((h) => h.name)).not.toContain('disaster-recovery-plan')
  })

  it('does not act on a keyword query (only sentences are bridged)', () => {
    expect(rank(index, 'outage').hits.map((h) => h.name)).not.toContain('disaster-recovery-plan')
  })

  it('needs LIMITS.bridgeMinVotes rows to agree', () => {
    const strict = { ...LIMITS, bridgeMinVotes: 4 }
    expect(rank(index, SENTENCE, {}, WEIGHTS, strict).hits.map((h) => h.name)).not.toContain('disaster-recovery-plan')
  })
})

/**
 * The bridge as it was before session 6's speed work (votes tested after the df read, the word's
 * arrays copied by spread): kept here only as the reference the faster one must equal.
 */
function bridgeReference(index: SearchIndex, words: Word[], weights: typeof WEIGHTS, limits: typeof LIMITS, scratch: Scratch): void {
  const n = index.docs.length
  if (n < limits.universalMinRows) return
  const st = selfTermsOf(index)
  const inQuery = new Set<string>()
  for (const w of words) for (const alt of w.alts) for (const t of alt.terms) inQuery.add(t)
  const votes = new Int32Array(st.terms.length)
  for (const word of words) {
    if (word.weight === 0 || word.df === 0 || word.token.generic || word.df / n > limits.bridgeMaxShare) continue
    const voters = bestDocs(word, limits.bridgeVoters)
    if (voters.length < limits.bridgeMinVotes) continue
    const voted: number[] = []
    for (const d of voters) for (let k = st.start[d]!; k < st.start[d + 1]!; k++) (votes[st.ids[k]!] === 0 && voted.push(st.ids[k]!), votes[st.ids[k]!]!++)
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
    const seen = new Set<number>(word.docs)
    const docs = [...word.docs]
    const scores = [...word.scores]
    const plain = [...word.plain]
    for (const { id } of picked.slice(0, limits.bridgeTerms)) {
      const list = index.postings.at(id)
      const factor = weights.associated * Math.min(1, idfOf(n, st.df[id]!) / (word.idf || 1))
      word.alts.push({ terms: [st.terms[id]!], lists: [list], kind: 'associated', factor })
      const take: number[] = []
      for (let j = 0; j < list.docs.length; j++) {
        if (seen.has(list.docs[j]!) || list.tf[j]! % SELF_FIELDS_UNIT === 0) continue
        let pos = take.length
        while (pos > 0 && list.sat[take[pos - 1]!]! < list.sat[j]!) pos--
        if (pos >= limits.bridgeMaxRows) continue
        take.splice(pos, 0, j)
        if (take.length > limits.bridgeMaxRows) take.pop()
      }
      take.sort((a, b) => a - b)
      for (const j of take) (seen.add(list.docs[j]!), docs.push(list.docs[j]!), scores.push(factor * list.sat[j]!), plain.push(0))
    }
    if (docs.length === word.docs.length) continue
    word.docs = docs
    word.scores = Float64Array.from(scores)
    word.plain = Uint8Array.from(plain)
    word.df = docs.length
  }
}

describe('bridgeWords is the reference algorithm, faster (issue 18)', () => {
  const VOCAB = ['outage', 'region', 'failover', 'restore', 'backup', 'latency', 'queue', 'retry', 'deploy', 'canary', 'index', 'schema', 'query', 'cache', 'token', 'audit', 'alert', 'metric', 'trace', 'budget']
  const shown = (w: Word) => ({ docs: [...w.docs], scores: [...w.scores], plain: [...w.plain], df: w.df, alts: w.alts.map((a) => [a.terms, a.kind, a.factor]) })
  it('adds the same alternatives, rows, scores and flags to every word of random sentences', () => {
    let bridged = 0
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(fc.constantFrom(...VOCAB), { minLength: 1, maxLength: 5 }), fc.array(fc.constantFrom(...VOCAB), { maxLength: 4 })), { minLength: 30, maxLength: 80 }),
        fc.array(fc.constantFrom(...VOCAB), { minLength: 6, maxLength: 10 }),
        (rows, sentence) => {
          const docs = rows.map(([desc, kw], i) => doc(`row-${i}`, `${desc.join(' ')} notes`, kw.join(' ') || undefined))
          const index = buildSearchIndex([...docs, ...LIBRARY.slice(4)])
          const tokens = queryTokens(sentence.join(' '), { has: (t) => index.postings.has(t) })
          const limits = { ...LIMITS, bridgeMaxShare: 0.2, bridgeMinLift: 1.5 }
          const fresh = () => readWords(index, tokens, WEIGHTS, limits, scratchFor(index)).map((w) => ({ ...w, alts: [...w.alts], docs: [...w.docs], scores: Float64Array.from(w.scores), plain: Uint8Array.from(w.plain) }))
          const a = fresh()
          bridgeReference(index, a, WEIGHTS, limits, scratchFor(index))
          const b = fresh()
          bridgeWords(index, b, WEIGHTS, limits, scratchFor(index))
          expect(b.map(shown)).toEqual(a.map(shown))
          if (b.some((w) => w.alts.some((alt) => alt.kind === 'associated'))) bridged++
          return true
        },
      ),
      { numRuns: 150 },
    )
    // The property is about something: most random sentences do get bridged terms.
    expect(bridged).toBeGreaterThan(50)
  })
})
