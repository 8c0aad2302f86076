import * as LEXICON from '../core/lexicon.ts'
import { WEIGHTS } from '../core/limits.ts'
import { FIELD_COUNT, assembleSearchIndex, collectPostings } from '../core/search.ts'
import type { RawPostings, SearchIndex } from '../core/search.ts'
import { TERMS_ZH } from '../core/terms-zh.ts'
import { tokenize } from '../core/tokenize.ts'
import { parseDictionary } from '../core/zh-dict.ts'
import type { StoredDictionary } from '../core/zh-dict.ts'
import { LITTLE_ENDIAN, decodeArray, encodeArray } from '../core/typed-json.ts'
import type { SearchDoc, SkillRow } from '../core/types.ts'
import { sha256Hex } from './sha256.ts'

/**
 * `skill-index.search.json`: the tokenized postings of an index, written by build-index beside it
 * so a cold process skips tokenizing every row (the costly part of loading a large index). A cache,
 * never a source of truth: it is used only when it names the exact index text (digest), the same
 * row count and the same tokenizer (fingerprint); anything else — absent, stale, corrupt, another
 * engine version — means the index is built from the rows as before. docs/index-contract.md.
 */
export const SEARCH_SIDECAR = 'skill-index.search.json'
/** 2: five fields (body keywords), 6 bits a field in `tf`; a format-1 sidecar is ignored. */
export const SEARCH_SIDECAR_FORMAT = 2

/** Where the `zh` lines come from, stored beside them (the data's licence asks for attribution). */
export const ZH_SOURCE = 'CC-CEDICT (MDBG and contributors, https://cc-cedict.org/), CC BY-SA 4.0; the entries whose glosses this library uses'

/** The search docs of library rows, in row order (row i is doc i). */
export function rowDocs(rows: readonly SkillRow[]): SearchDoc[] {
  return rows.map((r) => ({
    name: r.name,
    description: r.description,
    ...(r.whenToUse ? { whenToUse: r.whenToUse } : {}),
    ...(r.keywords ? { keywords: r.keywords } : {}),
    repo: r.repo,
    relpath: r.relpath,
    source: 'library' as const,
  }))
}

/** Rows tokenized to compute the fingerprint: enough to catch a changed tokenizer on this library's text. */
const PROBE_ROWS = 64

/**
 * Identifies the engine a sidecar was made with: every word table the tokenizer uses, the weights
 * its stored scores were computed with, and what the tokenizer makes of the first rows of this
 * very index (so a changed stemmer shows even when no table changed).
 */
export function engineFingerprint(rows: readonly SkillRow[]): Promise<string> {
  const probe = rows.slice(0, PROBE_ROWS).map((r) => tokenize([r.name, r.description, r.whenToUse ?? '', r.repo, r.relpath, r.keywords ?? ''].join('\n')))
  return sha256Hex(JSON.stringify([SEARCH_SIDECAR_FORMAT, FIELD_COUNT, Object.entries(LEXICON).sort(), TERMS_ZH, WEIGHTS, probe]))
}

/**
 * The sidecar's text for these rows, whose index text hashes to `indexDigest`. `dictionary`, when
 * given, reduces a Chinese dictionary to this library (it is handed the library's own index) and
 * the result is stored under `zh` (core/zh-dict.ts).
 */
export async function renderSearchSidecar(rows: readonly SkillRow[], indexDigest: string, dictionary?: (index: SearchIndex) => StoredDictionary): Promise<string> {
  const docs = rowDocs(rows)
  const raw = collectPostings(docs)
  // The scores are stored too: restoring then computes nothing per posting.
  const sat = new Float32Array(raw.docs.length)
  const index = assembleSearchIndex(docs, raw)
  const postings = index.postings
  const zh = dictionary?.(index)
  raw.terms.forEach((term, id) => sat.set(postings.get(term)!.sat, raw.start[id]!))
  return JSON.stringify({
    format: SEARCH_SIDECAR_FORMAT,
    indexDigest,
    rows: rows.length,
    engine: await engineFingerprint(rows),
    terms: raw.terms,
    start: encodeArray('i32', raw.start),
    docs: encodeArray('i32', raw.docs),
    tf: encodeArray('u32', raw.tf),
    fieldLen: encodeArray('u16', raw.fieldLen),
    nameTermCount: encodeArray('u8', raw.nameTermCount),
    sat: encodeArray('f32', sat),
    ...(zh ? { zh, zhSource: ZH_SOURCE } : {}),
  })
}

/** Why a sidecar cannot be used, or its raw postings. */
export async function readSearchSidecar(text: string, rows: readonly SkillRow[], indexDigest: string): Promise<RawPostings | string> {
  if (!LITTLE_ENDIAN) return 'this machine is big-endian; the sidecar is little-endian'
  let data: Record<string, unknown>
  try {
    data = JSON.parse(text) as Record<string, unknown>
  } catch {
    return 'not valid JSON'
  }
  if (data['format'] !== SEARCH_SIDECAR_FORMAT) return `format ${String(data['format'])}, expected ${SEARCH_SIDECAR_FORMAT}`
  if (data['indexDigest'] !== indexDigest) return 'made for another index text'
  if (data['rows'] !== rows.length) return 'made for another row count'
  if (data['engine'] !== (await engineFingerprint(rows))) return 'made by another tokenizer version'
  const terms = data['terms']
  const start = decodeArray(data['start'], 'i32')
  const docs = decodeArray(data['docs'], 'i32')
  const tf = decodeArray(data['tf'], 'u32')
  const fieldLen = decodeArray(data['fieldLen'], 'u16')
  const nameTermCount = decodeArray(data['nameTermCount'], 'u8')
  const sat = decodeArray(data['sat'], 'f32')
  if (!Array.isArray(terms) || !terms.every((t) => typeof t === 'string')) return 'terms are not a list of strings'
  if (!start || !docs || !tf || !fieldLen || !nameTermCount || !sat) return 'an array is missing or malformed'
  if (sat.length !== docs.length) return 'scores do not match the postings'
  const n = rows.length
  if (start.length !== terms.length + 1 || start[0] !== 0 || start[terms.length] !== docs.length || tf.length !== docs.length) return 'posting ranges do not add up'
  if (fieldLen.length !== n * FIELD_COUNT || nameTermCount.length !== n) return 'per-row arrays have the wrong length'
  for (let t = 0; t < terms.length; t++) if (start[t + 1]! < start[t]!) return 'posting ranges go backwards'
  for (let p = 0; p < docs.length; p++) if (docs[p]! < 0 || docs[p]! >= n) return 'a posting names a row that does not exist'
  // The dictionary is an extra: one that does not read leaves the postings usable, and Chinese
  // words are read through the hand table alone.
  const zh = data['zh'] === undefined ? undefined : parseDictionary(data['zh'])
  return { terms: terms as string[], start, docs, tf, fieldLen, nameTermCount, sat, ...(zh && typeof zh !== 'string' ? { zh } : {}) }
}

/** The search index of `rows` from a sidecar, or the reason it was not usable. */
export async function restoreSearchIndex(text: string, rows: readonly SkillRow[], indexDigest: string): Promise<SearchIndex | string> {
  const raw = await readSearchSidecar(text, rows, indexDigest)
  return typeof raw === 'string' ? raw : assembleSearchIndex(rowDocs(rows), raw)
}
