import { execFileSync } from 'node:child_process'
import * as fs from 'node:fs'
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from './_test-kit.ts'
import { describeIoError, hostWritePort, nodeWritePort, readUtf8 } from './write-port.ts'
import type { WritePort } from './write-port.ts'

describe('hostWritePort', () => {
  it('says why when the host has no process.getBuiltinModule', () => {
    expect(hostWritePort(null)).toEqual({ unavailable: expect.stringMatching(/Node ≥ 20.16.*Nothing was written/) })
    expect(hostWritePort({ pid: 1, kill: () => true })).toEqual({ unavailable: expect.stringMatching(/getBuiltinModule/) })
    expect(hostWritePort({ pid: 1, kill: () => true, getBuiltinModule: () => undefined })).toEqual({ unavailable: expect.stringMatching(/could not reach node:fs/) })
  })

  it('reaches node:fs at run time and does what the lifecycle needs', async () => {
    const p = hostWritePort() as WritePort
    expect('unavailable' in p).toBe(false)
    const dir = tempDir('port-')
    await p.mkdirp(join(dir, 'a/b'))
    await p.writeExclusive(join(dir, 'a/b/f'), 'one')
    await expect(p.writeExclusive(join(dir, 'a/b/f'), 'two')).rejects.toMatchObject({ code: 'EEXIST' })
    await p.appendDurable(join(dir, 'log'), 'x\n')
    await p.appendDurable(join(dir, 'log'), 'y\n')
    expect(readFileSync(join(dir, 'log'), 'utf8')).toBe('x\ny\n')
    expect(await readUtf8(p, join(dir, 'missing'))).toBeUndefined()
    expect(await p.lstat(join(dir, 'a'))).toMatchObject({ type: 'directory' })
    await p.rename(join(dir, 'a/b/f'), join(dir, 'g'))
    await p.unlink(join(dir, 'nope'))
    await p.removeTree(join(dir, 'a'))
    expect(existsSync(join(dir, 'a'))).toBe(false)
    expect(await p.listDir(dir)).toEqual(['g', 'log'])
    expect(p.pidAlive(process.pid)).toBe(true)
    expect(p.pidAlive(-5)).toBe(false)
  })
})

describe('nodeWritePort never blocks on what is not a plain file (issue 14)', () => {
  const p = hostWritePort() as WritePort

  it('a FIFO, /dev/zero behind a symlink, and a folder are refused at once, naming the path', async () => {
    const dir = tempDir('port-')
    const fifo = join(dir, 'ledger.jsonl')
    execFileSync('mkfifo', [fifo])
    symlinkSync('/dev/zero', join(dir, 'zero'))
    mkdirSync(join(dir, 'folder'))
    for (const [path, code] of [[fifo, 'E_NOT_REGULAR'], [join(dir, 'zero'), 'E_NOT_REGULAR'], [join(dir, 'folder'), 'EISDIR']] as const) {
      const t0 = performance.now()
      const err = await p.readBytes(path).catch((e: unknown) => e)
      expect(performance.now() - t0).toBeLessThan(100)
      expect(err).toMatchObject({ code, message: expect.stringContaining(path) })
    }
    const t0 = performance.now()
    await expect(p.appendDurable(fifo, 'x\n')).rejects.toMatchObject({ code: expect.stringMatching(/E_NOT_REGULAR|ENXIO/) })
    expect(performance.now() - t0).toBeLessThan(100)
  })

  it('a file over the cap is refused by its size, before it is read', async () => {
    const dir = tempDir('port-')
    writeFileSync(join(dir, 'big'), 'x'.repeat(5000))
    await expect(p.readBytes(join(dir, 'big'), 4096)).rejects.toMatchObject({ code: 'E_TOO_LARGE', message: expect.stringMatching(/5000 bytes, over the 4096-byte limit/) })
    expect((await p.readBytes(join(dir, 'big'), 5000)).length).toBe(5000)
  })

  it('an append the disk refuses leaves the file as it was: no torn line', async () => {
    const dir = tempDir('port-')
    const log = join(dir, 'log')
    writeFileSync(log, '{"a":1}\n')
    // A Node fs whose write stops half-way with ENOSPC, as on a full disk.
    const failing = {
      ...fs,
      promises: {
        ...fs.promises,
        open: async (...args: Parameters<typeof fs.promises.open>) => {
          const fh = await fs.promises.open(...args)
          return new Proxy(fh, {
            get(target, key) {
              if (key === 'write') {
                return async (buf: Uint8Array, off: number, len: number) => {
                  await target.write(buf, off, Math.max(1, len >> 1), null)
                  throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })
                }
              }
              const v = Reflect.get(target, key) as unknown
              return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v
            },
          })
        },
      },
    } as unknown as typeof fs
    const full = nodeWritePort(failing, process)
    await expect(full.appendDurable(log, '{"b":2}\n{"c":3}\n')).rejects.toMatchObject({ code: 'ENOSPC' })
    expect(readFileSync(log, 'utf8')).toBe('{"a":1}\n')
  })

  it('names a full disk, a read-only folder and a permission problem as such, with what to do', () => {
    expect(describeIoError({ code: 'ENOSPC' }, '/x')).toMatch(/disk is full.*Free some space/)
    expect(describeIoError({ code: 'EROFS' }, '/x')).toMatch(/read-only file system.*writable/)
    expect(describeIoError({ code: 'EACCES' }, '/x')).toMatch(/permission denied.*write access/)
    expect(describeIoError(new Error('other'))).toBe('other')
  })
})

describe('nodeWritePort.lstat (issue 18: synchronous, same answers)', () => {
  it('answers as the promise API would, for a file, a folder, a symlink, a missing path and a path through a file', async () => {
    const dir = tempDir('lstat-')
    writeFileSync(join(dir, 'f'), 'twelve bytes')
    mkdirSync(join(dir, 'd'))
    symlinkSync(join(dir, 'f'), join(dir, 'link'))
    symlinkSync(join(dir, 'gone'), join(dir, 'dangling'))
    const withSync = nodeWritePort(fs, process)
    // The same port over a module without lstatSync goes through fs.promises.lstat.
    const { lstatSync: _drop, ...rest } = fs
    const promisesOnly = nodeWritePort(rest as unknown as typeof fs, process)
    const paths = ['f', 'd', 'link', 'dangling', 'missing', 'f/under-a-file'].map((p) => join(dir, p))
    const a = await Promise.all(paths.map((p) => withSync.lstat(p)))
    const b = await Promise.all(paths.map((p) => promisesOnly.lstat(p)))
    expect(a).toEqual(b)
    expect(a.map((x) => x?.type)).toEqual(['file', 'directory', 'symlink', 'symlink', undefined, undefined])
    expect(a[0]).toMatchObject({ size: 12, mtimeMs: fs.lstatSync(join(dir, 'f')).mtimeMs })
  })
})
