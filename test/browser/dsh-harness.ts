/**
 * A browser stand-in for the parts of DSH's web client that client.js touches (HOST-CONTRACT §8):
 * `window.__ModuleLoader__` queueing `load({ id, factory })`, a `require` serving only `react`
 * (preact/compat), a slots service whose `conversation.view` slot is declared late, and a
 * sessions service whose binding slides like DSH's window. Bundled by the test and loaded first.
 */
import * as compat from 'preact/compat'
import { h, render } from 'preact'
import type { LedgerEvent } from '../../client-src/ledger.ts'
import { arrayStore, createSlidingWindow } from '../../client-src/viewer/sliding-window.ts'

interface Entry {
  id: string
  factory: (require: (name: string) => unknown) => unknown
}

const entries: Entry[] = []
const loadedAt: string[] = []
window.__ModuleLoader__ = {
  load(entry: Entry) {
    if (entry.id !== 'dsh-skill-router' && entry.id !== 'neighbour') throw new Error(`bundle loaded without registering "dsh-skill-router"`)
    if (entries.some((e) => e.id === entry.id)) throw new Error(`duplicate module "${entry.id}"`)
    entries.push(entry)
    loadedAt.push(document.readyState)
  },
}

function hostRequire(name: string): unknown {
  if (name === 'react') return compat
  throw new Error(`cannot require "${name}"`)
}

/** Materializes the registered plugin, declares the slot late, and renders the tab for a session. */
/**
 * `variant` shapes the host: `dsh` (a 0.1.5-like binding), `silent` (loadOlder never does
 * anything), `no-source` (0.1.1: a binding without eventSource), `no-binding`, `no-sessions`.
 */
async function materialize(events: LedgerEvent[], options: { window: number; page: number; variant?: string }): Promise<void> {
  const variant = options.variant ?? 'dsh'
  const entry = entries.find((e) => e.id === 'dsh-skill-router')
  if (!entry) throw new Error('client.js did not register')
  const plugin = entry.factory(hostRequire) as { apply(ctx: unknown): void; inject: string[] }
  const win = createSlidingWindow(arrayStore(events), options)
  const pending: (() => unknown)[] = []
  let declared = false
  let tab: { options: { inject(id: string): Record<string, unknown> }; component: unknown } | undefined
  const session = variant === 'silent' ? { ...win.session, loadOlder: async () => {} } : win.session
  const sessions = {
    binding: (id: string) => {
      if (id !== 's1' || variant === 'no-binding') return undefined
      return variant === 'no-source' ? { sessionId: 's1', session } : { sessionId: 's1', session, eventSource: win.source }
    },
  }
  plugin.apply({
    effect: (execute: () => unknown) => execute(),
    get: (name: string) => (name === 'sessions' && variant !== 'no-sessions' ? sessions : undefined),
    slots: {
      inject(_name: string, cb: () => unknown) {
        pending.push(cb)
        if (declared) cb()
        return () => {}
      },
      register(opts: { inject(id: string): Record<string, unknown> }, component: unknown) {
        if (!declared) throw new Error('slot "conversation.view" is not declared')
        tab = { options: opts, component }
        return () => {}
      },
    },
  })
  declared = true
  for (const cb of pending) cb()
  if (!tab) throw new Error('no tab registered')
  render(h(tab.component as never, { sessionId: 's1', ...tab.options.inject('s1') }), document.getElementById('root') as HTMLElement)
  await win.open()
}

declare global {
  interface Window {
    __dshHarness?: { materialize: typeof materialize; loadedAt: string[]; ids(): string[] }
  }
}
window.__dshHarness = { materialize, loadedAt, ids: () => entries.map((e) => e.id) }
