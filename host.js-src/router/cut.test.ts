import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cutLine } from './cut.ts'

/** What every hit's description went through before (router.ts `cut`). */
const byRegex = (text: string, max: number) => {
  const oneLine = text.replace(/\s+/g, ' ').trim()
  return oneLine.length > max ? oneLine.slice(0, max - 1).trimEnd() + '…' : oneLine
}

describe('cutLine (issue 18: the shown hits without a regex over each whole description)', () => {
  it('is the regex version on texts of words, spaces, tabs, newlines, Unicode spaces and CJK', () => {
    const piece = fc.oneof(fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u3000', '\u2028', 'a', 'Z', '.', '~', '中文', 'é', '\u0001'), fc.string({ maxLength: 6 }))
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 80 }), fc.integer({ min: 0, max: 40 }), (parts, max) => {
        const text = parts.join('')
        expect(cutLine(text, max)).toBe(byRegex(text, max))
      }),
      { numRuns: 3000 },
    )
  })

  it('cuts a long plain description at the same place, and says so with …', () => {
    const text = 'Build and deploy container images to a cluster with rollbacks and health checks'
    expect(cutLine(text, 30)).toBe('Build and deploy container im…')
    expect(cutLine(text, 30)).toBe(byRegex(text, 30))
    // A space right at the cut, a trailing space, a double space: each as the regex has it.
    for (const t of ['abcd efgh', 'abcd ', 'abcd  efgh', ' abcd efgh', 'abcde']) for (let m = 0; m < 8; m++) expect(cutLine(t, m)).toBe(byRegex(t, m))
  })
})
