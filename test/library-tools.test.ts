// Issue 5 "done when", end to end through the CLI commands and the router: against a library
// with a skill added, one removed, one without description and one duplicate name, doctor names
// each problem; build-index --check flips to 1 after the change and back to 0 after a rebuild; a
// hand-edited index raises the alarm in the text the model reads.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseIndex, serializeIndex } from '../host.js-src/core/index-file.ts'
import type { DoctorProblem } from '../host.js-src/library/doctor.ts'
import { INDEX_FILE } from '../host.js-src/library/locate.ts'
import { renderSearch } from '../host.js-src/router/render.ts'
import { Router } from '../host.js-src/router/router.ts'
import { createNodeFs } from '../tools/src/node-fs.ts'
import { BASIC_SKILLS, makeLibrary, skillMd } from './fixtures.ts'
import type { Fixture } from './fixtures.ts'
import { cli } from '../tools/src/_cli-test-kit.ts'


const CORPUS = join(__dirname, '../../shared/corpus/skills')
/** Four small repos of the corpus: 45 skills, names shared across repos, dot folders (.curated). */
const SUBSET = ['anthropics__skills', 'obra__superpowers', 'openai__skills', 'vercel-labs__agent-skills']

let fixture: Fixture | undefined
afterEach(() => fixture?.cleanup())

const sources: [label: string, make: () => Promise<Fixture>][] = [
  ['a fixture library', () => makeLibrary(BASIC_SKILLS, { index: false })],
]
if (existsSync(CORPUS)) {
  sources.push([
    'a copy of a corpus subset',
    async () => {
      const f = await makeLibrary({}, { index: false })
      for (const repo of SUBSET) cpSync(join(CORPUS, repo), join(f.lib, repo), { recursive: true })
      return f
    },
  ])
} else console.log(`corpus subset case skipped: the corpus is not at ${CORPUS}`)

describe.each(sources)('library tools on %s', (_label, make) => {
  it('doctor names each change; --check flips to 1 and back to 0; a hand edit raises the alarm the model reads', async () => {
    const f = (fixture = await make())
    expect((await cli(f.root, 'build-index', f.lib)).code).toBe(0)
    expect((await cli(f.root, 'build-index', f.lib, '--check')).code).toBe(0)
    const baseline = JSON.parse((await cli(f.root, 'doctor', '--json')).out) as { problems: DoctorProblem[] }
    const rows = parseIndex(readFileSync(join(f.lib, INDEX_FILE), 'utf8')).rows
    const [removed, stripped, duplicated] = [rows[0]!, rows[1]!, rows[rows.length - 1]!]

    // One added, one removed, one without description, one duplicate name (inside the same repo).
    f.write('zz-added/skills/brand-new/SKILL.md', skillMd('brand-new', 'A skill added after the build.'))
    rmSync(join(f.lib, removed.repo, removed.relpath, 'SKILL.md'))
    const strippedPath = join(f.lib, stripped.repo, stripped.relpath, 'SKILL.md')
    writeFileSync(strippedPath, `---\nname: ${stripped.name}\n---\n\n# ${stripped.name}\n`)
    f.write(`${duplicated.repo}/copies/twin/SKILL.md`, skillMd(duplicated.name, 'A second skill of the same name.'))

    const after = await cli(f.root, 'doctor', '--json')
    expect(after.code).toBe(1)
    const fresh = (JSON.parse(after.out) as { problems: DoctorProblem[] }).problems.filter(
      (p) => !baseline.problems.some((b) => b.kind === p.kind && b.path === p.path && b.detail === p.detail),
    )
    const at = (repo: string, relpath: string) => join(repo, relpath, 'SKILL.md')
    expect(fresh).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'unindexed-skill', name: 'brand-new', path: 'zz-added/skills/brand-new/SKILL.md' }),
        expect.objectContaining({ kind: 'stale-row', name: removed.name, path: at(removed.repo, removed.relpath), detail: `the index lists "${removed.name}" but its SKILL.md is gone; rebuild the index` }),
        expect.objectContaining({ kind: 'missing-description', name: stripped.name, path: at(stripped.repo, stripped.relpath) }),
        expect.objectContaining({ kind: 'duplicate-name', severity: 'error', repo: duplicated.repo, name: duplicated.name }),
      ]),
    )
    const human = (await cli(f.root, 'doctor', '--all')).out
    for (const name of ['brand-new', removed.name, stripped.name, duplicated.name]) expect(human).toContain(name)

    expect((await cli(f.root, 'build-index', f.lib, '--check')).code).toBe(1)
    expect((await cli(f.root, 'build-index', f.lib)).code).toBe(0)
    expect((await cli(f.root, 'build-index', f.lib, '--check')).code).toBe(0)

    // A hand edit: the model reads a warning, and still gets its answer.
    const router = new Router()
    const call = { fs: createNodeFs(f.root), cwd: f.root }
    const query = { query: 'brand-new' }
    expect(renderSearch(await router.search(query, call))).not.toContain('Warning')
    const indexPath = join(f.lib, INDEX_FILE)
    const edited = parseIndex(readFileSync(indexPath, 'utf8')).rows.map((r) => (r.name === 'brand-new' ? { ...r, description: 'Edited by hand.' } : r))
    writeFileSync(indexPath, serializeIndex(edited))
    const value = await router.search(query, call)
    const text = renderSearch(value)
    expect(text.split('\n').filter((l) => l.startsWith('Warning: '))).toEqual([
      `Warning: index integrity: the index was changed outside build-index (its sha256 differs from the sidecar). Results may be wrong or incomplete; rebuild with: dsh-skill-router build-index ${f.lib}`,
    ])
    expect(text).toContain('brand-new')
    expect(JSON.parse((await cli(f.root, 'doctor', '--json')).out).problems.map((p: DoctorProblem) => p.kind)).toContain('integrity')
  })
})
