/**
 * Quoted examples of an attack in a document about defending against it (issue 15, priority 1 of the
 * fourth session). A prompt-injection guide has to show what an injection looks like; the guard read
 * its blockquote as an order and refused the guide. This finds the blockquotes that are shown, not
 * said, by structure alone, so scan.ts can list their findings (medium) instead of refusing the file.
 *
 * A blockquote is an *inert example* only when all of these hold (each closes an attacker's way round):
 *  - every line of it starts with `>`, it is prose (not in a fence) and at most
 *    GUARD.exampleQuoteMaxLines long: a procedure does not fit in it;
 *  - the text just above it ends with a colon (":" or "："): it is introduced as a quotation;
 *  - the document is about the attack: its name, description or a heading names prompt injection,
 *    jailbreaks, attacks or malicious text (English or Chinese);
 *  - the quote holds nothing that can be acted on as written: no URL, host name, e-mail or IP address
 *    to send to, no code span, pipe, `$(`, `&&`, HTML tag or Markdown link or image;
 *  - nothing outside the quotes tells the agent to carry it out ("follow the example above",
 *    "执行上面的指令"), unless the verb is negated ("not to follow").
 * scan.ts adds two more: no finding outside the quotes is high or critical, and command-level flows and
 * forged turn/role tokens are never lowered (they act on a parser or a shell, not on a reader).
 */
import { GUARD } from '../core/limits.ts'
import type { LineInfo } from './context.ts'

export interface ExampleQuote {
  /** 1-based first and last line. */
  line: number
  endLine: number
}

const QUOTE_LINE = /^\s{0,3}>/
const HEADING = /^\s{0,3}#{1,6}\s/
/** What the document defends against, named in its name, description or a heading. */
const TOPIC = /\bprompt[\s-]{0,2}injections?\b|\binjection(?:s|)\b|\bjailbreak(?:s|ing|)\b|\battacks?\b|\bmalicious\b|\bred[\s-]?team(?:ing|)\b|\bphishing\b|\bsocial engineering\b|注入|越狱|攻击|恶意|钓鱼|红队/i
/**
 * Something the quote lets a reader act on as written: a place to send to (URL, host, e-mail, IP), a
 * command (code span, pipe, substitution, chaining), markup (an HTML tag, a link or an image).
 */
const ACTIONABLE = /[a-z][\w+.-]{0,20}:\/\/|\bwww\.|[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[\w-]{1,63}\.(?:com|net|org|io|dev|app|xyz|site|sh|cn|ru|co|me|info|biz|top|cc|tk|ml|ly|gg|to|ai|cloud|link|online|store|tech|us|uk|de)\b|[`|<]|\$\(|&&|\]\(/i
/** An order, outside the quote, to carry the example out. */
const REFERS_BACK = /\b(?:follow|perform|execute|carry out|obey|comply with|act on|do|run|apply|repeat)\b[^.!?\n]{0,40}\b(?:above|quoted|quote|example|preceding|previous)\b|(?:执行|照做|按照|遵循|照着|遵照|完成)[^。！？\n]{0,12}(?:上面|上述|以上|示例|样例|例子|引用|这段)/i
/** The order is negated on its verb: "not to follow", "切勿执行". */
const NEGATED_BEFORE = /(?:\b(?:not|never|n't|don'?t|no)\s{1,3}(?:to\s{1,3}|)|(?:不要|切勿|勿|别|不得|禁止|不可|不))\s{0,2}$/i

/**
 * The inert example quotes of a Markdown document (`folded`: its lines after folding, `lines`: their
 * context). Empty when the document is not about an attack or when anything outside the quotes orders
 * one carried out.
 */
export function exampleQuotes(lines: readonly LineInfo[], folded: readonly string[]): ExampleQuote[] {
  if (!aboutAnAttack(lines, folded)) return []
  const quotes: ExampleQuote[] = []
  let outside = ''
  for (let i = 0; i < folded.length; i++) {
    const t = folded[i]!
    if (lines[i]!.context !== 'prose' || !QUOTE_LINE.test(t)) {
      if (lines[i]!.context === 'prose') outside += t + '\n'
      continue
    }
    let end = i
    while (end + 1 < folded.length && lines[end + 1]!.context === 'prose' && QUOTE_LINE.test(folded[end + 1]!)) end++
    const body = folded.slice(i, end + 1)
    const inert = end - i + 1 <= GUARD.exampleQuoteMaxLines && introduced(folded, i) && !body.some((b) => ACTIONABLE.test(b.replace(QUOTE_LINE, '')))
    if (inert) quotes.push({ line: i + 1, endLine: end + 1 })
    else outside += body.join('\n') + '\n'
    i = end
  }
  return quotes.length && !ordersExample(outside) ? quotes : []
}

function aboutAnAttack(lines: readonly LineInfo[], folded: readonly string[]): boolean {
  let frontEnd = -1
  if (/^---\s{0,8}$/.test(folded[0] ?? '')) {
    for (let k = 1; k < folded.length && k < GUARD.frontmatterLines; k++) {
      if (/^---\s{0,8}$/.test(folded[k]!)) {
        frontEnd = k
        break
      }
    }
  }
  for (let k = 1; k < frontEnd; k++) if (/^\s{0,2}(?:name|description)\s{0,2}:/.test(folded[k]!) && TOPIC.test(folded[k]!)) return true
  for (let i = frontEnd + 1; i < folded.length; i++) if (lines[i]!.context === 'prose' && HEADING.test(folded[i]!) && TOPIC.test(folded[i]!)) return true
  return false
}

/** The nearest non-blank line above the quote (within two lines) ends with a colon: it introduces the quotation. */
function introduced(folded: readonly string[], at: number): boolean {
  for (let k = at - 1; k >= 0 && at - k <= 2; k--) {
    const t = folded[k]!.trim()
    if (t) return /[:：]\s{0,2}(?:\*{1,2}|)$/.test(t) && !HEADING.test(t)
  }
  return false
}

function ordersExample(outside: string): boolean {
  const re = new RegExp(REFERS_BACK.source, 'gi')
  for (const m of outside.matchAll(re)) {
    if (!NEGATED_BEFORE.test(outside.slice(Math.max(0, m.index - 16), m.index))) return true
  }
  return false
}

const COMMENT = /^\s{0,12}(?:#|\/\/|--|\/\*|<!--|;|')\s{0,3}/
const BAD = /^(?:❌\s{0,2}|🚫\s{0,2}|)(?:bad|wrong|vulnerable|insecure|unsafe|avoid|don'?t|do not|never|before)\b|^(?:❌|🚫)|^(?:错误|不安全|危险|反例|不要)/i
const GOOD = /^(?:✅\s{0,2}|)(?:good|fixed|safe|secure|correct|better|after|do|instead|prefer)\b|^✅|^(?:正确|安全|推荐|正例|改为|应该)/i

/**
 * Lines of a fenced block that sit under a "bad" comment (`// bad`, `# insecure`, `-- 错误`) and above a
 * "good" one of the same block: the wrong half of a bad/good pair, which a reader is shown in order to
 * write the other half. A "bad" with no "good" after it in the block marks nothing (words alone are free;
 * the pair is the structure). 1-based line numbers.
 */
export function badHalfLines(lines: readonly LineInfo[], folded: readonly string[]): Set<number> {
  const out = new Set<number>()
  let i = 0
  while (i < lines.length) {
    if (lines[i]!.context !== 'code') {
      i++
      continue
    }
    let end = i
    while (end + 1 < lines.length && lines[end + 1]!.context === 'code') end++
    let bad = -1
    for (let k = i; k <= end; k++) {
      const c = COMMENT.exec(folded[k]!)
      if (!c) continue
      const said = folded[k]!.slice(c[0].length)
      if (BAD.test(said)) bad = k
      else if (GOOD.test(said) && bad >= 0) {
        for (let j = bad + 1; j < k; j++) out.add(j + 1)
        bad = -1
      }
    }
    i = end + 1
  }
  return out
}
