import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BASIC_SKILLS, makeLibrary } from '../../test/fixtures.ts'
import { cli } from './_cli-test-kit.ts'

// A folder with no ../shared beside it (bench and eval skip there): a project inside a fresh folder.
const bare = mkdtempSync(join(tmpdir(), 'dsr-exit-'))
const work = join(bare, 'project')
mkdirSync(work)
afterAll(() => rmSync(bare, { recursive: true, force: true }))

describe('a missing path the user named exits 2, in every command', () => {
  const nope = join(bare, 'nope')
  it.each([
    ['build-index', nope],
    ['search', 'pdf', '--library', nope],
    ['load', 'pdf', '--library', nope],
    ['ref', 'pdf', '--index', nope],
    ['doctor', nope],
    ['audit', nope],
    ['skills', 'scan', nope],
    ['view', nope],
    ['report', '--log', nope],
    ['bench', '--shared', nope],
    ['bench', '--shared', nope, '--json'],
    ['eval', '--shared', nope],
    ['eval', '--queries', nope],
    ['mcp', '--library', nope],
    ['mcp', '--root', nope],
  ])('%s … %s', async (...argv) => {
    const r = await cli(bare, ...argv)
    expect(r.code).toBe(2)
    // --json: the failure as one JSON object on stdout; otherwise stdout stays empty.
    if (argv.includes('--json')) expect(JSON.parse(r.out)).toMatchObject({ error: { code: 'usage', message: expect.stringContaining(nope) }, exitCode: 2 })
    else expect(r.out).toBe('')
    expect(r.err).toContain(nope)
  })
})

describe('report and its log', () => {
  it('a log named by DSH_SKILL_ROUTER_DISCOVERY_LOG that is missing exits 2; the default log missing exits 1', async () => {
    const { run } = await import('./main.ts')
    const capture = async (env: Record<string, string>) => {
      let out = ''
      let err = ''
      const code = await run(['report'], { cwd: work, isTTY: false, env, out: (t) => void (out += t), err: (t) => void (err += t) })
      return { code, out, err }
    }
    const named = await capture({ DSH_SKILL_ROUTER_DISCOVERY_LOG: join(bare, 'gone.jsonl'), HOME: bare })
    expect(named.code).toBe(2)
    expect(named.err).toBe(`report: DSH_SKILL_ROUTER_DISCOVERY_LOG ${join(bare, 'gone.jsonl')} does not exist. Give the discovery log file (default $DSH_HOME/skill-router/discovery.jsonl).\n`)
    const fallback = await capture({ DSH_HOME: join(bare, 'dsh') })
    expect(fallback.code).toBe(1)
    expect(fallback.err).toMatch(/^report: no discovery log at /)
  })
})

describe('bench and eval without ../shared', () => {
  it.each(['bench', 'eval'])('%s skips with exit 0, and --json prints JSON when it skips', async (cmd) => {
    expect(existsSync(join(work, '..', 'shared'))).toBe(false)
    const text = await cli(work, cmd)
    expect(text.code).toBe(0)
    expect(text.out).toMatch(new RegExp(`^${cmd}: skipped — `))
    const json = await cli(work, cmd, '--json')
    expect(json.code).toBe(0)
    expect(JSON.parse(json.out)).toMatchObject({ command: cmd, skipped: true, reason: expect.stringContaining('corpus') })
  })
})

describe('the CLI speaks in commands, not in the model\'s tool calls', () => {
  it('errors and footers name dsh-skill-router commands; bodies and --json are left as they are', async () => {
    const f = await makeLibrary({ ...BASIC_SKILLS, 'acme/skills/meta/SKILL.md': '---\nname: meta\ndescription: Talks about tools.\n---\nCall skill_search to find the right name.\n' })
    try {
      const outputs = [
        await cli(f.root, 'load', 'no-such-skill'),
        await cli(f.root, 'ref', 'no-such-skill'),
        await cli(f.root, 'ref', 'pdf-forms', '--repo', 'acme'),
        await cli(f.root, 'ref', 'pdf-forms', '../x', '--repo', 'acme'),
        await cli(f.root, 'search', 'kubernetes deploy'),
        await cli(f.root, 'load', 'pdf-forms', '--repo', 'acme'),
      ]
      for (const r of outputs) {
        const text = r.out + r.err
        expect(text).not.toMatch(/Call skill_search|skill_load \{|skill_ref \{|with skill_ref\b|\bskill_(search|load|ref): /)
      }
      expect(outputs[0]!.err).toContain('Find the right name with: dsh-skill-router search <words>')
      expect(outputs[2]!.out).toContain('Read one with: dsh-skill-router ref pdf-forms <file>')
      expect(outputs[4]!.out).toContain('Load one with: dsh-skill-router load <name> (up to 8 names at once).')
      expect(outputs[5]!.out).toContain('Bundled files (read one with dsh-skill-router ref <name> <file>): ')
      // A skill's own text is content: never rewritten.
      expect((await cli(f.root, 'load', 'meta')).out).toContain('\nCall skill_search to find the right name.\n')
      expect(JSON.parse((await cli(f.root, 'load', 'no-such-skill', '--json')).out).errors[0].reason).toContain('skill_search')
    } finally {
      f.cleanup()
    }
  })

  it('a partial load answers on stdout (exit 1), a total failure on stderr (exit 1)', async () => {
    const f = await makeLibrary(BASIC_SKILLS)
    try {
      const partial = await cli(f.root, 'load', 'k8s-deploy', 'nope')
      expect(partial.code).toBe(1)
      expect(partial.out).toContain('<skill_content name="k8s-deploy"')
      expect(partial.out).toContain('Error loading "nope"')
      expect(partial.err).not.toContain('Error loading')
      const total = await cli(f.root, 'load', 'nope', 'nada')
      expect(total.code).toBe(1)
      expect(total.out).toBe('')
      expect(total.err).toMatch(/^Error loading "nope": .*\nError loading "nada": /)
    } finally {
      f.cleanup()
    }
  })
})


describe('--json answers a failure with one JSON error object on stdout', () => {
  it.each([
    [['--json'], 2, 'unknown-command'],
    [['bogus', '--json'], 2, 'unknown-command'],
    [['search', '--json'], 2, 'usage'],
    [['search', '--limit', 'abc', '--json'], 2, 'usage'],
    [['build-index', 'missing', '--json'], 2, 'usage'],
    [['view', '/nope-f8.jsonl', '--json'], 2, 'usage'],
    [['report', '--json'], 1, 'failed'],
  ] as const)('%j exits %i with error code %s, stderr unchanged', async (argv, exitCode, code) => {
    const env = { DSH_HOME: join(bare, 'no-dsh') }
    const { run } = await import('./main.ts')
    const capture = async (args: string[]) => {
      let out = ''
      let err = ''
      const c = await run(args, { cwd: work, isTTY: false, env, out: (t) => void (out += t), err: (t) => void (err += t) })
      return { code: c, out, err }
    }
    const json = await capture([...argv])
    const text = await capture(argv.filter((a) => a !== '--json'))
    expect(json.code).toBe(exitCode)
    const parsed = JSON.parse(json.out)
    expect(parsed).toMatchObject({ error: { code, message: expect.any(String) }, exitCode })
    expect(parsed.command).toBe(argv[0] === '--json' || argv[0] === 'bogus' ? null : argv[0])
    expect(json.out.trim().split('\n')).toHaveLength(1)
    // The same sentence as without --json (a bare `CLI` is its own case: the overview).
    if (argv.length > 1) expect(json.err).toBe(text.err)
    expect(json.err.split('\n')[0]).toContain(parsed.error.message)
  })

  it('the lines after the first become the hint, one per clause', async () => {
    const r = await cli(work, 'skills', 'show', 'nope', '--json')
    expect(JSON.parse(r.out).error).toMatchObject({ message: 'no project library found', hint: expect.stringMatching(/^cause: .*; do: /) })
  })

  it('a runtime failure inside a library (skills show of a missing skill) answers in JSON too', async () => {
    const f = await makeLibrary(BASIC_SKILLS)
    try {
      const r = await cli(f.root, 'skills', 'show', 'nope', '--json')
      expect(r.code).not.toBe(0)
      expect(JSON.parse(r.out)).toMatchObject({ command: 'skills', error: { message: expect.stringContaining('nope') }, exitCode: r.code })
    } finally {
      f.cleanup()
    }
  })
})

describe('exit codes follow 0 ok / 1 problems / 2 usage or missing path', () => {
  it('bench checks --sizes and --reps before it skips for a missing corpus', async () => {
    for (const argv of [['--sizes', 'abc'], ['--sizes', '10,0'], ['--reps', 'x'], ['--sizes', 'abc', '--json']]) {
      const r = await cli(work, 'bench', ...argv)
      expect(r.code, argv.join(' ')).toBe(2)
      expect(r.err).toMatch(/^bench: --(sizes|reps) takes /)
    }
    expect((await cli(work, 'bench', '--sizes', '10, 20', '--reps', '2')).code).toBe(0)
  })

  it('guard --help states its exit codes', async () => {
    const r = await cli(work, 'guard', '--help')
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/\nExit 0 when measured .* 2 on a usage error/)
  })

  it('report --log <folder> is a wrong path: exit 2', async () => {
    const r = await cli(work, 'report', '--log', bare)
    expect(r.code).toBe(2)
    expect(r.err).toContain('it is a folder')
  })
})
