import { describe, expect, it } from 'vitest'
import { LIMITS } from './limits.ts'
import { buildSearchIndex, rank } from './search.ts'
import { oneEditStems, queryTokens, stem, tokenize } from './tokenize.ts'
import type { SearchDoc } from './types.ts'

// Issue 14, "work without bound": one long token made the one-edit spelling repair quadratic
// (≈ 52·n candidate words of n characters each, every one stemmed). These inputs took 3.7 s,
// 7.1 s and 5.8 s. The deterministic proxy is the number of candidate edits generated; the wall
// bound is generous (a slow shared CI core still passes it by far when the work is linear).

const doc = (name: string, description: string): SearchDoc => ({ name, description, repo: 'r', relpath: `skills/${name}`, source: 'library' })
const index = buildSearchIndex([
  doc('k8s-deploy', 'Deploy services to Kubernetes with rolling deployments'),
  doc('optimise-sql', 'Optimizing slow SQL queries with indexes'),
  doc('pdf', 'Fill PDF forms and extract tables'),
  doc('music', 'Explain chords and scales'),
])

const LONG_INPUTS: Record<string, string> = {
  '2,000 characters, one token': 'a'.repeat(2_000),
  '20,000 characters, one token': 'b'.repeat(20_000),
  'kubernetesdeployment × 100': 'kubernetesdeployment'.repeat(100),
  'Chinese, 10,000 characters': '部署数据库迁移'.repeat(1_500),
  'many short words': 'deploy kubernets optimzing '.repeat(400),
  'mixed letters, one token': Array.from({ length: 5_000 }, (_, i) => String.fromCharCode(97 + ((i * 7) % 26))).join(''),
}

describe('bounded work for long tokens (issue 14)', () => {
  it('caps a token at LIMITS.tokenMaxChars on both sides, so a document and a query still meet', () => {
    const long = 'x'.repeat(LIMITS.tokenMaxChars + 50)
    const [term] = tokenize(long)
    expect(term!.length).toBeLessThanOrEqual(LIMITS.tokenMaxChars)
    expect(queryTokens(long)[0]!.key).toBe(term)
  })

  it('generates no one-edit candidates for a word longer than LIMITS.spellingMaxChars', () => {
    expect(oneEditStems('a'.repeat(LIMITS.spellingMaxChars + 1)).size).toBe(0)
    // a word of repairable length still gets its candidates (deletions, swaps, substitutions, insertions)
    expect(oneEditStems('optimzing').has(stem('optimizing'))).toBe(true)
  })

  it('keeps the candidate count linear: at most 53·n + 26 for a word of n characters', () => {
    const n = LIMITS.spellingMaxChars
    expect(oneEditStems('q'.repeat(n)).size).toBeLessThanOrEqual(53 * n + 26)
  })

  for (const [label, query] of Object.entries(LONG_INPUTS)) {
    it(`answers "${label}" in well under 500 ms`, () => {
      const t0 = performance.now()
      rank(index, query)
      rank(index, query + ' deploy')
      expect(performance.now() - t0).toBeLessThan(500)
    })
  }
})
