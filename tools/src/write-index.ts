import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serializeIndex } from '../../host.js-src/core/index-file.ts'
import type { SkillRow } from '../../host.js-src/core/types.ts'
import type { IndexMeta } from '../../host.js-src/library/library.ts'
import { META_FILE, SHA_FILE } from '../../host.js-src/library/library.ts'
import { INDEX_FILE } from '../../host.js-src/library/locate.ts'
import { sha256Hex } from '../../host.js-src/library/sha256.ts'
import { VERSION } from './version.ts'

export interface IndexFiles {
  tsv: string
  sha: string
  meta: IndexMeta
}

/** The three files build-index writes, as text, before anything touches the disk. */
export async function renderIndexFiles(rows: readonly SkillRow[], dropped: IndexMeta['dropped']): Promise<IndexFiles> {
  const tsv = serializeIndex(rows)
  const sha256 = await sha256Hex(tsv)
  const meta: IndexMeta = {
    rows: rows.length,
    repos: new Set(rows.map((r) => r.repo)).size,
    uniqueNames: new Set(rows.map((r) => r.name)).size,
    dropped,
    sha256,
    generator: `dsh-skill-router ${VERSION}`,
  }
  return { tsv, sha: `${sha256}  ${INDEX_FILE}\n`, meta }
}

/**
 * Writes index + sidecars in one commit step: every file to a temp name, read back and verified,
 * then renamed into place (index last, so a reader never sees a new index with an old hash… the
 * sha and meta are renamed first; an interrupted run leaves at worst temp files, which the next
 * run removes). On any failure before the renames the old set stays untouched.
 */
export async function writeIndexFiles(outDir: string, files: IndexFiles): Promise<void> {
  await mkdir(outDir, { recursive: true })
  const tag = `.tmp-${process.pid}-${Date.now()}`
  const plan: [string, string][] = [
    [SHA_FILE, files.sha],
    [META_FILE, JSON.stringify(files.meta, null, 2) + '\n'],
    [INDEX_FILE, files.tsv],
  ]
  const temps = plan.map(([name]) => join(outDir, name + tag))
  try {
    for (let i = 0; i < plan.length; i++) await writeFile(temps[i]!, plan[i]![1], { flag: 'wx' })
    for (let i = 0; i < plan.length; i++) {
      const back = await readFile(temps[i]!, 'utf8')
      if (back !== plan[i]![1]) throw new Error(`verification failed for ${plan[i]![0]}: the bytes read back differ from those written`)
    }
    if ((await sha256Hex(await readFile(temps[2]!, 'utf8'))) !== files.meta.sha256) throw new Error('verification failed: the written index does not hash to its sidecar')
    for (let i = 0; i < plan.length; i++) await rename(temps[i]!, join(outDir, plan[i]![0]))
  } catch (err) {
    await Promise.all(temps.map((t) => rm(t, { force: true })))
    throw err
  }
}
