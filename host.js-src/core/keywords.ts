import { BODY_KEYWORDS } from './limits.ts'
import { tokenize } from './tokenize.ts'

/**
 * Body keywords (`SkillRow.keywords`, the index's `keywords` column): the words a SKILL.md body
 * uses most distinctively and its name, description and whenToUse do not. A query written in the
 * skill's own vocabulary then finds it even when the description never says that word.
 *
 * Two passes over a library, so a word's rarity is judged against the whole library:
 * `bodyTerms` per SKILL.md, then `libraryKeywords` once every body is counted. Deterministic: the
 * same bodies and rows always give the same keywords. Fenced code is left out (identifiers and
 * commands), and so are URLs.
 */

/** One term of a body: how often it occurs and the word written for it in the keywords column. */
export interface BodyTerm {
  count: number
  /** The most frequent lowercase spelling (ties: the shorter, then code-unit order). */
  surface: string
  /** Occurs in a heading line. */
  heading: boolean
}

export type KeywordOptions = { readonly [K in keyof typeof BODY_KEYWORDS]: number }

const FENCE = /^\s*(```|~~~)/
const HEADING = /^\s{0,3}#{1,6}\s+\S/
const CJK_CLASS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`
const WORD = new RegExp(String.raw`[a-z][a-z0-9]*|[${CJK_CLASS}]+`, 'gu')
const URL = /\bhttps?:\/\/\S+/g

const ASCII_ONLY = /^[\x00-\x7f]*$/
const NON_ASCII = /[^\x00-\x7f]/g

/**
 * What bodyTerms knows of a written word across the bodies of a library: its search terms, and
 * its count in the body being read (valid while `body` is that body's number). Words repeat
 * across bodies, so a word is tokenized once and each occurrence costs one probe of WordTable.
 */
interface WordSeen {
  readonly word: string
  readonly hash: number
  readonly terms: readonly string[]
  body: number
  count: number
  heading: boolean
}

/**
 * The words read so far, found by the char codes of a stretch of text (A-Z read as a-z) without
 * building a string for it: most occurrences are words seen before, and a slice plus a Map
 * lookup per occurrence was most of bodyTerms' time. Open addressing, linear probing.
 */
class WordTable {
  words: WordSeen[] = []
  slots = new Int32Array(1 << 16).fill(-1)

  clear(): void {
    this.words = []
    this.slots = new Int32Array(1 << 16).fill(-1)
  }

  /** The entry for text[from, to) read in lowercase; made (and tokenized) on first sight. */
  get(text: string, from: number, to: number): WordSeen {
    let h = 0x811c9dc5
    for (let i = from; i < to; i++) h = Math.imul(h ^ lowerCode(text.charCodeAt(i)), 0x01000193)
    const len = to - from
    const mask = this.slots.length - 1
    for (let s = h & mask; ; s = (s + 1) & mask) {
      const at = this.slots[s]!
      if (at < 0) return this.add(text, from, to, h, s)
      const w = this.words[at]!
      if (w.hash !== h || w.word.length !== len) continue
      let i = 0
      while (i < len && w.word.charCodeAt(i) === lowerCode(text.charCodeAt(from + i))) i++
      if (i === len) return w
    }
  }

  private add(text: string, from: number, to: number, hash: number, slot: number): WordSeen {
    const raw = text.slice(from, to)
    const word = raw.toLowerCase()
    const w: WordSeen = { word, hash, terms: tokenize(word), body: 0, count: 0, heading: false }
    this.slots[slot] = this.words.length
    this.words.push(w)
    if (this.words.length * 2 > this.slots.length) this.grow()
    return w
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2).fill(-1)
    const mask = slots.length - 1
    this.words.forEach((w, at) => {
      let s = w.hash & mask
      while (slots[s]! >= 0) s = (s + 1) & mask
      slots[s] = at
    })
    this.slots = slots
  }
}

/** Every word read so far (bounded: cleared between two bodies when it grows past the cap). */
const WORDS = new WordTable()
const WORDS_MAX = 100_000
let bodyNumber = 0

/** JS `\s` within ASCII: tab, line feed, vertical tab, form feed, carriage return, space. */
function isSpaceCode(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13)
}

/** `FENCE.test(line)` for the ASCII line body[from, to), by char codes. */
function asciiFence(body: string, from: number, to: number): boolean {
  let i = from
  while (i < to && isSpaceCode(body.charCodeAt(i))) i++
  if (i + 3 > to) return false
  const c = body.charCodeAt(i)
  return (c === 96 || c === 126) && body.charCodeAt(i + 1) === c && body.charCodeAt(i + 2) === c
}

/** `HEADING.test(line)` for the ASCII line body[from, to): up to 3 spaces, 1–6 `#`, spaces, then text. */
function asciiHeading(body: string, from: number, to: number): boolean {
  let i = from
  while (i < to && i - from <= 3 && isSpaceCode(body.charCodeAt(i))) i++
  if (i - from > 3) return false
  const hashes = i
  while (i < to && body.charCodeAt(i) === 35) i++
  if (i === hashes || i - hashes > 6 || i >= to || !isSpaceCode(body.charCodeAt(i))) return false
  while (i < to && isSpaceCode(body.charCodeAt(i))) i++
  return i < to
}

/** Lowercase a-z for A-Z, the rest unchanged (char codes of ASCII text). */
function lowerCode(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c
}

/** True when body[i…] spells `http://` or `https://` (any case). */
function startsUrl(body: string, i: number, to: number): boolean {
  if (i + 7 > to) return false
  if (lowerCode(body.charCodeAt(i + 1)) !== 116 || lowerCode(body.charCodeAt(i + 2)) !== 116 || lowerCode(body.charCodeAt(i + 3)) !== 112) return false
  let j = i + 4
  if (lowerCode(body.charCodeAt(j)) === 115) j++
  // `\S+`: at least one character that is not a space after the `//`.
  return j + 3 < to && body.charCodeAt(j) === 58 && body.charCodeAt(j + 1) === 47 && body.charCodeAt(j + 2) === 47 && !isSpaceCode(body.charCodeAt(j + 3))
}

/**
 * The words of the ASCII line body[from, to) as the line path reads them — lowercased, URLs
 * (`\bhttps?://\S+`) taken out, then `[a-z][a-z0-9]*` — found by char codes without building the
 * line, its lowercase copy or a match object. A URL can only begin where a word would (its `h`
 * after a character that is neither a letter, a digit nor `_`), and it runs to the next space.
 */
function asciiLineWords(body: string, from: number, to: number, found: (text: string, from: number, to: number) => void): void {
  let i = from
  while (i < to) {
    const c = lowerCode(body.charCodeAt(i))
    if (c < 97 || c > 122) {
      i++
      continue
    }
    if (c === 104) {
      const p = i > from ? lowerCode(body.charCodeAt(i - 1)) : -1
      const boundary = !((p >= 97 && p <= 122) || (p >= 48 && p <= 57) || p === 95)
      if (boundary && startsUrl(body, i, to)) {
        while (i < to && !isSpaceCode(body.charCodeAt(i))) i++
        continue
      }
    }
    let j = i + 1
    for (; j < to; j++) {
      const d = body.charCodeAt(j)
      if (!((d >= 97 && d <= 122) || (d >= 48 && d <= 57) || (d >= 65 && d <= 90))) break
    }
    found(body, i, j)
    i = j
  }
}

/**
 * The counted terms of a SKILL.md body (frontmatter removed), keyed by search term (the
 * tokenizer's stem). A Latin word that the tokenizer keeps as one term counts under that term; a
 * stop word, a number or a word shorter than `minChars` does not count. A CJK run counts each word
 * the tokenizer cuts it into.
 */
export function bodyTerms(body: string, opts: Pick<KeywordOptions, 'minChars'> = BODY_KEYWORDS): Map<string, BodyTerm> {
  // Each written word is counted once per occurrence on its WordSeen, then the body's distinct
  // words are folded into terms: a body has far fewer distinct words than words. Lines are read
  // in place (no split): an ASCII line by char codes, any other line by the regexes.
  if (WORDS.words.length >= WORDS_MAX) WORDS.clear()
  const stamp = ++bodyNumber
  const seen: WordSeen[] = []
  let inCode = false
  let heading = false
  const count = (text: string, from: number, to: number) => {
    const w = WORDS.get(text, from, to)
    if (w.body !== stamp) {
      w.body = stamp
      w.count = 0
      w.heading = false
      seen.push(w)
    }
    w.count++
    if (heading) w.heading = true
  }
  const n = body.length
  // Where the next character beyond ASCII sits: a line before it takes the char-code path.
  NON_ASCII.lastIndex = 0
  let wide = NON_ASCII.test(body) ? NON_ASCII.lastIndex - 1 : n
  for (let from = 0; from <= n; ) {
    let to = body.indexOf('\n', from)
    if (to < 0) to = n
    if (wide < from) {
      NON_ASCII.lastIndex = from
      wide = NON_ASCII.test(body) ? NON_ASCII.lastIndex - 1 : n
    }
    if (wide >= to) {
      if (asciiFence(body, from, to)) inCode = !inCode
      else if (!inCode) {
        heading = asciiHeading(body, from, to)
        asciiLineWords(body, from, to, count)
      }
    } else {
      const rawLine = body.slice(from, to)
      if (FENCE.test(rawLine)) inCode = !inCode
      else if (!inCode) {
        heading = HEADING.test(rawLine)
        const lower = rawLine.toLowerCase()
        const line = lower.includes('http') ? lower.replace(URL, ' ') : lower
        if (ASCII_ONLY.test(line)) asciiLineWords(line, 0, line.length, count)
        else for (const m of line.matchAll(WORD)) count(m[0], 0, m[0].length)
      }
    }
    from = to + 1
  }
  const out = new Map<string, BodyTerm>()
  /** Count of the spelling chosen so far for each term. */
  const chosen = new Map<string, number>()
  const add = (term: string, spelling: string, count: number, heading: boolean) => {
    const t = out.get(term)
    if (!t) {
      out.set(term, { count, surface: spelling, heading })
      chosen.set(term, count)
      return
    }
    t.count += count
    if (heading) t.heading = true
    const best = chosen.get(term)!
    const s = t.surface
    if (count > best || (count === best && (spelling.length < s.length || (spelling.length === s.length && spelling < s)))) {
      t.surface = spelling
      chosen.set(term, count)
    }
  }
  for (const w of seen) {
    const word = w.word
    // The words found are a-z words and CJK runs only: a word not starting with a-z is a CJK run.
    const first = word.charCodeAt(0)
    if (first < 97 || first > 122) {
      // A CJK run is cut into words; each is its own spelling.
      for (const t of w.terms) if (t.length >= 2) add(t, t, w.count, w.heading)
    } else if (word.length >= opts.minChars && w.terms.length === 1) add(w.terms[0]!, word, w.count, w.heading)
  }
  return out
}

/**
 * The keywords of one body: its terms ranked by `(1 + ln count) × ln(n / df)` (`headingBoost`
 * times that for a heading word), leaving out terms the row already holds (`known`), terms said
 * fewer than `minCount` times outside a heading, and terms in more than `maxShare` of the `n`
 * bodies. Ties go to code-unit order. At most `maxWords` words and `maxChars` characters,
 * space-separated.
 */
export function pickKeywords(terms: ReadonlyMap<string, BodyTerm>, df: ReadonlyMap<string, number>, n: number, known: ReadonlySet<string>, opts: KeywordOptions = BODY_KEYWORDS): string {
  const scored: { term: string; surface: string; score: number }[] = []
  const maxDf = Math.max(1, Math.floor(n * opts.maxShare))
  for (const [term, t] of terms) {
    if (known.has(term) || (t.count < opts.minCount && !t.heading)) continue
    const d = Math.max(1, df.get(term) ?? 1)
    if (d > maxDf) continue
    const score = (1 + Math.log(t.count)) * Math.log(Math.max(n, 1) / d) * (t.heading ? opts.headingBoost : 1)
    scored.push({ term, surface: t.surface, score })
  }
  scored.sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
  const out: string[] = []
  let chars = 0
  for (const s of scored) {
    if (out.length >= opts.maxWords) break
    const add = (out.length ? 1 : 0) + s.surface.length
    if (chars + add > opts.maxChars) continue
    out.push(s.surface)
    chars += add
  }
  return out.join(' ')
}

/** The terms a row already holds where it describes itself: name, description, whenToUse. */
export function rowTerms(row: { name: string; description: string; whenToUse?: string }): Set<string> {
  return new Set(tokenize([row.name, row.description, row.whenToUse ?? ''].join('\n')))
}

/**
 * The keywords of every row of a library, given each row's counted body (`bodyTerms`, in row
 * order; `undefined` for a row whose body is unknown, which gets no keywords and does not count
 * toward document frequencies). `''` for a row with nothing distinctive.
 */
export function libraryKeywords(rows: readonly { name: string; description: string; whenToUse?: string }[], bodies: readonly (ReadonlyMap<string, BodyTerm> | undefined)[], opts: KeywordOptions = BODY_KEYWORDS): string[] {
  const df = new Map<string, number>()
  let n = 0
  for (const b of bodies) {
    if (!b) continue
    n++
    for (const term of b.keys()) df.set(term, (df.get(term) ?? 0) + 1)
  }
  return rows.map((row, i) => {
    const b = bodies[i]
    return b ? pickKeywords(b, df, n, rowTerms(row), opts) : ''
  })
}
