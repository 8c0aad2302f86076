#!/usr/bin/env node
// `node scripts/figures.mjs [--shared DIR] [--runs N]`: re-measures the figures README.md quotes
// that are not search quality or speed tables (those are `npm run eval` and `npm run bench`):
//   - the names and descriptions of the corpus, as a prompt would list them;
//   - the bytes of the three tool schemas, by the test's formula and on the MCP wire;
//   - the size of a skill_search answer over the judged dev queries;
//   - the number of held-out query sets in test/eval;
//   - build-index time for the corpus, whole process and in-process.
// It runs the built CLI (tools/cli.mjs) as a user would, and prints the machine it ran on.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const cli = join(root, 'tools', 'dsh-skill-router.mjs')
const { values } = parseArgs({ options: { shared: { type: 'string' }, runs: { type: 'string' }, json: { type: 'boolean' } } })
const shared = resolve(values.shared ?? join(root, '..', 'shared'))
const corpus = join(shared, 'corpus', 'skills')
const runs = Math.max(1, Number(values.runs ?? 3) || 3)
const out = {}

out.machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, node ${process.version}, load average ${loadavg()[0].toFixed(1)} at start`

// Held-out sets: every heldout*.jsonl (none-extra.jsonl holds only `none` queries, counted apart).
const evalDir = join(root, 'test', 'eval')
const sets = readdirSync(evalDir).filter((f) => /^heldout\d*\.jsonl$/.test(f))
out.heldoutSets = { count: sets.length, files: sets.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })) }

// build-index of the corpus into a temp folder (the corpus is read-only), timed `runs` times.
const tmp = mkdtempSync(join(tmpdir(), 'dsr-figures-'))
try {
  const times = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    const r = spawnSync(process.execPath, [cli, 'build-index', corpus, '--out', tmp, '--json'], { encoding: 'utf8' })
    const wall = performance.now() - t0
    if (r.status !== 0) throw new Error(`build-index failed (exit ${r.status}): ${r.stderr}`)
    const j = JSON.parse(r.stdout)
    times.push({ wholeProcessMs: Math.round(wall), inProcessMs: Math.round(j.ms), rows: j.rows })
  }
  // CPU time is what load on a shared machine inflates least: one more run in this process.
  const { run } = await import(join(root, 'tools', 'cli.mjs'))
  const cpu0 = process.cpuUsage()
  const w0 = performance.now()
  let text = ''
  const code = await run(['build-index', corpus, '--out', tmp, '--json'], { cwd: root, isTTY: false, env: process.env, out: (t) => void (text += t), err: () => undefined })
  if (code !== 0) throw new Error(`build-index failed in process (exit ${code})`)
  const cpu = process.cpuUsage(cpu0)
  out.buildIndex = { corpus, runs: times, inThisProcess: { wallMs: Math.round(performance.now() - w0), cpuUserMs: Math.round(cpu.user / 1000), cpuSystemMs: Math.round(cpu.system / 1000) } }

  // Names and descriptions: one "name: description" line per skill, UTF-8 bytes, as a prompt
  // listing every skill would carry them (no other markup counted).
  const tsv = readFileSync(join(tmp, 'skill-index.tsv'), 'utf8').split('\n').filter(Boolean)
  const header = tsv[0].split('\t')
  const ni = header.indexOf('name')
  const di = header.indexOf('description')
  let bytes = 0
  let rows = 0
  for (const line of tsv.slice(1)) {
    const cols = line.split('\t')
    bytes += Buffer.byteLength(`${cols[ni]}: ${cols[di]}\n`)
    rows++
  }
  out.namesAndDescriptions = { skills: rows, bytes, KiB: Math.round((bytes / 1024) * 10) / 10, counted: '"name: description\\n" per index row, UTF-8' }

  // The tool schemas, from the MCP server's own tools/list answer; then one skill_search per judged
  // dev query, measuring the text the model reads.
  const dev = join(shared, 'eval', 'dev.jsonl')
  const queries = readFileSync(dev, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).query)
  const { schemas, answers } = await mcp(tmp, queries)
  out.schemas = schemas
  const sorted = [...answers].sort((a, b) => a - b)
  out.searchAnswers = { queries: answers.length, meanBytes: Math.round(answers.reduce((n, b) => n + b, 0) / answers.length), medianBytes: sorted[Math.floor(sorted.length / 2)], maxBytes: sorted[sorted.length - 1], counted: 'UTF-8 bytes of the text content skill_search returns over MCP, default limit' }
} finally {
  rmSync(tmp, { recursive: true, force: true })
}

if (values.json) process.stdout.write(JSON.stringify(out, null, 2) + '\n')
else {
  const b = out.buildIndex.runs
  process.stdout.write(
    [
      `machine: ${out.machine}`,
      `held-out query sets: ${out.heldoutSets.count} (${out.heldoutSets.files.join(', ')})`,
      `names + descriptions of ${out.namesAndDescriptions.skills} skills: ${out.namesAndDescriptions.bytes} bytes = ${out.namesAndDescriptions.KiB} KiB (${out.namesAndDescriptions.counted})`,
      `tool schemas, test formula (description + JSON of the parameters, per tool): ${out.schemas.formulaBytes} bytes (${out.schemas.perTool.map((t) => `${t.name} ${t.bytes}`).join(', ')})`,
      `tool schemas on the MCP wire: tools array ${out.schemas.toolsArrayBytes} bytes; whole tools/list response line ${out.schemas.wireBytes} bytes`,
      `skill_search answers over MCP for the ${out.searchAnswers.queries} dev queries: mean ${out.searchAnswers.meanBytes} bytes, median ${out.searchAnswers.medianBytes}, max ${out.searchAnswers.maxBytes}`,
      `build-index of the corpus (${b[0].rows} rows), ${b.length} runs: whole process ${b.map((r) => r.wholeProcessMs).join(', ')} ms; in process (--json ms) ${b.map((r) => r.inProcessMs).join(', ')} ms`,
      `build-index once more inside this process: ${out.buildIndex.inThisProcess.wallMs} ms wall, CPU ${out.buildIndex.inThisProcess.cpuUserMs} ms user + ${out.buildIndex.inThisProcess.cpuSystemMs} ms system`,
      `load average at the end: ${loadavg()[0].toFixed(1)}`,
    ].join('\n') + '\n',
  )
}

/** Starts `mcp --library DIR`, asks tools/list, measures it, then runs skill_search per query. */
function mcp(library, queries) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [cli, 'mcp', '--library', library], { stdio: ['pipe', 'pipe', 'pipe'] })
    let buf = ''
    let schemas
    const answers = []
    const send = (msg) => child.stdin.write(JSON.stringify({ jsonrpc: '2.0', ...msg }) + '\n')
    const timer = setTimeout(() => {
      child.kill()
      fail(new Error('the MCP server did not answer within 120 s'))
    }, 120_000)
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk) => {
      buf += chunk
      for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
        const line = buf.slice(0, nl)
        buf = buf.slice(nl + 1)
        const msg = JSON.parse(line)
        if (msg.id === 1) {
          send({ method: 'notifications/initialized' })
          send({ id: 2, method: 'tools/list' })
        } else if (msg.id === 2) {
          const tools = msg.result.tools
          const perTool = tools.map((t) => ({ name: t.name, bytes: Buffer.byteLength(t.description ?? '') + Buffer.byteLength(JSON.stringify(t.inputSchema)) }))
          schemas = { formulaBytes: perTool.reduce((n, t) => n + t.bytes, 0), perTool, toolsArrayBytes: Buffer.byteLength(JSON.stringify(tools)), wireBytes: Buffer.byteLength(line) + 1 }
          queries.forEach((query, i) => send({ id: 100 + i, method: 'tools/call', params: { name: 'skill_search', arguments: { query } } }))
        } else if (msg.id >= 100) {
          answers.push(msg.result.content.filter((c) => c.type === 'text').reduce((n, c) => n + Buffer.byteLength(c.text), 0))
          if (answers.length === queries.length) {
            clearTimeout(timer)
            child.stdin.end()
            done({ schemas, answers })
          }
        }
      }
    })
    send({ id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'figures', version: '0' } } })
  })
}
