/**
 * build-index's SKILL.md parsing on worker threads (issue 18): the frontmatter and the body's
 * counted words (scan-library.ts `parseSkillText`) are most of a full build's CPU, and each file's
 * answer depends on that file alone, so they run beside the walk, which keeps listing and reading
 * on the main thread. The width is LIMITS.buildParseWorkers, at most the CPUs less two (see
 * parseWidth); the first LIMITS.buildParseInline files are parsed here while the
 * workers start, so a small library never waits for one. A worker that fails or exits hands its
 * files back, parsed here: the answers are the same either way, only where they are worked out
 * differs. In a source run (no bundled tools/parse-worker.mjs), or on 2 CPUs, everything is parsed here.
 */
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import { parseSkillText } from '../../host.js-src/library/scan-library.ts'
import type { ParsedSkill } from '../../host.js-src/library/scan-library.ts'

/** The bundled worker entry (scripts/build.mjs), beside the chunk holding this module. */
export const PARSE_WORKER_FILE = 'parse-worker.mjs'

/** One request to a worker, and its answer. */
export interface ParseRequest {
  id: number
  text: string
  folder: string
  path: string
}
/**
 * A parsed file as a worker posts it: the body's words as parallel arrays, which the structured
 * clone copies several times faster than a Map of objects (a corpus file has hundreds of words).
 */
export interface PostedSkill {
  meta: ParsedSkill['meta']
  keys: string[]
  surfaces: string[]
  counts: Int32Array
  headings: Uint8Array
}
export type ParseAnswer = { id: number; posted: PostedSkill } | { id: number; failed: string }

export function toPosted(p: ParsedSkill): PostedSkill {
  const n = p.terms.size
  const keys: string[] = new Array(n)
  const surfaces: string[] = new Array(n)
  const counts = new Int32Array(n)
  const headings = new Uint8Array(n)
  let i = 0
  for (const [k, t] of p.terms) {
    keys[i] = k
    surfaces[i] = t.surface
    counts[i] = t.count
    headings[i] = t.heading ? 1 : 0
    i++
  }
  return { meta: p.meta, keys, surfaces, counts, headings }
}

/** The Map again, in the same order, with the same words, counts, spellings and heading marks. */
export function fromPosted(p: PostedSkill): ParsedSkill {
  const terms = new Map<string, { count: number; surface: string; heading: boolean }>()
  for (let i = 0; i < p.keys.length; i++) terms.set(p.keys[i]!, { count: p.counts[i]!, surface: p.surfaces[i]!, heading: p.headings[i] === 1 })
  return { meta: p.meta, terms }
}

export interface ParsePool {
  parse(text: string, folder: string, path: string): Promise<ParsedSkill>
  /** Ends the workers (the build is done or stopped). */
  stop(): void
  /** Files parsed on workers so far (the rest were parsed here). */
  readonly onWorkers: number
}

/**
 * Workers to start on this machine: LIMITS.buildParseWorkers, at most the CPUs less two (the
 * main thread's, and the dictionary worker's while the library is walked). On 2 CPUs that is
 * none: measured there (load 2), one parse worker added 1.2 s of CPU to a 6.3 s full build and
 * made it no faster (4.5 → 4.7 s), the second CPU being already busy with the dictionary job.
 */
export function parseWidth(cpus = availableParallelism()): number {
  return Math.max(0, Math.min(LIMITS.buildParseWorkers, cpus - 2))
}

export function startParsePool(opts: { width?: number; file?: string } = {}): ParsePool {
  const file = opts.file ?? join(dirname(fileURLToPath(import.meta.url)), PARSE_WORKER_FILE)
  const width = opts.width ?? parseWidth()
  type Waiting = { req: ParseRequest; resolve: (p: ParsedSkill) => void; reject: (err: unknown) => void }
  type Lane = { worker: Worker; pending: Map<number, Waiting> }
  const lanes: Lane[] = []
  let broken = width <= 0 || !existsSync(file)
  let seen = 0
  let nextId = 0
  let onWorkers = 0
  const here = (req: ParseRequest): ParsedSkill => parseSkillText(req.text, req.folder, req.path)
  /** Parsed here instead; an error reaches the scan as it would have without workers. */
  const settleHere = (w: Waiting) => {
    try {
      w.resolve(here(w.req))
    } catch (err) {
      w.reject(err)
    }
  }

  /** A lane that can no longer answer: its files are parsed here, and no new file goes to it. */
  const retire = (lane: Lane) => {
    const i = lanes.indexOf(lane)
    if (i >= 0) lanes.splice(i, 1)
    void lane.worker.terminate()
    for (const w of lane.pending.values()) settleHere(w)
    lane.pending.clear()
    if (!lanes.length) broken = true
  }
  const start = () => {
    for (let k = 0; k < width; k++) {
      let worker: Worker
      try {
        worker = new Worker(file)
      } catch {
        break
      }
      const lane: Lane = { worker, pending: new Map() }
      worker.on('message', (m: ParseAnswer) => {
        const p = lane.pending.get(m.id)
        if (!p) return
        lane.pending.delete(m.id)
        if ('posted' in m) {
          onWorkers++
          p.resolve(fromPosted(m.posted))
        } else settleHere(p)
        if (!lane.pending.size) worker.unref()
      })
      worker.once('error', () => retire(lane))
      worker.once('exit', () => retire(lane))
      worker.unref()
      lanes.push(lane)
    }
    if (!lanes.length) broken = true
  }

  return {
    get onWorkers() {
      return onWorkers
    },
    async parse(text, folder, path) {
      const req: ParseRequest = { id: nextId++, text, folder, path }
      if (broken || seen++ < LIMITS.buildParseInline) return here(req)
      if (!lanes.length) start()
      if (broken) return here(req)
      // The lane with the fewest files waiting.
      let lane = lanes[0]!
      for (const l of lanes) if (l.pending.size < lane.pending.size) lane = l
      return new Promise<ParsedSkill>((resolve, reject) => {
        lane.pending.set(req.id, { req, resolve, reject })
        lane.worker.ref()
        lane.worker.postMessage(req)
      })
    },
    stop() {
      broken = true
      for (const lane of [...lanes]) {
        lanes.splice(lanes.indexOf(lane), 1)
        void lane.worker.terminate()
      }
    },
  }
}
