/**
 * A prefilter for the rule table: most rules cannot match most skills, and finding that out costs one
 * pass over the text instead of one regex pass per rule.
 *
 * For each pattern, `requiredLiterals` reads its source and derives a set of strings such that every
 * match contains at least one of them (lower-cased, no whitespace). `Presence` finds, in one pass over
 * a text, which of all the rules' strings occur in it (Aho–Corasick). A rule whose strings are all
 * absent cannot match, so its regex is not run; a rule with no such strings always runs.
 *
 * The derivation is conservative: anything it does not understand (a class, `.`, `\s`, a repeat that
 * may be empty, a back-reference) cuts the string there, so it can only return fewer or shorter
 * strings, never a wrong one. Whitespace cuts too: joined units put a space or a line break where the
 * raw text had another, so a literal never spans one. The scan tests compare every verdict with and
 * without the prefilter.
 */

import { GUARD } from '../core/limits.ts'
import { groupOpen } from './regex-safety.ts'

const MAX_PRODUCT = GUARD.prefilterMaxProduct
const MAX_UNION = GUARD.prefilterMaxUnion

/**
 * Requirements that are not strings, spelled as strings that start with NUL (no literal holds a NUL):
 * a character outside printable ASCII, or a run of at least N base64 characters.
 */
export const ODD_CHAR = '\u0000odd'
export const B64_RUN = '\u0000b64:'

/**
 * A condition on the strings present: `true` (nothing known), one string, all of several, or one of
 * several. A sequence needs all its pieces, an alternation one of its branches.
 */
export type Cond<T = string> = true | T | { and: Cond<T>[] } | { or: Cond<T>[] }

function and<T>(xs: Cond<T>[]): Cond<T> {
  const out: Cond<T>[] = []
  for (const x of xs) {
    if (x === true) continue
    if (typeof x === 'object' && x !== null && 'and' in x) out.push(...x.and)
    else out.push(x)
  }
  return out.length === 0 ? true : out.length === 1 ? out[0]! : { and: out }
}

function or<T>(xs: Iterable<Cond<T>>): Cond<T> {
  const out = new Set<Cond<T>>()
  for (const x of xs) {
    if (x === true) return true
    if (typeof x === 'object' && x !== null && 'or' in x) for (const y of x.or) out.add(y)
    else out.add(x)
  }
  return out.size === 1 ? [...out][0]! : { or: [...out] }
}

interface Info {
  /** The node matches exactly one of these strings ('' = it can match nothing); undefined: not known. */
  exact?: Set<string>
  /** Every match contains one of these (never ''); undefined: no requirement known. */
  need?: Set<string>
  /** Every match meets this (when absent: derived from `exact`, else `need`). */
  cond?: Cond
  /** A class of base64 characters only ([A-Za-z0-9+/] or part of it): a repeat of it needs a run. */
  b64?: boolean
}

/** Lower-cases the ASCII letters, and folds the few non-ASCII letters a case-insensitive regex matches to ASCII. */
export function foldCase(code: number): number {
  if (code >= 65 && code <= 90) return code + 32
  if (code === 0x212a) return 107 // KELVIN SIGN ~ k
  if (code === 0x17f) return 115 // LONG S ~ s
  if (code === 0x130 || code === 0x131) return 105 // dotted / dotless I ~ i
  return code
}

/** Printable ASCII, tab, line feed, carriage return and NUL (the unit separator): everything else is odd. */
function oddCode(code: number): boolean {
  return code > 126 || (code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 0)
}

function b64Code(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 43 || code === 47 || code === 0x212a || code === 0x17f
}

/**
 * A character a literal may hold: printable ASCII but space, a control character other than tab, line
 * breaks and NUL, or a BMP character without case (CJK, punctuation, invisible ones).
 */
function literalChar(ch: string): string | undefined {
  const code = ch.codePointAt(0)!
  if (code < 0x80) return code === 0 || code === 9 || code === 10 || code === 13 || code === 32 ? undefined : String.fromCharCode(foldCase(code))
  if (code > 0xffff) return undefined
  return ch.toLowerCase() === ch && ch.toUpperCase() === ch ? ch : undefined
}

const EMPTY: Info = { exact: new Set(['']) }
const UNKNOWN: Info = {}

function condOf(info: Info): Cond {
  if (info.cond !== undefined) return info.cond
  if (info.exact) return info.exact.has('') ? true : or(info.exact)
  return info.need ? or(info.need) : true
}

function requirement(info: Info): Set<string> | undefined {
  if (info.exact && !info.exact.has('')) return info.exact
  return info.need
}

/** The better of two requirements: the one whose shortest string is longest (fewer false hits), then the smaller set. */
function better(a: Set<string> | undefined, b: Set<string> | undefined): Set<string> | undefined {
  if (!a) return b
  if (!b) return a
  // A mark (an odd character, a base64 run) is weaker than any string.
  const min = (s: Set<string>) => {
    let m = Infinity
    for (const x of s) m = Math.min(m, x.startsWith('\u0000') ? 0.5 : x.length)
    return m
  }
  const ma = min(a)
  const mb = min(b)
  if (ma !== mb) return ma > mb ? a : b
  return a.size <= b.size ? a : b
}

/** Adds `b` to `a` (which the caller owns), or undefined when the result grows past MAX_UNION. */
function addAll(a: Set<string>, b: Set<string>): Set<string> | undefined {
  for (const x of b) a.add(x)
  return a.size > MAX_UNION ? undefined : a
}

function union(a: Set<string>, b: Set<string>): Set<string> | undefined {
  const out = new Set([...a, ...b])
  return out.size > MAX_UNION ? undefined : out
}

function product(a: Set<string>, b: Set<string>): Set<string> | undefined {
  if (a.size * b.size > MAX_PRODUCT) return undefined
  const out = new Set<string>()
  for (const x of a) for (const y of b) out.add(x + y)
  return out
}

/**
 * Strings one of which every match of `re` contains (lower-cased), or undefined when none can be named
 * (then the rule must always run).
 */
export function requiredLiterals(re: RegExp): string[] | undefined {
  return literalsOf(analyse(re))
}

function literalsOf(info: Info): string[] | undefined {
  const need = requirement(info)
  if (!need || need.size === 0 || need.has('')) return undefined
  return [...need]
}

/** The condition on present strings (lower-cased) that every match of `re` meets; `true` when nothing is known. */
export function requiredCondition(re: RegExp): Cond {
  return condOf(analyse(re))
}

function analyse(re: RegExp): Info {
  const src = re.source
  const unicode = re.flags.includes('u') || re.flags.includes('v')
  let i = 0

  function alternation(): Info {
    // Fresh sets, filled in place: an alternation of 60 names must not copy its set 60 times.
    let exact: Set<string> | undefined = new Set()
    let need: Set<string> | undefined = new Set()
    const conds: Cond[] = []
    for (;;) {
      const s = sequence()
      exact = exact && s.exact ? addAll(exact, s.exact) : undefined
      const r = requirement(s)
      need = need && r ? addAll(need, r) : undefined
      conds.push(condOf(s))
      if (src[i] !== '|') break
      i++
    }
    return exact ? { exact, need } : { exact, need, cond: or(conds) }
  }

  function sequence(): Info {
    let run: Set<string> | undefined = new Set([''])
    let best: Set<string> | undefined
    let cut = false
    const conds: Cond[] = []
    const flush = () => {
      cut = true
      if (run && !run.has('')) {
        best = better(best, run)
        conds.push(or(run))
      }
    }
    while (i < src.length && src[i] !== '|' && src[i] !== ')') {
      let atom = atomInfo()
      atom = quantified(atom)
      if (atom.exact && run) {
        const joined = product(run, atom.exact)
        if (joined) {
          run = joined
          continue
        }
      }
      flush()
      best = better(best, requirement(atom))
      if (atom.exact && atom.exact.size <= MAX_PRODUCT) run = atom.exact
      else {
        run = new Set([''])
        conds.push(condOf(atom))
      }
    }
    // `run` is the whole sequence only when nothing was cut; otherwise it is known by its best requirement.
    if (!cut && run) return { exact: run }
    flush()
    return { need: best, cond: and(conds) }
  }

  /** Applies a quantifier after an atom, if there is one. */
  function quantified(atom: Info): Info {
    const c = src[i]
    let min: number
    let max: number
    if (c === '*' || c === '+' || c === '?') {
      min = c === '+' ? 1 : 0
      max = c === '?' ? 1 : Infinity
      i++
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i, i + 24))
      if (!m) return atom
      min = Number(m[1])
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3])
      i += m[0].length
    } else return atom
    if (src[i] === '?') i++
    if (min === 1 && max === 1) return atom
    if (min === 0 && max === 1 && atom.exact) return { exact: union(atom.exact, new Set([''])) }
    if (min === 0) return UNKNOWN
    if (atom.b64 && min >= 8) return { need: new Set([B64_RUN + min]) }
    return { need: requirement(atom), cond: condOf(atom) }
  }

  function atomInfo(): Info {
    const c = src[i]!
    if (c === '\\') return escape()
    if (c === '[') return charClass()
    if (c === '(') {
      const open = groupOpen(src, i)
      i = open.at
      const look = open.lookaround
      const inner = alternation()
      i++ // ')'
      // A lookaround consumes nothing: the text on either side of it is contiguous.
      return look ? EMPTY : inner
    }
    i++
    if (c === '^' || c === '$') return EMPTY
    if (c === '.') return UNKNOWN
    const lit = literalChar(c)
    return lit ? { exact: new Set([lit]) } : UNKNOWN
  }

  function escape(): Info {
    const n = src[i + 1]
    if (n === undefined) {
      i++
      return UNKNOWN
    }
    if (n === 'b' || n === 'B') {
      i += 2
      return EMPTY
    }
    let ch: string | undefined
    if (n === 'u' && unicode && src[i + 2] === '{') {
      const close = src.indexOf('}', i)
      ch = String.fromCodePoint(parseInt(src.slice(i + 3, close), 16))
      i = close + 1
    } else if (n === 'u' && /^[0-9a-fA-F]{4}$/.test(src.slice(i + 2, i + 6))) {
      ch = String.fromCharCode(parseInt(src.slice(i + 2, i + 6), 16))
      i += 6
    } else if (n === 'x' && /^[0-9a-fA-F]{2}$/.test(src.slice(i + 2, i + 4))) {
      ch = String.fromCharCode(parseInt(src.slice(i + 2, i + 4), 16))
      i += 4
    } else if ((n === 'p' || n === 'P') && unicode && src[i + 2] === '{') {
      i = src.indexOf('}', i) + 1
      return UNKNOWN
    } else if (n === 'k' && src[i + 2] === '<') {
      i = src.indexOf('>', i) + 1
      return UNKNOWN
    } else if (n === 'c') {
      i += 3
      return UNKNOWN
    } else {
      i += 2
      // Classes (\d \w \s …), control escapes (\n \t …) and back-references: nothing known.
      if (/[dDwWsSnrtfv0-9]/.test(n)) return UNKNOWN
      ch = n
    }
    const lit = ch === undefined ? undefined : literalChar(ch)
    return lit ? { exact: new Set([lit]) } : UNKNOWN
  }

  /**
   * `[abc]` of a few plain characters is a small exact set; a class of odd characters only (invisible,
   * control, non-ASCII) needs an odd character; a class inside the base64 alphabet is marked for its
   * repeat; anything else is unknown.
   */
  function charClass(): Info {
    i++
    const negated = src[i] === '^'
    if (negated) i++
    const ranges: [number, number][] = []
    let opaque = negated
    const member = (): number | undefined => {
      const ch = src[i]!
      if (ch !== '\\') {
        const cp = src.codePointAt(i)!
        i += cp > 0xffff ? 2 : 1
        return cp
      }
      const n = src[i + 1] ?? ''
      if (n === 'u' && unicode && src[i + 2] === '{') {
        const close = src.indexOf('}', i)
        const cp = parseInt(src.slice(i + 3, close), 16)
        i = close + 1
        return cp
      }
      if (n === 'u' && /^[0-9a-fA-F]{4}$/.test(src.slice(i + 2, i + 6))) {
        i += 6
        return parseInt(src.slice(i - 4, i), 16)
      }
      if (n === 'x' && /^[0-9a-fA-F]{2}$/.test(src.slice(i + 2, i + 4))) {
        i += 4
        return parseInt(src.slice(i - 2, i), 16)
      }
      i += 2
      if ((n === 'p' || n === 'P') && src[i] === '{') i = src.indexOf('}', i) + 1
      // \d \w \s \b (backspace) \n …: a set or a control character: the class is not read further.
      if (/[A-Za-z0-9]/.test(n)) return undefined
      return n.codePointAt(0)
    }
    while (i < src.length && src[i] !== ']') {
      const lo = member()
      let hi = lo
      if (src[i] === '-' && src[i + 1] !== ']' && i + 1 < src.length) {
        i++
        hi = member()
      }
      if (lo === undefined || hi === undefined) opaque = true
      else ranges.push([lo, hi])
    }
    i++ // ']'
    if (opaque || ranges.length === 0) return UNKNOWN
    const b64 = ranges.every(([lo, hi]) => lo <= hi && allB64(lo, hi))
    const chars = new Set<string>()
    for (const [lo, hi] of ranges) {
      for (let c = lo; c <= hi && chars.size <= 8; c++) {
        const lit = literalChar(String.fromCodePoint(c))
        if (lit) chars.add(lit)
        else chars.add('\u0000') // not a literal: the set is not exact
      }
    }
    if (chars.size <= 8 && !chars.has('\u0000')) return b64 ? { exact: chars, b64 } : { exact: chars }
    if (ranges.every(([lo, hi]) => lo <= hi && !oddRangeHasEven(lo, hi))) return { need: new Set([ODD_CHAR]) }
    return b64 ? { b64 } : UNKNOWN
  }

  return alternation()
}

/** Some code in lo…hi is not odd (or folds by case to one that is not). */
function oddRangeHasEven(lo: number, hi: number): boolean {
  if (lo <= 126 && hi >= 0) {
    for (let c = lo; c <= Math.min(hi, 126); c++) if (!oddCode(c)) return true
  }
  return (lo <= 0x212a && hi >= 0x212a) || (lo <= 0x17f && hi >= 0x17f) || (lo <= 0x131 && hi >= 0x130)
}

function allB64(lo: number, hi: number): boolean {
  for (let c = lo; c <= hi; c++) if (!b64Code(c)) return false
  return true
}

// ─── finding the strings in a text ─────────────────────────────────────────────────────

/**
 * Aho–Corasick over a fixed set of strings: `scan(texts)` says which occur in any of the texts, in one
 * pass over their characters (case folded as `foldCase`). The NUL-led marks (`ODD_CHAR`, `B64_RUN`n)
 * are measured in the same pass.
 */
export class Presence {
  /** ASCII code → its column in `table` after case folding (0: a character no string holds). */
  private readonly column = new Uint8Array(128)
  private readonly width: number
  /**
   * state * width + column → (next state << 1) | 1 when strings end at the next state. Failure links
   * are already followed, so each character costs one lookup. States are numbered breadth first, so
   * the shallow ones every text walks through share a few cache lines; 16-bit entries while they fit
   * (12,808 states for the rule table: 1.7 MB where 32-bit entries and insertion order took 3.3 MB
   * of rows scattered at random, and the scan waited on memory).
   */
  private readonly table: Uint16Array | Uint32Array
  /** Transitions on non-ASCII characters, and the failure links to follow them. */
  private readonly wide: Map<number, number>[]
  private readonly fail: Int32Array
  /** Non-ASCII characters some string holds: any other one sends the automaton back to its start. */
  private readonly wideUsed = new Set<number>()
  /** For each state, the ids of the strings that end there (its own and those of its failure chain), from `outStart`. */
  private readonly outStart: Int32Array
  private readonly outIds: Int32Array
  private readonly odd: number[] = []
  /** Base64-run marks by run length: `runIds[n]` holds the ids of the marks for a run of n characters. */
  private readonly runIds: number[][] = []

  constructor(readonly strings: readonly string[]) {
    const next: Map<number, number>[] = [new Map()]
    const ends: number[][] = [[]]
    let width = 1
    strings.forEach((s, id) => {
      if (s === ODD_CHAR) return void this.odd.push(id)
      if (s.startsWith(B64_RUN)) {
        const n = Number(s.slice(B64_RUN.length))
        return void (this.runIds[n] ??= []).push(id)
      }
      let state = 0
      for (let k = 0; k < s.length; k++) {
        const c = s.charCodeAt(k)
        if (c >= 128) this.wideUsed.add(c)
        else if (this.column[c] === 0) this.column[c] = width++
        let to = next[state]!.get(c)
        if (to === undefined) {
          to = next.length
          next.push(new Map())
          ends.push([])
          next[state]!.set(c, to)
        }
        state = to
      }
      ends[state]!.push(id)
    })
    // Upper-case ASCII letters read as their lower-case column (foldCase).
    for (let c = 65; c <= 90; c++) this.column[c] = this.column[c + 32]!
    this.width = width
    const failOld = new Int32Array(next.length)
    // Breadth first: each state's failure link is the longest proper suffix that is also a prefix.
    const order: number[] = [...next[0]!.values()]
    for (let q = 0; q < order.length; q++) {
      const s = order[q]!
      for (const [c, to] of next[s]!) {
        order.push(to)
        let f = failOld[s]!
        while (f !== 0 && !next[f]!.has(c)) f = failOld[f]!
        const target = next[f]!.get(c)
        failOld[to] = target !== undefined && target !== to ? target : 0
        ends[to]!.push(...ends[failOld[to]!]!)
      }
    }
    // Renumber: the start is 0, then the states in breadth-first order.
    const rank = new Int32Array(next.length)
    order.forEach((s, q) => (rank[s] = q + 1))
    const states = next.length
    const byRank = [0, ...order]
    this.fail = Int32Array.from(byRank, (s) => rank[failOld[s]!]!)
    this.wide = byRank.map((s) => new Map([...next[s]!].map(([c, to]) => [c, rank[to]!] as const)))
    const marked = (to: number) => (rank[to]! << 1) | (ends[to]!.length ? 1 : 0)
    const table = states * 2 < 0x10000 ? new Uint16Array(states * width) : new Uint32Array(states * width)
    for (const [c, to] of next[0]!) if (c < 128) table[this.column[c]!] = marked(to)
    // A state's row is its failure state's row with its own transitions written over it (the failure
    // state is shallower, so its row is already complete).
    for (let r = 1; r < states; r++) {
      const f = this.fail[r]!
      table.copyWithin(r * width, f * width, f * width + width)
      for (const [c, to] of next[byRank[r]!]!) if (c < 128) table[r * width + this.column[c]!] = marked(to)
      table[r * width] = 0
    }
    this.table = table
    this.outStart = new Int32Array(states + 1)
    const flat: number[] = []
    for (let r = 0; r < states; r++) {
      this.outStart[r] = flat.length
      flat.push(...ends[byRank[r]!]!)
    }
    this.outStart[states] = flat.length
    this.outIds = Int32Array.from(flat)
  }

  private step(state: number, c: number): number {
    if (!this.wideUsed.has(c)) return 0
    for (let s = state; ; s = this.fail[s]!) {
      const to = this.wide[s]!.get(c)
      if (to !== undefined) return to
      if (s === 0) return 0
    }
  }

  /**
   * Where the strings occur in `texts`: for each string id, the lines it occurs on (each once, in
   * order; for an id not `tracked`, an empty list), or undefined where it does not occur. A text's `line` is the number of its first line; a
   * line break inside it (\n, \r\n or \r) moves to the next.
   */
  scan(texts: readonly GateText[], tracked: Uint8Array): (number[] | undefined)[] {
    const found: (number[] | undefined)[] = new Array(this.strings.length)
    const { table, width, column, outStart, outIds, runIds } = this
    const longestRun = runIds.length - 1
    // Lines are kept only for the strings whose patterns are asked about lines (`tracked`).
    const record = (id: number, line: number) => {
      const at = found[id]
      if (at === undefined) found[id] = tracked[id] ? [line] : SEEN
      else if (at !== SEEN && at[at.length - 1] !== line) at.push(line)
    }
    // The odd-character marks are recorded once per line, not at every character (a Chinese line is all odd).
    let oddLine = -1
    for (const { text, line: first } of texts) {
      let line = first
      oddLine = -1
      let state = 0
      let run = 0
      for (let k = 0; k < text.length; k++) {
        let c = text.charCodeAt(k)
        let entry: number
        if (c < 128) {
          const kind = ASCII_KIND[c]!
          if (kind === 0) {
            // The common case: a character that is neither base64, odd nor a line break.
            run = 0
            entry = table[state * width + column[c]!]!
          } else {
            if (kind & B64) run++
            else run = 0
            if (kind & ODD && oddLine !== line) {
              oddLine = line
              for (const id of this.odd) record(id, line)
            }
            if (kind & BREAK && (c === 10 || text.charCodeAt(k + 1) !== 10)) {
              // The break belongs to the line it ends; what follows is on the next.
              entry = 0
              line++
            } else entry = table[state * width + column[c]!]!
          }
        } else {
          if (oddLine !== line) {
            oddLine = line
            for (const id of this.odd) record(id, line)
          }
          c = foldCase(c)
          if (c === 107 || c === 115) run++
          else run = 0
          if (c < 128) entry = table[state * width + column[c]!]!
          else {
            const to = this.step(state, c)
            entry = (to << 1) | (outStart[to + 1]! > outStart[to]! ? 1 : 0)
          }
        }
        if (run > 0 && run <= longestRun) {
          const ids = runIds[run]
          if (ids !== undefined) for (const id of ids) record(id, line)
        }
        state = entry >>> 1
        if (entry & 1) for (let j = outStart[state]!, end = outStart[state + 1]!; j < end; j++) record(outIds[j]!, line)
      }
    }
    return found
  }
}

/** What `scan` gives a string that occurs but whose lines are not kept. */
const SEEN: number[] = []

/** A text for the prefilter and the number of its first line (0-based; scan.ts's line index). */
export interface GateText {
  text: string
  line: number
}

const B64 = 1
const ODD = 2
const BREAK = 4
/** Per ASCII code: B64 (in the base64 alphabet), ODD (a control character the rules look for), BREAK (\n, \r). */
const ASCII_KIND = Uint8Array.from({ length: 128 }, (_, c) => (b64Code(c) ? B64 : 0) | (oddCode(c) ? ODD : 0) | (c === 10 || c === 13 ? BREAK : 0))

/**
 * The prefilter for a table of patterns: `open(texts)` scans the texts once and then answers, per
 * pattern, whether it can match anywhere in them, or (for the `tracked` patterns) within a range of
 * lines. Patterns are told apart by identity; one it was not built with can always match.
 */
export class PatternGate {
  private readonly presence: Presence
  /** Each pattern's number; the tables below are indexed by it. */
  private readonly index = new Map<RegExp, number>()
  /** Per pattern: the ids of the strings one of which every match holds (undefined: none known). */
  private readonly ids: (number[] | undefined)[] = []
  private readonly conds: Test[] = []
  /** Per string id: the patterns whose `ids` hold it (what finding the string lets through). */
  private readonly needing: number[][]
  private readonly tracked: Uint8Array
  private readonly trackedPattern: Uint8Array

  constructor(patterns: readonly RegExp[], tracked: readonly RegExp[] = []) {
    const index = new Map<string, number>()
    const idOf = (s: string) => {
      let id = index.get(s)
      if (id === undefined) index.set(s, (id = index.size))
      return id
    }
    // One character ("(", "|", ":") is in nearly every text and would be recorded at every occurrence:
    // a condition on it is dropped (weaker, never wrong), and a requirement holding one is not kept.
    const compile = (c: Cond): Cond<number> => {
      if (c === true) return true
      if (typeof c === 'string') return c.length === 1 ? true : idOf(c)
      if ('and' in c) return and(c.and.map(compile))
      return or(c.or.map(compile))
    }
    for (const re of [...patterns, ...tracked]) {
      if (this.index.has(re)) continue
      this.index.set(re, this.ids.length)
      const info = analyse(re)
      const need = literalsOf(info)
      this.ids.push(need?.every((x) => x.length > 1) ? need.map(idOf) : undefined)
      this.conds.push(flatten(compile(condOf(info))))
    }
    this.presence = new Presence([...index.keys()])
    this.needing = Array.from({ length: index.size }, () => [])
    this.ids.forEach((ids, p) => {
      for (const id of new Set(ids)) this.needing[id]!.push(p)
    })
    this.trackedPattern = new Uint8Array(this.ids.length)
    this.tracked = new Uint8Array(index.size)
    for (const re of tracked) {
      const p = this.index.get(re)!
      this.trackedPattern[p] = 1
      for (const id of this.ids[p] ?? []) this.tracked[id] = 1
    }
  }

  open(texts: readonly GateText[]): Gate {
    const found = this.presence.scan(texts, this.tracked)
    // The patterns one of whose required strings is present: any other cannot match, whatever its condition.
    const needMet = new Uint8Array(this.ids.length)
    for (let id = 0; id < found.length; id++) if (found[id] !== undefined) for (const p of this.needing[id]!) needMet[p] = 1
    return new Gate(this.index, this.ids, this.conds, found, this.trackedPattern, needMet)
  }
}

/** A condition ready to test: `or` nodes keep their plain ids in one typed array, looked at first. */
type Test = true | number | { and: Test[] } | { any: Int32Array; or: Test[] }

function flatten(c: Cond<number>): Test {
  if (c === true || typeof c === 'number') return c
  if ('and' in c) return { and: c.and.map(flatten) }
  const ids = c.or.filter((x): x is number => typeof x === 'number')
  return { any: Int32Array.from(ids), or: c.or.filter((x) => typeof x !== 'number').map(flatten) }
}

/**
 * Which lines of a text one tracked pattern can match on: `test(from, to)` answers for the lines
 * `from`…`to` (inclusive) in constant time, from counts of marked lines.
 */
export interface LineTest {
  (from: number, to: number): boolean
}

const ANYWHERE: LineTest = () => true
const NOWHERE: LineTest = () => false

/** What one prefilter pass found: which patterns can match, and on which lines. */
export class Gate {
  /** Per pattern: 0 not asked yet, 1 can match, 2 cannot. */
  private readonly answers: Uint8Array
  /** Per pattern: its line test, once asked for. */
  private readonly lineTests: (LineTest | undefined)[] = []

  constructor(
    private readonly index: ReadonlyMap<RegExp, number>,
    private readonly ids: readonly (number[] | undefined)[],
    private readonly conds: readonly Test[],
    private readonly found: readonly (number[] | undefined)[],
    private readonly tracked: Uint8Array,
    private readonly needMet: Uint8Array,
  ) {
    this.answers = new Uint8Array(ids.length)
  }

  /** The pattern can match somewhere in the texts: the strings present meet its condition. */
  can(re: RegExp): boolean {
    const p = this.index.get(re)
    if (p === undefined) return true
    let answer = this.answers[p]!
    if (answer === 0) {
      answer = (this.ids[p] === undefined || this.needMet[p] === 1) && this.holds(this.conds[p]!) ? 1 : 2
      this.answers[p] = answer
    }
    return answer === 1
  }

  private holds(c: Test): boolean {
    if (c === true) return true
    if (typeof c === 'number') return this.found[c] !== undefined
    if ('and' in c) {
      for (const x of c.and) if (!this.holds(x)) return false
      return true
    }
    const found = this.found
    for (let k = 0; k < c.any.length; k++) if (found[c.any[k]!] !== undefined) return true
    for (const x of c.or) if (this.holds(x)) return true
    return false
  }

  /** The pattern can match in text drawn from lines `from`…`to` (inclusive); untracked patterns: anywhere. */
  within(re: RegExp, from: number, to: number): boolean {
    return this.lines(re)(from, to)
  }

  /**
   * `within` for one pattern, as a function of the line range: asked once per pattern, then called per
   * unit without looking the pattern up again.
   */
  lines(re: RegExp): LineTest {
    const p = this.index.get(re)
    if (p === undefined) return ANYWHERE
    let test = this.lineTests[p]
    if (test === undefined) {
      test = this.can(re) ? (this.tracked[p] && this.ids[p] ? this.marks(this.ids[p]!) : ANYWHERE) : NOWHERE
      this.lineTests[p] = test
    }
    return test
  }

  private marks(ids: readonly number[]): LineTest {
    // The marked lines, ascending. A string's lines are in order within one text, not across texts (a
    // folded line comes after the body), nor across strings: sort when they are not. A plain array, not
    // a typed one per pattern and file: those are allocated off the heap, and cost more than the search.
    const lines: number[] = []
    let sorted = true
    for (const id of ids) {
      for (const line of this.found[id] ?? []) {
        if (lines.length && line <= lines[lines.length - 1]!) sorted = false
        lines.push(line)
      }
    }
    if (!lines.length) return NOWHERE
    if (!sorted) lines.sort((a, b) => a - b)
    return (from, to) => {
      // The first marked line at or after `from`, by halving.
      let lo = 0
      let hi = lines.length
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (lines[mid]! < from) lo = mid + 1
        else hi = mid
      }
      return lo < lines.length && lines[lo]! <= to
    }
  }
}
