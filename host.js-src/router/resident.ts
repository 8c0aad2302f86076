/** Skills the host already knows (DSH's `ctx.get('skills')`), as the Router sees them. */

export interface ResidentSkill {
  name: string
  description: string
  whenToUse?: string
  source: string
}

export interface ResidentDefinition extends ResidentSkill {
  content: string
  path?: string
  baseDir?: string
}

export interface ResidentPort {
  list(signal?: AbortSignal): Promise<ResidentSkill[]>
  get(name: string, signal?: AbortSignal): Promise<ResidentDefinition | undefined>
}
