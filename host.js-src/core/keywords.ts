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

/**
 * The words WORD finds in an ASCII line (no CJK there: `[a-z][a-z0-9]*` alone), found by char
 * codes: most lines are ASCII, and a regex match object per word was most of bodyTerms' time.
 */
function asciiWords(line: string, found: (word: string) => void): void {
  const n = line.length
  let i = 0
  while (i < n) {
    const c = line.charCodeAt(i)
    if (c < 97 || c > 122) {
      i++
      continue
    }
    let j = i + 1
    for (; j < n; j++) {
      const d = line.charCodeAt(j)
      if (!((d >= 97 && d <= 122) || (d >= 48 && d <= 57))) break
    }
    found(line.slice(i, j))
    i = j
  }
}

/** Terms of each word already tokenized: words repeat across the bodies of a library. Bounded. */
const WORD_TERMS = new Map<string, readonly string[]>()
const WORD_TERMS_MAX = 100_000

function termsOf(word: string): readonly string[] {
  let terms = WORD_TERMS.get(word)
  if (!terms) {
    if (WORD_TERMS.size >= WORD_TERMS_MAX) WORD_TERMS.clear()
    WORD_TERMS.set(word, (terms = tokenize(word)))
  }
  return terms
}

/**
 * The counted terms of a SKILL.md body (frontmatter removed), keyed by search term (the
 * tokenizer's stem). A Latin word that the tokenizer keeps as one term counts under that term; a
 * stop word, a number or a word shorter than `minChars` does not count. A CJK run counts each word
 * the tokenizer cuts it into.
 */
export function bodyTerms(body: string, opts: Pick<KeywordOptions, 'minChars'> = BODY_KEYWORDS): Map<string, BodyTerm> {
  // Count each written word first (one map update per occurrence), then fold the words into
  // terms: a body has far fewer distinct words than words.
  const words = new Map<string, number>()
  const headingWords = new Set<string>()
  let inCode = false
  let heading = false
  const count = (word: string) => {
    words.set(word, (words.get(word) ?? 0) + 1)
    if (heading) headingWords.add(word)
  }
  for (const rawLine of body.split('\n')) {
    if (FENCE.test(rawLine)) {
      inCode = !inCode
      continue
    }
    if (inCode) continue
    heading = HEADING.test(rawLine)
    const lower = rawLine.toLowerCase()
    const line = lower.includes('http') ? lower.replace(URL, ' ') : lower
    if (ASCII_ONLY.test(line)) asciiWords(line, count)
    else for (const m of line.matchAll(WORD)) count(m[0])
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
  for (const [word, count] of words) {
    const heading = headingWords.size > 0 && headingWords.has(word)
    // WORD finds a-z words and CJK runs only: a word not starting with a-z is a CJK run.
    const first = word.charCodeAt(0)
    if (first < 97 || first > 122) {
      // A CJK run is cut into words; each is its own spelling.
      for (const t of termsOf(word)) if (t.length >= 2) add(t, t, count, heading)
    } else if (word.length >= opts.minChars) {
      const terms = termsOf(word)
      if (terms.length === 1) add(terms[0]!, word, count, heading)
    }
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
