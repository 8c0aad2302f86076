/**
 * The reviewer's two tools (issue 16): skill_manage restricted to what the config allows
 * (create only with allowCreateNew; patch/edit/write_file only on skills this session loaded or
 * wrote, with allowOptimizeLinked; never delete), recorded as written by the reviewer; and a
 * read-only skill_list over the project library. Every write is remembered so a failed review
 * can be undone.
 */
import { parseIndex } from '../core/index-file.ts'
import { REVIEW } from '../core/limits.ts'
import type { FsPort } from '../library/fs-port.ts'
import { projectKeyOf } from '../manage/hooks.ts'
import { stateOf } from '../manage/ledger.ts'
import { manage, recordOf, remove, rollback } from '../manage/lifecycle.ts'
import { LEARNED_REPO, Store, projectPaths } from '../manage/store.ts'
import { projectLibraryFor, readRequest, renderManage } from '../manage/tool.ts'
import type { WritePort } from '../manage/write-port.ts'
import { readUtf8 } from '../manage/write-port.ts'

export interface ReviewToolsOptions {
  port: WritePort
  fs: FsPort
  cwd?: string
  sessionId?: string
  library?: string
  linked: readonly string[]
  allowCreateNew: boolean
  allowOptimizeLinked: boolean
  /** The Router's canary check: a write carrying an untrusted skill's canary is refused. */
  witness?: (tool: string, args: unknown, call: { cwd?: string; sessionId?: string }) => Promise<string | undefined>
  signal: AbortSignal
}

export interface ReviewAction {
  action: string
  name: string
  ok: boolean
  refusal?: string
}

export class ReviewTools {
  readonly actions: ReviewAction[] = []
  /** Writes that changed a skill, in order: undone in reverse when the review fails. */
  private readonly writes: { name: string; created: boolean; libraryDir: string }[] = []

  constructor(private readonly o: ReviewToolsOptions) {}

  get created(): string[] {
    return [...new Set(this.writes.filter((w) => w.created).map((w) => w.name))]
  }

  get patched(): string[] {
    const created = new Set(this.created)
    return [...new Set(this.writes.filter((w) => !w.created && !created.has(w.name)).map((w) => w.name))]
  }

  async run(name: string, rawArgs: string): Promise<{ text: string; isError: boolean }> {
    if (name === 'skill_list') return this.list(rawArgs)
    if (name === 'skill_manage') return this.manage(rawArgs)
    return { text: `unknown tool "${name.slice(0, 40)}": the reviewer has only skill_list and skill_manage`, isError: true }
  }

  private async list(rawArgs: string): Promise<{ text: string; isError: boolean }> {
    let filter = ''
    try {
      const a = rawArgs.trim() ? (JSON.parse(rawArgs) as { filter?: unknown }) : {}
      if (a && typeof a.filter === 'string') filter = a.filter.toLowerCase().slice(0, 200)
    } catch {
      return { text: 'skill_list: the arguments are not JSON; pass {} or {"filter": "words"}', isError: true }
    }
    const lib = await projectLibraryFor(this.o.fs, this.o.cwd, this.o.library)
    if ('error' in lib || lib.created) return { text: 'skill_list: this project has no skill library yet, so no skills exist here.', isError: false }
    const text = await readUtf8(this.o.port, projectPaths(lib.dir).indexFile!).catch(() => undefined)
    const rows = text ? parseIndex(text).rows : []
    const st = await new Store(this.o.port, projectPaths(lib.dir)).read().catch(() => undefined)
    const words = filter.split(/\s+/).filter(Boolean)
    const hits = rows.filter((r) => words.every((w) => r.name.toLowerCase().includes(w) || r.description.toLowerCase().includes(w)))
    const seen = new Set<string>()
    const lines: string[] = []
    for (const r of hits) {
      const key = r.name.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      if (lines.length >= REVIEW.listMaxRows) continue
      const rec = r.repo === LEARNED_REPO && st ? recordOf(st.records, 'project', r.name) : undefined
      const state = r.repo === LEARNED_REPO ? (rec ? stateOf(rec) : 'unrecorded') : 'library'
      const linked = this.o.linked.includes(key) ? ', used in this session' : ''
      const d = r.description.length > REVIEW.listDescriptionChars ? `${r.description.slice(0, REVIEW.listDescriptionChars)}…` : r.description
      lines.push(`${r.name} [${state}${linked}] — ${d}`)
    }
    if (!lines.length) return { text: `skill_list: no skill${filter ? ` matches "${filter}"` : ''} in ${lib.dir}.`, isError: false }
    const more = seen.size > lines.length ? `\n(${seen.size - lines.length} more; pass a filter)` : ''
    return { text: `${seen.size} skill(s)${filter ? ` matching "${filter}"` : ''}:\n${lines.join('\n')}${more}`, isError: false }
  }

  private refuse(action: string, name: string, error: string): { text: string; isError: boolean } {
    this.actions.push({ action, name, ok: false, refusal: 'review' })
    return { text: `skill_manage ${action} "${name}": Refused: ${error} Nothing was written.`, isError: true }
  }

  private async manage(rawArgs: string): Promise<{ text: string; isError: boolean }> {
    let parsed: unknown = rawArgs
    try {
      parsed = JSON.parse(rawArgs)
    } catch {
      /* readRequest explains a raw string */
    }
    const req = readRequest(parsed)
    if (!req.ok) {
      this.actions.push({ action: '', name: '', ok: false, refusal: 'arguments' })
      return { text: req.error, isError: true }
    }
    const r = req.value
    const name = r.name.toLowerCase()
    if (r.action === 'delete' || r.action === 'remove_file') return this.refuse(r.action, r.name, 'the reviewer may only create, patch, edit or add files, never remove.')
    if (r.action === 'create' && !this.o.allowCreateNew) return this.refuse(r.action, r.name, 'creating new skills is turned off for reviews (skillEvolution.allowCreateNew).')
    if (r.action !== 'create') {
      if (!this.o.allowOptimizeLinked) return this.refuse(r.action, r.name, 'changing existing skills is turned off for reviews (skillEvolution.allowOptimizeLinked).')
      const mine = this.writes.some((w) => w.name === name)
      if (!mine && !this.o.linked.includes(name)) {
        return this.refuse(r.action, r.name, `"${r.name}" was not loaded or written in this session; a review changes only those (${this.o.linked.join(', ') || 'none'}).`)
      }
    }
    if (this.o.signal.aborted) throw this.o.signal.reason ?? new Error('review cancelled')
    const call = { ...(this.o.cwd ? { cwd: this.o.cwd } : {}), ...(this.o.sessionId ? { sessionId: this.o.sessionId } : {}) }
    const leak = this.o.witness ? await this.o.witness('skill_manage', parsed, call).catch(() => undefined) : undefined
    if (leak) return this.refuse(r.action, r.name, leak)
    const lib = await projectLibraryFor(this.o.fs, this.o.cwd, this.o.library)
    if ('error' in lib) return this.refuse(r.action, r.name, lib.error)
    const store = new Store(this.o.port, projectPaths(lib.dir))
    const project = projectKeyOf(await this.o.port.realpath(lib.dir).catch(() => lib.dir))
    const out = await manage(store, r, { by: 'reviewer', ...(this.o.sessionId ? { session: this.o.sessionId } : {}), project })
    this.actions.push({ action: r.action, name: r.name, ok: out.ok, ...(out.refusal ? { refusal: out.refusal } : {}) })
    if (out.ok && out.changed) this.writes.push({ name, created: r.action === 'create', libraryDir: lib.dir })
    return { text: renderManage({ ...out, library: lib.dir }), isError: !out.ok }
  }

  /** Undoes this review's writes, newest first (a create becomes a tombstone, a change is rolled back). Returns problems. */
  async undo(): Promise<string[]> {
    const problems: string[] = []
    for (const w of [...this.writes].reverse()) {
      const store = new Store(this.o.port, projectPaths(w.libraryDir))
      const out = await (w.created ? remove(store, w.name, { by: 'reviewer' }) : rollback(store, w.name, { by: 'reviewer' })).catch((err: unknown) => ({ ok: false, error: err instanceof Error ? err.message : String(err) }))
      if (!out.ok) problems.push(`${w.name}: ${out.error ?? 'not undone'}`)
    }
    this.writes.length = 0
    return problems
  }
}
