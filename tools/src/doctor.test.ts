import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeLibrary, skillMd } from '../../test/fixtures.ts'
import type { Fixture } from '../../test/fixtures.ts'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import type { DoctorReport } from '../../host.js-src/library/doctor.ts'
import { noLibraryMessage, renderDoctor } from './doctor.ts'
import { cli } from './_cli-test-kit.ts'


let fixture: Fixture | undefined
afterEach(() => fixture?.cleanup())

/** Indexed with build-index itself, so doctor and build-index agree on what "fresh" is. */
async function indexed(files: Record<string, string | Buffer>) {
  fixture = await makeLibrary(files, { index: false })
  expect((await cli(fixture.root, 'build-index', fixture.lib)).code).toBe(0)
  return fixture
}

const CLEAN = { 'acme/skills/pdf/SKILL.md': skillMd('pdf', 'Fill PDF forms.'), 'acme/skills/k8s/SKILL.md': skillMd('k8s', 'Deploy to Kubernetes.') }

describe('doctor', () => {
  it('exits 0 on a clean library found by walking up from a nested working folder', async () => {
    const f = await indexed(CLEAN)
    const deep = join(f.root, 'src/app')
    mkdirSync(deep, { recursive: true })
    const r = await cli(deep, 'doctor')
    expect(r).toEqual({ code: 0, err: '', out: `library ${f.lib}: 2 SKILL.md on disk, index ${join(f.lib, 'skill-index.tsv')} (2 rows)\n(found walking up from ${deep})\nno problems found\n` })
  })

  it('exits 1 on an error, and prints the JSON shape of SPEC §7 with counts', async () => {
    const f = await indexed(CLEAN)
    f.write('acme/skills/new/SKILL.md', skillMd('new', 'New.'))
    const r = await cli(f.root, 'doctor', '--json')
    expect(r.code).toBe(1)
    const json = JSON.parse(r.out)
    expect(json).toMatchObject({
      library: f.lib,
      skills: 3,
      problems: [{ kind: 'unindexed-skill', severity: 'error', repo: 'acme', name: 'new', path: 'acme/skills/new/SKILL.md', detail: expect.any(String) }],
      counts: { 'missing-index': 0, integrity: 0, 'stale-row': 0, 'unindexed-skill': 1, 'missing-description': 0, 'duplicate-name': 0, 'spec-violation': 0 },
      errors: 1,
      warnings: 0,
      exitCode: 1,
    })
  })

  it('exits 0 on warnings alone, and 1 with --strict', async () => {
    const f = await indexed({ ...CLEAN, 'other/skills/pdf/SKILL.md': skillMd('pdf', 'Another copy.') })
    const plain = await cli(f.root, 'doctor', '--library', f.lib)
    expect(plain.code).toBe(0)
    expect(plain.out).toContain('0 errors, 1 warning (warnings alone do not fail; add --strict to count them): exit 0')
    expect((await cli(f.root, 'doctor', '--library', f.lib, '--strict')).code).toBe(1)
  })

  it('exits 2 (a missing path, as audit) with missing-index when no library is found', async () => {
    fixture = await makeLibrary({}, { index: false })
    const r = await cli(join(fixture.root, '..'), 'doctor', '--json')
    expect(r.code).toBe(2)
    expect(JSON.parse(r.out).problems.map((p: { kind: string }) => p.kind)).toEqual(['missing-index'])
  })

  it('says what to do when no library is found, and that search and the plugin use the starter library there', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'dsr-bare-'))
    try {
      const r = await cli(bare, 'doctor')
      // No library to check is a missing path: exit 2, as audit exits there.
      expect(r.code).toBe(2)
      expect(r.out).toMatch(/: exit 2\n$/)
      expect((await cli(bare, 'audit')).code).toBe(2)
      expect(JSON.parse((await cli(bare, 'doctor', '--json')).out).exitCode).toBe(2)
      expect(r.out).toContain(`  ${noLibraryMessage(bare)}\n`)
      expect(r.out).toContain('pass --library DIR')
      // One library, one answer: doctor names the library search falls back to here.
      expect(r.out).toMatch(/\n\(no project library: search, load, ref, the plugin and the MCP server use the bundled starter library \S+starter-skills here\)\n/)
      const search = await cli(bare, 'search', 'release notes')
      expect(search.out).toMatch(/^Note: starter library/)
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })

  it('checks a .skill-src found on the walk up that has no index yet, and says how to build it', async () => {
    fixture = await makeLibrary(CLEAN, { index: false })
    const deep = join(fixture.root, 'src')
    mkdirSync(deep)
    const r = await cli(deep, 'doctor', '--json')
    expect(r.code).toBe(1)
    const json = JSON.parse(r.out)
    expect(json.library).toBe(fixture.lib)
    expect(json.skills).toBe(2)
    expect(json.counts['missing-index']).toBe(1)
    expect(json.problems[0].detail).toBe(`${fixture.lib} has no skill-index.tsv yet. Build it with: dsh-skill-router build-index ${fixture.lib}`)
  })

  it('exits 2 and names the mistake when --library does not exist or is a file', async () => {
    fixture = await makeLibrary({}, { index: false })
    const missing = await cli(fixture.root, 'doctor', '--library', 'nope')
    expect(missing).toEqual({ code: 2, out: '', err: `doctor: --library ${join(fixture.root, 'nope')} does not exist. Give the library folder (normally <project>/.skill-src) or the project folder above it.\n` })
    expect((await cli(fixture.root, 'doctor', 'nope')).err).toBe(`doctor: ${join(fixture.root, 'nope')} does not exist. Give the library folder (normally <project>/.skill-src) or the project folder above it.\n`)
    fixture.write('a-file', 'x')
    const file = await cli(fixture.root, 'doctor', join(fixture.lib, 'a-file'))
    expect(file.code).toBe(2)
    expect(file.err).toContain('is a file, not a folder')
  })

  it('--index checks that index file against the named library (a read-only library indexed elsewhere)', async () => {
    fixture = await makeLibrary(CLEAN, { index: false })
    const out = join(fixture.root, 'elsewhere')
    expect((await cli(fixture.root, 'build-index', fixture.lib, '--out', out)).code).toBe(0)
    const r = await cli(fixture.root, 'doctor', '--library', fixture.lib, '--index', join(out, 'skill-index.tsv'), '--json')
    expect(r.code, r.out).toBe(0)
    expect(JSON.parse(r.out)).toMatchObject({ library: fixture.lib, index: join(out, 'skill-index.tsv'), indexRows: 2, libraryWhy: 'named by --library' })
  })

  it('prints a path once when the detail repeats it', async () => {
    const f = await indexed(CLEAN)
    f.write('acme/skills/new/SKILL.md', skillMd('new', 'New.'))
    const r = await cli(f.root, 'doctor')
    const row = r.out.split('\n').find((l) => l.includes('acme/skills/new/SKILL.md'))
    expect(row).toBeDefined()
    expect(row!.split('acme/skills/new/SKILL.md').length - 1).toBe(1)
  })

  it('takes the library as --library DIR or one positional, and exits 2 on a usage error', async () => {
    const f = await indexed(CLEAN)
    expect((await cli('/', 'doctor', f.lib)).code).toBe(0)
    expect((await cli('/', 'doctor', '--library', f.root)).code).toBe(0)
    expect((await cli('/', 'doctor', f.lib, f.lib)).code).toBe(2)
    expect((await cli('/', 'doctor', '--nope')).code).toBe(2)
  })
})

describe('renderDoctor', () => {
  const report: DoctorReport = {
    library: '/p/.skill-src',
    index: '/p/.skill-src/skill-index.tsv',
    skills: 9,
    indexRows: 8,
    problems: [
      { kind: 'unindexed-skill', severity: 'error', repo: 'a', name: 'n', path: 'a/n/SKILL.md', detail: 'a/n/SKILL.md is not in the index; rebuild the index' },
      ...Array.from({ length: LIMITS.doctorShownPerKind + 2 }, (_, i) => ({
        kind: 'spec-violation' as const,
        severity: 'warning' as const,
        repo: 'a',
        name: `S${i}`,
        path: `a/s${i}/SKILL.md`,
        detail: `name "S${i}" has characters other than lowercase a-z, 0-9 and "-"`,
      })),
      { kind: 'duplicate-name', severity: 'warning', name: 'pdf', detail: '"pdf" is shipped by 2 repos: a, b; search shows one hit with its copies' },
    ],
  }

  it('counts per kind, then the first few of each kind', () => {
    expect(renderDoctor(report)).toMatchInlineSnapshot(`
      "library /p/.skill-src: 9 SKILL.md on disk, index /p/.skill-src/skill-index.tsv (8 rows)

      unindexed-skill          1 (errors)
      duplicate-name           1 (warnings)
      spec-violation           7 (warnings)

      unindexed-skill:
        a/n/SKILL.md: is not in the index; rebuild the index

      duplicate-name:
        "pdf": is shipped by 2 repos: a, b; search shows one hit with its copies

      spec-violation (first 5 of 7; --all shows every one):
        a/s0/SKILL.md: name "S0" has characters other than lowercase a-z, 0-9 and "-"
        a/s1/SKILL.md: name "S1" has characters other than lowercase a-z, 0-9 and "-"
        a/s2/SKILL.md: name "S2" has characters other than lowercase a-z, 0-9 and "-"
        a/s3/SKILL.md: name "S3" has characters other than lowercase a-z, 0-9 and "-"
        a/s4/SKILL.md: name "S4" has characters other than lowercase a-z, 0-9 and "-"

      1 error, 8 warnings (warnings alone do not fail; add --strict to count them): exit 1
      "
    `)
  })

  it('shows every problem with --all', () => {
    const text = renderDoctor(report, { all: true })
    expect(text).toContain('a/s6/SKILL.md')
    expect(text).not.toContain('--all shows')
  })
})
