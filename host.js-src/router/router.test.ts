import { mkdirSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BASIC_SKILLS, makeLibrary, skillMd } from '../../test/fixtures.ts'
import type { Fixture } from '../../test/fixtures.ts'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import type { FsPort } from '../library/fs-port.ts'
import { mapBounded } from './parallel.ts'
import { Router } from './router.ts'
import { SHOW_ALL } from './visibility.ts'
import type { Visibility } from './visibility.ts'

/** A Node port that counts every call by kind, and the most calls in flight at once. */
function countingFs(cwd: string) {
  const inner = createNodeFs(cwd)
  const calls = { resolve: 0, stat: 0, readText: 0, listDir: 0, readChecked: 0 }
  let inFlight = 0
  let peak = 0
  const track = async <T>(kind: keyof typeof calls, run: () => Promise<T>): Promise<T> => {
    calls[kind]++
    inFlight++
    peak = Math.max(peak, inFlight)
    // A yield, so calls that were started together really overlap.
    await new Promise((r) => setTimeout(r, 1))
    try {
      return await run()
    } finally {
      inFlight--
    }
  }
  const fs: FsPort = {
    resolve: (p, o) => track('resolve', () => inner.resolve(p, o)),
    stat: (t, s) => track('stat', () => inner.stat(t, s)),
    readText: (t, s) => track('readText', () => inner.readText(t, s)),
    listDir: (t, s) => track('listDir', () => inner.listDir(t, s)),
    ...(inner.readChecked ? { readChecked: (t, o, s) => track('readChecked', () => inner.readChecked!(t, o, s)) } : {}),
  }
  const reset = () => {
    for (const k of Object.keys(calls) as (keyof typeof calls)[]) calls[k] = 0
    peak = 0
  }
  return { fs, calls, reset, peak: () => peak }
}

describe('Router fs work per call (issue 18)', () => {
  let fx: Fixture
  const many: Record<string, string> = { ...BASIC_SKILLS }
  for (let i = 0; i < 12; i++) many[`acme/skills/pdf-tool-${i}/SKILL.md`] = skillMd(`pdf-tool-${i}`, `PDF helper number ${i} for forms.`)
  beforeAll(async () => {
    fx = await makeLibrary(many)
  })
  afterAll(() => fx.cleanup())

  it('a warm search stats the index and its three sidecars once and checks shown hits side by side, with no resolve and no listing', async () => {
    const router = new Router()
    const c = countingFs(fx.root)
    const call = { fs: c.fs, cwd: fx.root }
    const first = await router.search({ query: 'pdf', limit: 10 }, call)
    expect(first.shown).toBe(10)
    c.reset()
    const warm = await router.search({ query: 'pdf', limit: 10 }, call)
    expect(warm.hits.map((h) => h.id)).toEqual(first.hits.map((h) => h.id))
    // One stat of the index, of each integrity sidecar and of the search sidecar, then one per shown
    // hit; their targets were resolved by the first call (no symlink on the way); no reads, no listings.
    expect(c.calls.stat).toBe(4 + 10)
    expect(c.calls.resolve).toBe(0)
    expect(c.calls.readText + c.calls.readChecked + c.calls.listDir).toBe(0)
    expect(c.peak()).toBeGreaterThan(1)
    // The index's four stats and the stale checks (at most LIMITS.fsParallel) go in one round.
    expect(c.peak()).toBeLessThanOrEqual(4 + 8)
  })

  it('a first search reads the search sidecar once, starting before the index is read, and a later search or load reads it no more', async () => {
    const inner = createNodeFs(fx.root)
    const events: string[] = []
    const fs: FsPort = {
      ...inner,
      readBytes: (t, s, max) => {
        events.push(`bytes ${t.displayPath.split('/').pop()}`)
        return inner.readBytes!(t, s, max)
      },
      readCheckedBytes: async (t, o, s) => {
        const bytes = await inner.readCheckedBytes!(t, o, s)
        events.push(`index read ${t.displayPath.split('/').pop()}`)
        return bytes
      },
    }
    const router = new Router()
    const call = { fs, cwd: fx.root }
    const plain = await new Router().search({ query: 'pdf forms', limit: 10 }, { fs: createNodeFs(fx.root), cwd: fx.root })
    const first = await router.search({ query: 'pdf forms', limit: 10 }, call)
    expect(first).toEqual(plain)
    expect(first.note ?? '').not.toContain('search cache')
    expect(events).toEqual(['bytes skill-index.search.bin', 'index read skill-index.tsv'])
    await router.search({ query: 'release notes' }, call)
    await router.load({ names: ['pdf-tool-1'] }, call)
    expect(events).toHaveLength(2)
  })

  it('on a host that reads only text, says why the search cache was not used without advising a rebuild that cannot help', async () => {
    const { readBytes: _bytes, ...textOnly } = createNodeFs(fx.root)
    const got = await new Router().search({ query: 'pdf' }, { fs: textOnly, cwd: fx.root })
    expect(got.note).toContain('not read: this host reads files only as text')
    expect(got.note).not.toContain('rebuild it with')
    expect(got.hits.length).toBeGreaterThan(0)
  })

  it('warmUp builds the index ahead of a call and takes over the one-time search-cache note', async () => {
    const { readBytes: _bytes, ...textOnly } = createNodeFs(fx.root)
    const router = new Router()
    const call = { fs: textOnly, cwd: fx.root }
    const warm = await router.warmUp(call)
    expect(warm.library?.rows.length).toBeGreaterThan(12)
    expect(warm.cacheNote).toMatch(/^the search cache was not used \(.*not read: this host reads files only as text/)
    const first = await router.search({ query: 'pdf' }, call)
    expect(first.hits.length).toBeGreaterThan(0)
    expect(first.note ?? '').not.toContain('search cache')
  })

  it('sees a rebuilt index at once and a removed SKILL.md as stale', async () => {
    const router = new Router()
    const call = { fs: createNodeFs(fx.root), cwd: fx.root }
    expect((await router.search({ query: 'release notes' }, call)).hits[0]?.name).toBe('release-notes')
    fx.write('other/skills/changelog-writer/SKILL.md', skillMd('changelog-writer', 'Write a changelog from release notes.'))
    await fx.index()
    // A different mtime even on a coarse-clock fs.
    const later = new Date(Date.now() + 5_000)
    utimesSync(join(fx.lib, 'skill-index.tsv'), later, later)
    const after = await router.search({ query: 'changelog' }, call)
    expect(after.hits.map((h) => h.name)).toContain('changelog-writer')
    rmSync(join(fx.lib, 'other/skills/changelog-writer/SKILL.md'))
    const gone = await router.search({ query: 'changelog' }, call)
    expect(gone.hits.find((h) => h.name === 'changelog-writer')?.stale).toBe(true)
  })

  it('a kept target answers as a fresh resolve would: a SKILL.md turned into a folder, or a skill folder turned into a symlink that later dangles, is stale', async () => {
    const local = await makeLibrary({ ...BASIC_SKILLS, 'acme/skills/shifty/SKILL.md': skillMd('shifty', 'Shifty zeppelin helper.'), 'acme/skills/linked/SKILL.md': skillMd('linked', 'Linked zeppelin helper.') })
    try {
      const router = new Router()
      const c = countingFs(local.root)
      const call = { fs: c.fs, cwd: local.root }
      const staleOf = async () => Object.fromEntries((await router.search({ query: 'zeppelin helper' }, call)).hits.map((h) => [h.name, h.stale]))
      expect(await staleOf()).toEqual({ linked: false, shifty: false })
      // The folder moves away and a symlink to it takes its place: the kept path follows the link.
      const skills = join(local.lib, 'acme', 'skills')
      renameSync(join(skills, 'linked'), join(local.lib, 'acme', 'moved'))
      symlinkSync(join(local.lib, 'acme', 'moved'), join(skills, 'linked'))
      c.reset()
      expect(await staleOf()).toEqual({ linked: false, shifty: false })
      expect(c.calls.resolve).toBe(0)
      rmSync(join(skills, 'shifty', 'SKILL.md'))
      mkdirSync(join(skills, 'shifty', 'SKILL.md'))
      rmSync(join(local.lib, 'acme', 'moved'), { recursive: true })
      expect(await staleOf()).toEqual({ linked: true, shifty: true })
      // And skill_load says so, whatever a search showed.
      expect((await router.load({ name: 'shifty' }, call)).errors[0]?.reason).toMatch(/SKILL.md is missing \(stale row\)/)
      expect((await router.load({ name: 'linked' }, call)).errors[0]?.reason).toMatch(/SKILL.md is missing \(stale row\)/)
    } finally {
      local.cleanup()
    }
  })

  it('ranks on the index the checks confirm: resident skills that changed since the last call are in the answer', async () => {
    const router = new Router()
    let residents = [{ name: 'zeppelin-planner', description: 'Plan zeppelin routes.', source: 'project' }]
    const port = { list: async () => residents, get: async () => undefined }
    const call = { fs: createNodeFs(fx.root), cwd: fx.root, residents: port }
    expect((await router.search({ query: 'zeppelin' }, call)).hits.map((h) => h.name)).toEqual(['zeppelin-planner'])
    residents = [{ name: 'zeppelin-pilot', description: 'Fly a zeppelin.', source: 'project' }]
    expect((await router.search({ query: 'zeppelin' }, call)).hits.map((h) => h.name)).toEqual(['zeppelin-pilot'])
  })

  it('a load miss names the closest indexed names and lists no folder', async () => {
    const router = new Router()
    const c = countingFs(fx.root)
    const call = { fs: c.fs, cwd: fx.root }
    await router.search({ query: 'pdf' }, call)
    c.reset()
    const miss = await router.load({ name: 'pdf-form' }, call)
    expect(miss.loaded).toEqual([])
    expect(miss.errors[0]?.reason).toMatch(/no skill named "pdf-form"; closest: "pdf-forms"/)
    expect(c.calls.listDir).toBe(0)
  })

  it('finds a skill added after build-index beside indexed ones, without a walk', async () => {
    fx.write('acme/skills/late-comer/SKILL.md', skillMd('late-comer', 'Added after the index.'))
    const router = new Router()
    const c = countingFs(fx.root)
    const got = await router.load({ name: 'late-comer' }, { fs: c.fs, cwd: fx.root })
    expect(got.loaded[0]?.source).toBe('scan')
    expect(got.loaded[0]?.content).toContain('Steps for late-comer')
    expect(c.calls.listDir).toBeLessThanOrEqual(1) // the loaded skill's own file listing
  })

  it('never probes a name that is not one folder name', async () => {
    writeFileSync(join(fx.lib, 'acme', 'SKILL.md'), skillMd('acme-root', 'Not a skill folder of its own.'))
    const router = new Router()
    // Unfiltered, '..' in acme/skills would reach acme/SKILL.md.
    const r = await router.load({ name: '..' }, { fs: createNodeFs(fx.root), cwd: fx.root })
    expect(r.loaded).toEqual([])
    expect(r.errors[0]?.reason).toMatch(/no skill named/)
  })
})

describe('mapBounded', () => {
  it('keeps input order and never runs more than the width at once', async () => {
    let inFlight = 0
    let peak = 0
    const out = await mapBounded([5, 1, 4, 2, 3], 2, async (x) => {
      inFlight++
      peak = Math.max(peak, inFlight)
      await new Promise((r) => setTimeout(r, x))
      inFlight--
      return x * 10
    })
    expect(out).toEqual([50, 10, 40, 20, 30])
    expect(peak).toBe(2)
  })
})

describe('governed copies across warm searches (issue 18: a library with none skips the heads walk)', () => {
  let fx: Fixture
  const files: Record<string, string> = { ...BASIC_SKILLS }
  for (let i = 0; i < 4; i++) files[`acme/skills/pdf-tool-${i}/SKILL.md`] = skillMd(`pdf-tool-${i}`, `PDF helper number ${i} for forms.`)
  beforeAll(async () => {
    fx = await makeLibrary(files)
  })
  afterAll(() => fx.cleanup())

  const hooks = (governed: (dir: string) => boolean) => {
    const decided: string[] = []
    const visibility: Visibility = {
      ...SHOW_ALL,
      governs: (place) => governed(place.dir),
      decide: async (place) => {
        decided.push(place.name)
        return place.name === 'pdf-tool-2' ? { kind: 'hide', reason: 'hidden here' } : { kind: 'withhold', reason: 'not yet', label: 'WITHHELD' }
      },
    }
    return { visibility, decided }
  }

  it('hides and labels governed copies on every search, the first and the warm ones alike', async () => {
    const h = hooks((dir) => /pdf-tool-[12]$/.test(dir))
    const router = new Router({ visibility: h.visibility })
    const call = { fs: createNodeFs(fx.root), cwd: fx.root }
    for (let n = 0; n < 4; n++) {
      const v = await router.search({ query: 'pdf helper', limit: 10 }, call)
      const names = v.hits.map((x) => x.name)
      expect(names).not.toContain('pdf-tool-2')
      expect(names).toContain('pdf-tool-1')
      expect(v.hits.find((x) => x.name === 'pdf-tool-1')?.label).toBe('WITHHELD')
      expect(v.total).toBe(3)
    }
    expect(h.decided.filter((d) => d === 'pdf-tool-2').length).toBeGreaterThanOrEqual(4)
  })

  it('asks no decision when the hooks govern no row', async () => {
    const h = hooks(() => false)
    const router = new Router({ visibility: h.visibility })
    const call = { fs: createNodeFs(fx.root), cwd: fx.root }
    for (let n = 0; n < 3; n++) expect((await router.search({ query: 'pdf helper', limit: 10 }, call)).total).toBe(4)
    expect(h.decided).toEqual([])
  })
})
