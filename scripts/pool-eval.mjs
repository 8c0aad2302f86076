#!/usr/bin/env node
// `node scripts/pool-eval.mjs [--tool tools/dsh-skill-router.mjs] [--sets a,b] [--misses KIND] [--out F]`
// (issue 19, round 16): the tuning pool — dev, heldout1–17 and none-extra — through one `eval`
// run on one index, summed per kind and per file, and the misses of one kind listed with their
// relevant names. Never reads heldout18 or later (judges). Needs a built tool and ../shared.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d }
const tool = arg('--tool', join(root, 'tools/dsh-skill-router.mjs'))
const missKind = arg('--misses', '')
const extra = (arg('--extra', '') || '').split(' ').filter(Boolean)
const evalDir = join(root, 'test/eval')
const judge = /^heldout(1[89]|[2-9]\d)\.jsonl$/
let files = ['dev', ...readdirSync(evalDir).filter((f) => f.endsWith('.jsonl') && !judge.test(f)).map((f) => f.replace(/\.jsonl$/, ''))]
const only = arg('--sets', '')
if (only) files = files.filter((f) => only.split(',').includes(f))
const path = (f) => (f === 'dev' ? join(root, '..', 'shared/eval/dev.jsonl') : join(evalDir, f + '.jsonl'))
const judged = new Map()
for (const f of files) for (const line of readFileSync(path(f), 'utf8').split('\n')) if (line.trim()) { const q = JSON.parse(line); judged.set(q.id, { ...q, file: f }) }
const r = spawnSync('node', [tool, 'eval', ...extra, ...files.flatMap((f) => ['--queries', path(f)]), '--json', '--verbose'], { encoding: 'utf8', maxBuffer: 1 << 28 })
if (r.status !== 0) { console.error(r.stderr); process.exit(1) }
const rep = JSON.parse(r.stdout)
if (arg('--out', '')) writeFileSync(arg('--out', ''), r.stdout)
const hit = (o) => (o.kind === 'none' ? !o.strict : o.firstRelevant >= 1 && o.firstRelevant <= 5)
const rr = (o) => (o.firstRelevant >= 1 && o.firstRelevant <= 10 ? 1 / o.firstRelevant : 0)
const sum = (os) => { const j = os.filter((o) => o.kind !== 'none'), n = os.filter((o) => o.kind === 'none'); return `${j.length ? (j.filter(hit).length / j.length).toFixed(3) : '-'} / ${j.length ? (j.reduce((s, o) => s + rr(o), 0) / j.length).toFixed(3) : '-'} (${j.length})${n.length ? `  none ${n.filter(hit).length}/${n.length}` : ''}` }
const os = rep.outcomes.map((o) => ({ ...o, file: judged.get(o.id)?.file, relevant: judged.get(o.id)?.relevant ?? [] }))
console.log(`pool ${sum(os)}`)
for (const k of [...new Set(os.map((o) => o.kind))].sort()) console.log(`  ${k.padEnd(6)} ${sum(os.filter((o) => o.kind === k))}`)
// Two halves for a blind-ish first figure: design on one, measure first on the other (round 16).
const inA = (o) => /^(dev|heldout[1-6]?)$/.test(o.file ?? '')
for (const [lab, sel] of [['A dev+heldout1-6', inA], ['B heldout7-17', (o) => !inA(o)]]) { const xo = os.filter(sel); console.log(`  ${lab.padEnd(17)} ${sum(xo)}  task ${sum(xo.filter((o) => o.kind === 'task'))}`) }
for (const f of files) { const fo = os.filter((o) => o.file === f); console.log(`  ${f.padEnd(12)} ${sum(fo)}  task ${sum(fo.filter((o) => o.kind === 'task'))}`) }
if (missKind) for (const o of os.filter((o) => o.kind === missKind && !hit(o))) console.log(`MISS ${o.file} ${o.id} @${o.firstRelevant} want ${o.relevant.slice(0, 3).join('|')} :: ${o.query}\n    got ${o.ranking.slice(0, 5).join(', ')}`)
