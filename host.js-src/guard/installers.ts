/**
 * Official installer one-liners (issue 15, "no talk-down", the one allowed exception): `curl … | sh`
 * from exactly these HTTPS hosts (and path prefixes, where the host serves anyone's files) is how the
 * project itself says to install its tool, so it is not withheld. Anything else — a look-alike host
 * (`sh.rustup-install.rs`), plain http, another path on raw.githubusercontent.com — keeps its severity.
 *
 * Each entry: host, optional path prefix, and who publishes it. Add one only with the project's own
 * install page as the source; the tests pin every entry and its near misses.
 */
export const OFFICIAL_INSTALLERS: readonly { host: string; path?: string; who: string }[] = [
  { host: 'sh.rustup.rs', who: 'Rust (rustup)' },
  { host: 'static.rust-lang.org', path: '/rustup/', who: 'Rust (rustup)' },
  { host: 'raw.githubusercontent.com', path: '/Homebrew/install/', who: 'Homebrew' },
  { host: 'raw.githubusercontent.com', path: '/nvm-sh/nvm/', who: 'nvm' },
  { host: 'raw.githubusercontent.com', path: '/ohmyzsh/ohmyzsh/', who: 'Oh My Zsh' },
  { host: 'raw.githubusercontent.com', path: '/helm/helm/', who: 'Helm' },
  { host: 'community.chocolatey.org', path: '/install.ps1', who: 'Chocolatey' },
  { host: 'chocolatey.org', path: '/install.ps1', who: 'Chocolatey' },
  { host: 'astral.sh', who: 'uv / ruff (Astral)' },
  { host: 'bun.sh', who: 'Bun' },
  { host: 'deno.land', who: 'Deno' },
  { host: 'get.docker.com', who: 'Docker' },
  { host: 'install.python-poetry.org', who: 'Poetry' },
  { host: 'get.pnpm.io', who: 'pnpm' },
  { host: 'get.volta.sh', who: 'Volta' },
  { host: 'fnm.vercel.app', who: 'fnm' },
  { host: 'starship.rs', path: '/install.sh', who: 'Starship' },
  { host: 'sdk.cloud.google.com', who: 'Google Cloud SDK' },
  { host: 'deb.nodesource.com', who: 'NodeSource' },
  { host: 'rpm.nodesource.com', who: 'NodeSource' },
  { host: 'run.linkerd.io', path: '/install', who: 'Linkerd' },
  { host: 'fluxcd.io', path: '/install.sh', who: 'Flux' },
  { host: 'get.k3s.io', who: 'k3s' },
  { host: 'tailscale.com', path: '/install.sh', who: 'Tailscale' },
  { host: 'ollama.com', path: '/install.sh', who: 'Ollama' },
  { host: 'claude.ai', path: '/install.sh', who: 'Claude Code' },
  { host: 'sh.uv.dev', who: 'uv' },
  { host: 'get.sdkman.io', who: 'SDKMAN!' },
  { host: 'raw.githubusercontent.com', path: '/pyenv/pyenv-installer/', who: 'pyenv' },
  { host: 'pyenv.run', who: 'pyenv' },
  { host: 'getcomposer.org', path: '/installer', who: 'Composer' },
  { host: 'dot.net', path: '/v1/dotnet-install', who: '.NET' },
  { host: 'dotnet.microsoft.com', path: '/download/dotnet/scripts/', who: '.NET' },
  { host: 'aka.ms', path: '/install-azd', who: 'Azure Developer CLI' },
  // Public mirrors that copy rustup's own init script (used where sh.rustup.rs is slow): exact script paths.
  { host: 'rsproxy.cn', path: '/rustup-init.sh', who: 'rustup mirror (rsproxy, ByteDance)' },
  { host: 'mirrors.ustc.edu.cn', path: '/misc/rustup-install.sh', who: 'rustup mirror (USTC)' },
]

const URL_RE = /\bhttps?:\/\/[^\s"'`)|;<>]{1,400}/g

/** Every URL on the line, parsed; unparsable ones are returned as undefined. */
function urlsOf(line: string): (URL | undefined)[] {
  const out: (URL | undefined)[] = []
  for (const m of line.match(URL_RE) ?? []) {
    try {
      out.push(new URL(m))
    } catch {
      out.push(undefined)
    }
  }
  return out
}

/** The allowlist entry for this URL, if it is https on an exact official host and path. */
export function officialInstaller(url: string): { host: string; path?: string; who: string } | undefined {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return undefined
  }
  if (u.protocol !== 'https:' || u.username || u.password || u.port) return undefined
  const host = u.hostname.toLowerCase()
  return OFFICIAL_INSTALLERS.find((e) => e.host === host && (!e.path || u.pathname.startsWith(e.path)))
}

/**
 * A `confirm` for download-and-run rules: every URL on the line is an official installer → 'low'
 * (served, still listed by audit); otherwise the rule's own severity stands.
 */
export function capOfficialInstaller(_match: string, line: string): true | 'low' {
  const urls = urlsOf(line)
  if (urls.length === 0) {
    // `irm bun.sh/install.ps1 | iex`: an allowlisted host written without a scheme (the tool adds one).
    const bare = /(?<![\w.\/:-])([a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,4}\/[^\s"'|;)]{0,200})/i.exec(line)?.[1]
    return bare && officialInstaller('https://' + bare) ? 'low' : true
  }
  for (const u of urls) if (!u || !officialInstaller(u.href)) return true
  return 'low'
}
