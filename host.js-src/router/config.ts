/**
 * The plugin's config: the cordis row `config`, each key also settable by an environment variable
 * for hosts that do not pass config through. Parsed defensively: a bad value is ignored with a
 * note, never a failed `apply`.
 */

export interface RouterConfig {
  library?: string
  /** What named `library`, for messages: `config "library"` or DSH_SKILL_ROUTER_LIBRARY. */
  libraryFrom?: string
  discovery: {
    injectTiers: string[]
    debugTokens: boolean
    logPath?: string
  }
  manage: { enabled: boolean }
  /** The background skill reviewer (issue 16; review/config.ts reads it: defaults, env DSH_SKILL_ROUTER_EVOLUTION_*). */
  skillEvolution: SkillEvolutionConfig
  /** Problems found while reading the config, shown in the tools' answers. */
  problems: string[]
}

import { readSkillEvolution } from '../review/config.ts'
import type { SkillEvolutionConfig } from '../review/config.ts'

type Env = Record<string, string | undefined>

function envOf(): Env {
  const p = (globalThis as { process?: { env?: Env } }).process
  return p?.env ?? {}
}

function obj(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}
}

function truthy(v: unknown): boolean {
  return v === true || v === 'true' || v === '1' || v === 1 || v === 'yes'
}

export function readConfig(raw: unknown, env: Env = envOf()): RouterConfig {
  const problems: string[] = []
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) {
    problems.push(`the plugin config must be a mapping; got ${Array.isArray(raw) ? 'a list' : typeof raw} — ignored`)
  }
  const c = obj(raw)
  const discovery = obj(c['discovery'])
  const manage = obj(c['manage'])

  let tiers: string[] = []
  const rawTiers = discovery['injectTiers'] ?? env['DSH_SKILL_ROUTER_INJECT_TIERS']
  if (Array.isArray(rawTiers)) tiers = rawTiers.filter((t): t is string => typeof t === 'string')
  else if (typeof rawTiers === 'string') tiers = rawTiers.split(/[,\s]+/).filter(Boolean)
  else if (rawTiers !== undefined) problems.push('discovery.injectTiers must be a list such as [HIGH] — ignored')
  tiers = tiers.map((t) => t.toUpperCase())

  const configured = typeof c['library'] === 'string' && c['library'].trim() ? c['library'].trim() : undefined
  const fromEnv = env['DSH_SKILL_ROUTER_LIBRARY']?.trim() || undefined
  const library = configured ?? fromEnv
  const logPath =
    typeof discovery['logPath'] === 'string' && discovery['logPath'] ? discovery['logPath'] : env['DSH_SKILL_ROUTER_DISCOVERY_LOG'] || undefined

  const config: RouterConfig = {
    discovery: {
      injectTiers: tiers,
      debugTokens: truthy(discovery['debugTokens'] ?? env['DSH_SKILL_ROUTER_DEBUG_TOKENS']),
    },
    manage: { enabled: truthy(manage['enabled'] ?? env['DSH_SKILL_ROUTER_MANAGE']) },
    skillEvolution: readSkillEvolution(c['skillEvolution'], env, problems),
    problems,
  }
  if (library) {
    config.library = library
    config.libraryFrom = configured ? 'config "library"' : 'DSH_SKILL_ROUTER_LIBRARY'
  }
  if (logPath) config.discovery.logPath = logPath
  return config
}
