/**
 * A static check that a rule's regex cannot backtrack catastrophically:
 *  1. every quantifier is bounded ({n}, {n,m}, ?) — no `*`, `+`, `{n,}`;
 *  2. no quantifier applies to a group that itself contains a quantifier (no nesting);
 *  3. the number of ways the pattern can match from one start position (`paths`: alternatives add,
 *     sequence items multiply, a bounded repeat of k-way atom adds k^0…k^max) stays under a ceiling.
 * Under 1–3 the work per start position is bounded by a constant, so a scan is linear in the input.
 */
import { GUARD } from '../core/limits.ts'

export interface RegexSafety {
  ok: boolean
  problems: string[]
  /** Ways one start position can be explored; the backtracking ceiling per start. */
  paths: number
}

/** Ceiling on `paths` (GUARD.maxRegexPaths in core/limits.ts, reason there). */
export const MAX_PATHS = GUARD.maxRegexPaths

interface Node {
  paths: number
  quantified: boolean
}

export function checkRegexSafety(re: RegExp): RegexSafety {
  const src = re.source
  const unicode = re.flags.includes('u') || re.flags.includes('v')
  const problems: string[] = []
  let i = 0

  const cap = (n: number) => Math.min(n, 1e30)

  function parseAlternation(): Node {
    let paths = 0
    let quantified = false
    for (;;) {
      const seq = parseSequence()
      paths = cap(paths + seq.paths)
      quantified ||= seq.quantified
      if (src[i] === '|') {
        i++
        continue
      }
      return { paths, quantified }
    }
  }

  function parseSequence(): Node {
    let paths = 1
    let quantified = false
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      const atomStart = i
      const atom = parseAtom()
      const atomSrc = src.slice(atomStart, i)
      const q = parseQuantifier()
      if (q && Number.isFinite(q.max) && !atom.quantified && disjointFromNext(atomSrc, i)) {
        // A repeated class followed by a character it cannot match stops at one place: giving
        // characters back never lets the next atom match, so this repeat adds steps, not paths.
        quantified = true
        continue
      }
      if (!q) {
        paths = cap(paths * atom.paths)
        quantified ||= atom.quantified
        continue
      }
      quantified = true
      if (atom.quantified) problems.push(`nested quantifier: a quantified group contains a quantifier (before ${q.at})`)
      if (!Number.isFinite(q.max)) {
        problems.push(`unbounded quantifier at ${q.at}: use {0,N}`)
        continue
      }
      let sum = 0
      let pow = 1
      for (let k = 0; k <= q.max; k++) {
        if (k >= q.min) sum = cap(sum + pow)
        pow = cap(pow * atom.paths)
      }
      paths = cap(paths * sum)
    }
    return { paths, quantified }
  }

  function parseAtom(): Node {
    const c = src[i]!
    if (c === '\\') {
      const n = src[i + 1]
      if (unicode && (n === 'u' || n === 'p' || n === 'P') && src[i + 2] === '{') {
        const close = src.indexOf('}', i)
        i = close < 0 ? src.length : close + 1
      } else if (n === 'u') i += 6
      else if (n === 'x') i += 4
      else if (n === 'c') i += 3
      else if (n === 'k' && src[i + 2] === '<') i = src.indexOf('>', i) + 1
      else i += 2
      return { paths: 1, quantified: false }
    }
    if (c === '[') {
      i++
      if (src[i] === '^') i++
      if (src[i] === ']') i++
      while (i < src.length && src[i] !== ']') {
        if (src[i] === '\\') i++
        i++
      }
      i++
      return { paths: 1, quantified: false }
    }
    if (c === '(') {
      const open = groupOpen(src, i)
      i = open.at
      const lookaround = open.lookaround
      const inner = parseAlternation()
      if (src[i] !== ')') problems.push('unbalanced (')
      i++
      // A lookaround is atomic in JavaScript: its inner work adds, it does not multiply the rest.
      if (lookaround) {
        lookaroundPaths = cap(lookaroundPaths + inner.paths)
        return { paths: 1, quantified: false }
      }
      return inner
    }
    if (c === ')') {
      problems.push(`unbalanced ) at ${i}`)
      i++
      return { paths: 1, quantified: false }
    }
    if (c === '*' || c === '+' || c === '?' || (c === '{' && /^\{\d+(,\d*)?\}/.test(src.slice(i)))) {
      problems.push(`quantifier with nothing to repeat at ${i}`)
    }
    i++
    return { paths: 1, quantified: false }
  }

  function parseQuantifier(): { min: number; max: number; at: number } | undefined {
    const at = i
    const c = src[i]
    let q: { min: number; max: number; at: number } | undefined
    if (c === '*') q = { min: 0, max: Infinity, at }
    else if (c === '+') q = { min: 1, max: Infinity, at }
    else if (c === '?') q = { min: 0, max: 1, at }
    if (q) i++
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i, i + 24))
      if (!m) return undefined
      const min = Number(m[1])
      q = { min, max: m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]), at }
      i += m[0].length
    }
    if (q && src[i] === '?') i++
    if (q && (src[i] === '*' || src[i] === '+' || src[i] === '?' || src[i] === '{')) {
      if (src[i] !== '{' || /^\{\d+(,\d*)?\}/.test(src.slice(i, i + 24))) problems.push(`stacked quantifiers at ${i}`)
    }
    return q
  }

  /**
   * The repeated single-character atom `atomSrc` can never match what the next atom (starting at `at`)
   * needs: the next atom is one character class / literal, not optional, and no sample character
   * (ASCII, some Unicode spaces and letters, and every non-ASCII character named in either atom)
   * matches both.
   */
  function disjointFromNext(atomSrc: string, at: number): boolean {
    const next = singleAtomAt(at)
    if (!next) return false
    const after = src[at + next.length]
    if (after === '?' || after === '*' || src.startsWith('{0', at + next.length)) return false
    let a: RegExp
    let b: RegExp
    try {
      a = new RegExp(`^(?:${atomSrc})$`, unicode ? 'u' : '')
      b = new RegExp(`^(?:${next})$`, (unicode ? 'u' : '') + (re.flags.includes('i') ? 'i' : ''))
      if (re.flags.includes('i')) a = new RegExp(a.source, a.flags + 'i')
    } catch {
      return false
    }
    for (const ch of samples(atomSrc + next)) if (a.test(ch) && b.test(ch)) return false
    return true
  }

  /** Source of the single-character atom at `at` (literal, escape or class), else undefined. */
  function singleAtomAt(at: number): string | undefined {
    const c = src[at]
    if (c === undefined) return undefined
    if (c === '\\') {
      const n = src[at + 1]
      if (n === undefined || /[bBkpPu1-9]/.test(n)) return undefined
      if (n === 'x') return src.slice(at, at + 4)
      return src.slice(at, at + 2)
    }
    if (c === '[') {
      let k = at + 1
      if (src[k] === '^') k++
      if (src[k] === ']') k++
      while (k < src.length && src[k] !== ']') {
        if (src[k] === '\\') k++
        k++
      }
      return src.slice(at, k + 1)
    }
    if ('^$.|?*+()]{}'.includes(c)) return undefined
    return c
  }

  let lookaroundPaths = 0
  const top = parseAlternation()
  if (i < src.length) problems.push(`unbalanced ) at ${i}`)
  const paths = cap(top.paths + lookaroundPaths)
  if (paths > MAX_PATHS) problems.push(`${paths.toExponential(1)} match paths per start position (ceiling ${MAX_PATHS.toExponential(0)}): narrow the gaps`)
  return { ok: problems.length === 0, problems, paths }
}


const SAMPLE_BASE = (() => {
  const out: string[] = []
  for (let c = 0; c < 128; c++) out.push(String.fromCharCode(c))
  out.push('\u00a0', '\u00e9', '\u4e2d', '\u2028', '\u200b', '\u3000', '\ufeff', '\u0130', '\u017f', '\u212a')
  return out
})()

/** Sample characters: ASCII, a few Unicode ones, and every non-ASCII character or \uXXXX named in `text`. */
function samples(text: string): string[] {
  const out = [...SAMPLE_BASE]
  for (const ch of text) if (ch.charCodeAt(0) > 127) out.push(ch)
  for (const m of text.matchAll(/\\u([0-9a-fA-F]{4})/g)) out.push(String.fromCharCode(parseInt(m[1]!, 16)))
  return out
}

/**
 * Reads the opening of the group at `src[i] === '('`: where its body starts, and whether it is a
 * lookaround (`(?=`, `(?!`, `(?<=`, `(?<!`), which matches no text. Named (`(?<n>`) and
 * non-capturing (`(?:`) groups are skipped to their body. Shared by the safety check and the prefilter.
 */
export function groupOpen(src: string, i: number): { at: number; lookaround: boolean } {
  i++
  if (src[i] !== '?') return { at: i, lookaround: false }
  i++
  if (src[i] === '=' || src[i] === '!') return { at: i + 1, lookaround: true }
  if (src[i] === '<' && (src[i + 1] === '=' || src[i + 1] === '!')) return { at: i + 2, lookaround: true }
  if (src[i] === '<') return { at: src.indexOf('>', i) + 1, lookaround: false }
  if (src[i] === ':') return { at: i + 1, lookaround: false }
  return { at: i, lookaround: false }
}
