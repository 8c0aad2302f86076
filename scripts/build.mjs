// Builds the committed bundles. `node scripts/build.mjs [--out DIR]` writes them under DIR (the
// staleness test builds into a temp folder and compares byte for byte).
import { build } from 'esbuild'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const outIndex = process.argv.indexOf('--out')
const out = outIndex > 0 ? resolve(process.argv[outIndex + 1]) : root

const common = { bundle: true, legalComments: 'none', charset: 'utf8', logLevel: 'warning', absWorkingDir: root }

/** Every single-file bundle this package ships: [entry, output, options]. */
export const BUNDLES = [
  ['host.js-src/plugin/index.ts', 'host.js', { format: 'esm', platform: 'neutral', target: 'es2022', mainFields: ['module', 'main'] }],
  // A leading ';' keeps client.js safe when DSH concatenates it after a bundle without a final semicolon.
  ['client-src/index.ts', 'client.js', { format: 'iife', platform: 'browser', target: 'es2020', banner: { js: ';' } }],
  // The standalone viewer's page script: the same tab rendered with Preact (shipped in resources/).
  ['client-src/viewer/main.ts', 'resources/viewer.js', { format: 'iife', platform: 'browser', target: 'es2020' }],
]

/**
 * The CLI: tools/cli.mjs plus its chunks, tools/cli-<hash>.mjs, split along main.ts's lazy command
 * imports, so a process compiles only the code of the command it runs (a cold `search` leaves out
 * the MCP SDK, MiniSearch, build-index's writer, the eval sets). The chunks sit beside cli.mjs:
 * modules that find the package from `import.meta.url` (starter library, CC-CEDICT, the bench's
 * CLI entry) see the same folder from any chunk, and `tools/*.mjs` in package.json ships them.
 */
export const CLI = { entry: 'tools/src/main.ts', dir: 'tools', name: 'cli', chunk: /^cli-[A-Z0-9]+\.mjs$/ }
/** build-index's worker thread (tools/src/dictionary-job.ts), an entry of the same split build. */
export const CEDICT_WORKER = { entry: 'tools/src/cedict-worker.ts', name: 'cedict-worker' }
/** build-index's SKILL.md parsing threads (tools/src/parse-pool.ts), another entry of the same build. */
export const PARSE_WORKER = { entry: 'tools/src/parse-worker.ts', name: 'parse-worker' }
/** audit's scan threads (tools/src/guard-scan-pool.ts), an entry of the same split build. */
export const SCAN_WORKER = { entry: 'tools/src/guard-scan-worker.ts', name: 'guard-scan-worker' }

for (const [entry, output, options] of BUNDLES) {
  const outfile = join(out, output)
  await mkdir(dirname(outfile), { recursive: true })
  await build({ ...common, ...options, entryPoints: [join(root, entry)], outfile })
}

const cliDir = join(out, CLI.dir)
await mkdir(cliDir, { recursive: true })
// Chunk names follow their content: remove the previous build's, or stale ones would pile up.
for (const name of await readdir(cliDir)) if (CLI.chunk.test(name)) await rm(join(cliDir, name))
await build({
  ...common,
  entryPoints: { [CLI.name]: join(root, CLI.entry), [CEDICT_WORKER.name]: join(root, CEDICT_WORKER.entry), [PARSE_WORKER.name]: join(root, PARSE_WORKER.entry), [SCAN_WORKER.name]: join(root, SCAN_WORKER.entry) },
  outdir: cliDir,
  format: 'esm',
  splitting: true,
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  chunkNames: `${CLI.name}-[hash]`,
  // Bundled CommonJS dependencies (the MCP SDK's) may call require(); give every chunk one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
})
