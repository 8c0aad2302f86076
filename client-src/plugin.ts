/**
 * The client plugin DSH materializes from client.js: it registers the Skills tab into the session
 * view slot `conversation.view` (HOST-CONTRACT §8). The slot entry's `inject` turns a session id
 * into `{ source, session }` from the sessions service's binding, or into the reason there is none.
 */
import { hasViews, registerConversationRoute, viewSource } from './conversation-route.ts'
import { createSkillsTab } from './skills-tab.ts'
import type { ReactLike, SkillsTabProps } from './skills-tab.ts'
import { STRINGS, uiLanguage } from './strings.ts'

/** The tab's slot entry id and position (Trajectory sits at 10). */
export const TAB_ID = 'skill-router-usage'
export const TAB_ORDER = 21

/** The slice of the DSH client context the plugin uses. */
export interface ClientContext {
  effect(execute: () => unknown, label?: string): unknown
  get?(name: string): unknown
  slots: {
    inject(name: string, callback: () => unknown): unknown
    register(options: Record<string, unknown>, component: unknown): unknown
  }
  sessions?: SessionsService
}

interface SessionsService {
  binding(id: string): { sessionId?: string; session?: unknown; eventSource?: unknown } | undefined
}

/** The service from `ctx.get('sessions')`, or `ctx.sessions`, or undefined; never throws. */
function sessionsOf(ctx: ClientContext): SessionsService | undefined {
  let svc: unknown
  try {
    svc = ctx.get?.('sessions')
  } catch {
    svc = undefined
  }
  if (svc === undefined) {
    try {
      svc = ctx.sessions
    } catch {
      // ctx.<svc> throws when the service was not injected.
    }
  }
  return svc && typeof (svc as SessionsService).binding === 'function' ? (svc as SessionsService) : undefined
}

/** One window observable per session object, so a re-render hands the tab the same source. */
const viewSources = new WeakMap<object, SkillsTabProps['source']>()

/**
 * What the tab receives for one session: its event window and session, or why there are none.
 * Two routes, chosen by what the host offers (never by its version): the binding's `eventSource`
 * (DSH ≥ 0.1.5), else our conversation view target in the session snapshot (0.1.0-rc.8), when
 * `viewsRoute` says it was registered.
 */
export function injectFor(ctx: ClientContext, sessionId: string | undefined, binding?: { key?: string }, viewsRoute = false): SkillsTabProps {
  const sessions = sessionsOf(ctx)
  if (!sessions) return { missing: 'no-sessions' }
  const id = sessionId ?? binding?.key
  let bound: ReturnType<SessionsService['binding']>
  try {
    bound = id === undefined ? undefined : sessions.binding(id)
  } catch {
    bound = undefined
  }
  if (!bound) return { missing: 'no-binding' }
  const session = bound.session as SkillsTabProps['session']
  const source = bound.eventSource as SkillsTabProps['source'] | undefined
  if (source && typeof source.getSnapshot === 'function' && typeof source.subscribe === 'function') return { source, session }
  if (viewsRoute && hasViews(session)) {
    let view = viewSources.get(session)
    if (!view) {
      view = viewSource(session)
      viewSources.set(session, view)
    }
    return { source: view, session }
  }
  return { session, missing: 'no-source' }
}

export function createClientPlugin(React: ReactLike, version: string) {
  const Tab = createSkillsTab(React, version)
  return {
    name: 'dsh-skill-router-client',
    inject: ['slots', 'sessions'],
    apply(ctx: ClientContext) {
      const viewsRoute = registerConversationRoute(ctx)
      ctx.effect(
        () =>
          ctx.slots.inject('conversation.view', () =>
            ctx.slots.register(
              {
                name: 'conversation.view',
                id: TAB_ID,
                order: TAB_ORDER,
                // A thunk: DSH re-reads it per render, so the label follows a language switch.
                label: () => STRINGS[uiLanguage()].label,
                inject: (sessionId: string | undefined, binding?: { key?: string }) => injectFor(ctx, sessionId, binding, viewsRoute),
              },
              Tab,
            ),
          ),
        'dsh-skill-router: Skills tab',
      )
    },
  }
}
