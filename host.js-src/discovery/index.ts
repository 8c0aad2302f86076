import type { RouterConfig } from '../plugin/config.ts'
import type { HostContext } from '../plugin/host-types.ts'
import type { Router } from '../tools/router.ts'

/**
 * Installs the optional pre-step hint and its telemetry (SPEC §5). Off unless
 * `config.discovery.injectTiers` includes HIGH. Placeholder until the discovery issue lands.
 */
export function installDiscovery(_ctx: HostContext, _config: RouterConfig, _router: () => Promise<Router>): void {}
