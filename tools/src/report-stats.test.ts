import { describe, expect, it } from 'vitest'
import { fisherExact, wilson } from './report-stats.ts'

describe('wilson', () => {
  it('matches textbook intervals', () => {
    // Newcombe (1998), Table I: 81/263 → 0.2553–0.3662; 15/148 → 0.0624–0.1605; 0/20 → 0–0.1611.
    const cases: [k: number, n: number, lo: number, hi: number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ]
    for (const [k, n, lo, hi] of cases) {
      const [l, h] = wilson(k, n)!
      expect(l).toBeCloseTo(lo, 4)
      expect(h).toBeCloseTo(hi, 4)
    }
  })

  it('gives 0 of 25 an upper bound above 0 (z²/(n+z²))', () => {
    const [lo, hi] = wilson(0, 25)!
    expect(lo).toBe(0)
    expect(hi).toBeGreaterThan(0)
    expect(hi).toBeCloseTo(1.959963984540054 ** 2 / (25 + 1.959963984540054 ** 2), 12)
  })

  it('reproduces 20/25 → [60.9 %, 91.1 %] and 4/25 → [6.4 %, 34.7 %]', () => {
    const t = wilson(20, 25)!.map((x) => Math.round(x * 1000) / 10)
    const c = wilson(4, 25)!.map((x) => Math.round(x * 1000) / 10)
    expect(t).toEqual([60.9, 91.1])
    expect(c).toEqual([6.4, 34.7])
  })

  it('has no interval for n = 0 or impossible counts', () => {
    expect(wilson(0, 0)).toBeNull()
    expect(wilson(3, 2)).toBeNull()
  })
})

describe('fisherExact', () => {
  it('gives p = 0.1 for 3/3 against 0/3', () => {
    expect(fisherExact(3, 0, 0, 3)).toBeCloseTo(0.1, 12)
  })

  it("matches Fisher's tea-tasting experiment and the dieting example", () => {
    // Lady tasting tea, 3 of 4 cups right: two-sided p = 34/70.
    expect(fisherExact(3, 1, 1, 3)).toBeCloseTo(34 / 70, 12)
    // The dieting example on Wikipedia's "Fisher's exact test" page: two-tailed p = 0.002759.
    expect(fisherExact(1, 9, 11, 3)).toBeCloseTo(0.002759, 6)
  })

  it('is 1 for a table with no association and for an empty table', () => {
    expect(fisherExact(5, 5, 5, 5)).toBeCloseTo(1, 12)
    expect(fisherExact(0, 0, 0, 0)).toBe(1)
  })

  it('is symmetric in the two arms', () => {
    expect(fisherExact(2, 7, 8, 1)).toBeCloseTo(fisherExact(8, 1, 2, 7), 12)
  })
})
