/**
 * How search and load see the lifecycle. The Router stays unaware of it: these hooks post-process
 * its answers (label or hide quarantined learned skills in search; re-scan, withhold, label and
 * count clean sessions at load) and feed the global store's promoted skills in as resident skills.
 * See docs/manage.md "Wiring" for the three call sites.
 */
import { LIMITS } from '../core/limits.ts'
import { basename, dirname, isInside, joinPath } from '../core/_path.ts'
import { parseFrontmatter } from '../core/frontmatter.ts'
import type { ResidentDefinition, ResidentPort, ResidentSkill } from '../tools/router.ts'
import type { LoadValue, SearchValue } from '../tools/values.ts'
import { checkLoad, quarantineLabel, recordOf } from './lifecycle.ts'
import { stateOf, topVersion } from './ledger.ts'
import type { SkillRecord } from './ledger.ts'
import { LEARNED_REPO, Store, dshHomeOf, globalPaths, projectPaths } from './store.ts'
import type { WritePort } from './write-port.ts'
import { readUtf8 } from './write-port.ts'

/** Source name of global-store skills when they reach the Router as resident skills. */
export const GLOBAL_SOURCE = 'learned-global'

/**
 * The project a session works in, for "quarantined skills are visible only in the project that
 * wrote them": the folder holding the library's `.skill-src` when the session is inside it, else
 * the session's own folder.
 */
export function projectKeyOf(libraryDir: string, cwd: string | undefined): string {
  const root = basename(libraryDir) === '.skill-src' ? dirname(libraryDir) : libraryDir
  if (!cwd) return root
  return isInside(root, cwd) ? root : cwd
}

export interface LifecycleHooks {
  /** Labels quarantined learned hits; drops those quarantined in another project. */
  afterSearch(value: SearchValue, call: { cwd?: string }): Promise<SearchValue>
  /** Re-scans learned skills being loaded; withholds, labels, counts clean sessions. */
  afterLoad(value: LoadValue, call: { cwd?: string; sessionId?: string }): Promise<LoadValue>
  /** The global store's promoted skills as resident skills, after the host's own (`inner`). */
  residents(inner?: ResidentPort): ResidentPort
  /** For the discovery hint, which must never offer a quarantined skill. */
  isQuarantined(libraryDir: string, name: string): Promise<boolean>
}

export interface HooksOptions {
  env?: Record<string, string | undefined>
}

export function createLifecycleHooks(port: WritePort, opts: HooksOptions = {}): LifecycleHooks {
  const projectStores = new Map<string, Store>()
  const projectStore = (libraryDir: string): Store => {
    let s = projectStores.get(libraryDir)
    if (!s) projectStores.set(libraryDir, (s = new Store(port, projectPaths(libraryDir))))
    return s
  }
  const home = dshHomeOf(opts.env ?? ((globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {}))
  const globalStore = home ? new Store(port, globalPaths(home)) : undefined

  /** The record behind a learned folder, found by its relpath (names and folders usually agree). */
  const recordAt = (records: Map<string, SkillRecord>, relpath: string): SkillRecord | undefined => {
    const direct = recordOf(records, 'project', basename(relpath))
    if (direct && topVersion(direct)?.relpath === relpath) return direct
    for (const r of records.values()) if (r.scope === 'project' && topVersion(r)?.relpath === relpath) return r
    return direct
  }

  /** Quarantined and written in another project. Paths are compared as real paths, as the writer recorded them. */
  const hiddenHere = async (record: SkillRecord, libraryDir: string, cwd: string | undefined): Promise<boolean> => {
    const head = topVersion(record)
    if (!head?.project || stateOf(record) !== 'quarantined') return false
    const real = cwd ? await port.realpath(cwd).catch(() => cwd) : undefined
    return head.project !== projectKeyOf(await port.realpath(libraryDir).catch(() => libraryDir), real)
  }

  return {
    async afterSearch(value, call) {
      if (!value.library || value.starterLibrary || !value.hits.some((h) => h.repo === LEARNED_REPO && h.source === 'library')) return value
      const st = await projectStore(value.library).read().catch(() => undefined)
      if (!st) return value
      const hits = []
      let dropped = 0
      for (const hit of value.hits) {
        if (hit.repo !== LEARNED_REPO || hit.source !== 'library') {
          hits.push(hit)
          continue
        }
        const relpath = hit.path.slice(LEARNED_REPO.length + 1)
        const record = recordAt(st.records, relpath)
        if (!record || !topVersion(record)) {
          hits.push({ ...hit, label: 'UNRECORDED: in learned/ without a recorded version; loading it will be refused' })
          continue
        }
        if (await hiddenHere(record, value.library, call.cwd)) {
          dropped++
          continue
        }
        if (stateOf(record) === 'quarantined') hits.push({ ...hit, label: quarantineLabel(topVersion(record)!.cleanSessions.length) })
        else hits.push(hit)
      }
      if (!dropped) return { ...value, hits }
      return { ...value, hits, shown: hits.length, total: Math.max(0, value.total - dropped), strict: Math.max(0, value.strict - (value.fallback ? 0 : dropped)) }
    },

    async afterLoad(value, call) {
      if (!value.library || value.starterLibrary) return value
      const learned = joinPath(value.library, LEARNED_REPO)
      if (!value.loaded.some((s) => s.path && isInside(learned, s.path))) return value
      const store = projectStore(value.library)
      const loaded = []
      const errors = [...value.errors]
      for (const skill of value.loaded) {
        if (!skill.path || !isInside(learned, skill.path)) {
          loaded.push(skill)
          continue
        }
        const relpath = dirname(skill.path).slice(learned.length + 1)
        const st = await store.read()
        const record = recordAt(st.records, relpath)
        if (record && (await hiddenHere(record, value.library, call.cwd))) {
          errors.push({ name: skill.name, reason: `no skill named "${skill.name}" is available in this project. Call skill_search to find the right name` })
          continue
        }
        const check = await checkLoad(store, record?.name ?? basename(relpath), call.sessionId).catch((err: unknown) => ({
          withhold: `"${skill.name}" could not be checked by the guard (${err instanceof Error ? err.message : String(err)}); it is withheld`,
        }))
        if (check.withhold) {
          errors.push({ name: skill.name, reason: check.withhold, tried: skill.path })
          continue
        }
        // The check may have repaired an interrupted write: serve what is on disk now.
        const next = { ...skill }
        const text = await readUtf8(port, skill.path).catch(() => undefined)
        if (text !== undefined) {
          const body = parseFrontmatter(text, basename(relpath)).body.trim()
          next.truncated = body.length > LIMITS.loadMaxChars
          next.content = next.truncated ? body.slice(0, LIMITS.loadMaxChars) : body
          next.chars = body.length
        }
        if ('label' in check && check.label) next.label = check.label
        loaded.push(next)
      }
      return { ...value, loaded, errors }
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
      return {
        async list(signal) {
          const own = inner ? await inner.list(signal).catch(() => [] as ResidentSkill[]) : []
          const names = new Set(own.map((s) => s.name.toLowerCase()))
          const extra: ResidentSkill[] = []
          for (const g of await fromGlobal()) {
            if (names.has(g.record.name)) continue
            const meta = parseFrontmatter(g.text, g.record.name)
            extra.push({ name: g.record.name, description: meta.description, ...(meta.whenToUse ? { whenToUse: meta.whenToUse } : {}), source: GLOBAL_SOURCE })
          }
          return [...own, ...extra]
        },
        async get(name, signal) {
          const own = inner ? await inner.get(name, signal).catch(() => undefined) : undefined
          if (own) return own
          const g = (await fromGlobal()).find((x) => x.record.name === name.toLowerCase())
          if (!g) return undefined
          const meta = parseFrontmatter(g.text, g.record.name)
          const def: ResidentDefinition = { name: g.record.name, description: meta.description, source: GLOBAL_SOURCE, content: meta.body.trim(), path: joinPath(g.dir, 'SKILL.md'), baseDir: g.dir }
          return def
        },
      }
    },

    async isQuarantined(libraryDir, name) {
      const st = await projectStore(libraryDir).read().catch(() => undefined)
      const r = st ? recordOf(st.records, 'project', name) : undefined
      return r ? stateOf(r) === 'quarantined' : false
    },
  }
}

