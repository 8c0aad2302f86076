import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MANAGE } from '../core/limits.ts'
import { compactEvents, parseLedger, reduceLedger, serializeEvent, stateOf, top } from './ledger.ts'
import type { LedgerEvent, SkillRecord } from './ledger.ts'

const base = { v: 1 as const, scope: 'project' as const, name: 's' }
let clock = 0
const version = (id: string): LedgerEvent => ({ ...base, t: 'version', at: ++clock, op: 'edit', by: 'agent', version: id, files: { 'SKILL.md': `sha-${id}` }, relpath: 's', verdict: 'safe' })
const use = (id: string, session: string): LedgerEvent => ({ ...base, t: 'use', at: ++clock, version: id, session })
const flag = (id: string): LedgerEvent => ({ ...base, t: 'flag', at: ++clock, version: id, reason: 'x' })
const rollback = (): LedgerEvent => ({ ...base, t: 'rollback', at: ++clock, by: 'human', version: '?', undone: '?' })
const tomb = (): LedgerEvent => ({ ...base, t: 'tombstone', at: ++clock, by: 'human' })
const waive = (id: string): LedgerEvent => ({ ...base, t: 'waive', at: ++clock, waiver: { ruleId: 'r', file: 'SKILL.md', contentSha256: `sha-${id}` } })

const one = (events: LedgerEvent[]): SkillRecord => reduceLedger(events).get('project\u0000s')!

describe('reduceLedger', () => {
  it('moves to active only after clean uses in distinct sessions with no flag', () => {
    const evs = [version('a'), use('a', 'x'), use('a', 'x'), use('a', 'y')]
    expect(stateOf(one(evs))).toBe('quarantined')
    expect(stateOf(one([...evs, use('a', 'z')]))).toBe('active')
    expect(stateOf(one([...evs, flag('a'), use('a', 'z')]))).toBe('quarantined')
    expect(stateOf(one([...evs, flag('a'), waive('a'), use('a', 'z')]))).toBe('active')
    // Uses of an older version do not count for the current one.
    expect(stateOf(one([version('a'), version('b'), use('a', 'x'), use('a', 'y'), use('a', 'z')]))).toBe('quarantined')
    expect(MANAGE.cleanSessionsToActivate).toBe(3)
  })

  it('rollback pops to the previous distinct version; a tombstone is popped like a version', () => {
    const r = one([version('a'), version('a'), version('b'), rollback()])
    expect(r.stack).toHaveLength(1)
    expect(top(r)).toMatchObject({ version: 'a' })
    const d = one([version('a'), tomb(), rollback()])
    expect(stateOf(d)).toBe('quarantined')
    expect(stateOf(one([version('a'), tomb()]))).toBe('deleted')
    // A rollback with nothing before it changes nothing.
    expect(one([version('a'), rollback()]).stack).toHaveLength(1)
  })

  it('global records are global while not deleted', () => {
    const g = reduceLedger([{ ...version('a'), scope: 'global' } as LedgerEvent]).get('global\u0000s')!
    expect(stateOf(g)).toBe('global')
  })
})

describe('parseLedger', () => {
  it('skips torn and foreign lines and keeps the rest', () => {
    const good = serializeEvent(version('a'))
    const text = good + '{"v":1,"t":"nope","scope":"project","name":"s","at":1}\n' + 'garbage\n' + good + '{"v":1,"t":"use","sc'
    const p = parseLedger(text)
    expect(p.events).toHaveLength(2)
    expect(p.skipped.map((s) => s.reason)).toEqual(['unknown event type', 'not JSON', 'torn last line (a write was interrupted)'])
  })
})

describe('compactEvents', () => {
  const arbEvent = fc.oneof(
    fc.constantFrom('a', 'b', 'c').map(version),
    fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.constantFrom('x', 'y', 'z', 'w')).map(([v, s]) => use(v, s)),
    fc.constantFrom('a', 'b', 'c').map(flag),
    fc.constantFrom('a', 'b', 'c').map(waive),
    fc.constant(null).map(rollback),
    fc.constant(null).map(tomb),
  )
  it('reduces to the same records for any history (property)', () => {
    fc.assert(
      fc.property(fc.array(arbEvent, { minLength: 1, maxLength: 40 }), (tail) => {
        const events = [version('a'), ...tail]
        const before = [...reduceLedger(events).values()].map(({ events: _e, at: _a, ...r }) => r)
        const text = compactEvents(reduceLedger(events).values()).map(serializeEvent).join('')
        const after = [...reduceLedger(parseLedger(text).events).values()].map(({ events: _e, at: _a, ...r }) => r)
        // Waivers whose content left the chain are dropped: they can never apply again.
        const live = (r: (typeof before)[number]) => ({ ...r, waivers: r.waivers.filter((w) => r.stack.some((s) => s.kind === 'version' && Object.values(s.files).includes(w.contentSha256))) })
        expect(after).toEqual(before.map(live))
      }),
      { numRuns: 300 },
    )
  })
})
