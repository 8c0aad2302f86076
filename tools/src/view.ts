/**
 * `dsh-skill-router view <events.jsonl> [--port N] [--window N] [--page N]`: the Skills tab for a
 * saved session event log, served on 127.0.0.1. The page loads the very client.js DSH loads and
 * renders its tab with Preact; the event source it gets slides over the log like DSH's bounded
 * window (VIEWER limits), so the tab pages through a long session exactly as it would in DSH.
 * Lines appended to the log while the viewer runs reach the page as the live tail.
 */
import { existsSync, readFileSync, statSync, unwatchFile, watchFile } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { VIEWER } from '../../host.js-src/core/limits.ts'
import { CliFailure, UsageError, commandOf, defineCommand } from './cli-io.ts'
import type { CliIo, Command } from './cli-io.ts'
import { VERSION } from './version.ts'


/** One event envelope from the log. */
export interface LogEvent {
  type: string
  seq: number
  time?: number
  data?: unknown
}

export interface ParsedLog {
  events: LogEvent[]
  /** 1-based line numbers of lines that were not JSON event envelopes. */
  malformed: number[]
}

/**
 * Events of a saved session log: one `{ type, seq, time, data }` per line. A DSH session header
 * line (`type: "session"`) and blank lines are skipped. A line without `seq` takes its position
 * among the events (DSH's snapshot files omit it); a repeated seq keeps the first line.
 */
export function parseEventLog(text: string): ParsedLog {
  const events: LogEvent[] = []
  const malformed: number[] = []
  const seen = new Set<number>()
  const lines = text.split(/\r?\n/)
  lines.forEach((line, i) => {
    if (line.trim() === '') return
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch {
      malformed.push(i + 1)
      return
    }
    if (!value || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'string') {
      malformed.push(i + 1)
      return
    }
    const e = value as { type: string; seq?: unknown; time?: unknown; data?: unknown }
    if (e.type === 'session' && events.length === 0) return
    const seq = typeof e.seq === 'number' && Number.isInteger(e.seq) && e.seq >= 0 ? e.seq : events.length
    if (seen.has(seq)) return
    seen.add(seq)
    events.push({ type: e.type, seq, ...(typeof e.time === 'number' ? { time: e.time } : {}), data: e.data })
  })
  events.sort((a, b) => a.seq - b.seq)
  return { events, malformed }
}

/** The package root: the nearest folder above this module whose package.json names us. */
export function packageRoot(from = dirname(fileURLToPath(import.meta.url))): string | undefined {
  let dir = from
  for (let i = 0; i < 6; i++) {
    const pkg = join(dir, 'package.json')
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'dsh-skill-router') return dir
      } catch {
        // Not ours; keep walking.
      }
    }
    dir = dirname(dir)
  }
  return undefined
}

/** The two scripts the page needs: client.js as shipped, and the viewer runtime. */
export interface ViewerBundles {
  clientJs: string
  viewerJs: string
}

/**
 * Reads the shipped bundles (`client.js`, `resources/viewer.js`). In a source checkout without a
 * built viewer.js, builds it from client-src/viewer/main.ts with esbuild (a dev dependency).
 */
export async function loadBundles(root = packageRoot()): Promise<ViewerBundles> {
  if (!root) throw new CliFailure('view: cannot find the dsh-skill-router package folder (no package.json named "dsh-skill-router" above this file); reinstall the package')
  const clientPath = join(root, 'client.js')
  if (!existsSync(clientPath)) throw new CliFailure(`view: ${clientPath} is missing; run \`npm run build\` in ${root}`)
  const clientJs = readFileSync(clientPath, 'utf8')
  const builtViewer = join(root, 'resources', 'viewer.js')
  if (existsSync(builtViewer)) return { clientJs, viewerJs: readFileSync(builtViewer, 'utf8') }
  const entry = join(root, 'client-src', 'viewer', 'main.ts')
  if (!existsSync(entry)) throw new CliFailure(`view: neither ${builtViewer} nor its source ${entry} exists; reinstall the package`)
  return { clientJs, viewerJs: await buildBrowserScript(entry, root) }
}

/** Bundles a browser entry into one classic script in memory (source checkouts and tests). */
export async function buildBrowserScript(entry: string, root: string): Promise<string> {
  // The name is held in a variable so the CLI bundler leaves this import alone.
  const name = 'esbuild'
  let esbuild: { build(options: Record<string, unknown>): Promise<{ outputFiles: { text: string }[] }> }
  try {
    esbuild = (await import(name)) as typeof esbuild
  } catch {
    throw new CliFailure(`view: ${join(root, 'resources', 'viewer.js')} is missing and esbuild is not installed to build it; run \`npm install && npm run build\` in ${root}`)
  }
  const out = await esbuild.build({ entryPoints: [entry], absWorkingDir: root, bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2020', legalComments: 'none', charset: 'utf8', logLevel: 'silent' })
  return out.outputFiles[0]?.text ?? ''
}

export interface ViewerOptions {
  /** The log file; it is re-read when it changes (the live tail). */
  file: string
  window?: number
  page?: number
  /** 0 picks a free port. */
  port?: number
  bundles: ViewerBundles
  /** How often the page polls for appended events, in ms. */
  pollMs?: number
}

export interface RunningViewer {
  url: string
  events(): number
  close(): Promise<void>
}

/** Most events one `/api/events` answer carries; a page asks for `--page` at a time. */
const MAX_RANGE = 10_000

/** Serves the viewer for `options.file` on 127.0.0.1 and resolves once it listens. */
export async function startViewer(options: ViewerOptions): Promise<RunningViewer> {
  const file = resolve(options.file)
  let log = readLog(file)
  let lastStamp = stamp(file)
  const onChange = () => {
    const now = stamp(file)
    if (now === lastStamp) return
    lastStamp = now
    try {
      log = readLog(file)
    } catch {
      // A log being rewritten may be unreadable for a moment; keep the last good copy.
    }
  }
  watchFile(file, { interval: 500 }, onChange)
  const meta = () => ({ file: basename(file), events: log.events.length, window: options.window ?? VIEWER.window, page: options.page ?? VIEWER.page, pollMs: options.pollMs ?? VIEWER.tailPollMs, version: VERSION })
  const server = createServer((req, res) => {
    const url = new URL((req.url ?? '/').replace(/^\/{2,}/, '/'), 'http://127.0.0.1')
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
      res.end(body)
    }
    const json = (value: unknown) => send(200, 'application/json; charset=utf-8', JSON.stringify(value))
    if (req.method !== 'GET') return send(405, 'text/plain; charset=utf-8', 'only GET is served')
    switch (url.pathname) {
      case '/':
        return send(200, 'text/html; charset=utf-8', PAGE)
      case '/client.js':
        return send(200, 'text/javascript; charset=utf-8', options.bundles.clientJs)
      case '/viewer.js':
        return send(200, 'text/javascript; charset=utf-8', options.bundles.viewerJs)
      case '/api/meta':
        return json(meta())
      case '/api/bounds': {
        const events = log.events
        return json({ first: events[0]?.seq ?? 0, next: events.length ? (events[events.length - 1] as LogEvent).seq + 1 : 0 })
      }
      case '/api/events': {
        const from = Number(url.searchParams.get('from') ?? 0)
        const to = Math.min(Number(url.searchParams.get('to') ?? 0), from + MAX_RANGE)
        if (!Number.isFinite(from) || !Number.isFinite(to)) return send(400, 'text/plain; charset=utf-8', 'from and to must be numbers')
        return json(log.events.filter((e) => e.seq >= from && e.seq < to))
      }
      default:
        return send(404, 'text/plain; charset=utf-8', 'not found')
    }
  })
  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail)
      server.listen(options.port ?? 0, '127.0.0.1', () => ok())
    })
  } catch (err) {
    // The file watcher keeps the process alive: without this a busy port printed its error and hung.
    // Only this viewer's listener: another viewer of the same file keeps its own.
    unwatchFile(file, onChange)
    throw err
  }
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}/`,
    events: () => log.events.length,
    close: () =>
      new Promise<void>((done) => {
        unwatchFile(file, onChange)
        server.closeAllConnections?.()
        server.close(() => done())
      }),
  }
}

function stamp(file: string): string {
  try {
    const s = statSync(file)
    return `${s.size}:${s.mtimeMs}`
  } catch {
    return 'missing'
  }
}

function readLog(file: string): ParsedLog {
  return parseEventLog(readFileSync(file, 'utf8'))
}

function positiveInt(value: string | undefined, flag: string, fallback: number, min: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${flag} must be a whole number ≥ ${min}, got "${value}"`)
  return n
}

export const viewDef = defineCommand({
  name: 'view',
  summary: 'Serves the Skills tab for a saved session event log on 127.0.0.1 until Ctrl-C.',
  args: '<events.jsonl>',
  options: {
    port: { type: 'string', arg: 'N', help: 'Listen on this port (0, the default, picks any free one).' },
    window: { type: 'string', arg: 'N', help: `Events the page holds at once, as DSH's bounded window does (default ${VIEWER.window}).` },
    page: { type: 'string', arg: 'N', help: `Events fetched per step when paging back (default ${VIEWER.page}).` },
    json: { type: 'boolean', help: 'Print one JSON line with the URL and the log\'s counts instead of the text.' },
  },
  notes: ['Exit 0 after Ctrl-C, 1 when the log holds no events or the port is taken, 2 on a usage error or a missing file.'],
  run: ({ values, positionals }, io) => runView(values, positionals, io),
})

/** `view` as a plain command function (tests call it directly). */
export const viewCommand: Command = commandOf(viewDef)

async function runView(values: { port?: string | undefined; window?: string | undefined; page?: string | undefined; json?: boolean | undefined }, positionals: string[], io: CliIo): Promise<number> {
  if (positionals.length !== 1) throw new UsageError(`expected one events file, got ${positionals.length}`)
  const port = positiveInt(values.port, '--port', 0, 0)
  if (port > 65_535) throw new UsageError(`--port must be at most 65535, got ${port}`)
  const window = positiveInt(values.window, '--window', VIEWER.window, 1)
  const page = positiveInt(values.page, '--page', VIEWER.page, 1)
  const file = resolve(io.cwd, positionals[0] as string)
  if (!existsSync(file) || !statSync(file).isFile()) {
    const what = existsSync(file) ? `${file} is a folder, not an events file` : `no events file at ${file}`
    throw new CliFailure(`view: ${what}; pass a session log with one {type, seq, time, data} JSON object per line`, 2)
  }
  const { events, malformed } = readLog(file)
  if (malformed.length) io.err(`view: skipped ${malformed.length} line(s) that are not JSON event objects (first: line ${malformed[0]})\n`)
  if (events.length === 0) throw new CliFailure(`view: ${file} holds no events; each line must be a JSON object with a "type"`)
  let viewer: RunningViewer
  try {
    viewer = await startViewer({ file, window, page, port, bundles: await loadBundles() })
  } catch (err) {
    if (err instanceof CliFailure) throw err
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') throw new CliFailure(`view: port ${port} on 127.0.0.1 is in use; pick another with --port, or --port 0 for any free one`)
    throw err
  }
  // --json: one line a script can read the URL from, then the server keeps running.
  if (values.json) io.out(JSON.stringify({ url: viewer.url, file, events: events.length, malformed: malformed.length, window, page }) + '\n')
  else io.out(`Skills viewer for ${basename(file)} (${events.length} events, window ${window}, page ${page})\n${viewer.url}\n`)
  io.err('Press Ctrl-C to stop.\n')
  await new Promise<void>((done) => {
    process.once('SIGINT', done)
    process.once('SIGTERM', done)
  })
  await viewer.close()
  return 0
}

/** The page: a minimal DSH-like frame around the tab. */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Skills viewer</title>
<style>
  html { color-scheme: light; }
  body { margin: 0; background: #f6f7f9; color: #1f2328; font: 13px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", sans-serif; }
  .bar { display: flex; align-items: center; gap: 16px; padding: 10px 22px 0; background: #fff; border-bottom: 1px solid #e3e6ea; }
  .brand { font-weight: 600; font-size: 13px; padding-bottom: 10px; }
  .tabs { display: flex; gap: 2px; align-self: flex-end; }
  .tab { padding: 6px 12px 8px; color: #656d76; border-bottom: 2px solid transparent; }
  .tab.active { color: #1f2328; font-weight: 600; border-bottom-color: #2563eb; }
  .meta { margin-left: auto; padding-bottom: 10px; color: #656d76; font-size: 12px; }
  .lang { padding-bottom: 10px; font-size: 12px; }
  .lang a { color: #2563eb; text-decoration: none; margin-left: 6px; }
  main { max-width: 980px; margin: 18px auto; background: #fff; border: 1px solid #e3e6ea; border-radius: 10px; }
</style>
</head>
<body>
<div class="bar">
  <span class="brand">dsh-skill-router</span>
  <nav class="tabs"><span class="tab active" id="tab-label">Skills</span></nav>
  <span class="meta" id="meta"></span>
  <span class="lang"><a href="?lang=en">English</a><a href="?lang=zh-CN">中文</a></span>
</div>
<main id="app"></main>
<script src="/viewer.js"></script>
<script src="/client.js"></script>
<script>window.__dsrViewer.start().catch(function (e) { document.getElementById('app').textContent = 'Viewer failed: ' + e.message })</script>
</body>
</html>
`
