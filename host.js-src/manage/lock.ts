/**
 * A lock file that serialises writers of one store across processes. Taken with O_EXCL; holds
 * `{ pid, nonce, at }`. A lock whose process is gone, or that is older than `MANAGE.lockStaleMs`,
 * is stale and is broken — under a second, short-lived `.break` lock so that two waiters cannot
 * both break it and then delete each other's fresh lock.
 */
import { MANAGE } from '../core/limits.ts'
import type { WritePort } from './write-port.ts'
import { codeOf, readUtf8 } from './write-port.ts'

interface Holder {
  pid: number
  nonce: string
  at: number
}

export class LockTimeout extends Error {
  readonly code = 'E_LOCK_TIMEOUT'
}

function nonce(): string {
  const bytes = new Uint8Array(8)
  globalThis.crypto.getRandomValues(bytes)
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export class LockPathBlocked extends Error {
  readonly code = 'E_LOCK_BLOCKED'
}

/** Cap on a lock file's size: a holder is ~80 bytes of JSON; anything bigger is not our lock. */
const LOCK_MAX_BYTES = 4_096

async function readHolder(port: WritePort, path: string): Promise<{ holder?: Holder; mtimeMs?: number; missing?: true }> {
  const info = await port.lstat(path)
  if (!info) return { missing: true }
  if (info.type !== 'file') {
    // Waiting cannot help: no writer ever removes a folder, FIFO or link put where the lock belongs.
    throw new LockPathBlocked(`${path} is a ${info.type === 'directory' ? 'folder' : info.type === 'symlink' ? 'symbolic link' : 'special file (FIFO, socket or device)'} where the skill store's lock file belongs, so no writer can take the lock. Remove it (nothing was written), then retry`)
  }
  let text: string | undefined
  try {
    text = await readUtf8(port, path, LOCK_MAX_BYTES)
  } catch (err) {
    if (codeOf(err) === 'E_NOT_REGULAR' || codeOf(err) === 'EISDIR') throw new LockPathBlocked(`${path} is not a regular file where the skill store's lock file belongs. Remove it (nothing was written), then retry`)
    text = '' // unreadable or oversized: judged by age, like a torn lock
  }
  if (text === undefined) return { missing: true }
  try {
    const h = JSON.parse(text) as Holder
    if (typeof h.pid === 'number' && typeof h.nonce === 'string' && typeof h.at === 'number') return { holder: h, mtimeMs: info.mtimeMs }
  } catch {
    /* being written right now, or torn by a crash: judged by age */
  }
  return { mtimeMs: info.mtimeMs }
}

function isStale(port: WritePort, seen: { holder?: Holder; mtimeMs?: number }): boolean {
  const age = port.now() - (seen.holder?.at ?? seen.mtimeMs ?? port.now())
  if (age > MANAGE.lockStaleMs) return true
  if (seen.holder) return seen.holder.pid !== port.pid ? !port.pidAlive(seen.holder.pid) : false
  return age > MANAGE.tornLockGraceMs
}

/** Breaks a stale lock if it is still the same stale lock once we hold the breaker. */
async function breakStale(port: WritePort, path: string, seen: { holder?: Holder; mtimeMs?: number }): Promise<void> {
  const breaker = path + '.break'
  const mine: Holder = { pid: port.pid, nonce: nonce(), at: port.now() }
  try {
    await port.writeExclusive(breaker, JSON.stringify(mine))
  } catch (err) {
    if (codeOf(err) !== 'EEXIST') throw err
    const other = await readHolder(port, breaker)
    if (!other.missing && isStale(port, other)) await port.unlink(breaker)
    return
  }
  try {
    const now = await readHolder(port, path)
    const same = now.holder && seen.holder ? now.holder.nonce === seen.holder.nonce : !now.holder && !seen.holder && now.mtimeMs === seen.mtimeMs
    if (!now.missing && same) await port.unlink(path)
  } finally {
    await port.unlink(breaker)
  }
}

export interface LockInfo {
  /** The lock was taken over from a crashed writer. */
  recovered: boolean
  waitedMs: number
}

/** Runs `fn` holding the lock at `path`. Throws LockTimeout after `MANAGE.lockWaitMs`. */
export async function withLock<T>(port: WritePort, path: string, fn: (info: LockInfo) => Promise<T>, waitMs: number = MANAGE.lockWaitMs): Promise<T> {
  const start = port.now()
  const me: Holder = { pid: port.pid, nonce: nonce(), at: start }
  let delay: number = MANAGE.lockPollMs
  let recovered = false
  let last: Holder | undefined
  for (;;) {
    me.at = port.now()
    try {
      await port.writeExclusive(path, JSON.stringify(me))
      break
    } catch (err) {
      if (codeOf(err) !== 'EEXIST') throw err
    }
    const seen = await readHolder(port, path)
    const late = port.now() - start > waitMs
    if (seen.missing && !late) continue
    last = seen.holder
    // A stale lock is broken even when the wait is over, once: a zero wait still recovers a crash.
    if (!seen.missing && isStale(port, seen) && (!late || !recovered)) {
      await breakStale(port, path, seen)
      recovered = true
      continue
    }
    if (late) {
      const who = last ? `process ${last.pid} since ${new Date(last.at).toISOString()}` : 'another process'
      throw new LockTimeout(`the skill store is locked by ${who} (${path}); waited ${waitMs} ms. Retry in a moment; if no writer is running, delete the lock file`)
    }
    await port.sleep(delay + Math.floor(Math.random() * delay))
    delay = Math.min(delay * 2, MANAGE.lockPollMaxMs)
  }
  try {
    return await fn({ recovered, waitedMs: port.now() - start })
  } finally {
    const held = await readHolder(port, path).catch(() => ({}) as { holder?: Holder })
    if (held.holder?.nonce === me.nonce) await port.unlink(path)
  }
}
