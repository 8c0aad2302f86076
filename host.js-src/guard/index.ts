/**
 * The guard (SPEC §8): one rule table shared by `audit`, `skills scan` and skill_manage.
 * Pure: no node:, no process. API is stable; rules land in rules.ts.
 */

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

export type Severity = 'critical' | 'high' | 'medium' | 'low'

export interface Finding {
  ruleId: string
  category: GuardCategory
  severity: Severity
  file: string
  /** 1-based line number. */
  line: number
  /** Inside a fenced code block (or a script file) vs. Markdown prose. */
  context: 'code' | 'prose'
  excerpt: string
  message: string
}

export type Verdict = 'safe' | 'caution' | 'dangerous'

export interface GuardRule {
  id: string
  category: GuardCategory
  /** Severity when the match sits in prose / code; see docs/guard.md for the design. */
  severity: Severity
  pattern: RegExp
  reason: string
}

/** A finding waived for one content hash; expires when the content changes. */
export interface Waiver {
  ruleId: string
  file: string
  line?: number
  contentSha256: string
}

export const RULES: readonly GuardRule[] = []

export function scanText(_text: string, _file: string): Finding[] {
  return []
}

export function verdictOf(findings: readonly Finding[], waivers?: readonly Waiver[]): Verdict {
  void waivers
  if (findings.some((f) => f.severity === 'critical')) return 'dangerous'
  if (findings.some((f) => f.severity === 'high')) return 'caution'
  return 'safe'
}

export function applyWaivers(findings: readonly Finding[], waivers: readonly Waiver[], contentSha256: string): Finding[] {
  return findings.filter(
    (f) =>
      !waivers.some(
        (w) => w.contentSha256 === contentSha256 && w.ruleId === f.ruleId && w.file === f.file && (w.line === undefined || w.line === f.line),
      ),
  )
}
