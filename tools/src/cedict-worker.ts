/**
 * The worker thread of dictionary-job.ts: reads CC-CEDICT and works out every entry's senses
 * (zh-dict.ts `dictionarySenses`, the costly half of the reduction; or reads them from the user's
 * cache, dictionary-job.ts `cachedSenses`) while the main thread walks
 * the library; then, sent the library's terms, keeps the senses the library uses and posts the
 * stored dictionary back. Bundled as tools/cedict-worker.mjs.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { keepSenses } from '../../host.js-src/core/zh-dict.ts'
import { cachedSenses, computeSenses, sensesCacheFile } from './dictionary-job.ts'

const port = parentPort
if (port) {
  const cacheRoot = (workerData as { cacheRoot?: string } | null)?.cacheRoot
  // From the user's cache when this dictionary, code and runtime have been seen (dictionary-job.ts).
  const ready = (async () => cachedSenses(await sensesCacheFile(cacheRoot), computeSenses))()
  port.once('message', async (terms: string[]) => {
    try {
      const senses = await ready
      if (typeof senses === 'string') port.postMessage({ missing: senses })
      else {
        const library = new Set(terms)
        port.postMessage({ stored: keepSenses(senses, (t) => library.has(t)) })
      }
    } catch (err) {
      port.postMessage({ failed: (err as Error).message })
    }
  })
}
