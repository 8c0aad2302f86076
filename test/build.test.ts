import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from './host/index.ts'
import { parseIndex } from '../host.js-src/core/index-file.ts'
import { indexDigest } from '../host.js-src/library/library.ts'
import { SEARCH_SIDECAR, readSearchSidecar } from '../host.js-src/library/search-sidecar.ts'

const BUILT = ['host.js', 'client.js', 'tools/cli.mjs', 'tools/cedict-worker.mjs', 'tools/parse-worker.mjs', 'tools/guard-scan-worker.mjs', 'resources/viewer.js']
/** The CLI's chunks beside tools/cli.mjs (scripts/build.mjs splits it; names follow content). */
const cliChunks = (root: string) => readdirSync(join(root, 'tools')).filter((n) => /^cli-[A-Z0-9]+\.mjs$/.test(n)).sort()

describe('built files', () => {
  it('are exactly what the sources produce, every CLI chunk included (rebuild and commit them when this fails)', () => {
    const out = mkdtempSync(join(tmpdir(), 'dsr-build-'))
    try {
      execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--out', out], { cwd: ROOT, stdio: 'pipe' })
      const chunks = cliChunks(out)
      expect(chunks.length, 'the CLI is split into chunks').toBeGreaterThan(0)
      // A chunk the build no longer makes, or one it makes that is not committed, is staleness too.
      expect(cliChunks(ROOT), 'tools/cli-*.mjs differ from a fresh build: run npm run build, then git add -A tools/').toEqual(chunks)
      for (const file of [...BUILT, ...chunks.map((c) => `tools/${c}`)]) {
        const fresh = readFileSync(join(out, file), 'utf8')
        const committed = readFileSync(join(ROOT, file), 'utf8')
        expect(committed === fresh, `${file} is stale: run npm run build and commit it`).toBe(true)
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })

  it('splits the CLI so a search loads none of the MCP SDK, MiniSearch, build-index, the lifecycle, the guard rules or YAML (its static imports only)', () => {
    const reached = new Set<string>()
    const visit = (file: string) => {
      if (reached.has(file)) return
      reached.add(file)
      const src = readFileSync(join(ROOT, 'tools', file), 'utf8')
      for (const m of src.matchAll(/^import\s[^'"]*['"]\.\/(cli-[A-Z0-9]+\.mjs)['"]/gm)) visit(m[1]!)
    }
    visit('cli.mjs')
    const text = [...reached].map((f) => readFileSync(join(ROOT, 'tools', f), 'utf8')).join('\n')
    // Bundled sources keep their path as a comment: the module names say what was loaded.
    expect(text).toMatch(/^\/\/ tools\/src\/search\.ts$/m)
    // The lifecycle (and with it the guard's rules and the patch library) only when a learned skill
    // is met or `skills` runs (manage/hooks-core.ts, tools/src/skills-def.ts).
    const lifecycle = ['host.js-src/manage/lifecycle.ts', 'host.js-src/guard/rules.ts', 'host.js-src/guard/scan.ts', 'tools/src/skills.ts', 'node_modules/diff']
    // The frontmatter reader and the YAML library only when a skill is loaded, a global learned skill
    // read or a doctor run (router.ts, hooks-core.ts, doctor.ts import it when they need it).
    const frontmatter = ['host.js-src/core/frontmatter.ts', 'node_modules/yaml', 'host.js-src/library/scan-library.ts']
    for (const lazy of ['@modelcontextprotocol/sdk', 'minisearch', 'tools/src/build-index.ts', 'tools/src/mcp.ts', 'tools/src/bench.ts', 'tools/src/eval.ts', ...lifecycle, ...frontmatter]) {
      expect(text.includes(`// ${lazy}`) || text.includes(`/${lazy}/`), `${lazy} is loaded at start`).toBe(false)
    }
  })

  it('package.json ships the CLI chunks (they sit beside cli.mjs, under tools/*.mjs)', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
    expect(pkg.files).toContain('tools/*.mjs')
  })

  it('host.js imports and requires nothing', () => {
    const src = readFileSync(join(ROOT, 'host.js'), 'utf8')
    expect(src).not.toMatch(/^\s*import\s*[\w{*'"]/m)
    expect(src).not.toMatch(/^\s*export\s[^;]*\bfrom\s*['"]/m)
    expect(src).not.toMatch(/\brequire\s*\(/)
    expect(src).not.toMatch(/\bimport\s*\(/)
  })

  it('host.js exports exactly name, inject and apply (no default, no internals for other adapters)', async () => {
    const mod = await import(join(ROOT, 'host.js'))
    expect(Object.keys(mod).sort()).toEqual(['apply', 'inject', 'name'])
    expect(mod.name).toBe('dsh-skill-router')
    expect(mod.inject).toEqual(['tools', 'fs'])
    expect(typeof mod.apply).toBe('function')
    expect('default' in mod).toBe(false)
  })

  it('client.js is a classic script: no ESM syntax, no top-level return, no bare module.exports', () => {
    const src = readFileSync(join(ROOT, 'client.js'), 'utf8')
    expect(src).not.toMatch(/^\s*(import|export)\s/m)
    expect(src).not.toMatch(/^return\b/m)
    expect(src).not.toMatch(/^module\.exports\s*=/m)
    // Parses as a script (not a module).
    expect(() => new Function(src)).not.toThrow()
  })
})

describe('layers', () => {
  /** Every .ts source under a folder, recursively. */
  const sources = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []))
  const importsOf = (file: string): string[] => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]!)

  it('nothing outside plugin/ imports from it (the DSH adapter is a leaf)', () => {
    const offenders = [...sources('host.js-src'), ...sources('tools/src'), ...sources('test')]
      .filter((f) => !f.startsWith('host.js-src/plugin/'))
      .flatMap((f) => importsOf(f).filter((i) => /(^|\/)plugin\//.test(i) && !i.includes('@')).map((i) => `${f} → ${i}`))
    expect(offenders).toEqual([])
  })

  it('there is one folder named tools/ (the CLI), and the router code lives in host.js-src/router/', () => {
    expect(existsSync(join(ROOT, 'host.js-src/tools'))).toBe(false)
    expect(existsSync(join(ROOT, 'host.js-src/router/router.ts'))).toBe(true)
  })
})

describe('starter library', () => {
  it('ships an index build-index agrees with (run build-index resources/starter-skills when this fails)', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'tools/dsh-skill-router.mjs'), 'build-index', join(ROOT, 'resources/starter-skills'), '--check'], { encoding: 'utf8' })
    expect(r.stdout + r.stderr).toContain('up to date')
    expect(r.status).toBe(0)
  })

  it('ships a search sidecar the current engine accepts (same fix: rebuild the starter index)', async () => {
    const dir = join(ROOT, 'resources/starter-skills')
    const text = readFileSync(join(dir, 'skill-index.tsv'), 'utf8')
    const rows = parseIndex(text).rows
    const raw = await readSearchSidecar(readFileSync(join(dir, SEARCH_SIDECAR)), rows, await indexDigest(text))
    expect(typeof raw === 'string' ? raw : 'usable').toBe('usable')
  })
})

describe('package.json', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))

  it('depends on no @deepseek-ai package in any dependency field, and has no runtime dependencies', () => {
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies', 'bundleDependencies']) {
      expect(Object.keys(pkg[field] ?? {}).filter((n: string) => n.startsWith('@deepseek-ai/'))).toEqual([])
    }
    expect(pkg.dependencies ?? {}).toEqual({})
  })

  it('points DSH at the built halves and the patch', () => {
    expect(pkg.type).toBe('module')
    expect(pkg.main).toBe('./host.js')
    expect(pkg.exports['.']).toBe('./host.js')
    expect(pkg.exports['./client']).toBe('./client.js')
    expect(pkg.dsh.bundle.patch).toBe('./cordis.patch.yml')
    expect(pkg.dsh.client.platform).toBe('web')
    expect(pkg.files).toEqual(expect.arrayContaining(['host.js', 'client.js', 'cordis.patch.yml']))
  })

  it('ships a patch that inserts exactly one skill-router row', () => {
    const patch = readFileSync(join(ROOT, 'cordis.patch.yml'), 'utf8')
    expect(patch).toMatch(/- insert:\n\s+- id: skill-router\n\s+name: dsh-skill-router/)
  })
})
