#!/usr/bin/env node
// `node scripts/bench-pair.mjs --old DIR [--new DIR] [--size N] [--reps N] [--kinds tool,engine,top]`
//
// Two source trees of this package timed in ONE process, query by query, their order alternating
// (issue 18). On a shared machine whose load moves by 2x from minute to minute, two separate bench
// runs compare badly; here both trees see the same load at the same moment, so their ratio is the
// figure to read. For each tree, at one synthetic library size (written once, as build-index
// leaves it, SKILL.md files included up to 10,000 rows):
//   tool   = the skill_search entry the plugin registers (Router, lifecycle visibility hooks, Node
//            fs port), run + render, warm (what `npm run bench` calls the tool level);
//   engine = `rank` alone on that Router's own index; top = `rank` + `top(12)`.
// Printed: median, p99 and the sum of each query's fastest run (the figure least moved by load),
// new/old ratios, and tool/engine per tree. --old is a tree such as `git archive main | tar -x -C DIR`
// (with node_modules reachable); --new defaults to this checkout. Needs ../shared (corpus, dev queries).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'esbuild'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({ options: { old: { type: 'string' }, new: { type: 'string' }, size: { type: 'string' }, reps: { type: 'string' }, kinds: { type: 'string' }, shared: { type: 'string' } } })
if (!values.old) {
  console.error('usage: node scripts/bench-pair.mjs --old DIR [--new DIR] [--size N] [--reps N] [--kinds tool,engine,top]')
  process.exit(2)
}
const trees = { old: resolve(values.old), new: resolve(values.new ?? root) }
const shared = resolve(values.shared ?? join(root, '..', 'shared'))
for (const dir of [...Object.values(trees), join(shared, 'corpus', 'skills')]) {
  if (!existsSync(dir)) {
    console.error(`bench-pair: ${dir} is missing`)
    process.exit(2)
  }
}

const imports = (side, tree) =>
  [
    ['search', 'host.js-src/core/search.ts'],
    ['hooks', 'host.js-src/manage/hooks.ts'],
    ['wp', 'host.js-src/manage/write-port.ts'],
    ['router', 'host.js-src/router/router.ts'],
    ['tools', 'host.js-src/router/tools.ts'],
    ['nfs', 'tools/src/node-fs.ts'],
  ]
    .map(([name, path]) => `import * as ${name}_${side} from ${JSON.stringify(join(tree, path))}`)
    .join('\n')

const harness = `
import * as nodeFs from 'node:fs'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
${imports('old', trees.old)}
${imports('new', trees.new)}
import { serializeIndex } from ${JSON.stringify(join(trees.new, 'host.js-src/core/index-file.ts'))}
import { indexDigest } from ${JSON.stringify(join(trees.new, 'host.js-src/library/library.ts'))}
import { scanLibrary } from ${JSON.stringify(join(trees.new, 'host.js-src/library/scan-library.ts'))}
import { synthesize } from ${JSON.stringify(join(trees.new, 'tools/src/bench.ts'))}
import { parseQueries } from ${JSON.stringify(join(trees.new, 'tools/src/eval.ts'))}
import { writeSearchSidecar } from ${JSON.stringify(join(trees.new, 'tools/src/write-index.ts'))}
const [shared, sizeText, repsText, kindsText] = process.argv.slice(2)
const size = Number(sizeText), reps = Number(repsText), kinds = kindsText.split(',')
const queries = parseQueries(readFileSync(join(shared, 'eval', 'dev.jsonl'), 'utf8')).map((q) => q.query)
const root = mkdtempSync(join(tmpdir(), 'dsr-pair-'))
const home = join(root, 'home')
try {
  const scan = await scanLibrary(nfs_new.createNodeFs(), join(shared, 'corpus', 'skills'))
  const rows = synthesize(scan.skills.map((s) => s.row), size)
  const lib = join(root, '.skill-src')
  mkdirSync(lib, { recursive: true })
  mkdirSync(home)
  const text = serializeIndex(rows)
  writeFileSync(join(lib, 'skill-index.tsv'), text)
  await writeSearchSidecar(lib, rows, await indexDigest(text))
  if (size <= 10000) for (const r of rows) {
    const dir = join(lib, r.repo, r.relpath)
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'SKILL.md'), '---\\nname: ' + r.name + '\\ndescription: bench row\\n---\\n# ' + r.name + '\\n')
  }
  const setup = async (search, hooks, wp, router, tools, nfs) => {
    const r = new router.Router({ visibility: hooks.createLifecycleHooks(wp.nodeWritePort(nodeFs, process), { env: { HOME: home } }) })
    const entry = tools.routerTools(async () => r).find((e) => e.name === 'skill_search')
    const call = { fs: nfs.createNodeFs(root), cwd: root }
    const tool = async (q) => entry.render(await entry.run({ query: q }, call))
    await tool('warm up')
    const index = r.searchIndexes.get(r.placed.get(root).resolved.library).index
    return { tool, engine: async (q) => search.rank(index, q), top: async (q) => search.rank(index, q).top(12) }
  }
  const sides = {
    old: await setup(search_old, hooks_old, wp_old, router_old, tools_old, nfs_old),
    new: await setup(search_new, hooks_new, wp_new, router_new, tools_new, nfs_new),
  }
  const t = {}
  for (const side of ['old', 'new']) for (const k of kinds) t[side + '.' + k] = queries.map(() => [])
  for (const side of ['old', 'new']) for (const k of kinds) for (const q of queries) await sides[side][k](q)
  const load0 = loadavg()[0]
  for (let r = 0; r < reps; r++) for (let i = 0; i < queries.length; i++) for (const k of kinds) for (const side of (r + i) % 2 ? ['old', 'new'] : ['new', 'old']) {
    const s = performance.now()
    await sides[side][k](queries[i])
    t[side + '.' + k][i].push(performance.now() - s)
  }
  const pct = (xs, p) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] }
  const fig = {}
  for (const [key, per] of Object.entries(t)) fig[key] = { median: pct(per.flat(), 0.5), p99: pct(per.flat(), 0.99), minSum: per.map((x) => Math.min(...x)).reduce((a, b) => a + b, 0) }
  const r3 = (x) => Math.round(x * 1000) / 1000
  const ratios = {}
  for (const k of kinds) for (const m of ['median', 'p99', 'minSum']) ratios[k + ' new/old ' + m] = r3(fig['new.' + k][m] / fig['old.' + k][m])
  if (kinds.includes('tool') && kinds.includes('engine')) for (const side of ['old', 'new']) for (const m of ['median', 'minSum']) ratios[side + ' tool/engine ' + m] = r3(fig[side + '.tool'][m] / fig[side + '.engine'][m])
  const ms = Object.fromEntries(Object.entries(fig).map(([k, v]) => [k, { median: r3(v.median), p99: r3(v.p99), minSum: r3(v.minSum) }]))
  console.log(JSON.stringify({ size, reps, queries: queries.length, load: [r3(load0), r3(loadavg()[0])], ms, ratios }, null, 1))
} finally {
  rmSync(root, { recursive: true, force: true })
}
`

const work = mkdtempSync(join(tmpdir(), 'dsr-pair-build-'))
try {
  const entry = join(work, 'pair.ts')
  writeFileSync(entry, harness)
  const outfile = join(work, 'pair.mjs')
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    nodePaths: [join(root, 'node_modules')],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  })
  const run = spawnSync(process.execPath, [outfile, shared, String(Number(values.size ?? 10000)), String(Math.max(1, Number(values.reps ?? 6))), values.kinds ?? 'tool,engine'], { stdio: 'inherit' })
  process.exitCode = run.status ?? 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
