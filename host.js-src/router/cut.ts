/**
 * A text as one line (whitespace runs as one space, trimmed), cut to `max` characters with "…".
 * Every shown hit's description and when-to-use line goes through it (issue 18: at 10,000 rows the
 * regex over each whole description was ~4 % of a warm skill_search). A description longer than
 * `max` whose first `max + 1` characters are printable ASCII with single spaces is cut without
 * reading the rest: its one-line form starts with those same characters and is longer than `max`.
 * Anything else takes the regex, so the answer is always the regex's.
 */
export function cutLine(text: string, max: number): string {
  if (max >= 1 && text.length > max && plainPrefix(text, max)) return text.slice(0, max - 1).trimEnd() + '…'
  const oneLine = text.replace(/\s+/g, ' ').trim()
  return oneLine.length > max ? oneLine.slice(0, max - 1).trimEnd() + '…' : oneLine
}

/** Characters 0 … max are printable ASCII, single spaces inside, and character `max` is no space. */
function plainPrefix(text: string, max: number): boolean {
  let space = true // no space first (it would be trimmed)
  for (let i = 0; i <= max; i++) {
    const c = text.charCodeAt(i)
    if (c === 32) {
      if (space) return false
      space = true
    } else if (c > 32 && c < 127) space = false
    else return false
  }
  return !space
}
