import { resolve } from 'node:path'
import { Router } from '../../host.js-src/tools/router.ts'
import type { CallContext } from '../../host.js-src/tools/router.ts'
import { createNodeFs } from './node-fs.ts'
import type { CliIo } from './cli-io.ts'
import { fileURLToPath } from 'node:url'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The bundled starter library, found beside this module (source tree or bundled tools/cli.mjs). */
export function starterDir(): string | undefined {
  let here = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 4; i++) {
    const dir = join(here, 'resources', 'starter-skills')
    if (existsSync(join(dir, 'skill-index.tsv'))) return dir
    here = dirname(here)
  }
  return undefined
}

export interface LibraryFlags {
  library?: string | undefined
  index?: string | undefined
}

/** A router and call context for a CLI command, finding the library exactly as the plugin does. */
export function cliRouter(io: CliIo, flags: LibraryFlags): { router: Router; call: CallContext } {
  const fs = createNodeFs(io.cwd)
  const starter = starterDir()
  const router = new Router({
    ...(flags.library ? { library: resolve(io.cwd, flags.library) } : {}),
    ...(flags.index ? { indexFile: resolve(io.cwd, flags.index) } : {}),
    ...(starter ? { starterDir: starter } : {}),
  })
  return { router, call: { fs, cwd: io.cwd } }
}
