import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SkillRow } from '../../host.js-src/core/types.ts'
import { BUILD_TARGETS, benchBuild, renderBuildBench } from './bench-build.ts'
import type { BuildBench } from './bench-build.ts'

const root = mkdtempSync(join(tmpdir(), 'dsr-bench-build-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function library(): string {
  const lib = join(root, 'lib')
  for (const [repo, name] of [['acme', 'pdf-forms'], ['acme', 'k8s-deploy'], ['other', 'release-notes']] as const) {
    mkdirSync(join(lib, repo, name), { recursive: true })
    writeFileSync(join(lib, repo, name, 'SKILL.md'), `---\nname: ${name}\ndescription: ${name.replace('-', ' ')} made easy\n---\n# ${name}\n\nSteps for ${name}.\n`)
  }
  return lib
}

const ROWS: SkillRow[] = [
  { repo: 'acme', relpath: 'skills/deploy-to-vercel', name: 'deploy-to-vercel', description: 'Deploy an app to Vercel with a preview link.', files: 1, kb: 1 },
  { repo: 'acme', relpath: 'skills/pdf-forms', name: 'pdf-forms', description: 'Fill PDF forms.', files: 1, kb: 1 },
]

describe('bench build and cold start (issue 18)', () => {
  it('times build-index, its rebuild and a cold search, each beside its bare process, in one run', async () => {
    const b = await benchBuild({ library: library(), coldRows: ROWS, runs: 1, tmp: root })
    expect(b.skillFiles).toBe(3)
    for (const v of [b.bareWalkMs, b.firstBuildMs!, b.buildMs, b.fullMs!, b.rebuildMs, b.cold!.bareReadMs, b.cold!.searchMs]) expect(v).toBeGreaterThan(0)
    // Ratios are this run's figures divided, not constants.
    expect(b.ratios.buildVsWalk).toBeCloseTo(b.buildMs / b.bareWalkMs, 1)
    expect(b.ratios.coldVsBare).toBeCloseTo(b.cold!.searchMs / b.cold!.bareReadMs, 1)
    expect(b.cold!.rows).toBe(2)
    const text = renderBuildBench(b)
    expect(text).toContain('read 3 SKILL.md')
    expect(text).toContain('first on a machine')
    expect(text).toContain('cold search at 2 rows')
  }, 60_000)

  it('says met or NOT met from the ratios, and when the cold figures were not taken', () => {
    const b: BuildBench = { load: 1, skillFiles: 9, bareWalkMs: 100, buildMs: 199, rebuildMs: 120, ratios: { buildVsWalk: 1.99, rebuildVsWalk: 1.2 } }
    expect(renderBuildBench(b)).toMatch(new RegExp(`≤ ${BUILD_TARGETS.buildVsWalk}× the bare walk: 1\\.99× met \\(parses cached\\)$`, 'm'))
    const full = renderBuildBench({ ...b, fullMs: 450, ratios: { ...b.ratios, fullVsWalk: 4.5 } })
    expect(full).toMatch(/--full, fresh output folder \(every SKILL\.md parsed again, senses cached\): 450 ms \(4\.5× the walk\)/)
    expect(full).toMatch(/every SKILL\.md parsed \(--full\): 4\.5× NOT met$/m)
    expect(renderBuildBench(b)).toContain('cold search at 10,000 rows: not measured')
    const slow = { ...b, cold: { rows: 10_000, bareReadMs: 100, searchMs: 151, withDictionary: false }, ratios: { ...b.ratios, coldVsBare: 1.51 } }
    expect(renderBuildBench(slow)).toMatch(/cold search at 10,000 rows ≤ 1\.5× the bare TSV read: 1\.51× NOT met/)
  })
})
