import { build } from 'esbuild'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import { parseSkillText } from '../../host.js-src/library/scan-library.ts'
import { fromPosted, parseWidth, startParsePool, toPosted } from './parse-pool.ts'

let dir = ''
let workerFile = ''
beforeAll(async () => {
  // The worker as scripts/build.mjs bundles it (a source run has no tools/parse-worker.mjs).
  dir = mkdtempSync(join(tmpdir(), 'dsr-parse-pool-'))
  workerFile = join(dir, 'parse-worker.mjs')
  await build({ entryPoints: [resolve(__dirname, 'parse-worker.ts')], bundle: true, platform: 'node', format: 'esm', outfile: workerFile, logLevel: 'error', banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" } })
}, 60_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** SKILL.md texts unlike each other: frontmatter kinds, headings, fences, CJK, problems. */
function texts(n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    i % 7 === 3
      ? `no frontmatter at all ${i}\n# Heading ${i}\nbody words deploy deploying`
      : `---\nname: skill-${i}\ndescription: "Does thing ${i}: parse, render"\n${i % 5 === 0 ? 'metadata:\n  tags: [a, b]\n' : ''}---\n# Using skill ${i}\n\nRun \`tool-${i % 9}\` to build 构建 the widgets.\n\n\`\`\`sh\nnpm run x${i}\n\`\`\`\nMore text about widgets and gadgets ${i % 13}.\n`,
  )
}

describe('parse pool (build-index on worker threads)', () => {
  it('answers exactly what parseSkillText answers, files past the inline ones parsed on the worker', async () => {
    const all = texts(LIMITS.buildParseInline + 60)
    const pool = startParsePool({ width: 1, file: workerFile })
    try {
      const got = await Promise.all(all.map((t, i) => pool.parse(t, `f${i}`, `/lib/r/f${i}/SKILL.md`)))
      got.forEach((g, i) => expect(g).toEqual(parseSkillText(all[i]!, `f${i}`, `/lib/r/f${i}/SKILL.md`)))
      expect(pool.onWorkers).toBe(60)
    } finally {
      pool.stop()
    }
  })

  it('parses here, with the same answers, when the worker dies or its file is missing', async () => {
    const dying = join(dir, 'dying.mjs')
    writeFileSync(dying, 'process.exit(3)\n')
    const all = texts(LIMITS.buildParseInline + 10)
    for (const file of [dying, join(dir, 'missing.mjs')]) {
      const pool = startParsePool({ width: 2, file })
      const got = await Promise.all(all.map((t, i) => pool.parse(t, `f${i}`, `p${i}`)))
      got.forEach((g, i) => expect(g).toEqual(parseSkillText(all[i]!, `f${i}`, `p${i}`)))
      expect(pool.onWorkers).toBe(0)
      pool.stop()
    }
  })

  it('posts the words as arrays and reads back the same Map, in the same order', () => {
    const p = parseSkillText(texts(1)[0]!, 'f', 'p')
    expect(p.terms.size).toBeGreaterThan(5)
    const back = fromPosted(structuredClone(toPosted(p)))
    expect([...back.terms]).toEqual([...p.terms])
    expect(back.meta).toEqual(p.meta)
  })

  it('starts at most LIMITS.buildParseWorkers workers, the main thread and the dictionary job keeping a CPU each', () => {
    expect(parseWidth(2)).toBe(0)
    expect(parseWidth(4)).toBe(2)
    expect(parseWidth(1)).toBe(0)
    expect(parseWidth(64)).toBe(LIMITS.buildParseWorkers)
  })
})
