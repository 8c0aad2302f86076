/**
 * client.js: a classic script (no top-level return, no ESM, no module.exports once bundled) whose
 * only effect is to hand DSH's module loader a factory. The factory runs at materialization, takes
 * React from the host's `require`, and returns the client plugin (HOST-CONTRACT §8).
 */
import { version } from '../package.json'
import { createClientPlugin } from './plugin.ts'
import type { ReactLike } from './skills-tab.ts'

/** The package name: DSH requires the module id to equal it. */
export const MODULE_ID = 'dsh-skill-router'

declare global {
  interface Window {
    __ModuleLoader__?: { load(entry: { id: string; factory: (require: (name: string) => unknown) => unknown }): void }
  }
}

function factory(require: (name: string) => unknown) {
  const React = require('react') as ReactLike & { default?: ReactLike }
  // An ES-module React namespace may carry the API on `default`.
  const api = typeof React.createElement === 'function' ? React : (React.default as ReactLike)
  return createClientPlugin(api, version)
}

const loader = typeof window !== 'undefined' ? window.__ModuleLoader__ : undefined
if (loader && typeof loader.load === 'function') loader.load({ id: MODULE_ID, factory })
