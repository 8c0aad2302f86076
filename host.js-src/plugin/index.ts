/**
 * The DSH adapter, and the only module that knows DSH: `apply(ctx, config)` builds one Router
 * (with the lifecycle's visibility hooks), takes the neutral tool table and wraps each entry as
 * a DSH tool definition (output schema, render as content blocks, presentCall, concurrency), then
 * installs the optional discovery hint. host.js exports exactly `name`, `inject` and `apply`.
 */
import { dirname, joinPath } from '../core/_path.ts'
import { installDiscovery } from '../discovery/index.ts'
import type { FsPort } from '../library/fs-port.ts'
import { lifecycleVisibility, manageTools } from '../manage/index.ts'
import { hostWritePort } from '../manage/write-port.ts'
import { installReviewer } from '../review/index.ts'
import { readConfig } from '../router/config.ts'
import type { HostContext, SkillsService, ToolDefinition, ToolRunContext } from '../router/host-types.ts'
import type { ResidentPort } from '../router/resident.ts'
import { Router } from '../router/router.ts'
import type { CallContext } from '../router/router.ts'
import { routerTools } from '../router/tools.ts'
import type { ToolEntry } from '../router/tools.ts'
import { withIdentityReads } from '../library/identity-read.ts'

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

/** DSH's skills service as the Router's resident port, for one call. */
function residentPort(service: SkillsService, cwd: string | undefined, exec: ToolRunContext): ResidentPort {
  const opts = { ...(cwd ? { cwd } : {}), ...(exec.signal ? { signal: exec.signal } : {}), ...(exec.agent ? { scope: exec.agent } : {}) }
  return {
    async list() {
      const all = await service.list(opts)
      return all
        .filter((s) => s.invocation?.modelInvocable !== false)
        .map((s) => ({ name: s.name, description: s.description ?? '', ...(s.whenToUse ? { whenToUse: s.whenToUse } : {}), source: s.source ?? 'resident' }))
    },
    async get(skillName: string) {
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

function sessionCwd(exec: ToolRunContext | undefined): string | undefined {
  const cwd = exec?.agent?.session?.header?.cwd
  if (typeof cwd === 'string' && cwd) return cwd
  const p = (globalThis as { process?: { cwd?: () => string } }).process
  try {
    return p?.cwd?.()
  } catch {
    return undefined
  }
}

/**
 * The host's fs with identity reads, one wrapper per host port: the Router keeps resolved targets
 * per port (issue 18), so each call must hand it the same port object, not a fresh wrapper.
 */
const wrappedPorts = new WeakMap<FsPort, FsPort>()
function hostPort(fs: FsPort): FsPort {
  let port = wrappedPorts.get(fs)
  if (!port) wrappedPorts.set(fs, (port = withIdentityReads(fs)))
  return port
}

/** One DSH tool call as the neutral call context: the host's fs, the session's folder and id, its resident skills. */
function callContext(ctx: HostContext, exec: ToolRunContext | undefined): CallContext {
  const cwd = sessionCwd(exec)
  const sessionId = exec?.agent?.session?.id ?? exec?.agent?.session?.header?.id
  const service = ctx.get('skills') as SkillsService | undefined
  const residents = service && typeof service.list === 'function' ? residentPort(service, cwd, exec ?? {}) : undefined
  return {
    // Issue 14: reads by identity (real path, links, no blocking open) through Node's fs when the host has it.
    fs: hostPort(ctx.fs),
    ...(cwd ? { cwd } : {}),
    ...(sessionId ? { sessionId } : {}),
    ...(exec?.signal ? { signal: exec.signal } : {}),
    ...(residents ? { residents } : {}),
  }
}

/** A neutral tool entry as a DSH tool definition. */
function dshTool(ctx: HostContext, entry: ToolEntry): ToolDefinition {
  const readOnly = entry.readOnly
  return {
    name: entry.name,
    description: entry.description,
    parameters: entry.parameters,
    output: { schema: OUTPUT_SCHEMA, render: (_args, value) => [{ type: 'text', text: entry.render(value) }] },
    isConcurrencySafe: () => readOnly,
    execute: (args, exec) => entry.run(args, callContext(ctx, exec)),
    presentCall: (args) => ({ card: 'generic', ...entry.title(args) }),
  }
}

/** Registers the tools. Never throws: a broken library or config becomes a message in the answers. */
export function apply(ctx: HostContext, rawConfig?: unknown): void {
  const config = readConfig(rawConfig)
  const visibility = safely(() => lifecycleVisibility(), undefined)
  // One router per plugin instance, created on first use (finding the starter library needs fs).
  let router: Promise<Router> | undefined
  const routerFor = () =>
    (router ??= findStarter(ctx.fs).then(
      (starterDir) => new Router({ ...(config.library ? { library: config.library } : {}), ...(config.libraryFrom ? { libraryFrom: config.libraryFrom } : {}), ...(starterDir ? { starterDir } : {}), ...(visibility ? { visibility } : {}) }),
    ))
  const witness = async (tool: string, args: unknown, call: { cwd?: string; sessionId?: string }) => (await routerFor()).witness(tool, args, call)
  const entries = [...routerTools(routerFor, config.problems), ...safely(() => manageTools({ enabled: config.manage.enabled, ...(config.library ? { library: config.library } : {}) }, undefined, witness), [])]
  safely(() => installDiscovery(ctx, config.discovery, routerFor), undefined)
  // Issue 16: the background skill reviewer (off unless skillEvolution.enabled).
  safely(() => installReviewer(ctx, config.skillEvolution, { port: hostWritePort(), ...(config.library ? { library: config.library } : {}), witness }), undefined)
  if (visibility) safely(() => watchToolCalls(ctx, new Set(entries.map((e) => e.name)), witness), undefined)
  for (const entry of entries) {
    const tool = dshTool(ctx, entry)
    try {
      ctx.effect(() => ctx.tools.register(tool), `skill-router: ${tool.name}`)
    } catch (err) {
      // A host that refuses one tool (say, a duplicate name) must not stop the others or DSH's boot.
      const why = err instanceof Error ? err.message : String(err)
      ;(globalThis as { console?: { warn?: (m: string) => void } }).console?.warn?.(`dsh-skill-router: could not register ${tool.name}: ${why}`)
    }
  }
}

/**
 * Every other tool's call in a session, shown to the Router's canary check: a call whose arguments
 * carry the canary of an untrusted skill served in that session flags and withholds the skill.
 * (Our own tools check their arguments before they run.) Fire-and-forget, as DSH's listeners are.
 */
function watchToolCalls(ctx: HostContext, ours: ReadonlySet<string>, witness: (tool: string, args: unknown, call: { cwd?: string; sessionId?: string }) => Promise<string | undefined>): void {
  if (typeof ctx.on !== 'function') return
  const listener = (session: { id?: unknown; header?: { cwd?: unknown } } | undefined, event: { type?: unknown; data?: unknown } | undefined) => {
    if (event?.type !== 'tool/call') return
    const data = (event.data ?? {}) as { name?: unknown; arguments?: unknown }
    const tool = typeof data.name === 'string' ? data.name : ''
    if (ours.has(tool) || typeof session?.id !== 'string') return
    const cwd = typeof session.header?.cwd === 'string' ? session.header.cwd : undefined
    void witness(tool || 'tool', data.arguments, { sessionId: session.id, ...(cwd ? { cwd } : {}) }).catch(() => undefined)
  }
  ctx.effect(() => ctx.on!('session/event', listener as never), 'skill-router: canary watch')
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
