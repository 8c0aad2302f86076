import { describe, expect, it } from 'vitest'
import { buildSearchIndex, rank } from './search.ts'
import { nameSuffixTerms } from './spelling.ts'
import type { SearchDoc } from './types.ts'

const doc = (name: string, description: string): SearchDoc => ({ name, description, repo: 'r', relpath: `skills/${name}`, source: 'library' })
const index = buildSearchIndex([
  doc('d2lbrightspace-automation', 'Automate D2lbrightspace tasks via an MCP server'),
  doc('moodle-api', 'Moodle web services for courses and grades'),
  doc('grade-book', 'Keep a grade book for a class'),
  doc('space-planner', 'Plan office space'),
])

describe('nameSuffixTerms: a product glued into a skill name', () => {
  it('finds the name term a word ends, and only longer ones', () => {
    expect(nameSuffixTerms(index, 'brightspace', 8)).toEqual(['d2lbrightspace'])
    // A term equal to the word is the word itself, not a suffix match.
    expect(nameSuffixTerms(index, 'space', 8)).not.toContain('space')
    expect(nameSuffixTerms(index, 'blackboard', 8)).toEqual([])
  })
  it('lists the skill whose name glues the product the query names, which it did not before', () => {
    const r = rank(index, 'My college runs its courses on Brightspace and I want the grades of my class')
    expect(r.unknown).not.toContain('brightspac')
    expect(r.hits[0]?.name).toBe('d2lbrightspace-automation')
    expect(r.strict).toBe(0)
  })
  it('leaves a word that ends no name term unknown', () => {
    expect(rank(index, 'blackboard grades').unknown).toEqual(['blackboard'])
  })
})

describe('a stem that starts longer library terms is read as their stem, not repaired as a typo', () => {
  const lib = buildSearchIndex([
    doc('micro-saas-launcher', 'Launch a micro SaaS product in a weekend'),
    doc('gut-profiler', 'Profile the microbiome of gut samples and compare microbial communities'),
    doc('diff-viewer', 'Show the diff between two files'),
    doc('group-compare', 'Test the difference between two groups with statistics'),
  ])
  it('reads "microbes" through microbiome and microbial, not through micro (one letter cut off)', () => {
    const r = rank(lib, 'which microbes live in these gut samples', { explain: true })
    expect(r.hits[0]?.name).toBe('gut-profiler')
    expect(r.hits.map((h) => h.name)).not.toContain('micro-saas-launcher')
  })
  it('reads "differ" through difference, not diff', () => {
    const r = rank(lib, 'do these diet groups really differ')
    expect(r.hits[0]?.name).toBe('group-compare')
    expect(r.hits.map((h) => h.name)).not.toContain('diff-viewer')
  })
  it('still repairs a typo whose neighbour is not a shortening (toxcity → toxicity)', () => {
    const t = buildSearchIndex([doc('toxicity-check', 'Predict toxicity of molecules'), doc('other', 'Something else entirely')])
    expect(rank(t, 'toxcity').hits[0]?.name).toBe('toxicity-check')
  })
})
