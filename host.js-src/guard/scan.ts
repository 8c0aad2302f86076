import { GUARD } from '../core/limits.ts'
import { classifyLines, isScriptPath, lineShown } from './context.ts'
import type { LineInfo } from './context.ts'
import { RULES } from './rules.ts'
import { contentSha256 } from './sha256.ts'
import type { Finding, GuardRule, Severity, Verdict, Waiver } from './types.ts'

export { isScriptPath }

const EXCERPT_CHARS = GUARD.excerptChars

function excerptOf(line: string, index: number, length: number): string {
  const clean = line.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
  if (clean.length <= EXCERPT_CHARS) return visible(clean.trim())
  const start = Math.max(0, Math.min(index - 40, clean.length - EXCERPT_CHARS))
  const cut = clean.slice(start, start + Math.max(EXCERPT_CHARS, Math.min(length, 400)))
  return visible((start > 0 ? '…' : '') + cut.trim() + (start + cut.length < clean.length ? '…' : ''))
}

/** Invisible and bidi characters are printed as <U+XXXX> so a human can see what was found. */
function visible(text: string): string {
  return text.replace(
    /[\u00ad\u034f\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]|\udb40[\udc00-\udfff]/g,
    (c) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`,
  )
}

/**
 * The match sits inside a `code span`, "double quotes" or “curly quotes” on its line: an odd number of
 * ` or " before it (and the closing one after), or an opening “ with no ” between it and the match.
 * Apostrophes are not quotes here: "it's … don't" must not turn an order into a quotation.
 */
function isQuoted(line: string, index: number, length: number): boolean {
  const before = line.slice(0, index)
  const after = line.slice(index + length)
  for (const q of ['`', '"']) {
    if (before.split(q).length % 2 === 0 && after.includes(q)) return true
  }
  return before.lastIndexOf('\u201c') > before.lastIndexOf('\u201d') && after.includes('\u201d')
}

function severityFor(rule: GuardRule, info: LineInfo, quoted: boolean, index: number, length: number): { severity: Severity; why: string } {
  let severity = rule.severity
  let why = ''
  if (info.context === 'code' && rule.code) {
    severity = rule.code
    why = 'inside a code block'
  }
  // A prompt-injection phrase in quotes is being talked about, not said to the agent.
  const shown = lineShown(info, index, length) || (rule.category === 'prompt-injection' && info.context === 'prose' && quoted)
  if (shown && rule.shown && rank(rule.shown) < rank(severity)) {
    severity = rule.shown
    why = 'shown as a warning or example'
  }
  return { severity, why }
}

const RANKS: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 }
function rank(s: Severity): number {
  return RANKS[s]
}

/**
 * Every finding of the rule table in one file's text. `file` decides the reading: Markdown (fenced code
 * vs prose) or a script (all code). A leading BOM is ignored; any other invisible character is not.
 */
export function scanText(text: string, file: string): Finding[] {
  let sha: string | undefined
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const lines = classifyLines(body, isScriptPath(file))
  const findings: Finding[] = []
  const push = (rule: GuardRule, lineNo: number, info: LineInfo, index: number, match: string) => {
    const verdict = rule.confirm ? rule.confirm(match, info.text) : true
    if (verdict === false) return
    const quoted = info.context === 'prose' && isQuoted(info.text, index, match.length)
    let { severity, why } = severityFor(rule, info, quoted, index, match.length)
    if (verdict !== true && rank(verdict) < rank(severity)) {
      severity = verdict
      why = 'aimed at a placeholder or harmless target'
    }
    findings.push({
      ruleId: rule.id,
      category: rule.category,
      severity,
      file,
      line: lineNo,
      context: info.context,
      excerpt: excerptOf(info.text, index, match.length),
      message: rule.reason + (why ? ` (${rule.severity} when instructed; ${severity}: ${why})` : ''),
      contentSha256: (sha ??= contentSha256(text)),
    })
  }
  // Each rule runs once over the whole text (far fewer calls than line by line); a match that
  // crosses a line break is re-tested on its first line alone, so results equal a line-by-line scan.
  const starts = lineStarts(body)
  for (const rule of RULES) {
    const re = globalOf(rule)
    re.lastIndex = 0
    for (let m = re.exec(body); m; m = re.exec(body)) {
      const lineIdx = lineOf(starts, m.index)
      const info = lines[lineIdx]!
      let index = m.index - starts[lineIdx]!
      let text = m[0]
      let ok = true
      if (!rule.wholeText && /[\r\n]/.test(text)) {
        const lm = rule.pattern.exec(info.text)
        if (lm) {
          index = lm.index
          text = lm[0]
        } else ok = false
      }
      if (ok && (!rule.requires || rule.requires.test(info.text))) push(rule, lineIdx + 1, info, index, text)
      // One finding per rule per line: continue on the next line.
      if (lineIdx + 1 >= starts.length) break
      re.lastIndex = starts[lineIdx + 1]!
    }
  }
  findings.sort((a, b) => a.line - b.line || rank(b.severity) - rank(a.severity) || a.ruleId.localeCompare(b.ruleId))
  return findings
}

const GLOBAL = new WeakMap<GuardRule, RegExp>()
/** The rule's pattern with `g` (to walk the text) and `m` (so ^ and $ still mean a line's ends). */
function globalOf(rule: GuardRule): RegExp {
  let re = GLOBAL.get(rule)
  if (!re) {
    const flags = rule.pattern.flags.replace(/[gmy]/g, '')
    re = new RegExp(rule.pattern.source, flags + 'g' + (rule.wholeText ? '' : 'm'))
    GLOBAL.set(rule, re)
  }
  return re
}

function lineStarts(text: string): number[] {
  const starts = [0]
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 10) starts.push(i + 1)
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++
      starts.push(i + 1)
    }
  }
  return starts
}

function lineOf(starts: readonly number[], index: number): number {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= index) lo = mid
    else hi = mid - 1
  }
  return lo
}

function waived(f: Finding, w: Waiver, sha: string | undefined): boolean {
  return sha !== undefined && w.contentSha256 === sha && w.ruleId === f.ruleId && w.file === f.file && (w.line === undefined || w.line === f.line)
}

/**
 * The findings a set of waivers leaves active for content with this hash. A waiver for another hash
 * (the content changed since a person waived it) waives nothing.
 */
export function applyWaivers(findings: readonly Finding[], waivers: readonly Waiver[], contentSha256: string): Finding[] {
  return findings.filter((f) => !waivers.some((w) => waived(f, w, contentSha256)))
}

/**
 * any critical → dangerous (refuse the write), any high → caution (allow, record), else safe.
 * Waivers apply only to findings whose own `contentSha256` (set by scanText) equals the waiver's.
 */
export function verdictOf(findings: readonly Finding[], waivers: readonly Waiver[] = []): Verdict {
  const active = waivers.length === 0 ? findings : findings.filter((f) => !waivers.some((w) => waived(f, w, f.contentSha256)))
  if (active.some((f) => f.severity === 'critical')) return 'dangerous'
  if (active.some((f) => f.severity === 'high')) return 'caution'
  return 'safe'
}
