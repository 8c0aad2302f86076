/**
 * Preloaded with `node --import` before the suite. The published DSH 0.1.0-rc.8 packages import
 * on Node 20 but use two Node 22 features at run time; this fills exactly those gaps and nothing
 * else, so the objects under test stay the published ones (docs/host-notes.md, "Node 20").
 *
 * 1. `Promise.withResolvers` (ES2024): dsh-agent, dsh-agent-loop and dsh-session-persistence call
 *    it when an agent is created. Polyfilled only when missing.
 * 2. `node:zlib` zstd exports: dsh-session-persistence-jsonl imports `createZstdDecompress`,
 *    `zstdCompress`, `zstdDecompress` and `zstdDecompressSync`, so on Node 20 the module fails to
 *    link. A resolve hook hands that one package a zlib facade whose zstd functions throw; the
 *    suite runs the backend with `compression: 'none'`, which never calls them.
 */
import { register } from 'node:module'
import zlib from 'node:zlib'

if (typeof Promise.withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers() {
      let resolve
      let reject
      const promise = new this((res, rej) => {
        resolve = res
        reject = rej
      })
      return { promise, resolve, reject }
    },
  })
}

if (typeof zlib.createZstdDecompress !== 'function') {
  register('./zlib-resolve.mjs', import.meta.url)
}
