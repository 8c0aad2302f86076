import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import { LIBRARY_ENV, describeLocation, locateLibrary } from './locate.ts'

const root = realpathSync(mkdtempSync(join(tmpdir(), 'dsr-locate-')))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A project folder whose .skill-src holds an (empty) index. */
function project(name: string): string {
  const lib = join(root, name, '.skill-src')
  mkdirSync(lib, { recursive: true })
  writeFileSync(join(lib, 'skill-index.tsv'), '')
  return lib
}

const starterDir = project('starter')
const here = project('here')
const other = project('other')
const fs = createNodeFs(root)

describe('locateLibrary: explicit > env > walk up > starter, each answer saying why', () => {
  it('explicit wins over env and the walk up, and names what gave it', async () => {
    const loc = await locateLibrary(fs, { cwd: join(root, 'here'), explicit: other, explicitFrom: '--library', env: here, starterDir })
    expect(loc).toMatchObject({ dir: other, source: 'explicit', why: 'named by --library', starter: false })
    expect(describeLocation(loc)).toBe(`library ${other} (named by --library)`)
  })

  it('the environment variable wins over the walk up', async () => {
    const loc = await locateLibrary(fs, { cwd: join(root, 'here'), env: other, starterDir })
    expect(loc).toMatchObject({ dir: other, source: 'env', why: `named by ${LIBRARY_ENV}` })
  })

  it('the walk up wins over the starter library', async () => {
    mkdirSync(join(root, 'here', 'src', 'deep'), { recursive: true })
    const loc = await locateLibrary(fs, { cwd: join(root, 'here', 'src', 'deep'), env: '  ', starterDir })
    expect(loc).toMatchObject({ dir: here, source: 'walk-up', why: `found walking up from ${join(root, 'here', 'src', 'deep')}` })
  })

  it('the starter library comes last, and says why', async () => {
    mkdirSync(join(root, 'empty'), { recursive: true })
    const loc = await locateLibrary(fs, { cwd: join(root, 'empty'), starterDir })
    expect(loc.source).toBe('starter')
    expect(loc.why).toMatch(/^the bundled starter library: no \.skill-src\/skill-index\.tsv in /)
  })

  it('names a .skill-src met on the walk that has no index yet, beside the starter fallback', async () => {
    mkdirSync(join(root, 'unbuilt', '.skill-src'), { recursive: true })
    const loc = await locateLibrary(fs, { cwd: join(root, 'unbuilt'), starterDir })
    expect(loc).toMatchObject({ source: 'starter', unindexed: join(root, 'unbuilt', '.skill-src') })
    expect(loc.note).toContain(`${join(root, 'unbuilt', '.skill-src')} has no skill-index.tsv yet`)
  })

  it('an env library that does not exist is an error naming the variable, never a silent fallback', async () => {
    const loc = await locateLibrary(fs, { cwd: join(root, 'here'), env: join(root, 'gone'), starterDir })
    expect(loc.starter).toBe(false)
    expect(loc.error).toBe(`the library ${join(root, 'gone')} (named by ${LIBRARY_ENV}) does not exist; set ${LIBRARY_ENV} to the .skill-src folder that holds skill-index.tsv (or the folder above it)`)
  })
})
