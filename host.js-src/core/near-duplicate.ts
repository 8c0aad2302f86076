/**
 * Near-duplicate skills (issue 16): how close two skills are by name and description, the close
 * matches of a new skill among a library's rows, and every close pair of a library (doctor).
 *
 * The score is a weighted sum of two Dice coefficients over sets of search terms (the document
 * tokenizer: lowercase, stemmed, stop words dropped): the name's words (a name split on - _ .,
 * plus the whole name) and the description's words. Pure and cheap: a create compares one probe
 * with every row (a few set intersections each); doctor only compares pairs that share a word
 * which fewer than NEAR_DUPLICATE.commonWordShare of the rows use.
 */
import { NEAR_DUPLICATE } from './limits.ts'
import { tokenize } from './tokenize.ts'

export interface DupInput {
  name: string
  description: string
  /** Where the row lives (repo/relpath), to name it in messages. */
  where?: string
}

export interface DupMatch {
  name: string
  where?: string
  /** Combined score, 0..1. */
  score: number
  nameScore: number
  descriptionScore: number
}

export interface DupPair {
  a: DupInput
  b: DupInput
  score: number
}

interface Terms {
  name: Set<string>
  description: Set<string>
}

function nameTerms(name: string): Set<string> {
  const low = name.toLowerCase()
  const out = new Set(tokenize(low.replace(/[-_.]+/g, ' ')))
  out.add(low)
  return out
}

// Terms of rows seen before (a library's rows repeat from one create to the next), bounded.
const memo = new Map<string, Terms>()

export function termsOf(s: DupInput): Terms {
  const key = `${s.name}\u0000${s.description}`
  const hit = memo.get(key)
  if (hit) return hit
  const terms = { name: nameTerms(s.name), description: new Set(tokenize(s.description)) }
  if (memo.size >= NEAR_DUPLICATE.maxRows) memo.clear()
  memo.set(key, terms)
  return terms
}

function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0
  const [small, big] = a.size <= b.size ? [a, b] : [b, a]
  let shared = 0
  for (const t of small) if (big.has(t)) shared++
  return (2 * shared) / (a.size + b.size)
}

/** Scores two skills' terms; `nameWeight` of the score comes from the names. */
export function scoreTerms(a: Terms, b: Terms, nameWeight: number = NEAR_DUPLICATE.nameWeight): { score: number; nameScore: number; descriptionScore: number } {
  const nameScore = dice(a.name, b.name)
  const descriptionScore = dice(a.description, b.description)
  return { score: nameWeight * nameScore + (1 - nameWeight) * descriptionScore, nameScore, descriptionScore }
}

export function similarity(a: DupInput, b: DupInput, nameWeight?: number): { score: number; nameScore: number; descriptionScore: number } {
  return scoreTerms(termsOf(a), termsOf(b), nameWeight)
}

/**
 * The rows a new skill closely matches, best first (its own name excluded: an exact name is
 * another check's refusal). Rows past NEAR_DUPLICATE.maxRows are not compared.
 */
export function nearDuplicatesOf(probe: DupInput, rows: readonly DupInput[], threshold: number = NEAR_DUPLICATE.threshold): DupMatch[] {
  const p = termsOf(probe)
  const own = probe.name.toLowerCase()
  const best = new Map<string, DupMatch>()
  // A cheap bound before tokenizing a row: to reach the threshold, the row must share at least one
  // name term and a share of the description terms (Dice ≥ (t − w) / (1 − w) needs shared ≥ that
  // over 2 of the probe's terms). A shared term's first 4 characters occur in the row's raw text
  // (stems keep the start of a word), so counting those substrings does not undercount (a word
  // the tokenizer folds, such as full-width letters, is the exception; it only loses a rare match).
  const w = NEAR_DUPLICATE.nameWeight
  const needName = (threshold - (1 - w)) / w > 0 ? 1 : 0
  const needDesc = Math.max(0, Math.ceil((((threshold - w) / (1 - w)) * p.description.size) / 2 - 1e-9))
  const keys = (set: Set<string>) => [...new Set([...set].map((t) => t.slice(0, 4)))]
  const nameKeys = keys(p.name)
  const descKeys = keys(p.description)
  for (const row of rows.slice(0, NEAR_DUPLICATE.maxRows)) {
    const key = row.name.toLowerCase()
    if (key === own) continue
    const hay = `${key} ${row.description.toLowerCase()}`
    if (needName && !nameKeys.some((k) => hay.includes(k))) continue
    if (needDesc && descKeys.filter((k) => hay.includes(k)).length < needDesc) continue
    const s = scoreTerms(p, termsOf(row))
    if (s.score < threshold) continue
    const prev = best.get(key)
    if (!prev || prev.score < s.score) best.set(key, { name: row.name, ...(row.where ? { where: row.where } : {}), ...s })
  }
  return [...best.values()].sort((x, y) => y.score - x.score || (x.name < y.name ? -1 : 1))
}

/**
 * Every pair of rows with different names that scores at or above the threshold, best first, at
 * most NEAR_DUPLICATE.doctorMaxPairs (the total is counted). Copies of one name are one skill
 * (doctor reports those as duplicate-name).
 */
export function nearDuplicatePairs(rows: readonly DupInput[], threshold: number = NEAR_DUPLICATE.threshold): { pairs: DupPair[]; total: number; compared: number } {
  // One representative per name: the first row.
  const byName = new Map<string, DupInput>()
  for (const r of rows.slice(0, NEAR_DUPLICATE.maxRows)) if (!byName.has(r.name.toLowerCase())) byName.set(r.name.toLowerCase(), r)
  const list = [...byName.values()]
  const terms = list.map(termsOf)
  const postings = new Map<string, number[]>()
  terms.forEach((t, i) => {
    for (const w of new Set([...t.name, ...t.description])) {
      let p = postings.get(w)
      if (!p) postings.set(w, (p = []))
      p.push(i)
    }
  })
  const maxDf = Math.max(2, Math.floor(list.length * NEAR_DUPLICATE.commonWordShare))
  const seen = new Set<number>()
  const pairs: DupPair[] = []
  let compared = 0
  for (const ids of postings.values()) {
    if (ids.length < 2 || ids.length > maxDf) continue
    for (let x = 0; x < ids.length; x++) {
      for (let y = x + 1; y < ids.length; y++) {
        const i = ids[x]!
        const j = ids[y]!
        const key = i * list.length + j
        if (seen.has(key)) continue
        seen.add(key)
        compared++
        const s = scoreTerms(terms[i]!, terms[j]!)
        if (s.score >= threshold) pairs.push({ a: list[i]!, b: list[j]!, score: s.score })
      }
    }
  }
  pairs.sort((p, q) => q.score - p.score || (p.a.name < q.a.name ? -1 : 1))
  return { pairs: pairs.slice(0, NEAR_DUPLICATE.doctorMaxPairs), total: pairs.length, compared }
}
