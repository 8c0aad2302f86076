/**
 * `run` over every item with at most `width` calls in flight, results in input order (issue 18:
 * the file-system checks of one tool call go side by side, never one after another, and never
 * all at once). A throw rejects the whole map, as Promise.all does.
 */
export async function mapBounded<T, R>(items: readonly T[], width: number, run: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await run(items[i]!, i)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, worker))
  return out
}
