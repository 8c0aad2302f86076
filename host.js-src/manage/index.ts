import type { RouterConfig } from '../plugin/config.ts'
import type { HostContext, ToolDefinition, ToolRunContext } from '../plugin/host-types.ts'
import { toLosslessJson } from '../plugin/json.ts'
import type { Router } from '../tools/router.ts'
import { createLifecycleHooks } from './hooks.ts'
import type { LifecycleHooks } from './hooks.ts'
import { MANAGE_DESCRIPTION, MANAGE_PARAMETERS, MANAGE_TOOL_NAME, renderManage, runManage } from './tool.ts'
import type { ManageValue } from './tool.ts'
import { hostWritePort } from './write-port.ts'
import type { WritePort } from './write-port.ts'

export { createLifecycleHooks, projectKeyOf, GLOBAL_SOURCE } from './hooks.ts'
export type { LifecycleHooks } from './hooks.ts'

function sessionCwd(exec: ToolRunContext | undefined): string | undefined {
  const cwd = exec?.agent?.session?.header?.cwd
  if (typeof cwd === 'string' && cwd) return cwd
  try {
    return (globalThis as { process?: { cwd?: () => string } }).process?.cwd?.()
  } catch {
    return undefined
  }
}

let port: WritePort | { unavailable: string } | undefined
function writePort(): WritePort | { unavailable: string } {
  return (port ??= hostWritePort())
}

/**
 * The lifecycle hooks the Router's answers go through (labels, rescans, clean-session counts, the
 * global store). Active whether or not skill_manage is enabled: skills written earlier stay
 * quarantined. Undefined where Node's fs cannot be reached (then there is nothing learned to see).
 */
export function lifecycleHooks(): LifecycleHooks | undefined {
  const p = writePort()
  return 'unavailable' in p ? undefined : createLifecycleHooks(p)
}

/** The skill_manage tool (SPEC §8), only with `manage.enabled`. */
export function manageTools(ctx: HostContext, config: RouterConfig, _router: () => Promise<Router>): ToolDefinition[] {
  if (!config.manage.enabled) return []
  return [
    {
      name: MANAGE_TOOL_NAME,
      description: MANAGE_DESCRIPTION,
      parameters: MANAGE_PARAMETERS as unknown as Record<string, unknown>,
      output: { schema: { type: 'object', additionalProperties: true }, render: (_args, value) => [{ type: 'text', text: renderManage(value as ManageValue) }] },
      isConcurrencySafe: () => false,
      async execute(args, exec) {
        const cwd = sessionCwd(exec)
        const sessionId = exec?.agent?.session?.id ?? exec?.agent?.session?.header?.id
        try {
          const value = await runManage(args, writePort(), { fs: ctx.fs, ...(cwd ? { cwd } : {}), ...(sessionId ? { sessionId } : {}), ...(config.library ? { library: config.library } : {}) })
          return toLosslessJson(value)
        } catch (err) {
          const why = err instanceof Error ? err.message : String(err)
          return toLosslessJson({ ok: false, action: '', name: '', refusal: 'io', error: `internal error: ${why}. Retry, or report this with the arguments used` })
        }
      },
      presentCall: (args) => {
        const a = (typeof args === 'object' && args ? args : {}) as Record<string, unknown>
        const action = typeof a['action'] === 'string' ? a['action'] : 'manage'
        const name = typeof a['name'] === 'string' ? a['name'] : ''
        return { card: 'generic', kind: 'edit', title: `Skill ${action}: ${name}` }
      },
    },
  ]
}
