import { mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { stat as promiseStat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createNodeFs } from './node-fs.ts'

const dir = mkdtempSync(join(tmpdir(), 'dsr-node-fs-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('createNodeFs stat (issue 18: synchronous, the same answers)', () => {
  it('answers each kind of path as the promise API would: file, folder, link, dangling link, missing, through a file', async () => {
    writeFileSync(join(dir, 'f'), 'seven b')
    mkdirSync(join(dir, 'd'))
    symlinkSync(join(dir, 'f'), join(dir, 'link'))
    symlinkSync(join(dir, 'gone'), join(dir, 'dangling'))
    const fs = createNodeFs(dir)
    const names = ['f', 'd', 'link', 'dangling', 'missing', 'f/under']
    // Targets as the Router keeps them (the path is its own key), stat-ed without a resolve first.
    const got = await Promise.all(names.map((n) => fs.stat({ targetKey: join(dir, n), displayPath: join(dir, n) })))
    const want = await Promise.all(
      names.map(async (n) => {
        const s = await promiseStat(join(dir, n), { bigint: true }).catch(() => undefined)
        if (!s) return undefined
        const type = s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other'
        return { version: `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`, type, ...(s.isFile() ? { size: Number(s.size) } : {}) }
      }),
    )
    expect(got).toEqual(want)
    expect(got.map((i) => i?.type)).toEqual(['file', 'directory', 'file', undefined, undefined, undefined])
    expect(got[0]?.size).toBe(7)
  })

  it('sees a rewrite of the same file as a new version', async () => {
    const file = join(dir, 'v')
    writeFileSync(file, 'one')
    const fs = createNodeFs(dir)
    const target = await fs.resolve(file)
    const before = await fs.stat(target)
    writeFileSync(file, 'three')
    const after = await fs.stat(target)
    expect(after?.size).toBe(5)
    expect(after?.version).not.toBe(before?.version)
    expect(statSync(file).size).toBe(5)
  })
})
