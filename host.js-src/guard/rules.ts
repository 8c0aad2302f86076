/**
 * THE rule table of the guard: `audit`, `skills scan` and skill_manage all read this one array.
 *
 * Every pattern is matched against one line (or the whole text for `wholeText` rules) and uses only
 * bounded quantifiers ({0,N}, ?), never `*`, `+` or `{n,}`, and never a quantified group that itself
 * contains a quantifier — so the work per start position has a fixed ceiling and a scan is linear in the
 * input. regex-safety.ts checks this statically; rules.test.ts runs it on every rule.
 *
 * Severity design (docs/guard.md): `severity` is what the text earns when it *instructs* — a prose
 * sentence to the agent or a command in a code block. `code` lowers it for shapes that are normally
 * quoted payloads rather than commands (prompt-injection phrases inside a fence). `shown` lowers it when
 * the line or the block's lead-in reads as a warning or a counter-example ("never run …", a table of
 * patterns). Rules without `shown` cannot be talked down: real key material, bidi controls, reverse
 * shells, secrets sent to capture hosts.
 */
import { capOfficialInstaller } from './installers.ts'
import { FAMILY_RULES } from './rules-families.ts'
import type { GuardRule } from './types.ts'

const S = String.raw

/** A public IPv4 address (private, loopback, link-local and documentation ranges excluded). */
const PUBLIC_IP = S`(?!(?:127|10|0)\.|192\.168\.|169\.254\.|172\.(?:1[6-9]|2\d|3[01])\.|192\.0\.2\.|198\.51\.100\.|203\.0\.113\.|1\.2\.3\.4\b)\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}`
/** `| sh`, `| sudo bash`, `| sudo -E zsh` … */
const PIPE_SHELL = S`\|\s{0,3}(?:sudo\s{1,3}(?:-[A-Za-z]\s{1,3}|)|)(?:/usr/bin/|/bin/|)(?:ba|z|da|k|fi|)sh\b`
/** Hosts that exist to receive requests someone else sent: request bins, out-of-band collectors. */
const CAPTURE_HOSTS = S`(?<![\w-])(?:webhook\.site|requestbin\.(?:com|net)|pipedream\.net|hookbin\.com|requestcatcher\.com|burpcollaborator\.net|oastify\.com|oast\.(?:pro|live|site|online|fun|me)|interact\.sh|canarytokens\.(?:com|org)|beeceptor\.com|ptsv[23]\.com|postb\.in|dnslog\.cn|ceye\.io|webhook\.cool|requestinspector\.com)(?![\w-])`
/** Anonymous file drops, used to stage payloads and to carry data out. */
const DROP_HOSTS = S`(?<![\w-])(?:transfer\.sh|0x0\.st|file\.io|termbin\.com|ix\.io|paste\.ee|pastebin\.com/raw|hastebin\.com|temp\.sh|bashupload\.com|oshi\.at|anonfiles\.com|gofile\.io)(?![\w-])`
/** Files whose only value to a third party is the secret inside. */
const SECRET_FILES = S`(?:\.ssh\b|\.aws/credentials|\.aws\b|\.env\b|\.netrc|\.npmrc|\.pypirc|\.git-credentials|\.docker/config\.json|\.kube/config|\.gnupg|/etc/shadow|id_rsa|id_ed25519|credentials\.json|\.config/gh/hosts\.yml)`
/** Names of secrets held in environment variables. */
const SECRET_VAR = S`\$\{?[A-Za-z_]{0,30}(?:SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|APIKEY|PRIVATE_KEY|ACCESS_KEY)`
const SENDER = S`(?:curl|wget|nc|ncat|netcat|socat|http|httpie|Invoke-WebRequest|iwr|Invoke-RestMethod|irm|fetch|axios|requests\.(?:post|put|get))`
const CURL_SEND = S`(?:\s-d\b|\s-F\b|\s-T\b|--data[a-z-]{0,8}|--form|--upload-file|--post-file|--body-file|-X\s{0,2}(?:POST|PUT))`

/** Secrets: reject obvious placeholders (xxxx, EXAMPLE, your_…, <…>, a run of one character). */
function looksReal(match: string): boolean {
  if (/example|xxxx|your|dummy|fake|sample|placeholder|redacted|changeme|\.\.\.|<|\*\*\*|0000000|1234567|abcdef/i.test(match)) return false
  const chars = new Set(match)
  return chars.size >= 10
}

/** A token with mixed character classes: random-looking, not a word. */
function looksRandom(match: string): boolean {
  if (!looksReal(match)) return false
  const tail = match.replace(/^[A-Za-z]{1,8}[_-]/, '')
  return /[0-9]/.test(tail) && /[A-Z]/.test(tail) && /[a-z]/.test(tail)
}

/** A stand-in for a host in teaching text: ATTACKER_IP, <ip>, $LHOST, a private/loopback address, example.com. */
/**
 * The line writes /etc/ld.so.preload (a redirect or tee into it, a copy, move, link or in-place edit onto
 * it, an editor or `open(…, 'w'/'a')` on it, the path held in a variable for a later write) or, in prose,
 * an adding verb leads up to it within its clause. `cat`, `ls`, `stat`, `test -s` and "any non-empty
 * /etc/ld.so.preload" are reads: an incident triage checks the file, it does not change it.
 */
const PRELOAD = S`["']?/etc/ld\.so\.preload\b`
const PRELOAD_WRITE = new RegExp(
  [
    S`(?:>{1,2}|\btee\b(?:\s{1,3}-a|))\s{0,3}${PRELOAD}`,
    S`\b(?:cp|mv|install|ln|rsync|dd)\b[^|;&\n]{0,200}(?:\s|of=)${PRELOAD}["']?\s{0,3}(?:$|[;&|#)])`,
    S`\b(?:sed|perl)\s{1,3}(?:-[a-zA-Z]{0,4}i|--in-place)[^|;&\n]{0,200}${PRELOAD}`,
    S`\b(?:vi|vim|nvim|nano|emacs|ed|chattr)\b[^|;&\n]{0,40}${PRELOAD}`,
    S`\bopen\(\s{0,2}${PRELOAD}["']\s{0,2},\s{0,2}["'][rb]{0,2}[wax+]`,
    S`(?<![\w.$-])[A-Za-z_]\w{0,30}\s{0,2}(?<![=!<>])=\s{0,2}${PRELOAD}`,
    S`\b(?:add|append|write|put|insert|echo|printf)\b[^:：;。\n]{0,60}\b(?:to|in|into|onto)\s{1,3}(?:the\s{1,3}|)(?:file\s{1,3}|)[\`"']?/etc/ld\.so\.preload`,
    S`(?:写入|写进|添加到|加入|追加到|追加|放入|放进)[^:：；。、\n]{0,20}${PRELOAD}|${PRELOAD}[\`"']?\s{0,3}(?:中|里|内|)\s{0,2}(?:写入|添加|追加|加入)`,
  ].join('|'),
  'i',
)
/** Commands that only read a file named as their argument (an allowlist: any other command on the path may write it). */
const PRELOAD_READER = /^(?:cat|ls|stat|test|\[|\[\[|file|head|tail|less|more|wc|grep|egrep|rg|diff|cmp|sha\d{0,3}sum|md5sum|lsattr|readlink|realpath|strings|xxd|od|hexdump|if|while|-w|auditctl|rpm|dpkg|debsums|find|echo\s{1,3}["']?(?:checking|found)|printf\s{1,3}["'][^"'\n]{0,80}["']\s{1,3}["']?\$)/
/**
 * A shell command line (it opens with a lower-case command word, not a sentence) on which some command
 * naming /etc/ld.so.preload is not a reader, or the path follows a redirect: a write by any tool
 * (`tee --append`, `sponge`, `dd`, a script) the write list above does not know.
 */
function preloadByNonReader(line: string): boolean {
  const cmd = line.replace(/^\s{0,8}(?:\$\s{1,3}|#\s{1,3}|)/, '')
  if (!/^(?:sudo\s{1,3}|)(?:[a-z][\w.+-]{0,40}|\[{1,2}|-w)(?:\s|$)/.test(cmd)) return false
  for (const seg of cmd.split(/\|\||&&|[|;&]|\$\(|`|\bthen\b|\bdo\b/)) {
    if (!/\/etc\/ld\.so\.preload\b/.test(seg)) continue
    if (/>\s{0,3}["']?\/etc\/ld\.so\.preload/.test(seg)) return true
    const head = seg.trim().replace(/^(?:sudo|env|command|exec|nohup|time|!)\s{1,3}/, '').replace(/^(?:sudo|env)\s{1,3}/, '')
    if (!PRELOAD_READER.test(head)) return true
  }
  return false
}
export function writesPreload(line: string): boolean {
  return PRELOAD_WRITE.test(line) || preloadByNonReader(line)
}

const KEYS_WRITE = /(?:>>|>|\btee\s{1,3}-a|\btee)\s{0,3}["']?[^\s"']{0,40}\.ssh\/authorized_keys\b/g
/** A pipeline stage that only drops, sorts or repeats lines of an authorized_keys file (or its backup copy). */
const KEYS_FILTER_HEAD = /^\s{0,8}(?:sudo\s{1,3}|)(?:grep\s{1,3}(?:-[A-Za-z]{0,6}v[A-Za-z]{0,6}|--invert-match)\b|sed\s{1,3}(?:-[nE]\s{1,3}|)(?:-e\s{1,3}|)["']\/[^"'\n]{1,200}\/d["']|awk\s{1,3}["']!\/[^"'\n]{1,200}\/["'])/
const KEYS_FILTER_STAGE = /^\s{0,8}(?:grep\s{1,3}(?:-[A-Za-z]{0,6}v[A-Za-z]{0,6}|--invert-match)\b|sort\b|uniq\b|sed\s{1,3}["']\/[^"'\n]{1,200}\/d["'])[^|]{0,300}$/
const KEYS_INPUT = /\.ssh\/authorized_keys(?:\.bak|\.old|\.orig|\.prev|~|)["']?(?:\s|$)/

/**
 * Every write into authorized_keys on the line rewrites it from a filtered copy of itself (`grep -v
 * "$OLD" ~/.ssh/authorized_keys.bak > ~/.ssh/authorized_keys`, `sed '/old@host/d' … | tee …`): it
 * removes keys, it cannot add one. `>>` (an append) and any stage that is not a filter keep it a write.
 */
/**
 * The filter reads exactly one file, an authorized_keys file, and nothing else: no second file (`grep -h`
 * would copy it in), no stdin (`-`, `<`), no substitution.
 */
function oneKeysInput(stage: string): boolean {
  if (/<|\$\(|`|\s-(?:\s|$)|\/dev\/stdin/.test(stage)) return false
  const words = stage
    .replace(/'[^'\n]{0,300}'|"[^"\n]{0,300}"/g, (q) => (KEYS_INPUT.test(q.slice(1, -1) + ' ') ? q : 'Q'))
    .trim()
    .split(/\s{1,8}/)
    .filter((w) => w !== 'sudo' && !/^-/.test(w))
  // The command, its pattern (or sed/awk program), the one file.
  return words.length <= 3 && KEYS_INPUT.test(words[words.length - 1]!.replace(/["']/g, '') + ' ')
}

export function onlyFiltersKeys(line: string): boolean {
  let writes = 0
  for (const m of line.matchAll(KEYS_WRITE)) {
    writes++
    if (m[0].startsWith('>>') || /\btee\s{1,3}-a/.test(m[0])) return false
    // The command that writes: from the last `;`, `&&`, `||`, `(` or double quote before the write.
    const before = line.slice(0, m.index)
    // (A double quote only when it opens: an odd count before the write, as in `ssh host "… > keys"`.)
    const seps = before.split('"').length % 2 === 0 ? [';', '&&', '||', '(', '"'] : [';', '&&', '||', '(']
    const ends = seps.map((sep) => {
      const at = before.lastIndexOf(sep)
      return at < 0 ? 0 : at + sep.length
    })
    const stages = before.slice(Math.max(...ends)).replace(/\bsudo\s{1,3}$/, '').split('|').filter((st) => st.trim() !== '')
    if (!stages.length || !KEYS_FILTER_HEAD.test(stages[0]!) || !oneKeysInput(stages[0]!)) return false
    if (!stages.slice(1).every((st) => KEYS_FILTER_STAGE.test(st))) return false
  }
  return writes > 0
}

/** Commands an alias could shadow so that the user's own typing runs it. */
const SHADOWED = new Set(['ls', 'cd', 'cat', 'git', 'sudo', 'ssh', 'scp', 'grep', 'npm', 'npx', 'node', 'python', 'python3', 'pip', 'pip3', 'docker', 'kubectl', 'vim', 'vi', 'nano', 'code', 'make', 'cp', 'mv', 'rm', 'echo', 'clear', 'exit', 'curl', 'wget', 'su', 'passwd', 'login', 'gpg', 'aws', 'gcloud', 'az', 'gh', 'brew', 'apt', 'yarn', 'pnpm', 'bun', 'go', 'cargo', 'history', 'man', 'top', 'ps', 'kill', 'open', 'less', 'more', 'find', 'which', 'source', 'bash', 'zsh', 'sh', 'env', 'export'])
/** The line appends `alias NAME='…'` with a new NAME whose body only fetches (no send, no shell, no secret). */
function newAliasThatOnlyFetches(line: string): boolean {
  const m = /\balias\s{1,3}([\w.-]{1,40})=(["'])([^"'\n]{1,300})\2/.exec(line)
  if (!m || SHADOWED.has(m[1]!.toLowerCase())) return false
  const body = m[3]!
  // Anything beyond one fetch printed to the terminal: an output file (`-o ~/.local/bin/git`), a redirect,
  // chaining, a pipe, chmod, or a second command on the line outside the alias.
  const outside = line.slice(0, m.index) + line.slice(m.index + m[0].length)
  if (/\s-[a-zA-Z]{0,4}[oO]\b|--output|--remote-name|>|&&|;|\||\bchmod\b|\btee\b|\binstall\b|\bmv\b|\bcp\b/.test(body)) return false
  if (/&&|;|\|\||\$\(|`|\|/.test(outside) || (outside.match(/>>?/g) ?? []).length > 1) return false
  return !/\|\s{0,3}(?:sudo\s{1,3})?(?:ba|z|da|k|)sh\b|\|\s{0,3}(?:bash|python|perl|ruby|node|iex)\b|\s-[a-zA-Z]{0,3}[dFT]\b|--data|--form|--upload|-X\s{0,2}(?:POST|PUT)|base64|\/dev\/tcp|\$\(|`|\.ssh|\.aws|\.env\b|\bnc\b|\bncat\b/.test(body)
}

const OVERWRITE_DEVICE = /\bdd\s.{0,80}\bof=["']?\/dev\/(?:sd[a-z]|hd[a-z]|nvme\d|xvd[a-z]|vd[a-z]|mmcblk\d|disk\d|rdisk\d)|\bdd\s.{0,80}\bof=["']?\/dev\/["']?\$|>\s{0,2}\/dev\/(?:sd[a-z]|hd[a-z]|nvme\d{1,2}n\d|xvd[a-z]|mmcblk\d)\b|\b(?:shred|wipefs|blkdiscard)\s.{0,40}\/dev\/(?:sd|hd|nvme|xvd|vd|mmcblk|disk)/
/** A `wipefs` invocation that erases: -a/--all or -o/--offset, and not -n/--no-act (a dry run). */
function wipefsErases(invocation: string): boolean {
  return !/\s(?:-[a-zA-Z]{0,5}n[a-zA-Z]{0,5}|--no-act)\b/.test(invocation) && /\s(?:-[a-zA-Z]{0,5}[ao][a-zA-Z]{0,5}|--all|--offset)\b/.test(invocation)
}

/**
 * Every stratum URL on the line is the bare scheme: `://` closed at once by a quote or backtick (or
 * followed by a space or the line's end), and nothing after the closing quote joins a host onto it
 * (`+`, `.`, `$`, `{`, an adjacent string, `%s`). `stratum+tcp://pool.example:3333`, `"stratum+tcp://"$POOL`
 * and f"stratum+tcp://{host}" are not bare.
 */
export function everySchemeBare(line: string): boolean {
  let seen = 0
  for (const m of line.matchAll(/stratum(?:\+|1\+|2\+)(?:tcp|ssl|tls):\/\//gi)) {
    seen++
    const after = line.slice(m.index + m[0].length, m.index + m[0].length + 40)
    if (!/^(?:["'`]|\s|\\?$)/.test(after)) return false
    if (/^["'`]\s{0,3}(?:[+.$%{"'`]|\.\.|<<|\|\|)/.test(after) || /^\s{0,3}[+$]/.test(after)) return false
  }
  return seen > 0
}

/** `/dev/sdX`, `/dev/nvmeXnY`, `/dev/diskN`, `/dev/<disk>`: a device name no kernel gives (a capital letter or brackets). */
const STAND_IN_DEVICE = /^\/dev\/(?:(?:sd|hd|vd|xvd)[A-Z]{1,2}\d{0,2}|nvme[A-Z]n[A-Z\d](?:p[A-Z\d]|)|mmcblk[A-Z](?:p[A-Z\d]|)|r?disk[A-Z](?:s[A-Z\d]|)|<[\w -]{1,30}>)$/
/** Every /dev/ disk the line names is a stand-in (and it names one). */
/**
 * Every device the line names is removable media by its stable name: `/dev/disk/by-id/usb-…` (the kernel's
 * udev link for a USB disk). A "second" disk is not: sdb is a server's data disk, nvme1n1 may be the boot
 * disk (NVMe order is not stable), /dev/rdisk3 is an Apple-silicon Mac's system container (reviewer v, 09).
 */
export function devicesRemovable(line: string): boolean {
  const devs = [...line.matchAll(/\/dev\/(\S{1,200})/g)].map((m) => m[1]!.replace(/["'`,;)]{1,4}$/, ''))
  return devs.length > 0 && devs.every((d) => /^disk\/by-id\/usb-[\w.:-]{1,160}$/.test(d) && !/-part\d{1,3}$/.test(d))
}

export function devicesAllStandIns(line: string): boolean {
  const devices = line.match(/\/dev\/[^\s"';|&)]{1,40}/g) ?? []
  const disks = devices.filter((d) => /^\/dev\/(?:sd|hd|vd|xvd|nvme|mmcblk|r?disk|<)/.test(d))
  return disks.length > 0 && disks.every((d) => STAND_IN_DEVICE.test(d))
}

export const PLACEHOLDER =
  /\b(?:ATTACKER|YOUR|LHOST|RHOST|LOCAL|KALI|MY|TARGET|REMOTE|EVIL|C2)[_-]?(?:IP|HOST|ADDR|ADDRESS|SERVER|DOMAIN)\b|<[^<>]{1,30}>|\$\{?(?:LHOST|RHOST|IP|HOST|ATTACKER)|\b(?:10|127)\.\d{1,3}\.\d{1,3}\.\d{1,3}\b|\b192\.168\.\d{1,3}\.\d{1,3}\b|\b172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}\b|\bx\.x\.x\.x\b|\b(?:attacker|evil|example)\.(?:com|org|net)\b|\blocalhost\b/i
/** Endings that make `name.ext` a file, not a host. */
const FILE_ENDINGS = new Set(['exe', 'php', 'sh', 'py', 'pl', 'rb', 'js', 'ts', 'so', 'dll', 'txt', 'json', 'xml', 'html', 'htm', 'md', 'ps1', 'bat', 'cmd', 'conf', 'cfg', 'log', 'elf', 'bin', 'out', 'c', 'h', 'jar', 'war', 'asp', 'aspx', 'jsp', 'fileno', 'socket', 'connect', 'spawn', 'call', 'dup2', 'system', 'popen', 'getstream'])
const PLACEHOLDER_NAMES = /^(?:example|attacker|evil|target|victim|your|my|localhost)\./i

/** A real destination on the line: a public IPv4 address or a dotted host name that is not a stand-in. */
function realTarget(line: string): boolean {
  if (new RegExp(PUBLIC_IP).test(line.replace(/\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/g, (ip) => (PLACEHOLDER.test(ip) ? ' ' : ip)))) return true
  for (const token of line.match(/[A-Za-z0-9][A-Za-z0-9.-]{2,252}/g) ?? []) {
    const parts = token.replace(/\.+$/, '').split('.')
    if (parts.length < 2) continue
    const end = parts[parts.length - 1]!.toLowerCase()
    if (!/^[a-z]{2,12}$/.test(end) || FILE_ENDINGS.has(end)) continue
    if (parts.some((p) => p === '' || !/^[a-z0-9-]{1,63}$/i.test(p)) || PLACEHOLDER_NAMES.test(token)) continue
    return true
  }
  return false
}

/**
 * A reverse shell that aims at a stand-in and at no real host is a lesson, not a live attack. Both
 * halves matter: a `<note>` added beside a real address must not talk the shell down.
 */
/** A lesson aimed at a stand-in (ATTACKER_IP, a private address, example.com) and no real host: medium, listed but served. */
const capAtPlaceholder = (_m: string, line: string): true | 'medium' => ((PLACEHOLDER.test(line) || standInDestinations(line)) && !realTarget(line) ? 'medium' : true)

/** A capitalised stand-in written where a shell's host goes (no resolver is asked for "ATTACKER"), and one where its port goes. */
const STAND_HOST = S`(?:ATTACKER|ATTACKER_IP|LHOST|RHOST|HOST|IP|LISTENER|C2|SERVER|REMOTE|TARGET|KALI)`
const STAND_PORT = S`(?:PORT|LPORT|RPORT)`
/** Where a reverse shell names its peer: /dev/tcp/H/P, nc … H P, socat tcp:H:P, connect(("H",P)). */
const SHELL_PEER = /\/dev\/(?:tcp|udp)\/[^\s/]{1,80}\/[^\s]{1,12}|\b(?:nc|ncat|netcat)\b[^|;&\n]{0,80}?\s[^\s-][^\s]{0,80}\s{1,3}[^\s`'")]{1,12}\s{0,3}(?:[|;&>`'")]|$)|\btcp[46]?(?:-connect|):[^\s:,'"]{1,80}:[^\s,'"]{1,12}|\.connect\(\(\s{0,2}["'][^"']{1,80}["']/g
const STAND_PEER = new RegExp(
  S`^/dev/(?:tcp|udp)/(?:${STAND_HOST}/|[^\s/]{1,80}/${STAND_PORT}\b)|\s${STAND_HOST}\s{1,3}(?:\d{1,5}|${STAND_PORT})\s{0,3}(?:[|;&>\x60'")]|$)|^tcp[46]?(?:-connect|):(?:${STAND_HOST}:|[^\s:]{1,80}:${STAND_PORT}\b)|^\.connect\(\(\s{0,2}["']${STAND_HOST}["']`,
)

/**
 * Every peer a shell on the line connects to is a stand-in in the host or port slot (`/dev/tcp/HOST/PORT`,
 * `nc -e /bin/sh ATTACKER 4444`), and there is at least one: the line cannot reach anyone as written.
 * Case-sensitive on purpose: `host` or `server` may be a real name on a network; HOST in capitals is how
 * a guide writes "yours here".
 */
export function standInDestinations(line: string): boolean {
  const peers = line.match(SHELL_PEER) ?? []
  return peers.length > 0 && peers.every((p) => STAND_PEER.test(p))
}

/** eval(atob('…')) whose payload is a harmless probe (alert(1), console.log) is an XSS lesson. */
function decodedPayloadHarmless(match: string, line: string): true | 'high' | 'medium' {
  // Every decode call on the line is handed an elided payload ('...', '…', '<payload>'): there is nothing to run.
  const calls = line.match(/\b(?:atob|Buffer\.from|b64decode|base64_decode|bytes\.fromhex|unhexlify)\s{0,2}\(/g)?.length ?? 0
  const elided = line.match(/\b(?:atob|Buffer\.from|b64decode|base64_decode|bytes\.fromhex|unhexlify)\s{0,2}\(\s{0,2}b?(["'])(?:\.{3}|\u2026|<[\w -]{1,30}>)\1/g)?.length ?? 0
  if (calls > 0 && elided === calls) return 'medium'
  const b64 = /atob\(\s{0,2}["']([A-Za-z0-9+/=]{4,400})["']/.exec(line)
  if (!b64) return true
  let decoded = ''
  try {
    decoded = globalThis.atob(b64[1]!)
  } catch {
    return true
  }
  void match
  return /^\s{0,4}(?:alert|prompt|confirm|console\.log|print)\s{0,2}\([^()]{0,40}\)\s{0,2};?\s{0,4}$/.test(decoded) ? 'high' : true
}

/** England/Scotland/Wales flags are the one ordinary use of Unicode tag characters. */
function notFlagTags(_match: string, line: string): boolean {
  const stripped = line.replace(/\u{1F3F4}[\u{E0020}-\u{E007E}]{1,8}\u{E007F}/gu, '')
  return /[\u{E0000}-\u{E007F}]/u.test(stripped)
}

/** A secret source named in prose beside a capture host. */
const CAPTURE_SECRET = new RegExp(S`${SECRET_FILES}|${SECRET_VAR}|\x60(?:env|printenv|set|history)\x60|\bprintenv\b|\b(?:api|access|secret|private|ssh|auth|session|bearer)[ _-]?(?:keys?|tokens?)\b|\bcredentials?\b|\bpasswords?\b|\bsecrets\b|\bcookies\b|\benv(?:ironment)? var(?:iable|)s\b|\b(?:shell|bash|command) history\b|环境变量|密钥|私钥|密码|令牌|凭证|凭据|口令`, 'i')

/** A negation directly before a matched verb ("never send", "do not include"): a prohibition, not an order. */
const NEGATED_VERB = /\b(?:never|not|n't|no|avoid)\s{1,3}$/i

export const RULES: readonly GuardRule[] = [
  // ───────────── exfiltration: data leaving the machine for someone else ─────────────
  {
    id: 'exfil-capture-host',
    category: 'exfiltration',
    severity: 'critical',
    shown: 'high',
    pattern: new RegExp(CAPTURE_HOSTS, 'i'),
    // Named in a sentence with nothing sent ("generate a canary key at canarytokens.org"): listed. A URL, a
    // network client, an assignment, a quoted value or a send verb on the line keeps it critical.
    // A secret source named in the same sentence (`env`, ~/.aws/credentials, API keys, 密钥) keeps it
    // critical whatever the verb: "paste the output of `env` into that page", "mirror .env there".
    confirm: (_m, line) => (CAPTURE_SECRET.test(line) || /:\/\/|\b(?:curl|wget|fetch|requests|axios|http|https|urllib|Invoke-\w{1,20}|iwr|irm|nslookup|dig|ping|nc|ncat|socat|send|sends|sent|sending|post|posts|upload|uploads|forward|report|beacon|exfiltrate|webhook|callback|endpoint|url|destination|target|collector|collect|receive|receives|capture|listener|dump|log to|point)\b|[=:]\s{0,3}["'`]|["'`]\S{0,200}$|发送|上传|发到|回传/i.test(line.replace(new RegExp(CAPTURE_HOSTS, 'gi'), ' ')) ? true : 'medium'),
    reason: 'names a request-capture / out-of-band host, the usual destination of stolen data',
  },
  {
    id: 'exfil-secret-file-upload',
    category: 'exfiltration',
    severity: 'critical',
    pattern: new RegExp(S`${CURL_SEND}[\s=]{0,3}['"]?@?[^\s'"]{0,60}${SECRET_FILES}|${CURL_SEND}[\s=]{0,3}['"]?\$\((?:cat|base64|gzip -c|tar c[a-z]{0,3}) [^)]{0,60}${SECRET_FILES}`, 'i'),
    requires: /\b(?:curl|wget|http|https|httpie|Invoke-WebRequest|iwr|Invoke-RestMethod|irm)\b/i,
    reason: 'uploads a credential file (SSH keys, cloud credentials, .env) with a network client',
  },
  {
    id: 'exfil-secret-file-script',
    category: 'exfiltration',
    severity: 'critical',
    pattern: new RegExp(S`\b(?:open|readFileSync|readFile|read_text|read_bytes|expanduser|Path|File\.read|Get-Content)\s{0,2}\(?.{0,60}${SECRET_FILES}`),
    requires: /\brequests\.(?:post|put)\(|\bfetch\(|\baxios\.(?:post|put)\(|\burllib\.request\.(?:urlopen|Request)\(|\bhttp\.request\(|\bsmtplib\b|\bsocket\.(?:send|sendall)\(|\bInvoke-RestMethod\b|\bNet\.WebClient\b/,
    reason: 'a script reads a credential file and sends something over the network on the same line',
  },
  {
    id: 'exfil-secret-file-pipe',
    category: 'exfiltration',
    severity: 'critical',
    pattern: new RegExp(S`\b(?:cat|tar|zip|base64|gzip|xxd|head|tail|type|Get-Content)\b[^|]{0,80}${SECRET_FILES}`, 'i'),
    requires: /\|\s{0,3}(?:curl|wget|nc|ncat|netcat|socat|openssl\s{1,3}s_client)\b/,
    reason: 'pipes a credential file into a network client',
  },
  {
    id: 'exfil-env-dump-send',
    category: 'exfiltration',
    severity: 'critical',
    pattern: /(?:^|[;&|(`]|\$\()\s{0,3}(?:env|printenv|set|export -p|pbpaste|xclip -o|xsel -o|Get-Clipboard|cat\s[^\s|]{0,30}(?:bash|zsh)_history)\s{0,3}\|/i,
    requires: /\|\s{0,3}(?:base64\s{0,3}\||gzip\s{0,3}\||)\s{0,3}(?:curl|wget|nc|ncat|netcat|socat)\b/,
    reason: 'sends the whole environment, the clipboard or shell history over the network',
  },
  {
    id: 'exfil-env-object-send',
    category: 'exfiltration',
    severity: 'critical',
    pattern: /\b(?:fetch|axios(?:\.post)?|request|got|http\.request|requests\.(?:post|put)|urlopen)\s{0,2}\(.{0,200}(?:JSON\.stringify\(\s{0,2}process\.env\s{0,2}\)|\bprocess\.env\s{0,2}[,)}]|os\.environ\s{0,2}[,)}]|dict\(\s{0,2}os\.environ\s{0,2}\))/,
    reason: 'posts the whole process environment to a URL',
  },
  {
    id: 'exfil-secret-var-to-url',
    category: 'exfiltration',
    severity: 'high',
    shown: 'medium',
    pattern: new RegExp(S`[?&][A-Za-z_]{1,30}=${SECRET_VAR}`, 'i'),
    requires: /\b(?:curl|wget)\b.{0,200}https?:\/\//,
    reason: 'puts a secret environment variable into a URL query string, where logs and proxies keep it',
  },
  {
    id: 'exfil-post-raw-ip',
    category: 'exfiltration',
    severity: 'critical',
    pattern: new RegExp(S`https?://${PUBLIC_IP}`),
    requires: new RegExp(S`\b(?:curl|wget|http|httpie|Invoke-WebRequest|iwr|Invoke-RestMethod|irm)\b.{0,200}${CURL_SEND}|\b(?:axios\.(?:post|put)|requests\.(?:post|put)|method\s{0,2}[:=]\s{0,2}["']POST)`, 'i'),
    reason: 'sends data to a bare public IP address, a destination nobody has to register or own up to',
  },
  {
    id: 'exfil-drop-host-upload',
    category: 'exfiltration',
    severity: 'critical',
    pattern: new RegExp(S`${CURL_SEND}.{0,160}${DROP_HOSTS}|\|\s{0,3}(?:nc|ncat|netcat)\s{1,3}termbin\.com`, 'i'),
    requires: /\b(?:curl|wget|nc|ncat|netcat)\b/,
    reason: 'uploads data to an anonymous file drop',
  },
  {
    id: 'exfil-dns-substitution',
    category: 'exfiltration',
    severity: 'critical',
    shown: 'high',
    pattern: /(?:\$\(|`)[^`)]{1,80}(?:\)|`)\.[a-z0-9-]{1,63}\./i,
    // Any flags before the name (`ping -c1 $(…).x.dev`, `dig +short @1.1.1.1 $(…)…`): the gap stops at the first `$` or backtick.
    requires: /\b(?:dig|nslookup|host|ping|drill|kdig|Resolve-DnsName)\s{1,4}[^\n|;&$`]{0,40}["']?(?:\$\(|`)/,
    reason: 'smuggles command output out inside a DNS lookup',
  },
  {
    id: 'exfil-browser-secrets',
    category: 'exfiltration',
    severity: 'medium',
    shown: 'low',
    pattern: /logins\.json|key[34]\.db\b|\bLogin Data\b|\bWeb Data\b|wallet\.dat\b|\bLocal State\b.{0,40}encrypted_key|Library\/Keychains|\bsecurity\s{1,3}(?:find|dump)-(?:generic|internet)-password\b|\bdump-keychain\b/,
    reason: 'reads browser-stored passwords, wallets or the keychain',
  },
  {
    id: 'exfil-instruct-send-secrets',
    category: 'exfiltration',
    severity: 'critical',
    shown: 'high',
    code: 'medium',
    pattern: /\b(?:send|upload|post|transmit|forward|exfiltrate|leak|email|beacon)\b.{0,60}\b(?:ssh keys?|private keys?|api keys?|credentials|secrets|access tokens?|auth tokens?|passwords|\.env files?|environment variables|cookies|session tokens?)\b/i,
    requires: /\b(?:to|into)\b.{0,40}(?:https?:\/\/|\bwebhook|\bdiscord|\btelegram|\bpastebin|\bmy server|\bremote server|\bexternal server|\bthis (?:url|endpoint|address)|\battacker|\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})/i,
    // "Never send API keys to …" forbids it: the negation sits directly on the matched verb.
    // "with the API keys masked": the keys are taken out before the send (g7b; main refused the digest).
    confirm: (m, line) => !NEGATED_VERB.test(line.slice(Math.max(0, line.indexOf(m) - 20), Math.max(0, line.indexOf(m)))) && !/^[^\n]{0,24}?\s(?:masked|redacted|removed|stripped|scrubbed|censored|obfuscated|elided)\b/i.test(line.slice(line.indexOf(m) + m.length)),
    reason: 'tells the agent to send secrets to an outside destination',
  },
  {
    id: 'exfil-secret-to-chat',
    category: 'exfiltration',
    severity: 'critical',
    pattern: /discord(?:app)?\.com\/api\/webhooks\/|api\.telegram\.org\/bot/i,
    requires: new RegExp(S`${SECRET_VAR}|${SECRET_FILES}|process\.env\b|os\.environ\b`, 'i'),
    reason: 'sends secrets to a chat webhook',
  },

  // ───────────── prompt-injection: text that tries to take over the agent ─────────────
  {
    id: 'pi-ignore-instructions',
    category: 'prompt-injection',
    severity: 'critical',
    code: 'medium',
    shown: 'medium',
    pattern: /\b(?:ignore|disregard|forget|override|bypass)\b.{0,20}\b(?:previous|prior|above|earlier|preceding|foregoing|original|initial|system|safety|developer)\s{1,3}(?:instructions?|prompts?|rules|guidelines|directives|guardrails|constraints|messages?)\b|\b(?:ignore|disregard|forget)\s{1,3}(?:everything|all)\s{1,3}(?:you (?:were|have been) told|above|before|previously|so far)\b|\b(?:ignore|disregard|forget)\s{1,3}(?:all\s|any\s|)(?:of\s|)(?:the|your|these|those)\s{1,3}(?:instructions|rules|guidelines)\s{1,3}(?:above|before|you were given|you have been given|from (?:the|your) (?:system|developer|operator))\b|\b(?:ignore|disregard|forget)\s{1,3}(?:all\s|)your\s{1,3}(?:instructions|programming|training|guidelines)\b/i,
    reason: 'tells the model to discard the instructions it was given',
  },
  {
    id: 'pi-role-override',
    category: 'prompt-injection',
    severity: 'critical',
    code: 'medium',
    shown: 'medium',
    pattern: /\byou are now\b.{0,40}\b(?:DAN|jailbroken|unrestricted|unfiltered|uncensored|free from|no longer bound|in developer mode|evil)\b|\b(?:act as|pretend to be|you are)\s{1,3}(?:an\s|a\s|)(?:unrestricted|unfiltered|uncensored|jailbroken)\s{1,3}(?:AI|assistant|model|version)\b|\b(?:DAN mode|do anything now|developer mode (?:enabled|on|activated)|jailbreak mode|god mode enabled)\b/i,
    reason: 'tries to replace the model\'s role with an unrestricted one (a jailbreak persona)',
  },
  {
    id: 'pi-reveal-system-prompt',
    category: 'prompt-injection',
    severity: 'critical',
    code: 'medium',
    shown: 'medium',
    pattern: /\b(?:reveal|print|output|show|repeat|dump|leak|disclose|recite|copy)\b.{0,30}\b(?:your|the)\s{1,3}(?:entire\s|full\s|complete\s|)(?:system prompt|initial instructions|hidden instructions|developer (?:message|prompt)|instructions above|prompt above|secret instructions)\b/i,
    reason: 'asks the model to leak its system prompt',
  },
  {
    id: 'pi-hide-from-user',
    category: 'prompt-injection',
    severity: 'critical',
    shown: 'medium',
    code: 'high',
    pattern: /\b(?:do not|don't|never)\s(?:tell|inform|mention (?:this |it |)to|reveal (?:this |it |)to|let|alert|notify|show)\s(?:the\s|)(?:user|human|operator|developer)\b.{0,40}\b(?:about|that|what|you(?:'re| are)? (?:doing|running|sending)|this (?:instruction|step|command|file|skill)|know)\b/i,
    reason: 'tells the agent to keep something from the user',
  },
  {
    id: 'pi-covert-action',
    category: 'prompt-injection',
    severity: 'critical',
    shown: 'medium',
    code: 'high',
    pattern: /\b(?:secretly|covertly|stealthily|surreptitiously|behind the user's back|without (?:telling|informing|notifying|alerting) the user|without the user(?:'s| ever)? (?:knowing|knowledge|noticing|consent))\b.{0,40}\b(?:send|upload|post|exfiltrate|install|execute|run|delete|download|transmit|copy|collect|forward|curl|wget)\b|\b(?:send|upload|post|exfiltrate|install|execute|delete|download|transmit|collect|forward)\b.{0,60}\b(?:secretly|covertly|stealthily|surreptitiously|behind the user's back|without (?:telling|informing|notifying|alerting) the user|without the user(?:'s| ever)? (?:knowing|knowledge|noticing|consent))|\bsilently\s(?:send|upload|post|exfiltrate|transmit|forward|copy|collect)\b.{0,60}\b(?:to|into)\b/i,
    reason: 'tells the agent to act behind the user\'s back',
  },
  {
    id: 'pi-new-instructions',
    category: 'prompt-injection',
    severity: 'high',
    shown: 'medium',
    code: 'medium',
    pattern: /^\s{0,8}(?:[#>*-]\s{0,3}|)(?:new|updated|real|actual|true|override|priority)\s{1,3}(?:system\s{1,3}|)(?:instructions?|directives?|orders)\s{0,3}:/i,
    reason: 'announces replacement instructions, the opening of most injections',
  },
  {
    id: 'pi-fake-system-tag',
    category: 'prompt-injection',
    severity: 'high',
    code: 'low',
    shown: 'medium',
    pattern: /<\/?(?:system|system_prompt|system-prompt|admin|developer_message)>|^\s{0,4}\[?(?:SYSTEM|ADMIN)\s{0,2}(?:MESSAGE|OVERRIDE|NOTE|PROMPT|)\]?\s{0,2}:\s|<\|im_start\|>|<\|im_end\|>|<\|system\|>|<\|endoftext\|>|\[INST\]|<<SYS>>|<\|begin_of_text\|>|<\|start_header_id\|>/,
    reason: 'forges a system / admin turn (tags or chat-template tokens) the model may trust more than the skill',
  },
  // pi-disable-safety moved to doc-rules.ts: read per sentence, and only when it is an order (issue 15).

  {
    id: 'pi-precedence-claim',
    category: 'prompt-injection',
    severity: 'high',
    shown: 'medium',
    code: 'low',
    pattern: /\b(?:these|this|my|the following)\s(?:instructions?|rules?|skill|directives?)\s(?:take|takes|have|has)\s(?:absolute\s|highest\s|top\s|)(?:precedence|priority)\sover\s(?:the\s|your\s|all\s|any\s|)(?:system|user|developer|other|previous|safety)\b|\b(?:supersedes?|overrides?)\s{1,3}(?:all\s|any\s|the\s|your\s|)(?:system prompt|system instructions|safety (?:rules|guidelines)|previous instructions)\b/i,
    reason: 'claims priority over the system or the user',
  },
  {
    id: 'pi-hidden-comment-instruction',
    category: 'prompt-injection',
    severity: 'high',
    shown: 'medium',
    code: 'medium',
    pattern: /<!--.{0,80}\b(?:ignore (?:all|previous|prior|the above)|you (?:must|should|are to) (?:now\s|)(?:run|execute|send|fetch|install|delete|ignore)|assistant:|AI agents? (?:must|should)|LLMs? (?:must|should)|(?:claude|gpt|the model|the agent),? (?:must|should|please))/i,
    reason: 'an instruction to the model hidden in an HTML comment the user never sees rendered',
  },
  {
    id: 'pi-tool-hijack',
    category: 'prompt-injection',
    severity: 'high',
    shown: 'medium',
    code: 'medium',
    pattern: /\b(?:before|after)\s{1,3}(?:answering|responding|every (?:response|reply|answer|message))\b.{0,60}\b(?:fetch|curl|wget|visit|send|call|post to)\b/i,
    requires: /https?:\/\//,
    reason: 'makes every turn call an outside URL',
  },

  // ───────────── destructive: irreversible damage ─────────────
  {
    id: 'destr-rm-root',
    category: 'destructive',
    severity: 'critical',
    shown: 'high',
    pattern: /\brm\s{1,3}-[a-zA-Z-]{1,8}\s{1,3}(?:-[a-zA-Z-]{1,20}\s{1,3}|)["']?(?:\/|\/\*|~|~\/|~\/\*|\$HOME|\$\{HOME\}|\$HOME\/\*|\$HOME["']\/\*?|\$\{HOME\}["']\/\*?|\$\{[A-Za-z_]{1,30}:-(?:\$HOME|\$\{HOME\}|~|\/)\}["']?\/\*?|\/(?:etc|usr|bin|boot|home|var|lib|opt|root|System|Users)(?:\/\*|\/\*\/\.\*|\/\.\*|))\/?["']?(?:\s|$|;|&|\||\)|`)|--no-preserve-root\b/,
    requires: /\brm\s{1,4}(?:-[a-zA-Z]{0,5}[rR]|--recursive)|--no-preserve-root/,
    reason: 'recursively deletes the root, home or a system folder',
  },
  {
    id: 'destr-mkfs',
    category: 'destructive',
    severity: 'critical',
    shown: 'high',
    pattern: /\bmkfs(?:\.[a-z0-9]{1,8}|)\s{1,4}(?:-[a-zA-Z]{1,3}\s{1,3}[^\s]{0,20}\s{1,3}|)\/dev\/(?:sd|hd|nvme|xvd|vd|mmcblk|disk)[a-z0-9]{0,12}/,
    // The first disk (sda, nvme0n1, vda, xvda, mmcblk0, disk0) holds the system; formatting a second,
    // new data disk is routine: medium (listed, served).
    confirm: (m) => (/\/dev\/(?:sda|hda|vda|xvda|nvme0n1|mmcblk0|disk0)(?:p?\d{0,2})$/.test(m) ? true : 'medium'),
    reason: 'formats a disk',
  },
  {
    id: 'destr-overwrite-device',
    category: 'destructive',
    severity: 'critical',
    shown: 'high',
    pattern: OVERWRITE_DEVICE,
    // `shred /dev/sdX` names no disk: sdX is how a guide writes "the one you checked" (no kernel name has a
    // capital letter); a wipe of a stand-in is listed (medium), a wipe of sdb is not lowered.
    // `wipefs` with no -a/-o (or with -n) only prints the signatures it finds: taken out before judging the line.
    confirm: (_m, raw) => {
      const line = raw.replace(/\bwipefs\b[^;&|\n]{0,160}/g, (w) => (wipefsErases(w) ? w : ' '))
      if (!OVERWRITE_DEVICE.test(line)) return false
      // An image written to a USB stick named by its udev id is flashing: listed. Onto any other disk (sdb,
      // nvme1n1, rdisk3 may hold a system or data) or a variable: withheld.
      if (/\bif=[^\s]{1,200}\.(?:iso|img|dmg|raw|bin)(?:\.xz|\.gz|)\b/i.test(line)) return devicesRemovable(line) ? 'medium' : 'high'
      return devicesAllStandIns(line) ? 'medium' : true
    },
    reason: 'overwrites or wipes a raw disk device',
  },
  {
    // What would let a stand-in device (above) be real: a link or node created under that name.
    id: 'destr-device-alias',
    category: 'destructive',
    severity: 'critical',
    shown: 'high',
    // Also a bind mount or an empty file under the name (`touch /dev/sdX && mount --bind /dev/sda /dev/sdX`)
    // and a udev rule that names or links a device so (`SYMLINK+="sdX"`, `NAME="sdX"`).
    pattern: /\b(?:ln|mknod|losetup|cp|mv|touch|mount|install)\s[^\n]{0,120}\/dev\/(?:(?:sd|hd|vd|xvd)[A-Z]|nvme[A-Z]|mmcblk[A-Z]|r?disk[A-Z]|<)|\b(?:SYMLINK|NAME)\s{0,2}\+?=\s{0,2}["']?(?:\/dev\/|)(?:(?:sd|hd|vd|xvd)[A-Z]|nvme[A-Z]|mmcblk[A-Z]|r?disk[A-Z])/,
    reason: 'creates a device under a stand-in name (/dev/sdX): a later wipe of the "placeholder" then wipes a real disk',
  },
  {
    id: 'destr-fork-bomb',
    category: 'destructive',
    severity: 'critical',
    shown: 'high',
    pattern: /:\s{0,2}\(\s{0,2}\)\s{0,2}\{\s{0,2}:\s{0,2}\|\s{0,2}:\s{0,2}&\s{0,2}\}\s{0,2};\s{0,2}:/,
    reason: 'a fork bomb: exhausts the process table',
  },
  {
    id: 'destr-chmod-root',
    category: 'destructive',
    severity: 'critical',
    shown: 'high',
    // The flag may come before the mode or after it (`chmod 777 -R /`, `chown -R u:g /` …); also `--recursive`, and the top system folders.
    pattern: /\b(?:chmod|chown|chgrp)\s{1,4}(?:-[a-zA-Z]{0,3}R[a-zA-Z]{0,3}|--recursive)\s{1,4}[^\s]{1,20}\s{1,4}["']?\/(?:etc|usr|bin|sbin|lib|lib64|boot|var|)["']?(?:\s|$|;|&|\|)|\b(?:chmod|chown|chgrp)\s{1,4}[^\s-][^\s]{0,19}\s{1,4}(?:-[a-zA-Z]{0,3}R[a-zA-Z]{0,3}|--recursive)\s{1,4}["']?\/(?:etc|usr|bin|sbin|lib|lib64|boot|var|)["']?(?:\s|$|;|&|\|)/,
    reason: 'recursively changes permissions or owner of the whole filesystem or a system folder',
  },
  {
    id: 'destr-chmod-777',
    category: 'destructive',
    severity: 'medium',
    shown: 'low',
    pattern: /\bchmod\s{1,4}(?:-[a-zA-Z]{1,3}\s{1,3}|)0?777\b/,
    reason: 'makes files writable by every user',
  },
  {
    id: 'destr-windows-wipe',
    category: 'destructive',
    severity: 'critical',
    shown: 'high',
    pattern: /\bformat\s{1,3}[c-zC-Z]:\s{0,3}(?:\/[a-zA-Z]|$)|\b(?:rd|rmdir)\s{1,3}\/s\s{1,3}\/q\s{1,3}[cC]:\\(?:\s|$|windows)|\bdel\s{1,3}\/[fsqFSQ]\s.{0,20}[cC]:\\(?:\*|windows)|Remove-Item\s.{0,40}[cC]:\\\s{0,2}.{0,20}-Recurse\b.{0,20}-Force|\bvssadmin\s{1,3}delete\s{1,3}shadows\b|\bbcdedit\b.{0,40}recoveryenabled\s{1,3}no/i,
    reason: 'wipes a Windows drive or its recovery points',
  },
  {
    id: 'destr-find-delete-root',
    category: 'destructive',
    severity: 'high',
    shown: 'medium',
    pattern: /\bfind\s{1,3}(?:\/|~|\$HOME)\s.{0,80}(?:-delete\b|-exec\s{1,3}rm\b)/,
    reason: 'deletes files matched anywhere under / or home',
  },
  {
    id: 'destr-anti-forensics',
    category: 'destructive',
    severity: 'high',
    shown: 'medium',
    pattern: /\bhistory\s{1,3}-c\b|\bunset\s{1,3}HISTFILE\b|HISTFILE=\/dev\/null|\b(?:rm|shred|truncate)\s.{0,40}(?:\.bash_history(?!\.bak|\.orig|\.old|~)|\.zsh_history(?!\.bak|\.orig|\.old|~)|\/var\/log\/(?:auth|secure|syslog|messages|wtmp|btmp|lastlog))|\bwevtutil\s{1,3}cl\b|Clear-EventLog\b|\bkill\s{1,3}-(?:9|KILL)\s{1,3}-1\b/,
    reason: 'erases shell history or system logs — covering tracks (or kills every process)',
  },
  {
    id: 'destr-git-force-main',
    category: 'destructive',
    severity: 'medium',
    shown: 'low',
    pattern: /\bgit\s{1,3}push\s.{0,60}(?:--force\b|\s-f\b).{0,60}\b(?:main|master|production|release)\b|\bgit\s{1,3}push\s.{0,40}\b(?:main|master)\b.{0,40}(?:--force\b|\s-f\b)/,
    reason: 'force-pushes over a shared branch, discarding others\' commits',
  },
  {
    id: 'destr-drop-database',
    category: 'destructive',
    severity: 'medium',
    shown: 'low',
    pattern: /\bDROP\s{1,3}(?:DATABASE|SCHEMA)\b|\bdropdb\s|\bFLUSHALL\b|\bdb\.dropDatabase\(\)/,
    reason: 'drops a whole database',
  },
  {
    id: 'destr-cloud-delete',
    category: 'destructive',
    severity: 'medium',
    shown: 'low',
    pattern: /\baws\s{1,3}s3\s{1,3}(?:rb|rm)\s.{0,80}--recursive\b.{0,40}|\bterraform\s{1,3}destroy\s.{0,40}-auto-approve\b|\bkubectl\s{1,3}delete\s{1,3}(?:ns|namespace|--all)\b|\bgcloud\s.{0,40}\bdelete\s.{0,40}--quiet\b/,
    reason: 'deletes cloud resources without a confirmation step',
  },
  {
    // Session 9: every namespace of the cluster (with everything in it), or every object of every namespace.
    id: 'destr-k8s-delete-everything',
    category: 'destructive',
    severity: 'critical',
    shown: 'medium',
    pattern: /\bkubectl\s{1,3}delete\s{1,3}(?:ns|namespaces?)\b[^\n|;&#]{0,60}\s--all(?![\w-])|\bkubectl\s{1,3}delete\s{1,3}(?:all|pvc|pv|persistentvolumeclaims?|persistentvolumes?|secrets?|deployments?)\b[^\n|;&#]{0,60}\s--all(?![\w-])[^\n|;&#]{0,40}\s(?:--all-namespaces|-A)(?![\w-])/,
    reason: 'deletes every namespace of the cluster, or every object of a kind in every namespace, at once',
  },

  // ───────────── persistence: surviving a reboot or the session ─────────────
  {
    id: 'persist-authorized-keys',
    category: 'persistence',
    severity: 'critical',
    shown: 'high',
    pattern: /(?:>>|>|\btee\s{1,3}-a|\btee)\s{0,3}["']?[^\s"']{0,40}\.ssh\/authorized_keys\b|\bssh-import-id(?:-gh|-lp|)\s{1,3}["'-]{0,2}[\w<$]/,
    // Real key material on the line decides; only a line with none and a stand-in ("AAAAB3...", <key>) is a
    // lesson. A line whose every write rewrites the file from a filtered copy of itself removes keys.
    // `ssh-import-id gh:NAME` writes NAME's published keys into authorized_keys (red team r7-09): a named
    // account is a planted login, a variable is withheld, only a placeholder for the reader's own account is listed.
    confirm: (m, line) =>
      /^ssh-import-id/.test(m)
        ? /<[^<>\n]{0,40}\byour\b[^<>\n]{0,40}>/i.test(line) ? 'medium' : /(?:gh|lp):[\w-]{1,40}\b/.test(line) || /ssh-import-id\S{0,4}\s{1,3}[\w-]{2,40}\s{0,3}$/.test(line) ? true : 'high'
        : onlyFiltersKeys(line) ? 'medium' : /AAAA[A-Za-z0-9+/]{60}/.test(line) || !/\.\.\.|<[^<>]{1,40}>|\bYOUR[_ -]|\bATTACKER/i.test(line) ? true : 'high',
    reason: 'adds an SSH key to authorized_keys — a permanent way back in',
  },
  {
    id: 'persist-cron-remote',
    category: 'persistence',
    severity: 'critical',
    pattern: new RegExp(S`\b(?:curl|wget)\b.{0,160}${PIPE_SHELL}|/dev/tcp/|\bnc\s.{0,20}-e\b|base64\s{1,3}-d`),
    requires: /\bcrontab\b|\/etc\/cron|\bcron\.d\b|@reboot\b|\*\/\d{1,2}\s{1,3}\*\s{1,3}\*/,
    reason: 'schedules a download-and-run or a shell to come back on a timer',
  },
  {
    id: 'persist-cron-write',
    category: 'persistence',
    severity: 'medium',
    shown: 'low',
    pattern: /\(\s{0,2}crontab\s{1,3}-l\b.{0,200}\)\s{0,2}\|\s{0,2}crontab\s{1,3}-|(?:>>|>|\btee\s{1,3}-a|\btee)\s{0,3}\/etc\/(?:crontab|cron\.d\/|cron\.(?:hourly|daily|weekly|monthly)\/)|\bcrontab\s{1,3}-r\b/,
    reason: 'installs or replaces scheduled jobs',
  },
  {
    id: 'persist-shell-rc-remote',
    category: 'persistence',
    severity: 'critical',
    pattern: /(?:>>|\btee\s{1,3}-a)\s{0,3}["']?(?:~|\$HOME|\$\{HOME\}|\/root|\/etc)\/\.?(?:bashrc|zshrc|profile|bash_profile|zprofile|zshenv|bash\.bashrc)\b/,
    requires: /\b(?:curl|wget|nc|ncat)\s|base64\s{1,3}-d|\/dev\/tcp\//,
    // `echo "alias myip='curl -s https://ifconfig.me'" >> ~/.bashrc` defines a command the user types; it
    // runs nothing at start-up. Listed (medium) when the alias has a name of its own (not ls, git, sudo …)
    // and its body only fetches: no upload, no pipe into a shell, no decoding, no /dev/tcp, no secret.
    confirm: (_m, line) => (newAliasThatOnlyFetches(line) ? 'medium' : true),
    reason: 'plants a network command in a shell start-up file so it runs in every new shell',
  },
  {
    id: 'persist-alias-hijack',
    category: 'persistence',
    severity: 'high',
    shown: 'medium',
    pattern: /\balias\s{1,3}(?:sudo|ssh|git|ls|cd|su|passwd)\s{0,2}=\s{0,2}["'][^"']{0,120}(?:curl|wget|nc\s|\/tmp\/|base64|tee\s)/,
    reason: 'redefines a common command so it runs something else first',
  },
  {
    id: 'persist-boot-service',
    category: 'persistence',
    severity: 'medium',
    shown: 'low',
    pattern: /(?:>|\btee)\s{0,3}\/etc\/systemd\/system\/[^\s]{1,60}\.(?:service|timer)\b|~\/\.config\/systemd\/user\/[^\s]{1,60}\.(?:service|timer)\b|\b(?:Library\/LaunchAgents|Library\/LaunchDaemons)\/[^\s]{1,80}\.plist\b|(?:>>|>|\btee)\s{0,3}\/etc\/(?:rc\.local|init\.d\/|profile\.d\/|update-motd\.d\/)/,
    reason: 'installs a service, launch agent or boot script that runs without being asked',
  },
  {
    id: 'persist-windows-autorun',
    category: 'persistence',
    severity: 'high',
    shown: 'medium',
    pattern: /\b(?:reg(?:\.exe|)\s{1,3}add|New-ItemProperty|Set-ItemProperty)\b.{0,120}CurrentVersion\\{1,2}(?:Run|RunOnce|Winlogon)\b|\bschtasks(?:\.exe|)\s{1,3}\/create\b|\bRegister-ScheduledTask\b|\b(?:copy|cp|Copy-Item|move)\b.{0,120}\\Start Menu\\Programs\\Startup\b/i,
    reason: 'registers a program to start with Windows (Run key, scheduled task, Startup folder)',
  },
  {
    id: 'persist-ld-preload',
    category: 'persistence',
    severity: 'high',
    shown: 'medium',
    pattern: /\/etc\/ld\.so\.preload\b|\bDYLD_INSERT_LIBRARIES=|\bLD_PRELOAD=[^\s]{0,80}\/(?:tmp|dev\/shm|var\/tmp)\//,
    // The system-wide file is the danger only when written; reading it is the first step of every triage.
    confirm: (m, line) => (!m.startsWith('/etc/') || writesPreload(line) ? true : 'medium'),
    reason: 'injects a library into every process that starts (system-wide preload, or one from a temp folder)',
  },
  {
    id: 'persist-git-hook',
    category: 'persistence',
    severity: 'medium',
    shown: 'low',
    pattern: /(?:>>|>|\btee|\bcp\s.{0,60}|\bln\s{1,3}-s\s.{0,60})\s{0,3}["']?\.git\/hooks\/(?:pre|post)-[a-z-]{1,20}\b|\bcore\.hooksPath\b/,
    reason: 'installs a git hook that runs on every commit or checkout',
  },
  {
    id: 'persist-agent-config-write',
    category: 'persistence',
    severity: 'high',
    shown: 'medium',
    pattern: /(?:>>|>|\btee\s{1,3}-a|\btee)\s{0,3}["']?(?:~\/|\$HOME\/|)[^\s"']{0,40}(?:\.claude\/settings(?:\.local|)\.json|\.cursorrules|\.dsh\/config|\.codex\/config|\.mcp\.json|\.config\/dsh)\b/,
    reason: 'rewrites the agent\'s own configuration (permissions, hooks, MCP servers)',
  },

  // ───────────── network: shells and tunnels ─────────────
  {
    id: 'net-reverse-shell-devtcp',
    category: 'network',
    severity: 'critical',
    pattern: /\b(?:ba|z|k|)sh\s{1,3}-i\b.{0,40}(?:>&|&>|>)\s{0,2}\/dev\/(?:tcp|udp)\/|\bexec\s{1,3}\d{1,2}<>\s{0,2}["']?\/dev\/tcp\/|\/dev\/(?:tcp|udp)\/[^\s/]{1,80}\/\d{1,5}["']?\s{0,2}(?:0>&1|<&\d|>&\d)/,
    confirm: capAtPlaceholder,
    reason: 'a reverse shell over /dev/tcp: hands a remote party an interactive shell',
  },
  {
    id: 'net-devtcp',
    category: 'network',
    severity: 'medium',
    shown: 'low',
    pattern: /\/dev\/(?:tcp|udp)\/[^\s/]{1,80}\/\d{1,5}/,
    reason: 'opens a raw TCP/UDP socket from the shell',
  },
  {
    id: 'net-shell-over-socket',
    category: 'network',
    severity: 'critical',
    pattern: /\b(?:nc|ncat|netcat|nc\.traditional)\b.{0,60}\s-[a-zA-Z]{0,4}[ec]\s{1,3}["']?(?:\/bin\/|\/usr\/bin\/|)(?:ba|z|k|da|)sh\b|\b(?:nc|ncat|netcat)\b.{0,60}-e\s{1,3}cmd(?:\.exe|)\b|\bmkfifo\b.{0,80}\b(?:ba|z|k|)sh\s{1,3}-i\b.{0,80}\b(?:nc|ncat|netcat|openssl|telnet)\b|\bsocat\b.{0,100}\b(?:exec|system):\s{0,2}["']?(?:\/bin\/|)(?:ba|z|k|)sh\b/i,
    confirm: capAtPlaceholder,
    reason: 'netcat, a named pipe or socat wired to a shell: a bind or reverse shell',
  },
  {
    id: 'net-script-reverse-shell',
    category: 'network',
    severity: 'critical',
    pattern: /\bos\.dup2\(|\bpty\.spawn\(|\bsubprocess\.call\(\s{0,2}\[\s{0,2}["']\/bin\/(?:ba|)sh|\bfsockopen\(|\bexec\s{0,2}[("']{1,2}\/bin\/(?:ba|)sh|TCPSocket\.(?:new|open)\(|child_process|Net\.Sockets\.TCPClient\(|GetStream\(\)/,
    requires: /\bsocket\.socket\(.{0,200}\.connect\(|\bfsockopen\(.{0,120}(?:exec|shell_exec|system|proc_open|passthru)\s{0,2}\(|\bperl\b.{0,40}\bsocket\(|TCPSocket\.(?:new|open)\(.{0,160}(?:exec|spawn|IO\.popen)|new\s{1,3}net\.Socket\(\).{0,200}(?:\/bin\/(?:ba|)sh|cmd\.exe)|Net\.Sockets\.TCPClient\(.{0,200}(?:iex|Invoke-Expression|GetStream)/i,
    confirm: capAtPlaceholder,
    reason: 'a reverse shell written in a scripting language',
  },
  {
    id: 'net-tunnel',
    category: 'network',
    severity: 'medium',
    shown: 'low',
    pattern: /\bngrok\s{1,3}(?:http|tcp|tls|start)\b|\bcloudflared\s{1,3}tunnel\b|\bssh\s.{0,60}\s-[a-zA-Z]{0,5}R\s{0,3}(?:\d|\*|0\.0\.0\.0)|\bserveo\.net\b|\bbore\.pub\b|\blocalhost\.run\b|\blt\s{1,3}--port\b|\bchisel\s{1,3}(?:client|server)\b|\bfrpc\b/,
    reason: 'exposes a local port to the internet through a tunnel',
  },
  {
    id: 'net-raw-ip-url',
    category: 'network',
    severity: 'medium',
    shown: 'low',
    pattern: new RegExp(S`\b(?:https?|ftp|tcp|udp|ws|wss)://${PUBLIC_IP}(?::\d{1,5}|)\b`, 'i'),
    reason: 'talks to a bare public IP address instead of a named host',
  },
  {
    id: 'net-drop-host',
    category: 'network',
    severity: 'high',
    shown: 'medium',
    pattern: new RegExp(DROP_HOSTS, 'i'),
    reason: 'uses an anonymous paste / file-drop host, common for staging payloads',
  },
  {
    id: 'net-tls-off',
    category: 'network',
    severity: 'low',
    pattern: /NODE_TLS_REJECT_UNAUTHORIZED\s{0,2}=\s{0,2}["']?0|\bcurl\s.{0,80}(?:\s-k\b|--insecure\b)|\bverify\s{0,2}=\s{0,2}False\b|StrictHostKeyChecking\s{0,2}[= ]\s{0,2}no\b|--no-check-certificate\b|rejectUnauthorized\s{0,2}:\s{0,2}false/,
    reason: 'switches off TLS or host-key verification',
  },
  {
    id: 'net-firewall-off',
    category: 'network',
    severity: 'high',
    shown: 'medium',
    pattern: /\bufw\s{1,3}disable\b|\biptables\s{1,3}(?:-F|--flush)\b|\biptables\s{1,3}-P\s{1,3}INPUT\s{1,3}ACCEPT\b|\bsystemctl\s{1,3}(?:stop|disable)\s{1,3}(?:firewalld|ufw|iptables)\b|\bnetsh\s{1,3}advfirewall\s{1,3}set\s.{0,30}state\s{1,3}off\b|Set-NetFirewallProfile\s.{0,40}-Enabled\s{1,3}False/i,
    reason: 'turns off the firewall',
  },

  // ───────────── obfuscation: hiding what will run ─────────────
  {
    id: 'obf-base64-to-shell',
    category: 'obfuscation',
    severity: 'critical',
    shown: 'high',
    pattern: new RegExp(S`(?:\b(?:base64|b64decode)\s{1,3}(?:-d|--decode|-D|-di)\b|\bopenssl\s{1,3}(?:base64|enc\s{1,3}-base64)\s{1,3}-d\b)[^|]{0,40}${PIPE_SHELL}`),
    reason: 'decodes base64 and runs it: the command is hidden from the reader',
  },
  {
    id: 'obf-eval-decoded',
    category: 'obfuscation',
    severity: 'critical',
    shown: 'high',
    pattern: new RegExp(S`\b(?:eval|exec|Function|setTimeout|execScript|system)\s{0,2}\(\s{0,2}(?:atob|Buffer\.from|base64\.b64decode|b64decode|base64_decode|codecs\.decode|zlib\.decompress|bytes\.fromhex|binascii\.unhexlify|gzinflate|str_rot13|unescape|decodeURIComponent|marshal\.loads|String\.fromCharCode|Base64\.(?:decode64|strict_decode64|urlsafe_decode64)|decode_base64|MIME::Base64::decode)\s{0,2}\(|\bnew\s{1,3}Function\s{0,2}\(\s{0,2}(?:atob|Buffer\.from|decodeURIComponent|unescape)\s{0,2}\(|\beval\s{1,3}["']?\$\(\s{0,2}(?:echo|printf)\s[^|]{0,200}\|\s{0,3}(?:base64|xxd|rev|openssl)\b|\b(?:eval|exec|system|Function)\s{0,2}\(\s{0,2}["']` + S`\\x[0-9a-fA-F]{2}`.repeat(6)),
    confirm: decodedPayloadHarmless,
    reason: 'evaluates code that is decoded at run time, so nobody can read it first',
  },
  {
    id: 'obf-exec-compile',
    category: 'obfuscation',
    severity: 'high',
    shown: 'medium',
    pattern: /\bexec\s{0,2}\(\s{0,2}compile\(|\beval\s{0,2}\(\s{0,2}compile\(|\bexec\s{0,2}\(\s{0,2}__import__\(|\b__import__\(\s{0,2}["'](?:os|subprocess|socket|pty)["']\s{0,2}\)\.(?:system|popen|call|Popen|spawn)/,
    reason: 'builds and runs code indirectly, a way to hide imports and calls',
  },
  {
    id: 'obf-powershell-encoded',
    category: 'obfuscation',
    severity: 'critical',
    shown: 'high',
    pattern: /\b(?:powershell|pwsh)(?:\.exe|)\b.{0,80}\s-(?:e|ec|en|enc|enco|encodedcommand)\s{1,3}[A-Za-z0-9+/=]{16}/i,
    reason: 'runs a base64-encoded PowerShell command',
  },
  {
    id: 'obf-powershell-hidden',
    category: 'obfuscation',
    severity: 'high',
    shown: 'medium',
    pattern: /\b(?:powershell|pwsh)(?:\.exe|)\b.{0,80}-(?:w|windowstyle)\s{1,3}hidden\b.{0,120}(?:-nop\b|-noprofile\b|-ep\s{1,3}bypass|-executionpolicy\s{1,3}bypass|iex|downloadstring)/i,
    reason: 'runs PowerShell hidden with policy bypass, the shape of a dropper',
  },
  {
    id: 'obf-xxd-rev-to-shell',
    category: 'obfuscation',
    severity: 'critical',
    shown: 'high',
    pattern: /\bxxd\s{1,3}-r(?:p|)\b|\|\s{0,3}rev\s{0,3}\||\btr\s{1,3}['"]?[A-Za-z]-[A-Za-z]{1,2}['"]?\s{1,3}['"]?[A-Za-z]-[A-Za-z]{1,2}[^|]{0,20}\||\bprintf\s{1,3}["'](?:\\x[0-9a-fA-F]{2}|\\[0-7]{3})/,
    requires: new RegExp(PIPE_SHELL),
    reason: 'reverses / un-hexes / rot13s text and runs it as shell',
  },
  {
    id: 'obf-compressed-to-shell',
    category: 'obfuscation',
    severity: 'high',
    shown: 'medium',
    pattern: new RegExp(S`\b(?:gunzip|zcat|gzip\s{1,3}-d[a-z]{0,2}|bunzip2|xz\s{1,3}-d|unxz)\b[^|]{0,60}${PIPE_SHELL}`),
    reason: 'decompresses something and runs it as shell',
  },
  {
    id: 'obf-hex-escapes',
    category: 'obfuscation',
    severity: 'medium',
    shown: 'low',
    pattern: new RegExp(S`\\x[0-9a-fA-F]{2}`.repeat(12) + '|' + S`\\u00[0-7][0-9a-fA-F]`.repeat(10)),
    reason: 'a long run of \\x or \\u escapes hides plain text from the reader',
  },
  {
    id: 'obf-charcode-build',
    category: 'obfuscation',
    severity: 'medium',
    shown: 'low',
    pattern: /String\.fromCharCode\(\s{0,2}\d{2,3}\s{0,2},\s{0,2}\d{2,3}\s{0,2},\s{0,2}\d{2,3}\s{0,2},\s{0,2}\d{2,3}\s{0,2},\s{0,2}\d{2,3}|\bchr\(\s{0,2}\d{2,3}\s{0,2}\)\s{0,2}\+\s{0,2}chr\(\s{0,2}\d{2,3}\s{0,2}\)\s{0,2}\+\s{0,2}chr\(\s{0,2}\d{2,3}\s{0,2}\)\s{0,2}\+\s{0,2}chr\(/,
    reason: 'assembles a string from character codes so it cannot be searched for',
  },
  {
    id: 'obf-js-obfuscator',
    category: 'obfuscation',
    severity: 'medium',
    shown: 'low',
    pattern: /\b_0x[0-9a-f]{4,6}\s{0,2}(?:\[|\(|=).{0,80}\b_0x[0-9a-f]{4,6}\b/,
    reason: 'the signature of machine-obfuscated JavaScript (_0x… identifiers)',
  },
  {
    id: 'obf-long-base64',
    category: 'obfuscation',
    severity: 'low',
    pattern: /(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{200}/,
    confirm: (m, line) => !/data:[a-z]{1,20}\/[a-z0-9.+-]{1,40};base64,/i.test(line) && /[0-9]/.test(m) && /[A-Z]/.test(m) && /[a-z]/.test(m),
    reason: 'a long base64 blob: unreadable content (images in data: URLs excepted)',
  },

  // ───────────── execution: running code ─────────────
  {
    id: 'exec-eval-remote',
    category: 'execution',
    severity: 'critical',
    shown: 'high',
    pattern: /\b(?:eval|exec|Function)\s{0,2}\(\s{0,2}(?:await\s{1,3}|)(?:fetch|axios\.get|requests\.get|urllib\.request\.urlopen|urlopen|http\.get|got)\s{0,2}\(|\bexec\s{0,2}\(\s{0,2}(?:requests\.get|urlopen)\(.{0,200}\)\s{0,2}\.(?:text|read\(\)|content)|\.then\(\s{0,2}(?:r|res|response)\s{0,2}=>\s{0,2}(?:r|res|response)\.text\(\)\s{0,2}\)\s{0,2}\.then\(\s{0,2}eval\s{0,2}\)/,
    reason: 'downloads code and evaluates it in-process',
  },
  {
    id: 'exec-python-c-remote',
    category: 'execution',
    severity: 'critical',
    shown: 'high',
    pattern: /(?:urlopen|requests\.get|fetch\(|http\.get|LWP::Simple|open-uri|file_get_contents\(\s{0,2}["']https?:).{0,200}\b(?:exec|eval|system)\s{0,2}\(/,
    requires: /\b(?:python[0-9.]{0,4}|node|perl|ruby|php)\s{1,3}-(?:c|e|r)\s{1,3}["']/,
    reason: 'a one-liner that downloads code and runs it',
  },
  {
    id: 'exec-download-run-binary',
    category: 'execution',
    severity: 'high',
    shown: 'medium',
    pattern: /(?:&&|;)\s{0,3}(?:nohup\s|)\s{0,3}(?:\.\/|\/tmp\/|\/dev\/shm\/|\/var\/tmp\/)[^\s;&|]{1,60}(?:\s|$|;|&)/,
    requires: /\b(?:curl|wget)\b.{0,160}(?:\s-o|\s-O|--output)\b|\bchmod\s{1,3}(?:\+x|[0-7]{3,4})\s{1,3}\/(?:tmp|dev\/shm|var\/tmp)\//,
    reason: 'downloads an executable (or drops one in a temp folder) and runs it',
  },
  {
    id: 'exec-nohup-background-remote',
    category: 'execution',
    severity: 'critical',
    shown: 'high',
    pattern: /\|\s{0,3}(?:ba|z|)sh\b[^|]{0,40}(?:&\s{0,3}disown|>\s{0,2}\/dev\/null\s{0,2}2>&1\s{0,2}&)|\bnohup\s{1,3}(?:curl|wget)\b/,
    requires: /\b(?:curl|wget)\b[^|]{0,160}\|\s{0,3}(?:ba|z|)sh\b/,
    reason: 'downloads and runs a script detached in the background, out of sight',
  },
  {
    id: 'exec-spawn',
    category: 'execution',
    severity: 'low',
    pattern: /\bsubprocess\.(?:call|run|Popen|check_output|check_call)\(.{0,160}shell\s{0,2}=\s{0,2}True|\bos\.system\s{0,2}\(|\bos\.popen\s{0,2}\(|\brequire\(\s{0,2}["'](?:node:|)child_process["']\s{0,2}\)|\bfrom\s{1,3}["'](?:node:|)child_process["']|(?<![.\w])eval\s{0,2}\(|\bnew\s{1,3}Function\s{0,2}\(/,
    reason: 'runs a shell command or evaluates a string as code',
  },
  {
    id: 'exec-eval-input',
    category: 'execution',
    severity: 'high',
    shown: 'medium',
    pattern: /\b(?:eval|exec)\s{0,2}\(\s{0,2}(?:input\(|sys\.argv|request\.(?:args|form|json|data|GET|POST|body|query)|req\.(?:body|query|params)|process\.argv|os\.environ)/,
    reason: 'evaluates input from outside as code',
  },
  {
    id: 'exec-agent-unsandboxed',
    category: 'execution',
    severity: 'medium',
    shown: 'low',
    pattern: /--dangerously-skip-permissions\b|--dangerously-bypass-approvals-and-sandbox\b|--yolo\b|--trust-all-tools\b|\bauto[_-]?approve["']?\s{0,2}[:=]\s{0,2}["']?true\b|"defaultMode"\s{0,2}:\s{0,2}"bypassPermissions"/,
    reason: 'runs an agent with approvals or its sandbox switched off',
  },
  {
    id: 'exec-lolbin',
    category: 'execution',
    severity: 'high',
    shown: 'medium',
    pattern: /\b(?:certutil(?:\.exe|)\s.{0,40}-urlcache\s.{0,40}-f|mshta(?:\.exe|)\s{1,3}(?:https?|vbscript|javascript):|regsvr32(?:\.exe|)\s.{0,40}\/i:https?:|rundll32(?:\.exe|)\s.{0,60}javascript:|bitsadmin(?:\.exe|)\s.{0,40}\/transfer)\b/i,
    reason: 'a Windows system binary abused to download or run code',
  },

  // ───────────── path-traversal: reaching outside the skill ─────────────
  {
    id: 'path-shadow-file',
    category: 'path-traversal',
    severity: 'high',
    shown: 'medium',
    pattern: /\/etc\/(?:shadow|gshadow|master\.passwd)\b|\\config\\(?:SAM|SECURITY)\b/,
    reason: 'reads the system password-hash store',
  },
  {
    id: 'path-etc-passwd',
    category: 'path-traversal',
    severity: 'low',
    pattern: /\/etc\/passwd\b/,
    reason: 'reads the system user list (the classic traversal probe)',
  },
  {
    id: 'path-deep-traversal',
    category: 'path-traversal',
    severity: 'high',
    shown: 'medium',
    code: 'medium',
    pattern: /(?:\.\.[/\\]){3}[^\s"'`]{0,60}(?:etc[/\\](?:passwd|shadow|hosts)|\.ssh|root[/\\]|windows[/\\]win\.ini|boot\.ini|proc[/\\]self)/i,
    reason: 'climbs out of the working folder to reach system files',
  },
  {
    id: 'path-encoded-traversal',
    category: 'path-traversal',
    severity: 'medium',
    shown: 'low',
    pattern: /(?:%2e%2e(?:%2f|%5c|\/|\\)|\.\.%2f|\.\.%5c|%252e%252e|\.\.%c0%af|%c0%ae%c0%ae)/i,
    reason: 'a URL-encoded ../, used to slip past path checks',
  },
  {
    id: 'path-proc-secrets',
    category: 'path-traversal',
    severity: 'medium',
    shown: 'low',
    pattern: /\/proc\/(?:self|\d{1,7}|\$\$|\$PID|\*)\/(?:environ|mem|maps)\b|\/proc\/kcore\b/,
    reason: 'reads another process\'s environment or memory',
  },
  {
    id: 'path-private-key-read',
    category: 'path-traversal',
    severity: 'high',
    shown: 'medium',
    code: 'medium',
    pattern: /\b(?:cat|less|more|head|tail|type|cp|scp|strings|base64|open|readFileSync|readFile|read_text|Get-Content)\b.{0,40}(?:~|\$HOME|\$\{HOME\}|\/root|\/home\/[a-z_]{1,20}|%USERPROFILE%)[/\\]\.ssh[/\\]id_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)/,
    reason: 'reads an SSH private key',
  },
  {
    id: 'path-cloud-credentials-read',
    category: 'path-traversal',
    severity: 'medium',
    shown: 'low',
    pattern: /\b(?:cat|less|more|head|tail|type|cp|scp|base64|open|readFileSync|readFile|read_text|Get-Content)\b.{0,40}(?:~|\$HOME|\$\{HOME\}|\/root)[/\\](?:\.aws[/\\]credentials|\.docker[/\\]config\.json|\.kube[/\\]config|\.git-credentials|\.netrc|\.pgpass|\.npmrc|\.pypirc|\.config[/\\]gcloud[/\\](?:credentials|application_default))/,
    reason: 'reads a cloud or registry credential file',
  },
  {
    id: 'path-symlink-escape',
    category: 'path-traversal',
    severity: 'medium',
    shown: 'low',
    pattern: /\bln\s{1,3}-[a-z]{0,3}s[a-z]{0,3}\s{1,3}(?:\/|~\/|\$HOME\/)(?:etc|root|\.ssh|home|var)?[^\s]{0,60}\s{1,3}(?:\.\/|)(?:references|scripts|assets|templates)\//,
    reason: 'links a system path into a skill folder so reads escape it',
  },

  // ───────────── crypto-mining ─────────────
  {
    id: 'mine-stratum',
    category: 'crypto-mining',
    severity: 'critical',
    shown: 'high',
    pattern: /\bstratum(?:\+|1\+|2\+)(?:tcp|ssl|tls):\/\//i,
    // The scheme with no pool after it (`"stratum+tcp://" ascii` in a YARA rule, a `grep` for it) names
    // what to look for; anything that could join a host onto it keeps it critical.
    confirm: (_m, line) => (everySchemeBare(line) ? 'medium' : true),
    reason: 'a mining-pool protocol URL',
  },
  {
    id: 'mine-miner',
    category: 'crypto-mining',
    // Naming a miner in prose (a detector, an incident report) is not running one; a command is.
    severity: 'medium',
    code: 'critical',
    shown: 'low',
    confirm: (_m, line) => (/\b(?:grep|pgrep|pkill|killall|kill|ps|lsof|ss|netstat|find|locate|rm|yara|clamscan|rkhunter|chkrootkit)\b|\bcase\b|=~|\bin\s{0,2}\[|["'][^"']{0,40}\|[^"']{0,40}["']/.test(line) ? 'low' : true),
    pattern: /\b(?:xmrig|xmr-stak|cpuminer|minerd|cgminer|bfgminer|ethminer|nbminer|phoenixminer|lolminer|gminer|srbminer|teamredminer|nanominer)\b|--donate-level\b|--cpu-max-threads-hint\b|\s-a\s{1,3}(?:rx\/0|cryptonight|randomx|kawpow)\b|--coin\s{1,3}(?:monero|xmr)\b/i,
    reason: 'a cryptocurrency miner or its command-line flags',
  },
  {
    id: 'mine-pool-host',
    category: 'crypto-mining',
    severity: 'critical',
    shown: 'high',
    pattern: /\b(?:pool\.minexmr\.com|supportxmr\.com|xmrpool\.eu|nanopool\.org|moneroocean\.stream|2miners\.com|f2pool\.com|hashvault\.pro|minergate\.com|c3pool\.com|herominers\.com|unmineable\.com|nicehash\.com)\b/i,
    reason: 'a mining pool',
  },
  {
    id: 'mine-browser-miner',
    category: 'crypto-mining',
    severity: 'high',
    shown: 'medium',
    pattern: /\b(?:coinhive|coin-hive|coinimp|cryptoloot|webminepool|crypto-loot|jsecoin)\b|\bCoinHive\.Anonymous\b/i,
    reason: 'an in-browser miner',
  },

  // ───────────── supply-chain: running or installing what nobody reviewed ─────────────
  {
    id: 'sc-docker-add-http',
    category: 'supply-chain',
    severity: 'high',
    shown: 'medium',
    // Plain http: anyone on the path can swap the file baked into the image.
    pattern: /^\s{0,8}ADD\s{1,3}[^\n]{0,60}\bhttp:\/\/(?!localhost|127\.)/m,
    reason: 'a Dockerfile ADD of a file over plain http: whoever is on the network path chooses what goes into the image',
  },
  {
    id: 'sc-package-index-http',
    category: 'supply-chain',
    severity: 'critical',
    shown: 'medium',
    // A package index (pip, npm, gem, cargo) over plain http on a public host: every install is code
    // that host, or anyone on the path, chooses. Private addresses, single-label and internal names
    // (a company mirror inside the network) are not public.
    pattern: /(?:--(?:extra-|)index-url|\b(?:extra-|)index-url\s{0,3}=|--registry|\bregistry\s{0,3}=|\bsource\s{1,3}["']|\bgem\s{1,3}sources\s{1,3}(?:-a|--add))\s{0,3}["']?http:\/\/(?!localhost\b|127\.|0\.0\.0\.0|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|\[|[\w-]{1,63}(?:[:/"'\s]|$)|[\w.-]{1,200}\.(?:internal|local|lan|corp|intranet|home|test|example|invalid)\b|(?:[\w.-]{0,200}\.|)example\.(?:com|org|net)\b)/m,
    reason: 'installs packages from an index over plain http on a public host: that host, or anyone on the network path, chooses the code every install runs',
  },
  {
    id: 'sc-curl-pipe-shell',
    category: 'supply-chain',
    severity: 'high',
    shown: 'medium',
    // Session 7: also what the shell evaluates or sources straight from the download (`eval "$(curl …)"`,
    // `source <(curl …)`, `. <(wget -qO- …)`): the same script run unseen.
    pattern: new RegExp(S`\b(?:curl|wget|fetch)\b.{0,200}${PIPE_SHELL}|\b(?:ba|z|)sh\s{1,3}(?:-c\s{1,3}["']?\$\(|<\(\s{0,2})\s{0,2}(?:curl|wget)\b|\b(?:eval|source)\s{1,3}["']?(?:\$\(|<\(|\x60)\s{0,2}(?:curl|wget)\b|(?:^|[;&|({]\s{0,3})\.\s{1,3}<\(\s{0,2}(?:curl|wget)\b`),
    // `curl ... | sh` with no address at all names the shape, it fetches nothing.
    // An integer or hex IPv4 address (`curl 758164778/x`) is a host too.
    confirm: (m, line) => (/https?:\/\/|\$\{?\w|\b[\w-]{1,63}\.[a-z]{2,12}\b|\b\d{8,10}\b|\b0x[0-9a-f]{8}\b/i.test(line) ? capOfficialInstaller(m, line) : 'medium'),
    reason: 'runs a script straight from the network without a chance to read it (an installer one-liner at best)',
  },
  {
    id: 'sc-curl-pipe-shell-insecure',
    category: 'supply-chain',
    severity: 'critical',
    shown: 'high',
    pattern: new RegExp(S`\b(?:curl|wget)\b[^|]{0,160}(?:http://(?!localhost|127\.0\.0\.1|0\.0\.0\.0)|https?://${PUBLIC_IP}|${DROP_HOSTS}|${CAPTURE_HOSTS})`, 'i'),
    requires: new RegExp(PIPE_SHELL),
    reason: 'pipes a script from plain http, a bare IP or a paste host into a shell: anyone on the path or the host owner decides what runs',
  },
  {
    id: 'sc-iex-download',
    category: 'supply-chain',
    severity: 'high',
    shown: 'medium',
    // `[scriptblock]::Create(… DownloadString …)` runs the download the way iex does (session 5).
    pattern: /\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadFile)\b.{0,200}\|\s{0,3}(?:iex|Invoke-Expression)\b|\b(?:iex|Invoke-Expression)\s{0,2}\(?\s{0,2}\(?\s{0,2}(?:New-Object\s{1,3}(?:System\.|)Net\.WebClient\s{0,2}\)?\s{0,2}\.DownloadString|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b|\[scriptblock\]::Create\s{0,2}\(.{0,120}\b(?:DownloadString|DownloadData|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b/i,
    confirm: capOfficialInstaller,
    reason: 'downloads a PowerShell script and runs it unread',
  },
  {
    id: 'sc-iex-download-insecure',
    category: 'supply-chain',
    severity: 'critical',
    shown: 'high',
    pattern: new RegExp(S`\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b.{0,40}(?:http://|https?://${PUBLIC_IP}|${DROP_HOSTS})`, 'i'),
    requires: /\b(?:iex|Invoke-Expression)\b|\[scriptblock\]::Create\b/i,
    reason: 'runs a PowerShell script from plain http, a bare IP or a paste host',
  },
  {
    id: 'sc-package-index-override',
    category: 'supply-chain',
    severity: 'high',
    shown: 'medium',
    pattern: /--(?:extra-)?index-url\s{0,3}=?\s{0,3}["']?http:\/\/|\bnpm\s{1,3}config\s{1,3}set\s{1,3}registry\s{1,3}http:\/\/|^\s{0,4}registry\s{0,2}=\s{0,2}http:\/\/|--trusted-host\s{1,3}(?!localhost|127\.)|\bpip[0-9.]{0,4}\s{1,3}install\b.{0,60}--extra-index-url\b/i,
    reason: 'installs packages from an unverified or extra index (dependency confusion, tampering in transit)',
  },
  {
    id: 'sc-install-from-url',
    category: 'supply-chain',
    severity: 'medium',
    shown: 'low',
    pattern: new RegExp(S`\b(?:pip[0-9.]{0,4}|uv\s{1,3}pip|npm|pnpm|yarn|gem|cargo)\s{1,3}(?:install|i|add)\b.{0,80}(?:https?://${PUBLIC_IP}|http://(?!localhost|127\.)|${DROP_HOSTS})`, 'i'),
    reason: 'installs a package from a bare IP, plain http or a paste host',
  },
  {
    id: 'sc-install-script-hook',
    category: 'supply-chain',
    severity: 'high',
    shown: 'medium',
    pattern: /"(?:pre|post)?install"\s{0,2}:\s{0,2}"[^"]{0,120}\b(?:curl|wget|node\s{1,3}-e|bash\s{1,3}-c|powershell|Invoke-WebRequest)\b/,
    reason: 'a package install hook that fetches or runs code',
  },
  {
    id: 'sc-unsigned-packages',
    category: 'supply-chain',
    severity: 'medium',
    shown: 'low',
    pattern: /--allow-unauthenticated\b|--force-yes\b|--nogpgcheck\b|\bgpgcheck\s{0,2}=\s{0,2}0\b|\[trusted=yes\]|--insecure-skip-tls-verify\b|--disable-content-trust\b|--no-verify-ssl\b/,
    reason: 'installs packages without checking their signatures',
  },
  {
    id: 'sc-git-clone-run',
    category: 'supply-chain',
    severity: 'medium',
    shown: 'low',
    pattern: /(?:&&|;)\s{0,3}(?:sudo\s{1,3}|)(?:(?:ba|z|)sh\s{1,3}|\.\/)[^\s]{0,60}\.sh\b/,
    requires: /\bgit\s{1,3}clone\b/,
    reason: 'clones a repository and runs its script in one step',
  },

  // ───────────── privilege-escalation ─────────────
  {
    id: 'priv-sudoers-write',
    category: 'privilege-escalation',
    severity: 'critical',
    shown: 'high',
    pattern: /(?:>>|>|\btee\s{1,3}-a|\btee)\s{0,3}["']?\/etc\/sudoers(?:\.d\/[^\s"']{1,60}|)["']?|\bNOPASSWD\s{0,2}:\s{0,2}ALL\b.{0,60}(?:>>|\btee)|\becho\s.{0,80}\bNOPASSWD\b.{0,80}(?:>>|\|\s{0,3}(?:sudo\s{1,3}|)tee)/,
    reason: 'grants password-less root through sudoers',
  },
  {
    id: 'priv-nopasswd',
    category: 'privilege-escalation',
    severity: 'high',
    shown: 'medium',
    code: 'medium',
    pattern: /\bALL\s{0,3}=\s{0,3}\(\s{0,2}ALL(?::ALL|)\s{0,2}\)\s{0,3}NOPASSWD\s{0,2}:\s{0,2}ALL\b/,
    reason: 'a sudoers line that grants password-less root for everything',
  },
  {
    id: 'priv-passwd-write',
    category: 'privilege-escalation',
    severity: 'critical',
    shown: 'high',
    pattern: /(?:>>|\btee\s{1,3}-a)\s{0,3}\/etc\/(?:passwd|shadow|group)\b|\buseradd\b.{0,60}\s-o\b.{0,30}\s-u\s{0,2}0\b|\buseradd\b.{0,30}\s-u\s{0,2}0\s.{0,30}-o\b|\busermod\b.{0,40}-u\s{0,2}0\b/,
    reason: 'adds or edits a root-level account directly',
  },
  {
    id: 'priv-setuid-shell',
    category: 'privilege-escalation',
    severity: 'critical',
    shown: 'high',
    pattern: /\bchmod\s{1,3}(?:u\+s|\+s|[4-7][0-7]{3})\s{1,3}[^\s]{0,40}\/(?:bash|sh|dash|zsh|python[0-9.]{0,4}|perl|find|vim|less|nmap|env|cp)\b|\bsetcap\b.{0,40}cap_setuid/,
    reason: 'sets the setuid bit on a shell or interpreter: a root shell for anyone',
  },
  {
    id: 'priv-setuid',
    category: 'privilege-escalation',
    severity: 'medium',
    shown: 'low',
    pattern: /\bchmod\s{1,3}(?:[ugoa]{0,3}\+s|[2467][0-7]{3})\s/,
    reason: 'sets a setuid/setgid bit',
  },
  {
    id: 'priv-root-shell',
    category: 'privilege-escalation',
    severity: 'medium',
    shown: 'low',
    pattern: /\bsudo\s{1,3}(?:su\b(?:\s{1,3}-|\s|$)|-i\b|-s\b(?:\s|$)|(?:\/bin\/|)(?:ba|z|)sh\b(?:\s|$))|\bpkexec\s{1,3}(?:\/bin\/|)(?:ba|z|)sh\b|\bsu\s{1,3}-\s{0,3}root\b/,
    reason: 'opens a root shell',
  },
  {
    id: 'priv-container-escape',
    category: 'privilege-escalation',
    severity: 'high',
    shown: 'medium',
    code: 'medium',
    pattern: /\bnsenter\s.{0,40}(?:-t\s{0,3}1\b|--target\s{1,3}1\b)|\bdocker\s{1,3}run\b.{0,120}-v\s{0,3}\/:\/[a-z]{1,10}\b.{0,60}\bchroot\b|\bchroot\s{1,3}\/host\b/,
    reason: 'escapes a container into the host',
  },
  {
    id: 'priv-security-off',
    category: 'privilege-escalation',
    severity: 'high',
    shown: 'medium',
    pattern: /\bsetenforce\s{1,3}0\b|\bSELINUX\s{0,2}=\s{0,2}disabled\b|\bsystemctl\s{1,3}(?:stop|disable|mask)\s{1,3}(?:apparmor|auditd|falcon-sensor|osqueryd|crowdstrike)\b|\bSet-MpPreference\b.{0,40}-Disable[A-Za-z]{0,40}\s{1,3}\$?true|\b(?:Add|Set)-MpPreference\b.{0,40}-Exclusion(?:Path|Process)\s{1,3}["']?(?:\$env:(?:USERPROFILE|SystemDrive|HOMEDRIVE|HOMEPATH|TEMP|TMP|APPDATA|LOCALAPPDATA)\b["']?(?:\s|$)|\$HOME\b["']?(?:\s|$)|~["']?(?:\s|$)|[A-Za-z]:\\{0,2}["']?(?:\s|$))|\bcsrutil\s{1,3}disable\b|\bspctl\s{1,3}--master-disable\b/i,
    reason: 'turns off an OS security control (SELinux, AppArmor, Defender, SIP, Gatekeeper)',
  },
  {
    id: 'priv-uac-bypass',
    category: 'privilege-escalation',
    severity: 'high',
    shown: 'medium',
    pattern: /\b(?:fodhelper|computerdefaults|sdclt|eventvwr)(?:\.exe|)\b.{0,80}(?:ms-settings|mscfile|Shell\\Open\\command)|ms-settings\\{1,2}Shell\\{1,2}Open\\{1,2}command/i,
    reason: 'a known Windows UAC bypass',
  },

  // ───────────── credential-exposure: secrets in the text itself ─────────────
  {
    id: 'cred-private-key',
    category: 'credential-exposure',
    severity: 'critical',
    wholeText: true,
    pattern: /-----BEGIN (?:RSA |DSA |EC |OPENSSH |ENCRYPTED |PGP |)PRIVATE KEY(?: BLOCK|)-----[ \t]{0,4}\r?\n[ \t]{0,8}[A-Za-z0-9+/=]{56}/,
    confirm: (m) => looksReal(m.slice(m.lastIndexOf('\n') + 1).trim()),
    reason: 'a private key with its key material: anyone who reads the skill holds the key',
  },
  {
    id: 'cred-private-key-header',
    category: 'credential-exposure',
    severity: 'medium',
    shown: 'low',
    pattern: /-----BEGIN (?:RSA |DSA |EC |OPENSSH |ENCRYPTED |PGP |)PRIVATE KEY(?: BLOCK|)-----/,
    reason: 'a private-key header (no key material on the next line: a format example)',
  },
  {
    id: 'cred-aws-access-key',
    category: 'credential-exposure',
    severity: 'critical',
    pattern: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b/,
    confirm: (m) => looksReal(m),
    reason: 'an AWS access key id',
  },
  {
    id: 'cred-aws-secret-key',
    category: 'credential-exposure',
    severity: 'critical',
    pattern: /\baws_?secret_?access_?key\b["']?\s{0,3}[:=]\s{0,3}["']?[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])/i,
    confirm: (m) => looksRandom(m.slice(-40)),
    reason: 'an AWS secret access key',
  },
  {
    id: 'cred-forge-token',
    category: 'credential-exposure',
    severity: 'critical',
    pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b|\bgithub_pat_[A-Za-z0-9_]{60,90}|\bglpat-[A-Za-z0-9_-]{20}\b|\bnpm_[A-Za-z0-9]{36}\b|\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,200}|\bhf_[A-Za-z]{34}\b/,
    confirm: (m) => looksReal(m) && (/^hf_/.test(m) || looksRandom(m)),
    reason: 'a GitHub / GitLab / npm / PyPI / Hugging Face token',
  },
  {
    id: 'cred-ai-api-key',
    category: 'credential-exposure',
    severity: 'critical',
    pattern: /\bsk-(?:proj-|ant-api\d\d-|ant-|or-v1-|)[A-Za-z0-9_-]{32,120}/,
    confirm: (m) => looksRandom(m),
    reason: 'an OpenAI / Anthropic / OpenRouter API key',
  },
  {
    id: 'cred-saas-token',
    category: 'credential-exposure',
    severity: 'critical',
    pattern: /\bxox[baprse]-[0-9]{8,13}-[0-9A-Za-z-]{8,60}|hooks\.slack\.com\/services\/T[A-Z0-9]{8,12}\/B[A-Z0-9]{8,12}\/[A-Za-z0-9]{24}|\b(?:sk|rk)_live_[0-9a-zA-Z]{24,99}/,
    confirm: (m) => looksReal(m),
    reason: 'a Slack token / webhook or a live Stripe key',
  },
  {
    id: 'cred-google-api-key',
    category: 'credential-exposure',
    severity: 'high',
    pattern: /\bAIza[0-9A-Za-z_-]{35}\b/,
    confirm: (m) => looksRandom(m),
    reason: 'a Google API key',
  },
  {
    id: 'cred-hardcoded-secret',
    category: 'credential-exposure',
    severity: 'medium',
    shown: 'low',
    pattern: /\b(?:password|passwd|pwd|secret|client_secret|api[_-]?key|access[_-]?token|auth[_-]?token|private[_-]?key)["']?\s{0,3}[:=]\s{0,3}["'][^"'\s]{12,80}["']/i,
    confirm: (m) => looksRandom(m.slice(m.search(/["'][^"']{12,80}["']$/) + 1, -1)),
    reason: 'a secret-looking value assigned in the text',
  },
  {
    id: 'cred-url-password',
    category: 'credential-exposure',
    severity: 'low',
    pattern: /\b(?:postgres(?:ql|)|mysql|mongodb(?:\+srv|)|redis|amqps?|mssql):\/\/[^:\s/@]{1,64}:[^@\s/]{3,64}@(?!localhost|127\.|db\b|postgres\b|mysql\b|redis\b|host\b)/,
    reason: 'a database URL with an inline password',
  },
  {
    id: 'cred-print-secret',
    category: 'credential-exposure',
    severity: 'medium',
    shown: 'low',
    code: 'low',
    pattern: new RegExp(S`\b(?:echo|printf|print|console\.log|Write-Host|cat)\b\s{0,2}\(?["']?${SECRET_VAR}`),
    reason: 'prints a secret to the terminal, where it lands in the transcript',
  },
  {
    id: 'cred-disclose-instruction',
    category: 'credential-exposure',
    severity: 'high',
    shown: 'medium',
    code: 'low',
    pattern: /\b(?:include|paste|put|embed|print|echo|output|show)\b.{0,30}\b(?:api keys?|passwords?|access tokens?|secret keys?|credentials|private keys?|\.env (?:file|contents))\b/i,
    requires: /\b(?:in|into|to)\s{1,3}(?:the\s|your\s|)(?:response|output|answer|reply|chat|conversation|commit message|public)\b/i,
    // "Never include passwords in your answer" forbids it: the negation sits directly on the matched verb.
    // "with the API keys masked": the keys are taken out before the send (g7b; main refused the digest).
    confirm: (m, line) => !NEGATED_VERB.test(line.slice(Math.max(0, line.indexOf(m) - 20), Math.max(0, line.indexOf(m)))) && !/^[^\n]{0,24}?\s(?:masked|redacted|removed|stripped|scrubbed|censored|obfuscated|elided)\b/i.test(line.slice(line.indexOf(m) + m.length)),
    reason: 'tells the agent to put secrets into its output',
  },

  // ───────────── invisible-unicode: text a human cannot see ─────────────
  {
    id: 'uni-mixed-script-host',
    category: 'invisible-unicode',
    severity: 'critical',
    // A host name whose label mixes Latin letters with Cyrillic, Greek or Armenian ones reads as a
    // known host and resolves to another (a homograph): no real service is named that way.
    pattern: /(?:https?|wss?|ftp):\/\/[^\s\/"'<>]{0,80}(?:[a-z0-9][\u0370-\u03ff\u0400-\u04ff\u0530-\u058f]|[\u0370-\u03ff\u0400-\u04ff\u0530-\u058f][a-z0-9])/iu,
    reason: 'a URL whose host mixes Latin letters with look-alike letters of another script: it points somewhere other than the host it reads as',
  },
  {
    id: 'uni-bidi-control',
    category: 'invisible-unicode',
    severity: 'critical',
    pattern: /[\u202a-\u202e\u2066-\u2069]/,
    reason: 'a bidirectional override: what a human reads differs from what the model and the shell get (Trojan Source)',
  },
  {
    id: 'uni-tag-characters',
    category: 'invisible-unicode',
    severity: 'critical',
    pattern: /[\u{E0000}-\u{E007F}]/u,
    confirm: notFlagTags,
    reason: 'Unicode tag characters: invisible ASCII smuggled to the model',
  },
  {
    id: 'uni-zero-width-run',
    category: 'invisible-unicode',
    severity: 'critical',
    pattern: /[\u200b\u200c\u200d\u2060-\u2064\u180e\ufeff][\u200b\u200c\u200d\u2060-\u2064\u180e\ufeff][\u200b\u200c\u200d\u2060-\u2064\u180e\ufeff]/,
    reason: 'a run of zero-width characters: a hidden payload encoded in invisible bits',
  },
  {
    id: 'uni-zero-width',
    category: 'invisible-unicode',
    severity: 'high',
    pattern: /[\u200b\u200c\u2060-\u2064\u180e\ufeff]/,
    reason: 'a zero-width character: splits words so filters miss them, invisible to a reviewer',
  },
  {
    id: 'uni-stray-zwj',
    category: 'invisible-unicode',
    severity: 'medium',
    pattern: /(?:^|[\u0000-\u00ff])\u200d|\u200d(?:$|[\u0000-\u00ff])/,
    reason: 'a zero-width joiner next to plain text (outside an emoji sequence)',
  },
  {
    id: 'uni-variation-selector-smuggling',
    category: 'invisible-unicode',
    severity: 'critical',
    pattern: /[\u{E0100}-\u{E01EF}][\u{E0100}-\u{E01EF}]|[\ufe00-\ufe0f][\ufe00-\ufe0f][\ufe00-\ufe0f]/u,
    reason: 'a run of variation selectors: bytes hidden behind one visible character',
  },
  {
    id: 'uni-invisible-filler',
    category: 'invisible-unicode',
    severity: 'high',
    pattern: /[\u115f\u1160\u3164\uffa0\u2800\u034f\u17b4\u17b5]/,
    reason: 'a blank-looking filler character, used to build invisible identifiers and text',
  },
  {
    id: 'uni-control-chars',
    category: 'invisible-unicode',
    severity: 'medium',
    pattern: /[\u0001-\u0008\u000b\u000c\u000e-\u001a\u001c-\u001f\u007f\u2028\u2029\u0085]/,
    reason: 'a control character or Unicode line separator in text (one line for a human, two for a parser)',
  },
  {
    id: 'uni-ansi-escape',
    category: 'invisible-unicode',
    severity: 'high',
    pattern: /\u001b\[[0-9;]{0,12}[A-Za-z]|\u001b\][0-9]{1,3};/,
    reason: 'a raw terminal escape sequence: can hide or rewrite text when shown in a terminal',
  },
  ...FAMILY_RULES,
]
