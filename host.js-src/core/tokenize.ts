/**
 * Text → search terms. One tokenizer for documents and queries alike, so a word is stemmed the same
 * way on both sides. Documents become flat term lists (`tokenize`); queries become words, each with
 * the alternatives that may stand for it (`queryTokens`, `alternatives`): its compound parts, its
 * synonyms, its translations. The scorer (search.ts) adds the alternatives that need the index
 * (spelling neighbours, prefixes).
 */

import { BRITISH, CJK_STOP_WORDS, DERIVATIONS, GENERIC_WORDS, NARROWER_TERMS, SITUATION_TERMS, STOP_WORDS, SYNONYM_GROUPS } from './lexicon.ts'
import { LIMITS } from './limits.ts'
import { TERMS_ZH } from './terms-zh.ts'
import type { ZhDictionary } from './zh-dict.ts'

const words = (s: string) => s.split(/\s+/).filter(Boolean)

const STOP = new Set(words(STOP_WORDS))
const GENERIC = new Set(words(GENERIC_WORDS))
/** The generic words' stems too, so their other forms (ones, asks, helped) are generic as well. */
const GENERIC_STEMS = new Set<string>()
const CJK_STOP = new Set(words(CJK_STOP_WORDS))
const pairs = (text: string) =>
  new Map(
    text
      .split(',')
      .map((pair) => words(pair))
      .filter((p) => p.length === 2)
      .map((p) => [p[0]!, p[1]!] as const),
  )
const BRITISH_MAP = pairs(BRITISH)
const DERIVED_MAP = pairs(DERIVATIONS)

/** A run of CJK script characters (segmented separately from Latin and digits). */
const CJK_CHAR = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`
/**
 * One chunk of text: letters and digits with inner joiners (`json-ld`, `node.js`, `c++`,
 * `grandfather's`, `__all__`). A chunk holding CJK characters is then cut into CJK runs and the
 * rest (`plan.md里的任务` → `plan.md`, `里的任务`).
 */
const CHUNK = /[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}\-_.'’+#]*/gu
const ASCII_ONLY = /^[\x00-\x7f]*$/
/** a-z, 0-9 (text is lowercased first). */
function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57)
}
/** - _ . ' + # : the joiners a chunk may hold. */
function isJoinerCode(c: number): boolean {
  return c === 45 || c === 95 || c === 46 || c === 39 || c === 43 || c === 35
}
const HAS_CJK = new RegExp(`[${CJK_CHAR}]`, 'u')
const CJK_SPLIT = new RegExp(`[${CJK_CHAR}]+|[^${CJK_CHAR}]+`, 'gu')
const IS_CJK = new RegExp(`^[${CJK_CHAR}]`, 'u')
const JOINERS = /[-_.'’]+/
const DIGITS = /^\p{N}+$/u

/** Words the stemmer must not cut: their -ed/-ing is not an inflection. */
const KEEP_WHOLE = new Set(words('embed shed bed red speed feed seed need breed greed hundred string strings thing things spring ring king bring sing wing during nothing something everything anything ping production productions'))

function undouble(w: string): string {
  const n = w.length
  if (n >= 4 && w[n - 1] === w[n - 2] && !/[aeioulsz]/.test(w[n - 1]!)) return w.slice(0, -1)
  return w
}

/**
 * Light English stemmer: strips inflections so debugging/debugs/debugged meet at "debug",
 * deploys at "deploy", optimising/optimizing/optimization at "optimis". It does not try to be
 * Porter: it only removes endings that change no meaning a search cares about, and it treats both
 * sides (documents, queries) the same way, so an odd stem still meets itself.
 */
export function stem(input: string): string {
  let w = BRITISH_MAP.get(input) ?? DERIVED_MAP.get(input) ?? input
  if (w.length <= 3 || /\d/.test(w) || KEEP_WHOLE.has(w)) return w
  // plural / third person
  if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y'
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (/(?:x|ch|sh|zz)es$/.test(w)) w = w.slice(0, -2)
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1)
  // a derived noun in the plural (responses → response → respond)
  w = DERIVED_MAP.get(w) ?? w
  // adverbs: concurrently → concurrent, automatically → automatic
  if (w.endsWith('ically') && w.length >= 8) w = w.slice(0, -4)
  else if (w.endsWith('ly') && w.length >= 7 && !/[bpi]ly$/.test(w)) w = w.slice(0, -2)
  // verb forms
  if (w.endsWith('ing') && w.length >= 6) w = undouble(w.slice(0, -3))
  else if (w.endsWith('ied') && w.length > 4) w = w.slice(0, -3) + 'y'
  else if (w.endsWith('ed') && !w.endsWith('eed') && w.length >= 5) w = undouble(w.slice(0, -2))
  // -ization/-isation → -iz/-is; -ation → -at (automation meets automate); -ction → -ct
  // (prediction meets predict); -ular → -ul (molecular meets molecule)
  if (/[iy][sz]ation$/.test(w)) w = w.slice(0, -5)
  else if (w.endsWith('ation') && w.length >= 8) w = w.slice(0, -5) + 'at'
  else if (w.endsWith('ction') && w.length >= 7) w = w.slice(0, -3)
  else if (w.endsWith('ular') && w.length >= 7) w = w.slice(0, -2)
  // a silent final e (create/creating/created meet at "creat")
  if (w.endsWith('e') && !w.endsWith('ee') && w.length >= 4) w = w.slice(0, -1)
  // American -iz-/-yz- meet British -is-/-ys-
  if (w.endsWith('iz')) w = w.slice(0, -2) + 'is'
  else if (w.endsWith('yz')) w = w.slice(0, -2) + 'ys'
  return w
}

for (const w of GENERIC) GENERIC_STEMS.add(stem(w))

/** True for a stemmed word that is phrasing, not topic (help, want, get): never required. */
export function isGenericTerm(term: string): boolean {
  return GENERIC_STEMS.has(term) || STOP.has(term)
}

/**
 * A dictionary word that only ever means phrasing (拿到 → get, obtain; 进行 → carry out): every
 * term of every gloss is generic, so the word is never required, like "get" in English.
 */
function dictionaryGeneric(word: string, dict: ZhDictionary): boolean {
  if (TERMS.zhToEn.has(word)) return false
  const glosses = dict.get(word)
  return glosses !== undefined && glosses.every((g) => g.every((t) => GENERIC_STEMS.has(t) || STOP.has(t)))
}

// ----- CJK -----

interface TermTable {
  /** Chinese key → English alternatives, each a list of stemmed words. */
  zhToEn: Map<string, string[][]>
  /** Stemmed English word → Chinese keys whose translation is that single word. */
  enToZh: Map<string, string[]>
  maxKey: number
}

function parseTerms(text: string): TermTable {
  const zhToEn = new Map<string, string[][]>()
  const enToZh = new Map<string, string[]>()
  let maxKey = 1
  for (const line of text.split('\n')) {
    const trimmed = line.trim()
    if (!trimmed) continue
    const space = trimmed.search(/\s/)
    if (space < 0) continue
    const key = trimmed.slice(0, space)
    const alts = trimmed
      .slice(space + 1)
      .split(',')
      .map((alt) => latinTerms(alt))
      .filter((t) => t.length > 0)
    if (!alts.length) continue
    zhToEn.set(key, alts)
    maxKey = Math.max(maxKey, key.length)
    for (const alt of alts) {
      if (alt.length !== 1) continue
      const list = enToZh.get(alt[0]!) ?? []
      if (!list.includes(key)) list.push(key)
      enToZh.set(alt[0]!, list)
    }
  }
  return { zhToEn, enToZh, maxKey }
}

/** Stemmed words of a short English phrase (table entries), stop words dropped. */
function latinTerms(text: string): string[] {
  const out: string[] = []
  for (const m of text.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) if (!STOP.has(m[0])) out.push(stem(m[0]))
  return out
}

const TERMS = parseTerms(TERMS_ZH)

let segmenter: Intl.Segmenter | undefined
function segmentRest(text: string, out: string[], dict?: ZhDictionary): void {
  if (!text) return
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  if (!dict) {
    for (const s of segmenter.segment(text)) if (s.isWordLike && s.segment.length >= 2) out.push(s.segment)
    return
  }
  // Query side with a dictionary: the single characters the segmenter leaves (dropped above) are
  // read again as one stretch, for the dictionary words they spell (规格 cut as 规 + 格).
  let singles = ''
  const flush = () => {
    if (singles.length >= 2) for (const w of dictionaryWords(singles, dict)) out.push(w)
    singles = ''
  }
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) {
      flush()
      continue
    }
    if (s.segment.length >= 2) {
      flush()
      out.push(s.segment)
    } else singles += s.segment
  }
  flush()
}

/** True when the hand table (terms-zh.ts) has the Chinese word: it overrides any dictionary. */
export function inTermTable(word: string): boolean {
  return TERMS.zhToEn.has(word)
}

/** True when the hand table or the dictionary has the word. */
function knownZh(word: string, dict: ZhDictionary | undefined): boolean {
  return TERMS.zhToEn.has(word) || (dict !== undefined && dict.has(word))
}

/**
 * The dictionary words of a stretch of Chinese, longest match first at each position (hand-table
 * keys count too); characters no word starts at are skipped. Linear in the stretch's length (each
 * position tries at most `maxKey` lengths).
 */
export function dictionaryWords(text: string, dict: ZhDictionary): string[] {
  const out: string[] = []
  const maxKey = Math.max(dict.maxKey, TERMS.maxKey)
  let i = 0
  while (i < text.length) {
    let len = Math.min(maxKey, text.length - i)
    for (; len >= 2; len--) if (knownZh(text.slice(i, i + len), dict)) break
    if (len >= 2) {
      out.push(text.slice(i, i + len))
      i += len
    } else i++
  }
  return out
}

/**
 * Cuts a CJK run into words: the longest term-table key at each position first (so 飞书, 流式细胞仪
 * stay whole), `Intl.Segmenter` for the stretches between keys. Single characters outside the table
 * carry too little meaning to search and are dropped.
 */
export function segmentCjk(run: string, dict?: ZhDictionary): string[] {
  const out: string[] = []
  let pending = ''
  let i = 0
  while (i < run.length) {
    let hit = ''
    for (let len = Math.min(TERMS.maxKey, run.length - i); len >= 2; len--) {
      const piece = run.slice(i, i + len)
      if (TERMS.zhToEn.has(piece)) {
        hit = piece
        break
      }
    }
    if (hit) {
      segmentRest(pending, out, dict)
      pending = ''
      out.push(hit)
      i += hit.length
    } else {
      pending += run[i]
      i++
    }
  }
  segmentRest(pending, out, dict)
  return out
}

// ----- chunks -----

/** Spellings that lose their meaning when split on punctuation. */
function normalizeChunk(chunk: string): string {
  if (chunk === 'c++') return 'cpp'
  if (chunk === 'c#') return 'csharp'
  if (chunk === 'f#') return 'fsharp'
  if (chunk === 'net' || chunk === '.net') return 'dotnet'
  return chunk.replace(/[+#]+$/, '').replace(/n['’]t$/, 'nt').replace(/['’](?:s|ll|re|ve|d|m)$/, '')
}

interface Chunk {
  /** Stemmed parts (stop words and lone letters dropped). */
  parts: string[]
  /** The chunk's one raw part, when it has exactly one (query side derives variants from it). */
  raw?: string
  /** The parts glued together when the chunk had joiners (`json-ld` → `jsonld`). */
  joined?: string
  cjk: boolean
  /** True when every raw part was a stop word. */
  stop: boolean
  generic: boolean
}

/**
 * Latin chunks seen before, with what they became. Text repeats its words heavily (a 100,000-row
 * library has far fewer distinct words than words), so this saves most of the stemming; the
 * result of a chunk depends on the chunk alone, so the cache changes no answer. Bounded.
 */
const CHUNK_CACHE = new Map<string, Chunk>()
const CHUNK_CACHE_MAX = 200_000

function latinChunk(raw: string): Chunk {
  const cached = CHUNK_CACHE.get(raw)
  if (cached) return cached
  const chunk = normalizeChunk(raw.replace(/[-_.'’]+$/, ''))
  // Each part cut to LIMITS.tokenMaxChars: every later step (stemming, spelling, prefixes) is then
  // bounded whatever the input (a 20,000-letter paste is one 64-letter term).
  const rawParts = chunk
    .split(JOINERS)
    .filter(Boolean)
    .map((p) => (p.length > LIMITS.tokenMaxChars ? p.slice(0, LIMITS.tokenMaxChars) : p))
  const parts: string[] = []
  let allStop = true
  let allGeneric = true
  for (const p of rawParts) {
    if (STOP.has(p)) continue
    allStop = false
    if (!GENERIC.has(p) && !GENERIC_STEMS.has(stem(p))) allGeneric = false
    if (p.length < 2 || DIGITS.test(p)) continue
    const st = stem(p)
    if (!parts.includes(st)) parts.push(st)
  }
  const c: Chunk = { parts, cjk: false, stop: allStop, generic: allGeneric && !allStop }
  if (rawParts.length === 1 && parts.length === 1) c.raw = rawParts[0]!
  if (rawParts.length > 1) {
    const joined = rawParts.join('')
    if (!DIGITS.test(joined) && joined.length >= 2 && joined.length <= 40) c.joined = stem(joined)
  }
  if (CHUNK_CACHE.size >= CHUNK_CACHE_MAX) CHUNK_CACHE.clear()
  CHUNK_CACHE.set(raw, c)
  return c
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const LEADING_JOINERS = /^[^\p{L}\p{N}]+/u

/** The chunks of a text, in order. */
function chunks(text: string, dict?: ZhDictionary): Chunk[] {
  const out: Chunk[] = []
  const lower = text.toLowerCase()
  let m: RegExpExecArray | null
  if (ASCII_ONLY.test(lower)) {
    // The same chunks as below for ASCII text, found by char codes (most rows are ASCII, and a
    // regex match per word allocates more than the rest of the tokenizer).
    const n = lower.length
    let i = 0
    while (i < n) {
      if (!isWordCode(lower.charCodeAt(i))) {
        i++
        continue
      }
      let j = i + 1
      while (j < n) {
        const c = lower.charCodeAt(j)
        if (!isWordCode(c) && !isJoinerCode(c)) break
        j++
      }
      out.push(latinChunk(lower.slice(i, j)))
      i = j
    }
    return out
  }
  CHUNK.lastIndex = 0
  while ((m = CHUNK.exec(lower))) {
    const whole = m[0]
    if (!HAS_CJK.test(whole)) {
      out.push(latinChunk(whole))
      continue
    }
    for (const raw of whole.match(CJK_SPLIT)!) {
      if (IS_CJK.test(raw)) {
        for (const w of segmentCjk(raw, dict)) out.push({ parts: [w], cjk: true, stop: CJK_STOP.has(w), generic: false })
      } else if (LETTER_OR_DIGIT.test(raw)) out.push(latinChunk(raw.replace(LEADING_JOINERS, '')))
    }
  }
  return out
}

/**
 * Document side: every searchable term of a text (lowercase, stemmed, stop words dropped, CJK
 * segmented, compounds indexed both as parts and glued: `json-ld` → json, ld, jsonld).
 */
export function tokenize(text: string): string[] {
  const out: string[] = []
  for (const c of chunks(text)) {
    if (c.stop) continue
    for (const p of c.parts) out.push(p)
    if (c.joined && !c.parts.includes(c.joined)) out.push(c.joined)
  }
  return out
}

/** One word of a query, before the index is consulted. */
export interface QueryToken {
  /** The word as searched (stemmed; glued for a compound or a known phrase). */
  key: string
  /** A compound's stemmed parts; a document holding all of them matches the word too. */
  parts: string[]
  cjk: boolean
  /** Phrasing, not topic ("help", "want", "next week"); never required when the query has other words. */
  generic: boolean
  /** Other stems of the same word family (implementation → implement, manage → management); absent when none. */
  variants?: string[]
  /** The word as typed (one plain Latin word), for spelling repair before stemming; absent otherwise. */
  raw?: string
}

/**
 * Stems of every word one edit away from `raw` (deletion, adjacent swap, substitution, insertion
 * of a-z). The scorer keeps those an index holds: a typo inside a word that the stemmer then cuts
 * ("optimzing" → "optimz") is repaired on the word as typed ("optimizing" → "optimis").
 */
export function oneEditStems(raw: string): Set<string> {
  const out = new Set<string>()
  const n = raw.length
  // ~53·n candidates of n characters each: quadratic in n, so only words of typing length qualify.
  if (n > LIMITS.spellingMaxChars) return out
  const A = 'abcdefghijklmnopqrstuvwxyz'
  for (let i = 0; i < n; i++) {
    out.add(stem(raw.slice(0, i) + raw.slice(i + 1)))
    if (i + 1 < n) out.add(stem(raw.slice(0, i) + raw[i + 1] + raw[i] + raw.slice(i + 2)))
    for (const c of A) if (c !== raw[i]) out.add(stem(raw.slice(0, i) + c + raw.slice(i + 1)))
  }
  for (let i = 0; i <= n; i++) for (const c of A) out.add(stem(raw.slice(0, i) + c + raw.slice(i)))
  return out
}

/**
 * Derived forms the suffix rules do not bring together, as extra stems to look up: the stemmer
 * keeps -ation and -ment words apart from their verb unless the verb ends in -ate (automation
 * meets automate, but transformation does not meet transform, nor management manage). The query
 * side asks for both, so neither side of the index grows.
 */
/** Stems that end like a noun or adjective, not a verb: they get no -ation/-ment/-er variants. */
const NOT_A_VERB = /(?:er|or|ity|ty|ness|ism|ist|ic|al|ous|ive|ful|less|abl|ibl|at|ship|hood|ing|ics|ia|um)$/

/** The last consonant doubled before -er (plan → planner, debug → debugger). */
const DOUBLES = /[^aeiou][aeiou][bdglmnprt]$/

/**
 * Derived forms the suffix rules do not bring together, as extra stems to look up: the stemmer
 * keeps -ation, -ment and -er/-or words apart from their verb unless the verb ends in -ate
 * (automation meets automate, but transformation does not meet transform, management manage, nor
 * review reviewer). The query side asks for the other forms, so neither side of the index grows.
 * Only verb → doer: the doer → verb direction (reviewer → review) turned a specific word into a
 * common one and cost rank on the judged queries.
 */
function derivedVariants(raw: string, key: string): string[] {
  const out: string[] = []
  const add = (v: string) => {
    if (v !== key && !out.includes(v)) out.push(v)
  }
  if (!/^[a-z]+$/.test(raw)) return out
  if (/[a-z]ations?$/.test(raw) && key.endsWith('at') && key.length >= 8) add(key.slice(0, -2))
  else if (/[a-z]ments?$/.test(raw) && raw.length >= 8) {
    const base = stem(raw.replace(/ments?$/, ''))
    if (base.length >= 5) add(base)
    else add(key + 'at') // implement → implementation (no verb "imple")
  } else if (/at(?:e|es|ed|ing)$/.test(raw) && key.endsWith('at')) {
    add(key + 'or') // generate → generator, create → creator
  } else if (key.length >= 4 && !NOT_A_VERB.test(key)) {
    // a verb: its -ation and -ment nouns (transform → transformation, deploy → deployment)
    if (key.length >= 6 && !raw.endsWith('y')) add(key + 'at')
    if (key.length >= 5 && !key.endsWith('ment')) add(key + (raw.endsWith('e') ? 'ement' : 'ment'))
    // and its doer (review → reviewer, generate → generator, plan → planner)
    if (key !== 'form') {
      add(key + (/(?:at|it|ct|ss)$/.test(key) ? 'or' : 'er'))
      if (DOUBLES.test(key) && !raw.endsWith('e')) add(key + key[key.length - 1] + 'er')
    }
  }
  return out
}

/** Multi-word synonym members (`pull request`, `machine learning`) as stem sequences → their glued key. */
const PHRASES = new Map<string, string>()

/** What a query is read against besides the word tables: a library's dictionary and vocabulary. */
export interface QueryContext {
  dict?: ZhDictionary
  /** True when the library's index holds the term. */
  has?: (term: string) => boolean
}

/**
 * A Chinese word neither the tables nor the library know, cut into the dictionary words it holds
 * (数据管道 → 数据 + 管道 when only the parts are listed); the word itself when it is known or
 * holds fewer than two such words.
 */
function splitUnknownZh(word: string, ctx: QueryContext): string[] {
  if (!ctx.dict || word.length < 3 || knownZh(word, ctx.dict) || ctx.has?.(word)) return [word]
  const parts = dictionaryWords(word, ctx.dict)
  return parts.length >= 2 || (parts.length === 1 && parts[0]!.length < word.length) ? parts : [word]
}

/** Query side: the words of a query in order, de-duplicated, stop words dropped. */
export function queryTokens(text: string, ctx: QueryContext = {}): QueryToken[] {
  const out: QueryToken[] = []
  const seen = new Set<string>()
  const dict = ctx.dict
  const cs: Chunk[] = []
  for (const c of chunks(text, dict)) {
    if (c.stop) continue
    if (!c.cjk || !dict) {
      cs.push(c)
      continue
    }
    for (const w of splitUnknownZh(c.parts[0]!, ctx)) if (!CJK_STOP.has(w)) cs.push({ parts: [w], cjk: true, stop: false, generic: dictionaryGeneric(w, dict) })
  }
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!
    // Two or three plain words that spell a known phrase become one word, so "pull request" is
    // found where a skill says "PR", as the glued compound "pull-request" already is.
    let phrase: { key: string; parts: string[]; len: number } | undefined
    for (let len = 3; len >= 2 && !phrase; len--) {
      if (i + len > cs.length) continue
      const run = cs.slice(i, i + len)
      if (run.some((x) => x.cjk || x.parts.length !== 1 || x.joined)) continue
      const parts = run.map((x) => x.parts[0]!)
      const key = PHRASES.get(parts.join(' '))
      if (key) phrase = { key, parts, len }
    }
    if (phrase) {
      i += phrase.len - 1
      if (seen.has(phrase.key)) continue
      seen.add(phrase.key)
      out.push({ key: phrase.key, parts: phrase.parts, cjk: false, generic: false })
      continue
    }
    const key = c.joined && c.parts.length !== 1 ? c.joined : c.parts[0]
    if (!key || seen.has(key)) continue
    seen.add(key)
    const token: QueryToken = { key, parts: c.joined && c.parts.length > 1 ? c.parts : [], cjk: c.cjk, generic: c.generic }
    if (c.raw && !c.cjk && !c.generic) {
      const variants = derivedVariants(c.raw, key)
      if (variants.length) token.variants = variants
      if (/^[a-z]+$/.test(c.raw)) token.raw = c.raw
    }
    out.push(token)
  }
  return out
}

/**
 * How many words the query was written with, stop words and sentence filler included (lone CJK
 * characters aside): a request of 3–4 topic words written as a sentence ("对我们商业计划里的关键假设
 * 做压力测试") is still a sentence, not a keyword list.
 */
export function writtenWords(text: string): number {
  return chunks(text).length
}

/**
 * Query words: the topic words of a query (generic phrasing dropped unless nothing else is left),
 * de-duplicated in order and capped.
 */
export function queryWords(text: string, maxWords: number): string[] {
  const tokens = queryTokens(text)
  const topical = tokens.filter((t) => !t.generic)
  return (topical.length ? topical : tokens).slice(0, maxWords).map((t) => t.key)
}

// ----- alternatives -----

export type AltKind = 'word' | 'parts' | 'synonym' | 'translation' | 'derived' | 'situation'

/** A way a query word can be present in a document: every term of `terms` present. */
export interface Alternative {
  terms: string[]
  kind: AltKind
}

function parseSynonyms(text: string): Map<string, string[][]> {
  const map = new Map<string, string[][]>()
  for (const line of text.split('\n')) {
    const members = line
      .split(',')
      .map((m) => {
        const raw = [...m.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((x) => x[0]).filter((w) => !STOP.has(w))
        const terms = raw.map(stem)
        // A phrase member is looked up by its glued form: the key a compound ("pull-request") or a
        // query phrase ("pull request", see queryTokens) gets.
        return { terms, key: terms.length > 1 ? stem(raw.join('')) : (terms[0] ?? '') }
      })
      .filter((m) => m.terms.length > 0)
    if (members.length < 2) continue
    for (const m of members) {
      if (m.terms.length > 1 && m.terms.length <= 3) PHRASES.set(m.terms.join(' '), m.key)
      const list = map.get(m.key) ?? []
      for (const other of members) {
        if (other.key === m.key) continue
        if (!list.some((x) => x.join(' ') === other.terms.join(' '))) list.push(other.terms)
      }
      map.set(m.key, list)
    }
  }
  return map
}

const SYNONYMS = parseSynonyms(SYNONYM_GROUPS)

/** Stemmed broader word → the narrower terms (each a stem list: a phrase) that count as it. */
function parseNarrower(text: string): Map<string, string[][]> {
  const map = new Map<string, string[][]>()
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const broad = latinTerms(line.slice(0, colon))
    if (broad.length !== 1) continue
    const list: string[][] = []
    for (const member of line.slice(colon + 1).split(',')) {
      const raw = [...member.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)].map((x) => x[0]).filter((w) => !STOP.has(w))
      if (!raw.length) continue
      list.push(raw.map(stem))
      if (raw.length > 1) list.push([stem(raw.join(''))])
    }
    map.set(broad[0]!, list)
  }
  return map
}

const NARROWER = parseNarrower(NARROWER_TERMS)
/** Situation words (lexicon.ts), read like narrower words: query word → the domain terms that count as it. */
const SITUATION = parseNarrower(SITUATION_TERMS)

/**
 * Every alternative that stands for a query word, the word itself first: compound parts, synonyms
 * (deploy → release, ship), translations both ways (部署 → deploy; deploy → 部署). Deterministic order.
 */
export function alternatives(token: QueryToken, dict?: ZhDictionary): Alternative[] {
  const out: Alternative[] = [{ terms: [token.key], kind: 'word' }]
  const seen = new Set([token.key])
  const add = (terms: readonly string[], kind: AltKind) => {
    const id = terms.join(' ')
    if (!terms.length || seen.has(id)) return
    seen.add(id)
    out.push({ terms: [...terms], kind })
  }
  if (token.parts.length > 1) add(token.parts, 'parts')
  if (token.cjk) {
    // The hand table overrides the dictionary: its translations were chosen for this engine.
    for (const alt of TERMS.zhToEn.get(token.key) ?? dict?.get(token.key) ?? []) {
      add(alt, 'translation')
      if (alt.length === 1) for (const syn of [...(SYNONYMS.get(alt[0]!) ?? []), ...(NARROWER.get(alt[0]!) ?? [])]) add(syn, 'synonym')
    }
    return out
  }
  for (const syn of SYNONYMS.get(token.key) ?? []) add(syn, 'synonym')
  for (const narrow of NARROWER.get(token.key) ?? []) add(narrow, 'synonym')
  for (const zh of TERMS.enToZh.get(token.key) ?? []) add([zh], 'translation')
  // After the word's own forms: the scorer weighs the word by the alternatives before these.
  for (const domain of SITUATION.get(token.key) ?? []) add(domain, 'situation')
  for (const v of token.variants ?? []) {
    add([v], 'derived')
    for (const syn of SYNONYMS.get(v) ?? []) add(syn, 'synonym')
  }
  return out
}
