// Placeholder until the Skills tab lands: registers an empty client plugin so DSH's loader is satisfied.
declare global {
  interface Window {
    __ModuleLoader__?: { load(entry: { id: string; factory: (require: (name: string) => unknown) => unknown }): void }
  }
}

window.__ModuleLoader__?.load({
  id: 'dsh-skill-router',
  factory: () => ({ name: 'dsh-skill-router-client', inject: [], apply() {} }),
})

export {}
