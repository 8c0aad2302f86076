/**
 * Every version a learned skill ever had, and putting one of them back. Rollback walks the
 * current stack only; a version it undid (or one compact dropped from the stack) stays in the
 * ledger's events and its files stay in the object store. `restore` writes such a version again
 * through the ordinary lifecycle (`manage` as a person, file by file), so the guard scans it and
 * the ledger records it like any human edit. Nothing here writes outside `manage`.
 */
import { MANAGE } from '../core/limits.ts'
import type { Actor, VersionEntry, VersionOp } from './ledger.ts'
import { manage, recordOf } from './lifecycle.ts'
import type { Outcome, Who } from './lifecycle.ts'
import type { Store } from './store.ts'

export interface KnownVersion {
  version: string
  files: Record<string, string>
  relpath: string
  op: VersionOp
  by: Actor
  at: number
  /** On the current stack (rollback can reach it, or it is the head). */
  onStack: boolean
  /** The current version. */
  head: boolean
}

/** Every distinct version of `name` in the store's ledger, oldest first (first time it was written). */
export async function versionsOf(store: Store, name: string): Promise<KnownVersion[]> {
  const st = await store.read()
  const record = recordOf(st.records, store.scope, name)
  const stack = (record?.stack ?? []).filter((e): e is VersionEntry => e.kind === 'version')
  const onStack = new Set(stack.map((e) => e.version))
  const top = record?.stack[record.stack.length - 1]
  const headVersion = top?.kind === 'version' ? top.version : undefined
  const seen = new Map<string, KnownVersion>()
  for (const e of st.events) {
    if (e.t !== 'version' || e.scope !== store.scope || e.name !== name || seen.has(e.version)) continue
    seen.set(e.version, { version: e.version, files: { ...e.files }, relpath: e.relpath, op: e.op, by: e.by, at: e.at, onStack: onStack.has(e.version), head: e.version === headVersion })
  }
  // A compacted ledger keeps the stack's versions as events, so this also covers them.
  return [...seen.values()]
}

/** The one version a (prefix of a) version id names, or why none does. */
export function pickVersion(versions: readonly KnownVersion[], id: string): KnownVersion | string {
  const wanted = id.trim().toLowerCase()
  if (!/^[0-9a-f]+$/.test(wanted) || wanted.length < MANAGE.versionIdMinChars || wanted.length > 64) return `"${id}" is not a version id (${MANAGE.versionIdMinChars} to 64 hex digits, as skills show prints them)`
  const hits = versions.filter((v) => v.version.startsWith(wanted))
  if (hits.length === 1) return hits[0]!
  if (!hits.length) return `no version ${wanted} in this skill's history (${versions.length} known: ${versions.map((v) => v.version.slice(0, 12)).join(', ') || 'none'})`
  return `${wanted} matches ${hits.length} versions (${hits.map((v) => v.version.slice(0, 12)).join(', ')}); give more digits`
}

/**
 * Makes `version` the skill's current content again: SKILL.md by an edit (or a create when the
 * skill is deleted), then each other file written or removed, all as `who` (a person). The final
 * manifest equals the restored version's, so its id is the same.
 */
export async function restoreVersion(store: Store, name: string, target: KnownVersion, who: Who): Promise<Outcome> {
  const wanted = await store.filesOf(target.files)
  const skillMd = wanted.get('SKILL.md')
  if (skillMd === undefined) return { action: 'restore', name, scope: store.scope, ok: false, changed: false, notes: [], refusal: 'state', error: `version ${target.version.slice(0, 12)} has no SKILL.md` }
  const st = await store.read()
  const record = recordOf(st.records, store.scope, name)
  const top = record?.stack[record.stack.length - 1]
  const current = top?.kind === 'version' ? await store.filesOf(top.files) : new Map<string, string>()
  const steps: Outcome[] = []
  const category = target.relpath.includes('/') ? target.relpath.slice(0, target.relpath.lastIndexOf('/')) : undefined
  const first = await manage(store, top?.kind === 'version' ? { action: 'edit', name, content: skillMd } : { action: 'create', name, content: skillMd, ...(category ? { category } : {}) }, who)
  steps.push(first)
  if (!first.ok) return first
  for (const [rel, text] of wanted) {
    if (rel === 'SKILL.md' || current.get(rel) === text) continue
    const out = await manage(store, { action: 'write_file', name, file_path: rel, file_content: text }, who)
    steps.push(out)
    if (!out.ok) return { ...out, notes: [...out.notes, `restore stopped at ${rel}: SKILL.md and the files before it are already restored`] }
  }
  for (const rel of current.keys()) {
    if (rel === 'SKILL.md' || wanted.has(rel)) continue
    const out = await manage(store, { action: 'remove_file', name, file_path: rel }, who)
    steps.push(out)
    if (!out.ok) return { ...out, notes: [...out.notes, `restore stopped removing ${rel}`] }
  }
  const last = steps[steps.length - 1]!
  const changed = steps.some((s) => s.changed)
  return { ...last, action: 'restore', changed, notes: [...steps.flatMap((s) => s.notes), `restored version ${target.version.slice(0, 12)} (${target.op} by ${target.by}, ${new Date(target.at).toISOString()})`] }
}
