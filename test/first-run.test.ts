/**
 * Follows README.md's "First run" block as a new user would: a fresh project folder, the commands
 * exactly as written (with <checkout> standing for this repository), each a separate process.
 * Also checks the launcher works when reached through a PATH link, as `npm link` and
 * `dsh plugin add` (pnpm's node_modules/.bin) put it.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const checkout = join(dirname(fileURLToPath(import.meta.url)), '..')
const readme = readFileSync(join(checkout, 'README.md'), 'utf8')
const work = realpathSync(mkdtempSync(join(tmpdir(), 'dsr-first-run-')))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The sh block under "## First run", line by line. */
function firstRunLines(): string[] {
  const section = readme.split(/^## /m).find((s) => s.startsWith('First run\n'))
  if (!section) throw new Error('README.md has no "## First run" section')
  const block = /```sh\n([\s\S]*?)```/.exec(section)
  if (!block) throw new Error('the "First run" section has no ```sh block')
  return block[1]!.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'))
}

interface Ran {
  line: string
  code: number | null
  out: string
  err: string
}

/** Runs the block: git clone is the step this checkout already is; "cd my-project" enters a fresh folder. */
function followReadme(): Ran[] {
  const project = join(work, 'my-project')
  mkdirSync(project, { recursive: true })
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: work, DSH_HOME: join(work, '.dsh') }
  delete env['DSH_SKILL_ROUTER_LIBRARY']
  const ran: Ran[] = []
  for (const line of firstRunLines()) {
    if (line.startsWith('git clone ')) continue
    if (line === 'cd my-project') continue
    const command = line.replaceAll('<checkout>', checkout)
    const r = spawnSync('sh', ['-c', command], { cwd: project, env, encoding: 'utf8', timeout: 60_000 })
    ran.push({ line, code: r.status, out: r.stdout, err: r.stderr })
  }
  return ran
}

describe("README's first run, in a fresh project folder", () => {
  const ran = followReadme()
  const by = (start: string) => ran.find((r) => r.line.includes(start))

  it('uses no npx and no bare dsh-skill-router that is not on PATH', () => {
    const lines = firstRunLines()
    expect(lines.filter((l) => /\bnpx\b/.test(l))).toEqual([])
    expect(lines.filter((l) => /^dsh-skill-router\b/.test(l))).toEqual([])
    expect(lines.some((l) => l.startsWith('node <checkout>/tools/dsh-skill-router.mjs '))).toBe(true)
    expect(readme).not.toMatch(/^npx dsh-skill-router/m)
  })

  it('every step exits 0', () => {
    for (const r of ran) expect({ line: r.line, code: r.code, err: r.code === 0 ? '' : r.err }).toEqual({ line: r.line, code: 0, err: '' })
  })

  it('build-index indexes the copied skills; doctor checks that library and says why', () => {
    expect(by('build-index')!.out).toMatch(/^indexed 5 skills from 1 repo/)
    const doctor = by(' doctor')!.out
    expect(doctor).toContain(`library ${join(work, 'my-project', '.skill-src')}: 5 SKILL.md on disk`)
    expect(doctor).toContain(`(found walking up from ${join(work, 'my-project')})`)
    expect(doctor).toContain('no problems found')
  })

  it('search finds the skill in the project library (not the starter), and load prints it', () => {
    const search = by(' search ')!
    expect(search.out).toMatch(/^"write a commit message": \d+ exact match/)
    expect(search.out).toContain('commit-message [starter]')
    expect(search.out).not.toContain('Note: starter library')
    expect(search.err).toBe(`library ${join(work, 'my-project', '.skill-src')} (found walking up from ${join(work, 'my-project')})\n`)
    expect(by(' load ')!.out).toMatch(/^<skill_content name="commit-message" source="library" repo="starter"/)
  })

  it('the launcher runs through a PATH link, as npm link and pnpm\'s node_modules/.bin make it', () => {
    const bin = join(work, 'bin')
    mkdirSync(bin, { recursive: true })
    const pkg = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as { bin: Record<string, string>; files: string[] }
    expect(pkg.bin['dsh-skill-router']).toBe('tools/dsh-skill-router.mjs')
    symlinkSync(join(checkout, pkg.bin['dsh-skill-router']!), join(bin, 'dsh-skill-router'))
    const r = spawnSync('dsh-skill-router', ['search', 'release notes', '--json'], { cwd: join(work, 'my-project'), env: { ...process.env, PATH: `${bin}:${process.env['PATH']}` }, encoding: 'utf8', timeout: 60_000 })
    expect(r.status, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({ library: join(work, 'my-project', '.skill-src'), hits: [expect.objectContaining({ name: 'release-notes' })] })
  })
})
