import { dirname, joinPath } from '../core/_path.ts'
import type { FsPort } from '../library/fs-port.ts'
import { TOOL_SPECS } from '../tools/definitions.ts'
import { renderLoad, renderRef, renderSearch } from '../tools/render.ts'
import type { CallContext, ResidentPort } from '../tools/router.ts'
import { Router } from '../tools/router.ts'
import type { LoadValue, RefValue, SearchValue } from '../tools/values.ts'
import { installDiscovery } from '../discovery/index.ts'
import { lifecycleHooks, manageTools } from '../manage/index.ts'
import type { LifecycleHooks } from '../manage/index.ts'
import { readConfig } from './config.ts'
import type { RouterConfig } from './config.ts'
import type { HostContext, SkillsService, ToolDefinition, ToolRunContext } from './host-types.ts'
import { toLosslessJson } from './json.ts'

export const name = 'dsh-skill-router'
export const inject = ['tools', 'fs']

const OUTPUT_SCHEMA = { type: 'object', additionalProperties: true } as const

/** Candidate folders of the bundled starter library, from where this module file lives. */
function starterCandidates(): string[] {
  let here: string
  try {
    const url = new URL(import.meta.url)
    if (url.protocol !== 'file:') return []
    here = dirname(decodeURIComponent(url.pathname))
  } catch {
    return []
  }
  const out: string[] = []
  for (let i = 0; i < 4; i++) {
    out.push(joinPath(here, 'resources', 'starter-skills'))
    const up = dirname(here)
    if (up === here) break
    here = up
  }
  return out
}

async function findStarter(fs: FsPort): Promise<string | undefined> {
  for (const dir of starterCandidates()) {
    try {
      const info = await fs.stat(await fs.resolve(joinPath(dir, 'skill-index.tsv')))
      if (info?.type === 'file') return dir
    } catch {
      /* try the next one */
    }
  }
  return undefined
}

function residentPort(service: SkillsService, cwd: string | undefined, exec: ToolRunContext): ResidentPort {
  const opts = { ...(cwd ? { cwd } : {}), ...(exec.signal ? { signal: exec.signal } : {}), ...(exec.agent ? { scope: exec.agent } : {}) }
  return {
    async list() {
      const all = await service.list(opts)
      return all
        .filter((s) => s.invocation?.modelInvocable !== false)
        .map((s) => ({ name: s.name, description: s.description ?? '', ...(s.whenToUse ? { whenToUse: s.whenToUse } : {}), source: s.source ?? 'resident' }))
    },
    async get(skillName) {
      const def = await service.get(skillName.toLowerCase(), opts)
      if (!def) return undefined
      const base = def.resourceBase?.kind === 'directory' ? def.resourceBase.path : undefined
      return {
        name: def.name,
        description: def.description ?? '',
        source: def.source ?? 'resident',
        content: def.content ?? '',
        ...(def.path ? { path: def.path } : {}),
        ...(base ? { baseDir: base } : {}),
      }
    },
  }
}

function sessionCwd(exec: ToolRunContext): string | undefined {
  const cwd = exec.agent?.session?.header?.cwd
  if (typeof cwd === 'string' && cwd) return cwd
  const p = (globalThis as { process?: { cwd?: () => string } }).process
  try {
    return p?.cwd?.()
  } catch {
    return undefined
  }
}

/** The three tools only read: any number of their calls may run side by side. */
const readOnly = (): boolean => true

function text(t: string) {
  return [{ type: 'text' as const, text: t }]
}

/** One router per plugin instance, created on first use (finding the starter library needs fs). */
export function routerFactory(ctx: HostContext, config: RouterConfig): () => Promise<Router> {
  let router: Promise<Router> | undefined
  return () =>
    (router ??= findStarter(ctx.fs).then(
      (starterDir) => new Router({ ...(config.library ? { library: config.library } : {}), ...(starterDir ? { starterDir } : {}) }),
    ))
}

/**
 * The three tool definitions over one router, with the skill lifecycle's labels and checks.
 * Exported for the MCP adapter and tests.
 */
export function buildTools(
  ctx: HostContext,
  config: RouterConfig,
  routerFor: () => Promise<Router> = routerFactory(ctx, config),
  hooks: LifecycleHooks | undefined = lifecycleHooks(),
): ToolDefinition[] {
  const callContext = (exec: ToolRunContext): CallContext => {
    const cwd = sessionCwd(exec)
    const service = ctx.get('skills') as SkillsService | undefined
    const host = service && typeof service.list === 'function' ? residentPort(service, cwd, exec) : undefined
    // Promoted agent-written skills (the global store) join the resident skills.
    const residents = hooks ? hooks.residents(host) : host
    return {
      fs: ctx.fs,
      ...(cwd ? { cwd } : {}),
      ...(exec?.signal ? { signal: exec.signal } : {}),
      ...(residents ? { residents } : {}),
    }
  }
  const sessionId = (exec: ToolRunContext): string | undefined => exec?.agent?.session?.id ?? exec?.agent?.session?.header?.id
  const withConfigNote = <T extends { note?: string }>(value: T): T => {
    if (config.problems.length) value.note = [value.note, ...config.problems].filter(Boolean).join('; ')
    return value
  }
  const guard = async <T extends { error?: string; note?: string }>(run: () => Promise<T>, fallback: T): Promise<unknown> => {
    try {
      return toLosslessJson(withConfigNote(await run()))
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err)
      return toLosslessJson({ ...fallback, error: `internal error: ${why}. The library was not changed; retry, or report this with the arguments used` })
    }
  }
  const spec = (n: string) => TOOL_SPECS.find((s) => s.name === n)!
  const brief = (args: unknown, key: string): string => {
    const a = (typeof args === 'object' && args ? args : {}) as Record<string, unknown>
    const v = a[key]
    if (typeof v === 'string') return v.length > 60 ? v.slice(0, 59) + '…' : v
    if (Array.isArray(v)) return v.join(', ')
    return ''
  }
  return [
    {
      ...spec('skill_search'),
      output: { schema: OUTPUT_SCHEMA, render: (_args, value) => text(renderSearch(value as SearchValue)) },
      isConcurrencySafe: readOnly,
      execute: (args, exec) =>
        guard(async () => {
          const call = callContext(exec)
          const value = await (await routerFor()).search(args, call)
          return hooks ? hooks.afterSearch(value, { ...(call.cwd ? { cwd: call.cwd } : {}) }) : value
        }, { library: '', query: '', words: [], total: 0, strict: 0, shown: 0, more: 0, fallback: null, hits: [], searched: 0 } as SearchValue),
      presentCall: (args) => ({ card: 'generic', kind: 'search', title: `Search skills: ${brief(args, 'query')}` }),
    },
    {
      ...spec('skill_load'),
      output: { schema: OUTPUT_SCHEMA, render: (_args, value) => text(renderLoad(value as LoadValue)) },
      isConcurrencySafe: readOnly,
      execute: (args, exec) =>
        guard(async () => {
          const call = callContext(exec)
          const value = await (await routerFor()).load(args, call)
          const sid = sessionId(exec)
          return hooks ? hooks.afterLoad(value, { ...(call.cwd ? { cwd: call.cwd } : {}), ...(sid ? { sessionId: sid } : {}) }) : value
        }, { library: '', requested: [], loaded: [], errors: [] } as LoadValue),
      presentCall: (args) => ({ card: 'generic', kind: 'read', title: `Load skill: ${brief(args, 'name') || brief(args, 'names')}` }),
    },
    {
      ...spec('skill_ref'),
      output: { schema: OUTPUT_SCHEMA, render: (_args, value) => text(renderRef(value as RefValue)) },
      isConcurrencySafe: readOnly,
      execute: (args, exec) => guard(async () => (await routerFor()).ref(args, callContext(exec)), { library: '', name: '', mode: 'list' } as RefValue),
      presentCall: (args) => ({ card: 'generic', kind: 'read', title: `Skill file: ${brief(args, 'name')}${brief(args, 'path') ? '/' + brief(args, 'path') : ''}` }),
    },
  ]
}

/** Registers the tools. Never throws: a broken library or config becomes a message in the answers. */
export function apply(ctx: HostContext, rawConfig?: unknown): void {
  const config = readConfig(rawConfig)
  const routerFor = routerFactory(ctx, config)
  const tools = [...buildTools(ctx, config, routerFor), ...safely(() => manageTools(ctx, config, routerFor), [])]
  safely(() => installDiscovery(ctx, config, routerFor), undefined)
  for (const tool of tools) {
    try {
      ctx.effect(() => ctx.tools.register(tool), `skill-router: ${tool.name}`)
    } catch (err) {
      // A host that refuses one tool (say, a duplicate name) must not stop the others or DSH's boot.
      const why = err instanceof Error ? err.message : String(err)
      ;(globalThis as { console?: { warn?: (m: string) => void } }).console?.warn?.(`dsh-skill-router: could not register ${tool.name}: ${why}`)
    }
  }
}

/** Runs an optional part; a failure there must not stop the core tools from registering. */
function safely<T>(run: () => T, fallback: T): T {
  try {
    return run()
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err)
    ;(globalThis as { console?: { warn?: (m: string) => void } }).console?.warn?.(`dsh-skill-router: ${why}`)
    return fallback
  }
}
