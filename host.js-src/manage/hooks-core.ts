/**
 * The lifecycle's side of the Router's visibility decision (router/visibility.ts): which learned
 * skill a session may see, load or read, with which label, and the global store's promoted
 * skills as resident skills. The Router asks these hooks for every copy under
 * `<library>/learned/`, for search, load and ref alike, and its answer is final.
 * See docs/manage.md "Wiring".
 *
 * The lifecycle's checks (lifecycle.ts, which brings the guard's rules and the patch library) are
 * handed in, not imported: hooks.ts passes them as they are (host.js stays one synchronous
 * file); the CLI passes a loader, so a `search` that meets no learned skill never compiles them
 * (issue 18, cold start). Everything else here is small and already in the Router's graph.
 */
import { basename, dirname, isInside, joinPath } from '../core/_path.ts'
import { normalizeName } from '../core/search.ts'
import type { ResidentDefinition, ResidentPort, ResidentSkill } from '../router/resident.ts'
import type { Asker, Decision, SkillPlace, Use, Visibility } from '../router/visibility.ts'
import { containsCanary, makeCanary } from '../guard/envelope.ts'
import type { checkLoad, flagCurrent } from './lifecycle.ts'
import { keyOf, stateOf, topVersion } from './ledger.ts'
import type { SkillRecord } from './ledger.ts'
import { LEARNED_REPO, Store, dshHomeOf, globalPaths, projectPaths } from './store.ts'
import type { WritePort } from './write-port.ts'
import { readUtf8 } from './write-port.ts'

/** Source name of global-store skills when they reach the Router as resident skills. */
export const GLOBAL_SOURCE = 'learned-global'

/**
 * The project a library belongs to, for "a quarantined skill is visible only in the project that
 * wrote it": the folder holding the library's `.skill-src` (the library folder itself when it is
 * named otherwise). Keyed to the library the skill lives in, not to the session's folder, so a
 * CLI `--library DIR` or an MCP server started elsewhere sees what that project's sessions see.
 * `_cwd` is accepted for the CLI's callers and not used.
 */
export function projectKeyOf(libraryDir: string, _cwd?: string): string {
  return basename(libraryDir) === '.skill-src' ? dirname(libraryDir) : libraryDir
}

export interface HooksOptions {
  env?: Record<string, string | undefined>
}

/** The two lifecycle checks the hooks run (manage/lifecycle.ts). */
export interface LifecycleChecks {
  checkLoad: typeof checkLoad
  flagCurrent: typeof flagCurrent
}

/** The checks themselves, or a loader asked for them the first time a governed copy needs them. */
export type LifecycleSource = LifecycleChecks | (() => Promise<LifecycleChecks>)

/** The visibility hooks over `port`, with the lifecycle's checks from `source` (see the top of this file). */
export function createHooks(port: WritePort, opts: HooksOptions, source: LifecycleSource): Visibility {
  let loading: Promise<LifecycleChecks> | undefined
  const lifecycle = (): LifecycleChecks | Promise<LifecycleChecks> => {
    if (typeof source !== 'function') return source
    // A failed load is not kept: the next governed copy asks again (and is withheld meanwhile).
    return (loading ??= source().catch((err: unknown) => {
      loading = undefined
      throw err
    }))
  }
  const projectStores = new Map<string, Store>()
  const projectStore = (libraryDir: string): Store => {
    let s = projectStores.get(libraryDir)
    if (!s) projectStores.set(libraryDir, (s = new Store(port, projectPaths(libraryDir))))
    return s
  }
  const home = dshHomeOf(opts.env ?? ((globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {}))
  const globalStore = home ? new Store(port, globalPaths(home)) : undefined

  /**
   * Per session (the CLI, which has none, is one): the canary its untrusted skills were served
   * with, and which skills (library folder, name) went out with it.
   */
  const sessions = new Map<string, { canary: string; served: Map<string, { libraryDir: string; name: string }> }>()
  const sessionKey = (asker: Asker) => asker.sessionId ?? '\u0000no-session'
  /** Skills whose canary came back in a tool call: withheld for as long as this process runs (and flagged in the ledger). */
  const leaked = new Map<string, string>()
  const leakKey = (libraryDir: string, name: string) => `${libraryDir}\u0000${name}`

  /** The record behind a learned folder, found by its relpath (names and folders usually agree). */
  const recordAt = (records: Map<string, SkillRecord>, relpath: string): SkillRecord | undefined => {
    // lifecycle.ts's recordOf, without importing lifecycle.ts for it.
    const direct = records.get(keyOf('project', basename(relpath)))
    if (direct && topVersion(direct)?.relpath === relpath) return direct
    for (const r of records.values()) if (r.scope === 'project' && topVersion(r)?.relpath === relpath) return r
    return direct
  }

  /**
   * The project a quarantined version belongs to, when it is not this library's: the library was
   * moved or copied since it was written. Paths are compared as real paths, as the writer recorded them.
   */
  const foreignProject = async (record: SkillRecord, libraryDir: string): Promise<string | undefined> => {
    const head = topVersion(record)
    if (!head?.project || stateOf(record) !== 'quarantined') return undefined
    const here = projectKeyOf(await port.realpath(libraryDir).catch(() => libraryDir))
    return head.project === here || head.project === projectKeyOf(libraryDir) ? undefined : head.project
  }

  const decide = async (place: SkillPlace, use: Use, asker: Asker): Promise<Decision> => {
    const learned = joinPath(place.libraryDir, LEARNED_REPO)
    const relpath = place.dir.slice(learned.length + 1)
    const store = projectStore(place.libraryDir)
    const st = await store.read()
    const record = recordAt(st.records, relpath)
    const name = record?.name ?? place.name
    const leak = leaked.get(leakKey(place.libraryDir, name))
    if (leak) return { kind: 'withhold', reason: leak, label: 'WITHHELD: its canary appeared in a tool call; a person must review it' }
    if (record && topVersion(record)) {
      const owner = await foreignProject(record, place.libraryDir)
      if (owner) {
        return {
          kind: 'hide',
          reason:
            `"${name}" is an agent-written skill still in quarantine, and quarantined skills are visible only in the project that wrote them: ${owner} (this library is ${place.libraryDir}). ` +
            `Work in that project to use it, or ask a person to review it there (dsh-skill-router skills show ${name}) and, once it is active, promote it for every project (skills promote ${name})`,
        }
      }
    }
    const { checkLoad } = await lifecycle()
    const check = await checkLoad(store, record?.name ?? basename(relpath), use === 'load' ? asker.sessionId : undefined, { record: use !== 'search' }).catch((err: unknown) => ({
      // The error names the real cause (a FIFO ledger, a folder where the lock belongs…): not the guard's.
      withhold: `"${name}" could not be checked (${err instanceof Error ? err.message : String(err)}); it is withheld`,
    }))
    if ('withhold' in check && check.withhold) {
      const label = record && topVersion(record) ? 'WITHHELD: skill_load refuses it until a person reviews it (dsh-skill-router skills show)' : 'UNRECORDED: in learned/ without a recorded version; loading it will be refused'
      return { kind: 'withhold', reason: check.withhold, label }
    }
    const ok = check as { label?: string; files?: ReadonlyMap<string, string> }
    const untrusted = use === 'search' ? undefined : { canary: canaryFor(asker, place.libraryDir, name) }
    return { kind: 'show', ...(ok.label ? { label: ok.label } : {}), ...(ok.files ? { files: ok.files } : {}), ...(untrusted ? { untrusted } : {}) }
  }

  const canaryFor = (asker: Asker, libraryDir: string, name: string): string => {
    const key = sessionKey(asker)
    let s = sessions.get(key)
    if (!s) sessions.set(key, (s = { canary: makeCanary(), served: new Map() }))
    s.served.set(leakKey(libraryDir, name), { libraryDir, name })
    return s.canary
  }

  const witness = async (tool: string, args: unknown, asker: Asker): Promise<string | undefined> => {
    const s = sessions.get(sessionKey(asker))
    if (!s || !s.served.size || !containsCanary(args, s.canary)) return undefined
    const names = [...s.served.values()]
    const reason =
      `withheld: the canary served with the agent-written skill${names.length > 1 ? 's' : ''} ${names.map((n) => `"${n.name}"`).join(', ')} appeared in the arguments of a later ${tool.slice(0, 64)} call in this session, ` +
      `so text from ${names.length > 1 ? 'one of them' : 'it'} was being copied out. A person must review it (dsh-skill-router skills show NAME) before it is served again`
    for (const n of names) {
      leaked.set(leakKey(n.libraryDir, n.name), `"${n.name}" is ${reason}`)
      // Withheld above whatever happens here; the ledger flag is the lasting record.
      await Promise.resolve()
        .then(lifecycle)
        .then(({ flagCurrent }) => flagCurrent(projectStore(n.libraryDir), n.name, asker.sessionId, `canary in the arguments of a ${tool.slice(0, 64)} call`))
        .catch(() => false)
    }
    s.served.clear()
    return `the arguments carry the canary of untrusted agent-written text (${names.map((n) => `"${n.name}"`).join(', ')}); the call was not run, and ${names.length > 1 ? 'those skills are' : 'that skill is'} now ${reason}`
  }

  return {
    witness,

    governs(place) {
      return isInside(joinPath(place.libraryDir, LEARNED_REPO), place.dir)
    },

    async decide(place, use, asker) {
      try {
        return await decide(place, use, asker)
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err)
        return { kind: 'withhold', reason: `"${place.name}" could not be checked (${why}); it is withheld. Retry; if it persists, a person can check it with dsh-skill-router skills show ${place.name}`, label: 'WITHHELD: could not be checked' }
      }
    },

    residents(inner) {
      const fromGlobal = async (): Promise<{ record: SkillRecord; dir: string; text: string }[]> => {
        if (!globalStore) return []
        const st = await globalStore.read().catch(() => undefined)
        if (!st) return []
        const out = []
        for (const r of st.records.values()) {
          const head = topVersion(r)
          if (!head || stateOf(r) !== 'global') continue
          const dir = globalStore.skillDir(head.relpath)
          const text = await readUtf8(port, joinPath(dir, 'SKILL.md')).catch(() => undefined)
          if (text !== undefined) out.push({ record: r, dir, text })
        }
        return out.sort((a, b) => (a.record.name < b.record.name ? -1 : 1))
      }
      const port_: ResidentPort = {
        async list(signal) {
          const own = inner ? await inner.list(signal).catch(() => [] as ResidentSkill[]) : []
          const names = new Set(own.map((s) => normalizeName(s.name)))
          const extra: ResidentSkill[] = []
          const global = await fromGlobal()
          // Loaded when a global learned skill is there to read, not at start (issue 18, cold start).
          const { parseFrontmatter } = global.length ? await import('../core/frontmatter.ts') : { parseFrontmatter: undefined }
          for (const g of global) {
            if (names.has(normalizeName(g.record.name))) continue
            const meta = parseFrontmatter!(g.text, g.record.name)
            extra.push({ name: g.record.name, description: meta.description, ...(meta.whenToUse ? { whenToUse: meta.whenToUse } : {}), source: GLOBAL_SOURCE })
          }
          return [...own, ...extra]
        },
        async get(name, signal) {
          const own = inner ? await inner.get(name, signal).catch(() => undefined) : undefined
          if (own) return own
          const g = (await fromGlobal()).find((x) => normalizeName(x.record.name) === normalizeName(name))
          if (!g) return undefined
          const { parseFrontmatter } = await import('../core/frontmatter.ts')
          const meta = parseFrontmatter(g.text, g.record.name)
          const def: ResidentDefinition = { name: g.record.name, description: meta.description, source: GLOBAL_SOURCE, content: meta.body.trim(), path: joinPath(g.dir, 'SKILL.md'), baseDir: g.dir }
          return def
        },
      }
      return port_
    },
  }
}
