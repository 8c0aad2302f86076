/**
 * A writer process for the concurrency and kill -9 tests: patches one shared skill `count` times
 * (or forever with count 0), each patch adding its own line. Bundled by esbuild at test time.
 */
import * as fs from 'node:fs'
import { join } from 'node:path'
import { manage } from '../../host.js-src/manage/lifecycle.ts'
import { LockTimeout } from '../../host.js-src/manage/lock.ts'
import { Store, projectPaths } from '../../host.js-src/manage/store.ts'
import { nodeWritePort } from '../../host.js-src/manage/write-port.ts'

const [root, id, countText] = process.argv.slice(2)
const count = Number(countText)
const store = new Store(nodeWritePort(fs, process), projectPaths(join(root!, '.skill-src')))

for (let i = 0; count === 0 || i < count; i++) {
  const line = `- w${id}-${i}`
  const request = () => manage(store, { action: 'patch', name: 'shared', old_string: '<!-- end -->', new_string: `${line}\n<!-- end -->` }, { by: 'agent', session: `w${id}` })
  // A writer waits at most MANAGE.lockWaitMs (2 s) and then says the store is busy; like an agent
  // told "Retry in a moment", this one retries. Nothing was written by the call that gave up.
  let out
  for (;;) {
    try {
      out = await request()
      break
    } catch (err) {
      if (!(err instanceof LockTimeout)) throw err
      process.stderr.write(`w${id} ${i}: busy, retrying\n`)
    }
  }
  if (!out.ok) {
    process.stderr.write(`w${id} ${i}: ${out.error}\n`)
    process.exit(3)
  }
  process.stdout.write(`${line}\n`)
}
