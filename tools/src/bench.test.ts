import { describe, expect, it } from 'vitest'
import { buildSearchIndex } from '../../host.js-src/core/search.ts'
import type { SkillRow } from '../../host.js-src/core/types.ts'
import type { CliIo } from './cli-io.ts'
import { answerText, benchCommand, benchRows, linearScan, percentile, prng, renderBench, synthesize } from './bench.ts'
import { rowDocs } from '../../host.js-src/library/search-sidecar.ts'

const row = (name: string, description: string, repo = 'r'): SkillRow => ({ repo, relpath: name, name, description, files: 2, kb: 3 })
const BASE = [row('pdf-forms', 'Fill PDF forms and extract tables'), row('deploy-to-vercel', 'Deploy an app to Vercel with a preview link'), row('music-theory', 'Chords scales harmony')]

describe('synthesize', () => {
  it('keeps the real rows first and varies the rest deterministically', () => {
    const a = synthesize(BASE, 12)
    expect(a).toHaveLength(12)
    expect(a.slice(0, 3)).toEqual(BASE)
    expect(synthesize(BASE, 12)).toEqual(a)
    expect(new Set(a.map((r) => r.name)).size).toBeGreaterThan(6)
    expect(a.slice(3).every((r) => r.repo.startsWith('synthetic-'))).toBe(true)
  })
  it('returns fewer rows when asked for fewer than the base', () => {
    expect(synthesize(BASE, 2)).toEqual(BASE.slice(0, 2))
  })
})

describe('prng', () => {
  it('is deterministic per seed and stays in [0, 1)', () => {
    const a = prng(7)
    const b = prng(7)
    for (let i = 0; i < 100; i++) {
      const x = a()
      expect(x).toBe(b())
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThan(1)
    }
  })
})

describe('linearScan', () => {
  it('keeps rows holding every word, best first', () => {
    expect(linearScan(BASE, ['pdf', 'forms']).map((h) => h.name)).toEqual(['pdf-forms'])
    expect(linearScan(BASE, ['deploy', 'nothing'])).toEqual([])
    expect(linearScan(BASE, [])).toEqual([])
  })
})

describe('percentile', () => {
  it('reads nearest-rank percentiles of a sorted list', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(xs, 50)).toBe(50)
    expect(percentile(xs, 99)).toBe(99)
    expect(percentile([], 50)).toBe(0)
  })
})

describe('answerText', () => {
  it('renders what skill_search would show', () => {
    const text = answerText(buildSearchIndex(rowDocs(BASE)), 'deploy vercel')
    expect(text).toContain('1 exact match')
    expect(text).toContain('deploy-to-vercel')
  })
})

describe('benchRows / renderBench', () => {
  it('measures a library and renders one table row per library', async () => {
    const r = await benchRows('tiny', synthesize(BASE, 30), ['pdf forms', 'vercel'], 2)
    expect(r.sidecarMb).toBeGreaterThan(0)
    expect(r.rows).toBe(30)
    expect(r.warmMedianMs).toBeGreaterThanOrEqual(0)
    expect(r.bytesPerAnswer).toBeGreaterThan(0)
    const table = renderBench([r], 12, 2)
    expect(table).toContain('| tiny | 30 |')
    expect(table).toContain('build-index of the corpus')
  })
})

describe('bench command', () => {
  it('says plainly and exits 0 when the corpus is missing', async () => {
    let out = ''
    const io: CliIo = { cwd: '/nonexistent-dir-for-bench', out: (t) => void (out += t), err: (t) => void (out += t), isTTY: false, env: {} }
    expect(await benchCommand([], io)).toBe(0)
    expect(out).toMatch(/^bench: skipped — the corpus .* is not here/)
  })
})
