/**
 * Text → chunks: runs of letters and digits with their joiners, each stemmed into parts (Latin) or
 * cut into words (CJK). The one reading documents and queries share.
 */

import { LIMITS } from './limits.ts'
import { segmentCjk } from './cjk.ts'
import { CJK_STOP, GENERIC, GENERIC_STEMS, STOP, stem } from './stem.ts'
import type { ZhDictionary } from './zh-dict.ts'


/** A run of CJK script characters (segmented separately from Latin and digits). */
export const CJK_CHAR = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`
/**
 * One chunk of text: letters and digits with inner joiners (`json-ld`, `node.js`, `c++`,
 * `grandfather's`, `__all__`). A chunk holding CJK characters is then cut into CJK runs and the
 * rest (`plan.md里的任务` → `plan.md`, `里的任务`).
 */
export const CHUNK = /[\p{L}\p{N}\p{M}][\p{L}\p{N}\p{M}\-_.'’+#]*/gu
export const ASCII_ONLY = /^[\x00-\x7f]*$/
/** a-z, 0-9 (text is lowercased first). */
export function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57)
}
/** - _ . ' + # : the joiners a chunk may hold. */
export function isJoinerCode(c: number): boolean {
  return c === 45 || c === 95 || c === 46 || c === 39 || c === 43 || c === 35
}
/** - _ . ' ’ : the joiners a chunk's end sheds (the class /[-_.'’]/). */
export function isTrailingJoinerCode(c: number): boolean {
  return c === 45 || c === 95 || c === 46 || c === 39 || c === 0x2019
}
/** True when `s` is one or more of a-z (the test /^[a-z]+$/). */
export function isPlainWord(s: string): boolean {
  if (s.length === 0) return false
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 97 || c > 122) return false
  }
  return true
}
/** JavaScript's \s: the white space and line terminators of ECMA-262. */
export function isSpaceCode(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13)
  if (c < 0xa0) return false
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
}
/** True when `s[from, to)` is one or more white-space characters (the test /^\s+$/ on that slice). */
export function allSpace(s: string, from: number, to: number): boolean {
  if (to <= from) return false
  for (let i = from; i < to; i++) if (!isSpaceCode(s.charCodeAt(i))) return false
  return true
}
export const HAS_CJK = new RegExp(`[${CJK_CHAR}]`, 'u')
export const CJK_SPLIT = new RegExp(`[${CJK_CHAR}]+|[^${CJK_CHAR}]+`, 'gu')
export const IS_CJK = new RegExp(`^[${CJK_CHAR}]`, 'u')
export const JOINERS = /[-_.'’]+/
export const DIGITS = /^\p{N}+$/u


/** Spellings that lose their meaning when split on punctuation. */
export function normalizeChunk(chunk: string): string {
  if (chunk === 'c++') return 'cpp'
  if (chunk === 'c#') return 'csharp'
  if (chunk === 'f#') return 'fsharp'
  if (chunk === 'net' || chunk === '.net') return 'dotnet'
  return chunk.replace(/[+#]+$/, '').replace(/n['’]t$/, 'nt').replace(/['’](?:s|ll|re|ve|d|m)$/, '')
}

export interface Chunk {
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
export const CHUNK_CACHE = new Map<string, Chunk>()
export const CHUNK_CACHE_MAX = 200_000

export function latinChunk(raw: string): Chunk {
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

export const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
export const LEADING_JOINERS = /^[^\p{L}\p{N}]+/u

/**
 * Per chunk, for the query side's glued words (query.ts): the chunk as typed when it is one plain
 * word of letters (`''` otherwise), and whether only spaces part it from the chunk before.
 */
export interface ChunkTrace {
  raws: string[]
  spaced: boolean[]
}

/** The chunks of a text, in order (and, given a trace, each one's word as typed: see ChunkTrace). */
export function chunks(text: string, dict?: ZhDictionary, trace?: ChunkTrace): Chunk[] {
  const out: Chunk[] = []
  const lower = text.toLowerCase()
  let end = -1
  const note = (raw: string, from: number, to: number) => {
    if (!trace) return
    // Char-code tests, not a regex per word (issue 18); the same as /[-_.'’]+$/, /^[a-z]+$/, /^\s+$/.
    let cut = raw.length
    while (cut > 0 && isTrailingJoinerCode(raw.charCodeAt(cut - 1))) cut--
    const word = cut === raw.length ? raw : raw.slice(0, cut)
    trace.raws.push(isPlainWord(word) ? word : '')
    trace.spaced.push(end >= 0 && from > end && allSpace(lower, end, from))
    end = to < 0 ? -1 : to - (raw.length - word.length)
  }
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
      note(lower.slice(i, j), i, j)
      i = j
    }
    return out
  }
  CHUNK.lastIndex = 0
  while ((m = CHUNK.exec(lower))) {
    const whole = m[0]
    if (!HAS_CJK.test(whole)) {
      out.push(latinChunk(whole))
      note(whole, m.index, m.index + whole.length)
      continue
    }
    for (const raw of whole.match(CJK_SPLIT)!) {
      if (IS_CJK.test(raw)) {
        for (const w of segmentCjk(raw, dict)) {
          out.push({ parts: [w], cjk: true, stop: CJK_STOP.has(w), generic: false })
          note('', -1, -1)
        }
      } else if (LETTER_OR_DIGIT.test(raw)) {
        out.push(latinChunk(raw.replace(LEADING_JOINERS, '')))
        note('', -1, -1)
      }
    }
  }
  return out
}
