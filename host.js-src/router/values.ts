/** The JSON values the three tools return (for the UI, MCP structured content and tests). */

export interface LibraryFacts {
  /** Folder of the library index. */
  library: string
  starterLibrary?: true
  /** One line about the library for the model (starter fallback, explicit library problems). */
  note?: string
  /** Why this library was used ("named by --library", "found walking up from /x"), for logs. */
  why?: string
  indexAlarm?: string
  error?: string
}

export interface SearchHitValue {
  name: string
  repo: string
  source: 'library' | 'resident'
  description: string
  whenToUse?: string
  /** Skills with this name in the library (plus a resident one of the same name). */
  copies: number
  /** Repos holding a copy, when copies > 1. */
  repos?: string[]
  matchCount: number
  /** Query words found only in the skill's body keywords. */
  bodyMatchCount?: number
  stale: boolean
  files: number
  /** repo/relpath of the representative copy (resident: its source). */
  path: string
  /** The stable id of the copy shown: skill_load {"id": …} loads exactly this copy. */
  id?: string
  score?: number
  why?: { word: string; field: string; score: number }[]
  label?: string
}

export interface SearchValue extends LibraryFacts {
  query: string
  /** Significant words the query was reduced to, as the query wrote them. */
  words: string[]
  /** Query words no skill holds, even through synonyms, translations or spelling. */
  unknown?: string[]
  total: number
  strict: number
  shown: number
  more: number
  fallback: 'partial' | null
  namesOnly?: true
  hits: SearchHitValue[]
  /** Skills searched (library rows + resident skills). */
  searched: number
}

export interface LoadedSkill {
  name: string
  source: 'library' | 'resident' | 'scan'
  repo?: string
  /** Absolute path of the SKILL.md (resident: its path when the registry gives one). */
  path?: string
  baseDir?: string
  content: string
  chars: number
  truncated: boolean
  files: string[]
  moreFiles: number
  label?: string
  /** The copy's stable id (library copies). */
  id?: string
  /** Agent-written: `content` is inside the untrusted-skill envelope. */
  untrusted?: true
  /** Ids of other copies of this name in the library, not loaded; `moreCopies` counts the rest. */
  otherCopies?: string[]
  moreCopies?: number
}

export interface LoadError {
  name: string
  reason: string
  tried?: string
}

export interface LoadValue extends LibraryFacts {
  requested: string[]
  loaded: LoadedSkill[]
  errors: LoadError[]
}

export interface RefValue extends LibraryFacts {
  name: string
  mode: 'list' | 'read'
  baseDir?: string
  files?: string[]
  capped?: boolean
  /** Files left out of `files` to keep the answer under the size bound. */
  moreFiles?: number
  /** Symlinks pointing outside the skill folder, left out of `files`. */
  outside?: number
  path?: string
  content?: string
  chars?: number
  truncated?: boolean
  /** Agent-written: `content` is inside the untrusted-skill envelope. */
  untrusted?: true
}
