import { DISCOVERY, LIMITS } from '../core/limits.ts'
import { buildSearchIndex, documentFrequency, rank } from '../core/search.ts'
import type { SearchIndex } from '../core/search.ts'
import { queryWords } from '../core/tokenize.ts'

/** How sure the layer is that the library holds a skill for the task. Only HIGH is ever hinted. */
export type Tier = 'HIGH' | 'MEDIUM' | 'NONE'

/** Why the candidates are what they are; a broken index must not look like a quiet, healthy router. */
export type DiscoveryReason = 'ok' | 'no-searchable-token' | 'no-discriminating-token' | 'no-candidate' | 'no-library'

export interface Candidate {
  name: string
  repo: string
  /** The row's real description (uncut; the hint cuts it). */
  description: string
  /** Score over effective words only, rounded to 3 decimals. */
  score: number
  /** Distinct effective words this candidate matched. */
  matched: number
  /** True when an effective word (or the whole task) matched the skill's name. */
  nameHit: boolean
  /** Share of the task's effective-word rarity (ln(rows/df) summed) that this candidate matched, 0–1. */
  coverage: number
  /** Rarest matched word's share of rows (df / rows): small means a specific word matched. */
  rarestShare: number
}

export interface CandidateResult {
  tier: Tier
  reason: DiscoveryReason
  /** Significant words of the task (after stop words, stemming, de-duplication and the word cap). */
  tokenCount: number
  /** Words dropped because more than DISCOVERY.maxDocShare of the rows contain them. */
  commonTokenCount: number
  /** Words that occur in no row at all (project names, typos…). */
  unknownTokenCount: number
  /** Words that are in the library and discriminate: the only ones that score and decide the tier. */
  effectiveWords: string[]
  /** Best first, one per name, at most DISCOVERY.topK. */
  candidates: Candidate[]
}

type Limits = typeof DISCOVERY

let emptyIndex: SearchIndex | undefined

/**
 * Ranks the library for a task sentence and says how confident that ranking is (SPEC §5).
 *
 * Uses the shared scorer in OR mode (a task is prose; strict AND would find nothing), then keeps
 * only the score each name earned from effective words, so a word that is in nearly every row can
 * neither rank a candidate nor make it look confident. The tier rule is in DISCOVERY (limits.ts).
 *
 * @example findCandidates(index, 'Run a semgrep security scan over this repo').tier // 'HIGH'
 */
export function findCandidates(index: SearchIndex | undefined, taskText: string, limits: Limits = DISCOVERY): CandidateResult {
  const usable = index && index.docs.length > 0 ? index : undefined
  const ranked = rank(usable ?? (emptyIndex ??= buildSearchIndex([])), taskText, { mode: 'or', explain: true })
  // The same words the scorer read (one tokenizer), all of them judged alike here.
  const words = queryWords(taskText.slice(0, LIMITS.queryMaxChars), LIMITS.queryMaxWords)
  const base = { tokenCount: words.length, commonTokenCount: 0, unknownTokenCount: 0, effectiveWords: [] as string[], candidates: [] as Candidate[] }
  if (!usable) return { ...base, tier: 'NONE', reason: 'no-library' }
  if (words.length === 0 && ranked.hits.length === 0) return { ...base, tier: 'NONE', reason: 'no-searchable-token' }

  const rows = usable.docs.length
  const df = new Map(words.map((w) => [w, documentFrequency(usable, w)]))
  const effectiveWords: string[] = []
  let common = 0
  let unknown = 0
  for (const w of words) {
    const f = df.get(w)!
    if (f === 0) unknown++
    else if (f / rows > limits.maxDocShare) common++
    else effectiveWords.push(w)
  }
  const effective = new Set(effectiveWords)
  const counts = { ...base, commonTokenCount: common, unknownTokenCount: unknown, effectiveWords }
  // Unknown words count as maximally rare: a task about things the library never mentions
  // (COBOL, mainframe) must not look confidently covered by a skill matching its filler words.
  const rarity = (w: string) => Math.log(rows / df.get(w)!)
  const totalRarity = effectiveWords.reduce((sum, w) => sum + rarity(w), unknown * Math.log(rows))

  const candidates: Candidate[] = []
  for (const hit of ranked.hits) {
    let score = 0
    let nameHit = false
    const matchedWords = new Set<string>()
    for (const part of hit.why ?? []) {
      if (part.field === 'exactName') {
        score += part.score
        nameHit = true
        continue
      }
      // A part is a task word's best match (its synonyms and translations included); only
      // effective words may score.
      if (!effective.has(part.word)) continue
      score += part.score
      matchedWords.add(part.word)
      if (part.field === 'name') nameHit = true
    }
    if (score <= 0) continue
    const doc = usable.docs[hit.doc]!
    let got = 0
    let rarest = 1
    for (const w of matchedWords) {
      got += rarity(w)
      rarest = Math.min(rarest, df.get(w)! / rows)
    }
    const coverage = totalRarity > 0 ? Math.min(1, got / totalRarity) : nameHit ? 1 : 0
    candidates.push({ name: doc.name, repo: doc.repo, description: doc.description, score: Math.round(score * 1000) / 1000, matched: matchedWords.size, nameHit, coverage: Math.round(coverage * 1000) / 1000, rarestShare: rarest })
  }
  candidates.sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const top = candidates.slice(0, limits.topK)

  if (top.length === 0) {
    const reason: DiscoveryReason = effectiveWords.length === 0 && common > 0 ? 'no-discriminating-token' : 'no-candidate'
    return { ...counts, tier: 'NONE', reason }
  }
  return { ...counts, candidates: top, tier: tierOf(top[0]!, limits), reason: 'ok' }
}

/** The tier rule of DISCOVERY (limits.ts), on effective words only. */
export function tierOf(top: Candidate, limits: Limits = DISCOVERY): Tier {
  const enoughWords = top.matched >= limits.highMinWords || top.nameHit
  return enoughWords && top.coverage >= limits.highMinCoverage ? 'HIGH' : 'MEDIUM'
}
