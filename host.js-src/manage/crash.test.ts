/**
 * A crash at every single write operation of a write: the process "dies" at operation k (that
 * operation and everything after it fail, the lock stays behind with a dead pid). A fresh process
 * must then find either the old or the new version, consistent on disk, ledger and index.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseIndex } from '../core/index-file.ts'
import { port, projectStore, skillMd, tempDir } from './_test-kit.ts'
import { parseLedger, topVersion } from './ledger.ts'
import { checkLoad, manage, recordOf, remove, rollback } from './lifecycle.ts'
import type { Store } from './store.ts'
import type { WritePort } from './write-port.ts'

const deadPid = Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString())

class Crash extends Error {}

/** A port that dies at its k-th mutating operation. */
function dyingPort(k: number): { port: WritePort; ops: () => number } {
  let n = 0
  let dead = false
  const step = () => {
    if (dead) throw new Crash('dead')
    if (++n === k) {
      dead = true
      throw new Crash(`crash at op ${k}`)
    }
  }
  const wrap =
    <A extends unknown[], R>(fn: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      step()
      return fn(...a)
    }
  const p: WritePort = {
    ...port,
    pid: deadPid,
    mkdirp: wrap(port.mkdirp),
    writeExclusive: wrap(port.writeExclusive),
    appendDurable: wrap(port.appendDurable),
    rename: wrap(port.rename),
    unlink: wrap(port.unlink),
    removeTree: wrap(port.removeTree),
  }
  return { port: p, ops: () => n }
}

const V1 = skillMd('k', 'version one')
const V2 = skillMd('k', 'version two')

type Op = (s: Store) => Promise<unknown>
const scenarios: [string, Op, string[]][] = [
  ['edit', (s) => manage(s, { action: 'edit', name: 'k', content: V2 }, { by: 'agent' }), [V1, V2]],
  ['rm', (s) => remove(s, 'k', { by: 'agent' }), [V1, 'deleted']],
]

describe('a crash at any operation leaves the old or the new state', () => {
  for (const [label, op, allowed] of scenarios) {
    it(label, async () => {
      // Count the operations of a run that does not crash.
      const probeRoot = tempDir('crash-')
      await manage(projectStore(probeRoot), { action: 'create', name: 'k', content: V1 }, { by: 'agent' })
      const probe = dyingPort(Number.MAX_SAFE_INTEGER)
      await op(projectStore(probeRoot, probe.port))
      const total = probe.ops()
      expect(total).toBeGreaterThan(5)
      const seen = new Set<string>()
      for (let k = 1; k <= total; k++) {
        const root = tempDir('crash-')
        await manage(projectStore(root), { action: 'create', name: 'k', content: V1 }, { by: 'agent' })
        const dying = dyingPort(k)
        await expect(op(projectStore(root, dying.port))).rejects.toThrow(Crash)
        // A fresh process: load (repairs an interrupted commit), then read everything back.
        const store = projectStore(root)
        const st = await store.read()
        expect(st.skipped).toEqual([])
        const head = topVersion(recordOf(st.records, 'project', 'k')!)
        const file = join(root, '.skill-src/learned/k/SKILL.md')
        if (head) {
          const check = await checkLoad(store, 'k', undefined)
          expect(check.withhold, `k=${k}`).toBeUndefined()
          const text = readFileSync(file, 'utf8')
          expect(allowed, `k=${k}`).toContain(text)
          seen.add(text)
        } else {
          seen.add('deleted')
          // The folder may still be there until the next write repairs it; a load refuses it meanwhile.
        }
        // The next write recovers the dead writer's lock and leaves everything consistent.
        const next = await manage(store, { action: 'write_file', name: 'k', file_path: 'references/n.md', file_content: 'next' }, { by: 'agent' })
        if (head) {
          expect(next.ok, `k=${k}: ${next.error}`).toBe(true)
          expect(readdirSync(join(root, '.skill-src/learned/k')).filter((n) => n.startsWith('.tmp-'))).toEqual([])
          const rows = parseIndex(readFileSync(join(root, '.skill-src/skill-index.tsv'), 'utf8')).rows
          expect(rows.map((r) => r.relpath)).toEqual(['k'])
        } else {
          expect(next.refusal).toBe('state')
          expect((await rollback(store, 'k', { by: 'human' })).ok, `k=${k}`).toBe(true)
          expect(readFileSync(file, 'utf8')).toBe(V1)
        }
        expect(existsSync(join(root, '.skill-src/.skill-manage/lock'))).toBe(false)
        expect(parseLedger(readFileSync(join(root, '.skill-src/.skill-manage/ledger.jsonl'), 'utf8')).skipped).toEqual([])
      }
      // Both outcomes occur: crashes before the commit point keep the old, after it the new.
      expect([...seen].sort()).toEqual([...allowed].sort())
    })
  }
})
