import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeLibrary, skillMd } from '../../test/fixtures.ts'
import type { Fixture } from '../../test/fixtures.ts'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import { indexFilesFromScan, writeIndexFiles } from '../../tools/src/write-index.ts'
import { LIMITS } from '../core/limits.ts'
import { runDoctor, specViolations } from './doctor.ts'
import type { DoctorProblem, SpecInput } from './doctor.ts'
import { INDEX_FILE, locateLibrary } from './locate.ts'
import { scanLibrary } from './scan-library.ts'

const CLEAN = {
  'acme/skills/pdf-forms/SKILL.md': skillMd('pdf-forms', 'Fill PDF forms.'),
  'acme/skills/k8s-deploy/SKILL.md': skillMd('k8s-deploy', 'Deploy to Kubernetes.'),
  'other/skills/release-notes/SKILL.md': skillMd('release-notes', 'Draft release notes.'),
}

let fixture: Fixture | undefined
afterEach(() => fixture?.cleanup())

/** A library indexed as build-index does, then `arrange` breaks it; doctor runs as the CLI runs it. */
async function doctor(files: Record<string, string | Buffer>, arrange?: (f: Fixture) => void | Promise<void>, opts: { index?: boolean; explicit?: boolean } = {}) {
  fixture = await makeLibrary(files, { index: false })
  const fs = createNodeFs(fixture.root)
  if (opts.index !== false) await writeIndexFiles(fixture.lib, await indexFilesFromScan(await scanLibrary(fs, fixture.lib)))
  await arrange?.(fixture)
  const location = await locateLibrary(fs, opts.explicit ? { cwd: fixture.root, explicit: fixture.root } : { cwd: join(fixture.root) })
  return runDoctor(fs, location)
}
const brief = (ps: DoctorProblem[]) => ps.map((p) => `${p.kind}|${p.severity}|${p.repo ?? ''}|${p.name ?? ''}|${p.path ?? ''}`)

describe('runDoctor', () => {
  it('finds nothing wrong with a clean, freshly indexed library', async () => {
    const report = await doctor(CLEAN)
    expect(report).toMatchObject({ skills: 3, indexRows: 3, problems: [] })
    expect(report.library).toBe(fixture!.lib)
    expect(report.index).toBe(join(fixture!.lib, INDEX_FILE))
  })

  it('missing-index: a library folder without skill-index.tsv, and still checks its skills', async () => {
    const report = await doctor({ ...CLEAN, 'acme/skills/bad/SKILL.md': '# no frontmatter\n\nText.\n' }, undefined, { index: false, explicit: true })
    expect(report.problems[0]).toMatchObject({ kind: 'missing-index', severity: 'error', detail: expect.stringContaining('has no skill-index.tsv') })
    expect(report.library).toBe(fixture!.lib)
    expect(report.skills).toBe(4)
    expect(brief(report.problems)).toContain('missing-description|error|acme|bad|acme/skills/bad/SKILL.md')
  })

  it('missing-index: nothing found walking up from the working folder', async () => {
    fixture = await makeLibrary({}, { index: false })
    const fs = createNodeFs(fixture.root)
    const report = await runDoctor(fs, await locateLibrary(fs, { cwd: join(fixture.root, '..') }))
    expect(report.problems).toEqual([
      { kind: 'missing-index', severity: 'error', detail: expect.stringMatching(/^no \.skill-src\/skill-index\.tsv in .* or the 8 folders above it, and the bundled starter library could not be found$/) },
    ])
    expect(report.skills).toBe(0)
  })

  it('stale-row: the index lists a skill whose SKILL.md is gone', async () => {
    const report = await doctor(CLEAN, (f) => rmSync(join(f.lib, 'acme/skills/k8s-deploy'), { recursive: true }))
    expect(report.problems).toEqual([
      { kind: 'stale-row', severity: 'error', repo: 'acme', name: 'k8s-deploy', path: 'acme/skills/k8s-deploy/SKILL.md', detail: 'the index lists "k8s-deploy" but its SKILL.md is gone; rebuild the index' },
    ])
  })

  it('stale-row: the SKILL.md renamed its skill or changed its description since the build', async () => {
    const report = await doctor(CLEAN, (f) => {
      f.write('acme/skills/pdf-forms/SKILL.md', skillMd('pdf-forms', 'Fill and sign PDF forms.'))
      f.write('acme/skills/k8s-deploy/SKILL.md', skillMd('k8s-deploy', 'Deploy to Kubernetes.').replace('name: k8s-deploy', 'name: k8s'))
    })
    expect(report.problems.filter((p) => p.kind === 'stale-row').map((p) => p.detail)).toEqual([
      'the index says name "k8s-deploy" but SKILL.md now says "k8s"; rebuild the index',
      'the description changed since the index was built; rebuild the index',
    ])
  })

  it('unindexed-skill: a SKILL.md added after the build', async () => {
    const report = await doctor(CLEAN, (f) => f.write('other/skills/new-one/SKILL.md', skillMd('new-one', 'Brand new.')))
    expect(report.problems).toEqual([
      { kind: 'unindexed-skill', severity: 'error', repo: 'other', name: 'new-one', path: 'other/skills/new-one/SKILL.md', detail: 'is not in the index; rebuild the index' },
    ])
  })

  it('unindexed-skill: a SKILL.md that build-index drops (binary)', async () => {
    const report = await doctor({ ...CLEAN, 'acme/skills/blob/SKILL.md': Buffer.from([0x2d, 0x00]) })
    expect(report.problems).toEqual([
      {
        kind: 'unindexed-skill',
        severity: 'error',
        repo: 'acme',
        path: 'acme/skills/blob/SKILL.md',
        detail: `build-index leaves it out: SKILL.md is binary or not UTF-8 (${join(fixture!.lib, 'acme/skills/blob/SKILL.md')} is not UTF-8 text (binary bytes or invalid encoding))`,
      },
    ])
  })

  it('missing-description: frontmatter without one, and a file without frontmatter', async () => {
    const report = await doctor({
      ...CLEAN,
      'acme/skills/no-desc/SKILL.md': '---\nname: no-desc\n---\n\nDoes a thing.\n',
      'acme/skills/bare/SKILL.md': '# Bare\n',
    })
    const missing = report.problems.filter((p) => p.kind === 'missing-description')
    expect(missing).toEqual([
      { kind: 'missing-description', severity: 'error', repo: 'acme', name: 'bare', path: 'acme/skills/bare/SKILL.md', detail: 'no description in the frontmatter; the index has no description for it' },
      { kind: 'missing-description', severity: 'error', repo: 'acme', name: 'no-desc', path: 'acme/skills/no-desc/SKILL.md', detail: 'no description in the frontmatter; the index uses its first paragraph: "Does a thing."' },
    ])
  })

  it('duplicate-name: within one repo is an error, across repos a warning', async () => {
    const report = await doctor({
      ...CLEAN,
      'acme/plugins/a/skills/status/SKILL.md': skillMd('status', 'A status.'),
      'acme/plugins/b/skills/status/SKILL.md': skillMd('status', 'B status.'),
      'other/skills/pdf-forms/SKILL.md': skillMd('pdf-forms', 'Another copy.'),
    })
    const dups = report.problems.filter((p) => p.kind === 'duplicate-name')
    expect(dups).toEqual([
      {
        kind: 'duplicate-name',
        severity: 'error',
        repo: 'acme',
        name: 'status',
        path: 'acme/plugins/a/skills/status/SKILL.md',
        detail: '2 skills named "status" in acme (at plugins/a/skills/status, plugins/b/skills/status); skill_load cannot tell them apart — rename all but one',
      },
      { kind: 'duplicate-name', severity: 'warning', name: 'pdf-forms', detail: '"pdf-forms" is shipped by 2 repos: acme, other; search shows one hit with its copies' },
    ])
  })

  it('spec-violation: a bad name, a name unlike its folder, a long description, no name — all warnings', async () => {
    const report = await doctor({
      'acme/skills/Bad_Name/SKILL.md': skillMd('Bad_Name', 'x'),
      'acme/skills/folder/SKILL.md': skillMd('other-name', 'x'),
      'acme/skills/long/SKILL.md': skillMd('long', 'é'.repeat(LIMITS.specDescriptionMax + 1)),
      'acme/skills/nameless/SKILL.md': '---\ndescription: d\n---\n',
    })
    expect(report.problems.map((p) => `${p.kind}|${p.severity}|${p.path}|${p.detail}`)).toEqual([
      'spec-violation|warning|acme/skills/Bad_Name/SKILL.md|name "Bad_Name" has characters other than lowercase a-z, 0-9 and "-"',
      'spec-violation|warning|acme/skills/folder/SKILL.md|name "other-name" does not match its folder "folder"',
      `spec-violation|warning|acme/skills/long/SKILL.md|description is ${LIMITS.specDescriptionMax + 1} characters; the spec allows at most ${LIMITS.specDescriptionMax}`,
      'spec-violation|warning|acme/skills/nameless/SKILL.md|frontmatter has no name; using the folder name "nameless"',
    ])
  })

  it('integrity: a hand-edited index', async () => {
    const report = await doctor(CLEAN, (f) => {
      const path = join(f.lib, INDEX_FILE)
      writeFileSync(path, readFileSync(path, 'utf8').replace('Fill PDF forms.', 'Fill PDF forms!'))
    })
    expect(report.problems.map((p) => `${p.kind}|${p.path}`)).toEqual(['integrity|skill-index.tsv', 'stale-row|acme/skills/pdf-forms/SKILL.md'])
    expect(report.problems[0]?.detail).toMatch(/^index integrity: the index was changed outside build-index/)
  })

  it('integrity: a row whose relpath climbs out of the library is refused and named (issue 14)', async () => {
    const report = await doctor(CLEAN, (f) => {
      const path = join(f.lib, INDEX_FILE)
      writeFileSync(path, readFileSync(path, 'utf8') + 'acme\t../../../etc\tclimber\tx\t1\t1\n')
    })
    expect(report.indexRows).toBe(3)
    expect(report.problems.filter((p) => p.kind === 'integrity').map((p) => p.detail)).toContainEqual(expect.stringMatching(/row "climber" refused: relpath .*climbs out/))
  })

  it('integrity: a row the index parser has to skip', async () => {
    const report = await doctor(CLEAN, (f) => {
      const path = join(f.lib, INDEX_FILE)
      writeFileSync(path, readFileSync(path, 'utf8') + 'broken-row\n')
    })
    expect(report.problems.filter((p) => p.kind === 'integrity').map((p) => p.detail)).toEqual([
      'index line 5: 1 column(s), expected at least 6 (repo, relpath, name, …); row skipped',
      expect.stringContaining('sha256 differs'),
    ])
  })

  it('checks the library of an --index read from elsewhere', async () => {
    fixture = await makeLibrary(CLEAN, { index: false })
    const fs = createNodeFs(fixture.root)
    const elsewhere = join(fixture.root, 'elsewhere')
    mkdirSync(elsewhere)
    await writeIndexFiles(elsewhere, await indexFilesFromScan(await scanLibrary(fs, fixture.lib)))
    const report = await runDoctor(fs, await locateLibrary(fs, { cwd: fixture.root, explicit: fixture.lib, indexFile: join(elsewhere, INDEX_FILE) }))
    expect(report).toMatchObject({ library: fixture.lib, index: join(elsewhere, INDEX_FILE), problems: [] })
  })
})

describe('specViolations', () => {
  /** Agent Skills spec: name 1–64 of [a-z0-9-], no leading/trailing/double hyphen, equal to its folder; description 1–1,024. */
  const cases: Record<string, [input: SpecInput, violations: string[]]> = {
    'a compliant skill': [{ name: 'pdf-forms-2', description: 'Fill PDF forms.', folder: 'pdf-forms-2' }, []],
    'name of exactly 64 characters': [{ name: 'a'.repeat(64) }, []],
    'name of 65 characters': [{ name: 'a'.repeat(65) }, ['name is 65 characters; the spec allows at most 64']],
    'empty name': [{ name: '' }, ['name is empty; the spec needs 1–64 characters']],
    'upper case': [{ name: 'PDF' }, ['name "PDF" has characters other than lowercase a-z, 0-9 and "-"']],
    'underscore and space': [{ name: 'a_b c' }, ['name "a_b c" has characters other than lowercase a-z, 0-9 and "-"']],
    'non-ASCII letter': [{ name: 'café' }, ['name "café" has characters other than lowercase a-z, 0-9 and "-"']],
    'leading hyphen': [{ name: '-pdf' }, ['name "-pdf" starts or ends with a hyphen']],
    'trailing hyphen': [{ name: 'pdf-' }, ['name "pdf-" starts or ends with a hyphen']],
    'double hyphen': [{ name: 'pdf--forms' }, ['name "pdf--forms" has a double hyphen']],
    'name unlike its folder': [{ name: 'pdf', folder: 'pdf-tools' }, ['name "pdf" does not match its folder "pdf-tools"']],
    'no folder given: not compared (a skill at a repo root)': [{ name: 'pdf' }, []],
    'description of exactly 1,024 characters, CJK counted as one each': [{ description: '表'.repeat(1024) }, []],
    'description of 1,025 characters': [{ description: 'x'.repeat(1025) }, ['description is 1025 characters; the spec allows at most 1024']],
    'emoji counted as one character': [{ description: '😀'.repeat(1024) }, []],
    'empty description': [{ description: '' }, ['description is empty; the spec needs 1–1024 characters']],
    'several at once, in rule order': [{ name: '-Bad--', folder: 'x' }, ['name "-Bad--" has characters other than lowercase a-z, 0-9 and "-"', 'name "-Bad--" starts or ends with a hyphen', 'name "-Bad--" has a double hyphen', 'name "-Bad--" does not match its folder "x"']],
  }
  for (const [name, [input, expected]] of Object.entries(cases)) it(name, () => expect(specViolations(input)).toEqual(expected))
})

const CORPUS = join(__dirname, '../../../shared/corpus/skills')

describe.skipIf(!existsSync(CORPUS))('runDoctor on the 1,374-skill corpus (index built into a temp folder)', () => {
  if (!existsSync(CORPUS)) console.log(`skipped: the corpus is not at ${CORPUS}`)

  it('finds the quirks corpus/STATS.md lists: duplicate names, no frontmatter, a nameless skill', async () => {
    const out = mkdtempSync(join(tmpdir(), 'dsr-doctor-'))
    try {
      const fs = createNodeFs(out)
      await writeIndexFiles(out, await indexFilesFromScan(await scanLibrary(fs, CORPUS)))
      const report = await runDoctor(fs, await locateLibrary(fs, { cwd: out, explicit: CORPUS, indexFile: join(out, INDEX_FILE) }))
      expect(report).toMatchObject({ library: CORPUS, skills: 1374, indexRows: 1374 })
      const of = (kind: string, severity?: string) => report.problems.filter((p) => p.kind === kind && (!severity || p.severity === severity))
      // STATS.md: "names repeated inside a single repository: 6", "names appearing in 2+ repositories: 180".
      expect(of('duplicate-name', 'error').map((p) => `${p.repo}:${p.name}`).sort()).toEqual([
        'alirezarezvani__claude-skills:init',
        'alirezarezvani__claude-skills:review',
        'alirezarezvani__claude-skills:run',
        'alirezarezvani__claude-skills:status',
        'sickn33__antigravity-awesome-skills:brand-guidelines',
        'sickn33__antigravity-awesome-skills:internal-comms',
      ])
      expect(of('duplicate-name', 'warning')).toHaveLength(180)
      // 3 without a (closed) frontmatter block and 1 without name: all four lack a declared description.
      expect(of('missing-description').map((p) => p.path).sort()).toEqual([
        'alirezarezvani__claude-skills/engineering/skills/skill-tester/assets/sample-skill/SKILL.md',
        'larksuite__cli/scripts/skill-format-check/tests/bad-skill-no-frontmatter/SKILL.md',
        'larksuite__cli/scripts/skill-format-check/tests/bad-skill-unclosed-frontmatter/SKILL.md',
        'larksuite__cli/scripts/skill-format-check/tests/bad-skill/SKILL.md',
      ])
      for (const kind of ['missing-index', 'integrity', 'stale-row', 'unindexed-skill']) expect(of(kind)).toEqual([])
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})
