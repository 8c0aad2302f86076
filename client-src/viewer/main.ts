/**
 * viewer.js: the standalone viewer's page runtime. It plays DSH's part for client.js: a module
 * loader that queues `load({ id, factory })`, a `require` that serves `react` from preact/compat, a
 * client context with `effect`, `slots` and `sessions`, and a session binding whose event window
 * slides like DSH's (sliding-window.ts) over the events the `view` server holds. Then it renders the
 * registered tab component with Preact. The page loads viewer.js, then client.js, then calls
 * `window.__dsrViewer.start()`.
 */
import * as compat from 'preact/compat'
import { h, render } from 'preact'
import type { LedgerEvent } from '../ledger.ts'
import { createSlidingWindow } from './sliding-window.ts'
import type { EventStore } from './sliding-window.ts'

interface ModuleEntry {
  id: string
  factory: (require: (name: string) => unknown) => unknown
}

interface ViewerConfig {
  window: number
  page: number
  pollMs: number
  file: string
  events: number
  version: string
}

interface SlotEntry {
  options: { id?: string; label?: string | (() => string); inject?: (sessionId: string) => Record<string, unknown> }
  component: unknown
}

const queue: ModuleEntry[] = []
const ids = new Set<string>()

window.__ModuleLoader__ = {
  load(entry: ModuleEntry) {
    if (ids.has(entry.id)) throw new Error(`module "${entry.id}" is already registered`)
    ids.add(entry.id)
    queue.push(entry)
  },
}

function viewerRequire(name: string): unknown {
  if (name === 'react' || name === 'preact/compat') return compat
  throw new Error(`viewer: require("${name}") is not provided; the viewer serves only "react"`)
}

/** Events from the `view` server: `/api/bounds` and `/api/events?from&to`. */
function httpStore(base = ''): EventStore {
  const get = async (path: string): Promise<unknown> => {
    const res = await fetch(base + path, { cache: 'no-store' })
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
    return res.json()
  }
  return {
    bounds: async () => (await get('/api/bounds')) as { first: number; next: number },
    range: async (from, to) => (await get(`/api/events?from=${from}&to=${to}`)) as LedgerEvent[],
  }
}

async function start(): Promise<void> {
  const config = (await (await fetch('/api/meta', { cache: 'no-store' })).json()) as ViewerConfig
  const lang = new URLSearchParams(location.search).get('lang')
  if (lang) document.documentElement.lang = lang
  const entry = queue.find((e) => e.id === 'dsh-skill-router')
  const app = document.getElementById('app') as HTMLElement
  if (!entry) {
    app.textContent = 'client.js did not register "dsh-skill-router" with the module loader.'
    return
  }
  const sessionWindow = createSlidingWindow(httpStore(), { window: config.window, page: config.page })
  const sessionId = 'viewer'
  const slots: SlotEntry[] = []
  const plugin = entry.factory(viewerRequire) as { apply(ctx: unknown): void }
  const ctx = {
    effect: (execute: () => unknown) => execute(),
    get: (name: string) => (name === 'sessions' ? ctx.sessions : undefined),
    slots: {
      inject: (_name: string, callback: () => unknown) => callback(),
      register: (options: SlotEntry['options'], component: unknown) => {
        slots.push({ options, component })
        return () => {}
      },
    },
    sessions: {
      binding: (id: string) => (id === sessionId ? { sessionId, session: sessionWindow.session, eventSource: sessionWindow.source } : undefined),
    },
  }
  plugin.apply(ctx)
  const tab = slots.find((s) => s.options.id === 'skill-router-usage')
  if (!tab) {
    app.textContent = 'The plugin registered no Skills tab.'
    return
  }
  const label = typeof tab.options.label === 'function' ? tab.options.label() : tab.options.label
  const props = tab.options.inject?.(sessionId) ?? {}
  document.title = `${label} · ${config.file}`
  const tabLabel = document.getElementById('tab-label')
  if (tabLabel) tabLabel.textContent = label ?? ''
  const meta = document.getElementById('meta')
  if (meta) meta.textContent = `${config.file} · ${config.events.toLocaleString('en-US')} events · window ${config.window}, page ${config.page}`
  render(h(tab.component as never, { sessionId, ...props }), app)
  await sessionWindow.open()
  setInterval(() => void sessionWindow.poll().catch(() => {}), config.pollMs)
}

declare global {
  interface Window {
    __dsrViewer?: { start(): Promise<void> }
  }
}

window.__dsrViewer = { start }
