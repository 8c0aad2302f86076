import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseSkillText } from '../../host.js-src/library/scan-library.ts'
import type { ParsedSkill } from '../../host.js-src/library/scan-library.ts'
import { openParseCache, parseCacheFile } from './parse-cache.ts'

let root: string | undefined
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = undefined
})

/** SKILL.md texts of every kind the parser reads differently: plain, YAML, headings, CJK, bad YAML, no frontmatter. */
const FILES: [text: string, folder: string, path: string][] = [
  ['---\nname: pdf\ndescription: Fill PDF forms.\n---\n# Filling\n\nUse pypdf to fill forms; see https://example.com.\n', 'pdf', '/lib/a/pdf/SKILL.md'],
  ['---\nname: deploy\ndescription: |\n  Deploy to Vercel.\n  Preview links.\nwhen_to_use: shipping\n---\n## Steps\n\n```sh\nvercel deploy\n```\nThen check the preview.\n', 'deploy', '/lib/a/deploy/SKILL.md'],
  ['---\nname: 流水线\ndescription: 帮我写一个 GitLab CI 流水线\n---\n# 部署\n\n构建 Docker 镜像，然后部署到 K8s。\n', 'ci', '/lib/b/ci/SKILL.md'],
  ['---\nname: [broken\ndescription: x: y: z\n---\nbody words words words\n', 'broken', '/lib/b/broken/SKILL.md'],
  ['no frontmatter at all, only a body with Heading words\n# Heading\n', 'bare', '/lib/b/bare/SKILL.md'],
]

/** A parsed file as plain data, the Map's order included (the index depends on it). */
const plain = (p: ParsedSkill) => ({ meta: p.meta, terms: [...p.terms] })

function counting() {
  const calls: string[] = []
  const parse = (text: string, folder: string, path: string) => {
    calls.push(path)
    return parseSkillText(text, folder, path)
  }
  return { calls, parse }
}

describe('the parsed SKILL.md cache (build-index)', () => {
  it('answers a text it parsed before exactly as parseSkillText does, and parses nothing again', async () => {
    root = mkdtempSync(join(tmpdir(), 'dsr-parse-cache-'))
    const first = counting()
    const a = await openParseCache(root, '/lib', { read: true })
    for (const [t, f, p] of FILES) expect(plain(await a.wrap(first.parse)(t, f, p))).toEqual(plain(parseSkillText(t, f, p)))
    await a.save()
    expect(first.calls).toHaveLength(FILES.length)
    const again = counting()
    const b = await openParseCache(root, '/lib', { read: true })
    for (const [t, f, p] of FILES) expect(plain(await b.wrap(again.parse)(t, f, p))).toEqual(plain(parseSkillText(t, f, p)))
    expect(again.calls).toEqual([])
    expect(b.hits).toBe(FILES.length)
  })

  it('parses again a text that changed, moved or sits under another folder name, and keeps only the last build', async () => {
    root = mkdtempSync(join(tmpdir(), 'dsr-parse-cache-'))
    const a = await openParseCache(root, '/lib', { read: true })
    for (const [t, f, p] of FILES) await a.wrap(parseSkillText)(t, f, p)
    await a.save()
    const [t, f, p] = FILES[0]!
    const b = await openParseCache(root, '/lib', { read: true })
    const c = counting()
    await b.wrap(c.parse)(t + 'one more line\n', f, p)
    await b.wrap(c.parse)(t, f, '/lib/a/moved/SKILL.md')
    await b.wrap(c.parse)(t, 'other', p)
    await b.wrap(c.parse)(t, f, p)
    expect(c.calls).toEqual([p, '/lib/a/moved/SKILL.md', p])
    await b.save()
    const stored = JSON.parse(readFileSync(parseCacheFile(root, '/lib'), 'utf8')) as { entries: Record<string, unknown> }
    expect(Object.keys(stored.entries)).toHaveLength(4)
  })

  it('parses everything when the cache file is cut, of another shape, another library, or --full asks', async () => {
    root = mkdtempSync(join(tmpdir(), 'dsr-parse-cache-'))
    const a = await openParseCache(root, '/lib', { read: true })
    for (const [t, f, p] of FILES) await a.wrap(parseSkillText)(t, f, p)
    await a.save()
    const file = parseCacheFile(root, '/lib')
    const whole = readFileSync(file, 'utf8')
    const runAll = async (library: string, read = true) => {
      const c = counting()
      const cache = await openParseCache(root, library, { read })
      for (const [t, f, p] of FILES) expect(plain(await cache.wrap(c.parse)(t, f, p))).toEqual(plain(parseSkillText(t, f, p)))
      return c.calls.length
    }
    expect(await runAll('/lib', false)).toBe(FILES.length)
    expect(await runAll('/other-lib')).toBe(FILES.length)
    writeFileSync(file, whole.slice(0, whole.length >> 1))
    expect(await runAll('/lib')).toBe(FILES.length)
    // Every entry's word counts replaced by words: each is refused alone and parsed again.
    const rec = JSON.parse(whole) as { entries: Record<string, unknown[]> }
    for (const e of Object.values(rec.entries)) e[3] = String(e[3]).replace(/[0-9]+/g, 'two')
    writeFileSync(file, JSON.stringify(rec))
    expect(await runAll('/lib')).toBe(FILES.length)
    expect(readdirSync(join(root, 'parsed-skills')).filter((n) => n.includes('.tmp-'))).toEqual([])
  })

  it('keeps nothing and still parses when there is no cache folder', async () => {
    const c = counting()
    const cache = await openParseCache(undefined, '/lib', { read: true })
    const [t, f, p] = FILES[0]!
    expect(plain(await cache.wrap(c.parse)(t, f, p))).toEqual(plain(parseSkillText(t, f, p)))
    await cache.save()
    expect(c.calls).toEqual([p])
  })
})
