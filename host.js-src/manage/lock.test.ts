import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MANAGE } from '../core/limits.ts'
import { port, tempDir } from './_test-kit.ts'
import { LockPathBlocked, LockTimeout, withLock } from './lock.ts'

function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(r.stdout.toString())
}

describe('withLock', () => {
  it('serialises writers in one process: no lost update', async () => {
    const dir = tempDir('lock-')
    const counter = join(dir, 'n')
    writeFileSync(counter, '0')
    await Promise.all(
      Array.from({ length: 20 }, () =>
        withLock(port, join(dir, 'lock'), async () => {
          const n = Number(readFileSync(counter, 'utf8'))
          await new Promise((r) => setTimeout(r, 2))
          writeFileSync(counter, String(n + 1))
        }),
      ),
    )
    expect(readFileSync(counter, 'utf8')).toBe('20')
    expect(existsSync(join(dir, 'lock'))).toBe(false)
  })

  it('recovers a stale lock left by a dead process', async () => {
    const dir = tempDir('lock-')
    const pid = deadPid()
    expect(port.pidAlive(pid)).toBe(false)
    writeFileSync(join(dir, 'lock'), JSON.stringify({ pid, nonce: 'dead', at: Date.now() }))
    const info = await withLock(port, join(dir, 'lock'), async (i) => i, 2_000)
    expect(info.recovered).toBe(true)
    expect(existsSync(join(dir, 'lock'))).toBe(false)
    expect(existsSync(join(dir, 'lock.break'))).toBe(false)
  })

  it('recovers a lock older than the stale limit even when its pid is alive (pid reuse, hung writer)', async () => {
    const dir = tempDir('lock-')
    writeFileSync(join(dir, 'lock'), JSON.stringify({ pid: process.ppid, nonce: 'old', at: Date.now() - MANAGE.lockStaleMs - 1000 }))
    expect((await withLock(port, join(dir, 'lock'), async (i) => i, 2_000)).recovered).toBe(true)
  })

  it('waits for a live holder and gives up with a message saying who holds it', async () => {
    const dir = tempDir('lock-')
    writeFileSync(join(dir, 'lock'), JSON.stringify({ pid: process.ppid, nonce: 'live', at: Date.now() }))
    const err = await withLock(port, join(dir, 'lock'), async () => 1, 150).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(LockTimeout)
    expect((err as Error).message).toMatch(new RegExp(`process ${process.ppid}.*Retry`))
    // The holder's lock is untouched.
    expect(JSON.parse(readFileSync(join(dir, 'lock'), 'utf8')).nonce).toBe('live')
  })

  it('a half-written lock file is waited on while fresh and broken once old', async () => {
    const dir = tempDir('lock-')
    writeFileSync(join(dir, 'lock'), '{"pid":')
    expect(await withLock(port, join(dir, 'lock'), async () => 1, 100).catch((e: unknown) => e)).toBeInstanceOf(LockTimeout)
    // Its writer was killed between creating the file and filling it in: broken after a short
    // grace, well before lockWaitMs runs out (the lock-age limit alone would outlast it).
    expect(MANAGE.tornLockGraceMs).toBeLessThan(MANAGE.lockWaitMs)
    const old = { ...port, now: () => Date.now() + MANAGE.tornLockGraceMs + 1000 }
    expect((await withLock(old, join(dir, 'lock'), async (i) => i, 1000)).recovered).toBe(true)
  })

  it('releases the lock when the work throws', async () => {
    const dir = tempDir('lock-')
    await expect(withLock(port, join(dir, 'lock'), async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(existsSync(join(dir, 'lock'))).toBe(false)
  })

  it('a folder, FIFO or symlink where the lock belongs is an error naming the path at once, not a wait (issue 14)', async () => {
    const dir = tempDir('lock-')
    mkdirSync(join(dir, 'dir-lock'))
    spawnSync('mkfifo', [join(dir, 'fifo-lock')])
    symlinkSync('/dev/zero', join(dir, 'link-lock'))
    for (const name of ['dir-lock', 'fifo-lock', 'link-lock']) {
      const t0 = performance.now()
      const err = await withLock(port, join(dir, name), async () => 1).catch((e: unknown) => e)
      expect(performance.now() - t0).toBeLessThan(100)
      expect(err).toBeInstanceOf(LockPathBlocked)
      expect((err as Error).message).toContain(join(dir, name))
      expect((err as Error).message).toMatch(/Remove it/)
    }
  })

  it('no writer waits more than 2 s for a live holder by default (issue 14)', async () => {
    expect(MANAGE.lockWaitMs).toBeLessThanOrEqual(2_000)
    const dir = tempDir('lock-')
    writeFileSync(join(dir, 'lock'), JSON.stringify({ pid: process.ppid, nonce: 'live', at: Date.now() }))
    const t0 = performance.now()
    expect(await withLock(port, join(dir, 'lock'), async () => 1).catch((e: unknown) => e)).toBeInstanceOf(LockTimeout)
    expect(performance.now() - t0).toBeLessThan(2_500)
  })

  it('a zero wait still breaks a crashed writer\'s lock once', async () => {
    const dir = tempDir('lock-')
    writeFileSync(join(dir, 'lock'), JSON.stringify({ pid: deadPid(), nonce: 'dead', at: Date.now() }))
    expect((await withLock(port, join(dir, 'lock'), async (i) => i, 0)).recovered).toBe(true)
  })
})
