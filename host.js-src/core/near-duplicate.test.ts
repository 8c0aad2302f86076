import { describe, expect, it } from 'vitest'
import { NEAR_DUPLICATE } from './limits.ts'
import { nearDuplicatePairs, nearDuplicatesOf, similarity } from './near-duplicate.ts'

const PDF = { name: 'pdf-tools', description: 'Extract text and tables from PDF files, merge and split PDF documents', where: 'acme/pdf-tools' }
const KUBE = { name: 'kube-deploy', description: 'Deploy services to a Kubernetes cluster with rolling updates', where: 'acme/kube-deploy' }
const SQL = { name: 'sql-tuning', description: 'Find slow SQL queries and add the right database indexes', where: 'acme/sql-tuning' }

describe('near-duplicate score', () => {
  it('is 1 for the same skill and 0 for skills with no word in common', () => {
    expect(similarity(PDF, PDF).score).toBeCloseTo(1)
    expect(similarity(PDF, KUBE).score).toBe(0)
  })

  it('counts stemmed words: a copy under a longer name with a reworded description still matches', () => {
    const copy = { name: 'pdf-tools-extra', description: 'Extracts texts and tables from PDF files; merges and splits PDF documents' }
    const s = similarity(PDF, copy)
    expect(s.descriptionScore).toBeGreaterThan(0.9)
    expect(s.score).toBeGreaterThanOrEqual(NEAR_DUPLICATE.threshold)
  })

  it('keeps apart skills that share a topic word but do different things', () => {
    const other = { name: 'pdf-forms', description: 'Fill in interactive form fields of a PDF and flatten them' }
    expect(similarity(PDF, other).score).toBeLessThan(NEAR_DUPLICATE.threshold)
  })
})

describe('nearDuplicatesOf', () => {
  it('names the close matches best first and leaves out the probe\'s own name', () => {
    const rows = [PDF, KUBE, SQL, { ...PDF, where: 'labs/pdf-tools' }]
    const probe = { name: 'pdf-tools-plus', description: PDF.description }
    const matches = nearDuplicatesOf(probe, rows)
    expect(matches.map((m) => m.name)).toEqual(['pdf-tools'])
    expect(nearDuplicatesOf(PDF, rows)).toEqual([])
  })

  it('finds nothing for an unrelated skill', () => {
    expect(nearDuplicatesOf({ name: 'glaze-hold', description: 'Hold times for cone 6 stoneware glaze firings' }, [PDF, KUBE, SQL])).toEqual([])
  })
})

describe('nearDuplicatePairs', () => {
  it('lists each close pair of different names once, copies of one name being one skill', () => {
    const rows = [PDF, { ...PDF, where: 'labs/pdf-tools' }, { name: 'pdf-tools-plus', description: PDF.description, where: 'x/pdf-tools-plus' }, KUBE, SQL]
    const out = nearDuplicatePairs(rows)
    expect(out.pairs.map((p) => [p.a.name, p.b.name])).toEqual([['pdf-tools', 'pdf-tools-plus']])
    expect(out.total).toBe(1)
  })

  it('stays fast on a large library of templated skills (only pairs sharing an uncommon word are compared)', () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => ({ name: `tool${i}-automation`, description: `Automate tool${i} tasks through its API: create, list and update records` }))
    const started = performance.now()
    const out = nearDuplicatePairs(rows)
    expect(performance.now() - started).toBeLessThan(3_000)
    expect(out.compared).toBeLessThan(1_000)
    expect(out.total).toBe(0)
  })
})
