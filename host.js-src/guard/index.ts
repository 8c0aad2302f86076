/**
 * The guard (SPEC §8): one rule table shared by `audit`, `skills scan` and skill_manage.
 * Pure: no node:, no process. See docs/guard.md for the rule design and the measured corpus figures.
 */
export type { Finding, GuardCategory, GuardRule, Severity, Verdict, Waiver } from './types.ts'
export { CATEGORIES } from './types.ts'
export { RULES } from './rules.ts'
export { scanText, scanLines, verdictOf, applyWaivers, isScriptPath } from './scan.ts'
export { contentSha256 } from './sha256.ts'
export { DOC_RULES } from './doc-rules.ts'
export type { DocRule } from './doc-rules.ts'
export { OFFICIAL_INSTALLERS, officialInstaller } from './installers.ts'
export { normalizeDocument, foldLine, decodeBlobs } from './normalize.ts'
export type { Unit, UnitKind, NormalDoc } from './normalize.ts'
export { makeCanary, wrapUntrusted, containsCanary } from './envelope.ts'
