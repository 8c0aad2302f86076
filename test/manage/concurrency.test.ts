import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'
import { parseIndex } from '../../host.js-src/core/index-file.ts'
import { ATTACKS, projectStore, skillMd, tempDir } from '../../host.js-src/manage/_test-kit.ts'
import { parseLedger } from '../../host.js-src/manage/ledger.ts'
import { checkLoad, manage, recordOf } from '../../host.js-src/manage/lifecycle.ts'
import { topVersion } from '../../host.js-src/manage/ledger.ts'

let child = ''

beforeAll(async () => {
  child = join(tempDir('writer-'), 'writer.mjs')
  await build({ entryPoints: [join(import.meta.dirname, 'writer-child.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile: child, logLevel: 'silent', banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" } })
})

function run(root: string, id: number, count: number) {
  const p = spawn(process.execPath, [child, root, String(id), String(count)], { stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  let err = ''
  p.stdout.on('data', (b: Buffer) => lines.push(...b.toString().split('\n').filter(Boolean)))
  p.stderr.on('data', (b: Buffer) => (err += b.toString()))
  let exited = false
  const done = new Promise<number | null>((resolve) => p.on('exit', (code) => ((exited = true), resolve(code))))
  return { p, lines, done, err: () => err, exited: () => exited }
}

async function seed() {
  const root = tempDir('conc-')
  const store = projectStore(root)
  const out = await manage(store, { action: 'create', name: 'shared', content: skillMd('shared', 'Lines:\n<!-- end -->') }, { by: 'agent' })
  expect(out.ok).toBe(true)
  return { root, store, file: join(root, '.skill-src/learned/shared/SKILL.md'), ledger: join(root, '.skill-src/.skill-manage/ledger.jsonl') }
}

describe('six processes writing one skill at once', () => {
  it('loses no update, and every ledger line parses', async () => {
    const { root, store, file, ledger } = await seed()
    const perWriter = 8
    const writers = Array.from({ length: 6 }, (_, i) => run(root, i, perWriter))
    const codes = await Promise.all(writers.map((w) => w.done))
    expect(codes, writers.map((w) => w.err()).join('')).toEqual([0, 0, 0, 0, 0, 0])
    const text = readFileSync(file, 'utf8')
    for (let w = 0; w < 6; w++) for (let i = 0; i < perWriter; i++) expect(text).toContain(`- w${w}-${i}\n`)
    const parsed = parseLedger(readFileSync(ledger, 'utf8'))
    expect(parsed.skipped).toEqual([])
    expect(parsed.events.filter((e) => e.t === 'version')).toHaveLength(1 + 6 * perWriter)
    const head = topVersion(recordOf((await store.read()).records, 'project', 'shared')!)!
    expect(head.files['SKILL.md']).toBeDefined()
    expect(readdirSync(join(root, '.skill-src/learned/shared')).filter((n) => n.startsWith('.tmp-'))).toEqual([])
    expect(existsSync(join(root, '.skill-src/.skill-manage/lock'))).toBe(false)
    expect(parseIndex(readFileSync(join(root, '.skill-src/skill-index.tsv'), 'utf8')).rows).toHaveLength(1)
  }, 60_000)
})

describe('kill -9 in the middle of writes', () => {
  it('leaves the old or the new state, and the next writer recovers the lock and repairs the folder', async () => {
    for (let round = 0; round < 4; round++) {
      const { root, store, file, ledger } = await seed()
      const w = run(root, 9, 0)
      // Let it write a few times, then kill it at a random point of a write.
      while (w.lines.length < 3 + round) {
        if (w.exited()) throw new Error(`the writer died on its own: ${w.err()}`)
        await new Promise((r) => setTimeout(r, 5))
      }
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 15)))
      w.p.kill('SIGKILL')
      await w.done
      const parsed = parseLedger(readFileSync(ledger, 'utf8'))
      // At most the last line is torn; every complete write is there.
      expect(parsed.skipped.length).toBeLessThanOrEqual(1)
      if (parsed.skipped.length) expect(parsed.skipped[0]!.reason).toMatch(/torn/)
      const versions = parsed.events.filter((e) => e.t === 'version').length
      expect(versions).toBeGreaterThanOrEqual(1 + w.lines.length)
      // A load repairs an interrupted rename (or finds the folder already consistent).
      const check = await checkLoad(store, 'shared', 'after-crash')
      expect(check.withhold).toBeUndefined()
      const text = readFileSync(file, 'utf8')
      for (const line of w.lines) expect(text).toContain(line + '\n')
      // The next write takes the lock over from the dead writer and goes through.
      const next = await manage(store, { action: 'patch', name: 'shared', old_string: '<!-- end -->', new_string: '- parent\n<!-- end -->' }, { by: 'agent' })
      expect(next.ok, next.error).toBe(true)
      expect(readFileSync(file, 'utf8')).toContain('- parent\n')
      expect(readdirSync(join(root, '.skill-src/learned/shared')).filter((n) => n.startsWith('.tmp-'))).toEqual([])
      expect(parseLedger(readFileSync(ledger, 'utf8')).skipped.length).toBeLessThanOrEqual(1)
    }
  }, 60_000)
})

describe('attack bodies from a separate process', () => {
  it('are refused with nothing on disk', async () => {
    const root = tempDir('attack-')
    for (const [label, body] of Object.entries(ATTACKS)) {
      const out = await manage(projectStore(root), { action: 'create', name: `x-${label.toLowerCase()}`, content: skillMd(`x-${label.toLowerCase()}`, body) }, { by: 'agent' })
      expect(out.refusal, label).toBe('guard')
    }
    expect(existsSync(join(root, '.skill-src'))).toBe(false)
  })
})
