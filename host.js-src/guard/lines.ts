/** Line starts of a text and the line an offset falls on, shared by the scan and the document rules. */

/** The offset where each line begins: after `\n`, `\r\n` or a lone `\r`. */
export function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 10) starts.push(i + 1)
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++
      starts.push(i + 1)
    }
  }
  return starts
}

/** The 0-based line of offset `index`, by binary search over the line starts. */
export function lineOf(starts: readonly number[], index: number): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= index) lo = mid
    else hi = mid - 1
  }
  return lo
}
