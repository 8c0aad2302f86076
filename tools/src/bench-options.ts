import { UsageError } from './cli-io.ts'

/**
 * bench's --sizes and --reps, read in one place: main.ts checks them before the bench module loads
 * (a typo must not pass as "skipped" on a machine without the corpus), and bench reads them the same way.
 */
export function benchSizes(text: string | undefined): number[] {
  if (text === undefined) return [10_000, 100_000]
  if (!/^\s*[1-9]\d*\s*(,\s*[1-9]\d*\s*)*$/.test(text)) throw new UsageError(`--sizes takes whole library sizes above 0, comma-separated (e.g. 10000,100000), got "${text}"`)
  return text.split(',').map((s) => Number(s.trim()))
}

/** --reps: a whole number above 0, else `fallback` when not given. */
export function benchReps(text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback
  if (!/^\s*[1-9]\d*\s*$/.test(text)) throw new UsageError(`--reps takes a whole number above 0, got "${text}"`)
  return Number(text.trim())
}
