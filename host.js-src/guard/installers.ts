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
  // Session 4: more projects' own install one-liners, as each project's install page gives them (host, and
  // the script's path where the host also serves other files).
  { host: 'fly.io', path: '/install.sh', who: 'Fly.io (flyctl)' },
  { host: 'get.pulumi.com', who: 'Pulumi' },
  { host: 'get.rvm.io', who: 'RVM' },
  { host: 'nixos.org', path: '/nix/install', who: 'Nix' },
  { host: 'install.determinate.systems', path: '/nix', who: 'Nix (Determinate Systems)' },
  { host: 'cli.doppler.com', path: '/install.sh', who: 'Doppler' },
  { host: 'get.trunk.io', who: 'Trunk' },
  { host: 'pixi.sh', path: '/install.sh', who: 'pixi' },
  { host: 'mise.run', who: 'mise' },
  { host: 'mise.jdx.dev', path: '/install.sh', who: 'mise' },
  { host: 'pkgx.sh', who: 'pkgx' },
  { host: 'zed.dev', path: '/install.sh', who: 'Zed' },
  { host: 'cursor.com', path: '/install', who: 'Cursor CLI' },
  { host: 'opencode.ai', path: '/install', who: 'opencode' },
  { host: 'get.rke2.io', who: 'RKE2' },
  { host: 'get.k0s.sh', who: 'k0s' },
  { host: 'goteleport.com', path: '/static/install.sh', who: 'Teleport' },
  { host: 'install.duckdb.org', who: 'DuckDB' },
  { host: 'get.wasmer.io', who: 'Wasmer' },
  { host: 'wasmtime.dev', path: '/install.sh', who: 'Wasmtime' },
  { host: 'install.julialang.org', who: 'Julia (juliaup)' },
  { host: 'get-ghcup.haskell.org', who: 'GHCup' },
  { host: 'opam.ocaml.org', path: '/install.sh', who: 'opam' },
  { host: 'crystal-lang.org', path: '/install.sh', who: 'Crystal' },
  { host: 'static.pantsbuild.org', path: '/setup/get-pants.sh', who: 'Pants' },
  { host: 'aka.ms', path: '/InstallAzureCLIDeb', who: 'Azure CLI' },
  { host: 'get.opentofu.org', path: '/install-opentofu.sh', who: 'OpenTofu' },
  { host: 'bootstrap.pypa.io', path: '/get-pip.py', who: 'pip (PyPA)' },
  { host: 'dl.dagger.io', path: '/dagger/install.sh', who: 'Dagger' },
  { host: 'get.acme.sh', who: 'acme.sh' },
  { host: 'install.zerotier.com', who: 'ZeroTier' },
  { host: 'sh.vector.dev', who: 'Vector' },
  { host: 'rclone.org', path: '/install.sh', who: 'rclone' },
  { host: 'istio.io', path: '/downloadIstio', who: 'Istio' },
  { host: 'code-server.dev', path: '/install.sh', who: 'code-server' },
  { host: 'get.nextflow.io', who: 'Nextflow' },
  { host: 'micro.mamba.pm', path: '/install.sh', who: 'micromamba' },
  { host: 'foundry.paradigm.xyz', who: 'Foundry' },
  { host: 'release.anza.xyz', who: 'Solana (Anza)' },
  { host: 'get.scoop.sh', who: 'Scoop' },
  { host: 'setup.atuin.sh', who: 'Atuin' },
  { host: 'raw.githubusercontent.com', path: '/kubernetes-sigs/kustomize/', who: 'kustomize' },
  { host: 'raw.githubusercontent.com', path: '/k3d-io/k3d/', who: 'k3d' },
  { host: 'raw.githubusercontent.com', path: '/ajeetdsouza/zoxide/', who: 'zoxide' },
  { host: 'raw.githubusercontent.com', path: '/cargo-bins/cargo-binstall/', who: 'cargo-binstall' },
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
  // GitHub serves a fork's commit through the parent's raw path: a commit SHA there (7-40 hex digits as
  // the ref) may be anyone's code, not the project's branch or tag.
  if (host === 'raw.githubusercontent.com' && /^\/[^/]{1,100}\/[^/]{1,100}\/(?:refs\/heads\/|)[0-9a-f]{7,40}(?:\/|$)/i.test(u.pathname)) return undefined
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
