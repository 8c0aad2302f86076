/**
 * The standalone viewer's stand-in for DSH's session binding: an event window that behaves like
 * the one DSH gives a client (HOST-CONTRACT §8), over a store holding a saved event log.
 *
 * - Cold until `open()`: `{ entries: [], hasMore: false, revision: 0 }`, openState `closed`.
 * - `open()` installs the newest `window` events (a `replace`).
 * - `loadOlder()` prepends up to `page` older events; when that takes the window past `window`
 *   entries the newest ones fall off, so the window slides older (a `replace`, as DSH's re-baseline
 *   is). It is a silent no-op when the window is not open, when `!hasMore` and while a load is in
 *   flight, and it swallows store errors.
 * - `hasMore` is true while events older than the window's first exist.
 * - `poll()` picks up events appended to the log: an `append` when the window sits at the tail,
 *   otherwise a `replace` that reinstalls the tail page and drops the older pages (DSH's reconnect).
 *
 * Every publication is synchronous and bumps `revision` by one.
 */
import type { LedgerEvent } from '../ledger.ts'

/** Where the events live: the viewer's HTTP server, or an array in tests. */
export interface EventStore {
  /** Seqs held: `first` is the oldest, `next` is one past the newest. */
  bounds(): Promise<{ first: number; next: number }>
  /** Events with `from <= seq < to`, ascending. */
  range(from: number, to: number): Promise<LedgerEvent[]>
}

export interface WindowEntry {
  type: 'event'
  event: LedgerEvent
}

export interface WindowSnapshot {
  entries: WindowEntry[]
  hasMore: boolean
  revision: number
  change: { kind: 'replace' | 'prepend' | 'append'; entries: WindowEntry[] }
}

export interface SessionSnapshot {
  openState: 'closed' | 'open'
  hasMore: boolean
  loadingOlder: boolean
}

export interface Observable<T> {
  getSnapshot(): T
  subscribe(fn: () => void): () => void
}

export interface SlidingWindow {
  /** The binding's `eventSource`. */
  source: Observable<WindowSnapshot>
  /** The binding's `session`: observable, with `loadOlder()`. */
  session: Observable<SessionSnapshot> & { loadOlder(): Promise<void> }
  open(): Promise<void>
  poll(): Promise<void>
}

export interface SlidingWindowOptions {
  /** Most events the window holds (≥ 1). */
  window: number
  /** Events one `loadOlder()` prepends (≥ 1). */
  page: number
}

function observable<T>(initial: T) {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next: T) {
      value = next
      for (const fn of [...listeners]) fn()
    },
    subscribe(fn: () => void) {
      listeners.add(fn)
      return () => void listeners.delete(fn)
    },
  }
}

export function createSlidingWindow(store: EventStore, options: SlidingWindowOptions): SlidingWindow {
  const size = Math.max(1, Math.floor(options.window))
  const pageSize = Math.max(1, Math.floor(options.page))
  const win = observable<WindowSnapshot>({ entries: [], hasMore: false, revision: 0, change: { kind: 'replace', entries: [] } })
  const sess = observable<SessionSnapshot>({ openState: 'closed', hasMore: false, loadingOlder: false })
  let storeFirst = 0
  let storeNext = 0
  let inFlight = false

  const wrap = (events: LedgerEvent[]): WindowEntry[] => events.map((event) => ({ type: 'event' as const, event }))
  const firstSeq = (): number => win.get().entries[0]?.event.seq ?? storeNext
  const lastSeq = (): number => win.get().entries.at(-1)?.event.seq ?? storeNext - 1

  function publish(entries: WindowEntry[], kind: WindowSnapshot['change']['kind'], changed: WindowEntry[]): void {
    const first = entries[0]?.event.seq ?? storeNext
    const hasMore = first > storeFirst
    win.set({ entries, hasMore, revision: win.get().revision + 1, change: { kind, entries: changed } })
    sess.set({ ...sess.get(), hasMore })
  }

  async function installTail(): Promise<void> {
    const from = Math.max(storeFirst, storeNext - size)
    const entries = wrap(await store.range(from, storeNext))
    publish(entries, 'replace', entries)
  }

  return {
    source: { getSnapshot: win.get, subscribe: win.subscribe },
    session: {
      getSnapshot: sess.get,
      subscribe: sess.subscribe,
      async loadOlder() {
        const s = sess.get()
        if (s.openState !== 'open' || !win.get().hasMore || inFlight) return
        inFlight = true
        sess.set({ ...s, loadingOlder: true })
        try {
          const to = firstSeq()
          const older = wrap(await store.range(Math.max(storeFirst, to - pageSize), to))
          const grown = [...older, ...win.get().entries]
          if (grown.length > size) publish(grown.slice(0, size), 'replace', grown.slice(0, size))
          else publish(grown, 'prepend', older)
        } catch {
          // DSH swallows paging errors; the caller sees a page without progress.
        } finally {
          inFlight = false
          sess.set({ ...sess.get(), loadingOlder: false })
        }
      },
    },
    async open() {
      const b = await store.bounds()
      storeFirst = b.first
      storeNext = b.next
      await installTail()
      sess.set({ ...sess.get(), openState: 'open' })
    },
    async poll() {
      if (sess.get().openState !== 'open') return
      const b = await store.bounds()
      if (b.next <= storeNext && b.first === storeFirst) return
      const atTail = lastSeq() === storeNext - 1
      const oldNext = storeNext
      storeFirst = b.first
      storeNext = b.next
      if (!atTail || b.next < oldNext) return installTail()
      const added = wrap(await store.range(oldNext, b.next))
      const grown = [...win.get().entries, ...added]
      if (grown.length > size) publish(grown.slice(grown.length - size), 'replace', grown.slice(grown.length - size))
      else publish(grown, 'append', added)
    },
  }
}

/** An EventStore over an array sorted by seq (tests, and the viewer's server-side slicing). */
export function arrayStore(events: readonly LedgerEvent[]): EventStore {
  const seqOf = (e: LedgerEvent): number => e.seq ?? 0
  return {
    async bounds() {
      return { first: events.length ? seqOf(events[0] as LedgerEvent) : 0, next: events.length ? seqOf(events[events.length - 1] as LedgerEvent) + 1 : 0 }
    },
    async range(from, to) {
      return events.filter((e) => seqOf(e) >= from && seqOf(e) < to)
    },
  }
}
