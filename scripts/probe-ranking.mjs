#!/usr/bin/env node
// `node scripts/probe-ranking.mjs TREE probe > out.txt` (issue 18): what `rank` answers, one JSON line per
// query, library and mode, for a source tree of this package; run it on two trees and `cmp` the
// outputs to show a speed change changed no answer. Libraries: the corpus, 10,000 and 100,000
// synthetic rows (tools/src/bench.ts synthesize). Queries: dev and every test/eval/*.jsonl but the
// search judge (heldout16), which only the lead runs. Modes: default, `or`, a repo filter, and up to
// 10,000 rows `explain`. Per line: words, strict, fallback, total, unknown and key words, top(12)
// hashed, top(5) with a skip test, headsWhere, and up to 10,000 rows every hit hashed.
// `TREE time [size]`: each dev query's fastest of 5 `rank` + `top(12)` runs, slowest first.
// `TREE prof [size]`: a CPU profile of the ten slowest dev queries × 30 (self time per function;
// the profile is written to $TMPDIR/probe-ranking.cpuprofile). Needs ../shared beside the tree.
import { build } from 'esbuild'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeFileSync, mkdtempSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const [treeArg, mode = 'probe', size = '100000'] = process.argv.slice(2)
if (!treeArg) {
  console.error('usage: node scripts/probe-ranking.mjs TREE [probe|time|prof] [size]')
  process.exit(2)
}
const tree = (await import('node:path')).resolve(treeArg)
const shared = join(root, '..', 'shared')
const tmp = (await import('node:os')).tmpdir()
const h = `
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { buildSearchIndex, rank } from '${tree}/host.js-src/core/search.ts'
import { rowDocs } from '${tree}/host.js-src/library/search-sidecar.ts'
import { scanLibrary } from '${tree}/host.js-src/library/scan-library.ts'
import { createNodeFs } from '${tree}/tools/src/node-fs.ts'
import { synthesize } from '${tree}/tools/src/bench.ts'
import { parseQueries } from '${tree}/tools/src/eval.ts'
const mode = '${mode}', size = ${Number(size)}
const scan = await scanLibrary(createNodeFs(), '${shared}/corpus/skills')
const base = scan.skills.map((s) => s.row)
const files = ['${shared}/eval/dev.jsonl', ...readdirSync('${tree}/test/eval').filter((f) => f.endsWith('.jsonl') && f !== 'heldout16.jsonl').map((f) => '${tree}/test/eval/' + f)]
let qs = [...new Set(files.flatMap((f) => parseQueries(readFileSync(f, 'utf8')).map((q) => q.query)))]
if (mode !== 'probe') qs = parseQueries(readFileSync('${shared}/eval/dev.jsonl', 'utf8')).map((q) => q.query)
const H = (x) => createHash('sha1').update(JSON.stringify(x)).digest('hex').slice(0, 16)
if (mode === 'probe') {
  for (const n of [0, 10000, 100000]) {
    const rows = n ? synthesize(base, n) : base
    const index = buildSearchIndex(rowDocs(rows))
    const repo = index.repos[1]
    for (const q of qs) {
      for (const [tag, opts] of [['d', {}], ['or', { mode: 'or' }], ['repo', { repo }], ...(n <= 10000 ? [['x', { explain: true }]] : [])]) {
        const r = rank(index, q, opts)
        const line = { n, tag, q, w: r.words, s: r.strict, f: r.fallback, t: r.total, u: r.unknown, k: r.keyWords, top: H(r.top(12)), t5: H(r.top(5, (d) => d % 3 === 0)), hw: r.headsWhere(() => true).length, all: n <= 10000 ? H(r.hits) : '' }
        console.log(JSON.stringify(line))
      }
    }
  }
} else {
  const rows = synthesize(base, size)
  const index = buildSearchIndex(rowDocs(rows))
  for (const q of qs) rank(index, q).top(12)
  const per = qs.map((q) => { let best = 1e9; for (let i = 0; i < 5; i++) { const s = performance.now(); rank(index, q).top(12); best = Math.min(best, performance.now() - s) } return [best, q] })
  per.sort((a, b) => b[0] - a[0])
  if (mode === 'time') { const sum = per.reduce((a, b) => a + b[0], 0); console.log('minsum', sum.toFixed(1), 'median', per[per.length >> 1][0].toFixed(2)); for (const p of per.slice(0, 8)) console.log(p[0].toFixed(2), p[1].slice(0, 70)) }
  else {
    const slow = per.slice(0, 10).map((p) => p[1])
    const { Session } = await import('node:inspector')
    const s = new Session(); s.connect()
    const post = (m, p) => new Promise((r, j) => s.post(m, p, (e, v) => e ? j(e) : r(v)))
    await post('Profiler.enable'); await post('Profiler.setSamplingInterval', { interval: 100 }); await post('Profiler.start')
    for (let i = 0; i < 30; i++) for (const q of slow) rank(index, q).top(12)
    const { profile } = await post('Profiler.stop')
    writeFileSync('${tmp}/probe-ranking.cpuprofile', JSON.stringify(profile))
    // self time by function
    const self = new Map(); const total = profile.samples.length
    const byId = new Map(profile.nodes.map((n) => [n.id, n]))
    const counts = new Map(); for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1)
    for (const [id, c] of counts) { const n = byId.get(id); const k = n.callFrame.functionName + ' ' + n.callFrame.url.split('/').pop() + ':' + n.callFrame.lineNumber; self.set(k, (self.get(k) ?? 0) + c) }
    for (const [k, c] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((100 * c / total).toFixed(1) + '%', k)
  }
}
`
import { writeFileSync as w } from 'node:fs'
const dir = mkdtempSync(join(tmp, 'probe-ranking-'))
w(join(dir, 'h.ts'), h)
await build({ entryPoints: [join(dir, 'h.ts')], outfile: join(dir, 'h.mjs'), bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'error', nodePaths: [join(root, 'node_modules')], sourcemap: 'inline', banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" } })
const r = spawnSync(process.execPath, ['--max-old-space-size=4000', join(dir, 'h.mjs')], { stdio: 'inherit' })
process.exitCode = r.status ?? 1
(await import('node:fs')).rmSync(dir, { recursive: true, force: true })
