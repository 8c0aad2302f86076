/**
 * Text → search terms. One tokenizer for documents and queries alike, so a word is stemmed the
 * same way on both sides. (The search-quality work extends the tables; the shape stays.)
 */

const STOP_WORDS = new Set(
  `a an and are as at be but by can do for from has have how i if in into is it its me my of on or our
  so that the their then there these this to use used using via want was we what when where which
  who will with you your help please need needs like just also should would could skill skills`
    .split(/\s+/)
    .filter(Boolean),
)

const WORD = /[\p{L}\p{N}]+/gu
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

/** Light English stemmer: strips common inflections so debugging/debugs/debugged meet at "debug". */
export function stem(word: string): string {
  let w = word
  if (w.length <= 3 || /\d/.test(w)) return w
  if (w.endsWith('ies') && w.length > 4) return w.slice(0, -3) + 'y'
  if (w.endsWith('ing') && w.length > 5) {
    w = w.slice(0, -3)
    if (/(.)\1$/.test(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1)
    return w
  }
  if (w.endsWith('ed') && w.length > 4) {
    w = w.slice(0, -2)
    if (/(.)\1$/.test(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1)
    return w
  }
  if (w.endsWith('es') && /(?:ss|x|ch|sh|z)es$/.test(w)) return w.slice(0, -2)
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1)
  return w
}

let segmenter: Intl.Segmenter | undefined
function segmentCjk(text: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  const out: string[] = []
  for (const s of segmenter.segment(text)) if (s.isWordLike) out.push(s.segment)
  return out
}

/** Splits text into normalised terms (lowercase, stemmed, stop words dropped, CJK segmented). */
export function tokenize(text: string): string[] {
  const out: string[] = []
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const word = m[0]
    if (CJK.test(word)) {
      for (const seg of segmentCjk(word)) out.push(seg)
      continue
    }
    if (STOP_WORDS.has(word)) continue
    out.push(stem(word))
  }
  return out
}

/** Query words: tokens, de-duplicated in order, capped. */
export function queryWords(text: string, maxWords: number): string[] {
  return [...new Set(tokenize(text))].slice(0, maxWords)
}
