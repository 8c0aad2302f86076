/**
 * The client plugin DSH materializes from client.js: it registers the Skills tab into the session
 * view slot `conversation.view` (HOST-CONTRACT §8). The slot entry's `inject` turns a session id
 * into `{ source, session }` from the sessions service's binding, or into the reason there is none.
 */
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

/** What the tab receives for one session: its event window and session, or why there are none. */
export function injectFor(ctx: ClientContext, sessionId: string | undefined, binding?: { key?: string }): SkillsTabProps {
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
  if (!source || typeof source.getSnapshot !== 'function' || typeof source.subscribe !== 'function') return { session, missing: 'no-source' }
  return { source, session }
}

export function createClientPlugin(React: ReactLike, version: string) {
  const Tab = createSkillsTab(React, version)
  return {
    name: 'dsh-skill-router-client',
    inject: ['slots', 'sessions'],
    apply(ctx: ClientContext) {
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
                inject: (sessionId: string | undefined, binding?: { key?: string }) => injectFor(ctx, sessionId, binding),
              },
              Tab,
            ),
          ),
        'dsh-skill-router: Skills tab',
      )
    },
  }
}
