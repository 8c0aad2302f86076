import { afterEach, describe, expect, it, vi } from 'vitest'
import { HISTORY } from '../host.js-src/core/limits.ts'
import { createHistoryReader } from './history.ts'
import type { EventWindow, HistoryState, Observable, SessionLike } from './history.ts'
import type { LedgerEvent } from './ledger.ts'
import { arrayStore, createSlidingWindow } from './viewer/sliding-window.ts'

/** `count` events; a skill_load of `load-<seq>` at every seq in `loads`, filler elsewhere. */
function session(count: number, loads: number[]): LedgerEvent[] {
  return Array.from({ length: count }, (_, seq) =>
    loads.includes(seq)
      ? { type: 'tool/call', seq, time: seq, data: { turn: 1, step: 1, callId: `c${seq}`, name: 'skill_load', arguments: JSON.stringify({ name: `load-${seq}` }) } }
      : { type: 'assistant/message', seq, time: seq, data: { text: 'x' } },
  )
}

/** Resolves when the reader stops (or the test's own deadline passes). */
function stopped(reader: { getState(): HistoryState }, onChange: { last?: HistoryState; waiters: (() => void)[] }): Promise<HistoryState> {
  return new Promise((resolve) => {
    const check = () => (reader.getState().phase === 'stopped' ? resolve(reader.getState()) : onChange.waiters.push(check))
    check()
  })
}

function watch() {
  const box: { last?: HistoryState; waiters: (() => void)[] } = { waiters: [] }
  const onChange = (s: HistoryState) => {
    box.last = s
    const w = box.waiters.splice(0)
    for (const fn of w) fn()
  }
  return { box, onChange }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createHistoryReader over a sliding window', () => {
  it('reads back to the start through a window smaller than the session', async () => {
    const events = session(1_000, [12, 400, 401, 990])
    const w = createSlidingWindow(arrayStore(events), { window: 100, page: 30 })
    const { box, onChange } = watch()
    const reader = createHistoryReader(w.source, w.session, { onChange })
    await w.open()
    const state = await stopped(reader, box)
    expect(state.stop).toBe('start')
    expect(state.complete).toBe(true)
    expect(state.events).toBe(1_000)
    expect(state.oldestSeq).toBe(0)
    expect(state.ledger.rows.map((r) => r.name)).toEqual(['load-12', 'load-400', 'load-401', 'load-990'])
    // (1000 − 100) / 30 = 30 pages.
    expect(state.pages).toBe(30)
    // The window itself slid: it no longer holds the newest events.
    expect(w.source.getSnapshot().entries.at(-1)?.event.seq).toBe(99)
    reader.dispose()
  })

  it('is complete at once when the whole session fits the window', async () => {
    const w = createSlidingWindow(arrayStore(session(40, [3])), { window: 100, page: 30 })
    const { box, onChange } = watch()
    const reader = createHistoryReader(w.source, w.session, { onChange })
    await w.open()
    const state = await stopped(reader, box)
    expect([state.stop, state.pages, state.ledger.rows.length]).toEqual(['start', 0, 1])
  })

  it('waits while the window is cold and does not call a cold hasMore:false complete', async () => {
    const w = createSlidingWindow(arrayStore(session(300, [5])), { window: 50, page: 50 })
    const loadOlder = vi.spyOn(w.session, 'loadOlder')
    const reader = createHistoryReader(w.source, w.session)
    await Promise.resolve()
    expect(reader.getState()).toMatchObject({ phase: 'waiting', complete: false })
    expect(loadOlder).not.toHaveBeenCalled()
    reader.dispose()
  })

  it('keeps the live tail after paging stops, including after a re-baseline', async () => {
    const events = session(500, [1])
    const w = createSlidingWindow(arrayStore(events), { window: 100, page: 100 })
    const { box, onChange } = watch()
    const reader = createHistoryReader(w.source, w.session, { onChange })
    await w.open()
    await stopped(reader, box)
    events.push({ type: 'tool/call', seq: 500, data: { callId: 'late', name: 'skill', arguments: '{"name":"late-skill"}' } })
    await w.poll()
    // The window had slid away from the tail, so poll reinstalled the tail page (a replace).
    expect(w.source.getSnapshot().change.kind).toBe('replace')
    expect(reader.getState().ledger.rows.map((r) => r.name)).toEqual(['load-1', 'late-skill'])
    expect(reader.getState().complete).toBe(true)
    reader.dispose()
  })
})

/** A hand-built host for the failure paths: a window we publish into and a scripted loadOlder. */
function fakeHost(initial: EventWindow, loadOlder: (host: { publish(w: EventWindow): void; current(): EventWindow }) => Promise<void> | void, openState = 'open') {
  let current = initial
  const listeners = new Set<() => void>()
  const host = {
    publish(w: EventWindow) {
      current = w
      for (const fn of listeners) fn()
    },
    current: () => current,
  }
  const source: Observable<EventWindow> = { getSnapshot: () => current, subscribe: (fn) => (listeners.add(fn), () => void listeners.delete(fn)) }
  const calls = { n: 0 }
  const sess: SessionLike = {
    getSnapshot: () => ({ openState, hasMore: current.hasMore }),
    subscribe: () => () => {},
    loadOlder: () => {
      calls.n++
      return loadOlder(host) as Promise<void>
    },
  }
  return { source, session: sess, calls, host }
}

const entries = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => ({ type: 'event', event: { type: 'assistant/message', seq: from + i, data: {} } as LedgerEvent }))

describe('createHistoryReader stop reasons', () => {
  it('gives up after two calls in a row that change nothing (silent loadOlder)', async () => {
    const { source, session: s, calls } = fakeHost({ entries: entries(900, 1000), hasMore: true, revision: 1 }, async () => {})
    const { box, onChange } = watch()
    const reader = createHistoryReader(source, s, { onChange })
    const state = await stopped(reader, box)
    expect([state.stop, state.complete, calls.n, state.pages]).toEqual(['stalled', false, HISTORY.stallLimit, HISTORY.stallLimit])
  })

  it('counts a rejecting loadOlder as a page without progress', async () => {
    const { source, session: s } = fakeHost({ entries: entries(900, 1000), hasMore: true, revision: 1 }, async () => {
      throw new Error('network')
    })
    const { box, onChange } = watch()
    const state = await stopped(createHistoryReader(source, s, { onChange }), box)
    expect(state.stop).toBe('stalled')
  })

  it('stops with "timeout" when loadOlder does not answer within the page timeout', async () => {
    vi.useFakeTimers()
    const { source, session: s, calls } = fakeHost({ entries: entries(900, 1000), hasMore: true, revision: 1 }, () => new Promise<void>(() => {}))
    const reader = createHistoryReader(source, s)
    await vi.advanceTimersByTimeAsync(HISTORY.pageTimeoutMs - 1)
    expect(reader.getState().phase).toBe('paging')
    await vi.advanceTimersByTimeAsync(1)
    expect(reader.getState()).toMatchObject({ phase: 'stopped', stop: 'timeout', complete: false, pages: 0 })
    expect(calls.n).toBe(1)
  })

  it('stops at the page cap when every page makes progress but the start never comes', async () => {
    // A host that keeps inventing older history (hasMore stays true, seqs go negative-free by offsetting).
    let first = 100_000
    const { source, session: s, calls } = fakeHost({ entries: entries(first, first + 10), hasMore: true, revision: 1 }, (host) => {
      first -= 10
      host.publish({ entries: entries(first, first + 10), hasMore: true, revision: (host.current().revision ?? 0) + 1 })
    })
    const { box, onChange } = watch()
    const state = await stopped(createHistoryReader(source, s, { onChange }), box)
    expect([state.stop, calls.n, state.pages, state.complete]).toEqual(['cap', HISTORY.maxPages, HISTORY.maxPages, false])
  })

  it('counts a sliding window as progress even when its length stays the same', async () => {
    let first = 400
    const { source, session: s } = fakeHost({ entries: entries(first, first + 100), hasMore: true, revision: 1 }, (host) => {
      first = Math.max(0, first - 50)
      host.publish({ entries: entries(first, first + 100), hasMore: first > 0, revision: (host.current().revision ?? 0) + 1 })
    })
    const { box, onChange } = watch()
    const state = await stopped(createHistoryReader(source, s, { onChange }), box)
    expect([state.stop, state.pages, state.events]).toEqual(['start', 8, 500])
  })

  it('survives a replace that resets the window to the tail mid-paging', async () => {
    let first = 800
    let resets = 0
    const { source, session: s } = fakeHost({ entries: entries(800, 1000), hasMore: true, revision: 1 }, (host) => {
      const rev = (host.current().revision ?? 0) + 1
      if (first === 600 && resets === 0) {
        resets++
        first = 800
        host.publish({ entries: entries(800, 1000), hasMore: true, revision: rev, change: { kind: 'replace' } })
        return
      }
      first = Math.max(0, first - 100)
      host.publish({ entries: entries(first, 1000), hasMore: first > 0, revision: rev, change: { kind: 'replace' } })
    })
    const { box, onChange } = watch()
    const state = await stopped(createHistoryReader(source, s, { onChange }), box)
    expect([state.stop, state.events, resets]).toEqual(['start', 1000, 1])
  })

  it('can retry after giving up and keeps what it had', async () => {
    let answer = false
    const { source, session: s } = fakeHost({ entries: entries(90, 100), hasMore: true, revision: 1 }, (host) => {
      if (answer) host.publish({ entries: entries(0, 100), hasMore: false, revision: 2 })
    })
    const { box, onChange } = watch()
    const reader = createHistoryReader(source, s, { onChange })
    expect((await stopped(reader, box)).stop).toBe('stalled')
    answer = true
    reader.retry()
    await vi.waitFor(() => expect(reader.getState().stop).toBe('start'))
    expect(reader.getState().events).toBe(100)
  })

  it('skips transient entries and reads compact records without seq by call id', async () => {
    const { source, session: s } = fakeHost(
      {
        entries: [
          { type: 'transient', event: { type: 'assistant/live-chunk', seq: 5, data: {} } },
          { type: 'event', event: { type: 'tool/call', data: { callId: 'k', name: 'skill_load', arguments: { names: ['a', 'b'] } } } },
          { type: 'event', event: { type: 'tool/call', data: { callId: 'k', name: 'skill_load', arguments: { names: ['a', 'b'] } } } },
        ],
        hasMore: false,
        revision: 1,
      },
      () => {},
    )
    const { box, onChange } = watch()
    const state = await stopped(createHistoryReader(source, s, { onChange }), box)
    expect(state.ledger.rows.map((r) => r.name)).toEqual(['a', 'b'])
    expect(state.events).toBe(1)
  })
})

describe('createHistoryReader and a load already in flight', () => {
  it('waits for the host\'s own load to finish instead of counting silent calls', async () => {
    let loading = true
    const listeners = new Set<() => void>()
    let win: EventWindow = { entries: entries(50, 100), hasMore: true, revision: 1 }
    const source: Observable<EventWindow> = { getSnapshot: () => win, subscribe: (fn) => (listeners.add(fn), () => void listeners.delete(fn)) }
    const sessListeners = new Set<() => void>()
    let calls = 0
    const s: SessionLike = {
      getSnapshot: () => ({ openState: 'open', hasMore: win.hasMore, loadingOlder: loading }),
      subscribe: (fn) => (sessListeners.add(fn), () => void sessListeners.delete(fn)),
      loadOlder: async () => {
        calls++
        if (loading) return
        win = { entries: entries(0, 100), hasMore: false, revision: 2 }
        for (const fn of listeners) fn()
      },
    }
    const reader = createHistoryReader(source, s)
    await new Promise((r) => setTimeout(r, 20))
    expect([reader.getState().phase, calls]).toEqual(['paging', 0])
    loading = false
    for (const fn of sessListeners) fn()
    await vi.waitFor(() => expect(reader.getState().stop).toBe('start'))
    expect(calls).toBe(1)
  })
})
