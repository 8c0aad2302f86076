/**
 * build-index's cache of parsed SKILL.md files (issue 18): a file's frontmatter and counted body
 * words (scan-library.ts `parseSkillText`) depend on its text, its folder name and its path alone,
 * and they are most of a full build's CPU. Each answer is kept in the user's cache
 * (`$XDG_CACHE_HOME` or `~/.cache`, `dsh-skill-router/parsed-skills/`, one file per library folder),
 * keyed by the sha256 of folder, path and the very text read, so an answer is reused only for
 * that text: a file edited, moved or renamed is parsed again, whatever its timestamps say. The file
 * also names the code that parsed (the CLI bundle's bytes) and the runtime (Node, ICU and Unicode
 * versions: Chinese segmentation depends on ICU); any other is ignored whole. It is a cache, never
 * a source of truth: a file missing, cut, unreadable or of another shape is parsed again, and the
 * build's outputs are the same byte for byte with or without it. After a build it holds exactly
 * that build's files (nothing piles up); `--full` reads nothing from it.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { LIMITS } from '../../host.js-src/core/limits.ts'
import type { ParsedSkill } from '../../host.js-src/library/scan-library.ts'
import { codeFingerprint } from './build-cache.ts'
import { pruneCacheFiles } from './dictionary-job.ts'

/**
 * 2: `entries` maps a key to [meta, keys, surfaces, counts, headings]: the words' keys joined by
 * newlines, their spellings joined likewise ('' where the spelling is the key itself, about half
 * the words), their counts joined by commas, the heading marks as a string of 0 and 1 (its length
 * is the word count). Format 1 held three JSON arrays per file: 7.2 MB for the corpus, ~140 ms of
 * JSON.parse alone; this is 5.6 MB, whose few long strings parse in about a third of that.
 */
const FORMAT = 2

type Stored = [meta: ParsedSkill['meta'], keys: string, surfaces: string, counts: string, headings: string]

const sha = (data: string) => createHash('sha256').update(data).digest('hex')

export interface ParseCache {
  /** `parse` answered from the cache when this very text was parsed before, else by `parse` (and kept). */
  wrap(parse: (text: string, folder: string, path: string) => ParsedSkill | Promise<ParsedSkill>): (text: string, folder: string, path: string) => Promise<ParsedSkill>
  /** Writes the answers of this build (call once the scan is done); a write that fails costs the next build its shortcut only. */
  save(): Promise<void>
  /** Files answered from the cache so far. */
  readonly hits: number
}

/** Where a library's parsed files go, under the user's cache folder (`dsh-skill-router/`). */
export function parseCacheFile(cacheRoot: string, library: string): string {
  return join(cacheRoot, 'parsed-skills', `${sha(library).slice(0, 32)}.json`)
}

/** One stored answer back as `parseSkillText` gave it, or undefined when it is not of the stored shape. */
function fromStored(s: unknown): ParsedSkill | undefined {
  if (!Array.isArray(s) || s.length !== 5) return undefined
  const [meta, keyText, surfaceText, countText, headings] = s as unknown[]
  if (!meta || typeof meta !== 'object' || typeof keyText !== 'string' || typeof surfaceText !== 'string' || typeof countText !== 'string' || typeof headings !== 'string') return undefined
  const m = meta as Record<string, unknown>
  if (typeof m['name'] !== 'string' || typeof m['description'] !== 'string' || typeof m['nameFromFolder'] !== 'boolean' || !Array.isArray(m['problems'])) return undefined
  const n = headings.length
  const keys = n ? keyText.split('\n') : []
  const surfaces = n ? surfaceText.split('\n') : []
  const counts = n ? countText.split(',') : []
  if (keys.length !== n || surfaces.length !== n || counts.length !== n || (!n && (keyText || surfaceText || countText))) return undefined
  const terms: ParsedSkill['terms'] = new Map()
  for (let i = 0; i < n; i++) {
    const c = counts[i]!
    const count = Number(c)
    const h = headings.charCodeAt(i)
    // Digits only (no sign, exponent, blank or fraction), as toStored writes them.
    // (the number printed back is the text: no regex per word, ~900,000 of them for the corpus).
    if (!Number.isInteger(count) || count < 0 || count > 0x7fffffff || String(count) !== c || (h !== 48 && h !== 49)) return undefined
    const key = keys[i]!
    terms.set(key, { count, surface: surfaces[i] || key, heading: h === 49 })
  }
  if (terms.size !== n) return undefined
  return { meta: meta as ParsedSkill['meta'], terms }
}

/** The stored form, or undefined when a word holds a newline or an empty spelling (that file is parsed again next time). */
function toStored(p: ParsedSkill): Stored | undefined {
  const keys: string[] = []
  const surfaces: string[] = []
  const counts: number[] = []
  let headings = ''
  for (const [k, t] of p.terms) {
    if (k.includes('\n') || t.surface.includes('\n') || t.surface === '' || !Number.isInteger(t.count) || t.count < 0 || t.count > 0x7fffffff) return undefined
    keys.push(k)
    surfaces.push(t.surface === k ? '' : t.surface)
    counts.push(t.count)
    headings += t.heading ? '1' : '0'
  }
  return [p.meta, keys.join('\n'), surfaces.join('\n'), counts.join(','), headings]
}

/**
 * The parsed-file cache of `library` in `cacheRoot` (the user's `dsh-skill-router/` cache folder),
 * or one that keeps nothing when there is no such folder. `read: false` (build-index --full) parses
 * every file and still writes the answers for the next build.
 */
export async function openParseCache(cacheRoot: string | undefined, library: string, options: { read: boolean }): Promise<ParseCache> {
  const file = cacheRoot ? parseCacheFile(cacheRoot, library) : undefined
  const runtime = [process.versions.node, process.versions.icu ?? 'no icu', process.versions.unicode ?? 'no unicode']
  const key = sha(JSON.stringify([FORMAT, library, await codeFingerprint(), runtime]))
  let stored: Record<string, unknown> = {}
  if (file && options.read) {
    try {
      const info = await stat(file)
      if (info.size <= LIMITS.parsedCacheMaxBytes) {
        const rec = JSON.parse(await readFile(file, 'utf8')) as { format?: unknown; key?: unknown; entries?: unknown }
        if (rec?.format === FORMAT && rec.key === key && rec.entries && typeof rec.entries === 'object' && !Array.isArray(rec.entries)) stored = rec.entries as Record<string, unknown>
      }
    } catch {
      // Missing, cut or not JSON: every file is parsed.
    }
  }
  const used = new Map<string, Stored>()
  let hits = 0
  let misses = 0
  return {
    get hits() {
      return hits
    },
    wrap(parse) {
      return async (text, folder, path) => {
        const k = sha(`${folder}\0${path}\0${text}`)
        const had = Object.prototype.hasOwnProperty.call(stored, k) ? stored[k] : undefined
        const cached = had === undefined ? undefined : fromStored(had)
        if (cached) {
          hits++
          used.set(k, had as Stored)
          return cached
        }
        misses++
        const parsed = await parse(text, folder, path)
        const kept = file ? toStored(parsed) : undefined
        if (kept) used.set(k, kept)
        return parsed
      }
    },
    async save() {
      if (!file) return
      // Nothing new and nothing dropped: the file on disk already says this build.
      if (!misses && used.size === Object.keys(stored).length) return
      const text = JSON.stringify({ format: FORMAT, key, entries: Object.fromEntries(used) })
      if (Buffer.byteLength(text) > LIMITS.parsedCacheMaxBytes) return
      const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`
      try {
        await mkdir(dirname(file), { recursive: true })
        await writeFile(temp, text)
        await rename(temp, file)
        await pruneParsed(dirname(file))
      } catch {
        await rm(temp, { force: true }).catch(() => undefined)
      }
    },
  }
}

/** Keeps the LIMITS.parsedFilesKept most recently written cache files, and removes temp files older than LIMITS.staleTempMs. */
async function pruneParsed(dir: string): Promise<void> {
  await pruneCacheFiles(dir, LIMITS.parsedFilesKept)
}
