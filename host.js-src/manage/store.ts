/**
 * One store of agent-written skills on disk: the live folders under `learned/`, the ledger, the
 * content-addressed objects every version is rebuilt from, and the lock. Two kinds:
 *
 *   project  <library>/learned/<relpath>/…      state in <library>/.skill-manage/ (a dot folder:
 *                                                build-index never walks it)
 *   global   $DSH_HOME/skill-router/learned/…    state beside it
 *
 * The ledger is the truth; a live folder is its materialisation. Every append happens under the
 * lock, after checking that the file ends with a newline (so a line torn by a crash stays alone on
 * its line and is skipped, instead of swallowing the next event).
 */
import { joinPath, dirname } from '../core/_path.ts'
import { sha256Hex } from '../library/sha256.ts'
import { parseLedger, reduceLedger, serializeEvent } from './ledger.ts'
import type { LedgerEvent, ParsedLedger, Scope, SkillRecord } from './ledger.ts'
import { MANAGE } from '../core/limits.ts'
import { LockTimeout, withLock } from './lock.ts'
import type { LockInfo } from './lock.ts'
import type { WritePort } from './write-port.ts'
import { codeOf, describeIoError, readUtf8 } from './write-port.ts'

/** Write failures that mean "this disk or folder takes no writes now", not a bug. */
const NOT_WRITABLE = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM'])

export const STATE_DIR = '.skill-manage'
export const LEARNED_REPO = 'learned'
const TMP_PREFIX = '.tmp-'

export interface StorePaths {
  scope: Scope
  /** Folder holding `learned/` (the project library, or $DSH_HOME/skill-router). */
  root: string
  learned: string
  stateDir: string
  ledger: string
  objects: string
  lock: string
  trash: string
  /** Project stores: the library's skill-index.tsv, updated after every write. */
  indexFile?: string
}

export function projectPaths(libraryDir: string): StorePaths {
  const stateDir = joinPath(libraryDir, STATE_DIR)
  return {
    scope: 'project',
    root: libraryDir,
    learned: joinPath(libraryDir, LEARNED_REPO),
    stateDir,
    ledger: joinPath(stateDir, 'ledger.jsonl'),
    objects: joinPath(stateDir, 'objects'),
    lock: joinPath(stateDir, 'lock'),
    trash: joinPath(stateDir, 'trash'),
    indexFile: joinPath(libraryDir, 'skill-index.tsv'),
  }
}

export function globalPaths(dshHome: string): StorePaths {
  const root = joinPath(dshHome, 'skill-router')
  return {
    scope: 'global',
    root,
    learned: joinPath(root, LEARNED_REPO),
    stateDir: root,
    ledger: joinPath(root, 'ledger.jsonl'),
    objects: joinPath(root, 'objects'),
    lock: joinPath(root, 'lock'),
    trash: joinPath(root, 'trash'),
  }
}

/** $DSH_HOME, or ~/.dsh when unset. */
export function dshHomeOf(env: Record<string, string | undefined>): string | undefined {
  if (env['DSH_HOME']) return env['DSH_HOME']
  const home = env['HOME'] || env['USERPROFILE']
  return home ? joinPath(home, '.dsh') : undefined
}

export interface LedgerState extends ParsedLedger {
  records: Map<string, SkillRecord>
  /** The file ends with a newline (or is empty): the next append needs no separator. */
  clean: boolean
}

export function randomTag(): string {
  const b = new Uint8Array(6)
  globalThis.crypto.getRandomValues(b)
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
}

/** Canonical manifest hash: the version id of a set of files. */
export async function manifestVersion(files: Record<string, string>): Promise<string> {
  const entries = Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return sha256Hex(JSON.stringify(entries))
}

export class Store {
  private cache?: { key: string; state: LedgerState }

  constructor(
    readonly port: WritePort,
    readonly paths: StorePaths,
  ) {}

  get scope(): Scope {
    return this.paths.scope
  }

  /** The ledger as records; re-read only when the file's size or time changed. */
  async read(): Promise<LedgerState> {
    const info = await this.port.lstat(this.paths.ledger)
    const key = info ? `${info.size}:${info.mtimeMs}` : 'missing'
    if (this.cache?.key === key) return this.cache.state
    const text = (await readUtf8(this.port, this.paths.ledger)) ?? ''
    const parsed = parseLedger(text)
    const state: LedgerState = { ...parsed, records: reduceLedger(parsed.events), clean: text === '' || text.endsWith('\n') }
    this.cache = { key, state }
    return state
  }

  /** Appends events: one O_APPEND write + fsync. Call under the lock, after read(). */
  async append(events: LedgerEvent[]): Promise<void> {
    if (!events.length) return
    const state = await this.read()
    const text = (state.clean ? '' : '\n') + events.map(serializeEvent).join('')
    await this.port.mkdirp(this.paths.stateDir)
    await this.port.appendDurable(this.paths.ledger, text)
  }

  locked<T>(fn: (info: LockInfo) => Promise<T>): Promise<T> {
    return this.port.mkdirp(this.paths.stateDir).then(() => withLock(this.port, this.paths.lock, fn))
  }

  /**
   * For loads, which never wait for writers: runs `fn` under the lock only if the lock is free
   * within `MANAGE.loadLockWaitMs`. A busy lock, or a write the disk refuses (full, read-only,
   * permission), answers `{ ok: false, reason }` instead of throwing, so the load goes on judged
   * on the last committed ledger and the note it wanted to record is simply not recorded.
   */
  async tryLocked<T>(fn: (info: LockInfo) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; reason: string }> {
    try {
      await this.port.mkdirp(this.paths.stateDir)
      return { ok: true, value: await withLock(this.port, this.paths.lock, fn, MANAGE.loadLockWaitMs) }
    } catch (err) {
      if (err instanceof LockTimeout) return { ok: false, reason: 'a writer holds the skill store lock' }
      const code = codeOf(err)
      if (code && NOT_WRITABLE.has(code)) return { ok: false, reason: describeIoError(err, this.paths.stateDir) }
      throw err
    }
  }

  objectPath(sha: string): string {
    return joinPath(this.paths.objects, sha)
  }

  async hasObject(sha: string): Promise<boolean> {
    return (await this.port.lstat(this.objectPath(sha)))?.type === 'file'
  }

  /** Stores a file's text under its sha256 (idempotent; temp + rename). */
  async putObject(sha: string, text: string): Promise<void> {
    const path = this.objectPath(sha)
    if (await this.hasObject(sha)) return
    await this.port.mkdirp(this.paths.objects)
    const tmp = joinPath(this.paths.objects, `${TMP_PREFIX}${this.port.pid}-${randomTag()}`)
    await this.port.writeExclusive(tmp, text)
    await this.port.rename(tmp, path)
  }

  async getObject(sha: string): Promise<string> {
    const text = await readUtf8(this.port, this.objectPath(sha))
    if (text === undefined) throw Object.assign(new Error(`the stored copy ${sha.slice(0, 12)} is missing from ${this.paths.objects}`), { code: 'E_OBJECT_MISSING' })
    return text
  }

  /** The files of a version, read back from the objects. */
  async filesOf(manifest: Record<string, string>): Promise<Map<string, string>> {
    const out = new Map<string, string>()
    for (const [path, sha] of Object.entries(manifest)) out.set(path, await this.getObject(sha))
    return out
  }

  skillDir(relpath: string): string {
    return joinPath(this.paths.learned, relpath)
  }

  /**
   * Reads a live skill folder: relative path → text. Symlinks are reported, never followed.
   * Leftover temp files of interrupted writes are listed apart.
   */
  async readLive(relpath: string): Promise<{ files: Map<string, string>; symlinks: string[]; temps: string[]; exists: boolean }> {
    const files = new Map<string, string>()
    const symlinks: string[] = []
    const temps: string[] = []
    const root = this.skillDir(relpath)
    const info = await this.port.lstat(root)
    if (!info) return { files, symlinks, temps, exists: false }
    if (info.type === 'symlink') return { files, symlinks: ['.'], temps, exists: true }
    const walk = async (dir: string, rel: string, depth: number): Promise<void> => {
      let names: string[]
      try {
        names = await this.port.listDir(dir)
      } catch (err) {
        if (codeOf(err) === 'ENOENT') return
        throw err
      }
      for (const name of names) {
        const path = joinPath(dir, name)
        const relPath = rel ? `${rel}/${name}` : name
        if (name.startsWith(TMP_PREFIX)) {
          temps.push(path)
          continue
        }
        const st = await this.port.lstat(path)
        if (!st) continue
        if (st.type === 'symlink') symlinks.push(relPath)
        else if (st.type === 'directory') {
          if (depth < 8) await walk(path, relPath, depth + 1)
        } else if (st.type === 'file') files.set(relPath, (await readUtf8(this.port, path, MANAGE.skillMaxBytes)) ?? '')
      }
    }
    await walk(root, '', 0)
    return { files, symlinks, temps, exists: true }
  }

  /** Refuses a write through a symlink anywhere from `learned/` down to the target. */
  async symlinkOnPath(relpath: string, file?: string): Promise<string | undefined> {
    const parts = [...relpath.split('/'), ...(file ? file.split('/') : [])]
    let path = this.paths.learned
    const first = await this.port.lstat(path)
    if (first?.type === 'symlink') return path
    for (const p of parts) {
      path = joinPath(path, p)
      const info = await this.port.lstat(path)
      if (!info) return undefined
      if (info.type === 'symlink') return path
    }
    return undefined
  }

  /**
   * Writes `files` as the complete content of the skill folder: changed files through a temp file
   * in their own folder and a rename, files no longer listed removed. Temp files are created by
   * `stage` (so they can be scanned first) and committed by `commit`.
   */
  async stage(relpath: string, changed: Map<string, string>): Promise<Map<string, string>> {
    const temps = new Map<string, string>()
    try {
      for (const [rel, text] of changed) {
        const final = joinPath(this.skillDir(relpath), rel)
        const dir = dirname(final)
        await this.port.mkdirp(dir)
        const tmp = joinPath(dir, `${TMP_PREFIX}${this.port.pid}-${randomTag()}-${rel.split('/').pop()}`)
        await this.port.writeExclusive(tmp, text)
        temps.set(rel, tmp)
      }
    } catch (err) {
      await this.discard(temps)
      throw err
    }
    return temps
  }

  async discard(temps: Map<string, string>): Promise<void> {
    for (const tmp of temps.values()) await this.port.unlink(tmp).catch(() => undefined)
  }

  async commit(relpath: string, temps: Map<string, string>, removed: string[]): Promise<void> {
    const dir = this.skillDir(relpath)
    for (const [rel, tmp] of temps) await this.port.rename(tmp, joinPath(dir, rel))
    for (const rel of removed) await this.port.unlink(joinPath(dir, rel))
    await this.pruneEmptyDirs(dir)
    await this.port.syncDir(dir)
  }

  private async pruneEmptyDirs(dir: string): Promise<boolean> {
    let names: string[]
    try {
      names = await this.port.listDir(dir)
    } catch {
      return false
    }
    let empty = true
    for (const n of names) {
      const path = joinPath(dir, n)
      const info = await this.port.lstat(path)
      if (info?.type === 'directory' && (await this.pruneEmptyDirs(path))) {
        await this.port.removeTree(path)
        continue
      }
      empty = false
    }
    return empty
  }

  /** Moves a folder out of the library (into the state folder's trash), then deletes it. */
  async removeFolder(relpath: string, keep = false): Promise<string | undefined> {
    const dir = this.skillDir(relpath)
    if (!(await this.port.lstat(dir))) return undefined
    await this.port.mkdirp(this.paths.trash)
    const parked = joinPath(this.paths.trash, `${relpath.replace(/\//g, '__')}-${this.port.now()}-${randomTag()}`)
    await this.port.rename(dir, parked)
    if (!keep) await this.port.removeTree(parked)
    // An emptied category folder goes too.
    const parent = dirname(dir)
    if (parent !== this.paths.learned) {
      const left = await this.port.listDir(parent).catch(() => ['?'])
      if (!left.length) await this.port.removeTree(parent)
    }
    return keep ? parked : undefined
  }
}
