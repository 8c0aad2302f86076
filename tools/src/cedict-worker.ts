/**
 * The worker thread of dictionary-job.ts: reads CC-CEDICT and works out every entry's senses
 * (zh-dict.ts `dictionarySenses`, the costly half of the reduction) while the main thread walks
 * the library; then, sent the library's terms, keeps the senses the library uses and posts the
 * stored dictionary back. Bundled as tools/cedict-worker.mjs.
 */
import { parentPort } from 'node:worker_threads'
import { inTermTable } from '../../host.js-src/core/tokenize.ts'
import { dictionarySenses, keepSenses } from '../../host.js-src/core/zh-dict.ts'
import { loadCedict } from './write-index.ts'

const port = parentPort
if (port) {
  const ready = (async () => {
    const cedict = await loadCedict()
    return typeof cedict === 'string' ? cedict : dictionarySenses(cedict, inTermTable)
  })()
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
