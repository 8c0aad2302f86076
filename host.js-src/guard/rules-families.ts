/**
 * Rule families learned from blind7's misses (docs/guard.md, "Rule families from blind7"): each rule
 * names a family of attack, not one sample. Same shape and the same static regex check as rules.ts and
 * doc-rules.ts; they are spread into RULES and DOC_RULES there.
 *
 * Imports: types only, plus leaf modules. rules.ts and doc-rules.ts import this file to build their
 * tables, so importing a value back from either would be a cycle (their constants are not yet
 * initialised while this module runs).
 */
import type { DocRule } from './doc-rules.ts'
import type { GuardRule } from './types.ts'

/** Line rules (read over raw lines and the units the layout hid), spread into RULES. */
export const FAMILY_RULES: readonly GuardRule[] = []

/** Document rules (read over commands, blocks, sentences …), spread into DOC_RULES. */
export const FAMILY_DOC_RULES: readonly DocRule[] = []
