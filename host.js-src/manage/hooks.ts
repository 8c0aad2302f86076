/**
 * The lifecycle's visibility hooks with the lifecycle's checks imported as they are: what the
 * plugin (host.js, one synchronous file) and the tests build the Router with. The hooks
 * themselves are in hooks-core.ts; the CLI builds them with a loader instead (tools/src/library-cli.ts).
 */
import { createHooks } from './hooks-core.ts'
import type { HooksOptions } from './hooks-core.ts'
import { checkLoad, flagCurrent } from './lifecycle.ts'
import type { Visibility } from '../router/visibility.ts'
import type { WritePort } from './write-port.ts'

export { GLOBAL_SOURCE, projectKeyOf } from './hooks-core.ts'
export type { HooksOptions } from './hooks-core.ts'

export function createLifecycleHooks(port: WritePort, opts: HooksOptions = {}): Visibility {
  return createHooks(port, opts, { checkLoad, flagCurrent })
}
