/**
 * `dsh-skill-router report` (also `node tools/discovery-report.mjs`): reads the discovery log and
 * prints the experiment's figures (SPEC §5, §7; docs/discovery.md). `computeReport` and
 * `renderReport` are pure; the command only reads files and prints.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { resolveLogPath } from '../../host.js-src/discovery/telemetry.ts'
import type { CliIo, Command } from './cli-io.ts'
import { CliFailure, UsageError, commandOf, defineCommand } from './cli-io.ts'
import { fisherExact, wilson } from './report-stats.ts'

// ----- Model -----

const ARMS = ['treatment', 'control'] as const
type ArmName = (typeof ARMS)[number]
const TIERS = ['HIGH', 'MEDIUM', 'NONE'] as const
type TierName = (typeof TIERS)[number]

/** Searched / loaded among n opportunities, with the search rate and its 95 % Wilson interval. */
export interface ArmFigures {
  n: number
  searched: number
  loaded: number
  /** searched / n; null when n = 0. */
  rate: number | null
  wilson: [number, number] | null
}

/** k of n with its rate and 95 % Wilson interval. */
export interface Proportion {
  k: number
  n: number
  rate: number | null
  wilson: [number, number] | null
}

export interface ReportModel {
  /** Valid records read (discovery + turn-calls), duplicates included. */
  records: number
  /** (sessionKey, turn) pairs with a discovery record and at least one turn-calls record. */
  paired: number
  /** Discovery turns with no turn-calls record: their outcome is unknown, never 0. */
  unpaired: number
  /** Lines that are not a record: torn writes, bad JSON, wrong field types, unknown kinds. */
  malformed: number
  /** Records from before session keys (no `sessionKey`): counted, never paired. */
  legacy: number
  /** Distinct `indexRows` values; more than one means the library changed mid-log. */
  indexRows: number[]
  /** Sessions with a first eligible opportunity in the window that the primary measure leaves out, by cause. */
  excluded: { hintBeforeT0: number; unknownCreatedAt: number; unpaired: number }
  primary: {
    treatment: ArmFigures
    control: ArmFigures
    /** (treatment rate − control rate) in percentage points; null when an arm is empty. */
    deltaPoints: number | null
    /** a/b = treatment searched / not, c/d = control searched / not. */
    table: { a: number; b: number; c: number; d: number }
    /** Fisher exact two-sided p, only when asked for (`--fisher`). */
    fisherP: number | null
    /** Whether the two Wilson intervals overlap: a description, not a test. */
    intervalsOverlap: boolean | null
    /** skill_load among those who searched, and among all opportunities (the full funnel). */
    loads: Record<ArmName, { givenSearch: Proportion; fullFunnel: Proportion }>
  }
  exploratory: {
    /** The analysis window: `since` (ISO) or null when the T0 gate is off. */
    window: { since: string | null }
    tiers: Record<TierName, number>
    reasons: Record<string, number>
    /** Admitted primary sessions by creation: after T0, or before T0 but never hinted. */
    admitted: { createdAfterT0: number; createdBeforeT0NeverHinted: number }
    /** Sessions whose first eligible opportunity is before T0 (outside the window) and that were never hinted before T0. */
    outsideWindow: number
    /** Sessions left out because their records disagree on the arm, or a control record was injected. */
    armViolations: number
    /** Sessions with more than one record marked firstEligible (a restart); the earliest counts. */
    duplicateFirsts: number
    /** Discovery records replaced by a later one for the same (sessionKey, turn). */
    duplicateDiscovery: number
    /** Turn-calls records beyond the first for the same (sessionKey, turn), summed in. */
    duplicateTurnCalls: number
    /** (sessionKey, turn) pairs with turn-calls but no discovery record. */
    orphanTurnCalls: number
    /** Every paired eligible (hint-tier) turn per arm, first or not: not independent observations. */
    pooled: Record<ArmName, ArmFigures> & { unknown: number }
    /** Eligible turns after each session's first: already shaped by what came before. */
    later: Record<ArmName, ArmFigures>
    /** All paired turns split by whether a hint was shown: different task populations by construction. */
    byInjected: { injected: ArmFigures; notInjected: ArmFigures }
  }
}

export interface ReportOptions {
  /** T0 in ms since the epoch: opens the gate (see docs/discovery.md). */
  since?: number
  fisher?: boolean
}

interface DiscoveryRow {
  line: number
  sessionKey: string
  turn: number
  at: number
  sessionCreatedAt: number | null
  tier: TierName
  reason: string
  arm: ArmName
  injected: boolean
  firstEligible: boolean
  priorHint: boolean
  indexRows: number
}

interface Calls {
  search: number
  load: number
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0
const isTurn = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1
const SESSION_KEY = /^[0-9a-f]{8}$/

function parseTime(v: unknown): number | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null
  const t = typeof v === 'number' ? v : Date.parse(v)
  return Number.isFinite(t) && t > 0 ? t : null
}

type Parsed = { kind: 'discovery'; row: DiscoveryRow } | { kind: 'turn-calls'; key: string; calls: Calls } | { kind: 'legacy' } | { kind: 'malformed' }

function parseLine(text: string, line: number): Parsed {
  let o: unknown
  try {
    o = JSON.parse(text)
  } catch {
    return { kind: 'malformed' }
  }
  if (!isObject(o)) return { kind: 'malformed' }
  if (o['sessionKey'] === undefined) return o['kind'] === 'turn-calls' || 'tier' in o ? { kind: 'legacy' } : { kind: 'malformed' }
  const sessionKey = o['sessionKey']
  if (typeof sessionKey !== 'string' || !SESSION_KEY.test(sessionKey) || !isTurn(o['turn'])) return { kind: 'malformed' }
  const turn = o['turn']
  if (o['kind'] === 'turn-calls') {
    const names = ['skillSearchCalls', 'skillLoadCalls', 'skillRefCalls', 'residentSkillCalls', 'otherToolCalls']
    if (!names.every((n) => isCount(o[n]))) return { kind: 'malformed' }
    return { kind: 'turn-calls', key: `${sessionKey}#${turn}`, calls: { search: o['skillSearchCalls'] as number, load: o['skillLoadCalls'] as number } }
  }
  if (o['kind'] !== 'discovery') return { kind: 'malformed' }
  const at = parseTime(o['at'])
  const tier = o['tier']
  const arm = o['arm']
  if (at === null || !TIERS.includes(tier as TierName) || !ARMS.includes(arm as ArmName)) return { kind: 'malformed' }
  if (typeof o['injected'] !== 'boolean' || typeof o['firstEligible'] !== 'boolean' || typeof o['reason'] !== 'string' || !isCount(o['indexRows'])) return { kind: 'malformed' }
  return {
    kind: 'discovery',
    row: {
      line,
      sessionKey,
      turn,
      at,
      sessionCreatedAt: o['sessionCreatedAt'] === null || o['sessionCreatedAt'] === undefined ? null : parseTime(o['sessionCreatedAt']),
      tier: tier as TierName,
      reason: o['reason'],
      arm: arm as ArmName,
      injected: o['injected'],
      firstEligible: o['firstEligible'],
      priorHint: o['priorHint'] === true,
      indexRows: o['indexRows'] as number,
    },
  }
}

function figures(outcomes: readonly Calls[]): ArmFigures {
  const n = outcomes.length
  const searched = outcomes.filter((c) => c.search > 0).length
  const loaded = outcomes.filter((c) => c.load > 0).length
  return { n, searched, loaded, rate: n ? searched / n : null, wilson: wilson(searched, n) }
}

function proportion(k: number, n: number): Proportion {
  return { k, n, rate: n ? k / n : null, wilson: wilson(k, n) }
}

const keyOf = (r: { sessionKey: string; turn: number }) => `${r.sessionKey}#${r.turn}`

/**
 * Computes every figure of the report from the log's lines (oldest first; `.1` before the current
 * file). Pairing, de-duplication and the primary measure's gates are described in docs/discovery.md.
 */
export function computeReport(lines: readonly string[], opts: ReportOptions = {}): ReportModel {
  const t0 = opts.since
  let records = 0
  let malformed = 0
  let legacy = 0
  let duplicateDiscovery = 0
  let duplicateTurnCalls = 0
  const discovery = new Map<string, DiscoveryRow>()
  const calls = new Map<string, Calls>()
  lines.forEach((raw, i) => {
    const text = raw.replace(/\r$/, '')
    if (text.trim() === '') return
    const p = parseLine(text, i)
    if (p.kind === 'malformed') malformed++
    else if (p.kind === 'legacy') legacy++
    else if (p.kind === 'discovery') {
      records++
      const key = keyOf(p.row)
      if (discovery.has(key)) duplicateDiscovery++
      discovery.set(key, p.row) // the last record for a turn wins
    } else {
      records++
      const c = calls.get(p.key)
      if (c) {
        duplicateTurnCalls++
        c.search += p.calls.search
        c.load += p.calls.load
      } else calls.set(p.key, { ...p.calls })
    }
  })

  const rows = [...discovery.values()]
  const paired = rows.filter((r) => calls.has(keyOf(r))).length
  const orphanTurnCalls = [...calls.keys()].filter((k) => !discovery.has(k)).length
  const tiers: Record<TierName, number> = { HIGH: 0, MEDIUM: 0, NONE: 0 }
  const reasons: Record<string, number> = {}
  for (const r of rows) {
    tiers[r.tier]++
    reasons[r.reason] = (reasons[r.reason] ?? 0) + 1
  }

  // Sessions, with contamination judged on every record before any window cut.
  const sessions = new Map<string, DiscoveryRow[]>()
  for (const r of rows) {
    const list = sessions.get(r.sessionKey)
    if (list) list.push(r)
    else sessions.set(r.sessionKey, [r])
  }
  const excluded = { hintBeforeT0: 0, unknownCreatedAt: 0, unpaired: 0 }
  const admitted = { createdAfterT0: 0, createdBeforeT0NeverHinted: 0 }
  let outsideWindow = 0
  let armViolations = 0
  let duplicateFirsts = 0
  const primaryOutcomes: Record<ArmName, Calls[]> = { treatment: [], control: [] }
  const firstKeys = new Set<string>()
  for (const list of sessions.values()) {
    list.sort((a, b) => a.turn - b.turn || a.at - b.at || a.line - b.line)
    const firsts = list.filter((r) => r.firstEligible)
    if (firsts.length > 1) duplicateFirsts++
    if (!firsts.length) continue
    firstKeys.add(keyOf(firsts[0]!))
    const inWindow = t0 === undefined ? firsts : firsts.filter((r) => r.at >= t0)
    if (!inWindow.length) {
      outsideWindow++
      continue
    }
    // Contamination is judged on the whole log, before the window cuts anything away.
    const hintedBefore = inWindow[0]!.priorHint || (t0 !== undefined && list.some((r) => r.injected && r.at < t0))
    if (hintedBefore) {
      excluded.hintBeforeT0++
      continue
    }
    const first = firsts[0]!
    if (first !== inWindow[0]) {
      // Never hinted, but its real first opportunity came before T0 (a resumed control session).
      outsideWindow++
      continue
    }
    const violation = new Set(list.map((r) => r.arm)).size > 1 || list.some((r) => r.arm === 'control' && r.injected)
    const outcome = calls.get(keyOf(first))
    if (first.sessionCreatedAt === null) excluded.unknownCreatedAt++
    else if (violation) armViolations++
    else if (!outcome) excluded.unpaired++
    else {
      primaryOutcomes[first.arm].push(outcome)
      if (t0 === undefined || first.sessionCreatedAt >= t0) admitted.createdAfterT0++
      else admitted.createdBeforeT0NeverHinted++
    }
  }

  const treatment = figures(primaryOutcomes.treatment)
  const control = figures(primaryOutcomes.control)
  const table = { a: treatment.searched, b: treatment.n - treatment.searched, c: control.searched, d: control.n - control.searched }
  const loads = {} as ReportModel['primary']['loads']
  for (const arm of ARMS) {
    const o = primaryOutcomes[arm]
    const searchedOnes = o.filter((c) => c.search > 0)
    loads[arm] = { givenSearch: proportion(searchedOnes.filter((c) => c.load > 0).length, searchedOnes.length), fullFunnel: proportion(o.filter((c) => c.load > 0).length, o.length) }
  }
  const tw = treatment.wilson
  const cw = control.wilson

  // Exploratory: every paired hint-tier turn, later turns, and injected vs not.
  const eligible = rows.filter((r) => r.tier === 'HIGH' && (t0 === undefined || r.at >= t0))
  const pooledBy = { treatment: [] as Calls[], control: [] as Calls[] }
  const laterBy = { treatment: [] as Calls[], control: [] as Calls[] }
  let pooledUnknown = 0
  for (const r of eligible) {
    const c = calls.get(keyOf(r))
    if (!c) {
      pooledUnknown++
      continue
    }
    pooledBy[r.arm].push(c)
    if (!firstKeys.has(keyOf(r))) laterBy[r.arm].push(c)
  }
  const injectedBy = { injected: [] as Calls[], notInjected: [] as Calls[] }
  for (const r of rows) {
    if (t0 !== undefined && r.at < t0) continue
    const c = calls.get(keyOf(r))
    if (c) injectedBy[r.injected ? 'injected' : 'notInjected'].push(c)
  }

  return {
    records,
    paired,
    unpaired: rows.length - paired,
    malformed,
    legacy,
    indexRows: [...new Set(rows.map((r) => r.indexRows))].sort((a, b) => a - b),
    excluded,
    primary: {
      treatment,
      control,
      deltaPoints: treatment.rate !== null && control.rate !== null ? Math.round((treatment.rate - control.rate) * 1000) / 10 : null,
      table,
      fisherP: opts.fisher ? fisherExact(table.a, table.b, table.c, table.d) : null,
      intervalsOverlap: tw && cw ? !(tw[0] > cw[1] || cw[0] > tw[1]) : null,
      loads,
    },
    exploratory: {
      window: { since: t0 === undefined ? null : new Date(t0).toISOString() },
      tiers,
      reasons,
      admitted,
      outsideWindow,
      armViolations,
      duplicateFirsts,
      duplicateDiscovery,
      duplicateTurnCalls,
      orphanTurnCalls,
      pooled: { treatment: figures(pooledBy.treatment), control: figures(pooledBy.control), unknown: pooledUnknown },
      later: { treatment: figures(laterBy.treatment), control: figures(laterBy.control) },
      byInjected: { injected: figures(injectedBy.injected), notInjected: figures(injectedBy.notInjected) },
    },
  }
}

// ----- Rendering -----

const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`)
const interval = (w: [number, number] | null) => (w ? `[${pct(w[0])}, ${pct(w[1])}]` : '[—]')
const pad = (s: string | number, n: number) => String(s).padEnd(n)
const padL = (s: string | number, n: number) => String(s).padStart(n)

function distribution(counts: Record<string, number>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, n]) => `${k} ${n}`)
  return parts.length ? parts.join(' · ') : 'none'
}

function armLine(label: string, f: ArmFigures, what = 'searched'): string {
  return `  ${pad(label, 12)} n=${pad(f.n, 4)} ${what} ${padL(f.searched, 3)} / not ${padL(f.n - f.searched, 3)}  → ${padL(pct(f.rate), 6)}  95% ${interval(f.wilson)}`
}

function propLine(label: string, p: Proportion): string {
  return `  ${pad(label, 12)} ${padL(p.k, 3)} of ${pad(p.n, 4)} → ${padL(pct(p.rate), 6)}  95% ${interval(p.wilson)}`
}

/** The human report. Pure: a function of the model only. */
export function renderReport(model: ReportModel): string {
  const m = model
  const x = m.exploratory
  const out: string[] = []
  out.push('Discovery report')
  out.push(`  records ${m.records} · paired turns ${m.paired} · unpaired (outcome unknown) ${m.unpaired} · malformed lines ${m.malformed} · legacy records ${m.legacy}`)
  if (x.duplicateDiscovery || x.duplicateTurnCalls || x.orphanTurnCalls) {
    out.push(`  de-duplicated: ${x.duplicateDiscovery} repeated discovery records (last kept) · ${x.duplicateTurnCalls} repeated turn-calls records (summed) · ${x.orphanTurnCalls} turn-calls without a discovery record`)
  }
  if (m.legacy) out.push(`  ${m.legacy} legacy records carry no session key: they cannot be paired and are left out of every figure below.`)
  if (x.window.since) out.push(`  window: since ${x.window.since} (T0)`)
  else out.push('  WARNING: no --since T0 given, so the gate is off: sessions hinted before the experiment started cannot be excluded. Rerun with --since <ISO time of the restart>.')
  if (m.indexRows.length > 1) out.push(`  WARNING: indexRows changed during the log (${m.indexRows.join(', ')}): the library changed mid-experiment; restart the experiment with a fixed index.`)
  else out.push(`  indexRows: ${m.indexRows[0] ?? '—'}`)
  out.push('')
  out.push(`Tiers: ${distribution(x.tiers)}`)
  out.push(`Reasons: ${distribution(x.reasons)}`)
  out.push('')

  const p = m.primary
  out.push("Primary measure — each session's first eligible HIGH opportunity, arms randomised by session")
  out.push(`  excluded: ${m.excluded.hintBeforeT0} hinted before T0 · ${m.excluded.unknownCreatedAt} unknown creation time · ${m.excluded.unpaired} unpaired (outcome unknown)${x.armViolations ? ` · ${x.armViolations} arm violations` : ''}`)
  if (x.window.since) out.push(`  admitted: ${x.admitted.createdAfterT0} created after T0 · ${x.admitted.createdBeforeT0NeverHinted} created before T0 but never hinted · ${x.outsideWindow} first opportunities before T0 (outside the window)`)
  out.push('  skill_search after the opportunity:')
  out.push(armLine('treatment', p.treatment))
  out.push(armLine('control', p.control))
  out.push(`  Δ ${p.deltaPoints === null ? '— (an arm is empty)' : `${p.deltaPoints > 0 ? '+' : ''}${p.deltaPoints.toFixed(1)} points`} (treatment − control)`)
  if (p.intervalsOverlap !== null) {
    out.push(`  intervals ${p.intervalsOverlap ? 'overlap' : 'do not overlap'} — a description of the uncertainty, not a test`)
  }
  out.push('  skill_load given a search:')
  out.push(propLine('treatment', p.loads.treatment.givenSearch))
  out.push(propLine('control', p.loads.control.givenSearch))
  out.push('  skill_load over all opportunities (full funnel):')
  out.push(propLine('treatment', p.loads.treatment.fullFunnel))
  out.push(propLine('control', p.loads.control.fullFunnel))
  out.push('')
  const t = p.table
  out.push('  2×2            search   no search   total')
  out.push(`  treatment      ${pad(t.a, 8)} ${pad(t.b, 11)} ${t.a + t.b}`)
  out.push(`  control        ${pad(t.c, 8)} ${pad(t.d, 11)} ${t.c + t.d}`)
  out.push(`  a=${t.a} b=${t.b} c=${t.c} d=${t.d}`)
  if (p.fisherP !== null) out.push(`  Fisher exact, two-sided: p = ${p.fisherP < 0.0001 ? p.fisherP.toExponential(2) : p.fisherP.toFixed(4)} (no correction for multiple comparisons; not an effect size)`)
  out.push('')

  out.push('Exploratory — NOT causal (not randomised comparisons, or observations that are not independent)')
  out.push(`  pooled, every paired HIGH turn${x.pooled.unknown ? ` (${x.pooled.unknown} more with unknown outcome)` : ''}:`)
  out.push(armLine('treatment', x.pooled.treatment))
  out.push(armLine('control', x.pooled.control))
  out.push("  later HIGH turns (after each session's first):")
  out.push(armLine('treatment', x.later.treatment))
  out.push(armLine('control', x.later.control))
  out.push('  hinted vs not hinted, all paired turns (different task populations by construction):')
  out.push(armLine('hinted', x.byInjected.injected))
  out.push(armLine('not hinted', x.byInjected.notInjected))
  if (x.duplicateFirsts) out.push(`  ${x.duplicateFirsts} sessions had more than one first-eligible record (a restart); the earliest was used.`)
  return out.join('\n') + '\n'
}

// ----- Command -----

/**
 * The log's lines, the rotated `.1` file first (it holds the older records). A log the user named
 * (--log or DSH_SKILL_ROUTER_DISCOVERY_LOG) that is missing is a mistyped path: exit 2, as every
 * command exits on a missing path; the default log missing means the hint never ran: exit 1.
 */
function readLog(path: string, named?: string): { lines: string[]; files: string[] } {
  const files = [path + '.1', path].filter((f) => existsSync(f))
  if (!files.length) {
    if (named) throw new CliFailure(`report: ${named} ${path} does not exist. Give the discovery log file (default $DSH_HOME/skill-router/discovery.jsonl).`, 2)
    throw new CliFailure(
      `report: no discovery log at ${path}. The hint layer writes it only when discovery.injectTiers includes HIGH (or DSH_SKILL_ROUTER_INJECT_TIERS=HIGH); pass --log FILE to read a log elsewhere`,
    )
  }
  const lines: string[] = []
  for (const f of files) {
    let text: string
    try {
      text = readFileSync(f, 'utf8')
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      const why = code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : (err as Error).message
      // A folder where the log file should be is a wrong path (exit 2, as `view <folder>`).
      throw new CliFailure(`report: cannot read ${f}: ${why}. Pass the discovery log file with --log FILE (default $DSH_HOME/skill-router/discovery.jsonl)`, code === 'EISDIR' ? 2 : 1)
    }
    lines.push(...text.split('\n'))
  }
  return { lines, files }
}

export const reportDef = defineCommand({
  name: 'report',
  summary: 'Prints the discovery experiment\'s figures from its log: search and load rates per arm and tier, with Wilson intervals.',
  options: {
    log: { type: 'string', arg: 'FILE', help: 'The discovery log to read; otherwise DSH_SKILL_ROUTER_DISCOVERY_LOG, then $DSH_HOME/skill-router/discovery.jsonl.' },
    since: { type: 'string', arg: 'ISO', help: 'Count only records at or after this time, e.g. 2026-11-30T09:00:00Z.' },
    fisher: { type: 'boolean', help: 'Add Fisher\'s exact test of treatment against control.' },
    json: { type: 'boolean', help: 'Print the report model as JSON instead of the text.' },
  },
  notes: ['Exit 0 on a report (an empty log included), 1 when there is no log or none of its lines is a record, 2 on a usage error, a named log that is missing or a folder given as the log.'],
  async run({ values, positionals }, io) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"${values.log ? '' : ` (a log file goes after --log: --log ${positionals[0]})`}`)
    let since: number | undefined
    if (values.since !== undefined) {
      since = Date.parse(values.since)
      if (!Number.isFinite(since)) throw new UsageError(`--since "${values.since}" is not a date; give an ISO time such as 2026-11-30T09:00:00Z`)
    }
    const envLog = io.env['DSH_SKILL_ROUTER_DISCOVERY_LOG']
    const configured = values.log ?? envLog
    const named = values.log ? '--log' : envLog ? 'DSH_SKILL_ROUTER_DISCOVERY_LOG' : undefined
    const path = resolveLogPath(configured && !configured.startsWith('~') ? resolve(io.cwd, configured) : configured, io.env)
    if (!path) throw new CliFailure('report: cannot tell where the discovery log is (no HOME, no DSH_HOME); pass --log FILE')
    const { lines, files } = readLog(path, named)
    const model = computeReport(lines, { ...(since !== undefined ? { since } : {}), fisher: Boolean(values.fisher) })
    if (values.json) io.out(JSON.stringify(model, null, 2) + '\n')
    else io.out(`log: ${files.join(' + ')}\n` + renderReport(model))
    return emptyLogVerdict(model, files, io)
  },
})

/** `report` as a plain command function (tests call it directly). */
export const reportCommand: Command = commandOf(reportDef)

/**
 * A log with no records: fine when it is simply empty (the experiment has not run yet, exit 0
 * with a note), a problem when it has lines and none is a record (probably not a discovery log:
 * exit 1). Notes go to stderr so `--json` stays clean.
 */
export function emptyLogVerdict(model: { records: number; malformed: number; legacy: number }, files: string[], io: CliIo): number {
  if (model.records > 0 || model.legacy > 0) return 0
  if (model.malformed > 0) {
    io.err(`report: none of the ${model.malformed} line(s) in ${files.join(' + ')} is a discovery record, so there is nothing to report. Check --log names the discovery log (discovery.jsonl), not a session or other log.\n`)
    return 1
  }
  io.err(`report: ${files.join(' + ')} has no records yet; the hint layer appends one per eligible turn once discovery.injectTiers includes HIGH.\n`)
  return 0
}
