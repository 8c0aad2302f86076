/**
 * The library's Chinese dictionary (zh-dict.ts), started before build-index walks the library:
 * reading CC-CEDICT and working out its senses takes about as long as the walk itself and needs
 * nothing from it, so in the bundled CLI it runs on a worker thread beside the walk (the second
 * CPU), and only the last, cheap half waits for the library's terms. In a source run (no
 * bundled worker file) it all runs here, after the walk, as before. Same result either way.
 */
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { inTermTable } from '../../host.js-src/core/tokenize.ts'
import { reduceDictionary } from '../../host.js-src/core/zh-dict.ts'
import type { StoredDictionary } from '../../host.js-src/core/zh-dict.ts'
import { loadCedict } from './write-index.ts'

/** The bundled worker entry (scripts/build.mjs), beside the chunk holding this module. */
export const WORKER_FILE = 'cedict-worker.mjs'

export interface DictionaryJob {
  /** The dictionary reduced to a library holding these terms, or why there is none (CC-CEDICT missing or unreadable). */
  reduce(terms: Iterable<string>): Promise<{ stored: StoredDictionary } | { missing: string }>
  /** Ends the worker when the build stops before asking. */
  stop(): void
}

export function startDictionaryJob(): DictionaryJob {
  const file = join(dirname(fileURLToPath(import.meta.url)), WORKER_FILE)
  if (!existsSync(file)) return inline()
  let worker: Worker
  try {
    worker = new Worker(file)
  } catch {
    return inline()
  }
  // The build may end (an error, a refusal) without asking: the worker must not hold the process.
  worker.unref()
  const answer = new Promise<{ stored: StoredDictionary } | { missing: string }>((resolve) => {
    worker.once('message', (m: { stored?: string; missing?: string; failed?: string }) => {
      if (typeof m.stored === 'string') resolve({ stored: m.stored })
      else resolve({ missing: m.missing ?? `the dictionary could not be reduced (${m.failed ?? 'no answer'})` })
    })
    worker.once('error', (err) => resolve({ missing: `the dictionary worker failed (${err.message})` }))
    worker.once('exit', (code) => resolve({ missing: `the dictionary worker ended early (exit ${code})` }))
  })
  return {
    async reduce(terms) {
      worker.ref()
      worker.postMessage([...terms])
      const out = await answer
      void worker.terminate()
      return out
    },
    stop: () => void worker.terminate(),
  }
}

function inline(): DictionaryJob {
  return {
    async reduce(terms) {
      const cedict = await loadCedict()
      if (typeof cedict === 'string') return { missing: cedict }
      const library = new Set(terms)
      return { stored: reduceDictionary(cedict, (t) => library.has(t), inTermTable) }
    },
    stop: () => undefined,
  }
}
