/**
 * The `skillEvolution` slice of the plugin config (issue 16): the background reviewer is off
 * unless asked for. Each key also has an environment variable, as the other slices do.
 */
import { REVIEW } from '../core/limits.ts'

export interface SkillEvolutionConfig {
  /** Run reviews at all (default false). Env DSH_SKILL_ROUTER_EVOLUTION=1. */
  enabled: boolean
  /** Tool calls per session before a review (default 10). Env DSH_SKILL_ROUTER_EVOLUTION_NUDGE. */
  nudgeInterval: number
  /** The reviewer may change skills loaded or linked in the session (default true). Env DSH_SKILL_ROUTER_EVOLUTION_OPTIMIZE. */
  allowOptimizeLinked: boolean
  /** The reviewer may create new skills (default true). Env DSH_SKILL_ROUTER_EVOLUTION_CREATE. */
  allowCreateNew: boolean
  /** Model rounds per review (default 8). Env DSH_SKILL_ROUTER_EVOLUTION_ROUNDS. */
  maxToolRounds: number
}

type Env = Record<string, string | undefined>

function bool(v: unknown, fallback: boolean, key: string, problems: string[]): boolean {
  if (v === undefined || v === null || v === '') return fallback
  if (v === true || v === 'true' || v === '1' || v === 1 || v === 'yes') return true
  if (v === false || v === 'false' || v === '0' || v === 0 || v === 'no') return false
  problems.push(`skillEvolution.${key} must be true or false; got ${JSON.stringify(v).slice(0, 40)} — using ${fallback}`)
  return fallback
}

function int(v: unknown, fallback: number, max: number, key: string, problems: string[]): number {
  if (v === undefined || v === null || v === '') return fallback
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN
  if (!Number.isInteger(n) || n < 1 || n > max) {
    problems.push(`skillEvolution.${key} must be a whole number from 1 to ${max}; got ${JSON.stringify(v).slice(0, 40)} — using ${fallback}`)
    return fallback
  }
  return n
}

export function readSkillEvolution(raw: unknown, env: Env, problems: string[]): SkillEvolutionConfig {
  const c = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  if (raw !== undefined && raw !== null && c !== raw) problems.push('skillEvolution must be a mapping — ignored')
  return {
    enabled: bool(c['enabled'] ?? env['DSH_SKILL_ROUTER_EVOLUTION'], false, 'enabled', problems),
    nudgeInterval: int(c['nudgeInterval'] ?? env['DSH_SKILL_ROUTER_EVOLUTION_NUDGE'], REVIEW.nudgeInterval, REVIEW.nudgeIntervalMax, 'nudgeInterval', problems),
    allowOptimizeLinked: bool(c['allowOptimizeLinked'] ?? env['DSH_SKILL_ROUTER_EVOLUTION_OPTIMIZE'], true, 'allowOptimizeLinked', problems),
    allowCreateNew: bool(c['allowCreateNew'] ?? env['DSH_SKILL_ROUTER_EVOLUTION_CREATE'], true, 'allowCreateNew', problems),
    maxToolRounds: int(c['maxToolRounds'] ?? env['DSH_SKILL_ROUTER_EVOLUTION_ROUNDS'], REVIEW.maxToolRounds, REVIEW.maxToolRoundsMax, 'maxToolRounds', problems),
  }
}
