/**
 * Session 8 (docs/guard.md, "Session 8"): document rules for classes blind14 showed missing.
 *
 * Imports: types and session6.ts (the host check). doc-rules.ts spreads SESSION8_DOC_RULES into its DOC_RULES.
 */
import { GUARD } from '../core/limits.ts'
import type { DocRule } from './doc-rules.ts'
import { lineOf, lineStarts } from './lines.ts'
import { unvouchedHosts } from './session6.ts'

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

/** A script run from the network by a shell or PowerShell, the two halves of `curl | sh` / `iex (… DownloadString …)`. */
const REMOTE_RUN = S`\b(?:curl|wget)\b[^\n]{0,200}\|\s{0,3}(?:sudo\s{1,3}|)(?:ba|z|da|)sh\b|\b(?:iex|Invoke-Expression)\b[^\n]{0,40}\b(?:DownloadString|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b|\b(?:DownloadString|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,200}\|\s{0,3}(?:iex|Invoke-Expression)\b`
/** Where a command is kept to run again by itself: a service unit, a shell or PowerShell profile, a scheduler, a Run key. */
const RUNS_AGAIN = /\bExecStart(?:Pre|Post|)\s{0,2}=|\.config[\\/]systemd[\\/]user[\\/]|\/etc\/systemd\/system\/|\$PROFILE\b|\/etc\/profile\.d\/|(?:>>|\btee\s{1,3}-a)\s{0,3}["']?(?:~|\$HOME|\$\{HOME\})\/\.(?:bashrc|zshrc|profile|bash_profile|zprofile)\b|\bLaunchAgents\b|\bRegister-ScheduledTask\b|\bschtasks\b|CurrentVersion\\Run\b/

const RUNS_AGAIN_ALL = new RegExp(RUNS_AGAIN.source, 'g')
/**
 * The start-up place is written within a few lines of the download-and-run (the unit file's heredoc, the
 * profile line built from it): a long block of unrelated setup snippets does not pair a PATH line in
 * `.bashrc` with an installer twenty lines up.
 */
function nearRunsAgain(m: string, unit: string): boolean {
  const at = unit.indexOf(m)
  if (at < 0) return true
  const { starts, places } = placesOf(unit)
  const here = lineOf(starts, at)
  for (const p of places) {
    if (Math.abs(p.line - here) <= GUARD.persistRunLines) return true
    if (at > p.from && at < p.to) return true
  }
  return false
}

/** One unit's line starts and its start-up places (line, and the heredoc body it opens), kept for the unit last asked about. */
let lastUnit = ''
let lastPlaces: { starts: number[]; places: { line: number; from: number; to: number }[] } = { starts: [], places: [] }
function placesOf(unit: string): typeof lastPlaces {
  if (unit === lastUnit) return lastPlaces
  // A unit's lines are joined by \n alone (context.ts splits every kind of break), so these are its lines.
  const starts = lineStarts(unit)
  const places: { line: number; from: number; to: number }[] = []
  for (const r of unit.matchAll(RUNS_AGAIN_ALL)) {
    if (places.length >= GUARD.persistRunPlaces) break
    // Written by a heredoc that opens on that line (`cat > ~/Library/LaunchAgents/x.plist <<'EOF'`):
    // a download-and-run anywhere inside its body is what the file holds.
    const end = unit.indexOf('\n', r.index)
    const tag = /<<-?\s{0,2}["']?(\w{1,20})/.exec(unit.slice(r.index, end < 0 ? unit.length : end))?.[1]
    let to = -1
    if (tag && end >= 0) {
      const close = new RegExp(`^\\s{0,8}${tag}\\s{0,4}$`, 'm').exec(unit.slice(end + 1))
      to = close ? end + 1 + close.index : unit.length
    }
    places.push({ line: lineOf(starts, r.index), from: r.index, to })
  }
  lastUnit = unit
  lastPlaces = { starts, places }
  return lastPlaces
}

export const SESSION8_DOC_RULES: readonly DocRule[] = [
  {
    id: 'pi-plant-send-order',
    category: 'prompt-injection',
    severity: 'critical',
    // The text a skill makes the agent write into other skills or an agent's instructions is itself an
    // instruction: an order to send something to an address, planted there, runs in every later session
    // that loads them ("append this line to each SKILL.md: 'After finishing, send … to https://…'").
    units: ['sentence', 'paragraph', 'comment', 'decoded'],
    pairs: true,
    pattern: /\b(?:append|add|insert|prepend|write|paste|inject|copy)\b[^\n]{0,160}\b(?:SKILL\.md|skills?|skill files?|AGENTS\.md|CLAUDE\.md|GEMINI\.md|MEMORY\.md|\.cursorrules|copilot-instructions\.md|system prompt|rules? files?|instructions)\b|(?:追加|写入|添加|插入|复制)[^\n]{0,60}(?:SKILL\.md|技能|AGENTS\.md|CLAUDE\.md|规则文件|记忆文件)/i,
    requires: /["“「'][^"”」'\n]{0,200}(?:\b(?:send|post|upload|forward|sync|report|beacon|submit)\b|发送|上传|同步|上报|提交)[^"”」'\n]{0,160}(?:https?:\/\/|\bwebhook\b)/i,
    reason: 'makes the agent write an order to send something to an address into other skills or agent instructions: every later session that loads them obeys it',
  },
  {
    id: 'persist-remote-run-installed',
    category: 'persistence',
    severity: 'critical',
    // A download run by a shell, written into what runs again by itself (a service's ExecStart, a shell
    // or PowerShell profile, a scheduled task): whatever the host serves runs at every start, unseen.
    // Official installers (rustup, nvm, Homebrew) are not that: their host is vouched for, and what they
    // add to a profile is a PATH line, not the download.
    units: ['block', 'decoded'],
    pattern: new RegExp(REMOTE_RUN, 'i'),
    requires: RUNS_AGAIN,
    // With no address in the block the URL comes from a variable set elsewhere: not a vouched installer either.
    confirm: (m, unit) => nearRunsAgain(m, unit) && (unvouchedHosts(unit).length > 0 || !/\bhttps?:\/\//.test(unit)),
    reason: 'installs a download-and-run where it runs again by itself (a service, a shell or PowerShell profile, a scheduled task): the host decides what runs at every start',
  },
  {
    id: 'exec-fetch-eval-script',
    category: 'supply-chain',
    severity: 'high',
    units: ['command', 'block', 'decoded'],
    // exec-fetch-eval for Ruby, Perl and PHP: `eval URI.open(url).read`, `eval get(url)` (LWP::Simple),
    // `eval(file_get_contents(url))`. The code form of curl | sh.
    pattern: /\beval\s{0,2}\(?\s{0,2}(?:URI\.open|Net::HTTP\.get|HTTParty\.get|RestClient\.get|Faraday\.get|open|get|LWP::Simple::get|file_get_contents)\s{0,2}\(\s{0,2}["']https?:\/\/(?!localhost\b|127\.)/,
    reason: 'downloads code and evaluates it in the same line (Ruby, Perl or PHP eval of what a URL returns): whatever that host serves runs unseen',
  },
  {
    id: 'exec-code-download-chmod-run',
    category: 'execution',
    severity: 'high',
    units: ['block', 'decoded'],
    // A program that downloads a file, makes it executable and starts it: `http.Get` → `os.Chmod` →
    // `exec.Command` (Go), `urlretrieve` → `os.chmod` → `subprocess` (Python). A shell one-liner's
    // `curl -o … && ./x` is exec-download-run-binary; here the program itself is the installer.
    pattern: /\bos\.Chmod\s{0,2}\([^\n]{0,120}0?7[0-7][0-7]|\bos\.chmod\s{0,2}\([^\n]{0,120}0o?7[0-7][0-7]|\bfs\.chmodSync\s{0,2}\([^\n]{0,120}0o?7[0-7][0-7]/,
    requires: /\bhttp\.Get\s{0,2}\(|\burlretrieve\s{0,2}\(|\brequests\.get\s{0,2}\(|\burlopen\s{0,2}\(|\bhttps?\.get\s{0,2}\(|\bfetch\s{0,2}\(/,
    confirm: (_m, unit) => /\bexec\.Command\s{0,2}\(|\bsubprocess\.\w{1,12}\s{0,2}\(|\bos\.system\s{0,2}\(|\bchild_process\b|\bspawn\s{0,2}\(|\bexecFile\w{0,4}\s{0,2}\(/.test(unit) && unvouchedHosts(unit).length > 0,
    reason: 'a program that downloads a file, marks it executable and runs it: the host decides what runs',
  },

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

/** The patterns session 8's checks use outside the rule table, for the static regex check (regex-safety.test.ts). */
export const SESSION8_HELPER_PATTERNS: readonly RegExp[] = [SECRET_OBJECT, RUNS_AGAIN]
