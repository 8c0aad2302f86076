import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildSearchIndex } from '../../host.js-src/core/search.ts'
import { TERMS } from '../../host.js-src/core/cjk.ts'
import type { SkillRow } from '../../host.js-src/core/types.ts'
import type { CliIo } from './cli-io.ts'
import { rowDocs } from '../../host.js-src/library/search-sidecar.ts'
import { evalCommand, evaluate, parseQueries, renderEval } from './eval.ts'

const row = (name: string, description: string): SkillRow => ({ repo: 'r', relpath: name, name, description, files: 1, kb: 1 })
const ROWS = [row('pdf', 'Fill PDF forms'), row('deploy-to-vercel', 'Deploy an app to Vercel'), row('music', 'Chords and scales'), row('tea', 'Brew green tea')]
const index = buildSearchIndex(rowDocs(ROWS))

function io(cwd: string) {
  let out = ''
  const value: CliIo = { cwd, out: (t) => void (out += t), err: (t) => void (out += t), isTTY: false, env: {} }
  return { io: value, text: () => out }
}

describe('parseQueries', () => {
  it('reads the eval format', () => {
    const qs = parseQueries('{"id":"q1","kind":"agent","query":"pdf","relevant":["pdf"],"primary":"pdf"}\n\n')
    expect(qs).toEqual([{ id: 'q1', kind: 'agent', query: 'pdf', relevant: ['pdf'], primary: 'pdf' }])
  })
  it('names the line that is not JSON', () => {
    expect(() => parseQueries('{"id":"q1"}\nnot json')).toThrow('line 1 lacks "query", "kind" or "relevant"')
    expect(() => parseQueries('nope')).toThrow('eval: line 1 of the query file is not JSON; fix or remove it')
  })
})

describe('evaluate', () => {
  it('computes recall@5, MRR@10 per kind and none accuracy', () => {
    const r = evaluate(index, [
      { id: 'a', kind: 'agent', query: 'fill pdf form', relevant: ['pdf'], primary: 'pdf' },
      { id: 'b', kind: 'agent', query: 'vercel deploy', relevant: ['nothing-like-it'], primary: null },
      { id: 'c', kind: 'none', query: 'eulogy', relevant: [], primary: null },
      { id: 'd', kind: 'none', query: 'brew tea', relevant: [], primary: null },
    ])
    expect(r.overall).toEqual({ recallAt5: 0.5, mrrAt10: 0.5, noneAccuracy: 0.5, noneQueries: 2 })
    expect(r.kinds).toEqual([{ kind: 'agent', queries: 2, recallAt5: 0.5, mrrAt10: 0.5 }])
    expect(r.outcomes.map((o) => o.firstRelevant)).toEqual([1, 0, 0, 0])
    expect(renderEval(r, false)).toContain('| **all** | 2 | 0.500 | 0.500 |')
    expect(renderEval(r, false)).toContain('d [none] strict match: brew tea')
    expect(renderEval(r, false)).toContain('none accuracy (no strict match): 0.500 of 2 queries')
  })

  it('says a set without none queries has none, instead of a 0.000 accuracy', () => {
    const r = evaluate(index, [{ id: 'a', kind: 'agent', query: 'fill pdf form', relevant: ['pdf'], primary: 'pdf' }])
    expect(renderEval(r, false)).toContain('none accuracy: no `none` queries in this set')
  })
})

describe('eval command', () => {
  it('says plainly and exits 0 when the shared folder is missing', async () => {
    const { io: cli, text } = io('/nonexistent-dir-for-eval')
    expect(await evalCommand([], cli)).toBe(0)
    expect(text()).toMatch(/^eval: skipped — the judged queries .* are not here/)
  })
  it('fails with the path when a --queries file does not exist', async () => {
    const { io: cli } = io('/nonexistent-dir-for-eval')
    await expect(evalCommand(['--queries', 'nope.jsonl'], cli)).rejects.toThrow('eval: no query file at /nonexistent-dir-for-eval/nope.jsonl; check the --queries path')
  })
})

const SHARED = resolve(__dirname, '../../../shared')
const HAS_SHARED = existsSync(resolve(SHARED, 'eval/dev.jsonl'))
if (!HAS_SHARED) console.warn(`eval.test.ts: skipping the corpus suite — ${SHARED}/eval/dev.jsonl is missing (the shared corpus sits beside the repo)`)
describe.skipIf(!HAS_SHARED)('eval command on the shared corpus', () => {
  it('reports each --queries file apart with --each (one index build)', async () => {
    const { io: cli, text } = io(resolve(__dirname, '../..'))
    expect(await evalCommand(['--json', '--each', '--no-dict', '--queries', 'test/eval/heldout3.jsonl', '--queries', 'test/eval/heldout8.jsonl'], cli)).toBe(0)
    const reports = JSON.parse(text()) as { file: string; report: { queries: number; outcomes: { id: string }[] } }[]
    expect(reports.map((r) => r.file.split('/').pop())).toEqual(['heldout3.jsonl', 'heldout8.jsonl'])
    expect(reports.map((r) => r.report.queries)).toEqual([32, 30])
    expect(reports[1]!.report.outcomes[0]!.id).toBe('u001')
  })
  it('prints the table for the dev split', async () => {
    const { io: cli, text } = io(resolve(__dirname, '../..'))
    expect(await evalCommand(['--json'], cli)).toBe(0)
    const report = JSON.parse(text())
    expect(report.corpusSkills).toBe(1374)
    expect(report.queries).toBe(70)
    // Not a quality gate (the bench and eval are not timed tests); it proves the pipeline runs end to end.
    expect(report.overall.recallAt5).toBeGreaterThan(0.5)
  })
  it('empties the hand Chinese table for the run with --no-table, and puts it back', async () => {
    const size = TERMS.zhToEn.size
    // Neither table nor dictionary: Chinese words have no English reading left, so only the
    // queries naming an English product still find their skill, far fewer than with the table.
    const zhRecall = async (args: string[]) => {
      const { io: cli, text } = io(resolve(__dirname, '../..'))
      expect(await evalCommand(['--json', '--no-dict', ...args, '--queries', 'test/eval/heldout3.jsonl'], cli)).toBe(0)
      return (JSON.parse(text()) as { kinds: { kind: string; recallAt5: number }[] }).kinds.find((k) => k.kind === 'zh')!.recallAt5
    }
    const withTable = await zhRecall([])
    const without = await zhRecall(['--no-table'])
    expect(without).toBeLessThan(withTable - 0.3)
    expect(TERMS.zhToEn.size).toBe(size)
    expect(TERMS.zhToEn.get('部署')).toEqual([['deploy']])
  })
  it('pools several --queries files', async () => {
    const { io: cli, text } = io(resolve(__dirname, '../..'))
    expect(await evalCommand(['--json', '--queries', 'test/eval/heldout2.jsonl', '--queries', 'test/eval/heldout4.jsonl'], cli)).toBe(0)
    const report = JSON.parse(text())
    expect(report.queries).toBe(50 + 44)
    expect(report.outcomes[0].id).toBe('g001')
    expect(report.outcomes[50].id).toBe('f001')
  })
})

describe('eval progress', () => {
  it('draws the progress line on a TTY only, never under --json', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const { run } = await import('./main.ts')
    const dir = mkdtempSync(join(tmpdir(), 'eval-progress-'))
    mkdirSync(join(dir, 'shared/corpus/skills/acme/pdf'), { recursive: true })
    writeFileSync(join(dir, 'shared/corpus/skills/acme/pdf/SKILL.md'), '---\nname: pdf\ndescription: Fill PDF forms.\n---\nBody.\n')
    writeFileSync(join(dir, 'q.jsonl'), '{"id":"1","kind":"direct","query":"pdf forms","relevant":["pdf"]}\n')
    const go = async (isTTY: boolean, ...extra: string[]) => {
      let err = ''
      const code = await run(['eval', '--shared', join(dir, 'shared'), '--queries', join(dir, 'q.jsonl'), '--no-dict', ...extra], { cwd: dir, isTTY, env: {}, out: () => undefined, err: (t) => void (err += t) })
      return { code, err }
    }
    const tty = await go(true)
    expect(tty.code, tty.err).toBe(0)
    expect(tty.err).toContain('\rranking queries [')
    expect((await go(false)).err).not.toContain('\r')
    expect((await go(true, '--json')).err).not.toContain('\r')
    ;(await import('node:fs')).rmSync(dir, { recursive: true, force: true })
  })
})
