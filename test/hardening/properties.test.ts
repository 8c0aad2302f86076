/**
 * Issue 14's property test: random arguments of every shape, names and paths (climbing, absolute,
 * hidden characters, huge) against the three read tools and skill_manage, over a library holding
 * every hostile file kind: a hard link and a symlink to a file outside, a skill folder that is a
 * symlink out, index rows that climb out, a FIFO, /dev/zero, a folder, a 200 MB sparse file, a
 * binary and a Latin-1 file. Over every case: nothing throws, no byte from outside the library is
 * served, and no answer is over 8 KB apart from the skill bodies and file contents asked for.
 */
import { execFileSync } from 'node:child_process'
import * as nodeFs from 'node:fs'
import { linkSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARGS } from '../../host.js-src/core/limits.ts'
import { parseIndex, serializeIndex } from '../../host.js-src/core/index-file.ts'
import { renderManage, runManage } from '../../host.js-src/manage/tool.ts'
import { nodeWritePort } from '../../host.js-src/manage/write-port.ts'
import { renderLoad, renderRef, renderSearch } from '../../host.js-src/router/render.ts'
import { Router } from '../../host.js-src/router/router.ts'
import { skillMd } from '../fixtures.ts'
import { createNodeFs } from '../../tools/src/node-fs.ts'
import { indexFilesFromScan, writeIndexFiles } from '../../tools/src/write-index.ts'
import { createTestHost } from '../host/index.ts'
import { scanLibrary } from '../../host.js-src/library/scan-library.ts'

const SECRET = 'SECRET-OUTSIDE-7f3a9c'
const CASES = { search: 3_000, load: 3_000, ref: 4_000, manage: 1_000 }
/** The same arbitraries through the built host.js in the in-repo test host (plugin adapter, hooks, lifecycle). */
const HOST_CASES = 1_200

let root = ''
let lib = ''
const router = new Router()
const port = nodeWritePort(nodeFs, process)

beforeAll(async () => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'harden-prop-')))
  lib = join(root, '.skill-src')
  const outside = join(root, 'outside')
  mkdirSync(join(outside, 'skill/references'), { recursive: true })
  writeFileSync(join(outside, 'secret.md'), `# ${SECRET}\n`)
  writeFileSync(join(outside, 'skill/SKILL.md'), skillMd('outsider', `Outside ${SECRET}`, `${SECRET}\n`))
  writeFileSync(join(outside, 'skill/references/r.md'), SECRET)
  const s = join(lib, 'acme/s')
  mkdirSync(join(s, 'references/dir'), { recursive: true })
  writeFileSync(join(s, 'SKILL.md'), skillMd('s', 'Deploy and check services safely.'))
  writeFileSync(join(s, 'references/ok.md'), '# ok\n')
  writeFileSync(join(s, 'references/latin1.md'), Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]))
  writeFileSync(join(s, 'references/bin.dat'), Buffer.from([0, 1, 2, 3, 0, 255]))
  writeFileSync(join(s, 'references/huge.md'), '')
  truncateSync(join(s, 'references/huge.md'), 200 * 1024 * 1024)
  linkSync(join(outside, 'secret.md'), join(s, 'references/linked.md'))
  symlinkSync(join(outside, 'secret.md'), join(s, 'references/out-link.md'))
  symlinkSync('/dev/zero', join(s, 'references/zero.md'))
  execFileSync('mkfifo', [join(s, 'references/pipe.md')])
  for (let i = 0; i < 6; i++) {
    mkdirSync(join(lib, `acme/k${i}`), { recursive: true })
    writeFileSync(join(lib, `acme/k${i}/SKILL.md`), skillMd(`k${i}`, `Kubernetes deployment helper number ${i}.`))
  }
  symlinkSync(join(outside, 'skill'), join(lib, 'acme/outsider'))
  const scan = await scanLibrary(createNodeFs(root), lib)
  await writeIndexFiles(lib, await indexFilesFromScan(scan))
  // A hand-edited index: rows for the symlinked folder, and rows that climb out.
  const rows = parseIndex(readFileSync(join(lib, 'skill-index.tsv'), 'utf8')).rows
  rows.push({ repo: 'acme', relpath: 'outsider', name: 'outsider', description: 'x', files: 1, kb: 1 })
  rows.push({ repo: 'acme', relpath: '../../outside/skill', name: 'climber', description: 'x', files: 1, kb: 1 })
  rows.push({ repo: '..', relpath: 'outside/skill', name: 'climber2', description: 'x', files: 1, kb: 1 })
  writeFileSync(join(lib, 'skill-index.tsv'), serializeIndex(rows))
}, 30_000)

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true })
})

// ----- arbitraries -----

const hostileNames = ['s', 'k1', 'outsider', 'climber', 'climber2', '../outside', '/etc/passwd', 'S', 'con', 'nul', 'a\nb', 'x\u202Eexe', 'a\u200Bb', '', ' ', '.', '..']
const name = fc.oneof(
  fc.constantFrom(...hostileNames),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.nat({ max: 120_000 }).map((n) => 'n'.repeat(n)),
)
const segment = fc.oneof(
  fc.constantFrom('references', 'ok.md', 'linked.md', 'out-link.md', 'zero.md', 'pipe.md', 'huge.md', 'bin.dat', 'latin1.md', 'dir', 'SKILL.md', '..', '.', '', '~', 'C:', '%2e%2e', '\\..', 'a\u0000b', 'con', 'x\u202E', '\n'),
  fc.string({ maxLength: 20 }),
)
const path = fc.oneof(
  fc.constantFrom('references/ok.md', 'references/linked.md', 'references/out-link.md', 'references/zero.md', 'references/pipe.md', 'references/huge.md', 'references/bin.dat', 'references/latin1.md', 'references/dir', '../../outside/secret.md', '/etc/passwd', join(root || '/tmp', 'outside/secret.md'), './references/ok.md', 'references//ok.md'),
  fc.array(segment, { minLength: 1, maxLength: 12 }).map((p) => p.join('/')),
  fc.nat({ max: 400 }).map((n) => 'd/'.repeat(n) + 'x.md'),
)
const junk = fc.oneof(fc.anything({ maxDepth: 2 }), fc.string({ maxLength: 200 }), fc.constant(undefined), fc.constant(null))
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined })

const searchArgs = fc.oneof(
  fc.record({ query: fc.oneof(fc.string({ maxLength: 300 }), fc.nat({ max: 1_000_000 }).map((n) => 'kubernetes deployment '.repeat(Math.ceil(n / 22)).slice(0, n)), fc.nat({ max: 30_000 }).map((n) => 'x'.repeat(n)), junk), limit: opt(fc.oneof(fc.integer(), junk)) }, { requiredKeys: [] }),
  junk,
)
const loadArgs = fc.oneof(
  fc.record({ names: opt(fc.oneof(fc.array(name, { maxLength: 12 }), fc.nat({ max: 100_000 }).map((n) => Array.from({ length: n }, () => 's')), junk)), name: opt(name), id: opt(fc.oneof(name, path)), repo: opt(fc.oneof(name, junk)) }, { requiredKeys: [] }),
  junk,
)
const refArgs = fc.oneof(
  fc.record({ name: opt(fc.oneof(name, junk)), path: opt(fc.oneof(path, junk)), list: opt(fc.oneof(fc.boolean(), junk)), repo: opt(name), id: opt(fc.oneof(name, path)) }, { requiredKeys: [] }),
  junk,
)
const manageArgs = fc.oneof(
  fc.record(
    {
      action: fc.oneof(fc.constantFrom('create', 'edit', 'patch', 'delete', 'write_file', 'remove_file'), junk),
      name: opt(fc.oneof(name, fc.constantFrom('deploy-notes', 'k1'))),
      category: opt(fc.oneof(name, fc.constantFrom('ops', '..', 'con'))),
      file_path: opt(fc.oneof(path, fc.constantFrom('references/notes.md', 'scripts/run.sh'))),
      file_content: opt(fc.oneof(fc.string({ maxLength: 200 }), junk)),
      content: opt(fc.oneof(fc.constant(skillMd('deploy-notes', 'Notes about deploys.')), fc.string({ maxLength: 200 }), junk)),
      old_string: opt(fc.string({ maxLength: 20 })),
      new_string: opt(fc.string({ maxLength: 20 })),
    },
    { requiredKeys: [] },
  ),
  junk,
)

/** Writes to one existing skill with hostile paths and names: most are refused, the well-formed ones land on disk. */
const fileWrites = fc.record({
  action: fc.constantFrom('write_file', 'remove_file'),
  name: fc.oneof(fc.constant('deploy-notes'), name),
  file_path: fc.oneof(path, fc.constantFrom('references/notes.md', 'scripts/run.sh', 'templates/a/b.md', 'assets/x.txt')),
  file_content: fc.oneof(fc.string({ maxLength: 200 }), fc.constant('# notes\n')),
})

// ----- the checks -----

const bytes = (s: string) => Buffer.byteLength(s, 'utf8')
const worst = { ms: 0, tool: '', overhead: 0 }
const failures: string[] = []
let saved = 0

function check(tool: string, args: unknown, value: unknown, text: string, bodies: number, ms: number): void {
  const all = text + JSON.stringify(value)
  const overhead = bytes(text) - bodies
  if (ms > worst.ms) Object.assign(worst, { ms, tool })
  worst.overhead = Math.max(worst.overhead, overhead)
  const show = () => JSON.stringify(args)?.slice(0, 300)
  if (all.includes(SECRET)) failures.push(`${tool} escaped the library: ${show()}`)
  if (overhead > ARGS.answerMaxBytes) failures.push(`${tool} answered ${overhead} bytes beyond the bodies asked for: ${show()}`)
}

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now()
  const value = await fn()
  return { value, ms: performance.now() - t0 }
}

const call = () => ({ fs: createNodeFs(root), cwd: root, sessionId: 'prop' })

describe('random arguments and hostile files: 0 escapes, 0 throws, 0 answers over the bound', () => {
  it('skill_search', async () => {
    await fc.assert(
      fc.asyncProperty(searchArgs, async (args) => {
        const { value, ms } = await timed(() => router.search(args, call()))
        check('skill_search', args, value, renderSearch(value), 0, ms)
      }),
      { numRuns: CASES.search, seed: 14 },
    )
    expect(failures).toEqual([])
  }, 120_000)

  it('skill_load', async () => {
    await fc.assert(
      fc.asyncProperty(loadArgs, async (args) => {
        const { value, ms } = await timed(() => router.load(args, call()))
        const bodies = value.loaded.reduce((n, s) => n + bytes(s.content), 0)
        check('skill_load', args, value, renderLoad(value), bodies, ms)
      }),
      { numRuns: CASES.load, seed: 14 },
    )
    expect(failures).toEqual([])
  }, 120_000)

  it('skill_ref', async () => {
    await fc.assert(
      fc.asyncProperty(refArgs, async (args) => {
        const { value, ms } = await timed(() => router.ref(args, call()))
        check('skill_ref', args, value, renderRef(value), value.content ? bytes(value.content) : 0, ms)
      }),
      { numRuns: CASES.ref, seed: 14 },
    )
    expect(failures).toEqual([])
  }, 120_000)

  it('skill_manage', async () => {
    await fc.assert(
      fc.asyncProperty(manageArgs, async (args) => {
        const { value, ms } = await timed(() => runManage(args, port, { fs: createNodeFs(root), cwd: root, sessionId: 'prop' }))
        if (value.ok) saved++
        check('skill_manage', args, value, renderManage(value), 0, ms)
      }),
      { numRuns: CASES.manage - 200, seed: 14 },
    )
    const created = await runManage({ action: 'create', name: 'deploy-notes', content: skillMd('deploy-notes', 'Notes about deploys.') }, port, { fs: createNodeFs(root), cwd: root, sessionId: 'prop' })
    expect(created.ok, created.error).toBe(true)
    await fc.assert(
      fc.asyncProperty(fileWrites, async (args) => {
        const { value, ms } = await timed(() => runManage(args, port, { fs: createNodeFs(root), cwd: root, sessionId: 'prop' }))
        if (value.ok) saved++
        check('skill_manage', args, value, renderManage(value), 0, ms)
      }),
      { numRuns: 200, seed: 14 },
    )
    expect(failures).toEqual([])
    // The run wrote for real too, not only refused.
    expect(saved).toBeGreaterThan(0)
  }, 120_000)

  it('the same through the built host.js in the test host: no throw, no escape, no answer over the bound', async () => {
    const host = await createTestHost({ cwd: root, config: { manage: { enabled: true } } })
    const tools = [
      ['skill_search', searchArgs],
      ['skill_load', loadArgs],
      ['skill_ref', refArgs],
      ['skill_manage', manageArgs],
    ] as const
    const session = host.createSession()
    try {
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: 3 }).chain((i) => fc.tuple(fc.constant(tools[i]![0]), tools[i]![1] as fc.Arbitrary<unknown>)), async ([tool, args]) => {
          const raw = typeof args === 'string' ? args : JSON.stringify(args) ?? ''
          const t0 = performance.now()
          const answer = await host.callTool(tool, raw, { session })
          const ms = performance.now() - t0
          // isError means the tool threw or returned output its schema refuses: neither may happen.
          if (answer.isError) failures.push(`${tool} failed in the host: ${answer.text.slice(0, 200)} for ${raw.slice(0, 200)}`)
          const v = answer.value as { loaded?: { content: string }[]; content?: string } | undefined
          const bodies = (v?.loaded ?? []).reduce((n, x) => n + bytes(x.content), 0) + (v?.content ? bytes(v.content) : 0)
          check(`${tool} (host.js)`, raw.slice(0, 300), answer.value, answer.text, bodies, ms)
        }),
        { numRuns: HOST_CASES, seed: 14 },
      )
    } finally {
      host.dispose()
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('covered at least 10,000 cases, each answered within 2 s', () => {
    expect(Object.values(CASES).reduce((a, b) => a + b, 0) + HOST_CASES).toBeGreaterThanOrEqual(10_000)
    expect(worst.ms, `slowest: ${worst.tool}`).toBeLessThan(2_000)
    console.log(`hardening properties: ${Object.values(CASES).reduce((a, b) => a + b, 0)} Router cases + ${HOST_CASES} through host.js, slowest ${worst.ms.toFixed(0)} ms (${worst.tool}), largest answer beyond bodies ${worst.overhead} bytes, ${saved} skill_manage writes saved`)
  })
})
