/**
 * Issue 14, the library's side: containment by what a file is (real path, links, identity), not
 * by its path string; sizes checked before reading; no read blocks on a FIFO or device. Each case
 * leaked outside bytes, read a huge file whole, or hung before the fix.
 */
import { execFileSync, spawn } from 'node:child_process'
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeLibrary, skillMd } from '../../test/fixtures.ts'
import type { Fixture } from '../../test/fixtures.ts'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import { serializeIndex, parseIndex } from '../core/index-file.ts'
import { LIMITS } from '../core/limits.ts'
import type { FsPort } from './fs-port.ts'
import { readTextChecked } from './fs-port.ts'
import { withIdentityReads } from './identity-read.ts'
import { LibraryCache } from './library.ts'
import { INDEX_FILE } from './locate.ts'
import { readSkillFile, readSkillMd } from './skill-files.ts'

let fixture: Fixture | undefined
afterEach(() => fixture?.cleanup())

const SECRET = 'OUTSIDE-SECRET-BYTES'

async function lib(): Promise<Fixture> {
  fixture = await makeLibrary({ 'acme/s/SKILL.md': skillMd('s', 'A skill.'), 'acme/s/references/ok.md': '# fine\n' })
  writeFileSync(join(fixture.root, 'secret.txt'), SECRET)
  return fixture
}

/** The Node port without its identity read: what DSH's ctx.fs offers (path-based only). */
function pathOnly(fs: FsPort): FsPort {
  return { resolve: fs.resolve, stat: fs.stat, readText: fs.readText, listDir: fs.listDir }
}

describe('bundled reads (skill_ref) by identity', () => {
  it('refuses a hard link to a file outside the library', async () => {
    const f = await lib()
    linkSync(join(f.root, 'secret.txt'), join(f.lib, 'acme/s/references/linked.md'))
    const r = await readSkillFile(createNodeFs(f.root), join(f.lib, 'acme/s'), 'references/linked.md', undefined, f.lib)
    expect(r.ok).toBe(false)
    expect(JSON.stringify(r)).not.toContain(SECRET)
    expect(!r.ok && r.error).toMatch(/2 hard links.*Copy the file/)
  })

  it('refuses files inside a skill folder that is itself a symlink out of the library', async () => {
    const f = await lib()
    mkdirSync(join(f.root, 'out/references'), { recursive: true })
    writeFileSync(join(f.root, 'out/SKILL.md'), skillMd('out', 'x'))
    writeFileSync(join(f.root, 'out/references/r.md'), SECRET)
    symlinkSync(join(f.root, 'out'), join(f.lib, 'acme/out'))
    for (const fs of [createNodeFs(f.root), pathOnly(createNodeFs(f.root))]) {
      const r = await readSkillFile(fs, join(f.lib, 'acme/out'), 'references/r.md', undefined, f.lib)
      expect(r.ok).toBe(false)
      expect(!r.ok && r.error).toMatch(/outside the library/)
      await expect(readSkillMd(fs, join(f.lib, 'acme/out/SKILL.md'), f.lib)).rejects.toMatchObject({ code: 'FS_OUTSIDE' })
    }
    expect(await readSkillMd(createNodeFs(f.root), join(f.lib, 'acme/s/SKILL.md'), f.lib)).toContain('name: s')
  })

  it('refuses a 200 MB file by its size, before reading it (sparse: no disk used)', async () => {
    const f = await lib()
    const big = join(f.lib, 'acme/s/references/huge.md')
    writeFileSync(big, '')
    truncateSync(big, 200 * 1024 * 1024)
    for (const fs of [createNodeFs(f.root), pathOnly(createNodeFs(f.root))]) {
      const t0 = performance.now()
      const r = await readSkillFile(fs, join(f.lib, 'acme/s'), 'references/huge.md', undefined, f.lib)
      expect(performance.now() - t0).toBeLessThan(100)
      expect(!r.ok && r.error).toBe(`references/huge.md is 209715200 bytes, over the ${LIMITS.refReadMaxBytes}-byte limit; it was not read`)
    }
  })

  it('a FIFO or a device in a skill folder is refused at once, not read', async () => {
    const f = await lib()
    execFileSync('mkfifo', [join(f.lib, 'acme/s/references/pipe.md')])
    symlinkSync('/dev/zero', join(f.lib, 'acme/s/references/zero.md'))
    for (const name of ['pipe.md', 'zero.md']) {
      const t0 = performance.now()
      const r = await readSkillFile(createNodeFs(f.root), join(f.lib, 'acme/s'), `references/${name}`, undefined, f.lib)
      expect(performance.now() - t0).toBeLessThan(100)
      expect(r.ok).toBe(false)
    }
  })

  it('a FIFO swapped in after the check does not hang the read: the open never blocks', async () => {
    const f = await lib()
    const path = join(f.lib, 'acme/s/references/ok.md')
    const fs = createNodeFs(f.root)
    const target = await fs.resolve(path)
    rmSync(path)
    execFileSync('mkfifo', [path])
    const t0 = performance.now()
    await expect(fs.readText(target)).rejects.toMatchObject({ code: 'FS_NOT_REGULAR_FILE' })
    await expect(fs.readChecked!(target, { maxBytes: 1000 })).rejects.toMatchObject({ code: 'FS_NOT_REGULAR_FILE' })
    expect(performance.now() - t0).toBeLessThan(100)
  })

  it('on a path-only port, a file replaced between the check and the read is refused, never served', async () => {
    const f = await lib()
    const path = join(f.lib, 'acme/s/references/ok.md')
    const base = pathOnly(createNodeFs(f.root))
    // The swap happens inside the read, as a racing writer would do it.
    const racing: FsPort = {
      ...base,
      async readText(t, s) {
        const text = await base.readText(t, s)
        renameSync(path, path + '.old')
        writeFileSync(path, SECRET)
        return text
      },
    }
    await expect(readTextChecked(racing, await base.resolve(path), { maxBytes: 1000 })).rejects.toMatchObject({ code: 'FS_CHANGED' })
  })

  it('a folder flipped between a real directory and a symlink out leaks nothing in 500 reads', async () => {
    const f = await lib()
    const skill = join(f.lib, 'acme/flip')
    const real = join(f.lib, 'acme/flip-real')
    mkdirSync(join(real, 'references'), { recursive: true })
    writeFileSync(join(real, 'references/r.md'), 'inside text\n')
    mkdirSync(join(f.root, 'out/references'), { recursive: true })
    writeFileSync(join(f.root, 'out/references/r.md'), SECRET)
    symlinkSync(real, skill)
    // Another process flips acme/flip between the inside folder and the outside one, as fast as it can.
    const flipper = spawn(process.execPath, [
      '-e',
      `const fs=require('fs');const a=${JSON.stringify(real)},b=${JSON.stringify(join(f.root, 'out'))},p=${JSON.stringify(skill)};let i=0;for(;;){try{fs.symlinkSync(i++%2?a:b,p+'.n');fs.renameSync(p+'.n',p)}catch{}}`,
    ])
    try {
      const ports = [createNodeFs(f.root), pathOnly(createNodeFs(f.root))]
      let leaks = 0
      let served = 0
      for (let i = 0; i < 500; i++) {
        const r = await readSkillFile(ports[i % 2]!, skill, 'references/r.md', undefined, f.lib)
        if (JSON.stringify(r).includes(SECRET)) leaks++
        if (r.ok) served++
      }
      expect(leaks).toBe(0)
      expect(served).toBeGreaterThan(0)
    } finally {
      flipper.kill()
    }
  })
})

describe('the index', () => {
  it('rows whose relpath climbs out, or whose repo is not one folder, are refused at load with a note', async () => {
    const f = await lib()
    mkdirSync(join(f.root, 'evil'), { recursive: true })
    writeFileSync(join(f.root, 'evil/SKILL.md'), skillMd('evil', SECRET))
    const text = readFileSync(join(f.lib, INDEX_FILE), 'utf8')
    const rows = parseIndex(text).rows
    rows.push({ repo: 'acme', relpath: '../../evil', name: 'evil', description: 'd', files: 1, kb: 1 })
    rows.push({ repo: '..', relpath: 'evil', name: 'evil2', description: 'd', files: 1, kb: 1 })
    writeFileSync(join(f.lib, INDEX_FILE), serializeIndex(rows))
    const fs = createNodeFs(f.root)
    const loaded = await new LibraryCache().load(fs, { dir: f.lib, indexPath: join(f.lib, INDEX_FILE) } as never)
    expect('rows' in loaded).toBe(true)
    if (!('rows' in loaded)) return
    expect(loaded.rows.map((r) => r.name)).toEqual(['s'])
    expect(loaded.problems.filter((p) => /refused/.test(p.message)).map((p) => p.message)).toEqual([
      expect.stringMatching(/"evil" refused: relpath .*climbs out/),
      expect.stringMatching(/"evil2" refused: repo "\.\." is not one folder name/),
    ])
    expect(loaded.alarm).toMatch(/2 rows refused .*outside the library.*build-index/)
  })

  for (const kind of ['FIFO', 'symlink to /dev/zero'] as const) {
    it(`skill_search with the index as a ${kind} names the index at once (not "no index yet", not the starter library)`, async () => {
      const f = await lib()
      const index = join(f.lib, INDEX_FILE)
      rmSync(index)
      if (kind === 'FIFO') execFileSync('mkfifo', [index])
      else symlinkSync('/dev/zero', index)
      const t0 = performance.now()
      const { Router } = await import('../router/router.ts')
      const { renderSearch } = await import('../router/render.ts')
      const text = renderSearch(await new Router().search({ query: 'deploy' }, { fs: createNodeFs(f.root), cwd: f.root }))
      expect(performance.now() - t0).toBeLessThan(500)
      expect(text).toContain(`the skill index ${index} is not a regular file`)
    })
  }

  for (const kind of ['FIFO', 'symlink to /dev/zero', 'folder'] as const) {
    it(`the index as a ${kind} is an error naming the path within 100 ms`, async () => {
      const f = await lib()
      const index = join(f.lib, INDEX_FILE)
      rmSync(index)
      if (kind === 'FIFO') execFileSync('mkfifo', [index])
      else if (kind === 'folder') mkdirSync(index)
      else symlinkSync('/dev/zero', index)
      const t0 = performance.now()
      const loaded = await new LibraryCache().load(createNodeFs(f.root), { dir: f.lib, indexPath: index } as never)
      expect(performance.now() - t0).toBeLessThan(100)
      expect(loaded).toEqual({ error: expect.stringContaining(`the skill index ${index} is not a regular file`) })
    })
  }
})

describe('withIdentityReads: the same checks on a path-only port (DSH ctx.fs) through process.getBuiltinModule', () => {
  it('a wrapped path-only port refuses a hard link and never blocks on a FIFO swapped in after the stat', async () => {
    const f = await lib()
    linkSync(join(f.root, 'secret.txt'), join(f.lib, 'acme/s/references/linked.md'))
    const fs = withIdentityReads(pathOnly(createNodeFs(f.root)))
    expect(fs.readChecked).toBeTypeOf('function')
    const r = await readSkillFile(fs, join(f.lib, 'acme/s'), 'references/linked.md', undefined, f.lib)
    expect(!r.ok && r.error).toMatch(/2 hard links/)
    const path = join(f.lib, 'acme/s/references/ok.md')
    const target = await fs.resolve(path)
    rmSync(path)
    execFileSync('mkfifo', [path])
    const t0 = performance.now()
    await expect(fs.readChecked!(target, { maxBytes: 100 })).rejects.toMatchObject({ code: 'FS_NOT_REGULAR_FILE' })
    expect(performance.now() - t0).toBeLessThan(100)
  })

  it('leaves a port alone when the host has no Node fs, and falls back to the path check for keys that are not paths', async () => {
    const f = await lib()
    const base = pathOnly(createNodeFs(f.root))
    expect(withIdentityReads(base, null)).toBe(base)
    expect(withIdentityReads(base, {})).toBe(base)
    const memory: FsPort = {
      ...base,
      resolve: async (p) => ({ targetKey: { id: p }, displayPath: p }),
      stat: async () => ({ version: 1, type: 'file', size: 3 }),
      readText: async () => 'abc',
    }
    expect(await readTextChecked(withIdentityReads(memory), await memory.resolve('/x'), { maxBytes: 10 })).toBe('abc')
  })
})

