import { appendFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BASIC_SKILLS, makeLibrary } from '../../test/fixtures.ts'
import type { Fixture } from '../../test/fixtures.ts'
import { projectStore, skillMd } from '../../host.js-src/manage/_test-kit.ts'
import { manage } from '../../host.js-src/manage/lifecycle.ts'
import { cli } from './_cli-test-kit.ts'

let fixture: Fixture | undefined
afterEach(() => fixture?.cleanup())

describe('search / load / ref arguments', () => {
  it('a --limit out of range is a usage error (exit 2), said before the library is read', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    for (const bad of ['abc', '0', '41', '2.5']) {
      const r = await cli(fixture.root, 'search', 'pdf', '--limit', bad)
      expect(r.code).toBe(2)
      expect(r.err).toMatch(new RegExp(`^search: --limit must be a whole number from 1 to 40, got "${bad.replace('.', '\\.')}"\\n`))
      expect(r.out).toBe('')
    }
    const ok = await cli(fixture.root, 'search', 'pdf', '--limit', '1', '--json')
    expect(ok.code).toBe(0)
    expect(JSON.parse(ok.out).shown).toBe(1)
  })

  it('--batch with query words as well is a usage error, not silently ignored words', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    writeFileSync(join(fixture.root, 'q.jsonl'), '{"id":1,"query":"pdf"}\n')
    const r = await cli(fixture.root, 'search', '--batch', 'q.jsonl', 'kubernetes')
    expect(r.code).toBe(2)
    expect(r.err).toContain('remove the words "kubernetes"')
    expect((await cli(fixture.root, 'search', '--batch', 'q.jsonl')).code).toBe(0)
  })

  it('--batch on a missing file or a folder says which, exit 2', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    const missing = await cli(fixture.root, 'search', '--batch', 'nope.jsonl')
    expect(missing).toMatchObject({ code: 2, err: 'search --batch: cannot read nope.jsonl: no such file. Give a JSON Lines file of {"id", "query"} objects, or - for stdin.\n' })
    expect((await cli(fixture.root, 'search', '--batch', '.')).err).toContain('cannot read .: it is a folder.')
  })
})

describe('search / load show the lifecycle as the model reads it', () => {
  it('labels a quarantined learned skill in search and load, and withholds one edited outside skill_manage', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    const made = await manage(projectStore(fixture.root), { action: 'create', name: 'kiln-notes', content: skillMd('kiln-notes', 'Fire the kiln slowly.', 'Kiln firing notes for stoneware glazes.') }, { by: 'agent' })
    expect(made.ok).toBe(true)

    const search = await cli(fixture.root, 'search', 'kiln firing')
    expect(search.code).toBe(0)
    expect(search.out).toMatch(/kiln-notes \[learned; QUARANTINED: agent-written and not yet reviewed \(0\/3 clean sessions\)/)
    expect(JSON.parse((await cli(fixture.root, 'search', 'kiln firing', '--json')).out).hits[0].label).toMatch(/^QUARANTINED/)

    const load = await cli(fixture.root, 'load', 'kiln-notes')
    expect(load.code).toBe(0)
    expect(load.out).toMatch(/<skill_content name="kiln-notes"[^\n]*>\nQUARANTINED: agent-written/)

    appendFileSync(join(fixture.lib, 'learned/kiln-notes/SKILL.md'), '\nAn edit made by hand.\n')
    const tampered = await cli(fixture.root, 'load', 'kiln-notes')
    expect(tampered.code).toBe(1)
    expect(tampered.out).toBe('')
    expect(tampered.err).toMatch(/Error loading "kiln-notes": .*withheld/)
  })
})

describe('a call that fails as a whole', () => {
  it('prints its error on stderr (exit 1), so stdout never holds an error as content; --json stays on stdout', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    const load = await cli(fixture.root, 'load', 'no-such-skill')
    expect(load).toMatchObject({ code: 1, out: '' })
    expect(load.err).toMatch(/^Error loading "no-such-skill": no skill named "no-such-skill"/)
    const ref = await cli(fixture.root, 'ref', 'pdf-forms', '../../x')
    expect(ref).toMatchObject({ code: 1, out: '' })
    expect(ref.err).toMatch(/^Error: ref: refused/)
    const repo = await cli(fixture.root, 'search', 'pdf', '--repo', 'nope')
    expect(repo).toMatchObject({ code: 1, out: '' })
    const json = await cli(fixture.root, 'load', 'no-such-skill', '--json')
    expect(json.code).toBe(1)
    expect(JSON.parse(json.out).errors[0].name).toBe('no-such-skill')
    // One good name among bad ones is an answer: stdout, exit 1 for the failed one.
    const mixed = await cli(fixture.root, 'load', 'k8s-deploy', 'no-such-skill')
    expect(mixed.code).toBe(1)
    expect(mixed.out).toContain('<skill_content name="k8s-deploy"')
    expect(mixed.out).toContain('Error loading "no-such-skill"')
  })
})

describe('load', () => {
  it('takes "a, b" in one argument as skill_load does', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    const r = await cli(fixture.root, 'load', 'k8s-deploy, release-notes', '--json')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out).loaded.map((s: { name: string }) => s.name)).toEqual(['k8s-deploy', 'release-notes'])
    expect((await cli(fixture.root, 'load', ' , ')).code).toBe(2)
  })
})

describe('--library / --index that do not exist', () => {
  it('are usage errors naming the flag (exit 2), for search, load and ref', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    const nowhere = join(fixture.root, 'nowhere')
    expect(await cli(fixture.root, 'search', 'pdf', '--library', 'nowhere')).toEqual({
      code: 2,
      out: '',
      err: `search: --library ${nowhere} does not exist. Give the library folder (normally <project>/.skill-src) or the project folder above it.\n`,
    })
    expect((await cli(fixture.root, 'load', 'pdf-forms', '--library', join(fixture.lib, 'skill-index.tsv'))).err).toMatch(/^load: --library .* is a file, not a folder\./)
    expect((await cli(fixture.root, 'ref', 'pdf-forms', '--index', 'nowhere.tsv')).err).toMatch(/^ref: --index .*nowhere\.tsv does not exist\./)
    expect((await cli(fixture.root, 'search', 'pdf', '--index', fixture.lib)).code).toBe(2)
    // The real paths still work.
    expect((await cli(fixture.root, 'search', 'pdf', '--library', fixture.lib, '--index', join(fixture.lib, 'skill-index.tsv'))).code).toBe(0)
  })
})

describe('contradicting arguments are usage errors that say which to keep', () => {
  it('load: names with --id, --repo with --id, more than 8 names', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    const both = await cli(fixture.root, 'load', 'pdf-forms', '--id', 'acme/skills/pdf-forms')
    expect(both).toMatchObject({ code: 2, out: '' })
    expect(both.err).toMatch(/^load: give the name "pdf-forms" or --id acme\/skills\/pdf-forms, not both/)
    const repo = await cli(fixture.root, 'load', '--id', 'acme/skills/pdf-forms', '--repo', 'other')
    expect(repo.code).toBe(2)
    expect(repo.err).toMatch(/^load: --id acme\/skills\/pdf-forms names the copy and its repo .*: drop --repo other\n/)
    const nine = await cli(fixture.root, 'load', ...'a b c d e f g h i'.split(' '))
    expect(nine.code).toBe(2)
    expect(nine.err).toMatch(/^load: at most 8 names at once, got 9/)
    expect((await cli(fixture.root, 'load', ...'a b c d e f g h'.split(' '))).code).toBe(1)
  })

  it('ref --id takes only the path: extra words are named, and a name before the path is to be dropped', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    const two = await cli(fixture.root, 'ref', '--id', 'acme/skills/pdf-forms', 'a', 'b')
    expect(two.code).toBe(2)
    expect(two.err).toMatch(/^ref: with --id the one argument is the path, got 2: "a" "b"\. --id names the skill already: if "a" is its name, drop it \(ref --id acme\/skills\/pdf-forms b\)\n/)
    const named = await cli(fixture.root, 'ref', 'pdf-forms', 'SKILL.md', '--id', 'acme/skills/pdf-forms')
    expect(named.err).toContain('if "pdf-forms" is its name, drop it (ref --id acme/skills/pdf-forms SKILL.md)')
    expect((await cli(fixture.root, 'ref', 'a', 'b', 'c')).err).toMatch(/^ref: expected a skill name and at most one path, got also "c"\n/)
  })

  it('search --explain with --names-only', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    const r = await cli(fixture.root, 'search', 'pdf', '--explain', '--names-only')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/^search: --explain .*: keep one of the two\n/)
  })
})

describe('--id', () => {
  it('load and ref take the copy id a hit shows and answer with exactly that copy', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    const load = await cli(fixture.root, 'load', '--id', 'other/plugins/x/skills/pdf-forms', '--json')
    expect(load.code, load.err).toBe(0)
    expect(JSON.parse(load.out).loaded[0]).toMatchObject({ name: 'pdf-forms', repo: 'other' })
    const ref = await cli(fixture.root, 'ref', '--id', 'acme/skills/pdf-forms', 'references/fields.md')
    expect(ref.code, ref.err).toBe(0)
    expect(ref.out).toContain('Text, checkbox, radio.')
    expect((await cli(fixture.root, 'load')).code).toBe(2)
  })
})

describe('learned skills follow their library', () => {
  it('load --library DIR from another folder loads the learned skill load inside the project loads', async () => {
    fixture = await makeLibrary(BASIC_SKILLS)
    const made = await manage(projectStore(fixture.root), { action: 'create', name: 'kiln-notes', content: skillMd('kiln-notes', 'Fire the kiln slowly.', 'Kiln firing notes for stoneware glazes.') }, { by: 'agent' })
    expect(made.ok).toBe(true)
    const inside = await cli(fixture.root, 'load', 'kiln-notes')
    expect(inside.code, inside.err).toBe(0)
    const elsewhere = join(fixture.root, '..')
    const outside = await cli(elsewhere, 'load', 'kiln-notes', '--library', fixture.lib)
    expect(outside.code, outside.err).toBe(0)
    expect(outside.out).toMatch(/<skill_content name="kiln-notes"[^\n]*>\nQUARANTINED/)
  })
})
