import { afterEach, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DiscoveryRecord, TurnCallsRecord } from '../../host.js-src/discovery/records.ts'
import type { CliIo } from './cli-io.ts'
import { computeReport, renderReport, reportCommand } from './report.ts'
import { prng } from './bench.ts'

// ----- A generated log with known truth -----


const T0 = Date.parse('2026-11-30T09:00:00Z')
const HOUR = 3_600_000

type Kind = 'clean-new' | 'clean-old' | 'contaminated' | 'unknown-created' | 'unsettled' | 'pre-window' | 'no-high'

interface Truth {
  lines: string[]
  /** Figures computed from the generator's own choices, never from the lines. */
  expected: {
    records: number
    malformed: number
    legacy: number
    paired: number
    unpaired: number
    indexRows: number[]
    excluded: { hintBeforeT0: number; unknownCreatedAt: number; unpaired: number }
    admitted: { createdAfterT0: number; createdBeforeT0NeverHinted: number }
    outsideWindow: number
    arms: Record<'treatment' | 'control', { n: number; searched: number; loaded: number; loadedGivenSearch: number }>
  }
}

function generateLog(seed: number, sessions: number): Truth {
  const rnd = prng(seed)
  const lines: string[] = []
  const keys = new Map<string, { discovery: boolean; calls: boolean }>()
  const e: Truth['expected'] = {
    records: 0,
    malformed: 0,
    legacy: 0,
    paired: 0,
    unpaired: 0,
    indexRows: [1374, 1380],
    excluded: { hintBeforeT0: 0, unknownCreatedAt: 0, unpaired: 0 },
    admitted: { createdAfterT0: 0, createdBeforeT0NeverHinted: 0 },
    outsideWindow: 0,
    arms: { treatment: { n: 0, searched: 0, loaded: 0, loadedGivenSearch: 0 }, control: { n: 0, searched: 0, loaded: 0, loadedGivenSearch: 0 } },
  }
  const kinds: Kind[] = ['clean-new', 'clean-new', 'clean-new', 'clean-old', 'contaminated', 'unknown-created', 'unsettled', 'pre-window', 'no-high']
  const noise = () => {
    const r = rnd()
    if (r < 0.04) {
      lines.push(JSON.stringify({ at: 'x', turn: 3, tier: 'HIGH', reason: 'ok', arm: 'treatment', injected: true })) // legacy: no session key
      e.legacy++
    } else if (r < 0.07) {
      lines.push('{"v":1,"kind":"discovery","at":"2026-11-30T1') // torn write
      e.malformed++
    } else if (r < 0.08) {
      lines.push('not json at all')
      e.malformed++
    } else if (r < 0.1) lines.push('')
  }
  const discovery = (key: string, turn: number, at: number, rec: Partial<DiscoveryRecord>) => {
    const full: DiscoveryRecord = {
      v: 1, kind: 'discovery', at: new Date(at).toISOString(), sessionKey: key, sessionCreatedAt: null, turn, step: 1, tier: 'NONE', reason: 'no-candidate',
      tokenCount: 4, effectiveTokenCount: 3, commonTokenCount: 0, unknownTokenCount: 1, indexRows: 1374, candidateCount: 0, candidates: [],
      arm: 'control', injected: false, firstEligible: false, priorHint: false, hintBytes: 0, elapsedMs: 1.2, ...rec,
    }
    lines.push(JSON.stringify(full))
    e.records++
    const k = keys.get(`${key}#${turn}`) ?? { discovery: false, calls: false }
    k.discovery = true
    keys.set(`${key}#${turn}`, k)
    noise()
  }
  const turnCalls = (key: string, turn: number, at: number, search: number, load: number) => {
    // Sometimes the same turn's counts arrive split over two records (they must be summed).
    const parts: [number, number][] = rnd() < 0.2 && search + load > 0 ? [[search, 0], [0, load]] : [[search, load]]
    for (const [s, l] of parts) {
      const rec: TurnCallsRecord = { v: 1, kind: 'turn-calls', at: new Date(at).toISOString(), sessionKey: key, turn, skillSearchCalls: s, skillLoadCalls: l, skillRefCalls: 0, residentSkillCalls: 0, otherToolCalls: 3, settledBy: 'turn/end', endReason: 'completed' }
      lines.push(JSON.stringify(rec))
      e.records++
      noise()
    }
    const k = keys.get(`${key}#${turn}`) ?? { discovery: false, calls: false }
    k.calls = true
    keys.set(`${key}#${turn}`, k)
  }

  for (let i = 0; i < sessions; i++) {
    const key = i.toString(16).padStart(8, '0')
    const kind = kinds[Math.floor(rnd() * kinds.length)]!
    const arm = kind === 'contaminated' ? 'treatment' : rnd() < 0.5 ? 'treatment' : 'control'
    const before = kind === 'clean-old' || kind === 'contaminated' || kind === 'pre-window'
    const created = kind === 'unknown-created' ? null : before ? T0 - 30 * HOUR : T0 + i * 60_000
    const createdIso = created === null ? null : new Date(created).toISOString()
    const indexRows = kind === 'clean-new' && i % 50 === 0 ? 1380 : 1374
    let turn = 1
    let at = (created ?? T0 + i * 60_000) + 1000
    const base = { sessionCreatedAt: createdIso, arm, indexRows } as const

    if (before) {
      // Turns before T0.
      const preTurns = kind === 'pre-window' || kind === 'contaminated' ? 1 : 2
      for (let k = 0; k < preTurns; k++, turn++, at += 60_000) {
        const high = kind !== 'clean-old'
        discovery(key, turn, at, { ...base, tier: high ? 'HIGH' : 'MEDIUM', reason: 'ok', firstEligible: high && k === 0, injected: high && arm === 'treatment' })
        turnCalls(key, turn, at + 5000, Math.floor(rnd() * 2), 0)
      }
      at = Math.max(at, T0 + i * 60_000 + 1000)
    }
    if (kind === 'no-high') {
      for (let k = 0; k < 2; k++, turn++, at += 60_000) {
        discovery(key, turn, at, { ...base, tier: k ? 'MEDIUM' : 'NONE' })
        turnCalls(key, turn, at + 5000, 0, 0)
      }
      continue
    }
    // A NONE turn after T0 first, sometimes.
    if (rnd() < 0.4) {
      discovery(key, turn, at, { ...base })
      turnCalls(key, turn, at + 5000, 0, 0)
      turn++
      at += 60_000
    }
    // The first HIGH opportunity in the window (a re-flagged one after a restart for pre-window and contaminated).
    const searched = rnd() < (arm === 'treatment' ? 0.6 : 0.3)
    const loaded = rnd() < (searched ? 0.5 : 0.05)
    const oppTurn = turn
    if (rnd() < 0.15) discovery(key, oppTurn, at - 10, { ...base, tier: 'MEDIUM', reason: 'ok' }) // superseded duplicate
    discovery(key, oppTurn, at, { ...base, tier: 'HIGH', reason: 'ok', firstEligible: true, injected: arm === 'treatment', hintBytes: arm === 'treatment' ? 300 : 0 })
    const settled = kind !== 'unsettled'
    if (settled) turnCalls(key, oppTurn, at + 5000, searched ? 1 + Math.floor(rnd() * 2) : 0, loaded ? 1 : 0)
    turn++
    at += 60_000
    // A later HIGH turn (exploratory only).
    if (rnd() < 0.5) {
      discovery(key, turn, at, { ...base, tier: 'HIGH', reason: 'ok', injected: arm === 'treatment' })
      if (rnd() < 0.8) turnCalls(key, turn, at + 5000, 1, 0)
    }

    switch (kind) {
      case 'contaminated':
        e.excluded.hintBeforeT0++
        break
      case 'pre-window':
        if (arm === 'treatment') e.excluded.hintBeforeT0++
        else e.outsideWindow++
        break
      case 'unknown-created':
        e.excluded.unknownCreatedAt++
        break
      case 'unsettled':
        e.excluded.unpaired++
        break
      default: {
        if (kind === 'clean-new') e.admitted.createdAfterT0++
        else e.admitted.createdBeforeT0NeverHinted++
        const a = e.arms[arm]
        a.n++
        if (searched) a.searched++
        if (loaded) a.loaded++
        if (searched && loaded) a.loadedGivenSearch++
      }
    }
  }
  for (const k of keys.values()) {
    if (k.discovery && k.calls) e.paired++
    else if (k.discovery) e.unpaired++
  }
  return { lines, expected: e }
}

/** Wilson 95 % written out again here, independently of report-stats.ts. */
function wilsonOracle(k: number, n: number): [number, number] {
  const z = 1.959963984540054
  const p = k / n
  const c = p + (z * z) / (2 * n)
  const r = z * Math.sqrt((p * (1 - p) + (z * z) / (4 * n)) / n)
  const d = 1 + (z * z) / n
  return [(c - r) / d, (c + r) / d]
}

describe('computeReport on a generated log', () => {
  const { lines, expected: e } = generateLog(20261130, 600)
  const model = computeReport(lines, { since: T0, fisher: true })

  it('counts records, pairs, malformed and legacy lines as generated', () => {
    expect({ records: model.records, paired: model.paired, unpaired: model.unpaired, malformed: model.malformed, legacy: model.legacy }).toEqual({
      records: e.records,
      paired: e.paired,
      unpaired: e.unpaired,
      malformed: e.malformed,
      legacy: e.legacy,
    })
    expect(e.malformed).toBeGreaterThan(5)
    expect(e.legacy).toBeGreaterThan(5)
  })

  it('reports every indexRows value', () => {
    expect(model.indexRows).toEqual(e.indexRows)
  })

  it('excludes sessions by cause: hint before T0, unknown creation time, unpaired', () => {
    expect(model.excluded).toEqual(e.excluded)
    expect(model.exploratory.admitted).toEqual(e.admitted)
    expect(model.exploratory.outsideWindow).toBe(e.outsideWindow)
    for (const v of Object.values(e.excluded)) expect(v).toBeGreaterThan(0)
  })

  it("matches the primary figures of each session's first eligible opportunity", () => {
    for (const arm of ['treatment', 'control'] as const) {
      const a = e.arms[arm]
      const f = model.primary[arm]
      expect([f.n, f.searched, f.loaded]).toEqual([a.n, a.searched, a.loaded])
      expect(f.rate).toBeCloseTo(a.searched / a.n, 12)
      const [lo, hi] = wilsonOracle(a.searched, a.n)
      expect(f.wilson![0]).toBeCloseTo(lo, 10)
      expect(f.wilson![1]).toBeCloseTo(hi, 10)
      expect(model.primary.loads[arm].givenSearch).toMatchObject({ k: a.loadedGivenSearch, n: a.searched })
      expect(model.primary.loads[arm].fullFunnel).toMatchObject({ k: a.loaded, n: a.n })
    }
    const t = e.arms.treatment
    const c = e.arms.control
    expect(model.primary.table).toEqual({ a: t.searched, b: t.n - t.searched, c: c.searched, d: c.n - c.searched })
    expect(model.primary.deltaPoints).toBeCloseTo(Math.round((t.searched / t.n - c.searched / c.n) * 1000) / 10, 10)
    expect(model.primary.fisherP).toBeGreaterThan(0)
    expect(model.primary.fisherP).toBeLessThan(1)
  })

  it('gives no p-value without --fisher', () => {
    expect(computeReport(lines, { since: T0 }).primary.fisherP).toBeNull()
  })

  it('has the --json shape of SPEC §7', () => {
    expect(Object.keys(model)).toEqual(['records', 'paired', 'unpaired', 'malformed', 'legacy', 'indexRows', 'excluded', 'primary', 'exploratory'])
    expect(Object.keys(model.excluded)).toEqual(['hintBeforeT0', 'unknownCreatedAt', 'unpaired'])
    expect(Object.keys(model.primary.treatment)).toEqual(['n', 'searched', 'loaded', 'rate', 'wilson'])
    expect(Object.keys(model.primary.control)).toEqual(['n', 'searched', 'loaded', 'rate', 'wilson'])
    expect(Object.keys(model.primary)).toEqual(expect.arrayContaining(['treatment', 'control', 'deltaPoints', 'table', 'fisherP']))
    expect(Object.keys(model.primary.table)).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('computeReport, small cases', () => {
  const rec = (o: Partial<DiscoveryRecord>) =>
    JSON.stringify({ v: 1, kind: 'discovery', at: '2026-11-30T10:00:00Z', sessionKey: 'aaaaaaaa', sessionCreatedAt: '2026-11-30T09:30:00Z', turn: 1, step: 1, tier: 'HIGH', reason: 'ok', indexRows: 10, arm: 'treatment', injected: true, firstEligible: true, ...o })
  const calls = (o: Partial<TurnCallsRecord>) =>
    JSON.stringify({ v: 1, kind: 'turn-calls', at: '2026-11-30T10:01:00Z', sessionKey: 'aaaaaaaa', turn: 1, skillSearchCalls: 0, skillLoadCalls: 0, skillRefCalls: 0, residentSkillCalls: 0, otherToolCalls: 0, ...o })

  it('keeps an unsettled turn unknown, not zero', () => {
    const m = computeReport([rec({})])
    expect(m.unpaired).toBe(1)
    expect(m.primary.treatment.n).toBe(0)
    expect(m.excluded.unpaired).toBe(1)
  })

  it('takes the last discovery record of a turn and sums its turn-calls', () => {
    const m = computeReport([rec({ arm: 'control', injected: false }), rec({}), calls({ skillSearchCalls: 1 }), calls({ skillLoadCalls: 2 })])
    expect(m.primary.treatment).toMatchObject({ n: 1, searched: 1, loaded: 1 })
    expect(m.primary.control.n).toBe(0)
    expect(m.exploratory).toMatchObject({ duplicateDiscovery: 1, duplicateTurnCalls: 1 })
  })

  it('excludes a session whose records disagree on the arm', () => {
    const m = computeReport([rec({}), calls({}), rec({ turn: 2, arm: 'control', injected: false, firstEligible: false }), calls({ turn: 2 })])
    expect(m.exploratory.armViolations).toBe(1)
    expect(m.primary.treatment.n + m.primary.control.n).toBe(0)
  })

  it('treats wrong field types as malformed', () => {
    const m = computeReport([rec({ turn: 0 }), rec({ sessionKey: 'XYZ' }), rec({ tier: 'LOW' as never }), calls({ skillSearchCalls: -1 }), '[1,2]', '{"kind":"other","sessionKey":"aaaaaaaa","turn":1}'])
    expect(m.malformed).toBe(6)
    expect(m.records).toBe(0)
  })
})

describe('renderReport', () => {
  const lines = [
    ...Array.from({ length: 4 }, (_, i) => [
      JSON.stringify({ v: 1, kind: 'discovery', at: '2026-11-30T10:00:00Z', sessionKey: `0000000${i}`, sessionCreatedAt: '2026-11-30T09:30:00Z', turn: 1, step: 1, tier: 'HIGH', reason: 'ok', indexRows: 1374, arm: i % 2 ? 'control' : 'treatment', injected: i % 2 === 0, firstEligible: true }),
      JSON.stringify({ v: 1, kind: 'turn-calls', at: '2026-11-30T10:01:00Z', sessionKey: `0000000${i}`, turn: 1, skillSearchCalls: i === 0 ? 1 : 0, skillLoadCalls: 0, skillRefCalls: 0, residentSkillCalls: 0, otherToolCalls: 2 }),
    ]).flat(),
    '{"torn',
    JSON.stringify({ tier: 'HIGH', turn: 2 }),
  ]

  it('prints counts, the primary measure, the 2×2 with a copyable line, and labels the exploratory part', () => {
    const text = renderReport(computeReport(lines, { since: Date.parse('2026-11-30T09:00:00Z') }))
    expect(text).toMatchInlineSnapshot(`
      "Discovery report
        records 8 · paired turns 4 · unpaired (outcome unknown) 0 · malformed lines 1 · legacy records 1
        1 legacy records carry no session key: they cannot be paired and are left out of every figure below.
        window: since 2026-11-30T09:00:00.000Z (T0)
        indexRows: 1374

      Tiers: HIGH 4
      Reasons: ok 4

      Primary measure — each session's first eligible HIGH opportunity, arms randomised by session
        excluded: 0 hinted before T0 · 0 unknown creation time · 0 unpaired (outcome unknown)
        admitted: 4 created after T0 · 0 created before T0 but never hinted · 0 first opportunities before T0 (outside the window)
        skill_search after the opportunity:
        treatment    n=2    searched   1 / not   1  →  50.0%  95% [9.5%, 90.5%]
        control      n=2    searched   0 / not   2  →   0.0%  95% [0.0%, 65.8%]
        Δ +50.0 points (treatment − control)
        intervals overlap — a description of the uncertainty, not a test
        skill_load given a search:
        treatment      0 of 1    →   0.0%  95% [0.0%, 79.3%]
        control        0 of 0    →      —  95% [—]
        skill_load over all opportunities (full funnel):
        treatment      0 of 2    →   0.0%  95% [0.0%, 65.8%]
        control        0 of 2    →   0.0%  95% [0.0%, 65.8%]

        2×2            search   no search   total
        treatment      1        1           2
        control        0        2           2
        a=1 b=1 c=0 d=2

      Exploratory — NOT causal (not randomised comparisons, or observations that are not independent)
        pooled, every paired HIGH turn:
        treatment    n=2    searched   1 / not   1  →  50.0%  95% [9.5%, 90.5%]
        control      n=2    searched   0 / not   2  →   0.0%  95% [0.0%, 65.8%]
        later HIGH turns (after each session's first):
        treatment    n=0    searched   0 / not   0  →      —  95% [—]
        control      n=0    searched   0 / not   0  →      —  95% [—]
        hinted vs not hinted, all paired turns (different task populations by construction):
        hinted       n=2    searched   1 / not   1  →  50.0%  95% [9.5%, 90.5%]
        not hinted   n=2    searched   0 / not   2  →   0.0%  95% [0.0%, 65.8%]
      "
    `)
  })

  it('warns when the gate is off or indexRows changed, and prints p only with --fisher', () => {
    const changed = [...lines, JSON.stringify({ v: 1, kind: 'discovery', at: '2026-11-30T11:00:00Z', sessionKey: '0000000f', sessionCreatedAt: null, turn: 1, step: 1, tier: 'NONE', reason: 'no-candidate', indexRows: 1400, arm: 'control', injected: false, firstEligible: false })]
    const text = renderReport(computeReport(changed, { fisher: true }))
    expect(text).toMatch(/WARNING: no --since T0 given/)
    expect(text).toMatch(/WARNING: indexRows changed during the log \(1374, 1400\)/)
    expect(text).toMatch(/Fisher exact, two-sided: p = 1\.0000/)
    expect(renderReport(computeReport(changed))).not.toMatch(/Fisher/)
  })
})

describe('reportCommand', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
  })
  const io = (cwd: string, env: Record<string, string> = {}) => {
    const out: string[] = []
    const err: string[] = []
    const value: CliIo = { cwd, out: (t) => void out.push(t), err: (t) => void err.push(t), isTTY: false, env }
    return { io: value, out, err }
  }

  it('reads the rotated .1 file before the current one and prints JSON', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'))
    dirs.push(dir)
    const d = (turn: number) => JSON.stringify({ v: 1, kind: 'discovery', at: '2026-11-30T10:00:00Z', sessionKey: 'abcdef01', sessionCreatedAt: '2026-11-30T09:30:00Z', turn, step: 1, tier: 'HIGH', reason: 'ok', indexRows: 5, arm: 'control', injected: false, firstEligible: turn === 1 })
    writeFileSync(join(dir, 'd.jsonl.1'), d(1) + '\n')
    writeFileSync(join(dir, 'd.jsonl'), d(2) + '\n')
    const t = io(dir)
    expect(await reportCommand(['--log', 'd.jsonl', '--json', '--since', '2026-11-30T09:00:00Z'], t.io)).toBe(0)
    const json = JSON.parse(t.out.join(''))
    expect(json.records).toBe(2)
    expect(json.excluded.unpaired).toBe(1)
  })

  it('finds the log through DSH_HOME', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'))
    dirs.push(dir)
    const t = io('/', { DSH_HOME: dir })
    await expect(reportCommand([], t.io)).rejects.toThrow(`no discovery log at ${dir}/skill-router/discovery.jsonl`)
  })

  it('refuses a --since that is not a date', async () => {
    await expect(reportCommand(['--since', 'yesterday'], io('/').io)).rejects.toThrow(/--since "yesterday" is not a date/)
  })

  it('exits 1 on a log whose lines are none of them records, saying so on stderr (--json stays JSON)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'g.jsonl'), 'not json\n{"a":1}\n')
    const t = io(dir)
    expect(await reportCommand(['--log', 'g.jsonl', '--json'], t.io)).toBe(1)
    expect(JSON.parse(t.out.join('')).malformed).toBe(2)
    expect(t.err.join('')).toBe(`report: none of the 2 line(s) in ${join(dir, 'g.jsonl')} is a discovery record, so there is nothing to report. Check --log names the discovery log (discovery.jsonl), not a session or other log.\n`)
  })

  it('exits 0 on an empty log with a note that nothing was recorded yet', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'e.jsonl'), '')
    const t = io(dir)
    expect(await reportCommand(['--log', 'e.jsonl'], t.io)).toBe(0)
    expect(t.err.join('')).toMatch(/e\.jsonl has no records yet/)
  })

  it('names a folder given as --log as a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'))
    dirs.push(dir)
    await expect(reportCommand(['--log', dir], io(dir).io)).rejects.toThrow(`report: cannot read ${dir}: it is a folder. Pass the discovery log file with --log FILE`)
    // A wrong path, as `view <folder>`: exit 2.
    await expect(reportCommand(['--log', dir], io(dir).io)).rejects.toMatchObject({ exitCode: 2 })
  })

  it('a log given without --log says where it goes', async () => {
    await expect(reportCommand(['d.jsonl'], io('/').io)).rejects.toThrow('unexpected argument "d.jsonl" (a log file goes after --log: --log d.jsonl)')
  })
})
