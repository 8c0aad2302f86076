import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseIndex } from '../../host.js-src/core/index-file.ts'
import { scanLibrary } from '../../host.js-src/library/scan-library.ts'
import { INDEX_FILE } from '../../host.js-src/library/locate.ts'
import type { IndexMeta } from '../../host.js-src/library/library.ts'
import { CliFailure, UsageError, parse, progress } from './cli-io.ts'
import type { Command } from './cli-io.ts'
import { createNodeFs } from './node-fs.ts'
import { renderIndexFiles, writeIndexFiles } from './write-index.ts'
import { existsSync, statSync } from 'node:fs'

const USAGE = 'dsh-skill-router build-index <library> [--out DIR] [--check] [--json]'

/** Compares two index texts as the contract reads them: line endings alone are no difference. */
function sameIndex(a: string, b: string): boolean {
  const norm = (t: string) => t.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n')
  if (norm(a) === norm(b)) return true
  return JSON.stringify(parseIndex(a).rows) === JSON.stringify(parseIndex(b).rows)
}

export const buildIndexCommand: Command = async (argv, io) => {
  const { values, positionals } = parse(argv, { out: { type: 'string' }, check: { type: 'boolean' }, json: { type: 'boolean' } }, USAGE)
  const target = positionals[0]
  if (!target) throw new UsageError(`build-index needs the library folder (the one holding <repo>/…/SKILL.md)\nusage: ${USAGE}`)
  const library = resolve(io.cwd, target)
  if (!existsSync(library) || !statSync(library).isDirectory()) {
    throw new CliFailure(`build-index: ${library} is not a folder. Give the library folder (normally <project>/.skill-src).`, 2)
  }
  const outDir = values.out ? resolve(io.cwd, values.out) : library
  const started = performance.now()
  const bar = progress(io, 'indexing')
  const scan = await scanLibrary(createNodeFs(io.cwd), library, { onProgress: (n) => bar.tick(n) })
  bar.done()
  const dropped: IndexMeta['dropped'] = {}
  for (const [rule, d] of Object.entries(scan.dropped)) dropped[rule] = { count: d.count, reason: d.reason }
  const files = await renderIndexFiles(scan.skills.map((s) => s.row), dropped)
  const ms = Math.round(performance.now() - started)
  const summary = {
    library,
    out: outDir,
    rows: files.meta.rows,
    repos: files.meta.repos,
    uniqueNames: files.meta.uniqueNames,
    dropped: scan.dropped,
    problems: scan.skills.reduce((n, s) => n + s.problems.length, 0),
    ms,
  }
  if (values.check) {
    const path = join(outDir, INDEX_FILE)
    const current = existsSync(path) ? await readFile(path, 'utf8') : undefined
    const drift = current === undefined || !sameIndex(current, files.tsv)
    if (values.json) io.out(JSON.stringify({ ...summary, check: true, drift, index: path }) + '\n')
    else io.out(drift ? `drift: ${path} ${current === undefined ? 'does not exist' : 'differs from what build-index would write'}; run: dsh-skill-router build-index ${target}${values.out ? ` --out ${values.out}` : ''}\n` : `up to date: ${path} (${summary.rows} skills)\n`)
    return drift ? 1 : 0
  }
  try {
    await writeIndexFiles(outDir, files)
  } catch (err) {
    throw new CliFailure(`build-index: could not write the index into ${outDir}: ${(err as Error).message}. The previous index, if any, is unchanged. Check the folder is writable, or pass --out DIR.`)
  }
  if (values.json) io.out(JSON.stringify(summary) + '\n')
  else {
    const droppedText = Object.entries(scan.dropped).map(([rule, d]) => `${d.count} ${rule}`).join(', ')
    io.out(`indexed ${summary.rows} skills from ${summary.repos} repos (${summary.uniqueNames} unique names) in ${ms} ms → ${join(outDir, INDEX_FILE)}\n`)
    if (droppedText) io.out(`dropped: ${droppedText} (see --json for paths)\n`)
    if (summary.problems) io.out(`${summary.problems} parsing problems recorded; run dsh-skill-router doctor for details\n`)
  }
  return 0
}
