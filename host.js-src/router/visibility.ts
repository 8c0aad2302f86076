/**
 * Who may see a skill: the interface the Router asks before it shows, loads or serves a file of
 * a copy. It is defined here, beside the Router, implemented by `manage/` (agent-written skills
 * and their lifecycle) and handed to the Router when it is built. search, load and ref all ask the
 * same question and the Router's answer is final: no adapter post-processes it.
 */
import type { ResidentPort } from './resident.ts'

/** One copy of a skill in a library, as the Router found it. */
export interface SkillPlace {
  /** The library folder (normally `<project>/.skill-src`). */
  libraryDir: string
  /** The skill's folder. */
  dir: string
  /** The skill's name (the index row's, or the folder's for an unindexed skill). */
  name: string
}

/** Who is asking: the session's folder and id (a clean load counts once per session). */
export interface Asker {
  cwd?: string
  sessionId?: string
}

/** What the Router is about to do with the copy. Search is judged without side effects. */
export type Use = 'search' | 'load' | 'ref'

/**
 * The decision for one copy.
 * - `show`: serve it; `label` (when set) goes with it wherever it is shown; `files`, when set,
 *   are the very texts that were checked (relative path → text): the Router serves those, so the
 *   bytes served are the bytes judged; `untrusted`, when set, makes the Router serve the text
 *   inside the guard's untrusted-skill envelope with this session's canary.
 * - `hide`: this session must not know it exists here (search drops it; load and ref say why).
 * - `withhold`: it exists but may not be served (search labels it; load and ref refuse with `reason`).
 */
export type Decision =
  | { kind: 'show'; label?: string; files?: ReadonlyMap<string, string>; untrusted?: { canary: string } }
  | { kind: 'hide'; reason: string }
  | { kind: 'withhold'; reason: string; label: string }

export interface Visibility {
  /** True when this copy is under the hooks' rule (cheap, no I/O); others are always shown. */
  governs(place: SkillPlace): boolean
  /** The decision for a governed copy. Never throws: a failure is a `withhold` naming it. */
  decide(place: SkillPlace, use: Use, asker: Asker): Promise<Decision>
  /** Resident skills to add to the host's own (`inner`), e.g. promoted agent-written skills. */
  residents(inner: ResidentPort | undefined): ResidentPort | undefined
  /**
   * Sees the arguments of a tool call in a session. When they carry a canary served to that session,
   * the skills served with it are flagged and withheld, and the answer is the sentence saying so.
   */
  witness(tool: string, args: unknown, asker: Asker): Promise<string | undefined>
}

/** The Router without hooks: every copy is shown (starter library, tests, hosts without fs). */
export const SHOW_ALL: Visibility = {
  governs: () => false,
  decide: async () => ({ kind: 'show' }),
  residents: (inner) => inner,
  witness: async () => undefined,
}
