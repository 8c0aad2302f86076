/**
 * client.js as DSH loads it, without a browser: a classic script run in a fresh global with a stub
 * module loader (HOST-CONTRACT §8, §11 "Client"), `react` served from preact/compat. It checks the
 * script shape, the registration, the plugin, the slot entry and the three no-ledger answers.
 */
import * as compat from 'preact/compat'
import { beforeAll, describe, expect, it } from 'vitest'
import { Script, createContext, runInContext } from 'node:vm'
import { clientBundle } from '../browser/bundles.ts'

interface Entry {
  id: string
  factory: (require: (name: string) => unknown) => unknown
}

/** A DSH-like loader: queues entries, insists on the package name, refuses duplicates. */
function stubLoader() {
  const entries: Entry[] = []
  return {
    entries,
    load(entry: Entry) {
      if (entry.id.replace(/\/client$/, '') !== 'dsh-skill-router' && entry.id !== 'neighbour') throw new Error(`bundle loaded without registering "dsh-skill-router"`)
      if (entries.some((e) => e.id === entry.id)) throw new Error(`duplicate module "${entry.id}"`)
      entries.push(entry)
    },
  }
}

const hostRequire = (name: string): unknown => {
  if (name === 'react') return compat
  throw new Error(`cannot require "${name}"`)
}

/** Runs scripts in one fresh global with `window`, a loader stub and a document language. */
function runScripts(sources: string[], lang = 'en') {
  const loader = stubLoader()
  const g: Record<string, unknown> = { __ModuleLoader__: loader, document: { documentElement: { lang } }, navigator: { language: 'en-US' } }
  g['window'] = g
  const context = createContext(g)
  for (const src of sources) runInContext(src, context)
  return { loader, context }
}

/** A neighbouring plugin's bundle, ending without a semicolon as minified bundles may. */
const NEIGHBOUR = `(function(){ window.__ModuleLoader__.load({ id: 'neighbour', factory: function(){ return { name: 'n', apply: function(){} } } }) })()`

describe('built client.js', () => {
  let src: string
  beforeAll(async () => {
    src = await clientBundle()
  })

  it('compiles as a classic script (a top-level return or ESM syntax would throw here)', () => {
    expect(() => new Script(src, { filename: 'client.js' })).not.toThrow()
    expect(src).not.toMatch(/^\s*(import|export)\s/m)
    expect(src).not.toMatch(/\bmodule\.exports\b/)
  })

  it('registers one factory under the package name and does nothing else at load', () => {
    const { loader } = runScripts([src])
    expect(loader.entries.map((e) => e.id)).toEqual(['dsh-skill-router'])
  })

  it('still registers when concatenated after and before a neighbouring bundle', () => {
    for (const joined of [NEIGHBOUR + '\n' + src, src + '\n' + NEIGHBOUR, NEIGHBOUR + ';' + src]) {
      const { loader } = runScripts([joined])
      expect(loader.entries.map((e) => e.id).sort()).toEqual(['dsh-skill-router', 'neighbour'])
    }
  })

  it('refuses to load twice (the loader throws on a duplicate id)', () => {
    expect(() => runScripts([src, src])).toThrow('duplicate module "dsh-skill-router"')
  })

  it('takes React from require and asks for nothing else', () => {
    const { loader } = runScripts([src])
    const asked: string[] = []
    const plugin = loader.entries[0]?.factory((name) => {
      asked.push(name)
      return hostRequire(name)
    }) as { name: string; inject: string[]; apply: unknown }
    expect(asked).toEqual(['react'])
    expect(plugin.name).toBe('dsh-skill-router-client')
    expect(plugin.inject).toEqual(['slots', 'sessions'])
    expect(typeof plugin.apply).toBe('function')
  })

  /** Applies the plugin against a recording context; the slot is declared only when `declare()` runs. */
  function applyPlugin(lang: string, sessions: unknown, opts: { declareFirst?: boolean } = {}) {
    const { loader } = runScripts([src], lang)
    const plugin = loader.entries[0]?.factory(hostRequire) as { apply(ctx: unknown): void }
    const registered: { options: Record<string, unknown>; component: unknown }[] = []
    const waiting: (() => unknown)[] = []
    let declared = opts.declareFirst ?? false
    const effects: string[] = []
    const ctx = {
      effect(execute: () => unknown, label?: string) {
        effects.push(label ?? 'anonymous')
        return execute()
      },
      get: (name: string) => (name === 'sessions' ? sessions : undefined),
      get sessions() {
        if (sessions === undefined) throw new Error('cannot get property "sessions" without inject')
        return sessions
      },
      slots: {
        inject(name: string, cb: () => unknown) {
          expect(name).toBe('conversation.view')
          waiting.push(cb)
          if (declared) cb()
          return () => {}
        },
        register(options: Record<string, unknown>, component: unknown) {
          if (!declared) throw new Error('slot "conversation.view" is not declared')
          registered.push({ options, component })
          return () => {}
        },
      },
    }
    plugin.apply(ctx)
    return {
      registered,
      effects,
      declare() {
        declared = true
        for (const cb of waiting) cb()
      },
    }
  }

  it('registers the tab inside ctx.effect once the slot is declared, and again on redeclaration', () => {
    const host = applyPlugin('en', undefined)
    expect(host.effects).toEqual(['dsh-skill-router: Skills tab'])
    expect(host.registered).toHaveLength(0)
    host.declare()
    host.declare()
    expect(host.registered).toHaveLength(2)
    const { options, component } = host.registered[0] as { options: Record<string, unknown>; component: unknown }
    expect([options['name'], options['id'], options['order']]).toEqual(['conversation.view', 'skill-router-usage', 21])
    expect(typeof component).toBe('function')
  })

  it('labels the tab in the UI language', () => {
    const label = (lang: string) => {
      const opts = applyPlugin(lang, undefined, { declareFirst: true }).registered[0]?.options
      return typeof opts?.['label'] === 'function' ? (opts['label'] as () => string)() : opts?.['label']
    }
    expect(label('zh-CN')).toBe('技能')
    expect(label('en')).toBe('Skills')
  })

  it('answers inject(sessionId) with the binding\'s source and session, or one of three reasons', () => {
    const source = { getSnapshot: () => ({ entries: [], hasMore: false, revision: 0 }), subscribe: () => () => {} }
    const session = { getSnapshot: () => ({ openState: 'open' }), subscribe: () => () => {}, loadOlder: async () => {} }
    const bindings: Record<string, unknown> = { full: { sessionId: 'full', session, eventSource: source }, old: { sessionId: 'old', session } }
    const sessions = { binding: (id: string) => bindings[id] }
    const inject = (svc: unknown, id: string | undefined, binding?: unknown) =>
      (applyPlugin('en', svc, { declareFirst: true }).registered[0]?.options['inject'] as (id: string | undefined, b?: unknown) => Record<string, unknown>)(id, binding)
    expect(inject(sessions, 'full')).toEqual({ source, session })
    expect(inject(sessions, undefined, { key: 'full' })).toEqual({ source, session })
    expect(inject(sessions, 'old')).toEqual({ session, missing: 'no-source' })
    expect(inject(sessions, 'gone')).toEqual({ missing: 'no-binding' })
    expect(inject(undefined, 'full')).toEqual({ missing: 'no-sessions' })
  })
})
