import { describe, expect, it } from 'vitest'
import type { LedgerEvent } from '../ledger.ts'
import { arrayStore, createSlidingWindow } from './sliding-window.ts'
import type { EventStore } from './sliding-window.ts'

const log = (n: number): LedgerEvent[] => Array.from({ length: n }, (_, seq) => ({ type: 'x', seq, time: seq, data: {} }))
const seqs = (w: ReturnType<typeof createSlidingWindow>) => {
  const e = w.source.getSnapshot().entries
  return [e[0]?.event.seq, e.at(-1)?.event.seq, e.length]
}

describe('createSlidingWindow', () => {
  it('starts cold: no entries, hasMore false, revision 0, closed', () => {
    const w = createSlidingWindow(arrayStore(log(10)), { window: 5, page: 2 })
    expect(w.source.getSnapshot()).toMatchObject({ entries: [], hasMore: false, revision: 0 })
    expect(w.session.getSnapshot().openState).toBe('closed')
  })

  it('opens on the newest events with hasMore true when older ones exist', async () => {
    const w = createSlidingWindow(arrayStore(log(10)), { window: 4, page: 3 })
    await w.open()
    expect(seqs(w)).toEqual([6, 9, 4])
    expect(w.source.getSnapshot()).toMatchObject({ hasMore: true, revision: 1, change: { kind: 'replace' } })
    expect(w.session.getSnapshot()).toMatchObject({ openState: 'open', hasMore: true })
  })

  it('slides older by one page per loadOlder, dropping the newest, until the start', async () => {
    const w = createSlidingWindow(arrayStore(log(10)), { window: 4, page: 3 })
    await w.open()
    await w.session.loadOlder()
    expect(seqs(w)).toEqual([3, 6, 4])
    expect(w.source.getSnapshot().change.kind).toBe('replace')
    await w.session.loadOlder()
    expect(seqs(w)).toEqual([0, 3, 4])
    expect(w.source.getSnapshot().hasMore).toBe(false)
  })

  it('is a silent no-op when closed, when !hasMore and while a load is in flight', async () => {
    let release = (): void => {}
    let ranges = 0
    const base = arrayStore(log(20))
    const slow: EventStore = {
      bounds: base.bounds,
      async range(from, to) {
        ranges++
        if (ranges > 1) await new Promise<void>((r) => (release = r))
        return base.range(from, to)
      },
    }
    const w = createSlidingWindow(slow, { window: 5, page: 5 })
    await w.session.loadOlder()
    expect([ranges, w.source.getSnapshot().revision]).toEqual([0, 0])
    await w.open()
    const first = w.session.loadOlder()
    expect(w.session.getSnapshot().loadingOlder).toBe(true)
    await w.session.loadOlder()
    expect(ranges).toBe(2)
    release()
    await first
    expect(w.session.getSnapshot().loadingOlder).toBe(false)
    const all = createSlidingWindow(arrayStore(log(3)), { window: 5, page: 5 })
    await all.open()
    const rev = all.source.getSnapshot().revision
    await all.session.loadOlder()
    expect(all.source.getSnapshot().revision).toBe(rev)
  })

  it('swallows store errors in loadOlder', async () => {
    const base = arrayStore(log(20))
    let fail = false
    const w = createSlidingWindow({ bounds: base.bounds, range: async (a, b) => (fail ? Promise.reject(new Error('gone')) : base.range(a, b)) }, { window: 5, page: 5 })
    await w.open()
    fail = true
    await expect(w.session.loadOlder()).resolves.toBeUndefined()
    expect(w.session.getSnapshot().loadingOlder).toBe(false)
  })

  it('appends new events at the tail, and re-baselines to the tail when it had slid away', async () => {
    const events = log(10)
    const w = createSlidingWindow(arrayStore(events), { window: 6, page: 3 })
    await w.open()
    events.push({ type: 'x', seq: 10, data: {} })
    await w.poll()
    expect(w.source.getSnapshot().change.kind).toBe('replace') // 7 > 6: the oldest fell off
    expect(seqs(w)).toEqual([5, 10, 6])
    await w.session.loadOlder()
    expect(seqs(w)).toEqual([2, 7, 6])
    events.push({ type: 'x', seq: 11, data: {} })
    await w.poll()
    expect(seqs(w)).toEqual([6, 11, 6])
    const roomy = createSlidingWindow(arrayStore(events), { window: 50, page: 3 })
    await roomy.open()
    events.push({ type: 'x', seq: 12, data: {} })
    await roomy.poll()
    expect(roomy.source.getSnapshot().change).toMatchObject({ kind: 'append', entries: [{ event: { seq: 12 } }] })
  })
})
