import { afterEach, describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createLogSink, nodeLogFs, resolveLogPath } from './telemetry.ts'
import type { TurnCallsRecord } from './records.ts'

const dirs: string[] = []
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'discovery-log-'))
  dirs.push(d)
  return d
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function rec(turn: number): TurnCallsRecord {
  return { v: 1, kind: 'turn-calls', at: '2026-11-30T10:00:00.000Z', sessionKey: 'abcdef01', turn, skillSearchCalls: 0, skillLoadCalls: 0, skillRefCalls: 0, residentSkillCalls: 0, otherToolCalls: 1, settledBy: 'turn/end', endReason: 'completed' }
}

describe('resolveLogPath', () => {
  it('prefers the configured path, then $DSH_HOME, then ~/.dsh', () => {
    expect(resolveLogPath('/x/log.jsonl', { DSH_HOME: '/h' })).toBe('/x/log.jsonl')
    expect(resolveLogPath(undefined, { DSH_HOME: '/h' })).toBe('/h/skill-router/discovery.jsonl')
    expect(resolveLogPath(undefined, {})).toMatch(/\/\.dsh\/skill-router\/discovery\.jsonl$/)
    expect(resolveLogPath('~/logs/d.jsonl', {})).toMatch(/^\/.+\/logs\/d\.jsonl$/)
  })
})

describe('createLogSink', () => {
  it('finds node:fs at run time', () => {
    expect(typeof nodeLogFs()?.appendFile).toBe('function')
  })

  it('appends one JSON line per record, in order, creating folders', async () => {
    const path = join(tempDir(), 'a', 'b', 'discovery.jsonl')
    const sink = createLogSink(path)
    for (let t = 1; t <= 5; t++) sink.write(rec(t))
    await sink.flush()
    const lines = readFileSync(path, 'utf8').trim().split('\n')
    expect(lines.map((l) => JSON.parse(l).turn)).toEqual([1, 2, 3, 4, 5])
    expect(sink.lastError).toBeUndefined()
  })

  it('rotates to .1 before a write would pass the limit, replacing an older .1', async () => {
    const dir = tempDir()
    const path = join(dir, 'd.jsonl')
    writeFileSync(path + '.1', 'ancient\n')
    const lineBytes = JSON.stringify(rec(1)).length + 1
    const sink = createLogSink(path, nodeLogFs(), lineBytes * 3)
    for (let t = 1; t <= 4; t++) sink.write(rec(t))
    await sink.flush()
    expect(readFileSync(path + '.1', 'utf8').trim().split('\n').map((l) => JSON.parse(l).turn)).toEqual([1, 2, 3])
    expect(readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l).turn)).toEqual([4])
  })

  it('never throws when the path cannot be written, and keeps the reason', async () => {
    const dir = tempDir()
    writeFileSync(join(dir, 'file'), 'x')
    const sink = createLogSink(join(dir, 'file', 'sub', 'd.jsonl'))
    expect(() => sink.write(rec(1))).not.toThrow()
    await sink.flush()
    expect(sink.lastError).toMatch(/could not write .*d\.jsonl/)
    sink.write(rec(2))
    await expect(sink.flush()).resolves.toBeUndefined()
  })

  it('does nothing without a path or without node:fs', async () => {
    const a = createLogSink(undefined)
    a.write(rec(1))
    await a.flush()
    const dir = tempDir()
    const b = createLogSink(join(dir, 'x.jsonl'), null)
    b.write(rec(1))
    await b.flush()
    expect(existsSync(join(dir, 'x.jsonl'))).toBe(false)
  })
})
