import { describe, expect, it } from 'vitest'
import type { SkillRow } from '../../host.js-src/core/types.ts'
import { synthesize } from './bench.ts'
import { TOOL_TARGETS, benchTool, renderToolBench } from './bench-tool.ts'

const BASE: SkillRow[] = [
  { repo: 'acme', relpath: 'skills/pdf-forms', name: 'pdf-forms', description: 'Fill and flatten PDF forms with pdftk.', files: 1, kb: 1 },
  { repo: 'acme', relpath: 'skills/k8s-deploy', name: 'k8s-deploy', description: 'Deploy services to Kubernetes with Helm charts.', files: 1, kb: 1 },
  { repo: 'other', relpath: 'skills/release-notes', name: 'release-notes', description: 'Draft release notes from merged pull requests.', files: 1, kb: 1 },
  { repo: 'other', relpath: 'skills/semgrep-scan', name: 'semgrep-scan', description: 'Run a Semgrep security scan and triage findings.', files: 1, kb: 1 },
]

describe('bench tool level (issue 18)', () => {
  it('times the tool path, engine, linear scan, bare read and first call in one run, and scores recall', async () => {
    const judged = [
      { id: 'a', kind: 'task', query: 'fill a pdf form', relevant: ['pdf-forms'], primary: 'pdf-forms' },
      { id: 'b', kind: 'task', query: 'helm kubernetes deploy', relevant: ['k8s-deploy'], primary: 'k8s-deploy' },
      { id: 'c', kind: 'none', query: 'bake sourdough bread', relevant: [], primary: null },
    ]
    const b = await benchTool({ corpus: BASE, librarySized: (n) => synthesize(BASE, n), sizes: [300], queries: judged.map((q) => q.query), judged, reps: 2 })
    expect(b.rows).toHaveLength(1)
    const r = b.rows[0]!
    expect(r.rows).toBe(300)
    expect(r.skillFiles).toBe(true)
    for (const v of [r.toolMedianMs, r.engineMedianMs, r.linearMedianMs, r.bareReadMs, r.firstCallMs]) expect(v).toBeGreaterThan(0)
    expect(r.toolP99Ms).toBeGreaterThanOrEqual(r.toolMedianMs)
    // Ratios are the figures of this run divided, not constants.
    expect(r.ratios.toolVsEngine).toBeCloseTo(r.toolMedianMs / r.engineMedianMs, 1)
    expect(r.ratios.firstVsBare).toBeCloseTo(r.firstCallMs / r.bareReadMs, 0)
    const ours = b.recall.find((x) => x.name.startsWith('dsh-skill-router'))
    expect(ours).toEqual({ name: expect.any(String), recallAt5: 1, mrrAt10: 1 })
    // MiniSearch is a devDependency: measured beside ours when installed, said why when not.
    if (b.miniSearchNote) expect(b.miniSearchNote).toMatch(/minisearch is not installed/)
    else {
      expect(r.miniSearchMedianMs).toBeGreaterThan(0)
      expect(b.recall.map((x) => x.name)).toContain('MiniSearch (prefix, fuzzy 0.2, name ×2)')
    }
    const text = renderToolBench(b)
    expect(text).toContain('| 300 |')
    expect(text).toContain('the 10,000-row targets: not measured')
    expect(text).toContain('the 100,000-row targets: not measured')
  })

  it('says met or NOT met for each target from the ratios', () => {
    const row = (rows: number, toolVsLinear: number, toolVsEngine: number, firstVsBare: number, p99VsLinear: number, heapMb: number) => ({
      rows, skillFiles: true, toolMedianMs: 1, toolP99Ms: 2, engineMedianMs: 1, engineP99Ms: 1, linearMedianMs: 1, bareReadMs: 1, firstCallMs: 1, heapMb,
      ratios: { toolVsLinear, toolVsEngine, firstVsBare, p99VsLinear },
    })
    const text = renderToolBench({ queries: 1, recall: [], rows: [row(10_000, 0.04, 2.5, 1, 1, 1), row(100_000, 1, 1, 3.9, 0.2, TOOL_TARGETS.heapMb + 1)] })
    expect(text).toMatch(/1\/20 of the linear scan: 0\.04 \(≤ 0\.05\) met/)
    expect(text).toMatch(/2× the engine alone: 2\.5× NOT met/)
    expect(text).toMatch(/4× the bare read: 3\.9× met$/m)
    expect(text).toMatch(/1\/10 of the linear median: 0\.2 .* NOT met/)
    expect(text).toMatch(/heap at 100,000 ≤ 150 MB: 151 MB NOT met/)
  })
})
