/**
 * Reads a session's whole event history through the host's bounded, sliding event window and
 * keeps the ledger of everything seen (SPEC §6, HOST-CONTRACT §8).
 *
 * The window DSH gives a client holds only the newest events; `session.loadOlder()` prepends an
 * older page, may resolve having done nothing, and a `replace` can drop every page already
 * prepended. So the reader keeps its own copy of every ledger event by `seq`, merges each
 * publication the moment it arrives, and pages until exactly one of four things happens:
 *
 * - `start`   the start of history is in hand (seq 0 seen, or an open window says `hasMore: false`);
 * - `timeout` one `loadOlder()` did not resolve within HISTORY.pageTimeoutMs;
 * - `stalled` HISTORY.stallLimit calls in a row moved neither the oldest seq nor the window size;
 * - `cap`     HISTORY.maxPages calls were made.
 *
 * After paging stops the subscription stays: the live tail keeps updating the ledger.
 */
import { HISTORY } from '../host.js-src/core/limits.ts'
import { buildLedger, compactEvent, isLedgerEvent } from './ledger.ts'
import type { Ledger, LedgerEvent } from './ledger.ts'

/** `{ getSnapshot, subscribe }`, the host's observable shape. */
export interface Observable<T> {
  getSnapshot(): T
  subscribe(fn: () => void): () => void
}

/** One window entry: a committed event, or a transient live chunk (skipped). */
export interface WindowEntry {
  type: string
  event?: LedgerEvent
}

/** DSH's SessionEventWindow, read defensively: every field may be missing in an older host. */
export interface EventWindow {
  entries?: readonly WindowEntry[]
  hasMore?: boolean
  revision?: number
  change?: { kind: string; entries?: readonly WindowEntry[] }
}

/** The part of DSH's SessionFace the reader uses. */
export interface SessionLike {
  getSnapshot?(): { openState?: string; hasMore?: boolean; loadingOlder?: boolean } | undefined
  subscribe?(fn: () => void): () => void
  loadOlder?(): Promise<void> | void
}

export type StopReason = 'start' | 'timeout' | 'stalled' | 'cap'

export interface HistoryState {
  ledger: Ledger
  /** `waiting`: the window is still cold (DSH opens only the current session's window). */
  phase: 'waiting' | 'paging' | 'stopped'
  stop?: StopReason
  /** True once the start of history was reached; only then are totals final. */
  complete: boolean
  /** `loadOlder()` calls that resolved. */
  pages: number
  /** Distinct events seen so far, of every type. */
  events: number
  oldestSeq?: number
  newestSeq?: number
}

export interface HistoryReader {
  getState(): HistoryState
  /** Starts paging again after a `timeout`, `stalled` or `cap` stop, keeping everything seen. */
  retry(): void
  dispose(): void
}

export interface HistoryOptions {
  onChange?: (state: HistoryState) => void
  /** Overrides for tests; defaults are HISTORY. */
  limits?: Partial<typeof HISTORY>
}

/** Starts reading `source` (the event window) and paging `session` at once. */
export function createHistoryReader(source: Observable<EventWindow | undefined>, session: SessionLike | undefined, options: HistoryOptions = {}): HistoryReader {
  const limits = { ...HISTORY, ...options.limits }
  const ledgerEvents = new Map<string, LedgerEvent>()
  const seqs = new Set<number>()
  let unsequenced = 0
  let oldest: number | undefined
  let newest: number | undefined
  let ledger = buildLedger([])
  let ledgerDirty = false
  let phase: HistoryState['phase'] = 'waiting'
  let stop: StopReason | undefined
  let pages = 0
  let disposed = false
  let lastRevision: number | undefined
  let state: HistoryState = snapshotState()

  function snapshotState(): HistoryState {
    return { ledger, phase, stop, complete: stop === 'start', pages, events: seqs.size + unsequenced, oldestSeq: oldest, newestSeq: newest }
  }

  function emit(): void {
    if (ledgerDirty) {
      ledger = buildLedger([...ledgerEvents.values()])
      ledgerDirty = false
    }
    state = snapshotState()
    options.onChange?.(state)
  }

  function ingestEntries(entries: readonly WindowEntry[] | undefined): boolean {
    let changed = false
    for (const entry of entries ?? []) {
      if (!entry || entry.type !== 'event' || !entry.event || typeof entry.event !== 'object') continue
      const event = entry.event
      const seq = typeof event.seq === 'number' && Number.isFinite(event.seq) ? event.seq : undefined
      let key: string
      if (seq !== undefined) {
        if (seqs.has(seq)) continue
        seqs.add(seq)
        oldest = oldest === undefined ? seq : Math.min(oldest, seq)
        newest = newest === undefined ? seq : Math.max(newest, seq)
        key = String(seq)
      } else {
        // No seq (a compact record): the call id is the only identity it has.
        const data = (event.data ?? {}) as Record<string, unknown>
        key = `${event.type}:${String(data['subCallId'] ?? data['callId'] ?? JSON.stringify(data))}`
        if (ledgerEvents.has(key)) continue
        unsequenced++
      }
      changed = true
      if (isLedgerEvent(event)) {
        ledgerEvents.set(key, compactEvent(event))
        ledgerDirty = true
      }
    }
    return changed
  }

  /** Merges the window's current publication; an append or prepend one revision on reads only its change. */
  function ingest(): boolean {
    const win = readWindow()
    if (!win) return false
    const incremental = win.change && (win.change.kind === 'append' || win.change.kind === 'prepend') && lastRevision !== undefined && win.revision === lastRevision + 1
    lastRevision = win.revision
    return ingestEntries(incremental ? win.change?.entries : win.entries)
  }

  function readWindow(): EventWindow | undefined {
    try {
      return source.getSnapshot()
    } catch {
      return undefined
    }
  }

  function sessionSnapshot(): ReturnType<NonNullable<SessionLike['getSnapshot']>> {
    try {
      return session?.getSnapshot?.()
    } catch {
      return undefined
    }
  }

  /**
   * Open = the session says so (when it says anything) and the window has published at least once.
   * A cold window (`revision: 0`, no entries) says `hasMore: false` without meaning it.
   */
  function isOpen(): boolean {
    const win = readWindow()
    const published = (win?.revision ?? 0) > 0 || (win?.entries?.length ?? 0) > 0
    const openState = sessionSnapshot()?.openState
    return published && (typeof openState !== 'string' || openState === 'open')
  }

  function hasMore(): boolean | undefined {
    const win = readWindow()
    if (typeof win?.hasMore === 'boolean') return win.hasMore
    const flag = sessionSnapshot()?.hasMore
    return typeof flag === 'boolean' ? flag : undefined
  }

  function startReached(): boolean {
    return seqs.has(0) || (isOpen() && hasMore() === false)
  }

  /** Where the window reaches back to, and how long it is: the two signs of progress. */
  function measure(): { first: number | undefined; length: number } {
    const entries = readWindow()?.entries ?? []
    let first: number | undefined
    for (const e of entries) {
      const seq = e?.type === 'event' ? e.event?.seq : undefined
      if (typeof seq === 'number') {
        first = first === undefined ? seq : Math.min(first, seq)
      }
    }
    return { first, length: entries.length }
  }

  function finish(reason: StopReason): void {
    phase = 'stopped'
    stop = reason
    emit()
  }

  async function page(): Promise<void> {
    phase = 'paging'
    stop = undefined
    emit()
    let stalls = 0
    let calls = 0
    for (;;) {
      if (disposed) return
      if (startReached()) return finish('start')
      if (calls >= limits.maxPages) return finish('cap')
      // DSH ignores loadOlder while another load is in flight; wait for that one instead of stalling.
      if (sessionSnapshot()?.loadingOlder === true && !(await idle(limits.pageTimeoutMs))) return finish('timeout')
      if (disposed) return
      const before = measure()
      calls++
      const answered = await withTimeout(callLoadOlder(), limits.pageTimeoutMs)
      if (disposed) return
      if (!answered) return finish('timeout')
      pages++
      ingest()
      const after = measure()
      const progressed = (after.first !== undefined && (before.first === undefined || after.first < before.first)) || after.length > before.length
      stalls = progressed ? 0 : stalls + 1
      emit()
      if (stalls >= limits.stallLimit) return finish(startReached() ? 'start' : 'stalled')
    }
  }

  /** True once the session reports no load in flight, false if `ms` pass first. */
  function idle(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      let off = (): void => {}
      const timer = setTimeout(() => {
        off()
        resolve(false)
      }, ms)
      off = safeSubscribe(session, () => {
        if (sessionSnapshot()?.loadingOlder === true) return
        clearTimeout(timer)
        off()
        resolve(true)
      })
    })
  }

  async function callLoadOlder(): Promise<void> {
    try {
      await session?.loadOlder?.()
    } catch {
      // DSH swallows loadOlder errors; a failed page is a page without progress.
    }
  }

  function maybeStart(): void {
    if (phase !== 'waiting' || disposed) return
    if (!isOpen()) return
    void page()
  }

  const unsubscribeSource = safeSubscribe(source, () => {
    if (disposed) return
    if (ingest()) emit()
    maybeStart()
  })
  const unsubscribeSession = safeSubscribe(session, () => {
    if (!disposed) maybeStart()
  })
  ingest()
  emit()
  maybeStart()

  return {
    getState: () => state,
    retry() {
      if (disposed || phase !== 'stopped' || stop === 'start') return
      void page()
    },
    dispose() {
      disposed = true
      unsubscribeSource()
      unsubscribeSession()
    },
  }
}

function safeSubscribe(target: { subscribe?(fn: () => void): () => void } | undefined, fn: () => void): () => void {
  try {
    const off = target?.subscribe?.(fn)
    return typeof off === 'function' ? off : () => {}
  } catch {
    return () => {}
  }
}

/** True when `promise` settles within `ms`; false when the time runs out first. */
function withTimeout(promise: Promise<void>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    promise.then(() => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}
