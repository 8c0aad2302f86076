import { describe, expect, it } from 'vitest'
import { buildSearchIndex } from '../core/search.ts'
import type { SearchDoc } from '../core/types.ts'
import { DISCOVERY } from '../core/limits.ts'
import { FIXTURE_ROWS } from '../../test/discovery/fixture-rows.ts'
import { tokenize } from '../core/tokenize.ts'
import { findCandidates, tierOf } from './candidates.ts'
import type { Candidate, DiscoveryReason, Tier } from './candidates.ts'

const docs: SearchDoc[] = FIXTURE_ROWS.map((r) => ({ name: r.name, description: r.description, repo: r.repo, relpath: r.relpath, source: 'library' }))
const index = buildSearchIndex(docs)

describe('findCandidates', () => {
  const cases: Record<string, [task: string, tier: Tier, reason: DiscoveryReason, top?: string]> = {
    'a security-scan task names semgrep first': ['Run a semgrep security scan over this repository', 'HIGH', 'ok', 'semgrep'],
    'a one-word task equal to a skill name': ['semgrep', 'HIGH', 'ok', 'semgrep'],
    'a task sharing one rare description word only': ['the cheminformatics homework', 'MEDIUM', 'ok', 'rdkit'],
    'no words at all': ['?! … 👍', 'NONE', 'no-searchable-token'],
    'words the library never mentions': ['roblox luau leaderboard', 'NONE', 'no-candidate'],
  }
  for (const [name, [task, tier, reason, top]] of Object.entries(cases)) {
    it(name, () => {
      const r = findCandidates(index, task)
      expect([r.tier, r.reason]).toEqual([tier, reason])
      if (top) expect(r.candidates[0]?.name).toBe(top)
    })
  }

  it('reports no-library when there is no index or it is empty', () => {
    expect(findCandidates(undefined, 'semgrep scan').reason).toBe('no-library')
    expect(findCandidates(buildSearchIndex([]), 'semgrep scan')).toMatchObject({ tier: 'NONE', reason: 'no-library', tokenCount: 2 })
  })

  it('drops words found in more than 80 % of rows, and says so when nothing else is left', () => {
    // "widget" is in 9 of 10 rows: no discriminating power, so it can neither rank nor tier.
    const common = buildSearchIndex([
      ...Array.from({ length: 9 }, (_, i) => ({ name: `tool-${i}`, description: `widget helper number ${i}`, repo: 'r', relpath: `t${i}`, source: 'library' as const })),
      { name: 'other', description: 'unrelated thing', repo: 'r', relpath: 'o', source: 'library' as const },
    ])
    const r = findCandidates(common, 'widget')
    expect(r).toMatchObject({ tier: 'NONE', reason: 'no-discriminating-token', commonTokenCount: 1, candidates: [] })
  })

  it('keeps a word found in exactly 80 % of rows', () => {
    const edge = buildSearchIndex([
      ...Array.from({ length: 8 }, (_, i) => ({ name: `tool-${i}`, description: `widget helper ${i}`, repo: 'r', relpath: `t${i}`, source: 'library' as const })),
      { name: 'a', description: 'alpha', repo: 'r', relpath: 'a', source: 'library' as const },
      { name: 'b', description: 'beta', repo: 'r', relpath: 'b', source: 'library' as const },
    ])
    expect(findCandidates(edge, 'widget').effectiveWords).toEqual(tokenize('widget'))
  })

  it('does not let an everywhere-word fake a HIGH tier', () => {
    // Every row says "widget"; one row also says "frobnicate". The task matches that row on both
    // words, but only "frobnicate" is effective: one description word, not a confident match.
    const rows = [
      { name: 'frob', description: 'widget that can frobnicate', repo: 'r', relpath: 'f', source: 'library' as const },
      ...Array.from({ length: 9 }, (_, i) => ({ name: `w${i}`, description: `widget ${i}`, repo: 'r', relpath: `w${i}`, source: 'library' as const })),
    ]
    const r = findCandidates(buildSearchIndex(rows), 'frobnicate the widget')
    expect(r.effectiveWords).toEqual(tokenize('frobnicate'))
    expect(r.candidates[0]).toMatchObject({ name: 'frob', matched: 1 })
    expect(r.tier).toBe('MEDIUM')
  })

  it('keeps one row per name and at most topK candidates', () => {
    const many = buildSearchIndex(
      Array.from({ length: 12 }, (_, i) => ({ name: `scan-${i % 7}`, description: `security scan variant ${i}`, repo: `repo${i}`, relpath: `s${i}`, source: 'library' as const })).concat(
        Array.from({ length: 50 }, (_, i) => ({ name: `misc-${i}`, description: `misc ${i}`, repo: 'm', relpath: `m${i}`, source: 'library' as const })),
      ),
    )
    const r = findCandidates(many, 'security scan')
    const names = r.candidates.map((c) => c.name)
    expect(names.length).toBe(DISCOVERY.topK)
    expect(new Set(names).size).toBe(names.length)
  })

  it('is deterministic', () => {
    expect(findCandidates(index, 'debug the pdf form bug')).toEqual(findCandidates(index, 'debug the pdf form bug'))
  })
})

describe('tierOf', () => {
  const top = (over: Partial<Candidate>): Candidate => ({ name: 'x', repo: 'r', description: '', score: 1, matched: 2, nameHit: false, coverage: 1, rarestShare: 0.01, ...over })
  it('needs two matched words or a name hit', () => {
    expect(tierOf(top({ matched: 1 }))).toBe('MEDIUM')
    expect(tierOf(top({ matched: 1, nameHit: true }))).toBe('HIGH')
    expect(tierOf(top({ matched: DISCOVERY.highMinWords }))).toBe('HIGH')
  })
  it('needs the coverage threshold', () => {
    expect(tierOf(top({ coverage: DISCOVERY.highMinCoverage }))).toBe('HIGH')
    expect(tierOf(top({ coverage: DISCOVERY.highMinCoverage - 0.01 }))).toBe('MEDIUM')
  })
})
