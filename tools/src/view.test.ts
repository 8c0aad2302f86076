import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CliIo } from './cli-io.ts'
import { CliFailure, UsageError } from './cli-io.ts'
import { packageRoot, parseEventLog, startViewer, viewCommand } from './view.ts'
import type { RunningViewer } from './view.ts'

describe('parseEventLog', () => {
  it('reads envelopes, skips a session header and blank lines, and reports malformed lines', () => {
    const text = ['{"type":"session","version":0,"id":"s"}', '{"type":"turn/start","seq":0,"time":5,"data":{"turn":1}}', '', 'not json', '[1,2]', '{"type":"tool/call","seq":1,"data":{}}'].join('\n')
    expect(parseEventLog(text)).toEqual({
      events: [
        { type: 'turn/start', seq: 0, time: 5, data: { turn: 1 } },
        { type: 'tool/call', seq: 1, data: {} },
      ],
      malformed: [4, 5],
    })
  })

  it('numbers events that carry no seq by position, sorts by seq and keeps the first of a repeated seq', () => {
    const text = ['{"type":"a"}', '{"type":"b"}', '{"type":"c","seq":0}', '{"type":"d","seq":5}', '{"type":"e","seq":3}', '\r'].join('\r\n')
    expect(parseEventLog(text).events.map((e) => [e.type, e.seq])).toEqual([
      ['a', 0],
      ['b', 1],
      ['e', 3],
      ['d', 5],
    ])
  })
})

describe('packageRoot', () => {
  it('finds the folder whose package.json names dsh-skill-router', () => {
    const root = packageRoot()
    expect(root).toBeDefined()
    expect(JSON.parse(readFileSync(join(root as string, 'package.json'), 'utf8')).name).toBe('dsh-skill-router')
    expect(packageRoot(tmpdir())).toBeUndefined()
  })
})

function io(cwd: string): CliIo & { outText: string; errText: string } {
  const box = { outText: '', errText: '' }
  return Object.assign(box, { cwd, isTTY: false, env: {}, out: (t: string) => void (box.outText += t), err: (t: string) => void (box.errText += t) })
}

describe('viewCommand arguments', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'dsr-view-cmd-'))
    writeFileSync(join(dir, 'empty.jsonl'), '\n\n')
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('needs exactly one events file', async () => {
    await expect(viewCommand([], io(dir))).rejects.toThrow(UsageError)
    await expect(viewCommand(['a', 'b'], io(dir))).rejects.toThrow('expected one events file, got 2')
  })

  it('rejects a window, page or port that is not a whole number in range', async () => {
    await expect(viewCommand(['x.jsonl', '--window', '0'], io(dir))).rejects.toThrow('--window must be a whole number ≥ 1, got "0"')
    await expect(viewCommand(['x.jsonl', '--page', '2.5'], io(dir))).rejects.toThrow('--page must be a whole number ≥ 1, got "2.5"')
    await expect(viewCommand(['x.jsonl', '--port', '70000'], io(dir))).rejects.toThrow('--port must be at most 65535')
    await expect(viewCommand(['x.jsonl', '--bogus'], io(dir))).rejects.toThrow(UsageError)
  })

  it('says what is wrong with a missing or empty log', async () => {
    await expect(viewCommand(['missing.jsonl'], io(dir))).rejects.toThrow(CliFailure)
    await expect(viewCommand(['missing.jsonl'], io(dir))).rejects.toThrow(/no events file at .*missing\.jsonl/)
    await expect(viewCommand(['empty.jsonl'], io(dir))).rejects.toThrow(/holds no events/)
    await expect(viewCommand(['.'], io(dir))).rejects.toThrow(`view: ${dir} is a folder, not an events file;`)
  })
})

describe('startViewer', () => {
  let dir: string
  let file: string
  let viewer: RunningViewer
  const get = async (path: string) => {
    const res = await fetch(new URL(path, viewer.url))
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() }
  }
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dsr-view-'))
    file = join(dir, 'log.jsonl')
    writeFileSync(file, Array.from({ length: 30 }, (_, seq) => JSON.stringify({ type: 'x', seq, time: seq, data: {} })).join('\n') + '\n')
    viewer = await startViewer({ file, window: 10, page: 5, bundles: { clientJs: '/*client*/', viewerJs: '/*viewer*/' } })
  })
  afterAll(async () => {
    await viewer.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('on a busy port rejects without leaving its file watcher behind (which kept `view` from exiting)', async () => {
    const watchers = () => process.getActiveResourcesInfo().filter((r) => r === 'StatWatcher').length
    // Another file than the running viewer's: watchers of one file share a single StatWatcher.
    const other = join(dir, 'other.jsonl')
    writeFileSync(other, JSON.stringify({ type: 'x', seq: 0, data: {} }) + '\n')
    const before = watchers()
    const busy = Number(new URL(viewer.url).port)
    await expect(startViewer({ file: other, port: busy, bundles: { clientJs: '', viewerJs: '' } })).rejects.toMatchObject({ code: 'EADDRINUSE' })
    expect(watchers()).toBe(before)
    await expect(viewCommand([other, '--port', String(busy)], io(dir))).rejects.toThrow(`view: port ${busy} on 127.0.0.1 is in use`)
    expect(watchers()).toBe(before)
  })

  it('listens on 127.0.0.1 only', () => {
    expect(viewer.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  })

  it('serves the page, both scripts and the event API', async () => {
    expect((await get('/')).body).toContain('<script src="/client.js"></script>')
    expect(await get('/client.js')).toMatchObject({ status: 200, body: '/*client*/' })
    expect(await get('/viewer.js')).toMatchObject({ status: 200, body: '/*viewer*/' })
    expect(JSON.parse((await get('/api/meta')).body)).toMatchObject({ file: 'log.jsonl', events: 30, window: 10, page: 5 })
    expect(JSON.parse((await get('/api/bounds')).body)).toEqual({ first: 0, next: 30 })
    expect(JSON.parse((await get('/api/events?from=25&to=40')).body).map((e: { seq: number }) => e.seq)).toEqual([25, 26, 27, 28, 29])
    expect((await get('/nope')).status).toBe(404)
    expect((await fetch(viewer.url, { method: 'POST' })).status).toBe(405)
  })

  it('re-reads the log when lines are appended', async () => {
    appendFileSync(file, JSON.stringify({ type: 'x', seq: 30, data: {} }) + '\n')
    const deadline = Date.now() + 5_000
    while (viewer.events() < 31 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    expect(JSON.parse((await get('/api/bounds')).body)).toEqual({ first: 0, next: 31 })
  })
})

describe('view --json (the built CLI)', () => {
  it('prints one JSON line with the URL, then serves it until stopped', async () => {
    const { spawn } = await import('node:child_process')
    const root = join(import.meta.dirname, '..', '..')
    const child = spawn(process.execPath, [join(root, 'tools', 'dsh-skill-router.mjs'), 'view', join(root, 'resources', 'sample-session.jsonl'), '--json', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] })
    try {
      const line = await new Promise<string>((done, fail) => {
        let out = ''
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString()
          if (out.includes('\n')) done(out.split('\n')[0]!)
        })
        child.on('exit', (code) => fail(new Error(`view exited ${code} before printing its URL`)))
      })
      const info = JSON.parse(line) as { url: string; events: number }
      expect(info.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      expect(info.events).toBeGreaterThan(100)
      expect((await fetch(info.url)).status).toBe(200)
    } finally {
      child.kill('SIGTERM')
    }
  })
})
