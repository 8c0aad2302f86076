/**
 * The candidate generator on the real 1,374-skill corpus and the judged dev queries. Needs
 * ../shared; skips with a message without it. The figures it prints are the ones in docs/discovery.md.
 */
import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildSearchIndex } from '../../host.js-src/core/search.ts'
import type { SearchIndex } from '../../host.js-src/core/search.ts'
import { DISCOVERY } from '../../host.js-src/core/limits.ts'
import { findCandidates } from '../../host.js-src/discovery/candidates.ts'
import { scanLibrary } from '../../host.js-src/library/scan-library.ts'
import { createNodeFs } from '../../tools/src/node-fs.ts'

const SHARED = resolve(import.meta.dirname, '../../../shared')
const CORPUS = join(SHARED, 'corpus', 'skills')
const DEV = join(SHARED, 'eval', 'dev.jsonl')
const present = existsSync(CORPUS) && existsSync(DEV)
if (!present) console.log(`skipping the discovery corpus test: ${CORPUS} or ${DEV} does not exist (no ../shared checkout)`)

describe.skipIf(!present)('discovery candidates on the shared corpus', () => {
  let index: SearchIndex
  const load = async () => {
    if (index) return index
    const scan = await scanLibrary(createNodeFs(CORPUS), CORPUS)
    index = buildSearchIndex(scan.skills.map((s) => ({ name: s.row.name, description: s.row.description, ...(s.row.whenToUse ? { whenToUse: s.row.whenToUse } : {}), repo: s.row.repo, relpath: s.row.relpath, source: 'library' as const })))
    return index
  }

  it('ranks semgrep first for a security-scan task, and tiers it HIGH', async () => {
    const r = findCandidates(await load(), 'Run a semgrep security scan over this repository and triage the findings')
    expect(r.tier).toBe('HIGH')
    expect(r.candidates[0]?.name).toBe('semgrep')
    expect(new Set(r.candidates.map((c) => c.name)).size).toBe(r.candidates.length)
  })

  it('never reaches HIGH on the judged no-answer queries, and HIGH is right at least 90 % of the time', async () => {
    const idx = await load()
    const queries = readFileSync(DEV, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { kind: string; query: string; primary: string | null; relevant: string[] })
    let high = 0
    let highRight = 0
    let answerable = 0
    const noneHigh: string[] = []
    for (const q of queries) {
      const r = findCandidates(idx, q.query)
      if (q.kind === 'none') {
        if (r.tier === 'HIGH') noneHigh.push(q.query)
        continue
      }
      answerable++
      if (r.tier !== 'HIGH') continue
      high++
      const names = r.candidates.map((c) => c.name)
      if (q.primary && names.includes(q.primary)) highRight++
    }
    console.log(`discovery on dev.jsonl: ${high}/${answerable} answerable queries HIGH; primary in the hinted top ${DISCOVERY.topK} for ${highRight}/${high}; no-answer queries HIGH: ${noneHigh.length}`)
    expect(noneHigh).toEqual([])
    expect(highRight / high).toBeGreaterThanOrEqual(0.9)
    expect(high / answerable).toBeGreaterThanOrEqual(0.5)
  })
})
