/**
 * Where each line of a file sits: Markdown prose or a fenced code block, and whether the text around it
 * says it is *showing* a risky thing (a warning, a bad example, a table of patterns) rather than
 * *instructing* the agent to do it. Pure, one pass, no regex with unbounded repetition.
 */
import { GUARD } from '../core/limits.ts'

export interface LineInfo {
  text: string
  context: 'code' | 'prose'
  /**
   * Known to read as an explanation / warning (a table row, a code block whose lead-in warns);
   * otherwise `lineShown` decides from the line's own words (computed only for lines with findings).
   */
  shown: boolean
}

/**
 * The line reads as a warning or counter-example: its block says so, or its own words outside the
 * match do ("never run …"). The match itself is left out, so "do not tell the user" cannot excuse itself.
 */
export function lineShown(info: LineInfo, index = 0, length = 0): boolean {
  return info.shown || hasCue(info.text.slice(0, index) + ' \u0000 ' + info.text.slice(index + length))
}

/**
 * Words that mark a line as a warning, a counter-example or a detector, not an order. Kept to words
 * that say "this is bad" or "this is an attack": generic ones (scan, audit, block, flag, clean) would
 * let an order excuse itself ("clean the scanner cache: rm -rf ~/").
 */
const CUE =
  /\b(?:never|don'?t|do not|does not|avoid|must not|should not|shouldn'?t|dangerous|malicious|attackers?|attacks?|adversar[a-z]{0,4}|insecure|unsafe|vulnerab[a-z]{0,8}|exploit[a-z]{0,4}|payloads?|injections?|anti-?patterns?|bad(?::| example| practice| pattern)|wrong(?::| way| example)|forbidden|prohibited|blocklist|denylist|detect[a-z]{0,5}|warning|red flags?|harmful|suspicious|threats?|cve-\d|examples? of (?:an? )?(?:attack|malicious|risky|dangerous|bad))\b|\u274c|\u26a0|\u{1f6ab}/iu

export function hasCue(text: string): boolean {
  return CUE.test(text)
}

/** Files scanned as code throughout (scripts, sources); everything else is read as Markdown. */
export function isScriptPath(path: string): boolean {
  const dot = path.lastIndexOf('.')
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'))
  if (dot <= slash) return false
  const ext = path.slice(dot + 1).toLowerCase()
  return !['md', 'markdown', 'mdx', 'txt', 'rst', ''].includes(ext)
}

interface Fence {
  char: string
  length: number
}

function fenceOpen(line: string): (Fence & { info: string }) | undefined {
  let i = 0
  while (i < line.length && (line[i] === ' ' || line[i] === '\t' || line[i] === '>')) i++
  const ch = line[i]
  if (ch !== '`' && ch !== '~') return undefined
  let j = i
  while (line[j] === ch) j++
  if (j - i < 3) return undefined
  const info = line.slice(j)
  if (ch === '`' && info.includes('`')) return undefined
  return { char: ch, length: j - i, info }
}

function fenceCloses(line: string, fence: Fence): boolean {
  const t = line.replace(/^[ \t>]{0,40}/, '')
  let j = 0
  while (t[j] === fence.char) j++
  return j >= fence.length && t.slice(j).trim() === ''
}

/** Splits text into lines (\n, \r\n or \r) and labels each one. */
export function classifyLines(text: string, asCode: boolean): LineInfo[] {
  const lines = text.split(/\r\n|\r|\n/)
  if (asCode) {
    return lines.map((t) => ({ text: t, context: 'code' as const, shown: false }))
  }
  const out: LineInfo[] = []
  let fence: Fence | undefined
  let blockShown = false
  for (let n = 0; n < lines.length; n++) {
    const t = lines[n]!
    if (fence) {
      if (fenceCloses(t, fence)) {
        fence = undefined
        out.push({ text: t, context: 'prose', shown: false })
      } else out.push({ text: t, context: 'code', shown: blockShown })
      continue
    }
    const open = fenceOpen(t)
    if (open) {
      fence = open
      blockShown = hasCue(open.info) || leadInShown(lines, n)
      out.push({ text: t, context: 'prose', shown: false })
      continue
    }
    const trimmed = t.trimStart()
    // A table row lists things side by side (patterns, commands and what they do): it describes.
    out.push({ text: t, context: 'prose', shown: trimmed.startsWith('|') })
  }
  return out
}

/** The nearest non-blank lines above a fence (GUARD.leadInLines within GUARD.leadInWindow) say the block is a warning. */
function leadInShown(lines: readonly string[], fenceLine: number): boolean {
  let seen = 0
  for (let k = fenceLine - 1; k >= 0 && k >= fenceLine - GUARD.leadInWindow && seen < GUARD.leadInLines; k--) {
    const t = lines[k]!
    if (t.trim() === '') continue
    seen++
    if (hasCue(t)) return true
  }
  return false
}
