import type { RouterConfig } from '../plugin/config.ts'
import type { HostContext, ToolDefinition } from '../plugin/host-types.ts'
import type { Router } from '../tools/router.ts'

/**
 * The skill_manage tool (SPEC §8), only with `manage.enabled`. Placeholder until the
 * agent-written-skills issue lands: returns no tools.
 */
export function manageTools(_ctx: HostContext, _config: RouterConfig, _router: () => Promise<Router>): ToolDefinition[] {
  return []
}
