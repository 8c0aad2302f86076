// ----- Index rows -----

/** One row of `skill-index.tsv`: one skill. */
export interface SkillRow {
  /** Top-level folder under `.skill-src`: one upstream source. */
  repo: string
  /** Folder of the skill inside `repo`, `/`-separated, no leading or trailing slash ('' = the repo root). */
  relpath: string
  name: string
  description: string
  /** Files in the skill folder, SKILL.md included. */
  files: number
  /** Size of the skill folder in KiB, rounded up. */
  kb: number
  whenToUse?: string
  /**
   * Distinctive words of the SKILL.md body (headings and the body's rarest frequent words, see
   * core/keywords.ts), space-separated: searched with a low weight, never shown to the model.
   */
  keywords?: string
}

/** A problem found in the data. Never thrown; collected and reported. */
export interface Problem {
  code: ProblemCode
  message: string
  path?: string
  line?: number
}

export type ProblemCode =
  | 'E_NO_FRONTMATTER'
  | 'E_BAD_YAML'
  | 'E_NO_NAME'
  | 'E_NO_DESCRIPTION'
  | 'E_INDEX_ROW'
  | 'E_INDEX_HEADER'
  | 'E_INDEX_BINARY'

/** What a SKILL.md says about itself. */
export interface SkillMeta {
  name: string
  description: string
  whenToUse?: string
  /** True when `name` came from the folder, not from frontmatter. */
  nameFromFolder: boolean
  body: string
  problems: Problem[]
}

// ----- Search -----

export type SkillSource = 'library' | 'resident'

/** A searchable skill: a library row or a resident skill from the host's registry. */
export interface SearchDoc {
  name: string
  description: string
  whenToUse?: string
  /** Body words of a library row (SkillRow.keywords): searched, never shown. */
  keywords?: string
  repo: string
  relpath: string
  source: SkillSource
}

export interface MatchWhy {
  word: string
  field: 'name' | 'whenToUse' | 'description' | 'path' | 'keywords' | 'exactName'
  score: number
}

export interface RankedHit {
  /** Position of the representative doc in the index's docs. */
  doc: number
  name: string
  score: number
  /** Significant query words this hit matched. */
  matchCount: number
  /** Further significant words the hit holds only among its body keywords (ranked, not counted above). */
  bodyMatchCount?: number
  /** Every doc with this name that matched (representative first). */
  docs: number[]
  why?: MatchWhy[]
}

export interface RankResult {
  /** Significant words of the query after stop words, stemming, synonyms, translation. */
  words: string[]
  /** Hits that matched every significant word; when 0, `hits` may hold partial rescues. */
  strict: number
  fallback: 'partial' | null
  /**
   * Every matching name, best first (strict hits, or partial rescues when strict is 0). Built on
   * first read, for every hit: a caller that shows a few reads `total` and `top` instead.
   */
  readonly hits: RankedHit[]
  /** `hits.length`, without building the hits. */
  total: number
  /** The first `k` of `hits`, leaving out the hits whose representative doc `skip` names. */
  top(k: number, skip?: (doc: number) => boolean): RankedHit[]
  /** The representative docs of the hits that `keep` accepts, in the order of `hits`. */
  headsWhere(keep: (doc: number) => boolean): number[]
}
