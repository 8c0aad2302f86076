/**
 * The two statistics the discovery report prints, written out so they can be checked against
 * textbook values (report-stats.test.ts). Pure functions of their inputs.
 */

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054

/**
 * Wilson score interval for k successes in n trials, as [low, high] proportions; null when n = 0.
 * Unlike the normal approximation it never collapses to [0, 0] at k = 0 (0 of 25 still leaves room
 * for a rate up to ~13 %) and never leaves [0, 1].
 */
export function wilson(k: number, n: number, z: number = Z95): [number, number] | null {
  if (!(n > 0) || k < 0 || k > n) return null
  const p = k / n
  const z2 = z * z
  const denom = 1 + z2 / n
  const centre = (p + z2 / (2 * n)) / denom
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom
  // At k = 0 or k = n one bound is exactly 0 or 1; say so instead of leaving rounding dust.
  return [k === 0 ? 0 : Math.max(0, centre - half), k === n ? 1 : Math.min(1, centre + half)]
}

/**
 * Fisher's exact test, two-sided, for the 2×2 table [[a, b], [c, d]]: the probability, under
 * fixed margins, of a table at most as likely as the one observed (the usual "sum of small p"
 * rule, with a relative tolerance so ties in floating point are counted as ties).
 */
export function fisherExact(a: number, b: number, c: number, d: number): number {
  const row1 = a + b
  const row2 = c + d
  const col1 = a + c
  const n = row1 + row2
  if (n === 0) return 1
  const logFact = new Float64Array(n + 1)
  for (let i = 2; i <= n; i++) logFact[i] = logFact[i - 1]! + Math.log(i)
  const lc = (m: number, k: number) => logFact[m]! - logFact[k]! - logFact[m - k]!
  const logP = (x: number) => lc(row1, x) + lc(row2, col1 - x) - lc(n, col1)
  const observed = logP(a)
  const lo = Math.max(0, col1 - row2)
  const hi = Math.min(row1, col1)
  let p = 0
  for (let x = lo; x <= hi; x++) {
    const lp = logP(x)
    if (lp <= observed + 1e-7) p += Math.exp(lp)
  }
  return Math.min(1, p)
}
