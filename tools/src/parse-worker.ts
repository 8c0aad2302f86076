/**
 * The worker thread of parse-pool.ts: sent one SKILL.md's text at a time, answers its frontmatter
 * and counted body words (scan-library.ts `parseSkillText`). Bundled as tools/parse-worker.mjs.
 */
import { parentPort } from 'node:worker_threads'
import { parseSkillText } from '../../host.js-src/library/scan-library.ts'
import { toPosted } from './parse-pool.ts'
import type { ParseAnswer, ParseRequest } from './parse-pool.ts'

const port = parentPort
if (port) {
  port.on('message', (req: ParseRequest) => {
    let answer: ParseAnswer
    try {
      answer = { id: req.id, posted: toPosted(parseSkillText(req.text, req.folder, req.path)) }
    } catch (err) {
      answer = { id: req.id, failed: (err as Error).message }
    }
    port.postMessage(answer)
  })
}
