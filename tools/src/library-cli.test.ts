import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { BASIC_SKILLS, makeLibrary } from '../../test/fixtures.ts'
import type { Fixture } from '../../test/fixtures.ts'
import type { CliIo } from './cli-io.ts'
import { run } from './main.ts'

const fixtures: Fixture[] = []
afterEach(() => {
  for (const f of fixtures.splice(0)) f.cleanup()
})

async function lib(): Promise<Fixture> {
  const f = await makeLibrary(BASIC_SKILLS)
  fixtures.push(f)
  return f
}

/** One CLI run with the given environment (the shared kit passes an empty one). */
async function cliEnv(cwd: string, env: Record<string, string>, ...argv: string[]) {
  let out = ''
  let err = ''
  const io: CliIo = { cwd, isTTY: false, env, out: (t) => void (out += t), err: (t) => void (err += t) }
  return { code: await run(argv, io), out, err }
}

describe('one library, one answer (flag > DSH_SKILL_ROUTER_LIBRARY > walk up > starter)', () => {
  it('search, load, ref, doctor and skills honour DSH_SKILL_ROUTER_LIBRARY as the plugin and MCP do', async () => {
    const f = await lib()
    const elsewhere = realpathSync(mkdtempSync(join(tmpdir(), 'dsr-elsewhere-')))
    try {
      const env = { DSH_SKILL_ROUTER_LIBRARY: f.lib, DSH_HOME: elsewhere }
      const search = await cliEnv(elsewhere, env, 'search', 'kubernetes deploy', '--json')
      expect(search.code).toBe(0)
      expect(JSON.parse(search.out)).toMatchObject({ library: f.lib, hits: [expect.objectContaining({ name: 'k8s-deploy' })] })
      expect(JSON.parse(search.out).starterLibrary).toBeUndefined()
      expect((await cliEnv(elsewhere, env, 'load', 'k8s-deploy')).out).toContain('<skill_content name="k8s-deploy"')
      expect((await cliEnv(elsewhere, env, 'ref', 'pdf-forms', '--repo', 'acme')).out).toContain('references/fields.md')
      const doctor = await cliEnv(elsewhere, env, 'doctor', '--json')
      expect(JSON.parse(doctor.out)).toMatchObject({ library: f.lib, libraryWhy: 'named by DSH_SKILL_ROUTER_LIBRARY' })
      expect((await cliEnv(elsewhere, env, 'skills', 'list', '--json')).code).toBe(0)
    } finally {
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })

  it('--library wins over the environment, and the environment over the walk up', async () => {
    const here = await lib()
    const there = await lib()
    const viaEnv = await cliEnv(here.root, { DSH_SKILL_ROUTER_LIBRARY: there.lib }, 'search', 'pdf', '--json')
    expect(JSON.parse(viaEnv.out).library).toBe(there.lib)
    const viaFlag = await cliEnv(here.root, { DSH_SKILL_ROUTER_LIBRARY: there.lib }, 'search', 'pdf', '--json', '--library', here.lib)
    expect(JSON.parse(viaFlag.out).library).toBe(here.lib)
    expect(JSON.parse((await cliEnv(here.root, {}, 'search', 'pdf', '--json')).out).library).toBe(here.lib)
  })

  it('each command says which library it used and why', async () => {
    const f = await lib()
    const walk = await cliEnv(join(f.root), {}, 'search', 'pdf')
    expect(walk.err).toBe(`library ${f.lib} (found walking up from ${f.root})\n`)
    const env = await cliEnv(f.root, { DSH_SKILL_ROUTER_LIBRARY: f.lib }, 'load', 'k8s-deploy')
    expect(env.err).toBe(`library ${f.lib} (named by DSH_SKILL_ROUTER_LIBRARY)\n`)
    const flag = await cliEnv(f.root, {}, 'ref', 'k8s-deploy', '--library', f.lib)
    expect(flag.err).toBe(`library ${f.lib} (named by --library)\n`)
    expect((await cliEnv(f.root, {}, 'doctor')).out.split('\n')[1]).toBe(`(found walking up from ${f.root})`)
    const skills = await cliEnv(f.root, { DSH_HOME: f.root }, 'skills', 'list')
    expect(skills.err).toBe(`library ${f.lib} (found walking up from ${f.root})\n`)
    expect(JSON.parse((await cliEnv(f.root, { DSH_HOME: f.root, DSH_SKILL_ROUTER_LIBRARY: f.lib }, 'skills', 'list', '--json')).out).libraryWhy).toBe('named by DSH_SKILL_ROUTER_LIBRARY')
  })

  it('audit with no folder audits the library DSH_SKILL_ROUTER_LIBRARY names, and says so', async () => {
    const f = await lib()
    const elsewhere = realpathSync(mkdtempSync(join(tmpdir(), 'dsr-elsewhere-')))
    try {
      const r = await cliEnv(elsewhere, { DSH_SKILL_ROUTER_LIBRARY: f.lib }, 'audit', '--json')
      expect(r.code, r.err).toBe(0)
      expect(r.err).toBe(`library ${f.lib} (named by DSH_SKILL_ROUTER_LIBRARY)\n`)
      expect(JSON.stringify(JSON.parse(r.out))).toContain(f.lib)
      const walk = await cliEnv(f.root, {}, 'audit')
      expect(walk.err).toBe(`library ${f.lib} (found walking up from ${f.root})\n`)
    } finally {
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })

  it('a DSH_SKILL_ROUTER_LIBRARY that does not exist is named as such, exit 2, for every library command', async () => {
    const f = await lib()
    const env = { DSH_SKILL_ROUTER_LIBRARY: join(f.root, 'gone') }
    for (const argv of [['search', 'pdf'], ['load', 'pdf-forms'], ['ref', 'pdf-forms'], ['doctor'], ['audit'], ['mcp']]) {
      const r = await cliEnv(f.root, env, ...argv)
      expect(r.code, argv.join(' ')).toBe(2)
      expect(r.err).toBe(`${argv[0]}: DSH_SKILL_ROUTER_LIBRARY=${join(f.root, 'gone')} does not exist. Give the library folder (normally <project>/.skill-src) or the project folder above it (unset DSH_SKILL_ROUTER_LIBRARY to find the library from the working folder).\n`)
    }
  })
})

describe('--index is checked before it is used', () => {
  it('without --library it is a usage error, not a quiet answer from the starter library', async () => {
    const f = await lib()
    const index = join(f.lib, 'skill-index.tsv')
    for (const cmd of [['search', 'pdf'], ['load', 'pdf-forms'], ['doctor']]) {
      const r = await cliEnv(f.root, {}, ...cmd, '--index', index)
      expect(r.code, r.out).toBe(2)
      expect(r.err).toContain('--index needs --library DIR')
    }
    expect((await cliEnv(f.root, {}, 'search', 'pdf', '--index', index, '--library', f.lib)).code).toBe(0)
  })

  it('a file without the repo/relpath/name header is named as not a skill-index.tsv', async () => {
    const f = await lib()
    f.write('notes.tsv', 'hello\tworld\n')
    const r = await cliEnv(f.root, {}, 'search', 'pdf', '--library', f.lib, '--index', join(f.lib, 'notes.tsv'))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/^search: --index .*notes\.tsv is not a skill-index\.tsv: its first line should start with the columns repo, relpath, name/)
    expect(r.out).toBe('')
  })
})
