/**
 * Scan threads for guard-scan.ts: the files of a large scan (an `audit` of a whole library) shared
 * out between this thread and worker threads running tools/guard-scan-worker.mjs, a few files at a
 * time to whichever thread is free. Each outcome is kept at its file's place, so the report reads
 * the same, in the same order, whatever the number of threads. Only the bundled CLI has the worker
 * file; without it everything runs here.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { GUARD } from '../../host.js-src/core/limits.ts'
import { scanJob } from './guard-scan.ts'
import type { ScanJob, ScanOptions, ScanOutcome, ScanSettings } from './guard-scan.ts'

/** The bundled worker entry (scripts/build.mjs), beside the chunk holding this module. */
export const SCAN_WORKER_FILE = 'guard-scan-worker.mjs'

/** A batch sent to a scan thread, and what it answers. */
export interface BatchRequest {
  start: number
  jobs: ScanJob[]
}
export type BatchAnswer = { start: number; outcomes: ScanOutcome[] } | { start: number; failed: string }

/** What the pool needs of a thread (a node:worker_threads Worker, or a stand-in in tests). */
export interface ScanThread {
  postMessage(message: BatchRequest): void
  on(event: 'message', listener: (answer: BatchAnswer) => void): unknown
  on(event: 'error', listener: (err: Error) => void): unknown
  on(event: 'exit', listener: (code: number) => void): unknown
  terminate(): unknown
}

/** Starts one scan thread, or undefined when there is no worker file to run (a run from source). */
export type SpawnThread = (settings: ScanSettings) => ScanThread | undefined

function spawnWorker(settings: ScanSettings): ScanThread | undefined {
  const file = join(dirname(fileURLToPath(import.meta.url)), SCAN_WORKER_FILE)
  if (!existsSync(file)) return undefined
  return new Worker(file, { workerData: settings }) as unknown as ScanThread
}

/**
 * Scans `jobs` on this thread and up to `options.threads - 1` worker threads, one per
 * GUARD.scanFilesPerThread files at most (a thread's start costs about as much as scanning that many).
 * A thread that fails or ends early fails the scan, saying which; the others are stopped.
 */
export async function scanPool(jobs: readonly ScanJob[], settings: ScanSettings, options: ScanOptions, spawn: SpawnThread = spawnWorker, filesPerThread: number = GUARD.scanFilesPerThread): Promise<ScanOutcome[]> {
  const helpers = Math.min((options.threads ?? 1) - 1, Math.floor(jobs.length / filesPerThread))
  const batch = GUARD.scanThreadBatch
  const out: ScanOutcome[] = new Array(jobs.length)
  let next = 0
  let done = 0
  let failure: Error | undefined
  const take = (): [number, number] | undefined => {
    if (next >= jobs.length || failure) return undefined
    const start = next
    next = Math.min(jobs.length, start + batch)
    return [start, next]
  }
  const tick = (n: number) => {
    done += n
    options.onProgress?.(done, jobs.length)
  }
  const threads: ScanThread[] = []
  const finished: Promise<void>[] = []
  for (let k = 0; k < helpers; k++) {
    const thread = spawn(settings)
    if (!thread) break
    threads.push(thread)
    finished.push(
      new Promise<void>((resolve, reject) => {
        const inFlight = new Set<number>()
        const send = () => {
          const b = take()
          if (!b) return
          inFlight.add(b[0])
          thread.postMessage({ start: b[0], jobs: jobs.slice(b[0], b[1]) })
        }
        thread.on('message', (answer) => {
          if ('failed' in answer) return reject(new Error(`a scan thread failed on ${jobs[answer.start]?.shown ?? 'a batch'} or a file after it: ${answer.failed}`))
          answer.outcomes.forEach((o, i) => (out[answer.start + i] = o))
          inFlight.delete(answer.start)
          tick(answer.outcomes.length)
          send()
          if (inFlight.size === 0) resolve()
        })
        thread.on('error', (err) => reject(new Error(`a scan thread failed: ${err.message}`)))
        thread.on('exit', (code) => (inFlight.size ? reject(new Error(`a scan thread ended early (exit code ${code}) before answering for ${inFlight.size} batch(es) of files`)) : resolve()))
        // Two batches in flight: the thread starts the second while this one, busy scanning, gets to its answer.
        send()
        send()
        if (inFlight.size === 0) resolve()
      }).catch((err: Error) => {
        // The first failure stops every thread: their batches no longer matter.
        failure ??= err
        for (const t of threads) void t.terminate()
      }),
    )
  }
  try {
    for (let b = take(); b; b = take()) {
      for (let i = b[0]; i < b[1]; i++) out[i] = await scanJob(jobs[i]!, settings)
      tick(b[1] - b[0])
      // Let the threads' answers in: each is waiting for its next batch.
      if (threads.length) await new Promise((resolve) => setImmediate(resolve))
    }
    await Promise.all(finished)
  } finally {
    for (const t of threads) void t.terminate()
  }
  if (failure) throw failure
  return out
}
