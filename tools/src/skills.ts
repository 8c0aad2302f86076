/**
 * `dsh-skill-router skills …` — the human side of agent-written skills (SPEC §8): list, show,
 * edit, promote, rollback, rm, compact, waive, scan. The same lifecycle code as skill_manage, over
 * node:fs. Errors come in three parts: what failed, the cause, what to do.
 */
import { spawnSync } from 'node:child_process'
import { createTwoFilesPatch } from 'diff'
import * as fs from 'node:fs'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { GUARD, MANAGE } from '../../host.js-src/core/limits.ts'
import { projectKeyOf } from '../../host.js-src/manage/hooks-core.ts'
import { stateOf, topVersion } from '../../host.js-src/manage/ledger.ts'
import type { SkillRecord } from '../../host.js-src/manage/ledger.ts'
import { compact, manage, promote, recordOf, remove, rollback, scanFiles, waive } from '../../host.js-src/manage/lifecycle.ts'
import type { Outcome } from '../../host.js-src/manage/lifecycle.ts'
import { pickVersion, restoreVersion, versionsOf } from '../../host.js-src/manage/restore.ts'
import type { KnownVersion } from '../../host.js-src/manage/restore.ts'
import { INDEX_FILE, LIBRARY_DIR } from '../../host.js-src/library/locate.ts'
import { STATE_DIR, Store, dshHomeOf, globalPaths, projectPaths } from '../../host.js-src/manage/store.ts'
import { nodeWritePort } from '../../host.js-src/manage/write-port.ts'
import { CliFailure, UsageError, progress } from './cli-io.ts'
import type { CliIo } from './cli-io.ts'
import { scanPath } from './guard-scan.ts'
import type { ScannedFile } from './guard-scan.ts'
import { cliLocation, namedLibrary } from './library-cli.ts'

/** The subcommands, one line each: the --help notes and the "missing the command" message. */

/** A three-part failure: what failed / cause / what to do. */
function failure(what: string, cause: string, fix: string, code = 1): CliFailure {
  return new CliFailure(`${what}\n  cause: ${cause}\n  do: ${fix}`, code)
}

function outcomeFailure(cmd: string, name: string, out: Outcome): CliFailure {
  const generic: Record<string, string> = {
    guard: 'remove or rephrase the flagged lines, or waive a reviewed finding with skills waive',
    limit: 'change the content to fit the limit named above',
    state: 'check the skill with: dsh-skill-router skills show ' + name,
    io: 'check the folder is writable and retry',
  }
  return failure(`skills ${cmd} ${name}: failed`, out.cause ?? out.error ?? 'unknown', out.fix ?? generic[out.refusal ?? ''] ?? 'see the cause above')
}

const port = nodeWritePort(fs, process)

/**
 * The project library: --library (a .skill-src folder or the folder above it), else
 * DSH_SKILL_ROUTER_LIBRARY, else found from cwd — the precedence search and the plugin use.
 */
async function projectLibrary(io: CliIo, library: string | undefined): Promise<string> {
  return (await projectLibraryWhy(io, library)).dir
}

/** The project library and why it is the one (the clause search and doctor print). */
async function projectLibraryWhy(io: CliIo, library: string | undefined): Promise<{ dir: string; why: string }> {
  const named = namedLibrary(io, library)
  if (named) {
    const dir = named.dir
    const why = `named by ${named.from}`
    if (basename(dir) === LIBRARY_DIR || fs.existsSync(join(dir, INDEX_FILE)) || fs.existsSync(join(dir, STATE_DIR))) return { dir, why }
    if (fs.existsSync(join(dir, LIBRARY_DIR))) return { dir: join(dir, LIBRARY_DIR), why }
    throw failure(`skills: cannot use the library ${dir} (from ${named.from})`, 'it has no skill-index.tsv and no .skill-src folder', 'pass the .skill-src folder of the project (or the project folder that holds it)', 2)
  }
  const loc = await cliLocation(io, {}, { starter: false })
  if (loc.error || loc.starter || !loc.dir) {
    throw failure('skills: no project library found', `no .skill-src/skill-index.tsv in ${io.cwd} or the folders above it`, 'run this inside the project, or pass --library DIR', 2)
  }
  return { dir: loc.dir, why: loc.why ?? 'found' }
}

function globalStore(io: CliIo): Store {
  const home = dshHomeOf(io.env)
  if (!home) throw failure('skills: no global store', 'neither DSH_HOME nor HOME is set', 'set DSH_HOME to the DSH home folder (default ~/.dsh)', 2)
  return new Store(port, globalPaths(home))
}

async function storeFor(io: CliIo, values: { library?: string | undefined; global?: boolean | undefined }): Promise<Store> {
  if (values.global) return globalStore(io)
  return new Store(port, projectPaths(await projectLibrary(io, values.library)))
}

interface ListRow {
  scope: 'project' | 'global'
  name: string
  state: string
  version?: string
  versions: number
  cleanSessions?: number
  /** Who wrote the current version: agent, human or reviewer (the background skill reviewer, issue 16). */
  by?: string
  flags?: number
  promoted?: boolean
  verdict?: string
  path?: string
  updated: string
}

function rowOf(store: Store, r: SkillRecord): ListRow {
  const head = topVersion(r)
  const state = stateOf(r)
  const row: ListRow = { scope: r.scope, name: r.name, state, versions: r.stack.length, updated: new Date(r.at).toISOString() }
  if (head) {
    row.version = head.version.slice(0, 12)
    row.verdict = head.verdict
    row.by = head.by
    row.path = store.skillDir(head.relpath)
    if (r.scope === 'project') {
      row.cleanSessions = head.cleanSessions.length
      row.flags = head.flags
    }
  }
  if (r.promotedVersion) row.promoted = true
  return row
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length)
}

async function listCmd(io: CliIo, values: { library?: string | undefined; global?: boolean | undefined; json?: boolean | undefined }): Promise<number> {
  const stores: Store[] = []
  let library: string | undefined
  let why = ''
  if (!values.global) {
    ;({ dir: library, why } = await projectLibraryWhy(io, values.library))
    stores.push(new Store(port, projectPaths(library)))
  }
  stores.push(globalStore(io))
  const rows: ListRow[] = []
  let skipped = 0
  for (const s of stores) {
    const st = await s.read()
    skipped += st.skipped.length
    for (const r of [...st.records.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) rows.push(rowOf(s, r))
  }
  if (values.json) {
    io.out(JSON.stringify({ library: library ?? null, ...(library ? { libraryWhy: why } : {}), global: stores[stores.length - 1]!.paths.root, skills: rows, skippedLedgerLines: skipped }) + '\n')
    return 0
  }
  if (library) io.err(`library ${library} (${why})\n`)
  if (!rows.length) {
    const globalRoot = stores[stores.length - 1]!.paths.root
    io.out(library ? `no agent-written skills in ${library} or in the global store ${globalRoot}\n` : `no agent-written skills in the global store ${globalRoot}\n`)
    return 0
  }
  io.out(`${pad('SCOPE', 8)}${pad('NAME', 28)}${pad('STATE', 13)}${pad('VERSION', 14)}${pad('CLEAN', 7)}FLAGS\n`)
  for (const r of rows) {
    const clean = r.state === 'quarantined' ? `${r.cleanSessions}/${MANAGE.cleanSessionsToActivate}` : '-'
    io.out(`${pad(r.scope, 8)}${pad(r.name, 28)}${pad(r.state + (r.promoted ? '+g' : ''), 13)}${pad(r.version ?? '-', 14)}${pad(clean, 7)}${r.flags ?? '-'}${r.by === 'reviewer' ? '  (written by the skill reviewer)' : ''}\n`)
  }
  if (rows.some((r) => r.promoted)) io.out('+g: promoted to the global store (this project keeps its own copy)\n')
  if (skipped) io.out(`${skipped} damaged ledger line(s) skipped (a torn write); skills compact rewrites the ledger without them\n`)
  return 0
}

function noSuchSkill(cmd: string, store: Store, name: string): CliFailure {
  return failure(`skills ${cmd} ${name}: failed`, `there is no learned skill named "${name}" in the ${store.scope} store (${store.paths.root})`, 'list them with: dsh-skill-router skills list' + (store.scope === 'project' ? ' (add --global for the global store)' : ''))
}

async function showCmd(io: CliIo, store: Store, name: string, json: boolean, body = false): Promise<number> {
  const st = await store.read()
  const r = recordOf(st.records, store.scope, name)
  if (!r) throw noSuchSkill('show', store, name)
  const undone = (await versionsOf(store, name)).filter((v) => !v.onStack)
  const head = topVersion(r)
  const files = head ? await store.filesOf(head.files) : new Map<string, string>()
  const scan = scanFiles(files, r.waivers)
  const history = r.stack.map((e) =>
    e.kind === 'tombstone'
      ? { kind: 'deleted', at: new Date(e.at).toISOString(), by: e.by }
      : { kind: 'version', version: e.version.slice(0, 12), op: e.op, by: e.by, at: new Date(e.at).toISOString(), verdict: e.verdict, cleanSessions: e.cleanSessions.length, flags: e.flags },
  )
  if (json) {
    const off = undone.map((v) => ({ version: v.version.slice(0, 12), op: v.op, by: v.by, at: new Date(v.at).toISOString() }))
    io.out(JSON.stringify({ ...rowOf(store, r), history, undone: off, waivers: r.waivers, findings: scan.findings, files: [...files.keys()], content: files.get('SKILL.md') ?? null }) + '\n')
    return 0
  }
  const row = rowOf(store, r)
  io.out(`${r.name} (${r.scope}): ${row.state}${row.state === 'quarantined' ? `, clean sessions ${row.cleanSessions}/${MANAGE.cleanSessionsToActivate}, flags ${row.flags}` : ''}${r.promotedVersion ? ', promoted to global' : ''}\n`)
  if (row.path) io.out(`folder: ${row.path}\n`)
  io.out(`history (oldest first; rollback returns to the entry before the last):\n`)
  for (const h of history) io.out(h.kind === 'deleted' ? `  deleted          ${h.at} by ${h.by}\n` : `  ${h.version}  ${h.at} ${h.op} by ${h.by}, ${h.verdict}\n`)
  if (undone.length) {
    io.out(`undone (rollback cannot reach these; skills restore ${name} <version> brings one back):\n`)
    for (const v of undone) io.out(`  ${v.version.slice(0, 12)}  ${new Date(v.at).toISOString()} ${v.op} by ${v.by}\n`)
  }
  if (files.size) io.out(`files: ${[...files.keys()].join(', ')}\n`)
  io.out(scan.findings.length ? `guard findings now (${scan.verdict}):\n${scan.findings.map((f) => `  ${f.ruleId} ${f.severity} ${f.file}:${f.line} ${f.message}\n`).join('')}` : 'guard: no findings\n')
  if (r.waivers.length) io.out(`waivers: ${r.waivers.map((w) => `${w.ruleId} ${w.file}${w.line ? ':' + w.line : ''} (${w.contentSha256.slice(0, 12)})`).join(', ')}\n`)
  if (body) {
    const text = files.get('SKILL.md')
    io.out(text === undefined ? 'SKILL.md: none (the skill is deleted; skills diff or restore reach its versions)\n' : `--- SKILL.md (version ${row.version}) ---\n${text}${text.endsWith('\n') ? '' : '\n'}--- end of SKILL.md ---\n`)
  }
  return 0
}

/**
 * `skills diff NAME [A [B]]`: a unified diff per file. No version: the entry rollback would
 * return to against the current one. One: A against the current. Two: A against B.
 */
async function diffCmd(io: CliIo, store: Store, name: string, ids: string[], json: boolean): Promise<number> {
  const versions = await versionsOf(store, name)
  if (!versions.length) throw noSuchSkill('diff', store, name)
  const pick = (id: string): KnownVersion => {
    const v = pickVersion(versions, id)
    if (typeof v === 'string') throw failure(`skills diff ${name}: failed`, v, `see the versions with: dsh-skill-router skills show ${name}`, 2)
    return v
  }
  const st = await store.read()
  const stack = (recordOf(st.records, store.scope, name)?.stack ?? []).filter((e) => e.kind === 'version')
  const head = versions.find((v) => v.head)
  let a: KnownVersion | undefined
  let b: KnownVersion | undefined
  if (ids.length === 2) [a, b] = [pick(ids[0]!), pick(ids[1]!)]
  else if (ids.length === 1) [a, b] = [pick(ids[0]!), head]
  else {
    const prev = stack.length >= 2 ? stack[stack.length - 2]! : undefined
    a = prev ? versions.find((v) => v.version === prev.version) : undefined
    b = head
  }
  if (!b) throw failure(`skills diff ${name}: failed`, `"${name}" is deleted, so there is no current version to compare with`, `name two versions: dsh-skill-router skills diff ${name} A B (skills show ${name} lists them)`, 2)
  if (!a) throw failure(`skills diff ${name}: failed`, `"${name}" has a single version in its rollback history`, `name a version: dsh-skill-router skills diff ${name} A (skills show ${name} lists them)`, 2)
  const [fa, fb] = [await store.filesOf(a.files), await store.filesOf(b.files)]
  const paths = [...new Set([...fa.keys(), ...fb.keys()])].sort()
  const la = a.version.slice(0, 12)
  const lb = b.version.slice(0, 12)
  const patches = paths
    .filter((p) => fa.get(p) !== fb.get(p))
    .map((p) => createTwoFilesPatch(fa.has(p) ? `${la}/${p}` : '/dev/null', fb.has(p) ? `${lb}/${p}` : '/dev/null', fa.get(p) ?? '', fb.get(p) ?? '', '', '', { context: 3 }))
  if (json) {
    io.out(JSON.stringify({ name, scope: store.scope, from: la, to: lb, same: patches.length === 0, files: paths.filter((p) => fa.get(p) !== fb.get(p)), patch: patches.join('') }) + '\n')
    return 0
  }
  io.out(patches.length ? patches.map((p) => p.replace(/^=+\n/, '')).join('') : `${la} and ${lb} have the same files\n`)
  return 0
}

async function restoreCmd(io: CliIo, store: Store, name: string, id: string, json: boolean): Promise<number> {
  const versions = await versionsOf(store, name)
  if (!versions.length) throw noSuchSkill('restore', store, name)
  const target = pickVersion(versions, id)
  if (typeof target === 'string') throw failure(`skills restore ${name}: failed`, target, `see the versions with: dsh-skill-router skills show ${name}`, 2)
  if (target.head) {
    io.out(json ? JSON.stringify({ command: 'restore', name, scope: store.scope, changed: false, version: target.version.slice(0, 12) }) + '\n' : `restore ${name}: no change, ${target.version.slice(0, 12)} is already the current version\n`)
    return 0
  }
  const out = await restoreVersion(store, name, target, { by: 'human', ...(store.scope === 'project' ? { project: projectKeyOf(store.paths.root, io.cwd) } : {}) })
  return report(io, 'restore', name, out, json)
}

async function editCmd(io: CliIo, store: Store, name: string, from: string | undefined, json = false): Promise<number> {
  const st = await store.read()
  const r = recordOf(st.records, store.scope, name)
  const head = r ? topVersion(r) : undefined
  if (!r || !head) {
    throw failure(`skills edit ${name}: failed`, r ? `"${name}" is deleted` : `there is no learned skill named "${name}" in the ${store.scope} store`, r ? `restore it with: dsh-skill-router skills rollback ${name}` : 'list them with: dsh-skill-router skills list')
  }
  let content: string
  if (from) {
    const file = resolve(io.cwd, from)
    try {
      content = readFileSync(file, 'utf8')
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (err as Error).message
      throw failure(`skills edit ${name}: failed`, `cannot read --from ${file}: ${why}`, 'pass the new SKILL.md as a file, e.g. --from ./SKILL.md', 2)
    }
  } else {
    const editor = io.env['VISUAL'] || io.env['EDITOR']
    if (!editor) throw failure(`skills edit ${name}: failed`, 'neither $VISUAL nor $EDITOR is set', 'set EDITOR (e.g. EDITOR=nano), or pass --from FILE with the new SKILL.md', 2)
    const dir = mkdtempSync(join(tmpdir(), `skill-${name}-`))
    const file = join(dir, 'SKILL.md')
    writeFileSync(file, (await store.filesOf({ 'SKILL.md': head.files['SKILL.md']! })).get('SKILL.md')!)
    const ran = spawnSync(`${editor} ${JSON.stringify(file)}`, { shell: true, stdio: 'inherit' })
    if (ran.status !== 0) throw failure(`skills edit ${name}: failed`, `the editor exited with ${ran.status ?? ran.signal}`, `your text is in ${file}; apply it with: dsh-skill-router skills edit ${name} --from ${file}`)
    content = readFileSync(file, 'utf8')
  }
  const out = await manage(store, { action: 'edit', name, content }, { by: 'human', ...(store.scope === 'project' ? { project: projectKeyOf(store.paths.root, io.cwd) } : {}) })
  if (!out.ok) throw outcomeFailure('edit', name, out)
  if (json) {
    io.out(JSON.stringify(outcomeJson('edit', out)) + '\n')
    return 0
  }
  io.out(out.changed ? `saved ${name} as version ${out.version?.slice(0, 12)} (${out.state}); guard: ${out.verdict}\n` : `no change: the text is the same as version ${head.version.slice(0, 12)}\n`)
  for (const n of out.notes) io.out(`note: ${n}\n`)
  return 0
}

/** A done action as JSON (`--json`): what changed and the skill's state after it. */
export function outcomeJson(cmd: string, out: Outcome): Record<string, unknown> {
  return { command: cmd, name: out.name, scope: out.scope, changed: out.changed, state: out.state ?? null, version: out.version ? out.version.slice(0, 12) : null, verdict: out.verdict ?? null, notes: out.notes }
}

function report(io: CliIo, cmd: string, name: string, out: Outcome, json = false): number {
  if (!out.ok) throw outcomeFailure(cmd, name, out)
  if (json) {
    io.out(JSON.stringify(outcomeJson(cmd, out)) + '\n')
    return 0
  }
  const state = out.state ? ` → ${out.state}` : ''
  io.out(`${cmd} ${name}: ${out.changed ? 'done' : 'no change'}${state}${out.version ? ` (version ${out.version.slice(0, 12)})` : ''}\n`)
  for (const n of out.notes) io.out(`note: ${n}\n`)
  return 0
}

async function scanCmd(io: CliIo, target: string, json: boolean): Promise<number> {
  const path = resolve(io.cwd, target)
  let rep
  // The project's one progress line (audit's): on a TTY only, never under --json.
  const bar = progress(json ? { ...io, isTTY: false } : io, 'scanning')
  try {
    rep = await scanPath(path, { onProgress: (n, total) => bar.tick(n, total) })
    bar.done()
  } catch (err) {
    bar.done()
    throw failure(`skills scan ${target}: failed`, (err as Error).message, 'give an existing file or folder', 2)
  }
  // A binary file is not skill text: skipped, as the footer says (audit still reads its printable runs).
  const skipped = [...rep.skipped, ...rep.files.filter(isBinary).map((f) => ({ path: f.path, reason: 'binary (NUL bytes): not skill text, not scanned (audit reads its printable text)' }))]
  // A file scanned only in part is never called safe: what was not read may hold the payload.
  const files = rep.files.filter((f) => !isBinary(f)).map((f) => (partly(f) && f.verdict === 'safe' ? { ...f, verdict: 'caution' as const } : f))
  const dangerous = files.filter((f) => f.verdict === 'dangerous').length
  if (json) {
    io.out(JSON.stringify({ files: files.map((f) => ({ path: f.path, verdict: f.verdict, findings: f.findings, ...(f.lenient ? { lenient: f.lenient, partlyScanned: partly(f) } : {}) })), skipped }) + '\n')
  } else {
    for (const f of files) {
      if (f.verdict === 'safe' && !f.findings.length && !f.lenient) continue
      io.out(`${f.verdict.toUpperCase()} ${f.path}${partly(f) ? ' (partly scanned)' : ''}\n`)
      if (f.lenient) io.out(`  ${f.lenient}\n`)
      for (const x of f.findings) io.out(`  ${x.ruleId} ${x.severity} line ${x.line}: ${x.message}\n`)
    }
    const caution = files.filter((f) => f.verdict === 'caution').length
    const part = files.filter(partly).length
    io.out(`${files.length} file(s) scanned: ${dangerous} dangerous, ${caution} caution, ${files.length - dangerous - caution} safe${part ? `; ${part} only partly scanned (over the ${GUARD.scanMaxFileBytes}-byte cap)` : ''}${skipped.length ? `; ${skipped.length} skipped (binary, symlink or unreadable)` : ''}\n`)
  }
  return dangerous ? 1 : 0
}

/** A file the scan read as binary (its printable runs only). */
function isBinary(f: ScannedFile): boolean {
  return f.lenient?.startsWith('binary') ?? false
}

/** A file over the scan cap: only its first bytes were read. */
function partly(f: ScannedFile): boolean {
  return f.lenient?.includes('over the scan cap') ?? false
}

export { skillsDef } from './skills-def.ts'

export type SkillsValues = { library?: string | undefined; global?: boolean | undefined; json?: boolean | undefined; body?: boolean | undefined; from?: string | undefined; file?: string | undefined; line?: string | undefined }

export async function runSkills(values: SkillsValues, positionals: string[], io: CliIo): Promise<number> {
  const [cmd, name, extra] = positionals
  // Words after the last argument a command takes are a mistake (`skills rm a b` would drop b silently).
  const takes: Record<string, number> = { list: 1, compact: 1, show: 2, edit: 2, promote: 2, rollback: 2, rm: 2, scan: 2, waive: 3, restore: 3, diff: 4 }
  const most = cmd ? takes[cmd] : undefined
  if (most !== undefined && positionals.length > most) throw new UsageError(`${cmd}: unexpected ${positionals.length - most > 1 ? 'arguments' : 'argument'} ${positionals.slice(most).map((p) => `"${p}"`).join(' ')} (one skill per call)`)
  if (values.body && cmd !== 'show') throw new UsageError(`--body goes with show (skills show NAME --body), not ${cmd ?? 'nothing'}`)
  const needName = (): string => {
    if (!name) throw new UsageError(`${cmd} needs a skill name`)
    return name
  }
  switch (cmd) {
    case 'list':
      return listCmd(io, values)
    case 'show': {
      const n = needName()
      return showCmd(io, await storeFor(io, values), n, Boolean(values.json), Boolean(values.body))
    }
    case 'diff': {
      const n = needName()
      return diffCmd(io, await storeFor(io, values), n, positionals.slice(2), Boolean(values.json))
    }
    case 'restore': {
      const n = needName()
      if (!extra) throw new UsageError(`restore needs the version to bring back (skills show ${n} lists them)`)
      return restoreCmd(io, await storeFor(io, values), n, extra, Boolean(values.json))
    }
    case 'edit': {
      const n = needName()
      return editCmd(io, await storeFor(io, values), n, values.from, Boolean(values.json))
    }
    case 'promote': {
      if (values.global) throw new UsageError('promote copies a project skill to the global store; it takes no --global')
      const n = needName()
      const project = await storeFor(io, values)
      return report(io, 'promote', n, await promote(project, globalStore(io), n), Boolean(values.json))
    }
    case 'rollback': {
      const n = needName()
      return report(io, 'rollback', n, await rollback(await storeFor(io, values), n, { by: 'human' }), Boolean(values.json))
    }
    case 'rm': {
      const n = needName()
      return report(io, 'rm', n, await remove(await storeFor(io, values), n, { by: 'human' }), Boolean(values.json))
    }
    case 'compact': {
      const store = await storeFor(io, values)
      if (!fs.existsSync(store.paths.ledger)) {
        io.out(values.json ? JSON.stringify({ command: 'compact', ledger: store.paths.ledger, exists: false }) + '\n' : `nothing to compact: no ledger at ${store.paths.ledger}\n`)
        return 0
      }
      const r = await compact(store)
      if (values.json) {
        io.out(JSON.stringify({ command: 'compact', ledger: store.paths.ledger, exists: true, before: r.before, after: r.after, skills: r.records, droppedDamaged: r.skipped }) + '\n')
        return 0
      }
      io.out(`compacted ${store.paths.ledger}: ${r.before} → ${r.after} lines for ${r.records} skill(s)${r.skipped ? `, ${r.skipped} damaged line(s) dropped` : ''}\n`)
      return 0
    }
    case 'waive': {
      const n = needName()
      if (!extra) throw new UsageError(`waive needs the rule id of the finding (see skills show ${n})`)
      let line: number | undefined
      if (values.line !== undefined) {
        line = Number(values.line)
        if (!Number.isInteger(line) || line < 1) throw new UsageError(`--line must be a line number, got ${JSON.stringify(values.line)}`)
      }
      return report(io, 'waive', n, await waive(await storeFor(io, values), n, extra, values.file ?? 'SKILL.md', line), Boolean(values.json))
    }
    case 'scan': {
      if (!name) throw new UsageError('scan needs a file or folder')
      return scanCmd(io, name, Boolean(values.json))
    }
    case undefined:
      throw new UsageError('missing the command (list, show, diff, edit, restore, promote, rollback, rm, compact, waive or scan)')
    default:
      throw new UsageError(`unknown command "${cmd}" (list, show, diff, edit, restore, promote, rollback, rm, compact, waive or scan)`)
  }
}

