/**
 * Where each line of a file sits: Markdown prose or a fenced code block, and whether its structure (a
 * table row) says it lists a pattern rather than instructing the agent. Pure, one pass.
 */

export interface LineInfo {
  text: string
  context: 'code' | 'prose'
  /** A Markdown table row: it lists patterns side by side rather than ordering them. */
  shown: boolean
  /**
   * A line of a detection-rule fence (yaml, sigma, kql, falco, spl, json, toml …) in a document whose
   * prose orders no quoted string run, copied or executed: only there is a quoted string compared by a
   * rule's operator a pattern looked for.
   */
  detection?: boolean
}

/**
 * A line is *shown* (described, not ordered) only by structure: a Markdown table row lists patterns side
 * by side. Words on the line or above a block ("never", "warning", "bad example", "this takes a few
 * minutes") no longer lower anything: an attacker writes them for free (issue 15, "no talk-down").
 */
export function lineShown(info: LineInfo, _index = 0, _length = 0): boolean {
  return info.shown
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
  let data = false
  let detection = false
  for (let n = 0; n < lines.length; n++) {
    const t = lines[n]!
    if (fence) {
      if (fenceCloses(t, fence)) {
        fence = undefined
        out.push({ text: t, context: 'prose', shown: false })
      } else out.push({ text: t, context: 'code', shown: data, ...(detection ? { detection } : {}) })
      continue
    }
    const open = fenceOpen(t)
    if (open) {
      fence = open
      data = DATA_FENCE.test(open.info)
      detection = DETECTION_FENCE.test(open.info)
      out.push({ text: t, context: 'prose', shown: false })
      continue
    }
    const trimmed = t.trimStart()
    // A table row lists things side by side (patterns, commands and what they do): it describes.
    out.push({ text: t, context: 'prose', shown: trimmed.startsWith('|') })
  }
  // A data block the prose tells the agent to run, paste or decode is not data: it is read as code.
  if (out.some((l) => l.context === 'code' && l.shown) && out.some((l) => l.context === 'prose' && RUNS_DATA.test(l.text))) {
    for (const l of out) if (l.context === 'code') l.shown = false
  }
  // Session 9: a table whose commands the prose orders run ("run each command from the table", 按表格依次执行)
  // lists nothing: its rows are steps, read at the severity they would have outside it.
  if (out.some((l) => l.shown && l.context === 'prose') && out.some((l) => l.context === 'prose' && !l.shown && runsTable(l.text))) {
    for (const l of out) if (l.context === 'prose') l.shown = false
  }
  // Prose that orders a rule's string run or copied makes every such string a command again.
  if (out.some((l) => l.detection) && out.some((l) => l.context === 'prose' && RUNS_STRING.test(l.text))) {
    for (const l of out) delete l.detection
  }
  return out
}

/**
 * Fences of a language nothing executes: YARA rules (strings matched against files) and CSV/TSV
 * indicator tables. Their lines list patterns and values, like a Markdown table row.
 */
const DATA_FENCE = /^\s{0,3}(?:yara|yar|csv|tsv)\s{0,3}$/i
/** Fences of detection-rule and query languages, whose quoted strings an operator compares (never a shell). */
const DETECTION_FENCE = /^\s{0,3}(?:ya?ml|sigma|kql|kusto|falco|spl|splunk|eql|esql|lucene|json|jsonc|toml|sql|xml)\s{0,3}$/i
/**
 * An order to run, copy or execute a string ("run the exact string inside the quotes", "copy the quoted
 * value and execute it", "在终端里执行引号里的命令"): then a detection rule's string is a command to carry out.
 */
const RUNS_STRING = /\b(?:run|execute|exec|paste|copy|eval|type|enter|launch|invoke|try)\b[^.!?\n]{0,80}\b(?:quoted|quotes?|strings?|values?|terminal|shell|console|command[\s-]line|this (?:machine|host|box|server))\b|\b(?:execute|run)\s{1,3}(?:it|them|this|that)\b|(?:执行|运行|粘贴|复制|输入|跑)[^。！？\n]{0,30}(?:引号|字符串|终端|命令行|本机|这台|命令)|(?:引号|字符串|命令)[^。！？\n]{0,20}(?:执行|运行|粘贴|复制)/i
/** An order to carry out what a data block holds ("run the strings above", "paste each value into a shell", "执行上面的"). */
const RUNS_DATA = /\b(?:run|execute|paste|eval|source|pipe|decode|refang and (?:run|fetch|open))\b[^.!?\n]{0,60}\b(?:above|below|strings?|values?|lines?|rows?|block|rule|column|indicators?|iocs?)\b|(?:执行|运行|粘贴)[^。！？\n]{0,20}(?:上面|下面|以上|字符串|每一行|每行)|(?:上面|下面|以上|这些)[^。！？\n]{0,20}(?:执行|运行|粘贴)/i

/**
 * Session 9: an order to carry out a table's commands or rows ("run each command from the table", "the
 * commands in the table can be executed directly", 按表格依次执行, 表中命令可以直接执行), not negated on its verb.
 */
export const RUNS_TABLE = /\b(?:run|execute|apply|carry out)\b[^.!?\n]{0,60}\b(?:tables?|rows?)\b|\b(?:commands?|rows?|steps?)\b[^.!?\n]{0,30}\b(?:table|tables)\b[^.!?\n]{0,40}\b(?:can|may|should|must) be (?:run|executed)\b|(?:执行|运行)[^。！？\n]{0,30}(?:表格|表中|表里|各行|每一行|每行)|(?:表格|表中|表里)[^。！？\n]{0,30}(?:执行|运行)/i
const TABLE_RUN_NEGATED = /\b(?:never|not|n't|no|avoid)\s[\w\s]{0,16}\b(?:run|execute|apply|carry out)\b|(?:不要|切勿|禁止|不得|不可|别|勿|不能|不)(?:[^。！？\n]{0,4})(?:执行|运行)/i
function runsTable(text: string): boolean {
  return RUNS_TABLE.test(text) && !TABLE_RUN_NEGATED.test(text)
}
export const CONTEXT_HELPER_PATTERNS: readonly RegExp[] = [RUNS_TABLE, TABLE_RUN_NEGATED]
