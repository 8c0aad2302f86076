/** Types of the guard (SPEC §8). Pure: no node:, no process. */

export type GuardCategory =
  | 'exfiltration'
  | 'prompt-injection'
  | 'destructive'
  | 'persistence'
  | 'network'
  | 'obfuscation'
  | 'execution'
  | 'path-traversal'
  | 'crypto-mining'
  | 'supply-chain'
  | 'privilege-escalation'
  | 'credential-exposure'
  | 'invisible-unicode'
  /** The learned signal (learned.ts): a whole SKILL.md that resembles known attacks; no rule, no line. */
  | 'resemblance'

/** Every category, in report order. */
export const CATEGORIES: readonly GuardCategory[] = [
  'exfiltration',
  'prompt-injection',
  'destructive',
  'persistence',
  'network',
  'obfuscation',
  'execution',
  'path-traversal',
  'crypto-mining',
  'supply-chain',
  'privilege-escalation',
  'credential-exposure',
  'invisible-unicode',
  'resemblance',
]

export type Severity = 'critical' | 'high' | 'medium' | 'low'

export interface Finding {
  ruleId: string
  category: GuardCategory
  /** The severity after context (code / prose / shown as an example); this is what the verdict reads. */
  severity: Severity
  /** The path the caller gave to scanText (relative to the skill folder for skill_manage). */
  file: string
  /** 1-based line number. */
  line: number
  /** Inside a fenced code block (or a script file) vs. Markdown prose. */
  context: 'code' | 'prose'
  excerpt: string
  message: string
  /** sha256 (hex, UTF-8) of the scanned text; waivers for this finding must name the same hash. */
  contentSha256?: string
}

export type Verdict = 'safe' | 'caution' | 'dangerous'

export interface GuardRule {
  /** Stable id, `<category-prefix>-<what>`; waivers and ledgers name it. */
  id: string
  category: GuardCategory
  /** Severity when the text instructs: a prose sentence or a line inside a code block / script. */
  severity: Severity
  /**
   * One line of text is matched (or the whole text when `wholeText`). Only bounded quantifiers, no
   * quantified group that contains a quantifier: see regex-safety.ts, enforced by a test.
   */
  pattern: RegExp
  /** Why this is risky, in one sentence (shown in the finding message). */
  reason: string
  /** Severity inside a fenced code block / script file when different from `severity`. */
  code?: Severity
  /**
   * Severity when the line (or the code block's lead-in) says it is showing, not instructing: a
   * warning, a "never/avoid/bad" example, a table of patterns. Absent: context cannot lower it.
   */
  shown?: Severity
  /**
   * A second pattern the same line must also match (order free). Splitting "A … B" into two patterns
   * keeps each one's backtracking small; both obey the same static safety check.
   */
  requires?: RegExp
  /** Run over the whole text instead of line by line (for shapes that span two lines). */
  wholeText?: boolean
  /**
   * Extra check on the matched text: `false` drops the match (a placeholder secret such as `sk-xxxx…`),
   * a Severity caps it (a reverse shell aimed at `ATTACKER_IP` is a teaching example, not an attack),
   * `true` keeps it as is.
   */
  confirm?: (match: string, line: string) => boolean | Severity
}

/** A finding waived for one content hash; expires when the content changes. */
export interface Waiver {
  ruleId: string
  file: string
  /** Absent: every finding of this rule in this file (for this content). */
  line?: number
  contentSha256: string
}
