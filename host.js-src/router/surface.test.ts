import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '../core/limits.ts'
import { queryWords } from '../core/tokenize.ts'
import { surfaceForms } from './router.ts'

/** Every piece read, as before issue 18's early stop. */
function reference(query: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const piece of query.split(/[\s,;:!?()[\]{}"]+/)) {
    if (!piece) continue
    for (const stem of queryWords(piece, LIMITS.queryMaxWords)) if (!out.has(stem)) out.set(stem, piece.toLowerCase())
  }
  return out
}

describe('surfaceForms (the words of an answer as the query wrote them)', () => {
  it('gives each wanted stem the form the full reading gives, whatever the order of the pieces', () => {
    const words = ['Notes', 'notes', 'noting', 'Deploying', 'deploy', 'deployed', 'k8s', 'API', 'apis', '部署', 'the', 'and', 'Running', 'runs', 'a', 'e-mail', 'email']
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 20 }), fc.constantFrom(' ', ', ', '; ', ' (', '"'), (picked, sep) => {
        const query = picked.join(sep)
        const full = reference(query)
        const wanted = [...full.keys()].filter((_, i) => i % 2 === 0)
        const got = surfaceForms(query, [...wanted, 'never-in-the-query'])
        for (const w of wanted) expect(got.get(w)).toBe(full.get(w))
        expect(got.has('never-in-the-query')).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('shows the word as written, not its stem', () => {
    const [stem] = queryWords('Notes', LIMITS.queryMaxWords)
    expect(stem).not.toBe('notes')
    expect(surfaceForms('Writing release Notes', [stem!]).get(stem!)).toBe('notes')
  })
})
