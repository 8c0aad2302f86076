/**
 * Every tunable number of the router, each with the reason it has that value.
 * Scoring, tools, CLIs and tests import these; nothing else writes a literal.
 */

export const LIMITS = {
  /** How far up from the session's working directory we look for `.skill-src/skill-index.tsv`. */
  libraryWalkLevels: 8,
  /** Default hits per search: about a dozen one-line descriptions fit a small tool result. */
  searchDefaultLimit: 12,
  /** Largest `limit` a caller may ask for; 40 descriptions is already ~9 KB the model must read. */
  searchMaxLimit: 40,
  /** A description is cut to this many characters in a search hit; enough to choose, short enough to scan. */
  hitDescriptionChars: 220,
  /** A query longer than this is cut before tokenizing; a 1 MB paste must not cost a 1 MB scan. */
  queryMaxChars: 2_000,
  /** Significant query words kept after de-duplication; more words only make strict AND impossible. */
  queryMaxWords: 16,
  /** Names one skill_load call may take; more would flood the context with bodies. */
  loadMaxNames: 8,
  /** SKILL.md characters rendered by skill_load before we cut and say so. */
  loadMaxChars: 120_000,
  /** Bundled files listed under a loaded skill; the rest is counted and reachable through skill_ref list. */
  loadListedFiles: 8,
  /** Characters of one bundled file rendered by skill_ref read. */
  refMaxChars: 60_000,
  /** Files listed by skill_ref list. */
  refListMaxFiles: 200,
  /** Directory depth walked when listing a skill's files. */
  skillFilesMaxDepth: 4,
  /** Directories the fallback scan for an unindexed skill may open before giving up. */
  scanMaxDirs: 2_000,
  /** Directory depth of that fallback scan below `.skill-src`. */
  scanMaxDepth: 6,
  /** Size of an index file we agree to parse (64 MiB is ~300,000 rows; beyond that it is not an index). */
  indexMaxBytes: 64 * 1024 * 1024,
  /** Row-count drift against the meta sidecar that raises the integrity alarm. */
  alarmRowDrift: 0.1,
  /** Partial rescue returns rows missing at most this many significant words. */
  partialMaxMissing: 1,
  /** A SKILL.md above this is not read by build-index (dropped as `too-large`): 28× the corpus's largest (74 KB). */
  skillFileMaxBytes: 2 * 1024 * 1024,
  /** build-index removes its own temp files left by an interrupted run once they are this old (a live writer takes < 1 min). */
  staleTempMs: 10 * 60 * 1000,
  /** Agent Skills spec: longest `name`. */
  specNameMax: 64,
  /** Agent Skills spec: longest `description`, in characters. */
  specDescriptionMax: 1024,
  /** doctor's human output shows this many problems per kind (`--all` shows every one); ~a screen for 7 kinds. */
  doctorShownPerKind: 5,
} as const

/** Field weights of the scorer. A hit in a short, deliberately chosen field is worth more. */
export const WEIGHTS = {
  /** The skill's name: short and chosen on purpose, the strongest evidence. */
  name: 3,
  /** `whenToUse`: written exactly to say when the skill applies. */
  whenToUse: 2,
  /** The description the agent reads when choosing. */
  description: 1.5,
  /** repo/relpath words: folder names often carry the domain (e.g. `security/`, `scientific-skills/`). */
  path: 0.6,
  /** Added when the whole query equals the skill name (hyphens and spaces alike): far ahead of any word sum. */
  exactName: 50,
} as const

/** How the Skills tab reads a session's whole history through the host's bounded event window (SPEC §6). */
export const HISTORY = {
  /** A `loadOlder()` that has not resolved after this long is taken as "the host will not answer". */
  pageTimeoutMs: 4_000,
  /** Consecutive `loadOlder()` calls that moved neither the oldest seq nor the window size before we give up. */
  stallLimit: 2,
  /** Most pages one reading asks for: 200 pages of 50 messages is ~10,000 messages, past any real session. */
  maxPages: 200,
} as const

/** The standalone viewer's simulated DSH event window (`dsh-skill-router view --window/--page`). */
export const VIEWER = {
  /** Events the window holds; DSH keeps about 1,664–1,900 entries, so a saved session pages like a live one. */
  window: 1_600,
  /** Events one `loadOlder()` prepends; DSH prepends 50 messages per page. */
  page: 50,
  /** How often the page asks the server for events appended to the log since (the live tail), in ms. */
  tailPollMs: 1_500,
} as const

/** The MCP server (tools/src/mcp.ts). */
export const MCP = {
  /**
   * How long the server waits for the client's answer to roots/list before it falls back to its
   * own working directory. A client answers in milliseconds; a client that never answers must
   * not hold the first tool call for longer than a person would wait for a search.
   */
  rootsTimeoutMs: 3_000,
} as const
