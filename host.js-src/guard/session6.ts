/**
 * Session 6: checks that read the whole document (docs/guard.md, "Session 6"). Each is a class of attack
 * judged by structure the author cannot fake cheaply, not by one sample's wording.
 *
 * Imports: types and leaf modules only (typosquat.ts). doc-rules.ts spreads SESSION6_DOC_RULES into its
 * table, and scan.ts calls the checks; importing either back would be a cycle.
 */
import type { DocRule } from './doc-rules.ts'
import { officialInstaller } from './installers.ts'
import type { Unit } from './normalize.ts'
import { installedNames, NearNameIndex } from './typosquat.ts'

// ─── a package installed under a name one letter from the module the document imports ─────────────

/**
 * Pairs whose install name and import name really are one edit apart (both exist and are the same
 * project, or a common old/new pair): `pip install attrs` gives `import attr`.
 */
const REAL_NEAR_PAIRS = new Set(['attrs attr', 'pypdf pypdf2', 'pypdf2 pypdf', 'psycopg psycopg2', 'psycopg2 psycopg', 'boto boto3', 'boto3 boto', 'pyqt5 pyqt6', 'pyqt6 pyqt5', 'markdown markdown2', 'markdown2 markdown', 'pymongo bson', 'jinja jinja2', 'jinja2 jinja', 'docopt docopt-ng', 'toml tomli', 'tomli toml', 'mysql mysql2', 'mysql2 mysql', 'pyjwt jwt', 'ruamel-yaml ruamel', 'redis rediss'])

/** Module names a document's code imports (Python `import` / `from … import`, JS `require` / `import … from`). */
const PY_IMPORT = /^[ \t]{0,12}(?:from[ \t]{1,4}([A-Za-z_][\w]{0,60})[\w.]{0,80}[ \t]{1,4}import\b|import[ \t]{1,4}([A-Za-z_][\w]{0,60}(?:[ \t]{0,2},[ \t]{0,2}[A-Za-z_][\w]{0,60}){0,8}))/gm
const JS_IMPORT = /\brequire\(\s{0,2}["'](@?[\w.-]{1,80}(?:\/[\w.-]{1,80})?)["']\s{0,2}\)|\bfrom\s{1,3}["'](@?[\w.-]{1,80}(?:\/[\w.-]{1,80})?)["']|^\s{0,12}import\s{1,3}["'](@?[\w.-]{1,80}(?:\/[\w.-]{1,80})?)["']|\bimport\(\s{0,2}["'](@?[\w.-]{1,80}(?:\/[\w.-]{1,80})?)["']\s{0,2}\)/gm

/** How a registry compares names: case and the separators `-` `_` `.` do not count. */
const norm = (n: string) => n.toLowerCase().replace(/[-_.]/g, '-')

function importedModules(text: string): Set<string> {
  const out = new Set<string>()
  for (const m of text.matchAll(PY_IMPORT)) {
    if (m[1]) out.add(norm(m[1]))
    else for (const part of m[2]!.split(',')) out.add(norm(part.trim()))
  }
  for (const m of text.matchAll(JS_IMPORT)) {
    const spec = (m[1] ?? m[2] ?? m[3] ?? m[4])!
    if (spec.startsWith('.')) continue
    // A package's subpath (`lodash/fp`) is the package; a scope keeps its name (`@scope/pkg`).
    out.add(norm(spec.startsWith('@') ? spec : spec.split('/')[0]!))
  }
  return out
}

/** Only names this long are compared: short ones are one edit from too many others. */
const MIN_NAME = 5

export interface NearInstall {
  line: number
  installed: string
  imported: string
}

/**
 * Installs whose package name is one edit from a module the same document imports, and which the
 * document never imports under its own name (`pip install reqeusts` above `import requests`). The code
 * shows which package the author means; the install fetches another one, whose own code runs at
 * install time. That is a typosquat whether or not the real name is on typosquat.ts's popular list.
 */
export function installsNearImports(units: readonly Unit[], body: string): NearInstall[] {
  if (!/\binstall\b|\badd\b|\bnpx\b/.test(body) || !/\bimport\b|\brequire\(/.test(body)) return []
  const imported = importedModules(body)
  if (!imported.size) return []
  let index: NearNameIndex | undefined
  const out: NearInstall[] = []
  const seen = new Set<string>()
  for (const u of units) {
    if (u.kind !== 'command' && u.kind !== 'sentence') continue
    if (!/\b(?:pip3?|pipx|uv|poetry|npm|pnpm|yarn|bun|npx|conda|mamba)\b/.test(u.text)) continue
    for (const raw of installedNames(u.text)) {
      const name = norm(raw.replace(/\[.{0,40}\]$/, ''))
      if (name.length < MIN_NAME || imported.has(name) || seen.has(name)) continue
      index ??= new NearNameIndex(imported, MIN_NAME)
      const mod = index.firstNear(name, (m) => nearImportCounts(name, m))
      if (mod !== undefined) {
        seen.add(name)
        out.push({ line: u.line, installed: raw, imported: mod })
      }
    }
  }
  return out
}

/** An install `name` one edit from the import `mod` counts unless the pair is a real one or differs only by a separator. */
export function nearImportCounts(name: string, mod: string): boolean {
  return !REAL_NEAR_PAIRS.has(`${name} ${mod}`) && name.replace(/-/g, '') !== mod.replace(/-/g, '')
}

// ─── a package source moved to a host that imitates a registry, or trusted without TLS ─────────────

/** Where a package manager is told to fetch from: an index, a registry, a proxy, a gem source, a channel. */
const SOURCE_SETTING = /(?:--(?:extra-|)index-url|\b(?:global\.|install\.|)(?:extra-|)index-url|\bPIP_(?:EXTRA_|)INDEX_URL|\bUV_(?:EXTRA_|DEFAULT_|)INDEX(?:_URL|)|\bindex_url|--registry|\bnpm_config_registry|\bNPM_CONFIG_REGISTRY|\bnpmRegistryServer|(?:^|[\s"'@:/])registry|\bGOPROXY|\bgem\s{1,3}sources\s{1,3}(?:-a|--add)|^\s{0,8}source|\bbundle\s{1,3}config\s{1,3}(?:set\s{1,3}|)mirror\.[\w.:/-]{1,80}|\bregistry-mirrors|\bchannels?\b|\s-c)["']?[\s=:\[]{1,4}["']?(?:direct,|sparse\+|git\+|)https?:\/\/(?:[^\s/@"']{1,100}@|)([\w.-]{1,200})|\bsource\s{0,3}=\s{0,3}"([\w-]{1,63}\.[\w.-]{1,200})\/[\w-]{1,64}\/[\w-]{1,64}"/gim

const CONDA_LINE = /\b(?:conda|mamba|micromamba|pixi)\b/
/** The line of `text` around index `at`. */
function lineAround(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at) + 1
  const end = text.indexOf('\n', at)
  return text.slice(start, end < 0 ? text.length : end)
}

/** Registries and the public mirrors people set on purpose, by registrable domain (the name someone bought). */
const KNOWN_SOURCE_DOMAINS = new Set([
  'pypi.org', 'pythonhosted.org', 'npmjs.org', 'npmjs.com', 'yarnpkg.com', 'golang.org', 'golang.google.cn', 'goproxy.cn', 'goproxy.io', 'rubygems.org', 'ruby-china.com',
  'crates.io', 'rsproxy.cn', 'packagist.org', 'nuget.org', 'anaconda.org', 'anaconda.com', 'conda.io', 'pytorch.org', 'nvidia.com', 'pyg.org', 'googleapis.com', 'pkg.dev',
  'tsinghua.edu.cn', 'ustc.edu.cn', 'sjtu.edu.cn', 'sjtug.org', 'bfsu.edu.cn', 'nju.edu.cn', 'zju.edu.cn', 'hust.edu.cn', 'aliyun.com', 'aliyuncs.com', 'tencent.com', 'tencentyun.com',
  'huaweicloud.com', 'myhuaweicloud.com', 'douban.com', 'doubanio.com', 'npmmirror.com', 'taobao.org', '163.com', 'baidu.com', 'volces.com', 'github.com', 'github.io',
  'githubusercontent.com', 'gitlab.com', 'jfrog.io', 'azure.com', 'visualstudio.com', 'amazonaws.com', 'cloudsmith.io', 'fury.io', 'gemfury.com', 'docker.io', 'docker.com',
  'vllm.ai', 'flashinfer.ai', 'huggingface.co', 'terraform.io', 'hashicorp.com', 'opentofu.org', 'conda-forge.org', 'prefix.dev', 'jsdelivr.net', 'unpkg.com',
  // Session 7 (g7b, red team of g7): the Go proxy for mainland China.
  'golang.com.cn',
])
/**
 * A university mirror (`mirrors.cernet.edu.cn`, `mirrors.pku.edu.cn`): only universities get a name under
 * edu.cn or .edu, and their mirror hosts carry the label (red team r7-27).
 */
const UNIVERSITY_MIRROR = /^mirrors?\d{0,2}\.[\w.-]{1,120}\.edu(?:\.cn|)$/
/**
 * The endpoints a package-hosting provider serves per format (`npm.cloudsmith.io`, `pypi.fury.io`): the
 * provider's own labels, not a tenant dressed as a registry (red team r7-26); tenants sit in the path there.
 */
const PROVIDER_ENDPOINT = /^(?:npm|pypi|python|maven|cargo|docker|dl|nuget|go|helm|composer|rpm|deb|raw|conda|gems|rubygems|push|repo)\.(?:cloudsmith\.io|fury\.io)$/
/**
 * Names of registries and well-known mirrors. In any label of a host whose registrable domain is none of
 * the above, the host is dressed as one (`registry.npmjs-verified.org`, `pypi.tsinghua-edu.cn.x.net`).
 * The generic words (pypi, npm) count only in the registrable label itself: `pypi.mycorp.com` is a
 * company's own mirror, `pypi-mirror.org` claims to be PyPI's.
 */
const BRANDS = /npmjs|pythonhosted|yarnpkg|rubygems|golang|packagist|nuget|anaconda|pytorch|tsinghua|aliyun|ustc|douban|huaweicloud|npmmirror|taobao|tencent|crates|rustup|rsproxy|conda-forge|jfrog|terraform|hashicorp|opentofu/
const GENERIC_BRANDS = /pypi|npm|pip|gems|goproxy|cargo|maven/
/** Trust lowered for a source: TLS not checked, a host trusted as is, the checksum database off. */
const TRUST_OFF = /--trusted-host|\btrusted-host|\btrusted_host|\bstrict-ssl\s{0,3}(?:=|\s)\s{0,3}false|\bstrictSsl\b[^\n]{0,6}false|--insecure\b|\bGOINSECURE\b|\bGONOSUMDB\b|\bGONOSUMCHECK\b|\bGOSUMDB\s{0,2}=\s{0,2}["']?off|\bGOFLAGS\s{0,2}=[^\n]{0,40}-insecure|\bssl_verify\s{0,3}[:=]\s{0,3}false|\bsslverify\s{0,3}=\s{0,3}(?:false|0)|\bcert\s{0,3}=\s{0,3}false|--no-verify-ssl\b|\bverify_ssl\s{0,3}[:=]\s{0,3}false|NODE_TLS_REJECT_UNAUTHORIZED\s{0,2}=\s{0,2}["']?0/i
const NOT_PUBLIC = /^(?:localhost|[\d.]{7,15}|\[[\da-f:]{2,40}\])$|^[\w-]{1,63}$|\.(?:internal|local|lan|corp|intranet|home|test|example|invalid|localhost)$|(?:^|\.)(?:example|company|yourcompany|mycompany|acme)\.(?:com|org|net)$/i

/** The registrable domain of `host`: its last two labels, three under a country's `com.cn`, `edu.cn`, `co.uk` … */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.')
  const n = labels.length
  if (n >= 3 && /^[a-z]{2}$/.test(labels[n - 1]!) && /^(?:com|net|org|edu|gov|ac|co|or|ne|go)$/.test(labels[n - 2]!)) return labels.slice(-3).join('.')
  if (n >= 3 && labels.slice(-3).join('.') === 'golang.google.cn') return 'golang.google.cn'
  return labels.slice(-2).join('.')
}

/**
 * Domains where anyone can get a host of their own (pages, buckets, app hosting): the tenant's label, not
 * the provider's domain, is the name someone chose (red-team: `npmjs-registry.github.io` passed as github.io).
 */
const SHARED_HOSTING = /(?:^|\.)(?:github\.io|gitlab\.io|s3(?:[.-][\w.-]{1,60}|)\.amazonaws\.com|s3-website[.-][\w-]{1,30}\.amazonaws\.com|cloudfront\.net|pages\.dev|workers\.dev|netlify\.app|vercel\.app|herokuapp\.com|web\.app|firebaseapp\.com|azurewebsites\.net|blob\.core\.windows\.net|storage\.googleapis\.com|appspot\.com|onrender\.com|fly\.dev|glitch\.me|repl\.co|ngrok\.io|ngrok-free\.app|trycloudflare\.com|surge\.sh|jfrog\.io|cloudsmith\.io)$/

/** The tenant part of a shared-hosting host (`npmjs-registry` of `npmjs-registry.github.io`), or undefined. */
function tenantOf(h: string): string | undefined {
  const m = SHARED_HOSTING.exec(h)
  return m && m.index > 0 ? h.slice(0, m.index) : undefined
}

/** `host` is dressed as a registry or a known mirror that it is not. */
export function imitatesRegistry(host: string): boolean {
  const h = host.toLowerCase()
  if (NOT_PUBLIC.test(h) || PROVIDER_ENDPOINT.test(h) || UNIVERSITY_MIRROR.test(h)) return false
  const tenant = tenantOf(h)
  if (tenant !== undefined) return BRANDS.test(tenant) || GENERIC_BRANDS.test(tenant.split('.').pop()!)
  const domain = registrableDomain(h)
  if (KNOWN_SOURCE_DOMAINS.has(domain)) return false
  if (BRANDS.test(h)) return true
  const label = domain.split('.')[0]!
  return GENERIC_BRANDS.test(label)
}

/** What is wrong with each package source a unit sets: dressed as a registry, or on a public host with trust lowered. */
export function foreignSources(unit: string): { host: string; why: 'imitates' | 'trust-off' | 'unknown' }[] {
  const out: { host: string; why: 'imitates' | 'trust-off' | 'unknown' }[] = []
  SOURCE_SETTING.lastIndex = 0
  // Whole-unit and per-line facts are computed once (red team r7-01: a 20 KB line of `registry=URL`
  // re-ran TRUST_OFF over the unit, and CONDA_LINE over the line, once per match).
  let trustOff: boolean | undefined
  // Matches come in order, so the line last tested is kept with its end: a later match before that end is on it.
  let lineEnd = -1
  let lineConda = false
  const condaLine = (at: number): boolean => {
    if (at >= lineEnd) {
      const end = unit.indexOf('\n', at)
      lineEnd = end < 0 ? unit.length : end
      lineConda = CONDA_LINE.test(lineAround(unit, at))
    }
    return lineConda
  }
  for (const m of unit.matchAll(SOURCE_SETTING)) {
    const host = (m[1] ?? m[2])!.toLowerCase().replace(/\.$/, '')
    if (imitatesRegistry(host)) out.push({ host, why: 'imitates' })
    else if (!NOT_PUBLIC.test(host) && !KNOWN_SOURCE_DOMAINS.has(registrableDomain(host)) && !UNIVERSITY_MIRROR.test(host)) {
      if ((trustOff ??= TRUST_OFF.test(unit))) out.push({ host, why: 'trust-off' })
      // Session 7: any other public host is no registry this guard knows: every later install comes from
      // it, so it is withheld (a company index is a person's call). `-c` is a channel only for conda and
      // its kin (`wget -c URL` resumes a download).
      else if (!/^\s-c\b/.test(m[0]) || condaLine(m.index)) out.push({ host, why: 'unknown' })
    }
  }
  return out
}

// ─── credentials mounted into a container from a compose file or a pod spec ─────────────

/** A volume entry (`- ~/.aws:/root/.aws:ro`, `"~/.ssh:/keys"`, `hostPath: path: /home/u/.kube`) that mounts a credential folder. */
const CRED_MOUNT = /(?:^[ \t]{0,12}-[ \t]{1,3}|[\[,][ \t]{0,3}|\bpath:[ \t]{1,3}|\bsource:[ \t]{1,3})["']?(?:~|\$HOME|\$\{HOME\}|\/root|\/home\/[\w.-]{1,32}|\/Users\/[\w.-]{1,32}|\$\{?USERPROFILE\}?)[\\/]\.(?:aws|ssh|kube|gnupg|docker|config[\\/]gcloud|azure|netrc|npmrc|git-credentials|pypirc)\b/m
/** The vendors' own CLI images, run with the credentials their docs say to mount. */
const VENDOR_IMAGE = /^(?:amazon\/aws-cli|public\.ecr\.aws\/aws-cli\/aws-cli|google\/cloud-sdk|gcr\.io\/google\.com\/cloudsdktool\/[\w-]{1,40}|mcr\.microsoft\.com\/azure-cli|hashicorp\/terraform|bitnami\/kubectl|alpine\/git|localstack\/localstack)(?::[\w.-]{1,40}|)$/

/** Each `image:` of a compose or pod block is a vendor's CLI image (or the block builds its own). */
function onlyVendorImages(block: string): boolean {
  const images = [...block.matchAll(/^[ \t]{0,12}(?:-[ \t]{1,3}|)image:[ \t]{1,3}["']?([^\s"'#]{1,200})/gm)].map((m) => m[1]!)
  return images.length > 0 && images.every((i) => VENDOR_IMAGE.test(i))
}

/**
 * A vendor image's own job reads its mounted credentials where its tool looks for them; a command,
 * argument or script in the block that names a credential folder itself copies or sends it (`s3 sync
 * /root/.aws s3://…`; red-team of session 6). The volume entries themselves are not counted.
 */
function namesMountedCredentials(block: string): boolean {
  // Session 7 (g7b, red team r7-06): the folder is named where the container sees it too (`~/.aws:/data`,
  // then `s3 sync /data …`), or through a parent of it (`s3 cp /root/ …` over `/root/.aws`).
  const targets = [...block.matchAll(CRED_MOUNT_TARGET)].map((m) => m[1]!.replace(/\/+$/, ''))
  return block.split('\n').some((l) => !CRED_MOUNT_LINE.test(l) && (CRED_NAMED.test(l) || (targets.length > 0 && namesPathOrParent(l, targets))))
}
/** The container side of a volume entry that mounts a credential folder (`- ~/.aws:/data:ro` gives `/data`). */
const CRED_MOUNT_TARGET = /^[ \t]{0,12}-[ \t]{1,3}["']?[^\s"':]{0,80}[\\/]\.(?:aws|ssh|kube|gnupg|docker|azure|config[\\/]gcloud)\b[^\s"':]{0,40}:(\/[^\s"':]{0,120})/gm
/** An absolute path on `line` that is one of `targets` or a folder above one. */
function namesPathOrParent(line: string, targets: readonly string[]): boolean {
  for (const m of line.matchAll(/(?:^|["'\s[,=])(\/[^\s"',\]]{0,200})/g)) {
    const p = m[1]!.replace(/\/+$/, '')
    if (targets.some((t) => t === p || t.startsWith(p + '/'))) return true
  }
  return false
}
const CRED_MOUNT_LINE = /^[ \t]{0,12}(?:-[ \t]{1,3}["']?[^\s"':]{1,200}:|(?:-[ \t]{1,3}|)(?:path|source|target|mountPath|hostPath|volumes):)/
const CRED_NAMED = /[\\/]\.(?:aws|ssh|kube|gnupg|docker|config[\\/]gcloud|azure|netrc|npmrc|git-credentials|pypirc)\b|\bcredentials\b|\bid_(?:rsa|ed25519|ecdsa)\b/

// ─── a key appended from a placeholder, in a document that carries no key ─────────────

/** Public key material, or a place to fetch a key from. */
const KEY_MATERIAL = /(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d{3}|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com)\s{1,3}[A-Za-z0-9+/]{8}|AAAA[A-Za-z0-9+/]{40}/
/** A placeholder where the key goes: `<the user's key>`, `<用户贴出的公钥>`, `$PUBKEY` read from the user. */
const KEY_PLACEHOLDER = /["']<[^<>"'\n]{1,60}>["']|\$\{?(?:PUBKEY|PUB_KEY|PUBLIC_KEY|USER_KEY|KEY)\}?["']?\s{0,3}>>/

/**
 * `echo "<the user's public key>" >> ~deploy/.ssh/authorized_keys` with no key anywhere in the document
 * and no address at all to fetch one from: the key the agent writes can only be one the user gives it.
 * An attacker needs their own key in the text (or a URL to it) to plant it, and either keeps the finding.
 */
export function placeholderKeyOnly(line: string): boolean {
  return KEY_PLACEHOLDER.test(line) && !ROOT_KEYS.test(line)
}
/** root's own authorized_keys: a key there is a root login, whoever's key it is (red-team: kept). */
const ROOT_KEYS = /(?:\/root|~root)\/\.ssh\/authorized_keys|\bsudo\b[^\n|]{0,80}\btee\b[^\n]{0,40}\/root\//

/**
 * Anywhere a key could come from other than the user (red-team of session 6): a download or copy tool, a
 * URL, a host name with a public suffix or an IP address, a DNS lookup (a TXT record carries a key), a
 * raw socket, or a public-key file shipped beside the skill (`assets/ops.pub`; the user's own
 * `~/.ssh/id_*.pub` is theirs).
 */
const KEY_ELSEWHERE = new RegExp(
  [
    /\bcurl\b|\bwget\b|https?:\/\/|\bscp\b|\brsync\b|\bssh-copy-id\b[^\n]{0,80}-i\s|\b(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm|fetch|urlopen|requests\.get|httpx\.get)\b/.source,
    /\b(?:dig|nslookup|drill|kdig|Resolve-DnsName)\b|\bhost\s{1,3}-t\b|\b(?:nc|ncat|netcat|socat|telnet)\s|\/dev\/(?:tcp|udp)\//.source,
    /\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/.source,
    /\b[a-z0-9][a-z0-9.-]{0,200}\.(?:com|net|org|io|dev|xyz|cn|ru|co|me|ai|cloud|site|top|info|biz|us|uk|de|fr|jp|cc|tv|ws|link|online|store|tech|space|host|page|live|zone|icu|club|vip|pro|eu|su|tk|pw|onion)\b(?![\w-]{0,3}\.(?:md|txt|json|ya?ml|pub)\b)/.source,
    /(?<![~\w])(?:\.{1,2}\/|\$\{?(?:SKILL_DIR|SCRIPT_DIR|DIR|CLAUDE_SKILL_DIR)\}?\/|\b(?:assets|keys|files|resources|data|config|scripts)\/)[\w./-]{0,80}\.pub\b|\b(?!id_)[\w-]{1,40}\.pub\b/.source,
  ].join('|'),
  'i',
)

/** The document-wide half of placeholderKeyOnly: nowhere else a key could come from, and no key material anywhere (read once per document). */
export function carriesNoKey(body: string): boolean {
  if (KEY_MATERIAL.test(body) || KEY_SERVICE.test(body)) return false
  return !KEY_ELSEWHERE.test(withoutKeyNeutral(body))
}
/**
 * Services that publish anyone's keys (red team r7-08: "the public key of GitHub user X", `gh ssh-key list
 * --user X`): a placeholder next to one can be filled from it by the agent, not only by the user.
 */
const KEY_SERVICE = /\b(?:github|gitlab|launchpad|keybase|codeberg|bitbucket)\b|\bgh\s{1,3}(?:ssh-key|api|gpg-key)\b|\bssh-import-id\b/i
/** A login or an e-mail address with nothing after it (`ssh deploy@build01.acme.net`, "write to ops@acme.org."). */
const ADDRESS_ONLY = /(?<![\w/:@.-])[\w.+-]{1,64}@[\w.-]{1,200}(?=[.,;!?]{1,2}(?:\s|$)|[`)"'\]]|[ \t]{0,3}(?:\n|$))/g
/** Where `ssh-keygen … -f PATH` writes: the user's own new key pair (its `PATH.pub` is theirs). */
const KEYGEN_FILE = /\bssh-keygen\b[^\n`]{0,120}?\s-f\s{1,3}["']?([\w.~/$-]{1,120})/g
/**
 * The body without what names no key source (red team r7-19): a login `ssh user@host` or an e-mail address
 * with no command after it (a place to go, not a key to fetch), and the `.pub` of a key the document has the
 * user generate. Everything else KEY_ELSEWHERE reads is left as it was.
 */
function withoutKeyNeutral(body: string): string {
  let out = body.includes('@') ? body.replace(ADDRESS_ONLY, ' ') : body
  for (const m of body.matchAll(KEYGEN_FILE)) {
    const base = m[1]!.split('/').pop()!.replace(/\.pub$/, '')
    if (base.length >= 2) out = out.split(base + '.pub').join(' ')
  }
  return out
}

// ─── a permission wildcard named in prose, not written into a settings file ─────────────

/** A sentence that opens with an order to put something somewhere (EN, ZH), after a list marker or bold. */
const CONFIG_ORDER = /^\s{0,3}(?:[-*+]\s{1,3}|\d{1,2}[.)]\s{1,3}|)(?:\*{1,2}|)(?:please\s{1,3}|now\s{1,3}|then\s{1,3}|first\s{1,3}|next\s{1,3}|always\s{1,3}|just\s{1,3}|)(?:add|set|put|write|insert|append|prepend|use|enable|configure|change|update|edit|grant|allow|apply|turn on|switch|merge|paste|copy|replace|include|run|start|launch)\b|^\s{0,3}(?:[-*+]\s{1,3}|\d{1,2}[.)]\s{1,3}|)(?:\*{1,2}|)(?:请|先|然后|再|直接|)(?:(?:在|到|往|向|把|将)[^，。；`\n]{1,16}|)(?:添加|设置|设为|改为|写入|加入|配置|开启|启用|使用|合并|粘贴|替换|运行|执行)/i
const SPAN = /`[^`\n]{1,200}`/g
/**
 * The same order later in the sentence (red-team: CONFIG_ORDER only read the line's start): after a clause
 * ("To save time, add …"), after "you should / need to / can", or after please / then / just / and (EN, ZH).
 */
const ORDER_IN_SENTENCE = /(?:[,;:—–]\s{0,3}|\b(?:please|then|just|and|so|now|simply|you(?:'ll| will| should| must| need to| can| may| have to)|we(?:'ll| will| should| need to))\s{1,3})(?:also\s{1,3}|first\s{1,3}|always\s{1,3}|)(?:add|set|put|write|insert|append|prepend|enable|configure|grant|allow|apply|turn on|switch|merge|paste|copy|include)\b|[，；：]\s{0,2}(?:请|先|然后|再|直接|)(?:(?:在|到|往|向|把|将)[^，。；`\n]{1,16}|)(?:添加|设置|设为|改为|写入|加入|配置|开启|启用|合并|粘贴)|(?:请|然后|再|直接)(?:(?:在|到|往|向|把|将)[^，。；`\n]{1,16}|)(?:添加|设置|设为|改为|写入|加入|配置|开启|启用|合并|粘贴)/i

/**
 * A prose line that names an agent-permission wildcard only inside code spans and does not open with an
 * order (a list of settings to avoid, a table of risks): it names the setting, nothing writes it. A line
 * that orders it ("Add `"Bash(*)"` to allow"), a code block, or a settings file keeps the finding.
 */
export function wildcardNamedOnly(line: string, pattern: RegExp): boolean {
  const masked = line.replace(SPAN, (span) => '`' + '#'.repeat(span.length - 2) + '`')
  if (pattern.test(masked)) return false
  const spans = [...line.matchAll(SPAN)].filter((m) => pattern.test(m[0]))
  if (!spans.length) return false
  // Session 7 (g7b, red team r7-10 and r7-20): each wildcard is judged in its own clause. It is lowered
  // only when that clause warns about it or describes what it does (no, avoid, risky, any command …) and
  // orders nothing, or orders it under a negation ("Do not add"). An order elsewhere on the line ("…; add
  // the narrow rule instead") is about another object; a clause that requires it ("Make sure … contains",
  // "Required setting: …") has no warning and keeps the finding.
  return spans.every((m) => {
    const clause = clauseAround(masked, m.index!)
    return WILDCARD_WARNING.test(clause) && !orderedIn(clause)
  })
}
/** Where a clause ends: a sentence or semicolon, or a comma before so / but / then / and / which (EN, ZH). */
const CLAUSE_END = /[.!?;](?=\s|$)|[;；。！？，]|,(?=\s{0,3}(?:so|but|then|and|which|instead|otherwise)\b)/g
function clauseAround(text: string, at: number): string {
  let start = 0
  let end = text.length
  CLAUSE_END.lastIndex = 0
  for (const m of text.matchAll(CLAUSE_END)) {
    if (m.index! < at) start = m.index! + m[0].length
    else { end = m.index!; break }
  }
  return text.slice(start, end)
}
/** The clause warns about the setting or says what it does, rather than asking for it (EN, ZH). */
const WILDCARD_WARNING = /\b(?:not|never|don't|avoid|instead of|rather than|dangerous|risky|risk|unsafe|insecure|anything|everything|(?:any|every|all)\s{1,3}(?:command|tool|shell|action)s?|unprompted|too\s{1,3}broad|overly|warning|caution)\b|不要|别|禁止|避免|危险|风险|任何命令|所有命令/i
/** An order in the clause that is not under a negation (`Do not add …`, `Never enable …`). */
function orderedIn(clause: string): boolean {
  const c = clause.trimStart()
  return (CONFIG_ORDER.test(c) || ORDER_IN_SENTENCE.test(c)) && !NEGATED_ORDER.test(c)
}
const NEGATED_ORDER = /(?:^|\b)(?:do\s{1,3}not|don't|never|no\s{1,3}need\s{1,3}to|avoid|不要|别|禁止)\s{1,3}(?:\w{1,12}\s{1,3}|)(?:add|set|put|write|insert|append|prepend|use|enable|configure|grant|allow|apply|turn on|switch|merge|paste|copy|include)\b/i

// ─── a destination named after the machine or the user ─────────────

/** Hosts where a user keeps their own code or files: a URL naming `$USER` there is their own account. */
const OWN_PLACES = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org', 'gitee.com', 'sr.ht', 'azure.com', 'visualstudio.com', 'amazonaws.com', 'googleapis.com', 'huggingface.co', 'docker.io'])
const IDENTITY = /\$\(\s{0,2}(?:whoami|hostname|id\s{1,3}-un|uname\s{1,3}-n|logname)\s{0,2}\)|\$\{?(?:USER|USERNAME|HOSTNAME|LOGNAME)\}?|%(?:USERNAME|COMPUTERNAME)%|\$env:(?:USERNAME|COMPUTERNAME)/

/** The public hosts of URLs in `unit` whose own text names the machine or the user. */
export function identityTaggedHosts(unit: string): string[] {
  const out: string[] = []
  for (const m of unit.matchAll(/\bhttps?:\/\/(?:[^\s/@"']{1,100}@|)([\w.-]{1,200})/g)) {
    const host = m[1]!.toLowerCase()
    // The address itself, with its `$( … )` substitutions whole (they may hold quotes and spaces), not a body after it.
    if (!IDENTITY.test(urlToken(unit, m.index)) || NOT_PUBLIC.test(host) || OWN_PLACES.has(registrableDomain(host))) continue
    out.push(host)
  }
  return out
}

/** Code hosts a remote may point at (the user's own accounts live there), beside OWN_PLACES. */
const CODE_HOSTS = new Set([...OWN_PLACES, 'gitee.com', 'coding.net', 'gitea.com', 'gitea.io', 'sourceforge.net', 'launchpad.net', 'savannah.gnu.org', 'kernel.org', 'sourcehut.org', 'codecommit.amazonaws.com', 'dev.azure.com', 'jihulab.com', 'gitcode.com', 'gitcode.net', 'framagit.org', 'salsa.debian.org', 'gnome.org', 'freedesktop.org', 'heroku.com', 'cloudflare.com'])

const PUSH_REMOTE = /\bgit\s{1,3}remote\s{1,3}(?:add|set-url)\s{1,3}(?:--push\s{1,3}|)[\w.-]{1,40}\s{1,3}["']?(?:(?:https?|ssh):\/\/(?:[^\s/@"']{1,100}@|)([\w.-]{1,200})|[\w.-]{1,40}@([\w.-]{1,200}):)/g
/** A push straight to an address, no remote added (`git push --mirror https://h/…`, `git push u@h:repo`; red team r7-15). */
const PUSH_DIRECT = /\bgit\s{1,3}push\b[^\n|;&]{0,60}?\s["']?(?:(?:https?|ssh):\/\/(?:[^\s/@"']{1,100}@|)([\w.-]{1,200})|[\w.-]{1,40}@([\w.-]{1,200}):)/g
/** Public hosts of the remotes a unit adds, or pushes to directly, that are not code hosts (`git remote add x https://h/…`, `u@h:…`). */
export function pushRemoteHosts(unit: string): string[] {
  const out = new Set<string>()
  for (const m of [...unit.matchAll(PUSH_REMOTE), ...unit.matchAll(PUSH_DIRECT)]) {
    const host = (m[1] ?? m[2])!.toLowerCase().replace(/\.$/, '')
    if (NOT_PUBLIC.test(host) || CODE_HOSTS.has(registrableDomain(host)) || CODE_HOSTS.has(host)) continue
    out.add(host)
  }
  return [...out]
}

/**
 * Session 7 (g7b, red team r7-28): a company's own git server (`gitlab.acme-corp.com`, `git.example.org`)
 * as the project's `origin`, pushed a branch at a time: how a repository is set up there. Listed (medium).
 * A mirror or every branch (`--mirror`, `--all`), another remote name, or a push straight to an address stays withheld.
 */
export function ownGitServerPush(unit: string): boolean {
  const hosts = pushRemoteHosts(unit)
  if (!hosts.length || !hosts.every((h) => COMPANY_GIT.test(h))) return false
  PUSH_DIRECT.lastIndex = 0
  if (PUSH_DIRECT.test(unit) || /\bgit\s{1,3}push\b[^\n]{0,80}--(?:mirror|all)\b/.test(unit)) return false
  const names = [...unit.matchAll(/\bgit\s{1,3}remote\s{1,3}(?:add|set-url)\s{1,3}(?:--push\s{1,3}|)([\w.-]{1,40})\s/g)].map((m) => m[1])
  return names.length > 0 && names.every((n) => n === 'origin')
}
const COMPANY_GIT = /^(?:git|gitlab|gitea|forgejo|bitbucket|gerrit|scm|code|vcs|repos?)\.[\w-]{1,63}\.[\w.-]{1,200}$/

/** Host names a guide writes for "some host" (`unknown.host`, `evil.com`, a one- or two-letter `x.io`): no one's address a skill would name. */
const STANDIN_HOST = /(?:^|[.-])(?:unknown|evil|attacker|malicious|bad|untrusted|random|sketchy|shady|hacker|malware|pwned|your|yourdomain|yoursite|mydomain|foo|bar|baz|domain)(?:[.-]|$)|\.host$|^(?:[\w-]{1,63}\.|)[a-z0-9]{1,2}\.[a-z]{2,6}$/
/** Public hosts of the URLs on `line` that are no stand-in (example.com, a private name) and no official installer's (installers.ts). */
export function unvouchedHosts(line: string): string[] {
  const out: string[] = []
  for (const m of line.matchAll(/\bhttps?:\/\/(?:[^\s/@"']{1,100}@|)([\w.-]{1,200})[^\s"'`|)]{0,300}/g)) {
    const host = m[1]!.toLowerCase().replace(/\.$/, '')
    if (NOT_PUBLIC.test(host) || STANDIN_HOST.test(host) || officialInstaller(m[0]) !== undefined) continue
    out.push(host)
  }
  return out
}

/** The address starting at `start`: up to the first space, quote or separator outside a `$( … )` (at most 400 characters). */
function urlToken(text: string, start: number): string {
  let depth = 0
  let i = start
  for (; i < text.length && i - start < 400; i++) {
    const c = text[i]!
    if (c === '$' && text[i + 1] === '(') {
      depth++
      i++
      continue
    }
    if (depth > 0) {
      if (c === ')') depth--
      else if (c === '\n') break
      continue
    }
    if (/[\s"'`|;&<>)]/.test(c)) break
  }
  return text.slice(start, i)
}

// ─── an MCP server from an unknown package handed the whole disk or home folder ─────────────

/** Publishers of MCP servers people install by name from their docs (scopes and one-word packages). */
const KNOWN_MCP = /^(?:@modelcontextprotocol\/|@anthropic-ai\/|@playwright\/|@microsoft\/|@azure\/|@aws\/|@awslabs\/|awslabs\.|@google-cloud\/|@cloudflare\/|@upstash\/|@supabase\/|@stripe\/|@sentry\/|@notionhq\/|@github\/|@vercel\/|@browserbasehq\/|@executeautomation\/|mcp-server-(?:git|fetch|time|sqlite)$)/i

/** The package an MCP server entry runs (`npx -y <pkg>`, `uvx <pkg>`), and whether its args hand it `/` or the home folder. */
export function mcpRootToUnknown(block: string): string | undefined {
  for (const m of block.matchAll(/"args"\s{0,3}:\s{0,3}\[([^\]\n]{0,400})\]/g)) {
    const args = [...m[1]!.matchAll(/"([^"\n]{0,200})"/g)].map((a) => a[1]!)
    const pkg = args.find((a) => !a.startsWith('-'))
    if (!pkg) continue
    const wide = args.some((a) => /^(?:\/|~|~\/|\$HOME|\$\{HOME\}|\$\{env:HOME\}|\/Users\/?|\/home\/?|[A-Za-z]:\\{1,2}|[A-Za-z]:\/|%USERPROFILE%)$/.test(a))
    const name = pkg.replace(/@[^@/]{1,40}$/, '')
    if (wide && !KNOWN_MCP.test(name)) return name
  }
  return undefined
}

// ─── a reverse shell between two containers the document creates ─────────────

/** A container the document creates, and whether a port of it is published to more than the machine itself. */
export interface LabContainer { published: boolean }

/** Containers the document itself creates (`docker run --name X`) and are contained: no way to the host or the world. */
export function createdContainers(body: string): Map<string, LabContainer> {
  const out = new Map<string, LabContainer>()
  // A container that reaches the host or the network (privileged, the host's pid or network namespace, a
  // host path or the docker socket mounted, an added capability or device) is no lab: a shell inside it
  // is a shell on the machine (red-team of session 6).
  if (LAB_ESCAPE_DOC.test(body)) return out
  for (const m of body.matchAll(/\b(?:docker|podman|nerdctl)\s{1,3}(?:container\s{1,3}|)(?:run|create)\b[^\n]{0,200}--name[\s=]{1,3}["']?([\w.-]{1,63})/g)) {
    const at = m.index
    const end = body.indexOf('\n', at)
    const run = body.slice(at, end < 0 ? body.length : end)
    // Session 7 (g7b, red team r7-02 r7-03 r7-04): flags read as docker parses them (`-v/:/x`, `-dv /:/x`,
    // `--volume=/x`), another container's mounts taken (`--volumes-from`), or a peer that relays to a
    // public host or address (`socat … tcp:relay.example.net:443`): not contained.
    if (LAB_ESCAPE_RUN.test(run) || LAB_RELAY.test(run.replace(LOOPBACK_PUBLISH, ' '))) continue
    out.set(m[1]!.toLowerCase(), { published: LAB_PUBLISH.test(run.replace(LOOPBACK_PUBLISH, ' ')) })
  }
  return out
}
/** Anywhere in the document: a way out of a container's isolation, in a run flag or a compose key. */
const LAB_ESCAPE_DOC = /--privileged\b|--(?:pid|net|network|ipc|uts|userns)[\s=]{1,3}["']?host\b|\bprivileged:\s{0,3}true\b|\b(?:pid|ipc|network_mode|userns_mode):\s{0,3}["']?host\b|\/var\/run\/docker\.sock|\/run\/docker\.sock|--cap-add[\s=]|\bcap_add:|--device[\s=]|\bdevices:/
/**
 * On the run line itself: a host path mounted, however the flag is written (`-v /etc:/x`, `-v/:/x`,
 * `-dv ~/.ssh:/k`, `--volume=/x`, `--mount type=bind`), or another container's volumes taken whole.
 */
const LAB_ESCAPE_RUN = /\s(?:-[ditP]{0,4}v|--volume)(?:[\s=]{1,3}|)["']?(?:\/|~|\$|\.{1,2}\/|[A-Za-z]:\\)|--mount[\s=][^\n]{0,80}\btype=bind\b|--volumes-from\b/
/** A port published (`-p 9001:9001`, `-dp 80:80`, `-P`); a bind to the loopback address is removed first. */
const LAB_PUBLISH = /\s(?:-[ditP]{0,4}p|--publish)(?:[\s=]{1,3}|)["']?\d|\s-[dit]{0,3}P\b|--publish-all\b/
const LOOPBACK_PUBLISH = /\s(?:-[ditP]{0,4}p|--publish)(?:[\s=]{1,3}|)["']?(?:127\.0\.0\.1|localhost|\[::1\]):\d{1,5}:\d{1,5}(?:\/(?:tcp|udp)|)["']?/g
/** A run line that names somewhere outside: an IP address (not a port binding), a URL, a dotted host after a relay address form. */
const LAB_RELAY = /\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b(?!:\d{1,5}:)|:\/\/|\b(?:tcp|udp|ssl|openssl)[46]?(?:-connect|):[\w-]{1,63}\.[\w.-]{1,200}|\/dev\/(?:tcp|udp)\/[\w-]{1,63}\.|\b(?:nc|ncat|netcat|telnet)\b[^\n|;&]{0,40}\s[\w-]{1,63}\.[a-z]{2,24}\b/i

/**
 * A reverse shell on a line that runs inside a container the document created (`docker exec victim bash -c
 * '… /dev/tcp/attacker/9001'`), whose every peer is a one-label name of another container the document
 * created, and no address at all: a lab between two throwaway containers; the user's machine is not the
 * shell and nothing outside is the peer. A port the shell's own container publishes (a web target at
 * :8080) does not carry the shell; a port its peer publishes does (the world can reach the listener holding
 * it), so such a peer is no lab peer (red team r7-22).
 */
export function containerLabShell(line: string, made: ReadonlyMap<string, LabContainer>): boolean {
  if (made.size < 2) return false
  const exec = /\b(?:docker|podman|nerdctl)\s{1,3}exec\b(?:\s{1,3}-[a-zA-Z]{1,4}){0,4}\s{1,3}([\w.-]{1,63})\b/.exec(line)
  if (!exec || !made.has(exec[1]!.toLowerCase())) return false
  if (/\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}|:\/\/|\b[\w-]{1,63}\.[a-z]{2,24}\b(?!\s{0,2}[=(])/i.test(line.replace(/\/dev\/(?:tcp|udp)\//g, ' '))) return false
  const peers = [...line.matchAll(/\/dev\/(?:tcp|udp)\/([^/\s"']{1,100})\/|\b(?:nc|ncat|netcat)\b[^\n|;&]{0,40}\s([A-Za-z][\w-]{0,62})\s{1,3}\d{1,5}\b|\btcp:([A-Za-z][\w-]{0,62}):\d{1,5}/g)].map((m) => (m[1] ?? m[2] ?? m[3])!.toLowerCase())
  return peers.length > 0 && peers.every((p) => made.has(p) && !made.get(p)!.published && p !== exec[1]!.toLowerCase())
}

/** The line of `unit` that holds `m`. */
function lineOf(m: string, unit: string): string {
  const at = unit.indexOf(m)
  if (at < 0) return m
  const start = unit.lastIndexOf('\n', at) + 1
  const end = unit.indexOf('\n', at + m.length)
  return unit.slice(start, end < 0 ? unit.length : end)
}

/** The first occurrence of `m` in `unit` comes right after a negation ("never skip …", "must not bypass …", 不要跳过). */
function negatedBefore(m: string, unit: string): boolean {
  const at = unit.indexOf(m)
  return at > 0 && NEGATION_BEFORE.test(unit.slice(Math.max(0, at - 40), at))
}
const NEGATION_BEFORE = /(?:\b(?:never|not|don'?t|do not|must not|should not|cannot|can't|no one may)\s{1,3}(?:[a-z]{1,12}\s{1,3}|)|(?:不要|切勿|禁止|不得|不能|不可|别|勿)\s{0,2})$/i

/** The first occurrence of `m` in `unit` sits inside a quotation (“…”, 「…」, "…") opened earlier on its line. */
function inQuotes(m: string, unit: string): boolean {
  const at = unit.indexOf(m)
  if (at < 0) return false
  const head = unit.slice(unit.lastIndexOf('\n', at) + 1, at)
  const count = (c: string) => head.split(c).length - 1
  return count('\u201c') > count('\u201d') || count('\u300c') > count('\u300d') || count('"') % 2 === 1
}

/**
 * The match is looked for, not done: it sits in the pattern of a search command on its line (`grep -E
 * "PermitRootLogin yes"`, `rg`, `Select-String`, `findstr`), or a negation governs it ("never run `…`",
 * 不要执行). Structure of the command line, or the grammar of the sentence, as for the line rules.
 */
export function notDone(m: string, unit: string): boolean {
  return notDoneAt(m, unit, unit.indexOf(m))
}
/** notDone for the occurrence of `m` at `pos` in `unit`. */
function notDoneAt(m: string, unit: string, pos: number): boolean {
  let line = m
  let at = 0
  if (pos >= 0) {
    const start = unit.lastIndexOf('\n', pos) + 1
    const end = unit.indexOf('\n', pos + m.length)
    line = unit.slice(start, end < 0 ? unit.length : end)
    at = pos - start
  }
  const head = at < 0 ? '' : line.slice(0, at)
  if (/\b(?:grep|egrep|fgrep|rg|ag|ack|findstr|Select-String|awk)\b[^|;&]{0,120}["'`/]\s{0,2}[\^(]{0,3}$|\b(?:grep|egrep|fgrep|rg)\b[^|;&]{0,60}-[a-zA-Z]{0,4}e\s{1,3}["']?$/.test(head)) return true
  return /\b(?:never|not|don'?t|avoid|must not|should not)\b[^.!?\n]{0,40}$|(?:不要|切勿|禁止|不得|避免|别)[^。！？\n]{0,20}$/i.test(head.replace(/`[^`]{0,200}$/, ''))
}

// ─── data encoded into a request's address ─────────────

/**
 * Where each public URL of `line` starts its host's second label (`h`, after `https://label.`) and how many
 * host characters follow (`run`, at most 200). The old single patterns put two overlapping gaps and a third
 * after the host (`[\w.-]{2,200}[^\s"']{0,200}\$\(…`) and backtracked through all their splits (red-team
 * r18: a 20 KB line of `$(|` took ~0.5 s); the two checks below read the same shapes from these positions.
 */
const URL_HEAD = /https?:\/\/(?!localhost\b|127\.)[\w-]{1,63}\.([\w.-]{2,200})/g
const ENCODER_PIPE = /\|\s{0,3}(?:base64|xxd|od|basenc)\b/g
const QUOTE_PLUS_ENCODER = /["'`]\s{0,2}\+\s{0,2}(?:base64\.(?:urlsafe_|)b64encode|btoa|Buffer\.from|binascii\.hexlify|\w{1,20}\.hex\(\)|encodeURIComponent\(\s{0,2}btoa)/y
/** Characters of an address after its host that the checks look across (the old patterns' gap). */
const URL_TAIL = 200

function urlHeads(line: string): { h: number; run: number }[] {
  const out: { h: number; run: number }[] = []
  URL_HEAD.lastIndex = 0
  for (const m of line.matchAll(URL_HEAD)) out.push({ h: m.index + m[0].length - m[1]!.length, run: m[1]!.length })
  return out
}

/** The first index in [from, to) whose character is in `stop`, or -1. */
function firstOf(line: string, from: number, to: number, stop: RegExp): number {
  const end = Math.min(to, line.length)
  for (let i = from; i < end; i++) if (stop.test(line[i]!)) return i
  return -1
}

/**
 * `"https://host/path?q=" + base64.b64encode(…)`: the string that holds the URL closes (its first quote
 * after the host, within the host and URL_TAIL characters more) and is joined with an encoder's result.
 */
export function urlJoinedWithEncoder(line: string): boolean {
  for (const { h, run } of urlHeads(line)) {
    // Each head reads at most its host and URL_TAIL characters: many heads on one line stay linear.
    const q = firstOf(line, h, h + run + URL_TAIL + 1, /["'`\n]/)
    if (q < 0 || line[q] === '\n') continue
    QUOTE_PLUS_ENCODER.lastIndex = q
    if (QUOTE_PLUS_ENCODER.test(line)) return true
  }
  return false
}

/**
 * `curl "https://host/p?d=$(cat f | base64)"`: a `$(` in the address (no space or quote between it and the
 * host, within the host and URL_TAIL characters more) whose substitution pipes into an encoder before it
 * closes (a `|` to base64, xxd, od or basenc within 200 characters, no `)` or line break before it).
 */
export function urlHoldsEncodedSubstitution(line: string): boolean {
  const pipes: number[] = []
  ENCODER_PIPE.lastIndex = 0
  for (const m of line.matchAll(ENCODER_PIPE)) pipes.push(m.index)
  if (!pipes.length) return false
  // Each `$(` whose substitution reaches an encoder pipe, in order: one pass, every pointer only moves on.
  const opens: number[] = []
  let p = 0
  let close = -1
  for (let d = line.indexOf('$('); d >= 0; d = line.indexOf('$(', d + 1)) {
    const q = d + 2
    while (p < pipes.length && pipes[p]! < q + 1) p++
    if (p === pipes.length) break
    // The first `)` or line break at or after q (kept while q has not passed it).
    if (close < q) {
      const c = firstOf(line, q, line.length, /[)\n]/)
      close = c < 0 ? Infinity : c
    }
    const r = pipes[p]!
    if (r <= q + 200 && r < close) opens.push(d)
  }
  if (!opens.length) return false
  for (const { h, run } of urlHeads(line)) {
    const stop = firstOf(line, h, h + run + URL_TAIL, /[\s"']/)
    const hi = stop < 0 ? h + run + URL_TAIL : stop
    // The first open at or after h + 2 (a binary search), if it is not past hi.
    let lo = 0
    let top = opens.length
    while (lo < top) {
      const mid = (lo + top) >> 1
      if (opens[mid]! < h + 2) lo = mid + 1
      else top = mid
    }
    if (lo < opens.length && opens[lo]! <= hi) return true
  }
  return false
}

/** The patterns the checks above use outside any rule: regex-safety.test.ts holds them to the same static check. */
export const SESSION6_HELPER_PATTERNS: readonly RegExp[] = [CRED_MOUNT_TARGET, PUSH_DIRECT, COMPANY_GIT, UNIVERSITY_MIRROR, PROVIDER_ENDPOINT, NEGATION_BEFORE, CLAUSE_END, WILDCARD_WARNING, NEGATED_ORDER, KEY_SERVICE, ADDRESS_ONLY, KEYGEN_FILE, STANDIN_HOST, CONDA_LINE, PUSH_REMOTE, KEY_ELSEWHERE, ROOT_KEYS, ORDER_IN_SENTENCE, LAB_ESCAPE_DOC, LAB_ESCAPE_RUN, LAB_PUBLISH, LOOPBACK_PUBLISH, LAB_RELAY, SHARED_HOSTING, CRED_MOUNT_LINE, CRED_NAMED, URL_HEAD, ENCODER_PIPE, QUOTE_PLUS_ENCODER]

export const SESSION6_DOC_RULES: readonly DocRule[] = [
  {
    id: 'sc-install-near-import',
    category: 'supply-chain',
    severity: 'critical',
    computed: true,
    pattern: /\binstall\b/,
    reason: 'installs a package one letter away from the module the same document imports, and never imports the installed name: the code shows the package meant, the install fetches another (a typosquat runs its own code at install)',
  },
  {
    id: 'sc-registry-lookalike',
    category: 'supply-chain',
    severity: 'critical',
    units: ['command', 'block', 'decoded', 'sentence', 'table-row'],
    // Every install after this line comes from that host: it can serve any package it likes.
    // Each keyword with an address right after it (the prefilter then needs both strings).
    pattern: /(?:index-url|INDEX_URL|\bindex_url|UV_(?:EXTRA_|DEFAULT_|)INDEX|registry|\bGOPROXY|\bgem\s{1,3}sources\s{1,3}(?:-a|--add)|^\s{0,8}source|\bmirror\.[\w.:/-]{1,80}|\bregistry-mirrors|\s-c)["']?[\s=:\[]{1,4}["']?(?:direct,|sparse\+|git\+|)https?:\/\/|\bsource\s{0,3}=\s{0,3}"[\w-]{1,63}\.[\w.-]{1,200}\/[\w-]{1,64}\/[\w-]{1,64}"/im,
    detail: (_m, unit) => {
      const bad = foreignSources(unit)
      return bad.length ? bad.map((b) => (b.why === 'imitates' ? `"${b.host}" is dressed as a registry or mirror it is not` : b.why === 'trust-off' ? `"${b.host}" is trusted without TLS checks` : `"${b.host}" is no registry or public mirror this guard knows`)).join(', ') : undefined
    },
    // A public host that is not a known registry, trusted with TLS checks off: withheld, not refused (a
    // company's own index with a self-signed certificate looks the same).
    confirm: (_m, unit) => (foreignSources(unit).some((b) => b.why === 'imitates') ? true : 'high'),
    reason: 'points a package manager at a host that imitates a registry or a known mirror (or trusts an unknown one without TLS checks): every later install comes from whoever holds that host',
  },
  {
    id: 'exfil-credentials-mounted-compose',
    category: 'exfiltration',
    // Medium alone (a guide showing a suspicious compose file looks the same); critical with a public address.
    severity: 'medium',
    units: ['block'],
    // The compose / pod-spec form of `docker run -v ~/.aws:…` (doc-rules.ts exfil-credentials-mounted).
    pattern: CRED_MOUNT,
    requires: /^[ \t]{0,12}(?:-[ \t]{1,3}|)image:|\bvolumes:|\bhostPath:/m,
    // Critical when the same block names a public address to send to: the container has the keys and a place to put them.
    // Session 7 (g7b, red team r7-05): a command that names the mounted credentials themselves copies them:
    // high, and critical when it has somewhere to put them, a bucket (`s3://`, `gs://`, `az://`) included.
    confirm: (_m, block) => {
      const names = namesMountedCredentials(block)
      if (onlyVendorImages(block) && !names) return false
      if (/\bhttps?:\/\/(?!localhost\b|127\.|0\.0\.0\.0|host\.docker\.internal|[\w-]{1,63}[:/"'\s]|[\w-]{1,63}$)[\w.-]{1,200}\.[a-z]{2,24}\b/im.test(block)) return 'critical'
      if (names) return /\b(?:s3|gs|az|wasbs?|abfss?|oss|cos|r2):\/\/[\w.-]{1,200}/i.test(block) ? 'critical' : 'high'
      return true
    },
    reason: "mounts the user's cloud, SSH or cluster credentials into a third-party container from a compose file or pod spec: the container can read them (critical when the same file gives it a public address to send to)",
  },
  {
    id: 'flow-personal-files-to-network',
    category: 'exfiltration',
    severity: 'critical',
    flow: true,
    units: ['command', 'decoded', 'block'],
    // The user's own papers, collected in bulk (find, tar, zip, rsync, a recursive copy) from the folders a
    // person keeps them in, and uploaded over HTTP in the same command or block: nothing a skill needs.
    // (scp or rsync to a host of the user's is a backup: it needs the user's own login there.)
    // Also a script's walk of them (`glob.glob(os.path.expanduser("~/.config/**"))`, `os.walk`, `rglob`), and the config folders.
    pattern: /(?:\b(?:find|tar|zip|7z|rsync|cp|Compress-Archive|Get-ChildItem|gci|ls)\b|\bglob\.glob\s{0,2}\(|\bos\.walk\s{0,2}\(|\.rglob\s{0,2}\(|\bglob\.sync\s{0,2}\(|\bexpanduser\s{0,2}\()[^\n|;~$%]{0,160}(?:~|\$HOME|\$\{HOME\}|%USERPROFILE%|\$env:USERPROFILE)[\\/](?:Documents|Desktop|Downloads|Pictures|Photos|Movies|Library[\\/](?:Messages|Mail|Mobile Documents)|\.config[\\/]\*\*|文档|桌面|下载)/,
    requires: /\bcurl\b[^\n]{0,200}(?:\s-F\b|--form|\s-T\b|--upload-file|--data-binary|\s-d\s{0,2}["']?@)|\bwget\b[^\n]{0,200}--post-file|\b(?:Invoke-RestMethod|Invoke-WebRequest|irm|iwr)\b[^\n]{0,200}-InFile|\b(?:requests|httpx|session)\.(?:post|put)\s{0,2}\(/,
    reason: "collects the user's own documents, desktop or downloads in bulk and uploads them to a server: personal files leave the machine",
  },
  {
    id: 'pi-skip-user-confirmation',
    category: 'prompt-injection',
    severity: 'high',
    code: 'medium',
    escalates: true,
    units: ['sentence', 'comment', 'decoded', 'table-row'],
    // The user's confirmation is what makes a destructive step acceptable; a skill that says not to ask
    // for it is the tell (with a destructive command in the same file it is critical, scan.ts).
    // Addressed to whoever would ask (向/跟/与 the user, or 再 "again"): "`-y` 无需用户确认" describes a flag.
    pattern: /(?:不需要|无需|无须|不必|不用|不要|别)(?:再次|再|)(?:向|跟|和|与|找)(?:用户|使用者)(?:再次|再|)(?:征求|询问|请求|征询|)(?:的|)(?:确认|同意|许可|批准|审批)|(?:不需要|无需|无须|不必|不用)再(?:次|)(?:征得|经过|获得|)(?:用户|使用者)(?:的|)(?:确认|同意|许可|批准|审批)|\bno need to (?:ask|check with|confirm with|consult) (?:the user|anyone)\b|\b(?:do not|don'?t|never) (?:ask|prompt|wait for) (?:the user |)(?:for (?:the user's |their |)(?:confirmation|approval|permission)|to confirm|before (?:running|executing|proceeding|deleting|dropping)|again)\b|\b(?:skip|bypass|omit|suppress|avoid|auto-accept|auto-approve) (?:the |any |all |)(?:(?:user's |human |operator )(?:confirmations?|approvals?|permissions?|consent|review|prompts?|checks?)|user (?:confirmations?|approvals?|permissions?|consent|review))\b|\btreat (?:every|each|all|any|the) (?:steps?|commands?|actions?|changes?|operations?) (?:below |here |that follow |in this skill |)as (?:already |)(?:pre-?approved|approved|confirmed|authori[sz]ed|accepted)\b|\b(?:pre-?approved|already approved|already confirmed|authori[sz]ed in advance) by the user\b|\b(?:don'?t|do not|never) (?:bother|disturb|interrupt|pester|trouble) (?:the user|them) with (?:any |)(?:confirmation|approval|permission)s?(?: prompts?| requests?| questions?|)\b|\b(?:the user's|their) (?:answer|reply|response) (?:is|will be) always (?:yes|y|ok)\b|\bno need (?:for|to get|to obtain|to wait for|to request) (?:the user's |user |their |any user |explicit user )(?:confirmation|approval|permission|consent|sign-off)\b|\b(?:confirmation|approval|permission|consent) (?:from|of|by) the user (?:is not|isn't|is never|are not|aren't) (?:needed|required|necessary)\b|\bassume (?:the user|they) (?:has |have |already |)(?:approved|agreed|consented|confirmed|approves|agrees|consents)\b|\b(?:does not|doesn't|do not|don't|won't|will not) (?:need|require) (?:a |an |any |)(?:separate |further |extra |additional |explicit |new |user |)(?:confirmation|approval|sign-off|go-ahead)\b|\btreat (?:every|each|all|any) (?:permission|approval|confirmation) (?:prompts?|requests?|dialogs?|checks?) as (?:already |)(?:granted|approved|accepted|given|confirmed)\b|(?:不需要|无需|无须|不必|不用|不要|别)(?:再次|再|)(?:问|询问|请示)(?:一下|)(?:用户|使用者|我)|(?:用户|使用者|User|The user)\s{0,2}[（(]\s{0,2}(?:已确认|已批准|已同意|confirmed|approved)\s{0,2}[）)]\s{0,2}[:：]|(?:跳过|绕过|省略)(?:用户|使用者)(?:的|)(?:确认|同意|审批|批准|许可)/i,
    // Doing a step "without asking the user" or "without user approval" is autonomy (documents.test.ts, the
    // corpus; "未经用户同意，不得…" forbids): only an order to skip or waive the user's check is the tell.
    // ("NEVER wait for confirmation" in an autonomous-mode skill is that autonomy too.) A phrase inside quotation
    // marks ("“无需询问用户”之类的指令") is named, not given.
    // Under a negation ("Never skip the user's confirmation", 不要跳过用户确认) the sentence keeps the check
    // (red team r7-23).
    confirm: (m, unit) => !inQuotes(m, unit) && !negatedBefore(m, unit),
    reason: "tells the agent to act without the user's confirmation",
  },
  {
    id: 'flow-secret-into-published-file',
    category: 'exfiltration',
    severity: 'critical',
    flow: true,
    computed: true,
    pattern: /\bgit\s{1,3}push\b/,
    reason: "tells the agent to write a secret's contents (a credential file, the environment) into a file, and the same skill pushes or publishes: the secret leaves with the commit",
  },
  {
    id: 'exfil-identity-tagged-destination',
    category: 'exfiltration',
    severity: 'high',
    units: ['block', 'decoded'],
    // A collection server has to tell its victims apart: the address data goes to is built from the
    // user's or the machine's name (`…/mirror/$(basename …)-$(whoami).git`, `…/in?h=$(hostname)`).
    // The identity names lead (rare strings for the prefilter); `detail` checks they sit in a public URL.
    pattern: /\$\(\s{0,2}(?:whoami|hostname|id\s{1,3}-un|uname\s{1,3}-n|logname)\s{0,2}\)|\$\{?(?:USER|USERNAME|HOSTNAME|LOGNAME)\b|%(?:USERNAME|COMPUTERNAME)%|\$env:(?:USERNAME|COMPUTERNAME)/,
    requires: /\bgit\s{1,3}(?:push|remote\s{1,3}add)\b|\bcurl\b[^\n]{0,200}(?:\s-[a-zA-Z]{0,3}[dFT]\b|--data|--form|--upload-file)|\bwget\b[^\n]{0,100}--post-|\b(?:rsync|scp)\b|\b(?:Invoke-RestMethod|Invoke-WebRequest|irm|iwr)\b[^\n]{0,200}(?:-Body|-InFile)/,
    detail: (_m, unit) => {
      const hosts = identityTaggedHosts(unit)
      return hosts.length ? `to ${[...new Set(hosts)].join(', ')}` : undefined
    },
    // Every branch and tag (`--mirror`, `--all`) to such an address: the whole repository, critical.
    confirm: (_m, unit) => (/\bgit\s{1,3}push\b[^\n]{0,60}--(?:mirror|all)\b/.test(unit) ? 'critical' : true),
    reason: "sends or pushes to an address built from the user's or the machine's name on a host that is not a code host: a collection server tells its victims apart that way",
  },
  {
    id: 'exfil-push-to-unknown-host',
    category: 'exfiltration',
    severity: 'high',
    units: ['block', 'decoded', 'command', 'sentence'],
    // Session 7: the repository pushed to a remote the skill adds, on a host that is no code host: the
    // code (and its history, every secret ever committed) goes to whoever holds that host. A company's own
    // git server looks the same, so it is withheld, not refused.
    pattern: /\bgit\s{1,3}remote\s{1,3}(?:add|set-url)\s{1,3}(?:--push\s{1,3}|)[\w.-]{1,40}\s{1,3}["']?(?:https?:\/\/|ssh:\/\/|[\w.-]{1,40}@[\w-]{1,63}\.)|\bgit\s{1,3}push\b[^\n|;&]{0,60}?\s["']?(?:https?:\/\/|ssh:\/\/|[\w.-]{1,40}@[\w-]{1,63}\.)/,
    requires: /\bgit\s{1,3}push\b/,
    confirm: (_m, unit) => (ownGitServerPush(unit) ? 'medium' : true),
    detail: (_m, unit) => {
      const hosts = pushRemoteHosts(unit)
      return hosts.length ? `to ${hosts.join(', ')}` : undefined
    },
    reason: 'pushes the repository to a remote it adds on a host that is not a code host: the code and its whole history leave for whoever holds that host',
  },
  {
    id: 'persist-config-command-fetch',
    category: 'persistence',
    severity: 'high',
    units: ['block', 'command', 'decoded'],
    // Session 7: a setting whose value is a command the tool runs on every use (ssh's ProxyCommand and
    // LocalCommand, git's sshCommand / fsmonitor / pager, the shell's PROMPT_COMMAND, npm's script-shell)
    // made to fetch from the network or open a shell: it runs again at every connection, commit or prompt.
    // (`ProxyCommand nc -X 5 -x proxy:1080 %h %p` is how a proxy is used: nc alone is not matched.)
    pattern: /\b(?:ProxyCommand|LocalCommand|sshCommand|fsmonitor|PROMPT_COMMAND|script-shell|core\.pager)\b[^\n]{0,200}(?:\b(?:curl|wget|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b|\/dev\/tcp\/)/i,
    confirm: (m, unit) => !notDone(m, unit),
    reason: 'sets a command the tool runs on every use (ssh ProxyCommand, git sshCommand/fsmonitor, PROMPT_COMMAND …) to fetch from the network: it runs again at every connection or prompt',
  },
  {
    id: 'exec-fetch-eval',
    category: 'supply-chain',
    severity: 'high',
    units: ['command', 'block', 'decoded'],
    // Session 7: a script's own download-and-run, the code form of `curl | sh`: `https.get(url, … eval(d))`,
    // `fetch(url).then(r => r.text()).then(eval)`, `exec(urlopen(url).read())`, `exec(requests.get(url).text)`.
    pattern: /(?:\bhttps?\.get|\brequire\(\s{0,2}["']https?["']\s{0,2}\)\.get|\bfetch|\burlopen|\brequests\.get|\bhttpx\.get|\baxios\.get)\s{0,2}\(\s{0,2}["'`]https?:\/\/(?!localhost\b|127\.)[^\n]{0,300}(?:\beval\s{0,2}\(|\bthen\s{0,2}\(\s{0,2}eval\s{0,2}\)|\bnew\s{1,3}Function\s{0,2}\(|\bvm\.runIn\w{1,20}\s{0,2}\()|\b(?:eval|exec)\s{0,2}\(\s{0,2}(?:urllib\.request\.|)(?:urlopen|requests\.get|httpx\.get)\s{0,2}\(\s{0,2}["']https?:\/\/(?!localhost\b|127\.)/,
    reason: 'downloads code and runs it in the same line (eval / exec / new Function of what a URL returns): whatever that host serves runs unseen, the code form of curl | sh',
  },
  {
    id: 'destr-shared-history-rewind',
    category: 'destructive',
    severity: 'high',
    units: ['block', 'decoded'],
    // The shared branch moved back to an older commit and force-pushed: every commit after it is gone for
    // everyone. (A force-push alone is medium, destr-git-force-main: removing a leaked secret does that.)
    pattern: /\bgit\s{1,3}reset\s{1,3}--hard\s{1,3}["']?(?:[\w.-]{1,40}\/|)(?:main|master|trunk|develop|HEAD)(?:~\d{0,4}|\^{1,4}|@\{\d{1,4}\})/,
    requires: /\bgit\s{1,3}push\b[^\n]{0,80}(?:--force\b|\s-f\b|\s\+)[^\n]{0,80}\b(?:main|master|trunk|develop)\b|\bgit\s{1,3}push\b[^\n]{0,80}\b(?:main|master|trunk|develop)\b[^\n]{0,40}(?:--force\b|\s-f\b)/,
    reason: 'moves the shared main branch back to an older commit and force-pushes it: every later commit is gone for everyone',
  },
  {
    id: 'destr-delete-all-but',
    category: 'destructive',
    severity: 'high',
    units: ['command', 'decoded'],
    // Everything a listing names, minus a short list to keep, deleted: `kubectl get ns -o name | grep -v
    // kube-system | xargs kubectl delete`. Whatever the keep-list forgot (production, a user's work) goes too.
    pattern: /\b(?:kubectl|oc)\s{1,3}get\s{1,3}(?:ns|namespaces?|all|deploy(?:ments?|)|pvc?|persistentvolume(?:claim|)s?|pods?|svc|services?|secrets?|configmaps?|statefulsets?|crds?)\b[^\n]{0,300}\|\s{0,3}xargs\b|\b(?:kubectl|oc)\s{1,3}delete\s{1,3}(?:ns|namespaces?)\s{1,3}--all\b|\b(?:kubectl|oc)\s{1,3}delete\s{1,3}all\s{1,3}--all\s{1,3}(?:-A|--all-namespaces)\b/,
    // A listing narrowed by a selector picks what to delete: not "everything but". Only an exclusion
    // (`grep -v`) between the listing and the delete makes a keep-list.
    confirm: (m, unit) => {
      if (/\s(?:-l|--selector|--field-selector)[\s=]/.test(m)) return false
      if (!/\bxargs\b/.test(m)) return true
      const at = unit.indexOf(m)
      const line = at < 0 ? m : (m + unit.slice(at + m.length)).split('\n', 1)[0]!
      const pipes = line.replace(/'[^'\n]{0,300}'|"[^"\n]{0,300}"/g, "''").split(/\|(?!\|)/).map((p) => p.trim())
      return pipes.length >= 3 && pipes.slice(1, -1).every((p) => /^(?:grep|egrep|rg)\s{1,3}-[a-zA-Z]{0,3}v/.test(p)) && /^xargs\b[^\n]{0,60}\b(?:kubectl|oc)\s{1,3}delete\b/.test(pipes[pipes.length - 1]!)
    },
    reason: 'deletes every namespace or resource a listing names except a short keep-list: whatever the list forgot is deleted too',
  },
  {
    id: 'priv-db-superuser-any-host',
    category: 'privilege-escalation',
    severity: 'high',
    units: ['command', 'decoded', 'sentence', 'block'],
    // Any host is also written as a mask (`'%.%'`, `'0.0.0.0/0.0.0.0'`, `'0.0.0.0/0'`; g7b, red team r7-12).
    // A database account with every privilege on every database, reachable from any host, able to grant
    // more: a standing way in for whoever knows its password (the skill wrote it down).
    // A user named without a host is `'user'@'%'` (MySQL's default): any host as well.
    pattern: /\bGRANT\s{1,3}ALL(?:\s{1,3}PRIVILEGES|)\s{1,3}ON\s{1,3}\*\.\*\s{1,3}TO\s{1,3}["'`]?[\w.-]{1,40}["'`]?(?:@["'`](?:%|%\.%|%\.%\.%\.%|0\.0\.0\.0\/0\.0\.0\.0|0\.0\.0\.0\/0|0\.0\.0\.0)["'`]|(?![\w.-]|["'`]?\s{0,3}@))[^\n;]{0,60}\bWITH\s{1,3}GRANT\s{1,3}OPTION\b/i,
    // A throwaway container's database (`docker exec … mysql …`) is the developer's own; a negated mention is a warning.
    confirm: (m, unit) => !notDone(m, unit) && !/\b(?:docker|podman)\s{1,3}(?:exec|run|compose)\b/.test(lineOf(m, unit)),
    reason: 'creates a database superuser reachable from any host (ALL ON *.* TO …@\'%\'): a standing remote way in',
  },
  {
    id: 'exec-mcp-root-unknown-server',
    category: 'execution',
    severity: 'high',
    units: ['block', 'decoded'],
    // The agent's client will start this server with the user's files: a package nobody vetted, given the
    // root or home folder, reads every key and document there.
    pattern: /"args"\s{0,3}:\s{0,3}\[/,
    requires: /"(?:\/|~|~\/|\$HOME|\$\{HOME\}|\/Users\/?|\/home\/?|[A-Za-z]:\\{1,2}|%USERPROFILE%)"/,
    detail: (_m, unit) => {
      const pkg = mcpRootToUnknown(unit)
      return pkg ? `"${pkg}" is given the whole disk or home folder` : undefined
    },
    reason: 'configures an MCP server from a package that is not a known publisher\'s and hands it the root or home folder: it can read every key and document there',
  },
  {
    id: 'sc-remote-code-self-hash',
    category: 'supply-chain',
    severity: 'high',
    units: ['command', 'decoded', 'block'],
    // A checksum worked out at run time from the very download it is meant to check checks nothing:
    // whatever the host serves next passes. direnv's `source_url` then runs it at every `cd`.
    pattern: /(?:\bsource_url\b|\bsha(?:256|512)sum\s{1,3}(?:-c|--check)\b|--(?:hash|checksum|integrity|sha256)[\s=]|\bintegrity\s{0,2}[:=]|\bsha256[-:=])[^\n]{0,120}\$\(\s{0,2}(?:curl|wget|iwr|Invoke-WebRequest)\b/,
    confirm: (m) => (/\bsource_url\b/.test(m) ? 'critical' : true),
    reason: 'checks a download against a hash computed from the same download at run time, which checks nothing (critical for direnv source_url, which runs it)',
  },
  {
    id: 'priv-remote-login-opened',
    category: 'privilege-escalation',
    severity: 'high',
    units: ['command', 'block', 'decoded'],
    // SSH opened to root or to passwords, or an account given a password written in the skill: anyone who
    // reads the skill can log in. Hardening guides set these to `no`, which is not matched.
    // sshd reads its keywords in any case (`permitrootlogin YES`); a password hash handed to usermod or a
    // password piped to `passwd --stdin` is a password written in the skill too.
    // Session 7 (g7b): `sshd -o PermitRootLogin=yes` and `printf 'root:pw\n' | chpasswd` are the same
    // (red team r7-13); a usermod value that opens with `!` or `*` is a lock, no password (r7-24).
    pattern: /\bPermitRootLogin(?:\s{1,3}|\s{0,2}=\s{0,2})yes\b|\bPasswordAuthentication(?:\s{1,3}|\s{0,2}=\s{0,2})yes\b|\bPermitEmptyPasswords(?:\s{1,3}|\s{0,2}=\s{0,2})yes\b|\b(?:echo|printf)\s{1,3}(?:-e\s{1,3}|)["']?[\w.-]{1,32}:[^\s"'$<>]{4,64}["']?\s{0,3}\|\s{0,3}(?:sudo\s{1,3}|)chpasswd\b|\busermod\b[^\n|;]{0,60}\s(?:-p|--password)\s{1,3}["']?[^\s"'$<>!*-][^\s"'<>]{3,200}|\becho\s{1,3}["']?[^\s"'$<>|]{4,64}["']?\s{0,3}\|\s{0,3}(?:sudo\s{1,3}|)passwd\s{1,3}--stdin\b/i,
    // Opening root or password login and setting a password the skill wrote down: refused.
    // In `sed 's/A/B/'` only B is written: a hardening guide's `s/PasswordAuthentication yes/… no/` opens nothing.
    // Every occurrence is read (red-team: only the first was, so a hardening `sed` line above hid a real one).
    confirm: (m, unit) => {
      let done = false
      for (let at = unit.indexOf(m); at >= 0 && !done; at = unit.indexOf(m, at + 1)) {
        const before = unit.slice(Math.max(0, at - 8), at)
        if (/s\/[\^#\\?]{0,4}$/.test(before) || notDoneAt(m, unit, at)) continue
        done = true
      }
      if (!done) return false
      return /\b(?:PermitRootLogin|PasswordAuthentication)(?:\s{1,3}|\s{0,2}=\s{0,2})yes\b/i.test(unit) && /\bchpasswd\b|\bpasswd\b|\busermod\b[^\n]{0,60}\s(?:-p|--password)\s/i.test(unit) ? 'critical' : true
    },
    reason: 'opens SSH to root or password logins, or sets an account password written in the skill: a standing way in for anyone who reads it',
  },
  {
    id: 'exfil-encoded-into-url',
    category: 'exfiltration',
    severity: 'high',
    units: ['block', 'command', 'decoded'],
    // A request whose address carries data encoded on the spot (base64, hex, btoa): a GET is a send too,
    // and encoding hides what goes.
    // The encoder leads (rarer than a request call); confirm reads the request around it on its line.
    pattern: /\b(?:b64encode|btoa|hexlify)\b|\.hex\(\)|Buffer\.from|\|\s{0,3}(?:base64|xxd|od|basenc)\b/,
    confirm: (m, unit) => {
      const at = unit.indexOf(m)
      if (at < 0) return false
      const start = unit.lastIndexOf('\n', at) + 1
      const end = unit.indexOf('\n', at)
      const line = unit.slice(start, end < 0 ? unit.length : end)
      // Code: a URL string joined with the encoder's result (`"https://x/?q=" + base64.b64encode(out)`) in a request call.
      if (/\b(?:urlopen|requests\.get|httpx\.get|Request|fetch|axios\.get|http\.get|Invoke-WebRequest|iwr|Invoke-RestMethod|irm)\b/.test(line) && urlJoinedWithEncoder(line)) return true
      // Shell: the encoder runs inside a substitution that sits in the URL (`curl "https://x/p?d=$(… | base64)"`).
      return /\b(?:curl|wget)\b/.test(line) && urlHoldsEncodedSubstitution(line)
    },
    reason: 'builds a request address from data encoded on the spot (base64, hex): the data leaves in the URL, hidden from whoever reads the command',
  },
  {
    id: 'sc-workflow-runs-untrusted-pr',
    category: 'supply-chain',
    // Medium alone: CI-security guides show the vulnerable shape. Handed a secret or a write token, high.
    severity: 'medium',
    units: ['block', 'decoded'],
    // `pull_request_target` runs with the base repository's secrets and write token; checking out the pull
    // request's own head and running it hands both to whoever opened the PR ("pwn request").
    pattern: /\bpull_request_target\b/,
    requires: /\bref:\s{0,3}["']?\$\{\{\s{0,3}github\.event\.pull_request\.head\.(?:sha|ref)\s{0,3}\}\}|\bref:\s{0,3}["']?\$\{\{\s{0,3}github\.head_ref\s{0,3}\}\}|refs\/pull\/\$\{\{/,
    // With a secret handed to a later step, or a write token, it is refused.
    confirm: (_m, block) => (/\$\{\{\s{0,3}secrets\.(?!GITHUB_TOKEN\b)|permissions:\s{0,3}write-all|contents:\s{0,3}write/.test(block) ? 'high' : true),
    reason: "a pull_request_target workflow checks out the pull request's own code and runs it with the repository's secrets: anyone who opens a PR runs code with them",
  },
]

