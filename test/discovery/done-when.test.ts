/**
 * Issue 6 "Done when", through the built host.js in the in-repo DSH test host: the hint is off by
 * default; switched on, a security-scan task over a library holding a semgrep skill gets exactly one
 * hint in treatment sessions and none in control sessions, at step 1 only; the log holds both
 * record kinds and no task text.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { armOf, sessionKeyOf } from '../../host.js-src/discovery/session-key.ts'
import { BASIC_SKILLS, makeLibrary, skillMd } from '../fixtures.ts'
import { createTestHost, scriptedModel } from '../host/index.ts'
import type { Session } from '../host/index.ts'

const TASK = 'Run a security scan of this repository with semgrep and summarise what it finds'
const OTHER_TASK = 'What is a good name for our quarterly offsite?'

const LIBRARY = {
  ...BASIC_SKILLS,
  'tools/skills/release-checklist/SKILL.md': skillMd('release-checklist', 'A checklist for cutting a release: version bump, changelog, tags.'),
  'tools/skills/sql-migrations/SKILL.md': skillMd('sql-migrations', 'Write reversible SQL schema migrations and test them locally.'),
  'learned/secret-audit/SKILL.md': skillMd('secret-audit', 'Security scan for leaked secrets in a repository (agent-written, quarantined).'),
}

/** A model that searches once and then answers: two steps, so "step 1 only" is observable. */
const searchThenAnswer = () => scriptedModel([{ toolCalls: [{ name: 'skill_search', arguments: '{"query":"semgrep security scan"}' }] }, { text: 'Done.' }])

async function sessionIds(): Promise<{ treatment: string[]; control: string[] }> {
  const out = { treatment: [] as string[], control: [] as string[] }
  for (let i = 0; out.treatment.length < 3 || out.control.length < 3; i++) {
    const id = `11111111-2222-4333-8444-${String(i).padStart(12, '0')}`
    const arm = await armOf(await sessionKeyOf(id))
    if (out[arm].length < 3) out[arm].push(id)
  }
  return out
}

const hintsIn = (s: Session) => s.events.filter((e) => e.type === 'user/message' && (e.data as { source: { kind: string } }).source.kind === 'skill-router')

async function waitForLog(path: string, ok: (text: string) => boolean): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const text = existsSync(path) ? readFileSync(path, 'utf8') : ''
    if (ok(text)) return text
    await new Promise((r) => setTimeout(r, 20))
  }
  return existsSync(path) ? readFileSync(path, 'utf8') : ''
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0)) c()
})

describe('discovery hint (issue 6, done when)', () => {
  it('is off by default: no hint and no log file', async () => {
    const fx = await makeLibrary(LIBRARY)
    cleanups.push(fx.cleanup)
    const dshHome = mkdtempSync(join(tmpdir(), 'dsh-home-'))
    cleanups.push(() => rmSync(dshHome, { recursive: true, force: true }))
    const saved = { home: process.env['DSH_HOME'], tiers: process.env['DSH_SKILL_ROUTER_INJECT_TIERS'], log: process.env['DSH_SKILL_ROUTER_DISCOVERY_LOG'] }
    process.env['DSH_HOME'] = dshHome
    delete process.env['DSH_SKILL_ROUTER_INJECT_TIERS']
    delete process.env['DSH_SKILL_ROUTER_DISCOVERY_LOG']
    cleanups.push(() => {
      for (const [k, v] of [['DSH_HOME', saved.home], ['DSH_SKILL_ROUTER_INJECT_TIERS', saved.tiers], ['DSH_SKILL_ROUTER_DISCOVERY_LOG', saved.log]] as const) {
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
      }
    })
    const host = await createTestHost({ cwd: fx.root, skills: false })
    const ids = await sessionIds()
    for (const id of [...ids.treatment, ...ids.control]) {
      const s = host.createSession({ id })
      expect(await host.runTurn(s, TASK, searchThenAnswer())).toEqual({ reason: 'completed' })
      expect(hintsIn(s)).toEqual([])
      host.disposeSession(s)
    }
    host.dispose()
    await new Promise((r) => setTimeout(r, 50))
    expect(existsSync(join(dshHome, 'skill-router'))).toBe(false)
  })

  it('on: one hint per treatment session at step 1, none in control, and a log without task text', async () => {
    const fx = await makeLibrary(LIBRARY)
    cleanups.push(fx.cleanup)
    const logDir = mkdtempSync(join(tmpdir(), 'discovery-'))
    cleanups.push(() => rmSync(logDir, { recursive: true, force: true }))
    const logPath = join(logDir, 'discovery.jsonl')
    const host = await createTestHost({ cwd: fx.root, skills: false, config: { discovery: { injectTiers: ['HIGH'], logPath } } })
    const ids = await sessionIds()
    const sessions: { arm: 'treatment' | 'control'; session: Session; model: ReturnType<typeof scriptedModel> }[] = []
    for (const arm of ['treatment', 'control'] as const) {
      for (const id of ids[arm]) {
        const session = host.createSession({ id })
        const model = searchThenAnswer()
        expect(await host.runTurn(session, TASK, model)).toEqual({ reason: 'completed' })
        // A second turn whose task the library does not cover: never a hint.
        expect(await host.runTurn(session, OTHER_TASK, scriptedModel([{ text: 'Offsite 2027.' }]))).toEqual({ reason: 'completed' })
        sessions.push({ arm, session, model })
      }
    }

    for (const { arm, session, model } of sessions) {
      const hints = hintsIn(session)
      if (arm === 'control') {
        expect(hints).toEqual([])
        expect(JSON.stringify(model.requests)).not.toContain('skill library has entries')
        continue
      }
      expect(hints).toHaveLength(1)
      // Appended in turn 1, step 1: after that step's start and the user's task, before the model answered.
      const events = session.events
      const at = events.indexOf(hints[0]!)
      const stepStart = events.slice(0, at).reverse().find((e) => e.type === 'step/start')!
      expect(stepStart.data).toEqual({ turn: 1, step: 1 })
      expect(events[at - 1]!.type).toBe('user/message')
      const text = (hints[0]!.data as { content: { text: string }[] }).content[0]!.text
      expect(text).toMatch(/semgrep-scan \(Run a Semgrep security scan/)
      expect(text).not.toContain('secret-audit') // agent-written skills are never hinted
      expect(text).not.toContain('Steps for') // never a body
      // The model saw it on its first request, and only the first request of the turn added it.
      expect(JSON.stringify(model.requests[0]!.messages)).toContain('skill library has entries')
    }
    // Every hint message has its own id.
    const hintIds = sessions.flatMap(({ session }) => hintsIn(session).map((e) => (e.data as { id: string }).id))
    expect(new Set(hintIds).size).toBe(ids.treatment.length)

    for (const { session } of sessions) host.disposeSession(session)
    const expectedLines = sessions.length * 4 // two discovery + two turn-calls records per session
    const log = await waitForLog(logPath, (t) => t.trim().split('\n').length >= expectedLines)
    const records = log.trim().split('\n').map((l) => JSON.parse(l))
    const discovery = records.filter((r) => r.kind === 'discovery')
    const calls = records.filter((r) => r.kind === 'turn-calls')
    expect(discovery).toHaveLength(sessions.length * 2)
    expect(calls).toHaveLength(sessions.length * 2)
    for (const { arm, session } of sessions) {
      const key = await sessionKeyOf(session.id)
      const mine = discovery.filter((r) => r.sessionKey === key).sort((a, b) => a.turn - b.turn)
      expect(mine.map((r) => [r.turn, r.tier, r.arm, r.injected, r.firstEligible])).toEqual([
        [1, 'HIGH', arm, arm === 'treatment', true],
        [2, mine[1]!.tier, arm, false, false],
      ])
      expect(mine[1]!.tier).not.toBe('HIGH')
      const turn1 = calls.find((r) => r.sessionKey === key && r.turn === 1)
      expect(turn1).toMatchObject({ skillSearchCalls: 1, skillLoadCalls: 0, otherToolCalls: 0, settledBy: 'turn/end', endReason: 'completed' })
    }
    for (const word of [TASK, OTHER_TASK, 'repository', 'summarise', 'offsite', ...ids.treatment, ...ids.control]) expect(log).not.toContain(word)
    host.dispose()
  })
})
