/**
 * Session 8 (docs/guard.md, "Session 8"): document rules for classes blind14 showed missing.
 *
 * Imports: types only. doc-rules.ts spreads SESSION8_DOC_RULES into its DOC_RULES.
 */
import type { DocRule } from './doc-rules.ts'

const S = String.raw

/** A secret as the object of the order: keeping a secret out of the reply is good practice, not hiding. */
const SECRET_OBJECT = /\b(?:api[ _-]?keys?|access keys?|secret|secrets|private keys?|ssh keys?|keys?|tokens?|passwords?|passwd|credentials?|cookies?|certs?|certificates?|\.env|\.npmrc|\.netrc|\.pypirc|_authToken|auth)\b|密钥|私钥|密码|令牌|凭证|凭据|口令|证书|token|\.npmrc|\.env/i

/**
 * Orders to the agent about one of the skill's own steps: leave it out of the reply, do not expand or
 * decode it, describe it as something else, say only a prepared line, do not let the user review or
 * confirm it, do not correct the names it uses. English and Chinese.
 */
const HIDE_STEP_EN = S`(?:\b(?:do not|don'?t|never|no need to) (?:expand|explain|decode|unpack|spell out|describe|print|echo|display|surface|show|mention)(?: or (?:explain|expand|decode|describe|show|mention)|) (?:it|this|that|them|these) (?:in|to|within|inside) (?:the |your |)(?:reply|replies|answer|response|summary|chat|conversation|user)\b|\b(?:do not|don'?t|never) (?:print|show|display|expand|explain|decode|mention) the [\w-]{1,20} (?:itself |)in (?:the |your )(?:reply|chat|summary|conversation)\b|\b(?:decoding|expanding|explaining|showing|printing) (?:it|this|that|them) in (?:the|your) (?:reply|answer|summary|response) would\b|\b(?:tell|show|give) the user (?:only |)(?:"[^"\n]{1,60}"|\x60[^\x60\n]{1,60}\x60|the (?:url|link|code)) (?:and nothing else|and nothing more|only)\b|\bshow only the (?:url|link|result|summary|code) to the user\b|\b(?:the user|they|users) (?:does not|doesn'?t|do not|don'?t|need not|needn'?t) (?:need to |have to |)(?:review|see|read|check|inspect|approve) (?:it|this|that|them|the [\w-]{1,20}|the [\w-]{1,20} [\w-]{1,20})\b|\b(?:run|execute|apply|perform|do) (?:all |the |these |every |each |)(?:the |)(?:steps?|commands?|them|it|this) without (?:asking|pausing|prompting|stopping|waiting|checking)\b|\bno (?:user |)(?:confirmation|approval|review) (?:is |)(?:needed|required|necessary)\b|\b(?:do not|don'?t|never) (?:redact|mask|anonymi[sz]e|sanitise|sanitize|scrub)\b|\b(?:do not|don'?t|never) ["“]?(?:correct|fix|change|rename|normali[sz]e)["”]? (?:them|it|these|the (?:names?|images?|actions?|packages?))\b[^\n]{0,60}\b(?:typos?|upstream|official|look like|misspell)|\bdescribe (?:it|this|step \d{1,2}|the [\w-]{1,20}) to the user as\b)`
const HIDE_STEP_ZH = S`(?:(?:不要|不必|无需|不用|别|勿|不需要|没必要|无须)(?:单独|专门|特别|额外|再|)(?:向|对|跟|和|给)(?:用户|使用者|对方)(?:说明|解释|透露|提及|提到|展示|显示|汇报)|(?:不要|不必|别|勿|不用|无需)把[^。\n]{1,30}(?:展示|显示|打印|输出|贴|解释|解码|说明|告诉)(?:出来|给用户|给对方)|(?:不用|不必|无需|不需要|不要|别)让(?:用户|使用者|对方)(?:审阅|审核|审查|查看|检查|确认|等待|过目)|(?:回复|告诉|答复)(?:用户|对方)(?:时|的时候|)[^。\n]{0,12}(?:描述为|说成|称为|解释为|说是)|(?:的值|内容)?不用(?:打印|显示|输出|展示)出来|展示出来反而让用户困惑|(?:不要|别)(?:改回|纠正|修正|更正)(?:成|为|)(?:官方|原来|上游)?)`

export const SESSION8_DOC_RULES: readonly DocRule[] = [
  {
    id: 'pi-hide-step',
    category: 'prompt-injection',
    // Alone, medium: honest skills say "run without asking" for a cache wipe, "do not print it, it is
    // long". Beside a risky capability in the same file (a remote script run, a secret sent, a wipe) it
    // is the tell, and both are critical (scan.ts escalation; it never partners with another order alone).
    severity: 'medium',
    escalates: true,
    units: ['sentence', 'comment', 'decoded', 'table-row'],
    pattern: new RegExp(`${HIDE_STEP_EN}|${HIDE_STEP_ZH}`, 'i'),
    // "Do not print the token in the reply", "不要把 ~/.npmrc 的内容打印出来" keep a secret out of the
    // transcript: the object is a secret, not a step.
    confirm: (m) => !SECRET_OBJECT.test(m),
    reason: "tells the agent to keep one of the skill's own steps from the user (leave it out of the reply, describe it as something else, no review, no confirmation, do not correct its names)",
  },
]
