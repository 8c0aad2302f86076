/**
 * The route by which the Skills tab reads a session on DSH builds that give a conversation view no
 * event stream (0.1.0-rc.8: the binding is `{ sessionId, session, ctx }`).
 *
 * Such a build assembles each session's events through registered Definitions: a node Definition
 * (`conversationEvents.register`) turns matching events into view nodes for one target, and a view
 * Definition (`conversationViews.register`) folds those nodes into the target's snapshot, which the
 * session then publishes as `session.getSnapshot().views.get(target)`; `session.loadOlder()` pages
 * older events through the same path. DSH's own Trajectory view reads sessions this way.
 *
 * We register one target whose snapshot is the window's events in `seq` order, and hand the tab an
 * observable with the event window's shape (`{ entries, hasMore, revision }`), so the same history
 * reader pages, merges and stops on both routes. Streamed `assistant/chunk` events are left out:
 * they are the bulk of a log and carry nothing the ledger counts; every other event is kept so
 * paging sees progress even on pages without a skill call. Non-ledger events keep only their type
 * and seq; `tool/result` events are slimmed to what the ledger measures (see `compactEvent`).
 */
import type { EventWindow, Observable, SessionLike, WindowEntry } from './history.ts'
import { compactEvent } from './ledger.ts'
import type { LedgerEvent } from './ledger.ts'

/** The view target and node kind this plugin registers; namespaced so it cannot collide. */
export const VIEW_TARGET = 'dsh-skill-router.skills'
export const NODE_KIND = 'dsh-skill-router.event'

/** The slice of DSH's node Definition contract we implement (runtime `contract/conversation.ts`). */
interface NodeContext {
  readonly key: string
  readonly kind: string
  readonly id: string
  readonly state: LedgerEvent | undefined
}

interface ViewNode {
  readonly key: string
  readonly kind: string
  readonly id: string
  readonly target: string
  readonly data: LedgerEvent
}

/** What our target publishes: the events in `seq` order, and a revision bumped per change. */
export interface ViewSnapshot {
  readonly entries: readonly WindowEntry[]
  readonly revision: number
}

interface Registry {
  register(definition: unknown): unknown
}

/** Sessions whose snapshot carries registered views (rc.8's `ConversationSnapshot`). */
interface ViewSession extends SessionLike {
  getSnapshot(): ({ views?: { get?(target: string): unknown }; hasMore?: boolean; openState?: string; loadingOlder?: boolean } & Record<string, unknown>) | undefined
  subscribe(fn: () => void): () => void
}

const seqOf = (event: unknown): number | undefined => {
  const seq = (event as { seq?: unknown } | null)?.seq
  return typeof seq === 'number' && Number.isFinite(seq) ? seq : undefined
}

/** The node Definition: one Context per event, keyed by its seq; its State is the compact event. */
export const nodeDefinition = {
  kind: NODE_KIND,
  target: VIEW_TARGET,
  match(event: LedgerEvent): { id: string; role: 'start' } | null {
    if (!event || typeof event !== 'object' || event.type === 'assistant/chunk') return null
    const seq = seqOf(event)
    return seq === undefined ? null : { id: String(seq), role: 'start' }
  },
  start(_context: NodeContext, match: { event: LedgerEvent }): LedgerEvent {
    return compactEvent(match.event)
  },
  update(context: NodeContext & { state: LedgerEvent }): LedgerEvent {
    return context.state
  },
  buildViewNode(context: NodeContext): ViewNode | null {
    if (!context.state) return null
    return { key: context.key, kind: context.kind, id: context.id, target: VIEW_TARGET, data: context.state }
  },
}

/** One builder per session: keeps the nodes by key, publishes them sorted by seq. */
export class EventViewBuilder {
  readonly empty: ViewSnapshot = { entries: [], revision: 0 }
  private readonly events = new Map<string, LedgerEvent>()
  private revision = 0
  private sorted: WindowEntry[] = []

  replace(input: { nodes: readonly ViewNode[] }): ViewSnapshot {
    this.events.clear()
    for (const node of input.nodes ?? []) if (node?.data) this.events.set(node.key, node.data)
    this.sorted = [...this.events.values()].sort(bySeq).map(toEntry)
    return this.snapshot()
  }

  apply(input: { upserts: readonly ViewNode[] }): ViewSnapshot {
    let appendOnly = true
    let last = seqOf(this.sorted.at(-1)?.event) ?? -1
    for (const node of input.upserts ?? []) {
      if (!node?.data) continue
      const known = this.events.has(node.key)
      this.events.set(node.key, node.data)
      const seq = seqOf(node.data) ?? -1
      if (known || seq <= last) appendOnly = false
      last = Math.max(last, seq)
    }
    // Live events arrive in seq order: append them; anything else rebuilds the order.
    if (appendOnly) {
      const have = this.sorted.length
      for (const node of input.upserts ?? []) if (node?.data) this.sorted.push(toEntry(node.data))
      if (this.sorted.length === have) return this.snapshot(false)
    } else {
      this.sorted = [...this.events.values()].sort(bySeq).map(toEntry)
    }
    return this.snapshot()
  }

  private current: ViewSnapshot = this.empty

  private snapshot(changed = true): ViewSnapshot {
    if (changed) {
      this.revision++
      this.current = { entries: this.sorted.slice(), revision: this.revision }
    }
    return this.current
  }
}

function bySeq(a: LedgerEvent, b: LedgerEvent): number {
  return (seqOf(a) ?? 0) - (seqOf(b) ?? 0)
}

function toEntry(event: LedgerEvent): WindowEntry {
  return { type: 'event', event }
}

export const viewDefinition = {
  target: VIEW_TARGET,
  create: () => new EventViewBuilder(),
}

/** A registry from `ctx.get(name)`, only when it has `register`; never throws. */
function registryOf(ctx: { get?(name: string): unknown }, name: string): Registry | undefined {
  try {
    const svc = ctx.get?.(name) as Registry | undefined
    return svc && typeof svc.register === 'function' ? svc : undefined
  } catch {
    return undefined
  }
}

/**
 * Registers our node and view Definitions when the host has both registries. Returns whether the
 * route is in place; a host without them, or one that refuses the registration, leaves it out and
 * the tab falls back to the event stream or its no-ledger message.
 */
export function registerConversationRoute(ctx: { get?(name: string): unknown; effect(execute: () => unknown, label?: string): unknown }): boolean {
  const events = registryOf(ctx, 'conversationEvents')
  const views = registryOf(ctx, 'conversationViews')
  if (!events || !views) return false
  try {
    ctx.effect(() => events.register(nodeDefinition), 'dsh-skill-router: session events')
    ctx.effect(() => views.register(viewDefinition), 'dsh-skill-router: session view')
    return true
  } catch {
    return false
  }
}

/** True when a session's snapshot has registered views to read from. */
export function hasViews(session: unknown): session is ViewSession {
  const s = session as ViewSession | undefined
  if (!s || typeof s.getSnapshot !== 'function' || typeof s.subscribe !== 'function') return false
  try {
    return typeof s.getSnapshot()?.views?.get === 'function'
  } catch {
    return false
  }
}

/**
 * The event window of one session, read from our view target: `entries` from the target's
 * snapshot, `hasMore` from the session. The returned object is stable while neither changes.
 */
export function viewSource(session: ViewSession): Observable<EventWindow | undefined> {
  let lastView: unknown
  let lastHasMore: unknown
  let cached: EventWindow | undefined
  return {
    getSnapshot() {
      const snap = session.getSnapshot()
      const view = snap?.views?.get?.(VIEW_TARGET) as ViewSnapshot | undefined
      if (!view || !Array.isArray(view.entries)) return undefined
      if (view !== lastView || snap?.hasMore !== lastHasMore) {
        lastView = view
        lastHasMore = snap?.hasMore
        cached = { entries: view.entries, hasMore: typeof snap?.hasMore === 'boolean' ? snap.hasMore : undefined, revision: view.revision }
      }
      return cached
    },
    subscribe(fn) {
      return session.subscribe(fn)
    },
  }
}
