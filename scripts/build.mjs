// Builds the committed bundles. `node scripts/build.mjs [--out DIR]` writes them under DIR (the
// staleness test builds into a temp folder and compares byte for byte).
import { build } from 'esbuild'
import { mkdir } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const outIndex = process.argv.indexOf('--out')
const out = outIndex > 0 ? resolve(process.argv[outIndex + 1]) : root

const common = { bundle: true, legalComments: 'none', charset: 'utf8', logLevel: 'warning', absWorkingDir: root }

/** Every bundle this package ships: [entry, output, options]. */
export const BUNDLES = [
  ['host.js-src/plugin/index.ts', 'host.js', { format: 'esm', platform: 'neutral', target: 'es2022', mainFields: ['module', 'main'] }],
  // A leading ';' keeps client.js safe when DSH concatenates it after a bundle without a final semicolon.
  ['client-src/index.ts', 'client.js', { format: 'iife', platform: 'browser', target: 'es2020', banner: { js: ';' } }],
  // The standalone viewer's page script: the same tab rendered with Preact (shipped in resources/).
  ['client-src/viewer/main.ts', 'resources/viewer.js', { format: 'iife', platform: 'browser', target: 'es2020' }],
  [
    'tools/src/main.ts',
    'tools/cli.mjs',
    {
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Bundled CommonJS dependencies (the MCP SDK's) may call require(); give them one.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    },
  ],
]

for (const [entry, output, options] of BUNDLES) {
  const outfile = join(out, output)
  await mkdir(dirname(outfile), { recursive: true })
  await build({ ...common, ...options, entryPoints: [join(root, entry)], outfile })
}
