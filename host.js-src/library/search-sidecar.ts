import * as LEXICON from '../core/lexicon.ts'
import { WEIGHTS } from '../core/limits.ts'
import { FIELD_COUNT, assembleSearchIndex, collectPostings, normalizeName } from '../core/search.ts'
import type { RawPostings, SearchIndex } from '../core/search.ts'
import { docIds } from '../core/postings.ts'
import type { DocIds } from '../core/postings.ts'
import { TERMS_ZH } from '../core/terms-zh.ts'
import { tokenize } from '../core/tokenize.ts'
import { parseDictionary } from '../core/zh-dict.ts'
import type { StoredDictionary } from '../core/zh-dict.ts'
import { LITTLE_ENDIAN, decodeArray, encodeArray } from '../core/typed-json.ts'
import type { SearchDoc, SkillRow } from '../core/types.ts'
import { sha256Hex } from './sha256.ts'

/**
 * `skill-index.search.bin`: the tokenized postings of an index, written by build-index beside it
 * so a cold process skips tokenizing every row (the costly part of loading a large index). A cache,
 * never a source of truth: it is used only when it names the exact index text (digest), the same
 * row count and the same tokenizer (fingerprint); anything else — absent, stale, corrupt, another
 * engine version — means the index is built from the rows as before. Binary (format 3, issue 18):
 * a small JSON header, then each array as its little-endian bytes, read as typed-array views of
 * the file's own bytes — nothing is parsed per posting or per term. docs/index-contract.md.
 */
export const SEARCH_SIDECAR = 'skill-index.search.bin'
/**
 * 4: the binary layout below (3 without the per-row name and repo numbers, read no more: such a
 * file is stale, and the rows are tokenized as for any stale sidecar); the JSON file (format 2) is
 * read only when no binary one is there.
 */
export const SEARCH_SIDECAR_FORMAT = 4
/**
 * `skill-index.search.json`, format 2: the same arrays in base64 inside JSON. Written by earlier
 * releases; still read (when a library has no binary sidecar, or the host can read only text),
 * and removed by the build-index that writes the binary one.
 */
export const SEARCH_SIDECAR_JSON = 'skill-index.search.json'
export const SEARCH_SIDECAR_JSON_FORMAT = 2
/** The first 8 bytes of a binary sidecar. */
export const SIDECAR_MAGIC = 'DSRSRCH\n'

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

/**
 * Rows tokenized to compute the fingerprint: enough to catch a changed tokenizer on this library's
 * text. 16 since format 4 (64 before): a cold process tokenizes them before its first query, in
 * code not yet compiled (~27 ms for 64 rows at 10,000, ~17 ms for 16), and any change to the
 * stemmer, the term tables or the splitting of words shows in the first few rows of real text.
 */
const PROBE_ROWS = 16

/**
 * Identifies the engine a sidecar was made with: every word table the tokenizer uses, the weights
 * its stored scores were computed with, and what the tokenizer makes of the first rows of this
 * very index (so a changed stemmer shows even when no table changed).
 */
export function engineFingerprint(rows: readonly SkillRow[]): Promise<string> {
  const head = rows.slice(0, PROBE_ROWS)
  const probe = head.map((r) => tokenize([r.name, r.description, r.whenToUse ?? '', r.repo, r.relpath, r.keywords ?? ''].join('\n')))
  // The stored name numbers stand for normalised names: a changed normalisation shows here too.
  const names = head.map((r) => normalizeName(r.name))
  return sha256Hex(JSON.stringify([SEARCH_SIDECAR_JSON_FORMAT, FIELD_COUNT, Object.entries(LEXICON).sort(), TERMS_ZH, WEIGHTS, probe, names]))
}

/** What a sidecar stores: the raw postings with their scores, and the dictionary when there is one. */
interface StoredPostings {
  raw: RawPostings
  sat: Float32Array
  ids: DocIds
  zh?: StoredDictionary
}

async function storedPostings(rows: readonly SkillRow[], dictionary?: (index: SearchIndex) => StoredDictionary | Promise<StoredDictionary>): Promise<StoredPostings> {
  const docs = rowDocs(rows)
  const raw = collectPostings(docs)
  // The scores are stored too: restoring then computes nothing per posting.
  const index = assembleSearchIndex(docs, raw)
  const zh = await dictionary?.(index)
  return { raw, sat: index.postings.sat, ids: docIds(docs), ...(zh ? { zh } : {}) }
}

/**
 * The binary sidecar (format 3) for these rows, whose index text hashes to `indexDigest`.
 * `dictionary`, when given, reduces a Chinese dictionary to this library (it is handed the
 * library's own index) and the result is stored in the `zh` section (core/zh-dict.ts).
 *
 * Layout, little-endian: 8 bytes `DSRSRCH\n`; u32 format; u32 header length H; H bytes of UTF-8
 * JSON (digest, rows, engine, counts, and each section's [offset, byte length]); then the
 * sections, each at an offset that is a multiple of 8 so every array can be viewed in place:
 * `terms` (UTF-8, joined by LF), `start` i32 × (terms+1), `docs` i32, `tf` u32, `sat` f32 (one per
 * posting), `fieldLen` u16 × rows × 5, `nameTermCount` u8 × rows, `names` (the distinct normalised
 * names in the order of their first row, UTF-8 joined by LF), `nameId` i32 × rows (each row's
 * name as a line of `names`), `docRepo` i32 × rows (each row's repo as a position in the header's
 * sorted `repos` list), and `zh` (UTF-8) when stored.
 */
export async function renderSearchSidecar(rows: readonly SkillRow[], indexDigest: string, dictionary?: (index: SearchIndex) => StoredDictionary | Promise<StoredDictionary>): Promise<Uint8Array> {
  const { raw, sat, ids, zh } = await storedPostings(rows, dictionary)
  for (const t of raw.terms) if (t.includes('\n')) throw new Error(`search sidecar: the term ${JSON.stringify(t.slice(0, 40))} holds a line feed, which the layout cannot store`)
  // normalizeName turns every white space into '-', so no name key holds a line feed.
  for (const k of ids.nameKeys) if (k.includes('\n')) throw new Error(`search sidecar: the name ${JSON.stringify(k.slice(0, 40))} holds a line feed, which the layout cannot store`)
  const enc = new TextEncoder()
  const parts: [string, Uint8Array][] = [
    ['terms', enc.encode(raw.terms.join('\n'))],
    ['start', bytesOf(raw.start)],
    ['docs', bytesOf(raw.docs)],
    ['tf', bytesOf(raw.tf)],
    ['sat', bytesOf(sat)],
    ['fieldLen', bytesOf(raw.fieldLen)],
    ['nameTermCount', bytesOf(raw.nameTermCount)],
    ['names', enc.encode(ids.nameKeys.join('\n'))],
    ['nameId', bytesOf(ids.nameId)],
    ['docRepo', bytesOf(ids.docRepo)],
    ...(zh ? [['zh', enc.encode(zh)] as [string, Uint8Array]] : []),
  ]
  const headerOf = (base: number) => {
    const sections: Record<string, [number, number]> = {}
    let at = base
    for (const [name, bytes] of parts) {
      sections[name] = [at, bytes.byteLength]
      at = align8(at + bytes.byteLength)
    }
    const header = { indexDigest, rows: rows.length, engine: '', terms: raw.terms.length, postings: raw.docs.length, names: ids.nameKeys.length, repos: ids.repos, sections, ...(zh ? { zhSource: ZH_SOURCE } : {}) }
    return { header, end: at }
  }
  const engine = await engineFingerprint(rows)
  // The header's own length moves the sections: lay out once with a guess, then with its length.
  let base = 0
  let text = ''
  for (let pass = 0; pass < 3; pass++) {
    const { header } = headerOf(base)
    text = JSON.stringify({ ...header, engine })
    const next = align8(16 + enc.encode(text).byteLength)
    if (next === base) break
    base = next
  }
  const { end } = headerOf(base)
  const head = enc.encode(text)
  const out = new Uint8Array(end)
  out.set(enc.encode(SIDECAR_MAGIC), 0)
  const view = new DataView(out.buffer)
  view.setUint32(8, SEARCH_SIDECAR_FORMAT, true)
  view.setUint32(12, head.byteLength, true)
  out.set(head, 16)
  let at = base
  for (const [, bytes] of parts) {
    out.set(bytes, at)
    at = align8(at + bytes.byteLength)
  }
  return out
}

const align8 = (x: number) => Math.ceil(x / 8) * 8

function bytesOf(a: Int32Array | Uint32Array | Uint16Array | Uint8Array | Float32Array): Uint8Array {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength)
}

/** The format-2 JSON sidecar's text (what earlier releases wrote; kept to test the fallback). */
export async function renderSearchSidecarJson(rows: readonly SkillRow[], indexDigest: string, dictionary?: (index: SearchIndex) => StoredDictionary | Promise<StoredDictionary>): Promise<string> {
  const { raw, sat, zh } = await storedPostings(rows, dictionary)
  return JSON.stringify({
    format: SEARCH_SIDECAR_JSON_FORMAT,
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

type Ctor<T> = { new (buffer: ArrayBufferLike, byteOffset: number, length: number): T; new (length: number): T; BYTES_PER_ELEMENT: number }

/** Section `name` as a typed array: a view of the file's bytes when aligned, else a copy. */
function section<T extends Int32Array | Uint32Array | Uint16Array | Uint8Array | Float32Array>(bytes: Uint8Array, at: [number, number] | undefined, C: Ctor<T>): T | undefined {
  if (!at) return undefined
  const [off, len] = at
  if (len % C.BYTES_PER_ELEMENT !== 0) return undefined
  const abs = bytes.byteOffset + off
  if (abs % C.BYTES_PER_ELEMENT === 0) return new C(bytes.buffer, abs, len / C.BYTES_PER_ELEMENT)
  const copy = new C(len / C.BYTES_PER_ELEMENT)
  new Uint8Array(copy.buffer).set(bytes.subarray(off, off + len))
  return copy
}

/**
 * Why a binary sidecar cannot be used, or its raw postings. Reads the header, checks digest, row
 * count and engine before it looks at any array, then views the arrays in place and checks that
 * their lengths and ranges agree (a truncated or hand-edited file is refused, never half-used).
 */
export async function readSearchSidecar(bytes: Uint8Array, rows: readonly SkillRow[], indexDigest: string): Promise<RawPostings | string> {
  if (!LITTLE_ENDIAN) return 'this machine is big-endian; the sidecar is little-endian'
  if (bytes.byteLength < 16) return 'truncated (shorter than its header)'
  const dec = new TextDecoder('utf-8', { fatal: true })
  // Compared as bytes: a fatal decode of arbitrary bytes would throw instead of saying why.
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== SIDECAR_MAGIC) return 'not a search sidecar (its first bytes are wrong)'
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const format = view.getUint32(8, true)
  if (format !== SEARCH_SIDECAR_FORMAT) return `format ${format}, expected ${SEARCH_SIDECAR_FORMAT}`
  const headLen = view.getUint32(12, true)
  if (16 + headLen > bytes.byteLength) return 'truncated (inside its header)'
  let header: Record<string, unknown>
  try {
    header = JSON.parse(dec.decode(bytes.subarray(16, 16 + headLen))) as Record<string, unknown>
  } catch {
    return 'its header is not valid JSON'
  }
  if (!header || typeof header !== 'object' || Array.isArray(header)) return 'its header is not a JSON object'
  if (header['indexDigest'] !== indexDigest) return 'made for another index text'
  if (header['rows'] !== rows.length) return 'made for another row count'
  if (header['engine'] !== (await engineFingerprint(rows))) return 'made by another tokenizer version'
  const sections = (header['sections'] ?? {}) as Record<string, unknown>
  const at = (name: string): [number, number] | undefined => {
    const s = sections[name]
    if (!Array.isArray(s) || s.length !== 2 || !s.every((x) => Number.isInteger(x) && x >= 0)) return undefined
    const [off, len] = s as [number, number]
    return off + len <= bytes.byteLength ? [off, len] : undefined
  }
  for (const name of ['terms', 'start', 'docs', 'tf', 'sat', 'fieldLen', 'nameTermCount', 'names', 'nameId', 'docRepo']) {
    if (!Array.isArray(sections[name])) return `the ${name} section is missing`
    if (!at(name)) return `truncated (the ${name} section runs past the end)`
  }
  const termsAt = at('terms')!
  let terms: string[]
  try {
    const text = dec.decode(bytes.subarray(termsAt[0], termsAt[0] + termsAt[1]))
    terms = text === '' ? [] : text.split('\n')
  } catch {
    return 'the terms are not UTF-8'
  }
  if (terms.length !== header['terms']) return 'the term count does not match its header'
  const raw = {
    terms,
    start: section(bytes, at('start'), Int32Array),
    docs: section(bytes, at('docs'), Int32Array),
    tf: section(bytes, at('tf'), Uint32Array),
    sat: section(bytes, at('sat'), Float32Array),
    fieldLen: section(bytes, at('fieldLen'), Uint16Array),
    nameTermCount: section(bytes, at('nameTermCount'), Uint8Array),
  }
  const problem = checkArrays(raw, rows.length)
  if (problem) return problem
  const ids = readIds(bytes, header, at('names')!, section(bytes, at('nameId'), Int32Array), section(bytes, at('docRepo'), Int32Array), rows)
  if (typeof ids === 'string') return ids
  // The dictionary is an extra: one that does not read leaves the postings usable, and Chinese
  // words are read through the hand table alone.
  let zh: ReturnType<typeof parseDictionary> | undefined
  const zhAt = at('zh')
  // A file cut inside its dictionary is refused like any cut file (never half-used); a dictionary
  // that is all there but does not read is dropped alone, as the contract says.
  if (!zhAt && sections['zh'] !== undefined) return 'truncated (the zh section runs past the end)'
  if (zhAt) {
    try {
      zh = parseDictionary(dec.decode(bytes.subarray(zhAt[0], zhAt[0] + zhAt[1])))
    } catch {
      zh = undefined
    }
  }
  return { ...complete(raw), ids, sortedTerms: true, ...(zh && typeof zh !== 'string' ? { zh } : {}) }
}

/**
 * The per-row name and repo numbers (format 4), or why they cannot be used: every number names a
 * stored name or repo, the names are distinct and numbered in the order of their first row (what
 * `docIds` makes), the repos distinct and sorted.
 */
function readIds(bytes: Uint8Array, header: Record<string, unknown>, namesAt: [number, number], nameId: Int32Array | undefined, docRepo: Int32Array | undefined, rows: readonly SkillRow[]): DocIds | string {
  const n = rows.length
  const repos = header['repos']
  if (!Array.isArray(repos) || !repos.every((r) => typeof r === 'string')) return 'its repo list is missing or malformed'
  for (let r = 1; r < repos.length; r++) if (!((repos[r - 1] as string) < (repos[r] as string))) return 'the repos are not in order'
  let nameKeys: string[]
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(namesAt[0], namesAt[0] + namesAt[1]))
    nameKeys = text === '' ? [] : text.split('\n')
  } catch {
    return 'the names are not UTF-8'
  }
  if (nameKeys.length !== header['names'] || new Set(nameKeys).size !== nameKeys.length) return 'the name count does not match its header'
  if (!nameId || !docRepo || nameId.length !== n || docRepo.length !== n) return 'per-row arrays have the wrong length'
  let next = 0
  const repoUsed = new Uint8Array(repos.length)
  for (let i = 0; i < n; i++) {
    const id = nameId[i]!
    if (id < 0 || id > next || id >= nameKeys.length) return 'a row names a name that does not exist'
    if (id === next) {
      // A name already normal is kept as the row's own string: the keys cut from the section would
      // keep its whole text alive beside the rows' names (+1.3 MB of heap at 10,000 rows).
      if (rows[i]!.name === nameKeys[id]) nameKeys[id] = rows[i]!.name
      next++
    }
    const r = docRepo[i]!
    if (r < 0 || r >= repos.length) return 'a row names a repo that does not exist'
    repoUsed[r] = 1
  }
  if (next !== nameKeys.length) return 'a stored name belongs to no row'
  if (repoUsed.includes(0)) return 'a stored repo belongs to no row'
  return { nameKeys, nameId, repos: repos as string[], docRepo }
}

/**
 * Why these arrays are not one index's postings over `n` rows, or undefined: the lengths their
 * neighbours imply, ranges that add up and never go backwards, every posting a real row, each
 * term's rows ascending (the scorer binary-searches them) and the terms in code-unit order (the
 * table binary-searches them).
 */
function checkArrays(a: { terms: readonly string[]; start?: Int32Array | undefined; docs?: Int32Array | undefined; tf?: Uint32Array | undefined; sat?: Float32Array | undefined; fieldLen?: Uint16Array | undefined; nameTermCount?: Uint8Array | undefined }, n: number): string | undefined {
  const { terms, start, docs, tf, sat, fieldLen, nameTermCount } = a
  if (!start || !docs || !tf || !fieldLen || !nameTermCount || !sat) return 'an array is missing or malformed'
  if (sat.length !== docs.length) return 'scores do not match the postings'
  if (start.length !== terms.length + 1 || start[0] !== 0 || start[terms.length] !== docs.length || tf.length !== docs.length) return 'posting ranges do not add up'
  if (fieldLen.length !== n * FIELD_COUNT || nameTermCount.length !== n) return 'per-row arrays have the wrong length'
  for (let t = 0; t < terms.length; t++) {
    const from = start[t]!
    const to = start[t + 1]!
    if (to < from) return 'posting ranges go backwards'
    if (t > 0 && !(terms[t - 1]! < terms[t]!)) return 'the terms are not in order'
    let last = -1
    for (let p = from; p < to; p++) {
      const d = docs[p]!
      if (d < 0 || d >= n) return 'a posting names a row that does not exist'
      if (d <= last) return "a term's rows are not in order"
      last = d
    }
  }
  return undefined
}

type LooseArrays = Parameters<typeof checkArrays>[0]

/** The arrays once `checkArrays` passed them. */
function complete(a: LooseArrays): RawPostings {
  return { terms: a.terms, start: a.start!, docs: a.docs!, tf: a.tf!, sat: a.sat!, fieldLen: a.fieldLen!, nameTermCount: a.nameTermCount! }
}

/** Why a format-2 JSON sidecar cannot be used, or its raw postings. */
export async function readSearchSidecarJson(text: string, rows: readonly SkillRow[], indexDigest: string): Promise<RawPostings | string> {
  if (!LITTLE_ENDIAN) return 'this machine is big-endian; the sidecar is little-endian'
  let data: Record<string, unknown>
  try {
    data = JSON.parse(text) as Record<string, unknown>
  } catch {
    return 'not valid JSON'
  }
  if (data['format'] !== SEARCH_SIDECAR_JSON_FORMAT) return `format ${String(data['format'])}, expected ${SEARCH_SIDECAR_JSON_FORMAT}`
  if (data['indexDigest'] !== indexDigest) return 'made for another index text'
  if (data['rows'] !== rows.length) return 'made for another row count'
  if (data['engine'] !== (await engineFingerprint(rows))) return 'made by another tokenizer version'
  const terms = data['terms']
  if (!Array.isArray(terms) || !terms.every((t) => typeof t === 'string')) return 'terms are not a list of strings'
  const raw = {
    terms: terms as string[],
    start: decodeArray(data['start'], 'i32'),
    docs: decodeArray(data['docs'], 'i32'),
    tf: decodeArray(data['tf'], 'u32'),
    fieldLen: decodeArray(data['fieldLen'], 'u16'),
    nameTermCount: decodeArray(data['nameTermCount'], 'u8'),
    sat: decodeArray(data['sat'], 'f32'),
  }
  const problem = checkArrays(raw, rows.length)
  if (problem) return problem
  const zh = data['zh'] === undefined ? undefined : parseDictionary(data['zh'])
  return { ...complete(raw), ...(zh && typeof zh !== 'string' ? { zh } : {}) }
}

/** The search index of `rows` from a sidecar (binary bytes, or the format-2 JSON text), or the reason it was not usable. */
export async function restoreSearchIndex(data: Uint8Array | string, rows: readonly SkillRow[], indexDigest: string): Promise<SearchIndex | string> {
  const raw = typeof data === 'string' ? await readSearchSidecarJson(data, rows, indexDigest) : await readSearchSidecar(data, rows, indexDigest)
  return typeof raw === 'string' ? raw : assembleSearchIndex(rowDocs(rows), raw)
}
