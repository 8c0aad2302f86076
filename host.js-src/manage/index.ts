/**
 * What the adapters take from manage/: the visibility hooks the Router is built with, and the
 * skill_manage tool as an entry of the neutral tool table. Nothing here knows the host.
 */
import { ARGS } from '../core/limits.ts'
import { toLosslessJson } from '../router/json.ts'
import type { ToolEntry } from '../router/tools.ts'
import type { Visibility } from '../router/visibility.ts'
import { createLifecycleHooks } from './hooks.ts'
import { MANAGE_DESCRIPTION, MANAGE_PARAMETERS, MANAGE_TOOL_NAME, renderManage, runManage } from './tool.ts'
import type { ManageValue } from './tool.ts'
import { hostWritePort } from './write-port.ts'
import type { WritePort } from './write-port.ts'

/** The slice of the plugin's config manage/ reads. */
export interface ManageConfig {
  /** Register skill_manage (`manage.enabled`). */
  enabled: boolean
  /** The explicit library (config `library`, --library): learned skills are written there. */
  library?: string
}

let port: WritePort | { unavailable: string } | undefined
function writePort(): WritePort | { unavailable: string } {
  return (port ??= hostWritePort())
}

/**
 * The visibility hooks for agent-written skills (labels, rescans, clean-session counts, the
 * global store), for the Router to be built with. Active whether or not skill_manage is enabled:
 * skills written earlier stay quarantined. Undefined where Node's fs cannot be reached (then there
 * is nothing learned to see).
 */
export function lifecycleVisibility(env?: Record<string, string | undefined>): Visibility | undefined {
  const p = writePort()
  return 'unavailable' in p ? undefined : createLifecycleHooks(p, env ? { env } : {})
}

/** The Router's canary check (Router.witness), so a write that copies untrusted text out is refused. */
export type Witness = (tool: string, args: unknown, call: { cwd?: string; sessionId?: string }) => Promise<string | undefined>

/** The skill_manage tool (SPEC §8), only with `enabled`. `over` replaces the host's write port (the CLI's Node fs). */
export function manageTools(config: ManageConfig, over?: WritePort, witness?: Witness): ToolEntry[] {
  if (!config.enabled) return []
  return [
    {
      name: MANAGE_TOOL_NAME,
      description: MANAGE_DESCRIPTION,
      parameters: MANAGE_PARAMETERS as unknown as Record<string, unknown>,
      readOnly: false,
      async run(args, call) {
        try {
          const leak = witness ? await witness(MANAGE_TOOL_NAME, args, call).catch(() => undefined) : undefined
          if (leak) return toLosslessJson({ ok: false, action: '', name: '', refusal: 'guard', error: leak })
          const value = await runManage(args, over ?? writePort(), { fs: call.fs, ...(call.cwd ? { cwd: call.cwd } : {}), ...(call.sessionId ? { sessionId: call.sessionId } : {}), ...(config.library ? { library: config.library } : {}) })
          return toLosslessJson(value)
        } catch (err) {
          const why = err instanceof Error ? err.message : String(err)
          return toLosslessJson({ ok: false, action: '', name: '', refusal: 'io', error: `internal error: ${why.slice(0, ARGS.errorDetailChars)}. Retry, or report this with the arguments used` })
        }
      },
      render: (value) => renderManage(value as ManageValue),
      failed: (value) => (value as { ok?: unknown })?.ok === false,
      title: (args) => {
        const a = (typeof args === 'object' && args ? args : {}) as Record<string, unknown>
        const action = typeof a['action'] === 'string' ? a['action'].slice(0, ARGS.cardChars) : 'manage'
        const name = typeof a['name'] === 'string' ? a['name'].slice(0, ARGS.cardChars) : ''
        return { kind: 'edit', title: `Skill ${action}: ${name}` }
      },
    },
  ]
}
