import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from './_test-kit.ts'
import { hostWritePort, readUtf8 } from './write-port.ts'
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
