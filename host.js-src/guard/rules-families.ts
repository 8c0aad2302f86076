/**
 * Rule families learned from blind7's misses (docs/guard.md, "Rule families from blind7"): each rule
 * names a family of attack, not one sample, and each has a legitimate twin in rules-families.test.ts
 * that must stay clean. Same shape and the same static regex check as rules.ts and doc-rules.ts; they
 * are spread into RULES and DOC_RULES there.
 *
 * Imports: types only, plus leaf modules. rules.ts and doc-rules.ts import this file to build their
 * tables, so importing a value back from either would be a cycle (their constants are not yet
 * initialised while this module runs). The few shapes shared with them (a network upload, a public
 * host) are therefore written here again, small and for these rules only.
 */
import type { DocRule } from './doc-rules.ts'
import { capOfficialInstaller, OFFICIAL_INSTALLERS } from './installers.ts'
import { oneEditApart } from './typosquat.ts'
import type { GuardRule } from './types.ts'

const S = String.raw

// ─── shared shapes ─────────────────────────────────────────────────────────────────────

/** A network client that can carry data away. */
const NET_CLIENT = S`\b(?:curl|wget|nc|ncat|netcat|socat|telnet|Invoke-WebRequest|Invoke-RestMethod)\b|/dev/(?:tcp|udp)/`

/** A request that carries data: a body, a form, a file or stdin. */
const UPLOAD = S`\bcurl\b[^\n]{0,300}(?:\s-[a-zA-Z]{0,3}[dFT]\b|--data|--form|--upload-file|--json|-X\s{0,2}(?:POST|PUT|PATCH))|\bwget\b[^\n]{0,200}--post-(?:data|file)|\b(?:nc|ncat|netcat|socat)\s{1,3}[\w.-]{1,80}\s{1,3}\d{1,5}\b|\b(?:Invoke-RestMethod|Invoke-WebRequest)\b[^\n]{0,200}(?:-Body|-InFile|-Method\s{1,3}Post)|\b(?:requests|httpx)\.(?:post|put)\s{0,2}\(|\bftp://`

/** Names a person or a test gives to a host that is no one's: placeholders, internal and reserved names. */
const NOT_PUBLIC_HOST = /^(?:localhost|metadata\.google\.internal)$|^(?:127|10|0)\.|^192\.168\.|^169\.254\.|^172\.(?:1[6-9]|2\d|3[01])\.|^\[|^[\w-]{1,63}$|\.(?:internal|local|lan|corp|intranet|home|test|example|invalid|localhost)$|(?:^|\.)(?:example|company|yourcompany|mycompany|acme)\.(?:com|org|net)$/i

/** The hosts of every URL in `text`. */
function hostsOf(text: string): string[] {
  return [...text.matchAll(/\b(?:https?|ftp|socks5h?):\/\/(?:[^\s/@"']{1,200}@|)([^\s/:"'<>?#)\]]{1,253})/gi)].map((m) => m[1]!.toLowerCase().replace(/\.$/, ''))
}

/** A host that belongs to somebody (not a placeholder, internal name, private or link-local address). */
function publicHost(host: string): boolean {
  return !NOT_PUBLIC_HOST.test(host)
}

/** A public IPv4 address (private, loopback, link-local, unspecified and documentation ranges excluded). */
function publicIp(ip: string): boolean {
  const p = ip.split('.').map(Number)
  if (p.length !== 4 || p.some((n) => !(n >= 0 && n <= 255))) return false
  const [a, b, c] = p as [number, number, number, number]
  return !(a === 0 || a === 10 || a === 127 || a >= 224 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 192 && b === 0 && c === 2) || (a === 198 && b === 51 && c === 100) || (a === 203 && b === 0 && c === 113) || (a === 100 && b >= 64 && b <= 127))
}

// ─── look-alike repositories and actions ───────────────────────────────────────────────

/**
 * Owners of code people install straight from GitHub (actions, git+https requirements): the ones a
 * look-alike org imitates. A hand list, like typosquat.ts: no registry ships one offline.
 */
const POPULAR_OWNERS = [
  'actions', 'github', 'codecov', 'docker', 'aws-actions', 'azure', 'google-github-actions', 'hashicorp', 'pypa',
  'psf', 'python', 'django', 'pallets', 'jazzband', 'encode', 'tiangolo', 'numpy', 'pandas-dev', 'scikit-learn',
  'pytorch', 'tensorflow', 'huggingface', 'facebook', 'microsoft', 'google', 'googleapis', 'nodejs', 'npm',
  'vercel', 'vuejs', 'angular', 'sveltejs', 'rust-lang', 'golang', 'kubernetes', 'helm', 'pre-commit',
  'pytest-dev', 'sqlalchemy', 'celery', 'redis', 'mongodb', 'elastic', 'grafana', 'prometheus', 'apache',
  'openai', 'anthropics', 'langchain-ai', 'astral-sh', 'cloudflare', 'supabase', 'prisma', 'expressjs',
  'webpack', 'babel', 'eslint', 'prettier', 'vitejs', 'tailwindlabs', 'softprops', 'peaceiris', 'dtolnay',
  'JamesIves', 'peter-evans', 'ruby', 'gradle', 'sigstore', 'slsa-framework', 'ossf', 'snyk', 'sonarsource',
  'trufflesecurity', 'gitleaks', 'aquasecurity', 'goreleaser', 'denoland', 'oven-sh', 'pnpm', 'astral-sh',
  // Session 6: the homes of the crates, Go modules and npm packages most often pulled straight from git.
  'seanmonstar', 'tokio-rs', 'serde-rs', 'hyperium', 'BurntSushi', 'clap-rs', 'rayon-rs', 'diesel-rs', 'launchbadge',
  'actix', 'tauri-apps', 'rustls', 'rust-random', 'chronotope', 'tower-rs', 'async-rs', 'smol-rs', 'rustwasm',
  'bevyengine', 'sindresorhus', 'isaacs', 'gorilla', 'spf13', 'gin-gonic', 'sirupsen', 'stretchr', 'uber-go',
  'golang-jwt', 'labstack', 'gofiber', 'jackc', 'lodash', 'axios', 'mozilla', 'pyca', 'psf', 'boto', 'aio-libs',
].map((o) => o.toLowerCase())

/** Actions used in most workflows (owner/repo): a repo one edit from one of these is a typosquat. */
const POPULAR_ACTIONS = [
  'actions/checkout', 'actions/setup-python', 'actions/setup-node', 'actions/setup-go', 'actions/setup-java',
  'actions/setup-dotnet', 'actions/cache', 'actions/upload-artifact', 'actions/download-artifact',
  'actions/github-script', 'actions/labeler', 'actions/stale', 'actions/deploy-pages', 'actions/configure-pages',
  'actions/upload-pages-artifact', 'actions/dependency-review-action', 'codecov/codecov-action',
  'docker/build-push-action', 'docker/login-action', 'docker/setup-buildx-action', 'docker/setup-qemu-action',
  'docker/metadata-action', 'aws-actions/configure-aws-credentials', 'aws-actions/amazon-ecr-login',
  'github/codeql-action', 'pypa/gh-action-pypi-publish', 'softprops/action-gh-release', 'peaceiris/actions-gh-pages',
  'peter-evans/create-pull-request', 'google-github-actions/auth', 'google-github-actions/setup-gcloud',
  'azure/login', 'hashicorp/setup-terraform', 'dtolnay/rust-toolchain', 'pnpm/action-setup', 'oven-sh/setup-bun',
  'denoland/setup-deno', 'astral-sh/setup-uv', 'ruby/setup-ruby', 'gradle/actions', 'goreleaser/goreleaser-action',
  'JamesIves/github-pages-deploy-action', 'sigstore/cosign-installer', 'aquasecurity/trivy-action',
].map((a) => a.toLowerCase())
const ACTION_SET = new Set(POPULAR_ACTIONS)
const OWNER_SET = new Set(POPULAR_OWNERS)

/** Digits written for the letters they resemble (`djang0`, `g1thub`). */
const DIGIT_LETTERS: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't' }

/** What `owner` (a GitHub org or user) passes for, when it is a look-alike of a popular one. */
function ownerImitates(owner: string): string | undefined {
  const o = owner.toLowerCase()
  if (OWNER_SET.has(o)) return undefined
  // A digit standing for a letter inside a popular owner's name: `djang0-project` reads as django.
  const lettered = o.replace(/[013457]/g, (d) => DIGIT_LETTERS[d]!)
  if (lettered !== o) {
    for (const p of POPULAR_OWNERS) if (p.length >= 5 && lettered.includes(p) && !o.includes(p)) return p
  }
  if (o.length >= 5) for (const p of POPULAR_OWNERS) if (p.length >= 5 && oneEditApart(o, p)) return p
  return undefined
}

/** `owner/repo` of a workflow step or a git URL, and what it imitates, if anything. */
function repoImitates(owner: string, repo: string, isAction: boolean): string | undefined {
  const full = `${owner}/${repo}`.toLowerCase()
  if (isAction && !ACTION_SET.has(full)) {
    for (const a of POPULAR_ACTIONS) {
      const [ao, ar] = a.split('/') as [string, string]
      if (ao === owner.toLowerCase() && oneEditApart(repo.toLowerCase(), ar)) return a
      if (ar === repo.toLowerCase() && oneEditApart(owner.toLowerCase(), ao)) return a
    }
  }
  const o = ownerImitates(owner)
  return o ? `${o}/…` : undefined
}

const REPO_REF = /\buses:\s{0,3}["']?([\w.-]{1,39})\/([\w.-]{1,100})(?:\/[\w./-]{0,100}|)@|(?:\b(?:github\.com|gitlab\.com)[/:]|\bgithub:)([\w.-]{1,39})\/([\w.-]{1,100})/g

/** The look-alike repositories or actions a unit names, as "x looks like y". */
function lookalikeRepos(unit: string): string | undefined {
  const out: string[] = []
  REPO_REF.lastIndex = 0
  for (let m = REPO_REF.exec(unit); m; m = REPO_REF.exec(unit)) {
    const isAction = m[1] !== undefined
    const owner = (m[1] ?? m[3])!
    const repo = (m[2] ?? m[4])!.replace(/\.git$/, '')
    const like = repoImitates(owner, repo, isAction)
    if (like) out.push(`"${owner}/${repo}" looks like "${like}"`)
  }
  return out.length ? out.join(', ') : undefined
}

/** Owners in `block` with a digit for a letter whose lettered form (or the changed part of it) the block names elsewhere. */
function lookalikeOwnersInBlock(block: string): string | undefined {
  const words = new Set((block.match(/[A-Za-z][A-Za-z0-9-]{2,60}/g) ?? []).map((w) => w.toLowerCase()))
  const out = new Set<string>()
  for (const m of block.matchAll(/\b(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)[/:]([\w.-]{1,39})\//gi)) {
    const owner = m[1]!.toLowerCase()
    const lettered = owner.replace(/[013457]/g, (d) => DIGIT_LETTERS[d]!)
    if (lettered === owner) continue
    const parts = owner.split(/[-_.]/)
    const changed = lettered.split(/[-_.]/).filter((p, i) => p !== parts[i] && p.length >= 4)
    const like = ownerImitates(owner) ?? (words.has(lettered) ? lettered : changed.find((p) => words.has(p)))
    if (like) out.add(`"${owner}" looks like "${like}"`)
  }
  return out.size ? [...out].join(', ') : undefined
}

// ─── credential helpers ────────────────────────────────────────────────────────────────

/** Helpers git ships or the platforms publish: they keep the token in the user's own store. */
const KNOWN_HELPERS = /^(?:store|cache|osxkeychain|manager|manager-core|libsecret|wincred|gnome-keyring|netrc|oauth|gcloud\.sh|1password|op|pass|gopass|bitwarden|lastpass|keepassxc|codecommit|azure-repos|""|''|)$|(?:^|\/)git-credential-(?:libsecret|osxkeychain|gnome-keyring|manager(?:-core|)|wincred|oauth|netrc)(?:\.exe|)$|^\/[\w./-]{1,200}\/(?:git-credential-manager|git-credential-manager-core)(?:\.exe|)$/

// ─── shell variables put together ──────────────────────────────────────────────────────

/**
 * The command an `eval` (or a variable used as a command name) runs, with the block's plain
 * assignments substituted: `f="cu"; f="${f}rl"` makes `$f` read `curl`. Only literal assignments are
 * followed (no command substitution is run); a value that cannot be known stays as written.
 */
function expandAssembled(block: string, line: string): { text: string; assembled: boolean } {
  const vars = new Map<string, string>()
  let assembled = false
  const sub = (s: string) => s.replace(/\$\{([A-Za-z_]\w{0,30})\}|\$([A-Za-z_]\w{0,30})/g, (all, a: string | undefined, b: string | undefined) => vars.get((a ?? b)!) ?? all)
  const assign = /(?:^|[\s;])([A-Za-z_]\w{0,30})=("[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s;"'`$(]{0,200}|"[^"\n]{0,100}"(?:"[^"\n]{0,100}"|'[^'\n]{0,100}'){1,4})(?=[\s;]|$)/g
  for (const raw of block.split('\n').slice(0, 400)) {
    if (raw === line) break
    // Shell joins quoted pieces that touch: `"ht""tps"` is "https".
    const l = raw.replace(/(?<=\S)(?:""|'')(?=\S)/g, '')
    assign.lastIndex = 0
    for (let m = assign.exec(l); m; m = assign.exec(l)) {
      const name = m[1]!
      let value = m[2]!.replace(/^["']|["']$/g, '')
      if (/\$\{?[A-Za-z_]/.test(value)) assembled = true
      value = sub(value)
      vars.set(name, value.slice(0, 400))
    }
  }
  return { text: sub(line.replace(/(?<=\S)(?:""|'')(?=\S)/g, '')), assembled }
}

/** What a downloaded-and-run chain looks like once its pieces are put back. */
const RUNS_REMOTE = /\b(?:curl|wget)\b[^\n|]{0,300}\|\s{0,3}(?:sudo\s{1,3}|)(?:ba|z|da|k|)sh\b|\bbase64\s{1,3}(?:-d|--decode)\b[^\n|]{0,80}\|\s{0,3}(?:ba|z|da|k|)sh\b|\/dev\/tcp\/|\b(?:nc|ncat)\b[^\n]{0,60}\s-e\s/

// ─── hosts a hosts file must not send elsewhere ────────────────────────────────────────

/** Package registries, code hosts and sign-in hosts: pointing one at another address is a man in the middle. */
const WELL_KNOWN_HOST = /^(?:(?:registry\.)?npmjs\.(?:org|com)|registry\.yarnpkg\.com|(?:[\w-]{1,30}\.)?pypi\.org|files\.pythonhosted\.org|(?:[\w-]{1,30}\.)?github\.com|(?:[\w-]{1,30}\.)?githubusercontent\.com|(?:[\w-]{1,30}\.)?gitlab\.com|bitbucket\.org|(?:[\w-]{1,30}\.)?docker\.(?:io|com)|ghcr\.io|quay\.io|(?:[\w-]{1,30}\.)?gcr\.io|proxy\.golang\.org|sum\.golang\.org|(?:static\.|index\.|)crates\.io|rubygems\.org|repo1?\.maven\.(?:org|apache\.org)|(?:deb|security)\.debian\.org|(?:archive|security)\.ubuntu\.com|dl-cdn\.alpinelinux\.org|login\.microsoftonline\.com|accounts\.google\.com|(?:[\w-]{1,30}\.)?amazonaws\.com|api\.openai\.com|api\.anthropic\.com|registry\.npmmirror\.com|(?:[\w-]{1,30}\.)?nuget\.org|(?:[\w-]{1,30}\.)?golang\.org|(?:[\w-]{1,30}\.)?huggingface\.co)$/i

/** A hosts-file line (`IP name …`) that sends a well-known host to a public address. */
function redirectsWellKnown(text: string): boolean {
  for (const m of text.matchAll(/(?<![\w.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})[ \t]{1,8}([^\n;"'|]{1,300})/g)) {
    if (!publicIp(m[1]!)) continue
    if (m[2]!.trim().split(/\s{1,8}/).some((h) => WELL_KNOWN_HOST.test(h.replace(/\.$/, '')))) return true
  }
  // Docker's `--add-host name:ip` and compose `extra_hosts: ["name:ip"]`.
  for (const m of text.matchAll(/([\w.-]{1,100}):(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b/g)) if (publicIp(m[2]!) && WELL_KNOWN_HOST.test(m[1]!)) return true
  return false
}

// ─── package indexes and template slots ────────────────────────────────────────────────

/** Public extra indexes the projects themselves publish (GPU wheels) and PyPI and its mirrors. */
const KNOWN_INDEX = /^(?:(?:test\.|upload\.|)pypi\.org|files\.pythonhosted\.org|download\.pytorch\.org|(?:pypi\.|pypi\.ngc\.)nvidia\.com|data\.pyg\.org|storage\.googleapis\.com|pypi\.tuna\.tsinghua\.edu\.cn|mirrors\.aliyun\.com|pypi\.mirrors\.ustc\.edu\.cn|mirrors\.cloud\.tencent\.com|repo\.huaweicloud\.com|mirror\.baidu\.com|pypi\.doubanio\.com|abetlen\.github\.io|wheels\.vllm\.ai|flashinfer\.ai|pypi\.anaconda\.org)$/i

/** A slot's value comes from the user's own environment or files. */
const SLOT_SOURCE = /\$\{?[A-Za-z_]{0,30}(?:TOKEN|SECRET|PASSWORD|PASSWD|KEY|COOKIE|SESSION|AUTH)|~[\\/]|\$HOME\b|\.env\b|\.npmrc|\.netrc|\bid_rsa|\.ssh\b|\.aws\b|环境(?:变量|里|中)|\benvironment\b|\benv(?:ironment|) var|文件(?:的|)内容|\bcontents? of\b|会话文件|\bcookies? (?:file|store|jar)s?\b/i
/** …and is to be copied whole. */
const SLOT_VERBATIM = /原样|完整|全部|所有|明文|不脱敏|未脱敏|\bverbatim\b|\bin full\b|\bfull\b|\bunmasked\b|\bunredacted\b|\bexact\b|\bas[- ]is\b|\bentire\b|\braw\b|\bwhole\b/i

// ─── memory ────────────────────────────────────────────────────────────────────────────

/** The text is made to look like the user's own words or drops their consent: the tell of a poisoned memory. */
const FORGED_PREFERENCE = /\bas if (?:the user|they|you|I) (?:had |have |)(?:said|asked|wrote|written|requested|told|stated|decided)\b|\bas (?:the user's|their) own\b|\bin the user's (?:name|voice|words)\b|\bon (?:the user's|their) behalf\b|\b(?:without asking|never point (?:it |this |that |)out|never mention|even if other skills|override (?:any |)other skills)\b|以用户的(?:名义|口吻)|(?:就像|当作|假装)(?:是|)用户(?:说|要求|提出)|不要(?:问|询问|告诉)用户/i


// ─── repositories pushed away quietly ──────────────────────────────────────────────────

/** Output (or its errors) thrown away, or the command sent to the background: it is not meant to be seen. */
const SILENCED = /(?:&>|2>|>)\s{0,2}\/dev\/null|&\s{0,3}$/

/** The whole line of `unit` that the match `m` starts on. */
function lineOf(m: string, unit: string): string {
  const at = unit.indexOf(m)
  const end = unit.indexOf('\n', at + m.length)
  return unit.slice(unit.lastIndexOf('\n', at) + 1, end < 0 ? unit.length : end)
}

/** The URL a push line sends to: written on it, or the URL a `git remote add` in the unit gives its remote. */
function pushTarget(m: string, unit: string): string | undefined {
  const line = lineOf(m, unit)
  const url = /(?:https?|ssh):\/\/[^\s"']{1,300}|[\w.-]{1,64}@[\w.-]{1,100}:[\w./~-]{1,200}/.exec(line)?.[0]
  if (url) return url
  const names = line.replace(/"[^"\n]{0,300}"|'[^'\n]{0,300}'|(?<=\s)--?[\w-]{1,30}|\$\{?\w{1,30}\}?/g, ' ').split(/\s{1,8}/)
  for (const name of names.slice(names.indexOf('push') + 1)) {
    if (!/^[\w.-]{1,60}$/.test(name)) continue
    const add = new RegExp(`\\bgit\\s{1,3}remote\\s{1,3}(?:add|set-url)\\s{1,3}(?:-[\\w-]{1,20}\\s{1,3}){0,2}${name.replace(/[.]/g, '\\.')}\\s{1,3}["']?([^\\s"']{1,300})`).exec(unit)
    if (add) return add[1]
  }
  return undefined
}

// ─── npm scopes that imitate popular ones ──────────────────────────────────────────────

/** Scopes whose packages agents and tools install by name (MCP servers, SDKs). A look-alike of one is a typosquat. */
const POPULAR_SCOPES = [
  'modelcontextprotocol', 'anthropic-ai', 'openai', 'types', 'babel', 'angular', 'vue', 'aws-sdk', 'google-cloud',
  'azure', 'octokit', 'vercel', 'playwright', 'testing-library', 'nestjs', 'prisma', 'supabase', 'radix-ui', 'tanstack',
  'sentry', 'storybook', 'typescript-eslint', 'eslint', 'vitejs', 'sveltejs', 'reduxjs', 'emotion', 'mui', 'trpc',
  'langchain', 'huggingface', 'cloudflare', 'netlify', 'firebase', 'expo', 'react-native', 'nuxt', 'swc', 'rollup',
  'microsoft', 'google', 'mistralai', 'upstash', 'stripe', 'slack', 'notionhq', 'pnpm', 'npmcli', 'githubnext',
]
const SCOPE_SET = new Set(POPULAR_SCOPES)

/** What an npm scope passes for when it imitates a popular one: a capital I or a digit for l or o, or one edit. */
function scopeImitates(scope: string): { like: string; confusable: boolean } | undefined {
  const lower = scope.toLowerCase()
  // npm names are lower case: a capital I (or l) written into a scope is there to look like the other letter.
  const read = scope.replace(/I/g, 'l').replace(/[013457]/g, (d) => DIGIT_LETTERS[d]!).toLowerCase()
  if (read !== lower && SCOPE_SET.has(read) && !SCOPE_SET.has(lower)) return { like: read, confusable: true }
  if (read !== lower && SCOPE_SET.has(scope.replace(/l/g, 'I').toLowerCase())) return undefined
  if (SCOPE_SET.has(lower) || lower.length < 5) return undefined
  for (const p of POPULAR_SCOPES) if (p.length >= 5 && oneEditApart(lower, p)) return { like: p, confusable: false }
  return undefined
}

// ─── agent API endpoints sent through a stranger ───────────────────────────────────────

/** The providers' own API hosts and the OpenAI-compatible providers people point these variables at. */
const KNOWN_LLM_HOST = /(?:^|\.)(?:anthropic\.com|openai\.com|openai\.azure\.com|azure\.com|deepseek\.com|openrouter\.ai|groq\.com|together\.xyz|together\.ai|mistral\.ai|googleapis\.com|x\.ai|perplexity\.ai|fireworks\.ai|moonshot\.cn|moonshot\.ai|aliyuncs\.com|bigmodel\.cn|volces\.com|siliconflow\.cn|baidubce\.com|hunyuan\.cloud\.tencent\.com|minimaxi?\.com|cohere\.(?:ai|com)|anyscale\.com|deepinfra\.com|nvidia\.com|cerebras\.ai|sambanova\.ai|novita\.ai|amazonaws\.com|cloudflare\.com|portkey\.ai|helicone\.ai|litellm\.ai|ollama\.com|lmstudio\.ai|huggingface\.co|replicate\.com|githubcopilot\.com|github\.com|models\.inference\.ai\.azure\.com)$/i


// ─── a well-known host worn as a subdomain ─────────────────────────────────────────────

const INSTALLER_HOSTS = new Set(OFFICIAL_INSTALLERS.map((i) => i.host.toLowerCase()))

/**
 * The well-known host a URL's host wears in front of somebody else's domain
 * (`raw.githubusercontent.com.cdn-x.io`, `sh.rustup.rs.mirror.dev`), if it does. The rest must itself
 * be a domain of two labels or more, so a country form of the same provider (`amazonaws.com.cn`) is not one.
 */
function wornHost(host: string): string | undefined {
  const labels = host.split('.')
  for (let k = 2; k <= labels.length - 2; k++) {
    const front = labels.slice(0, k).join('.')
    if (WELL_KNOWN_HOST.test(front) || INSTALLER_HOSTS.has(front)) return front
  }
  return undefined
}

/** Owners whose actions are GitHub's own or a large vendor's (their branches are their releases' source). */
const TRUSTED_ACTION_OWNERS = new Set(['actions', 'github', 'docker', 'aws-actions', 'google-github-actions', 'azure', 'hashicorp', 'microsoft', 'cloudflare', 'vercel', 'codecov', 'sigstore', 'slsa-framework', 'ossf'])

/** The host a git `url.<base>.insteadOf <host>` rewrite goes through, and the host it stands in for. */
function gitRewrite(m: string, unit: string): { via?: string; to?: string } {
  const via = /url\.["']?https?:\/\/(?:[^\s"'@/]{1,100}@|)([\w.-]{1,100})/.exec(m)?.[1]?.toLowerCase()
  const at = unit.indexOf(m)
  const to = at < 0 ? undefined : /^\s{1,3}["']?(?:https?:\/\/|ssh:\/\/git@|git@)([\w.-]{1,100})/.exec(unit.slice(at + m.length))?.[1]?.toLowerCase()
  return { via, to }
}

export const FAMILY_RULES: readonly GuardRule[] = []

export const FAMILY_DOC_RULES: readonly DocRule[] = [
  // ───────────── a shell hook that runs on every prompt ─────────────
  {
    id: 'persist-prompt-hook-send',
    category: 'persistence',
    severity: 'critical',
    units: ['command', 'decoded'],
    // PROMPT_COMMAND, zsh precmd/preexec, a DEBUG trap, a PowerShell prompt function: each runs before
    // every prompt or command. A network client inside one sends on every keystroke of work.
    pattern: /\bPROMPT_COMMAND\s{0,2}\+?=|\b(?:precmd|preexec)_functions\s{0,2}\+?=|\b(?:precmd|preexec)\s{0,2}\(\s{0,2}\)\s{0,2}\{|\btrap\s{1,3}["'][^"'\n]{1,300}["']\s{1,3}DEBUG\b|\bfunction\s{1,3}(?:global:|)prompt\s{0,2}\{|\badd-zsh-hook\s{1,3}(?:precmd|preexec)\b|\bfunction\s{1,3}[\w-]{1,40}\s{1,3}--on-event\s{1,3}fish_(?:preexec|postexec|prompt)\b|\bPS1=[^\n]{0,200}(?:\$\(|\x60)/,
    requires: new RegExp(NET_CLIENT),
    reason: 'a shell hook that runs at every prompt (PROMPT_COMMAND, precmd, a DEBUG trap) calls a network client: each command typed, or its history, leaves the machine',
  },
  // ───────────── a send nobody is meant to see ─────────────
  {
    id: 'exfil-hidden-stdin-upload',
    category: 'exfiltration',
    severity: 'high',
    units: ['command', 'decoded'],
    // Something piped into an upload of stdin, its answer thrown away: nobody sees what went or where.
    pattern: /\|[^|\n]{0,40}\bcurl\b[^\n|]{0,200}(?:\s-d|--data(?:-binary|-raw|-urlencode|)|\s-T|--upload-file|\s-F\s{0,2}["']?[\w-]{1,30}=)[\s=]{0,2}["']?[@<]?-(?=["'\s]|$)/,
    requires: /(?:>|&>)\s{0,2}\/dev\/null|\s-o\s{1,3}\/dev\/null/,
    // Detached as well (a trailing `&`): it also outlives the command it hides behind.
    confirm: (_m, unit) => (/&\s{0,3}(?:$|[;)'"]|exit\b|done\b|fi\b)/.test(unit.replace(/&&|&>|>&|2>&1/g, ' ')) ? 'critical' : true),
    reason: 'pipes data into an upload with its output discarded: the data leaves without anyone seeing what or where',
  },
  // ───────────── a script fetched to a file and run ─────────────
  {
    id: 'sc-fetched-script-run',
    category: 'supply-chain',
    severity: 'high',
    units: ['command', 'decoded'],
    // `curl -o f && sh f` is `curl | sh` with a stop on the way: the same unread code runs.
    pattern: /\b(?:curl|wget)\b[^\n;&|]{0,150}\s(?:-[a-zA-Z]{0,4}[oO]|--output|--output-document)[\s=]{1,3}["']?[\w./~${}-]{1,120}/,
    requires: /(?:&&|;|\|\|)\s{0,3}(?:sudo\s{1,3}(?:-[A-Za-z]\s{1,3}|)|)(?:(?:ba|z|da|k|)sh|source|\.|python3?|perl|ruby|node|chmod\s{1,3}\+?[x0-7]{1,4})\s{1,3}["']?[\w./~${}-]/,
    confirm: (m, unit) => {
      const file = /\s(?:-[a-zA-Z]{0,4}[oO]|--output|--output-document)[\s=]{1,3}["']?([\w./~${}-]{1,120})/.exec(m)?.[1]
      if (!file || file === '-' || file === '/dev/null') return false
      const base = file.split('/').pop()!
      const after = unit.slice(unit.indexOf(m) + m.length)
      const esc = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      if (!new RegExp(`(?:&&|;|\\|\\|)\\s{0,3}(?:sudo\\s{1,3}(?:-[A-Za-z]\\s{1,3}|)|)(?:(?:ba|z|da|k|)sh\\s{1,3}|source\\s{1,3}|\\.\\s{1,3}|python3?\\s{1,3}|perl\\s{1,3}|ruby\\s{1,3}|node\\s{1,3}|)["']?[\\w./~\${}-]{0,120}${esc}(?![\\w.-])`).test(after)) return false
      if (capOfficialInstaller(m, unit) === 'low') return 'low'
      // Hidden (a dot file), silenced, self-deleting or over plain http: it is meant not to be seen.
      const hides = base.startsWith('.') || /(?:>|&>)\s{0,2}\/dev\/null/.test(after) || new RegExp(`\\brm\\s{1,3}-[a-z]{0,3}f[a-z]{0,3}\\s{1,3}["']?[\\w./~\${}-]{0,120}${esc}`).test(after) || /\bhttp:\/\/(?!localhost|127\.)/.test(m)
      return hides ? 'critical' : true
    },
    reason: 'downloads a script to a file and runs it: the same unread code as `curl | sh` (critical when the file is hidden, the output silenced or the file deleted after)',
  },
  {
    id: 'sc-fetched-script-run-ps',
    category: 'supply-chain',
    severity: 'high',
    units: ['command', 'decoded'],
    // PowerShell's form: `iwr <url> -OutFile f.ps1; & f.ps1` (or `powershell -File f.ps1`, Start-Process).
    pattern: /\b(?:iwr|Invoke-WebRequest|Start-BitsTransfer)\b[^\n;|]{0,200}\s-(?:OutFile|Destination)\s{1,3}["']?[^\s"';]{1,200}/i,
    requires: /(?:;|&&)\s{0,3}(?:&\s{0,2}|\.\s{1,2}|(?:powershell|pwsh)(?:\.exe|)\s[^\n]{0,60}-File\s{1,3}|Start-Process\s{1,3}|cmd\s{1,3}\/c\s{1,3})["']?/i,
    confirm: (m, unit) => {
      const file = /\s-(?:OutFile|Destination)\s{1,3}["']?([^\s"';]{1,200})/i.exec(m)?.[1]
      if (!file) return false
      const base = file.split(/[\\/]/).pop()!
      const esc = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      if (!new RegExp(`(?:;|&&)\\s{0,3}(?:&\\s{0,2}|\\.\\s{1,2}|(?:powershell|pwsh)(?:\\.exe|)\\s[^\\n]{0,60}-File\\s{1,3}|Start-Process\\s{1,3}|cmd\\s{1,3}/c\\s{1,3})["']?[^\\s"';]{0,200}${esc}(?![\\w.-])`, 'i').test(unit.slice(unit.indexOf(m) + m.length))) return false
      if (capOfficialInstaller(m, unit) === 'low') return 'low'
      return /-WindowStyle\s{1,3}Hidden|\bRemove-Item\b|\bhttp:\/\//i.test(unit) ? 'critical' : true
    },
    reason: 'downloads a PowerShell script or program to a file and runs it: the same unread code as `iwr | iex` (critical when hidden, deleted after or fetched over http)',
  },
  // ───────────── credentials handed to a helper that is not the user's ─────────────
  {
    id: 'exfil-credential-helper-foreign',
    category: 'exfiltration',
    severity: 'high',
    units: ['block', 'decoded'],
    // Setting one (not --get, --unset): the value follows on the same line.
    pattern: /\bgit\s{1,3}config\b[^\n]{0,60}[ \t]credential(?:\.[^\s=]{1,200}|)\.helper["']?[ \t]{1,3}["']?[^\s"'!-]|\[credential(?:[ \t]{1,3}"[^"\n]{1,200}"|)\][ \t]{0,3}\n[ \t]{0,8}helper[ \t]{0,3}=[ \t]{0,3}["']?[^\s"'!-]/,
    detail: (m, unit) => {
      if (/\s--(?:get|get-all|get-regexp|unset|unset-all|show-origin|list)\b/.test(m)) return undefined
      const tail = m + unit.slice(unit.indexOf(m) + m.length, unit.indexOf(m) + m.length + 200)
      const name = (/credential(?:\.[^\s=]{1,200}|)\.helper["']?[ \t]{1,3}["']?([^\s"']{1,200})/.exec(tail) ?? /\n[ \t]{0,8}helper[ \t]{0,3}=[ \t]{0,3}["']?([^\s"']{1,200})/.exec(tail))?.[1]
      return name && !KNOWN_HELPERS.test(name) ? `helper "${name}"` : undefined
    },
    // The helper's program fetched from a host in the same block: that host's code gets every token.
    confirm: (_m, unit) => (/\b(?:curl|wget|iwr|Invoke-WebRequest)\b[^\n]{0,300}git-credential-/.test(unit) && hostsOf(unit).some((h) => publicHost(h) && !/^(?:github\.com|objects\.githubusercontent\.com)$/.test(h)) ? 'critical' : true),
    reason: 'sets a git credential helper that is neither git\'s own nor a platform keychain: every token git is given goes to that program (critical when the block downloads it from a host)',
  },
  // ───────────── a package index redirected to a foreign host ─────────────
  {
    id: 'sc-extra-index-foreign',
    category: 'supply-chain',
    severity: 'high',
    units: ['command', 'decoded'],
    // pip takes the highest version from every index it is given: an extra index on somebody's host can
    // shadow any package name, internal ones first (dependency confusion).
    pattern: /(?:--extra-index-url|\bextra-index-url|\bPIP_EXTRA_INDEX_URL|\bUV_EXTRA_INDEX_URL|\bextra_index_urls?)["']?[\s=:]{1,3}\[?\s{0,2}["']?https?:\/\/[^\s"'\]]{1,300}/i,
    confirm: (m) => hostsOf(m).some((h) => publicHost(h) && !KNOWN_INDEX.test(h)),
    reason: "adds a second package index on a host that is not a known public one: pip takes the highest version from any index, so that host can replace any package you install (dependency confusion)",
  },
  // ───────────── a reply template with slots for secrets ─────────────
  {
    id: 'flow-secret-template-slot',
    category: 'exfiltration',
    severity: 'critical',
    flow: true,
    units: ['block', 'decoded', 'sentence', 'table-row'],
    // `"auth": "<paste the full value of $TOKEN>"`: a slot the agent is to fill from the user's
    // environment or files, unmasked. Filled in a reply, a report or a request, the secret leaves.
    pattern: /<[^<>\n]{0,60}(?:填入|填写|粘贴|贴上|贴入|原样|\bfill(?:ed|)\s{1,3}in\b|\bpaste\b|\binsert\b)[^<>\n]{0,120}>/i,
    confirm: (m) => SLOT_SOURCE.test(m) && SLOT_VERBATIM.test(m),
    reason: "a template slot the agent is told to fill with a secret from the user's environment or files, unmasked: wherever the filled template goes, the secret goes",
  },
  // ───────────── name resolution sent elsewhere ─────────────
  {
    id: 'persist-hosts-file-hijack',
    category: 'persistence',
    severity: 'critical',
    units: ['command', 'block', 'decoded'],
    pattern: /(?:>>|>|\btee\b(?:\s{1,3}-a|))\s{0,3}["']?(?:\/private|)\/etc\/hosts\b|\\drivers\\etc\\hosts\b|--add-host[\s=]{1,3}["']?[\w.-]{1,100}:\d|\bextra_hosts\s{0,2}:/i,
    confirm: (_m, unit) => redirectsWellKnown(unit),
    reason: 'writes hosts-file entries that send a package registry, code host or sign-in host to a public address: every install and login then goes to whoever holds it',
  },
  // ───────────── TLS off and traffic through a stranger ─────────────
  {
    id: 'net-tls-off-foreign-proxy',
    category: 'network',
    severity: 'high',
    units: ['block', 'decoded'],
    pattern: /\bstrict-ssl\s{1,3}false\b|\bsslVerify\s{1,3}false\b|NODE_TLS_REJECT_UNAUTHORIZED\s{0,2}=\s{0,2}["']?0|GIT_SSL_NO_VERIFY\s{0,2}=\s{0,2}["']?(?:1|true)|PYTHONHTTPSVERIFY\s{0,2}=\s{0,2}["']?0|\btrusted-host\b|\bsslverify\s{0,2}=\s{0,2}(?:false|0)\b|\bssl_verify\s{0,2}[:=]\s{0,2}false\b/i,
    requires: /\b(?:https?-proxy|proxy|https?_proxy|HTTPS?_PROXY|ALL_PROXY|http\.proxy|https\.proxy|global\.proxy)["']?[\s=:]{1,3}["']?(?:https?|socks5h?):\/\//,
    // The proxy is somebody's public host, not localhost or an internal name.
    confirm: (_m, unit) => [...unit.matchAll(/\b(?:https?-proxy|proxy|https?_proxy|HTTPS?_PROXY|ALL_PROXY|http\.proxy|https\.proxy|global\.proxy)["']?[\s=:]{1,3}["']?((?:https?|socks5h?):\/\/[^\s"']{1,300})/g)].some((p) => hostsOf(p[1]!).some(publicHost)),
    reason: 'turns TLS verification off and routes traffic through a proxy on a public host: that host reads and can change every download and every credential sent',
  },
  // ───────────── deserialising remote data ─────────────
  {
    id: 'exec-remote-deserialize',
    category: 'execution',
    severity: 'critical',
    units: ['command', 'decoded'],
    // Unpickling runs code the data chooses: fetched from a URL, it runs whatever the host serves.
    pattern: /\b(?:pickle|cPickle|_pickle|dill|cloudpickle|marshal|joblib|jsonpickle)\.(?:loads?|decode)\s{0,2}\(|\b(?:pd|pandas)\.read_pickle\s{0,2}\(|\btorch\.load\s{0,2}\(|\byaml\.(?:unsafe_load|load)\s{0,2}\(|\bnp\.load\s{0,2}\([^\n)]{0,200}allow_pickle\s{0,2}=\s{0,2}True/,
    requires: /\burlopen\s{0,2}\(|\burllib\.request\b|\brequests\.(?:get|post)\s{0,2}\(|\bhttpx\.(?:get|post)\s{0,2}\(|\burllib3\b|\b(?:https?|ftp):\/\/|\.recv\s{0,2}\(/,
    // yaml.load with SafeLoader is safe; torch.load(weights_only=True) loads tensors only.
    confirm: (_m, unit) => !/SafeLoader|safe_load|weights_only\s{0,2}=\s{0,2}True/.test(unit),
    reason: 'deserialises (pickle, joblib, torch.load …) data fetched from the network: unpickling runs whatever code the server put in it',
  },
  {
    id: 'exec-remote-deserialize-var',
    category: 'execution',
    severity: 'critical',
    units: ['block', 'decoded'],
    // `r = requests.get(url)` on one line, `pickle.loads(r.content)` on a later one: the same flow.
    pattern: /\b(?:pickle|cPickle|_pickle|dill|cloudpickle|marshal|joblib|jsonpickle)\.(?:loads?|decode)\s{0,2}\(|\b(?:pd|pandas)\.read_pickle\s{0,2}\(|\btorch\.load\s{0,2}\(/,
    requires: /\burlopen\s{0,2}\(|\brequests\.(?:get|post)\s{0,2}\(|\bhttpx\.(?:get|post)\s{0,2}\(|\.recv\s{0,2}\(/,
    confirm: (_m, block) => {
      if (/weights_only\s{0,2}=\s{0,2}True/.test(block)) return false
      for (const a of block.matchAll(/^\s{0,16}([A-Za-z_]\w{0,40})\s{0,2}=\s{0,2}[^\n]{0,120}(?:\burlopen\s{0,2}\(|\brequests\.(?:get|post)\s{0,2}\(|\bhttpx\.(?:get|post)\s{0,2}\(|\.recv\s{0,2}\()/gm)) {
        const v = a[1]!
        if (new RegExp(`(?:pickle|cPickle|_pickle|dill|cloudpickle|marshal|joblib|jsonpickle)\\.(?:loads?|decode)\\s{0,2}\\(\\s{0,2}(?:io\\.BytesIO\\(\\s{0,2}|)${v}\\b|(?:read_pickle|torch\\.load)\\s{0,2}\\(\\s{0,2}(?:io\\.BytesIO\\(\\s{0,2}|)${v}\\b`).test(block.slice(a.index! + a[0].length))) return true
      }
      return false
    },
    reason: 'fetches bytes from the network into a variable and unpickles them on a later line: unpickling runs whatever code the server put in them',
  },
  {
    id: 'obf-assembled-module-name',
    category: 'obfuscation',
    severity: 'high',
    units: ['command', 'decoded'],
    // `__import__('o' + 's')`, a require of 'child_' + 'process': a module name nobody needs to split.
    pattern: /\b(?:__import__|import_module|require)\s{0,2}\(\s{0,2}["'][\w.]{0,20}["']\s{0,2}\+\s{0,2}["'][\w.]{0,20}["']|\bgetattr\s{0,2}\([^\n)]{0,80},\s{0,2}["'][\w]{0,20}["']\s{0,2}\+\s{0,2}["']/,
    confirm: (m) => (/child_process|subprocess|\bos\b|system|popen|exec|spawn/.test(m.replace(/["']\s{0,2}\+\s{0,2}["']/g, '')) ? 'critical' : true),
    reason: 'imports a module (or looks up a function) by a name split into pieces: written that way only so a reader or scanner does not see child_process, os or system',
  },
  // ───────────── a command put together from pieces ─────────────
  {
    id: 'obf-assembled-command',
    category: 'obfuscation',
    severity: 'high',
    units: ['block', 'decoded'],
    // `eval "$f … | $p"`: the command is not written anywhere.
    pattern: /\beval\s{1,3}["']?\$\{?[A-Za-z_]\w{0,30}\}?["'\s]/,
    confirm: (m, unit) => {
      const at = unit.indexOf(m)
      const start = unit.lastIndexOf('\n', at) + 1
      const end = unit.indexOf('\n', at + m.length)
      const line = unit.slice(start, end < 0 ? undefined : end)
      const { text, assembled } = expandAssembled(unit, line)
      if (RUNS_REMOTE.test(text)) return 'critical'
      return assembled
    },
    reason: 'runs a command whose program names are put together from variable pieces (eval of assembled text): the command is never written where a reader or scanner sees it (critical when the pieces make a download run by a shell)',
  },
  // ───────────── cloud metadata credentials read and sent ─────────────
  {
    id: 'flow-cloud-metadata-creds',
    category: 'exfiltration',
    severity: 'critical',
    flow: true,
    units: ['command', 'decoded'],
    pattern: /\/security-credentials\b|\/metadata\/identity\/oauth2\/token\b|computeMetadata\/v1\/instance\/service-accounts\b|AWS_CONTAINER_CREDENTIALS_(?:RELATIVE|FULL)_URI\b|169\.254\.170\.2\b/,
    requires: new RegExp(UPLOAD),
    // The upload goes to another host (the metadata service's own PUT for a token is not a send).
    confirm: (_m, unit) => hostsOf(unit).some((h) => publicHost(h)) || /\|[^|\n]{0,60}\bcurl\b[^\n]{0,200}[@<]-/.test(unit),
    reason: "reads the instance's cloud role credentials from the metadata service and sends them to another host: whoever receives them acts as the machine",
  },
  {
    id: 'flow-cloud-metadata-creds-var',
    category: 'exfiltration',
    severity: 'critical',
    flow: true,
    units: ['block', 'decoded'],
    pattern: /\/security-credentials\b|\/metadata\/identity\/oauth2\/token\b|computeMetadata\/v1\/instance\/service-accounts\b[^\n]{0,120}\/token\b|AWS_CONTAINER_CREDENTIALS_(?:RELATIVE|FULL)_URI\b/,
    requires: new RegExp(UPLOAD, 'm'),
    // `C=$(curl …/security-credentials/$ROLE)` and later `curl -d "$C" https://elsewhere`.
    confirm: (_m, block) => {
      for (const a of block.matchAll(/^\s{0,16}(?:export\s{1,3}|local\s{1,3}|)([A-Za-z_]\w{0,40})=[^\n]{0,200}(?:\/security-credentials\b|\/metadata\/identity\/oauth2\/token\b|computeMetadata\/v1\/instance\/service-accounts\b)/gm)) {
        const v = a[1]!
        for (const l of block.slice(a.index! + a[0].length).split('\n')) if (new RegExp(UPLOAD).test(l) && new RegExp(`\\$\\{?${v}\\b`).test(l) && hostsOf(l).some(publicHost)) return true
      }
      return false
    },
    reason: "reads the instance's cloud role credentials from the metadata service into a variable and sends that variable to another host",
  },
  {
    id: 'flow-cloud-key-minted-sent',
    category: 'exfiltration',
    severity: 'critical',
    flow: true,
    units: ['command', 'decoded'],
    pattern: /\baws\s{1,3}iam\s{1,3}create-access-key\b|\baws\s{1,3}sts\s{1,3}(?:get-session-token|assume-role|get-federation-token)\b|\bgcloud\s{1,3}iam\s{1,3}service-accounts\s{1,3}keys\s{1,3}create\b|\bgcloud\s{1,3}auth\s{1,3}(?:application-default\s{1,3}|)print-access-token\b|\baz\s{1,3}ad\s{1,3}sp\s{1,3}(?:create-for-rbac|credential\s{1,3}reset)\b|\baz\s{1,3}account\s{1,3}get-access-token\b/,
    requires: new RegExp(UPLOAD),
    confirm: (_m, unit) => hostsOf(unit).some(publicHost),
    reason: 'creates a cloud access key or token and sends it to another host in the same command: whoever receives it holds the account',
  },
  {
    id: 'priv-cloud-admin-user',
    category: 'privilege-escalation',
    severity: 'high',
    units: ['block', 'decoded'],
    // A new identity given full administrator rights: the shape of a backdoor account.
    pattern: /\baws\s{1,3}iam\s{1,3}attach-(?:user|group)-policy\b[^\n]{0,200}policy\/AdministratorAccess\b|\bgcloud\s{1,3}projects\s{1,3}add-iam-policy-binding\b[^\n]{0,200}--role[\s=]{1,3}["']?roles\/owner\b|\baz\s{1,3}role\s{1,3}assignment\s{1,3}create\b[^\n]{0,200}--role[\s=]{1,3}["']?Owner\b/,
    requires: /\baws\s{1,3}iam\s{1,3}create-(?:user|access-key|login-profile)\b|\bgcloud\s{1,3}iam\s{1,3}service-accounts\s{1,3}(?:create|keys\s{1,3}create)\b|\baz\s{1,3}ad\s{1,3}(?:user|sp)\s{1,3}create\b/,
    reason: 'creates a new user or key and gives it full administrator rights: a second way into the whole cloud account',
  },
  // ───────────── anonymous or cluster-wide admin grants ─────────────
  {
    id: 'priv-anonymous-admin-grant',
    category: 'privilege-escalation',
    severity: 'critical',
    units: ['command', 'block', 'decoded'],
    pattern: /\bsystem:(?:anonymous|unauthenticated)\b|\ballUsers\b|\ballAuthenticatedUsers\b/,
    requires: /\b(?:clusterrolebinding|rolebinding|ClusterRoleBinding|RoleBinding)\b|\badd-iam-policy-binding\b|\bgsutil\s{1,3}iam\s{1,3}ch\b|\bgcloud\b[^\n]{0,120}\biam\b/,
    // Admin, edit or owner for everyone: critical. A public read (a static website bucket, `view`) is not an attack.
    // In a block, only a binding manifest ties the role to the subject; elsewhere the one command does.
    confirm: (_m, unit) => (!unit.includes('\n') || /\bkind:\s{0,3}(?:Cluster|)RoleBinding\b/.test(unit)) && /--clusterrole[\s=]{1,3}["']?(?:cluster-admin|admin|edit)\b|\bname:\s{0,3}["']?(?:cluster-admin|admin|edit)\b|\broles\/(?:owner|editor|[\w.]{0,40}[Aa]dmin)\b|\ball(?:Authenticated|)Users:(?:admin|objectAdmin|legacyBucketOwner|legacyBucketWriter|objectCreator|O|W)\b/.test(unit),
    reason: 'grants administrator (or write) rights to anonymous or every signed-in user: anyone who can reach the cluster or bucket controls it',
  },
  {
    id: 'priv-public-principal-admin',
    category: 'privilege-escalation',
    severity: 'critical',
    units: ['block', 'decoded'],
    pattern: /"Principal"\s{0,3}:\s{0,3}(?:"\*"|\{\s{0,3}"AWS"\s{0,3}:\s{0,3}"\*"\s{0,3}\})/,
    requires: /"Action"\s{0,3}:\s{0,3}(?:"(?:\*|iam:\*|s3:\*|sts:AssumeRole|kms:\*|secretsmanager:\*)"|\[\s{0,3}"(?:\*|iam:\*|s3:\*)")/,
    // A condition (source VPC, org id, signed-in principal) narrows "anyone"; without one it is the world.
    confirm: (_m, block) => /"Effect"\s{0,3}:\s{0,3}"Allow"/.test(block) && !/"Condition"\s{0,3}:/.test(block),
    reason: 'a cloud policy that lets any principal at all ("Principal": "*") do everything (or assume the role, or read every secret), with no condition: the account is open to the world',
  },
  // ───────────── agent memory and preferences written by a skill ─────────────
  {
    id: 'pi-memory-poison',
    category: 'prompt-injection',
    severity: 'critical',
    units: ['sentence', 'comment', 'decoded', 'table-row'],
    pairs: true,
    // Text a skill has the agent save to memory that passes for the user's own words, or drops their
    // consent ("install without asking", "never point out"): it becomes the user's standing orders in
    // every later session. A skill that only records notes in memory is not flagged. The rarer phrase
    // leads; the memory it goes into is required in the same sentence or the next.
    pattern: FORGED_PREFERENCE,
    requires: /\b(?:persistent|long-term|permanent|cross-session)\s{1,3}memory\b|\bmemory\s{1,3}(?:tool|file|store|bank)\b|\byour\s{1,3}memory\b|\bMEMORY\.md\b|\buser preferences?\b|\b(?:CLAUDE|AGENTS|GEMINI)\.md\b|长期记忆|持久记忆|记忆(?:文件|工具)|用户偏好/i,
    confirm: (_m, unit) => /\b(?:write|save|store|record|add|append|remember|insert|put|persist)\b|写入|保存|记住|记录|添加/i.test(unit),
    reason: "tells the agent to write into its persistent memory text that passes for the user's own words or removes their consent: a skill's words become the user's standing orders in every later session",
  },
  // ───────────── look-alike repositories and actions ─────────────
  {
    id: 'sc-lookalike-repo',
    category: 'supply-chain',
    severity: 'high',
    units: ['command', 'decoded', 'sentence'],
    // What installs or runs the code: a workflow step, a git+https requirement, a clone, go get, github:.
    pattern: /\buses:\s{0,3}["']?[\w.-]{1,39}\/[\w.-]{1,100}|\bgit\+(?:https?|ssh):\/\/(?:git@|)(?:github\.com|gitlab\.com)[/:][\w.-]{1,39}\/|\bgit\s{1,3}clone\s[^\n]{0,60}(?:github\.com|gitlab\.com)[/:][\w.-]{1,39}\/|\bgo\s{1,3}(?:get|install)\s{1,3}(?:-u\s{1,3}|)(?:github\.com|gitlab\.com)\/|\bgithub:[\w.-]{1,39}\/[\w.-]{1,100}|\bgit\s{0,3}=\s{0,3}["']https?:\/\/(?:github\.com|gitlab\.com)\/[\w.-]{1,39}\/|["']git\+https?:\/\/(?:github\.com|gitlab\.com)\/|\s@\s{0,2}git\+https?:\/\/(?:github\.com|gitlab\.com)\//,
    detail: (_m, unit) => lookalikeRepos(unit),
    reason: 'uses a GitHub action or installs from a repository whose owner or name is one edit (or a digit for a letter) from a popular one: a typosquat runs its own code with your secrets',
  },
  {
    // Session 7: a repository owner in code with a digit for a letter (`go1ang-standards`, `pre-c0mmit`,
    // `rai1s-community`) whose lettered form the same block also names (`golang-standards`, `pre-commit`,
    // the `rails` gem): the block shows the project meant, the address fetches a look-alike's code.
    // Any tool reads such an address (a go.mod replace, a pre-commit repo, a Gemfile git source), so
    // the context is any code block, not only clones and installs.
    id: 'sc-lookalike-owner-in-code',
    category: 'supply-chain',
    severity: 'high',
    units: ['block', 'decoded'],
    pattern: /\b(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)[/:][\w.-]{0,38}[013457]/i,
    detail: (_m, block) => lookalikeOwnersInBlock(block),
    reason: "fetches code from a repository owner that is a look-alike (a digit for a letter) of one the same block names: the block shows the project meant, the address fetches another's code",
  },
  // ───────────── code injected into every process ─────────────
  {
    id: 'persist-preload-fetched',
    category: 'persistence',
    severity: 'critical',
    units: ['block', 'decoded'],
    // An exported LD_PRELOAD too (session 5): every later process of the shell loads the fetched library
    // (`LD_PRELOAD=./lib.so ./app` for one run is how a tracer is tried, and is not matched).
    pattern: /\/etc\/ld\.so\.preload\b|\bDYLD_INSERT_LIBRARIES\b|\bexport\s{1,3}LD_PRELOAD=/,
    requires: /\b(?:curl|wget)\b[^\n]{0,300}\.(?:so|dylib)\b/,
    reason: 'downloads a shared library and loads it into every process on the machine (ld.so.preload): its author runs code inside everything',
  },
  // ───────────── session 5: general shapes ─────────────
  {
    id: 'net-socket-command-loop',
    category: 'network',
    severity: 'critical',
    units: ['command', 'decoded'],
    // Lines read from a socket or a download and run one by one (`while read l <&3; do eval "$l"`): a
    // remote party types the commands. Whatever the peer is called, this is a remote shell; no stand-in lowers it.
    pattern: /\bwhile\s{1,3}(?:IFS=\S{0,4}\s{1,3}|)read\b[^\n]{0,80}\b(?:eval|iex|Invoke-Expression|(?:ba|z|)sh\s{1,3}-c)\b/,
    requires: /\/dev\/(?:tcp|udp)\/|<&\s{0,2}\d|\b(?:curl|wget|nc|ncat|netcat|socat|websocat|openssl\s{1,3}s_client)\b/,
    reason: 'reads commands line by line from a socket or a download and runs each one: whoever is at the other end controls the machine',
  },
  {
    id: 'priv-compose-host-root',
    category: 'privilege-escalation',
    severity: 'high',
    units: ['block', 'decoded'],
    // `volumes: - /:/host` in a compose file: the host's whole file system, writable, inside the container.
    // Read-only (`:ro`, as node-exporter mounts it) is how monitoring agents read the host.
    pattern: /^\s{0,16}-\s{1,3}["']?\/:\/[\w/.-]{0,40}(?::(?!ro\b)[\w,]{1,20}|)["']?\s{0,4}$|^\s{0,16}source:\s{0,3}["']?\/["']?\s{0,4}$/m,
    // With `privileged: true` or the Docker socket as well, the container owns the host.
    confirm: (_m, block) => (/^\s{0,16}privileged:\s{0,3}true\b|\/var\/run\/docker\.sock:/m.test(block) ? 'critical' : true),
    reason: "mounts the host's whole file system into a container, writable (with privileged mode or the Docker socket: the container owns the host)",
  },
  {
    id: 'exfil-git-rewrite-foreign',
    category: 'exfiltration',
    severity: 'medium',
    units: ['block', 'decoded'],
    // `url."https://proxy.x/github.com/".insteadOf "https://github.com/"` sends every clone, fetch and push
    // of that host through another one; with a credential helper or a token for it, the user's git
    // credentials go there too.
    pattern: /\burl\.["']?https?:\/\/[^\s"']{1,200}["']?\.insteadOf\b/,
    detail: (m, unit) => {
      const { via, to } = gitRewrite(m, unit)
      if (!via || !to || via === to || via.endsWith('.' + to) || !publicHost(via) || !/^(?:github\.com|gitlab\.com|bitbucket\.org|codeberg\.org)$/.test(to)) return undefined
      return `${to} is fetched through ${via}`
    },
    confirm: (m, block) => {
      const esc = (gitRewrite(m, block).via ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      return new RegExp(`credential\\.["']?https?://${esc}[^\\s"']{0,100}["']?\\.helper|url\\.["']?https?://[^\\s"'@/]{1,100}@${esc}`).test(block) ? 'critical' : true
    },
    reason: "routes every git request for a code host through another host (git insteadOf); with a credential helper or a token for it, the user's git credentials go there too",
  },
  {
    id: 'sc-action-branch-secrets',
    category: 'supply-chain',
    severity: 'high',
    units: ['block', 'decoded'],
    // A third-party action run from a branch (`uses: someone/action@main`) and handed secrets other than the
    // job's own GITHUB_TOKEN: whoever pushes to that branch next runs code with them. A tag or a commit
    // SHA, GitHub's and the big vendors' own actions, or no secrets in its `with:` are not matched.
    pattern: /^\s{0,16}(?:-\s{1,3}|)uses:\s{0,3}["']?[\w.-]{1,39}\/[\w./-]{1,100}@(?:main|master|dev|develop|latest|HEAD|trunk|next)["']?\s{0,4}$/m,
    confirm: (m, block) => {
      const owner = /uses:\s{0,3}["']?([\w.-]{1,39})\//.exec(m)?.[1]?.toLowerCase() ?? ''
      if (TRUSTED_ACTION_OWNERS.has(owner)) return false
      const after = block.slice(block.indexOf(m) + m.length).split('\n').slice(1, 16)
      const step: string[] = []
      for (const l of after) {
        if (/^\s{0,16}-\s/.test(l) || /^\S/.test(l)) break
        step.push(l)
      }
      return /\$\{\{\s{0,3}secrets\.(?!GITHUB_TOKEN\b)\w{1,80}/.test(step.join('\n'))
    },
    reason: "runs a third-party GitHub action from a branch and hands it secrets: whoever pushes to that branch next runs code with them",
  },
  {
    id: 'exfil-ci-secret-unmasked',
    category: 'exfiltration',
    severity: 'critical',
    units: ['command', 'decoded'],
    // A CI secret expression piped into an encoder and printed (`echo "${{ toJSON(secrets) }}" | base64`):
    // the runner masks a secret's own text in the log, not its base64, so the log shows every value to
    // whoever can read the run. Decoding one into a file (`| base64 -d > key.pem`) is how keys are set up.
    pattern: /\$\{\{\s{0,3}(?:toJSON\(\s{0,2}secrets\s{0,2}\)|secrets\.\w{1,80})\s{0,3}\}\}[^\n|]{0,40}\|\s{0,3}(?:base64\b(?![^\n|]{0,12}(?:-d\b|--decode|-D\b))|rev\b|xxd\b(?![^\n|]{0,8}-r)|od\b|sed\s{1,3}["']s\/\.\/)/,
    confirm: (m, unit) => !/>{1,2}\s{0,2}["']?[^\s&"'|]/.test(unit.slice(unit.indexOf(m) + m.length)),
    reason: 'prints a CI secret through an encoder, so the log masker does not recognise it: the values are readable in the run log',
  },
  {
    id: 'flow-db-dump-file-offsite',
    category: 'exfiltration',
    severity: 'critical',
    flow: true,
    units: ['block', 'decoded'],
    // The dump written to a file (`mysqldump … > $F`, `pg_dump -f out.sql`) and that file uploaded from the
    // same block to a public host (`curl -T $F https://…`): flow-db-dump-offsite's pipe, one step apart.
    pattern: /\b(?:pg_dump|pg_dumpall|mysqldump|mariadb-dump|mongodump|mongoexport)\b[^\n]{0,160}(?:>\s{0,2}|\s-f\s|--file[=\s]|--out[=\s]|--archive=)["']?[^\s"';|&]{1,80}/,
    requires: /\bcurl\b[^\n]{0,200}(?:\s-T\s|--upload-file\s|\s-F\s{1,3}["']?[\w-]{1,30}=@|--data-binary\s{1,3}["']?@)/,
    confirm: (m, block) => {
      const target = /(?:>\s{0,2}|\s-f\s{1,3}|--file[=\s]|--out[=\s]|--archive=)["']?([^\s"';|&]{1,120})$/.exec(m)?.[1]
      if (!target) return false
      const name = /^\$\{?(\w{1,40})\}?/.exec(target)?.[1]
      const uploads = block.split('\n').filter((l) => /\bcurl\b/.test(l) && /\s-T\s|--upload-file\s|=@|\s@/.test(l))
      return uploads.some((l) => (name ? new RegExp(`\\$\\{?${name}\\b`).test(l) : l.includes(target)) && hostsOf(l).some(publicHost))
    },
    reason: 'writes a whole database dump to a file and uploads that file to another host: every row leaves',
  },
  // ───────────── configs that run a remote script by themselves ─────────────
  {
    id: 'exec-autorun-remote-script',
    category: 'execution',
    severity: 'critical',
    units: ['block', 'decoded'],
    // A VS Code task run on folder open, an MCP server or agent hook command, a dev container hook:
    // each is run by the tool itself, without anyone typing it.
    pattern: /"runOn"\s{0,3}:\s{0,3}"folderOpen"|"mcpServers"|"command"\s{0,3}:\s{0,3}"(?:ba|z|da|)sh"|"(?:postCreateCommand|postStartCommand|postAttachCommand|initializeCommand|SessionStart|UserPromptSubmit|PreToolUse|PostToolUse)"|"hooks"\s{0,3}:\s{0,3}\{/,
    requires: /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,200}\|\s{0,3}(?:sudo\s{1,3}|)(?:(?:ba|z|da|k|)sh|iex|Invoke-Expression)\b/,
    // The official installers (rustup, uv …) in a dev container are how those tools are installed.
    confirm: (_m, unit) => unit.split('\n').some((l) => /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n]{0,200}\|\s{0,3}(?:sudo\s{1,3}|)(?:(?:ba|z|da|k|)sh|iex|Invoke-Expression)\b/.test(l) && capOfficialInstaller('', l) !== 'low'),
    reason: 'an editor task, MCP server or agent hook that the tool runs by itself downloads a script and runs it: the script\'s host runs code on every start',
  },
  // ───────────── forged roles in brackets ─────────────
  {
    id: 'pi-forged-role-bracket',
    category: 'prompt-injection',
    severity: 'critical',
    code: 'medium',
    shown: 'medium',
    units: ['sentence', 'comment', 'decoded', 'table-row'],
    pattern: /\[\s{0,2}\/?\s{0,2}(?:developer|system|admin|administrator|operator)\s{1,3}(?:message|prompt|note|instructions?|override|notice)\b[^\]\n]{0,60}\]|【\s{0,2}\/?\s{0,2}(?:developer|system)\s{1,3}(?:message|prompt)[^】\n]{0,40}】/i,
    reason: 'opens a forged developer or system message in brackets ("[developer message]") inside a skill, to borrow authority the skill does not have',
  },
  {
    id: 'pi-zh-skip-confirmation',
    category: 'prompt-injection',
    severity: 'high',
    code: 'medium',
    escalates: true,
    units: ['sentence', 'comment', 'decoded', 'table-row'],
    pattern: /(?:不需要|无需|不必|不用|不要|别)(?:再次|再|)(?:征求|询问|请求|征询|等待|问)(?:用户|使用者|)(?:的|)(?:确认|同意|许可|批准)|安全模式已(?:经|)(?:关闭|禁用|停用)|不要(?:再|)提示(?:风险|警告)/,
    reason: 'tells the agent (in Chinese) to stop asking the user before it acts, or that safe mode is off',
  },
  // ───────────── a secret written into a commit message ─────────────
  {
    id: 'flow-secret-to-commit-message',
    category: 'exfiltration',
    severity: 'critical',
    flow: true,
    units: ['sentence', 'comment', 'decoded', 'table-row', 'command'],
    pairs: true,
    pattern: /\bcommit\s{1,3}messages?\b|\brelease\s{1,3}notes\b|\btag\s{1,3}messages?\b|\b(?:PR|pull request)\s{1,3}(?:description|body|title)\b|\bissue\s{1,3}(?:comment|body)\b|\bpublic\s{1,3}gist\b|提交(?:的|)(?:说明|信息|消息)|发布说明|(?:PR|合并请求)\s{0,2}描述|变更日志|\bgit\s{1,3}commit\b[^\n]{0,200}\s-m\b|\bgit\s{1,3}tag\b[^\n]{0,100}\s-m\b/i,
    requires: /_authToken\b|\$\{?[A-Z_]{0,30}(?:TOKEN|SECRET|PASSWORD|API_KEY|APIKEY)\b|\bgh\s{1,3}auth\s{1,3}token\b|\bnpm\s{1,3}config\s{1,3}get\b[^\n]{0,80}_auth|令牌|密钥/,
    // An order to put the value in (append, add, include …), not a warning to keep it out.
    confirm: (_m, unit) => /追加|加上|附上|写入|写上|填入|包含|\b(?:append|add|include|put|insert|write|paste)\b/i.test(unit) && !/\b(?:never|do not|don'?t|must not|avoid)\s{1,3}(?:\w{1,12}\s{1,2}){0,2}(?:append|add|include|put|insert|write|paste|commit)\b|(?:不要|切勿|禁止|不得|勿)(?:在|把|将|)[^，。]{0,12}(?:追加|加上|附上|写入|写上|填入|包含|提交)/i.test(unit),
    reason: 'tells the agent to write a token or secret into a commit message, tag or release notes: it is published with the history',
  },
  // ───────────── a variable that can be empty, or home, in a destructive path ─────────────
  {
    id: 'destr-rm-defaulted-root',
    category: 'destructive',
    severity: 'critical',
    units: ['block', 'decoded'],
    // `D="${D:-$HOME}"` (or `D=/`, `D=${D:-}`) on one line and `rm -rf "$D"/*` later: the delete falls
    // back to the home or root folder (the `:?` guard only stops an empty value). The rarer `rm -r` of a
    // variable leads; the assignment above it is looked up for that variable.
    pattern: /\brm\s{1,3}(?:-[a-zA-Z]{1,6}|--recursive)\s(?:--\s|)["']?\$(?:\{[A-Za-z_]|[A-Za-z_])/,
    confirm: (m, unit) => {
      const name = /\$\{?([A-Za-z_]\w{0,30})/.exec(unit.slice(unit.indexOf(m) + m.length - 3))?.[1]
      if (!name || !/\s(?:-[a-zA-Z]{0,5}[rR]|--recursive)/.test(m)) return false
      const before = unit.slice(0, unit.indexOf(m))
      return new RegExp(`(?:^|[\\s;])${name}=["']?(?:\\$\\{${name}:?[-=](?:\\$HOME|\\$\\{HOME\\}|~|/|)\\}|\\$HOME|\\$\\{HOME\\}|~|/)["']?(?=[\\s;]|$)`, 'm').test(before)
    },
    reason: 'a folder variable that falls back to the home or root folder (or to nothing) is then deleted recursively: the default wipes the home or the whole disk',
  },
  {
    id: 'destr-cd-var-rm-star',
    category: 'destructive',
    severity: 'high',
    units: ['command', 'decoded'],
    // `cd $DIR; rm -rf *`: an empty DIR means `cd` goes home, a missing one leaves you where you were
    // (with `;` the delete runs either way). `cd "$DIR" || exit` or `${DIR:?}` is the guarded form.
    pattern: /\bcd[ \t]{1,2}["']?\$(?:\{[A-Za-z_]\w{0,30}\}|[A-Za-z_]\w{0,30})["']?[ \t]?(?:&&|;)[ \t]?(?:sudo[ \t]|)rm[ \t]-[a-zA-Z]{1,6}[ \t](?:--[ \t]|)(?:\*|\.\/\*|\.\[|\.\*)/,
    confirm: (m) => (!/\srm[ \t]{1,3}-[a-zA-Z]{0,5}[rR]/.test(m) ? false : /;[ \t]{0,3}(?:sudo[ \t]{1,3}|)rm\b/.test(m) ? 'critical' : true),
    reason: 'changes into a folder held in a variable and deletes everything there: an empty or missing variable makes it the home folder or wherever the shell already was',
  },
  // ───────────── a database dump sent off-site ─────────────
  {
    id: 'flow-db-dump-offsite',
    category: 'exfiltration',
    severity: 'critical',
    flow: true,
    units: ['command', 'decoded'],
    pattern: /\b(?:pg_dump|pg_dumpall|mysqldump|mariadb-dump|mongodump|mongoexport)\b|\bredis-cli\b[^\n|]{0,60}--rdb\b|\bsqlite3\b[^\n|]{0,60}\.dump\b/,
    requires: /\bcurl\b[^\n]{0,200}(?:\s-T|--upload-file|\s-F|--data-binary|\s-d|--data)\s|\b(?:nc|ncat|netcat|socat)\s{1,3}[\w.-]{1,80}\s{1,3}\d{1,5}\b|\bftp:\/\//,
    // The dump is piped (or written and uploaded) to a public host; a copy to your own bucket (aws s3,
    // gsutil, rclone) or over ssh is a backup, not matched here.
    confirm: (_m, unit) => /\|/.test(unit) && hostsOf(unit).some(publicHost),
    reason: 'pipes a whole database dump into an upload to another host: every row, password hash and personal record leaves',
  },
  // ───────────── the environment encoded into a request ─────────────
  {
    id: 'exfil-env-encoded',
    category: 'exfiltration',
    severity: 'critical',
    units: ['block', 'command', 'decoded'],
    // Encoding the whole environment (or a credential file) is how it rides in a header or a telemetry
    // field unnoticed; nothing else needs every variable base64'd.
    pattern: /\b(?:Buffer\.from|btoa|b64encode|base64\.b64encode|base64\.urlsafe_b64encode|encodeURIComponent)\s{0,2}\([^\n;]{0,160}(?:JSON\.stringify\(\s{0,2}process\.env\s{0,2}\)|\bprocess\.env\s{0,2}\)|json\.dumps\(\s{0,2}(?:dict\(\s{0,2}|)os\.environ\b|\bos\.environ\s{0,2}\)|\bnpmrc\b|\.npmrc\b|\.netrc\b|\.git-credentials\b|id_rsa\b|\.aws\/credentials\b)/,
    requires: /\bheaders?\b|\bfetch\s{0,2}\(|\baxios\b|\brequests\.|\burlopen\b|createClient\b|\bhttps?:\/\/|\bhttp\.request\b/i,
    reason: 'encodes the whole environment or a credential file (base64, URL-encoding) into a request: the secrets ride out in a header or field nobody reads',
  },
  // ───────────── covering tracks ─────────────
  {
    id: 'destr-cover-tracks',
    category: 'destructive',
    severity: 'critical',
    units: ['command', 'block', 'decoded'],
    pattern: /\bunset\s{1,3}HISTFILE\b|\bhistory\s{1,3}-c\b|\bHISTFILE=\/dev\/null\b|\bHISTSIZE=0\b|\bClear-History\b/,
    requires: /:\s{0,2}>\s{0,2}\/var\/log\/|\btruncate\b[^\n]{0,40}\/var\/log\/|\brm\s{1,3}-[a-zA-Z]{0,4}\s{1,3}[^\n]{0,60}\/var\/log\/(?:audit|auth|secure|wtmp|btmp|lastlog)|\bjournalctl\s{1,3}--vacuum-time=\d{1,3}s\b|\bauditctl\s{1,3}-D\b|\bwevtutil\s{1,3}cl\b|>\s{0,2}\/var\/log\/(?:auth|secure|wtmp|btmp|lastlog|audit|syslog|messages)/,
    reason: 'wipes shell history and truncates or deletes the system and audit logs in one go: covering the tracks of what was done',
  },
  // ───────────── every branch pushed to someone else's host, quietly ─────────────
  {
    id: 'exfil-repo-mirror-hidden',
    category: 'exfiltration',
    severity: 'critical',
    flow: true,
    units: ['block', 'decoded'],
    // `git push --mirror` / `--all` copies every branch and tag (and all the history's secrets). Done with
    // its output thrown away or in the background, to a public host the block names: the code leaves
    // unseen, on every commit when it sits in a hook. A migration (`git push --mirror <new-origin>`)
    // shows its output; a push to `origin` names no new host.
    pattern: /\bgit\b(?:\s{1,3}-C\s{1,3}[^\s]{1,200}|)\s{1,3}push\b[^\n]{0,300}\s--(?:mirror|all)\b/,
    confirm: (m, unit) => {
      if (!SILENCED.test(lineOf(m, unit))) return false
      const target = pushTarget(m, unit)
      return target !== undefined && hostsOf(target.replace(/^([\w.-]{1,64})@([\w.-]{1,100}):/, 'ssh://$2/')).some(publicHost)
    },
    reason: 'pushes every branch and tag (git push --mirror/--all) to a host the skill names, with the output discarded or in the background: the whole repository and its history leave without anyone seeing',
  },
  // ───────────── an npm scope that imitates a popular one ─────────────
  {
    id: 'sc-lookalike-npm-scope',
    category: 'supply-chain',
    severity: 'high',
    units: ['command', 'block', 'decoded', 'sentence'],
    // What runs or installs an npm package: npx, npm/pnpm/yarn/bun, or an MCP config's "args".
    pattern: /\b(?:npx|bunx|pnpm|yarn|npm|bun)\b[^\n]{0,200}@[\w.-]{2,60}\/[\w.-]{1,100}|"args"\s{0,3}:\s{0,3}\[[^\]]{0,300}@[\w.-]{2,60}\/[\w.-]{1,100}/i,
    // Every scope of the unit is read, not only the first match's: an MCP config lists the official server
    // first and the look-alike after it (session 5).
    detail: (m, unit) => {
      const out: string[] = []
      const at = Math.max(0, unit.indexOf(m))
      for (const s of unit.slice(at).matchAll(/@([\w.-]{2,60})\/([\w.-]{1,100})/g)) {
        const like = scopeImitates(s[1]!)
        if (like) out.push(`"@${s[1]}/${s[2]}" looks like "@${like.like}/${s[2]}"${like.confusable ? ' (a look-alike letter)' : ''}`)
      }
      return out.length ? out.join(', ') : undefined
    },
    // A capital I or a digit standing in for a letter is chosen to deceive; one edit may be a slip.
    confirm: (m, unit) => ([...unit.slice(Math.max(0, unit.indexOf(m))).matchAll(/@([\w.-]{2,60})\//g)].some((s) => scopeImitates(s[1]!)?.confusable) ? 'critical' : true),
    reason: 'runs or installs an npm package whose scope imitates a popular one (a look-alike letter or one edit): the typosquat runs its own code, with whatever tokens its config hands it',
  },
  // ───────────── a disk device worked out at run time, then overwritten ─────────────
  {
    id: 'destr-dd-computed-device',
    category: 'destructive',
    severity: 'critical',
    units: ['command', 'decoded'],
    // `dd of=$(df /x | … )`: the target is the device under a mounted filesystem (its partition number
    // cut off gives the whole disk). Zeroing free space is done into a file (`of=/x/zero.fill`), never into
    // the device a running system is mounted from.
    pattern: /\bdd\b[^\n]{0,120}\bof=["']?(?:\$\(|\x60)[^\n]{0,120}\b(?:df|findmnt|lsblk|mount|blkid|pvs|lvs)\b/,
    reason: 'writes with dd to a disk device worked out at run time from a mounted filesystem (df, findmnt, lsblk): it overwrites the disk the system is running from',
  },
  // ───────────── the agent's API traffic sent through a stranger ─────────────
  {
    id: 'net-llm-base-url-foreign',
    category: 'network',
    severity: 'high',
    units: ['command', 'block', 'decoded', 'sentence', 'table-row'],
    // The base URL of a model API carries the API key in every request and every prompt (with the code
    // and secrets in it). Pointed at a host that is neither the provider, a known compatible provider,
    // nor a local or internal gateway, it hands both to that host.
    pattern: /\b(?:ANTHROPIC|OPENAI|CLAUDE|DEEPSEEK|GEMINI|GOOGLE_GEMINI|AZURE_OPENAI|MISTRAL|GROQ)_(?:BASE_URL|API_BASE|API_URL|ENDPOINT|HOST)\b["']?\s{0,3}[=:]\s{0,3}["']?https?:\/\/[^\s"']{1,300}/,
    confirm: (m) => hostsOf(m).some((h) => publicHost(h) && !KNOWN_LLM_HOST.test(h) && !/^\d{1,3}(?:\.\d{1,3}){3}$/.test(h)),
    reason: "points a model API's base URL (ANTHROPIC_BASE_URL, OPENAI_BASE_URL …) at a host that is not the provider, a known compatible provider or a local gateway: every API key and prompt goes through that host",
  },
  // ───────────── a well-known host worn as a subdomain ─────────────
  {
    id: 'sc-host-prefix-spoof',
    category: 'supply-chain',
    severity: 'high',
    units: ['command', 'decoded'],
    // A download from `github.com.<someone>.io` reads as GitHub to anyone skimming it; no project
    // publishes under a domain that starts with another's full host name. Critical when what comes
    // down is run (piped to a shell).
    pattern: /\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|git\s{1,3}clone|pip3?\s{1,3}install|npm\s{1,3}(?:i|install))\b[^\n]{0,200}https?:\/\/[\w.-]{1,253}/,
    detail: (m) => {
      const worn = hostsOf(m).filter(publicHost).map((h) => [h, wornHost(h)] as const).filter(([, w]) => w)
      return worn.length ? worn.map(([h, w]) => `"${h}" wears "${w}"`).join(', ') : undefined
    },
    confirm: (_m, unit) => (RUNS_REMOTE.test(unit) || /\|\s{0,3}(?:iex|Invoke-Expression)\b/i.test(unit) ? 'critical' : true),
    reason: "downloads from a host that wears a well-known host's full name in front of another domain (github.com.x.io): a disguise with no honest use (critical when the download is run)",
  },
]
