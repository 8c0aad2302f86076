/**
 * A scan thread of guard-scan-pool.ts: sent batches of files, reads and scans each exactly as the
 * calling thread would (guard-scan.ts `scanJob`) and answers with the outcomes in order. Bundled as
 * tools/guard-scan-worker.mjs.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { scanJob } from './guard-scan.ts'
import type { ScanOutcome, ScanSettings } from './guard-scan.ts'
import type { BatchAnswer, BatchRequest } from './guard-scan-pool.ts'

const port = parentPort
if (port) {
  const settings = (workerData ?? {}) as ScanSettings
  port.on('message', async (request: BatchRequest) => {
    let answer: BatchAnswer
    try {
      const outcomes: ScanOutcome[] = []
      for (const job of request.jobs) outcomes.push(await scanJob(job, settings))
      answer = { start: request.start, outcomes }
    } catch (err) {
      answer = { start: request.start, failed: (err as Error).message }
    }
    port.postMessage(answer)
  })
}
