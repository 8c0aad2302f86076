/**
 * The skill_manage tool (SPEC §8): its schema, argument reading, the answer the model reads, and
 * where a session's learned skills go (the project library found from the session's folder, or a
 * new `.skill-src` created there).
 */
import { ARGS, MANAGE } from '../core/limits.ts'
import { basename, joinPath } from '../core/_path.ts'
import type { FsPort } from '../library/fs-port.ts'
import { LIBRARY_DIR, locateLibrary } from '../library/locate.ts'
import { readObject } from '../router/requests.ts'
import { projectKeyOf } from './hooks.ts'
import { ACTIONS, manage } from './lifecycle.ts'
import type { ManageRequest, Outcome } from './lifecycle.ts'
import { LockTimeout } from './lock.ts'
import { LEARNED_REPO, Store, projectPaths } from './store.ts'
import type { WritePort } from './write-port.ts'

export const MANAGE_TOOL_NAME = 'skill_manage'

export const MANAGE_DESCRIPTION =
  `Save a reusable method you worked out as a skill, or fix one you saved: create, edit (whole SKILL.md), patch (replace one passage), delete, write_file / remove_file (under references/ templates/ scripts/ assets/). ` +
  `SKILL.md needs frontmatter name + description. New or changed skills are quarantined: labelled and visible only in this project until they load cleanly in ${MANAGE.cleanSessionsToActivate} sessions. Dangerous content is refused.`

export const MANAGE_PARAMETERS = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: [...ACTIONS], description: 'What to do' },
    name: { type: 'string', description: `Skill name, ≤ ${MANAGE.nameMax} of a-z 0-9 . _ -` },
    content: { type: 'string', description: 'Whole SKILL.md (create, edit)' },
    old_string: { type: 'string', description: 'patch: exact text to replace (must match once)' },
    new_string: { type: 'string', description: 'patch: replacement' },
    replace_all: { type: 'boolean', description: 'patch: replace every match' },
    category: { type: 'string', description: 'create: optional folder to file it under' },
    file_path: { type: 'string', description: 'Support file, e.g. references/api.md (patch too)' },
    file_content: { type: 'string', description: 'write_file: the text' },
    force_new: { type: 'boolean', description: 'create: save although a close match exists (needs reason)' },
    reason: { type: 'string', description: 'create with force_new: why it is not a duplicate (recorded)' },
  },
  required: ['action', 'name'],
  additionalProperties: false,
} as const

export interface ManageValue extends Partial<Outcome> {
  ok: boolean
  action: string
  name: string
  library?: string
  error?: string
}

const STRING_KEYS = ['name', 'content', 'old_string', 'new_string', 'category', 'file_path', 'file_content', 'reason'] as const

/** Arguments as an object (or the raw string of invalid JSON) → a request, or a message. */
export function readRequest(raw: unknown): { ok: true; value: ManageRequest } | { ok: false; error: string } {
  const args = readObject(raw, MANAGE_TOOL_NAME)
  if (!args.ok) return { ok: false, error: args.error + '. Example: {"action": "create", "name": "deploy-notes", "content": "---\\nname: deploy-notes\\ndescription: …\\n---\\n…"}' }
  const a = args.value
  const known = new Set(['action', 'replace_all', 'force_new', ...STRING_KEYS])
  const unknown = Object.keys(a).filter((k) => !known.has(k))
  if (unknown.length) return { ok: false, error: `${MANAGE_TOOL_NAME}: unknown argument(s) ${unknown.map((k) => JSON.stringify(k)).join(', ')}; accepted: action, ${STRING_KEYS.join(', ')}, replace_all, force_new` }
  const action = a['action']
  if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action)) {
    return { ok: false, error: `${MANAGE_TOOL_NAME}: "action" must be one of ${ACTIONS.join(', ')}; got ${JSON.stringify(action ?? null)}` }
  }
  const fields: Record<string, string | boolean> = { action, name: '' }
  for (const key of STRING_KEYS) {
    const v = a[key]
    if (v === undefined || v === null) continue
    if (typeof v !== 'string') return { ok: false, error: `${MANAGE_TOOL_NAME}: "${key}" must be a string, got ${Array.isArray(v) ? 'an array' : typeof v}` }
    fields[key] = v
  }
  const ra = a['replace_all']
  if (ra !== undefined && ra !== null) {
    if (ra === true || ra === 'true') fields['replace_all'] = true
    else if (ra === false || ra === 'false') fields['replace_all'] = false
    else return { ok: false, error: `${MANAGE_TOOL_NAME}: "replace_all" must be true or false` }
  }
  const fn = a['force_new']
  if (fn !== undefined && fn !== null) {
    if (fn === true || fn === 'true') fields['force_new'] = true
    else if (fn === false || fn === 'false') fields['force_new'] = false
    else return { ok: false, error: `${MANAGE_TOOL_NAME}: "force_new" must be true or false` }
  }
  // The types are checked; which fields the action needs (and their limits) manage() checks, as for every caller.
  const req = fields as unknown as ManageRequest
  return { ok: true, value: req }
}

/** The project library a session writes to: the one it uses, or `<cwd>/.skill-src` when there is none. */
export async function projectLibraryFor(fs: FsPort, cwd: string | undefined, explicit: string | undefined): Promise<{ dir: string; created: boolean } | { error: string }> {
  if (explicit) {
    const loc = await locateLibrary(fs, { explicit, ...(cwd ? { cwd } : {}) })
    if (!loc.error) return { dir: loc.dir, created: false }
    return { dir: basename(explicit) === LIBRARY_DIR ? explicit : joinPath(explicit, LIBRARY_DIR), created: true }
  }
  if (!cwd) return { error: `${MANAGE_TOOL_NAME}: the session has no working folder, so there is no project to save the skill in. Nothing was written` }
  const loc = await locateLibrary(fs, { cwd })
  if (!loc.error && !loc.starter) return { dir: loc.dir, created: false }
  return { dir: joinPath(cwd, LIBRARY_DIR), created: true }
}

export interface ManageCall {
  fs: FsPort
  cwd?: string
  sessionId?: string
  library?: string
}

/** Runs one skill_manage call. Never throws: failures come back as `{ ok: false, error }`. */
export async function runManage(raw: unknown, port: WritePort | { unavailable: string }, call: ManageCall): Promise<ManageValue> {
  const req = readRequest(raw)
  const action = req.ok ? req.value.action : typeof (raw as { action?: unknown })?.action === 'string' ? String((raw as { action: string }).action) : ''
  const name = req.ok ? req.value.name : ''
  if (!req.ok) return { ok: false, action, name, refusal: 'arguments', error: req.error }
  if ('unavailable' in port) return { ok: false, action, name, refusal: 'io', error: port.unavailable }
  const lib = await projectLibraryFor(call.fs, call.cwd, call.library)
  if ('error' in lib) return { ok: false, action, name, refusal: 'io', error: lib.error }
  const store = new Store(port, projectPaths(lib.dir))
  try {
    const out = await manage(store, req.value, { by: 'agent', ...(call.sessionId ? { session: call.sessionId } : {}), project: projectKeyOf(await port.realpath(lib.dir).catch(() => lib.dir)) })
    return { ...out, library: lib.dir }
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err)
    const what = err instanceof LockTimeout ? why : `${why}. A crash or failure here leaves the previous version in place (the next write repairs any half-written folder)`
    return { ok: false, action, name, library: lib.dir, refusal: 'io', error: `could not write the skill: ${what}` }
  }
}

/** What the model reads. */
export function renderManage(v: ManageValue): string {
  // A refused name or action is quoted, never echoed whole (issue 14: any answer ≤ 8 KB).
  const clip = (s: string) => (s.length > ARGS.echoChars ? `${s.slice(0, ARGS.echoChars)}… (${s.length} characters)` : s)
  const who = v.name ? ` "${clip(v.name)}"` : ''
  v = { ...v, action: clip(v.action ?? '') }
  if (!v.ok) {
    const kind = v.refusal === 'io' ? 'Failed' : `Refused${v.refusal ? ` (${v.refusal})` : ''}`
    return `skill_manage ${v.action}${who}: ${kind}: ${v.error ?? 'unknown error'}${v.refusal === 'io' ? '' : ' Nothing was written.'}`
  }
  const lines: string[] = []
  if (!v.changed) lines.push(`skill_manage ${v.action}${who}: no change.`)
  else if (v.state === 'deleted') lines.push(`skill_manage ${v.action}${who}: deleted (a person can restore it with dsh-skill-router skills rollback ${v.name}).`)
  else {
    const version = v.version ? ` version ${v.version.slice(0, 12)}` : ''
    const state =
      v.state === 'quarantined'
        ? `QUARANTINED: visible only in this project and labelled as unreviewed until it loads cleanly in ${MANAGE.cleanSessionsToActivate} sessions (${v.cleanSessions ?? 0} so far)`
        : v.state ?? ''
    lines.push(`skill_manage ${v.action}${who}: saved${version}; ${state}. Guard: ${v.verdict ?? 'safe'}.`)
    if (v.path) lines.push(`Folder: ${v.path} (library ${v.library ?? ''}, repo ${LEARNED_REPO}); skill_search finds it now.`)
  }
  for (const n of v.notes ?? []) lines.push(`Note: ${n}`)
  return lines.join('\n')
}
