import { describe, expect, it } from 'vitest'
import { LIMITS, WEIGHTS } from './limits.ts'
import { buildSearchIndex, rank } from './search.ts'
import type { SearchDoc } from './types.ts'

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
