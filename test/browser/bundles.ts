/**
 * Builds the browser bundles from the sources, in memory, so browser tests prove the code in the
 * tree and not a stale committed file (CI separately checks that the committed files match). The
 * client.js options are the ones scripts/build.mjs uses for it.
 */
import { build } from 'esbuild'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

export async function bundle(entry: string): Promise<string> {
  const out = await build({ entryPoints: [join(ROOT, entry)], absWorkingDir: ROOT, bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2020', legalComments: 'none', charset: 'utf8', logLevel: 'silent' })
  return out.outputFiles[0]?.text ?? ''
}

export const clientBundle = () => bundle('client-src/index.ts')
export const viewerBundle = () => bundle('client-src/viewer/main.ts')
