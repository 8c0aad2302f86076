/**
 * The lifecycle of agent-written skills (SPEC §8), shared by the skill_manage tool and the
 * `skills` CLI: writes with their limits and the guard, rollback, rm, promote, waive, compact, and
 * the check that runs at every load. Everything goes through a Store (and so a WritePort).
 *
 * A write: limits checked and the guard run on the text in memory (a refusal writes nothing, not
 * even a folder) → under the store lock: repair an interrupted earlier write, plan again on the
 * ledger's current version, write temp files in the target folder, read them back and scan what is
 * on disk → dangerous: temps removed, refused → objects stored → ledger event appended (the commit
 * point) → temps renamed over the live files → index rows updated.
 */
import { MANAGE, NEAR_DUPLICATE } from '../core/limits.ts'
import { nearDuplicateCheck } from './near-duplicate-check.ts'
import { parseFrontmatter } from '../core/frontmatter.ts'
import { parseIndex } from '../core/index-file.ts'
import { joinPath } from '../core/_path.ts'
import { applyWaivers, contentSha256, scanText, verdictOf } from '../guard/index.ts'
import type { Finding, Verdict, Waiver } from '../guard/index.ts'
import { updateLearnedRows, learnedRow } from './index-update.ts'
import { compactEvents, keyOf, serializeEvent, stateOf, top, topVersion } from './ledger.ts'
import type { Actor, FindingNote, LedgerEvent, SkillRecord, State, VersionEntry, VersionEvent, VersionOp } from './ledger.ts'
import { LEARNED_REPO, manifestVersion, Store } from './store.ts'
import { applyPatch, checkName, checkSkillMd, checkSkillTotals, checkSupportContent, checkSupportPath } from './validate.ts'
import { codeOf, describeIoError, readUtf8 } from './write-port.ts'

export const ACTIONS = ['create', 'edit', 'patch', 'delete', 'write_file', 'remove_file'] as const
export type Action = (typeof ACTIONS)[number]

/** One skill_manage request: each action with exactly the fields it takes. */
export type ManageRequest =
  | { action: 'create'; name: string; content: string; category?: string; force_new?: boolean; reason?: string }
  | { action: 'edit'; name: string; content: string }
  | { action: 'patch'; name: string; old_string: string; new_string: string; replace_all?: boolean; file_path?: string }
  | { action: 'delete'; name: string }
  | { action: 'write_file'; name: string; file_path: string; file_content: string }
  | { action: 'remove_file'; name: string; file_path: string }

export interface Who {
  by: Actor
  session?: string
  /** Project key of the writer (quarantined versions are visible there only). */
  project?: string
}

export type RefusalKind = 'arguments' | 'limit' | 'guard' | 'state' | 'conflict' | 'io'

export interface Outcome {
  ok: boolean
  action: string
  name: string
  scope: 'project' | 'global'
  /** What failed, why, and what to do — one paragraph. */
  error?: string
  refusal?: RefusalKind
  state?: State
  version?: string
  /** False when the request changed nothing (same content as now). */
  changed: boolean
  verdict?: Verdict
  findings?: FindingNote[]
  /** The skill's folder. */
  path?: string
  /** Clean sessions so far, while quarantined. */
  cleanSessions?: number
  /** A refusal's cause and what to do, apart (the CLI prints them as two lines). */
  cause?: string
  fix?: string
  notes: string[]
}

/** A refusal; with `fix`, the error reads "cause. fix" and both are kept apart for the CLI's three-part message. */
function refuse(base: Pick<Outcome, 'action' | 'name' | 'scope'>, refusal: RefusalKind, error: string, fix?: string): Outcome {
  const out: Outcome = { ...base, ok: false, refusal, error: fix ? `${error}. ${fix}` : error, changed: false, notes: [] }
  if (fix) {
    out.cause = error
    out.fix = fix
  }
  return out
}

export function note(f: Finding): FindingNote {
  return { ruleId: f.ruleId, severity: f.severity, file: f.file, line: f.line }
}

export function describeFindings(findings: readonly Finding[], max = 5): string {
  const shown = findings.slice(0, max).map((f) => `${f.ruleId} (${f.severity}, ${f.category}) at ${f.file}:${f.line}: ${f.message}`)
  return shown.join('; ') + (findings.length > max ? `; and ${findings.length - max} more` : '')
}

/** Every file scanned by the guard, waivers applied per file content. */
export function scanFiles(files: ReadonlyMap<string, string>, waivers: readonly Waiver[]): { findings: Finding[]; verdict: Verdict } {
  const findings: Finding[] = []
  for (const [path, text] of files) findings.push(...applyWaivers(scanText(text, path), waivers, contentSha256(text)))
  return { findings, verdict: verdictOf(findings) }
}

function manifestOf(files: ReadonlyMap<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [p, t] of files) out[p] = contentSha256(t)
  return out
}

function sameManifest(a: Record<string, string>, b: Record<string, string>): boolean {
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) => a[k] === b[k])
}

export function recordOf(records: Map<string, SkillRecord>, scope: 'project' | 'global', name: string): SkillRecord | undefined {
  return records.get(keyOf(scope, name))
}

/** Relative folders a record's versions have lived in (newest first). */
function relpathsOf(record: SkillRecord | undefined): string[] {
  if (!record) return []
  const out: string[] = []
  for (let i = record.stack.length - 1; i >= 0; i--) {
    const e = record.stack[i]!
    if (e.kind === 'version' && !out.includes(e.relpath)) out.push(e.relpath)
  }
  return out
}

/** A request check that failed: its kind (what callers branch on) and the message. */
export interface RequestProblem {
  kind: RefusalKind
  error: string
}

/**
 * Argument checks that need no disk: the action's required fields and the pure limits. The kind
 * comes from which check failed and on what, never from the message's words: a missing or
 * malformed field is `arguments`; a size, a forbidden place or forbidden bytes is `limit`.
 */
export function checkRequest(req: ManageRequest): RequestProblem | undefined {
  const args = (error: string): RequestProblem => ({ kind: 'arguments', error })
  const limit = (error: string): RequestProblem => ({ kind: 'limit', error })
  const name = checkName(req.name)
  if (!name.ok) return typeof req.name === 'string' && req.name.length > MANAGE.nameMax ? limit(name.error) : args(name.error)
  if (req.action === 'create' && req.category !== undefined && req.category !== '') {
    const cat = checkName(req.category, 'category')
    if (!cat.ok) return args(cat.error + ' (category is one folder level)')
  }
  // The type says which fields an action has; a request built from JSON is checked here all the same.
  const fields = req as unknown as Record<string, unknown>
  const need = (key: string, example: string): RequestProblem | undefined =>
    typeof fields[key] === 'string' ? undefined : args(`"${key}" is required for ${req.action}, e.g. ${example}`)
  /** A support path: missing is an argument problem; anywhere it may not go is a limit. */
  const supportPath = (path: unknown): RequestProblem | undefined => {
    const p = checkSupportPath(path)
    if (p.ok) return undefined
    return typeof path === 'string' && path !== '' ? limit(p.error) : args(p.error)
  }
  switch (req.action) {
    case 'create':
    case 'edit': {
      const missing = need('content', '{"content": "---\\nname: ' + req.name + '\\ndescription: …\\n---\\n# Steps …"}')
      if (missing) return missing
      const md = checkSkillMd(req.content, req.name)
      if (md.ok) return undefined
      const overDescription = parseFrontmatter(req.content, req.name).description.length > MANAGE.descriptionMax
      return req.content.length > MANAGE.skillMdMaxChars || req.content.includes('\u0000') || overDescription ? limit(md.error) : args(md.error)
    }
    case 'patch':
      if (req.file_path !== undefined && req.file_path !== 'SKILL.md') {
        const bad = supportPath(req.file_path)
        if (bad) return bad
      }
      return need('old_string', '{"old_string": "exact text now", "new_string": "replacement"}') ?? need('new_string', '{"new_string": "replacement"}')
    case 'write_file': {
      const bad = supportPath(req.file_path)
      if (bad) return bad
      const missing = need('file_content', '{"file_path": "references/notes.md", "file_content": "…"}')
      if (missing) return missing
      const c = checkSupportContent(req.file_path, req.file_content)
      return c.ok ? undefined : limit(c.error)
    }
    case 'remove_file': {
      if (req.file_path === 'SKILL.md') return args('SKILL.md cannot be removed with remove_file; delete the whole skill with action "delete"')
      return supportPath(req.file_path)
    }
    case 'delete':
      return undefined
  }
}

interface Plan {
  relpath: string
  files: Map<string, string>
  changed: Map<string, string>
  removed: string[]
  op: VersionOp
}

interface Current {
  record?: SkillRecord
  head?: VersionEntry
  files?: Map<string, string>
}

async function currentOf(store: Store, name: string): Promise<Current> {
  const st = await store.read()
  const record = recordOf(st.records, store.scope, name)
  const head = record ? topVersion(record) : undefined
  return { ...(record ? { record } : {}), ...(head ? { head, files: await store.filesOf(head.files) } : {}) }
}

/** Names of this skill in other repos of the project library (create must not shadow them). */
async function otherCopies(store: Store, name: string): Promise<string[]> {
  if (!store.paths.indexFile) return []
  const text = await readUtf8(store.port, store.paths.indexFile).catch(() => undefined)
  if (!text) return []
  const low = name.toLowerCase()
  return [...new Set(parseIndex(text).rows.filter((r) => r.repo !== LEARNED_REPO && r.name.toLowerCase() === low).map((r) => `${r.repo}/${r.relpath}`))]
}

function plan(req: ManageRequest, cur: Current, who: Who): Plan | { refusal: RefusalKind; error: string } {
  const exists = Boolean(cur.head && cur.files)
  const op: VersionOp = who.by === 'human' && req.action === 'edit' ? 'human-edit' : (req.action as VersionOp)
  if (req.action === 'create') {
    if (exists) {
      return { refusal: 'state', error: `a learned skill named "${req.name}" already exists (version ${cur.head!.version.slice(0, 12)}). Change it with action "edit" (whole SKILL.md) or "patch" (one passage), or pick another name` }
    }
    const relpath = req.category ? `${req.category}/${req.name}` : req.name
    const files = new Map([['SKILL.md', req.content!]])
    return { relpath, files, changed: new Map(files), removed: [], op }
  }
  if (!exists) {
    const deleted = cur.record && top(cur.record)?.kind === 'tombstone'
    return {
      refusal: 'state',
      error: deleted
        ? `the learned skill "${req.name}" was deleted. Create it again with action "create", or ask a person to restore it with: dsh-skill-router skills rollback ${req.name}`
        : `there is no learned skill named "${req.name}" in this project. Create it first with action "create"; skill_manage changes only skills it wrote (under ${LEARNED_REPO}/)`,
    }
  }
  const files = new Map(cur.files!)
  const relpath = cur.head!.relpath
  switch (req.action) {
    case 'edit':
      files.set('SKILL.md', req.content!)
      return { relpath, files, changed: new Map([['SKILL.md', req.content!]]), removed: [], op }
    case 'patch': {
      const target = req.file_path ?? 'SKILL.md'
      const before = files.get(target)
      if (before === undefined) return { refusal: 'state', error: `"${req.name}" has no file ${target}; its files: ${[...files.keys()].join(', ')}` }
      const r = applyPatch(before, req.old_string!, req.new_string!, req.replace_all === true, `${req.name}/${target}`)
      if (!r.ok) return { refusal: 'arguments', error: r.error }
      files.set(target, r.text)
      return { relpath, files, changed: new Map([[target, r.text]]), removed: [], op }
    }
    case 'write_file':
      files.set(req.file_path!, req.file_content!)
      return { relpath, files, changed: new Map([[req.file_path!, req.file_content!]]), removed: [], op }
    case 'remove_file':
      if (!files.has(req.file_path!)) return { refusal: 'state', error: `"${req.name}" has no file ${req.file_path}; its files: ${[...files.keys()].join(', ')}` }
      files.delete(req.file_path!)
      return { relpath, files, changed: new Map(), removed: [req.file_path!], op }
    default:
      return { refusal: 'arguments', error: `unknown action ${req.action}` }
  }
}

/** A symlink anywhere on the way to a file the plan writes or removes. */
async function symlinkIn(store: Store, p: Plan): Promise<string | undefined> {
  for (const rel of [...p.changed.keys(), ...p.removed]) {
    const link = await store.symlinkOnPath(p.relpath, rel)
    if (link) return link
  }
  return store.symlinkOnPath(p.relpath)
}

/** The limits that depend on the whole resulting skill. */
function checkPlan(p: Plan, name: string): string | undefined {
  const md = p.files.get('SKILL.md')
  if (md === undefined) return 'the skill would have no SKILL.md'
  const mdCheck = checkSkillMd(md, name)
  if (!mdCheck.ok) return mdCheck.error
  for (const [path, text] of p.changed) {
    if (path === 'SKILL.md') continue
    const c = checkSupportContent(path, text)
    if (!c.ok) return c.error
  }
  const totals = checkSkillTotals(p.files)
  return totals.ok ? undefined : totals.error
}

function guardRefusal(name: string, findings: readonly Finding[]): string {
  const critical = findings.filter((f) => f.severity === 'critical')
  return `the guard judged this content dangerous: ${describeFindings(critical)}. Nothing was written. Remove or rephrase those lines (describe a risky command as a warning, not an instruction), then retry; a person can review and waive a finding with: dsh-skill-router skills waive ${name} <rule-id>`
}

/**
 * Brings the live folder back in line with the ledger (call under the lock): removes temp files of
 * interrupted writes, restores the ledger's version from the objects, and parks anything that was
 * changed outside the lifecycle in the store's trash (never deleted). Returns notes.
 */
export async function reconcile(store: Store, record: SkillRecord | undefined): Promise<string[]> {
  const notes: string[] = []
  if (!record) return notes
  const head = topVersion(record)
  for (const relpath of relpathsOf(record)) {
    const live = await store.readLive(relpath)
    for (const t of live.temps) await store.port.unlink(t)
    if (live.temps.length) notes.push(`removed ${live.temps.length} temp file(s) left by an interrupted write`)
    if (!live.exists) continue
    const wanted = head && head.relpath === relpath ? head.files : undefined
    const manifest = manifestOf(live.files)
    if (wanted && !live.symlinks.length && sameManifest(manifest, wanted)) continue
    let unknown = live.symlinks.length > 0
    for (const sha of Object.values(manifest)) if (!(await store.hasObject(sha))) unknown = true
    const parked = await store.removeFolder(relpath, unknown)
    if (parked) notes.push(`${LEARNED_REPO}/${relpath} had changes made outside skill_manage; they were moved to ${parked}`)
  }
  if (head) {
    const live = await store.readLive(head.relpath)
    if (!live.exists) {
      const files = await store.filesOf(head.files)
      const temps = await store.stage(head.relpath, files)
      await store.commit(head.relpath, temps, [])
    }
  }
  return notes
}

/** Index failures that do not undo a committed write: the skill is saved, only search lags behind. */
const INDEX_SOFT = new Set(['E_NOT_REGULAR', 'EISDIR', 'E_TOO_LARGE', 'ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM'])

/**
 * refreshIndex after the commit point: a bad index file (a FIFO, a folder) or a full / read-only
 * disk becomes a true note ("saved, but the index could not be updated"), not a failed write that
 * claims the previous version is still in place (issue 14). Anything else still throws.
 */
async function refreshIndexNoting(store: Store, record: SkillRecord | undefined, name: string, notes: string[]): Promise<void> {
  try {
    await refreshIndex(store, record, name)
  } catch (err) {
    const code = codeOf(err)
    if (!code || !INDEX_SOFT.has(code)) throw err
    notes.push(`saved, but the library index could not be updated: ${describeIoError(err, store.paths.indexFile)}. Until it is, skill_search may not show this change; rebuild it with: dsh-skill-router build-index ${store.paths.root}`)
  }
}

async function refreshIndex(store: Store, record: SkillRecord | undefined, name: string): Promise<void> {
  if (store.scope !== 'project' || !store.paths.indexFile) return
  const head = record ? topVersion(record) : undefined
  const rows = head ? [learnedRow(head.relpath, await store.filesOf(head.files))] : []
  const relpaths = relpathsOf(record)
  if (!relpaths.length && !rows.length) return
  await updateLearnedRows(store.port, store.paths.root, relpaths.length ? relpaths : [name], rows)
}

function summary(store: Store, record: SkillRecord | undefined): Pick<Outcome, 'state' | 'version' | 'path' | 'cleanSessions'> {
  if (!record) return {}
  const head = topVersion(record)
  const state = stateOf(record)
  return {
    state,
    ...(head ? { version: head.version, path: store.skillDir(head.relpath) } : {}),
    ...(state === 'quarantined' && head ? { cleanSessions: head.cleanSessions.length } : {}),
  }
}

/**
 * The checks every write makes on its plan — once before the lock (nothing written), and again
 * under it on the ledger as it is then: the plan itself, the limits on the whole skill, the guard
 * on the text in memory (before the lock only: under it the guard reads the staged files back),
 * symlinks on the way, and "the same as now". Either the plan to write or the answer to give.
 */
async function checkedPlan(store: Store, req: ManageRequest, cur: Current, who: Who, base: Pick<Outcome, 'action' | 'name' | 'scope'>, notes: string[], scanInMemory: boolean): Promise<{ plan: Plan } | { outcome: Outcome }> {
  const p = plan(req, cur, who)
  if ('refusal' in p) return { outcome: refuse(base, p.refusal, p.error) }
  const limit = checkPlan(p, req.name)
  if (limit) return { outcome: refuse(base, 'limit', limit) }
  if (scanInMemory) {
    const scan = scanFiles(p.files, cur.record?.waivers ?? [])
    if (scan.verdict === 'dangerous') return { outcome: { ...refuse(base, 'guard', guardRefusal(req.name, scan.findings)), verdict: 'dangerous', findings: scan.findings.map(note) } }
  }
  const link = await symlinkIn(store, p)
  if (link) return { outcome: refuse(base, 'limit', `${link} is a symbolic link; skills may not contain or sit behind symlinks. A person must replace it with a real folder`) }
  if (cur.head && sameManifest(manifestOf(p.files), cur.head.files)) {
    return { outcome: { ...base, ok: true, changed: false, notes: [...notes, 'the content is the same as the current version; nothing changed'], ...summary(store, cur.record) } }
  }
  return { plan: p }
}

/** One skill_manage request (or a human edit through the CLI). */
export async function manage(store: Store, req: ManageRequest, who: Who): Promise<Outcome> {
  const base = { action: req.action, name: typeof req.name === 'string' ? req.name : '', scope: store.scope }
  const bad = checkRequest(req)
  if (bad) return refuse(base, bad.kind, bad.error)

  if (req.action === 'delete') return remove(store, req.name, who)

  // 1. Everything decidable without the lock, with no write at all.
  if (req.action === 'create') {
    const others = await otherCopies(store, req.name)
    if (others.length) {
      return refuse(base, 'conflict', `the library already has a skill named "${req.name}" (${others.join(', ')}); a learned skill must not shadow it. Pick a more specific name, e.g. "${req.name}-notes"`)
    }
    // Issue 16: a close match by name + description is refused unless force_new with a reason.
    const dup = await nearDuplicateCheck(store, req)
    if (dup) return refuse(base, dup.refusal, dup.error)
  }
  const pre = await checkedPlan(store, req, await currentOf(store, req.name), who, base, [], true)
  if ('outcome' in pre) return pre.outcome

  // 2. Under the lock: the same plan on the ledger as it is now, then temp → scan → commit.
  return store.locked(async (lock) => {
    const notes: string[] = []
    if (lock.recovered) notes.push('recovered the store lock from a writer that had crashed')
    const st0 = await store.read()
    notes.push(...(await reconcile(store, recordOf(st0.records, store.scope, req.name))))
    const cur = await currentOf(store, req.name)
    const checked = await checkedPlan(store, req, cur, who, base, notes, false)
    if ('outcome' in checked) return checked.outcome
    const p = checked.plan
    const files = manifestOf(p.files)

    const temps = await store.stage(p.relpath, p.changed)
    let scan: { findings: Finding[]; verdict: Verdict }
    try {
      // Scan what is on disk: the temp files read back, with the unchanged files beside them.
      const onDisk = new Map(p.files)
      for (const [rel, tmp] of temps) {
        const back = await readUtf8(store.port, tmp)
        if (back === undefined || back !== p.changed.get(rel)) throw Object.assign(new Error(`the temp file for ${rel} read back different bytes (disk full or failing?)`), { code: 'EIO' })
        onDisk.set(rel, back)
      }
      scan = scanFiles(onDisk, cur.record?.waivers ?? [])
    } catch (err) {
      await store.discard(temps)
      throw err
    }
    if (scan.verdict === 'dangerous') {
      await store.discard(temps)
      return { ...refuse(base, 'guard', guardRefusal(req.name, scan.findings)), verdict: 'dangerous', findings: scan.findings.map(note) }
    }
    try {
      for (const [rel, text] of p.files) await store.putObject(files[rel]!, text)
      const event: VersionEvent = {
        v: 1,
        t: 'version',
        scope: store.scope,
        name: req.name,
        at: store.port.now(),
        op: p.op,
        by: who.by,
        version: await manifestVersion(files),
        files,
        relpath: p.relpath,
        verdict: scan.verdict === 'caution' ? 'caution' : 'safe',
      }
      if (who.project) event.project = who.project
      if (who.session) event.session = who.session
      if (req.action === 'create' && req.force_new === true && typeof req.reason === 'string') event.forceNew = req.reason.slice(0, NEAR_DUPLICATE.reasonMaxChars)
      const recorded = scan.findings.filter((f) => f.severity === 'critical' || f.severity === 'high' || f.severity === 'medium')
      if (recorded.length) event.findings = recorded.map(note)
      await store.append([event])
    } catch (err) {
      await store.discard(temps)
      throw err
    }
    // Committed: from here a crash is repaired by reconcile on the next write.
    await store.commit(p.relpath, temps, p.removed)
    const after = recordOf((await store.read()).records, store.scope, req.name)
    await refreshIndexNoting(store, after, req.name, notes)
    const high = scan.findings.filter((f) => f.severity === 'high')
    if (high.length) {
      notes.push(`guard: caution — ${describeFindings(high)}. Saved, but it is withheld at load until those lines are fixed or a person waives them (dsh-skill-router skills waive ${req.name} <rule-id>)`)
    }
    return { ...base, ok: true, changed: true, verdict: scan.verdict, findings: scan.findings.map(note), notes, ...summary(store, after) }
  })
}

/** rm / delete: a tombstone that rollback undoes; the folder leaves the library. */
export async function remove(store: Store, name: string, who: Who): Promise<Outcome> {
  const base = { action: 'delete', name, scope: store.scope }
  const n = checkName(name)
  if (!n.ok) return refuse(base, 'arguments', n.error)
  const pre = await currentOf(store, name)
  if (!pre.head) {
    return pre.record
      ? refuse(base, 'state', `"${name}" is already deleted`, `Restore it with: dsh-skill-router skills rollback ${name}${store.scope === 'global' ? ' --global' : ''}`)
      : refuse(base, 'state', `there is no learned skill named "${name}" in the ${store.scope} store`, 'List them with: dsh-skill-router skills list')
  }
  return store.locked(async () => {
    const st = await store.read()
    const record = recordOf(st.records, store.scope, name)
    if (!record || !topVersion(record)) return refuse(base, 'state', `"${name}" was deleted by another writer a moment ago`)
    await store.append([{ v: 1, t: 'tombstone', scope: store.scope, name, at: store.port.now(), by: who.by, ...(who.session ? { session: who.session } : {}) }])
    const after = recordOf((await store.read()).records, store.scope, name)
    const notes = await reconcile(store, after)
    await refreshIndexNoting(store, after, name, notes)
    return { ...base, ok: true, changed: true, state: 'deleted' as const, notes: [...notes, `undo with: dsh-skill-router skills rollback ${name}${store.scope === 'global' ? ' --global' : ''}`] }
  })
}

/** Back to the previous distinct content (or undo an rm), recorded as a new event. */
export async function rollback(store: Store, name: string, who: Who): Promise<Outcome> {
  const base = { action: 'rollback', name, scope: store.scope }
  return store.locked(async () => {
    const st = await store.read()
    const record = recordOf(st.records, store.scope, name)
    if (!record) return refuse(base, 'state', `there is no learned skill named "${name}" in the ${store.scope} store`, 'List them with: dsh-skill-router skills list')
    if (record.stack.length < 2) {
      return refuse(base, 'state', `"${name}" has a single version, so there is nothing earlier to roll back to`, `To change it, edit it (dsh-skill-router skills edit ${name}); to remove it, use skills rm ${name}`)
    }
    const undone = top(record)!
    const restored = record.stack[record.stack.length - 2]!
    await store.append([
      {
        v: 1,
        t: 'rollback',
        scope: store.scope,
        name,
        at: store.port.now(),
        by: who.by,
        version: restored.kind === 'version' ? restored.version : 'tombstone',
        undone: undone.kind === 'version' ? undone.version : 'tombstone',
      },
    ])
    const after = recordOf((await store.read()).records, store.scope, name)
    const notes = await reconcile(store, after)
    await refreshIndexNoting(store, after, name, notes)
    notes.unshift(
      undone.kind === 'tombstone'
        ? 'restored the deleted skill'
        : restored.kind === 'tombstone'
          ? 'rolled back past the re-creation: the skill is deleted again (rollback once more to restore the earlier one)'
          : `rolled back from ${undone.version.slice(0, 12)} to ${restored.version.slice(0, 12)}`,
    )
    return { ...base, ok: true, changed: true, notes, ...summary(store, after), ...(after && !topVersion(after) ? { state: 'deleted' as const } : {}) }
  })
}

/** Human only: copy an active project skill to the global store. */
export async function promote(project: Store, global: Store, name: string): Promise<Outcome> {
  const base = { action: 'promote', name, scope: 'global' as const }
  const st = await project.read()
  const record = recordOf(st.records, 'project', name)
  const head = record ? topVersion(record) : undefined
  if (!record || !head) {
    return record
      ? refuse(base, 'state', `"${name}" is deleted in this project`, `Restore it first with: dsh-skill-router skills rollback ${name}`)
      : refuse(base, 'state', `there is no learned skill named "${name}" in this project (${project.paths.learned})`, 'List them with: dsh-skill-router skills list')
  }
  const state = stateOf(record)
  if (state !== 'active') {
    const why = head.flags
      ? `it has ${head.flags} flag(s) from the guard at load`
      : `it has clean loads in ${head.cleanSessions.length} of the ${MANAGE.cleanSessionsToActivate} distinct sessions it needs`
    return refuse(
      base,
      'state',
      `"${name}" is quarantined: ${why}; only an active skill can go global`,
      `Load it in ${Math.max(0, MANAGE.cleanSessionsToActivate - head.cleanSessions.length)} more session(s) without findings${head.flags ? ', after a person reviews and waives the findings (skills show, skills waive)' : ''}, then promote again`,
    )
  }
  const files = await project.filesOf(head.files)
  const scan = scanFiles(files, record.waivers)
  if (scan.verdict === 'dangerous') return { ...refuse(base, 'guard', guardRefusal(name, scan.findings)), verdict: 'dangerous' }
  const gst = await global.read()
  const grec = recordOf(gst.records, 'global', name)
  if (grec && topVersion(grec)?.version === head.version) {
    return { ...base, ok: true, changed: false, state: 'global', version: head.version, path: global.skillDir(topVersion(grec)!.relpath), notes: ['already global at this version'] }
  }
  const outcome = await global.locked(async () => {
    const notes = await reconcile(global, recordOf((await global.read()).records, 'global', name))
    for (const [rel, text] of files) await global.putObject(head.files[rel]!, text)
    const relpath = name
    await global.append([
      { v: 1, t: 'version', scope: 'global', name, at: global.port.now(), op: 'promote', by: 'human', version: head.version, files: head.files, relpath, verdict: scan.verdict === 'caution' ? 'caution' : 'safe', ...(head.project ? { project: head.project } : {}) },
      // Waivers a person gave in the project travel with the content they name.
      ...record.waivers.map((w): LedgerEvent => ({ v: 1, t: 'waive', scope: 'global', name, at: global.port.now(), waiver: w })),
    ])
    notes.push(...(await reconcile(global, recordOf((await global.read()).records, 'global', name))))
    return { ...base, ok: true, changed: true, state: 'global' as const, version: head.version, path: global.skillDir(relpath), notes }
  })
  await project.locked(async () => project.append([{ v: 1, t: 'promoted', scope: 'project', name, at: project.port.now(), version: head.version }]))
  outcome.notes.push('visible to every project now; this project keeps its own copy, which shadows the global one')
  return outcome
}

/** Human only: waive one finding for the current content of one file. */
export async function waive(store: Store, name: string, ruleId: string, file = 'SKILL.md', line?: number): Promise<Outcome> {
  const base = { action: 'waive', name, scope: store.scope }
  return store.locked(async () => {
    const st = await store.read()
    const record = recordOf(st.records, store.scope, name)
    const head = record ? topVersion(record) : undefined
    if (!record || !head) return refuse(base, 'state', `there is no current learned skill named "${name}" in the ${store.scope} store`, 'List them with: dsh-skill-router skills list')
    const sha = head.files[file]
    if (!sha) return refuse(base, 'arguments', `"${name}" has no file ${file}`, `Name one of its files with --file: ${Object.keys(head.files).join(', ')}`)
    const text = await store.getObject(sha)
    const matching = scanText(text, file).filter((f) => f.ruleId === ruleId && (line === undefined || f.line === line))
    if (!matching.length) {
      const present = [...new Set(scanText(text, file).map((f) => `${f.ruleId}@${f.line}`))]
      return refuse(base, 'arguments', `no finding ${ruleId}${line ? ` at line ${line}` : ''} in ${name}/${file} as it is now${present.length ? `; its findings: ${present.join(', ')}` : ' (it has no findings)'}`, `Check the rule id and line with: dsh-skill-router skills show ${name}`)
    }
    const waiver: Waiver = { ruleId, file, contentSha256: sha, ...(line !== undefined ? { line } : {}) }
    await store.append([{ v: 1, t: 'waive', scope: store.scope, name, at: store.port.now(), waiver }])
    return { ...base, ok: true, changed: true, notes: [`waived ${matching.length} finding(s) of ${ruleId} in ${file} for this content only (sha256 ${sha.slice(0, 12)}); the waiver expires when the file changes`], ...summary(store, recordOf((await store.read()).records, store.scope, name)) }
  })
}

/** Rewrites the ledger with the same reduced state, atomically (temp + rename, under the lock). */
export async function compact(store: Store): Promise<{ before: number; after: number; skipped: number; records: number }> {
  return store.locked(async () => {
    const st = await store.read()
    const events = compactEvents(st.records.values())
    const text = events.map(serializeEvent).join('')
    const tmp = joinPath(store.paths.stateDir, `.tmp-${store.port.pid}-ledger`)
    await store.port.unlink(tmp)
    await store.port.writeExclusive(tmp, text)
    await store.port.rename(tmp, store.paths.ledger)
    await store.port.syncDir(store.paths.stateDir)
    return { before: st.events.length + st.skipped.length, after: events.length, skipped: st.skipped.length, records: st.records.size }
  })
}

export interface LoadCheck {
  /** Set: do not show the skill; the reason, for the model. */
  withhold?: string
  /** Set: show this line with the skill. */
  label?: string
  state?: State
  /** This load moved the skill from quarantined to active. */
  activated?: true
  /** The files judged (relative path → text), when the skill may be shown: serve these. */
  files?: ReadonlyMap<string, string>
}

export function quarantineLabel(clean: number): string {
  return `QUARANTINED: agent-written and not yet reviewed (${clean}/${MANAGE.cleanSessionsToActivate} clean sessions). Check each step before relying on it.`
}

/**
 * The check at every load of a learned skill: the folder must match its recorded version (an
 * interrupted write is repaired; a change made outside skill_manage withholds it), the guard
 * re-scans it (a critical or high finding withholds it and counts a flag), and a clean load while
 * quarantined counts this session. With `record: false` (search) the same judgement is made with
 * no side effect: nothing is repaired, flagged or counted.
 */
export async function checkLoad(store: Store, name: string, session: string | undefined, opts: { record?: boolean } = {}): Promise<LoadCheck> {
  const record_ = opts.record !== false
  let st = await store.read()
  let record = recordOf(st.records, store.scope, name)
  const head = record ? topVersion(record) : undefined
  if (!record || !head) {
    return { withhold: `"${name}" sits in ${LEARNED_REPO}/ but has no recorded version (written outside skill_manage, or deleted); it is withheld. Re-create it with skill_manage, or ask a person to check ${store.paths.learned}` }
  }
  let live = await store.readLive(head.relpath)
  let manifest = manifestOf(live.files)
  if (live.symlinks.length || !sameManifest(manifest, head.files)) {
    let known = !live.symlinks.length
    for (const sha of Object.values(manifest)) if (known && !(await store.hasObject(sha))) known = false
    if (known && !record_) {
      // An interrupted write: the next load repairs it and serves the recorded version.
      return { state: stateOf(record), ...(stateOf(record) === 'quarantined' ? { label: quarantineLabel(head.cleanSessions.length) } : {}) }
    }
    if (known) {
      // Every file on disk is a recorded version: an interrupted write. Repair it.
      await store.tryLocked(async () => {
        await reconcile(store, recordOf((await store.read()).records, store.scope, name))
      })
      live = await store.readLive(head.relpath)
      manifest = manifestOf(live.files)
    }
    if (!sameManifest(manifest, head.files)) {
      const reason = `"${name}" was changed outside skill_manage (its files differ from version ${head.version.slice(0, 12)}); it is withheld. Save changes with skill_manage edit/patch so the guard checks them`
      if (record_) await flag(store, name, head.version, session, reason)
      return { withhold: reason, state: stateOf(record) }
    }
  }
  const scan = scanFiles(live.files, record.waivers)
  const serious = scan.findings.filter((f) => f.severity === 'critical' || f.severity === 'high')
  if (serious.length) {
    const reason = `"${name}" is withheld: the guard found ${describeFindings(serious, 3)}. A person can review it with dsh-skill-router skills show ${name} and waive a finding with skills waive`
    if (record_) await flag(store, name, head.version, session, reason, serious.map(note))
    return { withhold: reason, state: stateOf(record) }
  }
  const files = live.files
  let state = stateOf(record)
  if (state !== 'quarantined') return { state, files }
  let activated = false
  if (record_ && session && !head.cleanSessions.includes(session)) {
    // A load never waits for a writer, and a full or read-only disk does not withhold a clean skill:
    // the use is then not counted this time (the next load counts it).
    await store.tryLocked(async () => {
      await store.append([{ v: 1, t: 'use', scope: store.scope, name, at: store.port.now(), version: head.version, session }])
    })
    st = await store.read()
    record = recordOf(st.records, store.scope, name)!
    state = stateOf(record)
    activated = state === 'active'
  }
  if (state === 'active') return { state, files, ...(activated ? { activated: true as const } : {}) }
  return { state, files, label: quarantineLabel(topVersion(record)?.cleanSessions.length ?? 0), ...(activated ? { activated: true as const } : {}) }
}

/**
 * Flags the current version of a learned skill for something seen outside a load (its canary in
 * a later tool call's arguments): counted like a guard flag, so it cannot become active unreviewed.
 */
export async function flagCurrent(store: Store, name: string, session: string | undefined, reason: string): Promise<boolean> {
  const record = recordOf((await store.read()).records, store.scope, name)
  const head = record ? topVersion(record) : undefined
  if (!head) return false
  await flag(store, name, head.version, session, reason)
  return true
}

async function flag(store: Store, name: string, version: string, session: string | undefined, reason: string, findings?: FindingNote[]): Promise<void> {
  await store.tryLocked(async () => {
    await store.append([{ v: 1, t: 'flag', scope: store.scope, name, at: store.port.now(), version, reason, ...(session ? { session } : {}), ...(findings ? { findings } : {}) }])
  })
}
