/**
 * English words → stems: the word lists every reader shares (stop, generic), the light stemmer, the
 * one-edit spellings of a typed word, and a word's derived forms (docs/search.md, "Reading a query").
 */

import { BRITISH, CJK_STOP_WORDS, DERIVATIONS, GENERIC_WORDS, STOP_WORDS } from './lexicon.ts'
import { LIMITS } from './limits.ts'

export const words = (s: string) => s.split(/\s+/).filter(Boolean)

export const STOP = new Set(words(STOP_WORDS))
export const GENERIC = new Set(words(GENERIC_WORDS))
/** The generic words' stems too, so their other forms (ones, asks, helped) are generic as well. */
export const GENERIC_STEMS = new Set<string>()
export const CJK_STOP = new Set(words(CJK_STOP_WORDS))
export const pairs = (text: string) =>
  new Map(
    text
      .split(',')
      .map((pair) => words(pair))
      .filter((p) => p.length === 2)
      .map((p) => [p[0]!, p[1]!] as const),
  )
export const BRITISH_MAP = pairs(BRITISH)
export const DERIVED_MAP = pairs(DERIVATIONS)

/** Words the stemmer must not cut: their -ed/-ing is not an inflection. */
export const KEEP_WHOLE = new Set(words('embed shed bed red speed feed seed need breed greed hundred string strings thing things spring ring king bring sing wing during nothing something everything anything ping production productions'))

export function undouble(w: string): string {
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
  const known = STEMS.get(input)
  if (known !== undefined) return known
  const w = stemWord(input)
  if (STEMS.size >= LIMITS.stemCacheMax) STEMS.clear()
  STEMS.set(input, w)
  return w
}

/**
 * Stems computed before (issue 18): a query's glued pairs and a document's words ask for the same
 * words again and again; the stem depends on the word alone (the tables above never change), so
 * the cache changes no answer (`stemWord` is the stemmer itself). Bounded by LIMITS.stemCacheMax, cleared when full.
 */
const STEMS = new Map<string, string>()

export function stemWord(input: string): string {
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

/** Stemmed words of a short English phrase (table entries), stop words dropped. */
export function latinTerms(text: string): string[] {
  const out: string[] = []
  const low = text.toLowerCase()
  // ASCII text (nearly every call) is split by char codes: in ASCII, [\p{L}\p{N}] is exactly
  // a-z and 0-9 once lowercased, so the words are the same; the Unicode regex cost ~4× more,
  // and every process pays it at start for the hand term table (cjk.ts, issue 18 cold start).
  let start = -1
  for (let i = 0; i <= low.length; i++) {
    const c = i < low.length ? low.charCodeAt(i) : 32
    if (c > 127) return latinTermsUnicode(low)
    const word = (c >= 97 && c <= 122) || (c >= 48 && c <= 57)
    if (word) {
      if (start < 0) start = i
    } else if (start >= 0) {
      const w = low.slice(start, i)
      if (!STOP.has(w)) out.push(stem(w))
      start = -1
    }
  }
  return out
}

function latinTermsUnicode(low: string): string[] {
  const out: string[] = []
  for (const m of low.matchAll(/[\p{L}\p{N}]+/gu)) if (!STOP.has(m[0])) out.push(stem(m[0]))
  return out
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
export const NOT_A_VERB = /(?:er|or|ity|ty|ness|ism|ist|ic|al|ous|ive|ful|less|abl|ibl|at|ship|hood|ing|ics|ia|um)$/

/** The last consonant doubled before -er (plan → planner, debug → debugger). */
export const DOUBLES = /[^aeiou][aeiou][bdglmnprt]$/

/**
 * Derived forms the suffix rules do not bring together, as extra stems to look up: the stemmer
 * keeps -ation, -ment and -er/-or words apart from their verb unless the verb ends in -ate
 * (automation meets automate, but transformation does not meet transform, management manage, nor
 * review reviewer). The query side asks for the other forms, so neither side of the index grows.
 * Only verb → doer: the doer → verb direction (reviewer → review) turned a specific word into a
 * common one and cost rank on the judged queries.
 */
export function derivedVariants(raw: string, key: string): string[] {
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
