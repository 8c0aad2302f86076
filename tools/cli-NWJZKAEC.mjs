import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// host.js-src/core/limits.ts
var LIMITS = {
  /** How far up from the session's working directory we look for `.skill-src/skill-index.tsv`. */
  libraryWalkLevels: 8,
  /** Default hits per search: about a dozen one-line descriptions fit a small tool result. */
  searchDefaultLimit: 12,
  /** Largest `limit` a caller may ask for; 40 descriptions is already ~9 KB the model must read. */
  searchMaxLimit: 40,
  /** A description is cut to this many characters in a search hit; enough to choose, short enough to scan. */
  hitDescriptionChars: 220,
  /** A query longer than this is cut before tokenizing; a 1 MB paste must not cost a 1 MB scan. */
  queryMaxChars: 2e3,
  /** Distinct words whose stems are kept (stem.ts): text repeats its words, and a stem depends on the word alone; ~200k short strings are a few MB. */
  stemCacheMax: 2e5,
  /** Significant query words kept after de-duplication; more words only make strict AND impossible. */
  queryMaxWords: 16,
  /** Names one skill_load call may take; more would flood the context with bodies. */
  loadMaxNames: 8,
  /** SKILL.md characters rendered by skill_load before we cut and say so. */
  loadMaxChars: 12e4,
  /** Bundled files listed under a loaded skill; the rest is counted and reachable through skill_ref list. */
  loadListedFiles: 8,
  /** Characters of one bundled file rendered by skill_ref read. */
  refMaxChars: 6e4,
  /**
   * Bytes of a bundled file skill_ref agrees to read (checked by size before reading, issue 14):
   * 4 MiB is 70× what it shows (refMaxChars) and the guard's own scan cap; a 200 MB file is refused.
   */
  refReadMaxBytes: 4194304,
  // 4 * 1024 * 1024
  /** Files listed by skill_ref list. */
  refListMaxFiles: 200,
  /** Directory depth walked when listing a skill's files. */
  skillFilesMaxDepth: 4,
  /** Directories the fallback scan for an unindexed skill may open before giving up. */
  scanMaxDirs: 2e3,
  /** Directory depth of that fallback scan below `.skill-src`. */
  scanMaxDepth: 6,
  /**
   * File-system checks one skill_search runs at once to mark shown hits stale (issue 18): the shown
   * hits (at most searchMaxLimit) are checked side by side, not one after another; 8 keeps a slow
   * or remote fs from being flooded while a default answer still needs just one round. A warm
   * search starts them beside the index check's four stats: at most 12 calls in flight.
   */
  fsParallel: 8,
  /**
   * Resolved file targets one Router keeps per fs port (issue 18): a target whose key is its own
   * path (no symlink on the way) is stat-ed again without a second resolve, so a warm search's
   * checks are one call per file, not two. 16,384 covers the shown hits of thousands of queries
   * (a few MB); emptied when full, then simply resolved again.
   */
  targetsKept: 16384,
  /** Term lookups each postings table remembers (postings.ts): a few hundred queries' words, under 1 MB; emptied when full. */
  termIdsKept: 8192,
  /**
   * Folders a skill_load miss probes for an unindexed `<folder>/<name>/SKILL.md` (issue 18): the
   * folders that already hold indexed skills, known from the index, so a miss never walks the tree.
   * 64 covers the repos of a large library (bench: 40) and bounds the probes of a hostile index.
   */
  missProbeDirs: 64,
  /**
   * Call contexts (working folders) whose located library one Router keeps (issue 18): a session
   * has one, a long-lived MCP server a few; past 32 the oldest is dropped and simply located again.
   */
  contextsKept: 32,
  /** Size of an index file we agree to parse (64 MiB is ~300,000 rows; beyond that it is not an index). */
  indexMaxBytes: 67108864,
  // 64 * 1024 * 1024
  /** Row-count drift against the meta sidecar that raises the integrity alarm. */
  alarmRowDrift: 0.1,
  /** Partial rescue returns rows missing at most this many significant words. */
  partialMaxMissing: 1,
  /**
   * Key words of a longer query (a sentence): its partial rescue keeps rows holding all but
   * `partialMaxMissing` of them. A sentence names its topic in one or two words the library knows;
   * requiring more of its words ("contractor", "architecture", "setup") would leave only skills that
   * repeat the sentence. With 2 key words and 1 allowed miss, a rescued row holds at least one.
   */
  requiredMaxWords: 2,
  /** A query with at most this many known topic words is a keyword list: every one of them is required. */
  keywordQueryMaxWords: 4,
  /**
   * Whether a word found only among a row's body keywords (SkillRow.keywords) counts toward a strict
   * hit. Off: body keywords rank and rescue rows, but a strict hit needs every word where the skill
   * describes itself, so a task no skill covers stays "no strict match" by construction. On lost
   * held-out agent recall@5 (1.000 → 0.989) for no gain elsewhere (docs/search.md).
   */
  keywordsStrict: false,
  /**
   * A query word held by at most this share of rows (at least 1 row) is rare: a named method, tool
   * or product. In a sentence or a list of 3+ words, a row holding it and one more query word is
   * rescued as partial. 0.2 % is 2 rows of the 1,374-skill corpus, 20 of 10,000.
   */
  rareWordShare: 2e-3,
  /**
   * A skill whose whole name the query spells, with a name term held by at most this share of rows
   * (at least 2), is *named* by it: one query word its row lacks stops being required. 0.5 % is 6
   * rows of the 1,374-skill corpus: qiskit, scanpy, networkx qualify; fix, eval, merge do not.
   */
  namedSkillShare: 5e-3,
  /** Top-scoring rows whose words choose a longer query's key words (the best row always qualifies). */
  keyWordSampleRows: 10,
  /**
   * A sentence's best-scoring rows its partial rescue keeps whatever key words they hold (the best
   * row holds the first key word already, so 1 changes nothing). 2, over dev and heldout1–14 +
   * none-extra (725 judged): r050 not listed → 2, t037 3 → 4, nothing else in or out of the top 5,
   * none accuracy unchanged; 3 also moved s033 4 → 5 (docs/search.md, round 13).
   */
  rescueBestRows: 2,
  /** A word held by more than this share of rows is near-universal: no weight, never required. */
  universalShare: 0.25,
  /** Below this many rows no word is near-universal: in a 5-skill library one row is already 20%. */
  universalMinRows: 20,
  /** A word the index lacks is checked for one-edit spelling neighbours from this length (shorter words have too many). */
  spellingMinChars: 5,
  /**
   * Longest term: a longer run of letters is cut to this on both sides (documents and queries, so
   * they still meet). No English word or product name comes near 64; a pasted hash or base64 blob
   * does, and every step after the cut (stemming, spelling, prefixes) is bounded by it (issue 14).
   */
  tokenMaxChars: 64,
  /**
   * Longest word given one-edit spelling repair on the word as typed: the candidates are ~53·n words
   * of n characters, so this caps that step at ~1,700 short strings. Real typos sit in words far
   * shorter (the corpus's longest common word, "internationalization", is 20).
   */
  spellingMaxChars: 32,
  /** Learned bridge (core/search.ts bridgeWords): rows holding a sentence's word that vote for its associated terms. */
  bridgeVoters: 20,
  /** Fewest rows that must share a term for it to stand for the word (and fewest rows holding the word at all). */
  bridgeMinVotes: 3,
  /** Share of the voting rows that must share the term: a word's neighbours agree, not one row's quirk. */
  bridgeMinShare: 0.3,
  /**
   * A term (or a sentence word) held where rows describe themselves by more than this share says too
   * little to bridge; it also bounds the rows one bridged term adds. 2 % (27 rows of the corpus):
   * the same figures as 5 %, at half the added query time (corpus median +0.3 ms, not +0.7 ms).
   */
  bridgeMaxShare: 0.02,
  /** How much likelier the term is among the voters than in the library at large (lift). */
  bridgeMinLift: 5,
  /** Associated terms one word may gain. */
  bridgeTerms: 2,
  /**
   * Rows one associated term may bring in (its best-scoring ones). Above any corpus term's count
   * (≤ 2 % = 27 rows), so the corpus figures are those of no cap; at 10,000 rows a term may hold
   * 200, and every row added is scored and sorted by the rescue.
   */
  bridgeMaxRows: 30,
  /**
   * Related words kept per English word the library lacks (core/en-dict.ts, WordNet's first sense
   * per part of speech): 4 was measured (heldout12 task 0.520 → 0.560, nothing else moved); 8 with
   * more senses added noise words ("far" read as "fare").
   */
  relatedMaxTerms: 4,
  /**
   * An English query word reaches the library's Chinese terms whose stored dictionary senses name
   * it (words.ts libraryTranslations: "to-dos" → 待办 in a Feishu skill described in Chinese), from
   * each term's first this many senses. Round 15, pooled tuning sets: 2 → task recall@5 0.847 →
   * 0.854, heldout15 task 0.545 → 0.682; 1 → 0.847 / 0.591; 3 → 0.850 / 0.636; every sense → 0.847
   * / 0.591 (later senses are rarer meanings: 标题 "title, heading, caption" pulls Chinese rows
   * into English questions about page titles). None accuracy 127/127 at each.
   */
  reverseDictionarySenses: 2,
  /**
   * Chinese terms one English word may reach that way: each is an alternative the scorer reads, so
   * a library written mostly in Chinese must not give a common word dozens. The corpus's longest
   * list is 3 (set → 安排, 开通, 设置), so 4 changes none of its figures.
   */
  reverseDictionaryTerms: 4,
  /** Spelling neighbours tried per unknown word (most frequent first). */
  spellingMaxAlternatives: 2,
  /** A word still unknown is tried as a prefix of indexed terms (postgres → postgresql) from this length. */
  prefixMinChars: 5,
  /** Indexed terms one prefix may stand for. */
  prefixMaxTerms: 8,
  /**
   * A word still unknown that ends a longer term of a skill's name (a product glued to a vendor:
   * "d2lbrightspace" for Brightspace) reads as that term, from this length (words.ts). 5, 6 and 8
   * measured the same (heldout13 v013 not listed → 1, nothing else moved); 6 keeps a bare ending
   * such as "ation" from matching.
   */
  nameSuffixMinChars: 6,
  /** A SKILL.md above this is not read by build-index (dropped as `too-large`): 28× the corpus's largest (74 KB). */
  skillFileMaxBytes: 2097152,
  // 2 * 1024 * 1024
  /** fs calls in flight while walking a library: keeps libuv's 4 threads busy, stays far below open-file limits. */
  scanConcurrency: 16,
  /**
   * Worker threads build-index parses SKILL.md files on (tools/src/parse-pool.ts), at most the
   * machine's CPUs less two (the main thread lists and reads, the dictionary worker runs beside
   * it): the frontmatter and body words are most of a full build's CPU. A worker costs its start,
   * its own word table and the copies (~1 s CPU on the corpus), so on 2 CPUs none is started.
   */
  buildParseWorkers: 3,
  /** SKILL.md files build-index parses on its main thread before it starts the workers: a small library never pays for starting them. */
  buildParseInline: 64,
  /** build-index removes its own temp files left by an interrupted run once they are this old (a live writer takes < 1 min). */
  staleTempMs: 6e5,
  // 10 * 60 * 1000
  /** build-index forgets its record of a folder's last build after this long unused (one small file per output folder in the user's cache). */
  buildCacheMaxAgeMs: 2592e6,
  // 30 days
  /** build-index keeps no record when an input's coarse (whole-millisecond) stamp is this close to the listing: a filesystem with coarse timestamps (FAT 2 s, HFS+ 1 s, NFS caching) could hide an edit made in the same tick, as git's racy-clean rule guards against. */
  buildCacheRacyMarginMs: 3e3,
  /** CC-CEDICT senses files build-index keeps in the user's cache (4.4 MB each): the current code and dictionary, plus two older builds one may switch back to. */
  sensesFilesKept: 3,
  /**
   * Parsed-SKILL.md files build-index keeps in the user's cache (tools/src/parse-cache.ts), one per
   * library folder, the most recently written first: a file's frontmatter and body words worked
   * out once are read back on the next build of that library while the file's text is the same.
   */
  parsedFilesKept: 8,
  /** A parsed-SKILL.md cache file larger than this is neither written nor read (the corpus's is ~6 MB; a cache must cost less than the parsing it saves). */
  parsedCacheMaxBytes: 134217728,
  // 128 MiB
  /** Agent Skills spec: longest `name`. */
  specNameMax: 64,
  /** Agent Skills spec: longest `description`, in characters. */
  specDescriptionMax: 1024,
  /** doctor's human output shows this many problems per kind (`--all` shows every one); ~a screen for 7 kinds. */
  doctorShownPerKind: 5
};
var WEIGHTS = {
  /** The skill's name: short and chosen on purpose, the strongest evidence. */
  name: 3,
  /** `whenToUse`: written exactly to say when the skill applies. */
  whenToUse: 2,
  /** The description the agent reads when choosing. */
  description: 1.5,
  /** repo/relpath words: folder names often carry the domain (e.g. `security/`, `scientific-skills/`). */
  path: 0.6,
  /**
   * Body keywords (SkillRow.keywords): words the SKILL.md body uses and the row does not. A short
   * list of distinct words, so one hit here is about two thirds of a description hit after length
   * normalisation. 1: dev recall@5/MRR@10 1.000/0.953, held-out 0.972/0.931; 0.6 and 0.8 lost a dev
   * query from the top 5; 1.2 measured the same as 1 (held-out MRR 0.935), 1.5 cost dev MRR (0.945).
   */
  keywords: 1,
  /**
   * How much more a body keyword counts when the row describes itself thinly: × (1 + this × t),
   * t = 1 − 2 × (description + whenToUse terms) / their average, floored at 0 (only rows below half
   * the average gain). A skill whose description says little has its match in the body (issue 19).
   * 1: heldout2 MRR 0.931 → 0.942, nothing else moves; 2 cost heldout4/6/7; a boost from the
   * average down (t = 1 − own/avg) cost dev MRR (0.953 → 0.945).
   */
  thinDescriptionBoost: 1,
  /**
   * A match through a learned association (bridgeWords: the terms the rows holding a sentence's
   * word describe themselves with) counts this much of a direct one.
   */
  associated: 0.2,
  /** Added when the whole query equals the skill name (hyphens and spaces alike): far ahead of any word sum. */
  exactName: 50,
  /** Added per name word (up to 3) when the query holds every word of a skill's name: the user named the skill. */
  nameCovered: 2,
  /**
   * A rare query word (≤ `LIMITS.rareWordShare` of rows: a product, a tool) in a skill's name counts
   * this many times for that row: the user named what the skill is for. 2 put `auth0-automation`
   * first for "add a user to our Auth0 tenant"; it also lifts a product the user wants to replace
   * ("an alternative to NotebookLM": the NotebookLM skill passes `open-notebook`). 1 turns it off.
   */
  rareInName: 2,
  /**
   * A match through the library's dictionary read backwards (an English word → a Chinese term whose
   * first senses name it, words.ts libraryTranslations) counts this much of a direct one: a
   * dictionary's translation is less sure than the hand table's (which count 1), and a Chinese
   * description is short, so a full-weight match lifted Feishu skills into English questions about
   * something else. Round 15, pooled tuning sets: 1 → 22 English queries gained a Lark row in their
   * top 5, 0.7 → 14, with the same recall (task 0.847 → 0.854, heldout15 task 0.545 → 0.682) and
   * MRR 0.887 against 0.886; 0.5 and 0.35 lose the heldout15 gains (0.591), 0.35 → 8 intrusions.
   */
  reverseTranslation: 0.7,
  /** A match through a synonym (deploy → release) counts this much of a direct one: close, not the same. */
  synonym: 0.7,
  /** A compound matched through its parts (json-ld → json + ld) instead of as one word. */
  compoundParts: 0.9,
  /** A match through a one-edit spelling neighbour (toxcity → toxicity): likely a typo, not certain. */
  spelling: 0.8,
  /** A match through a longer term the word starts (postgres → postgresql). */
  prefix: 0.6,
  /**
   * A match through another form of the word's family (transformation → transform, manage →
   * management): the same act, named as a noun or a verb; a little less than the word itself.
   */
  derived: 0.85,
  /** BM25 length normalisation b: long descriptions are damped, not silenced. */
  lengthNorm: 0.5,
  /**
   * BM25 saturation k1 over the field-weighted count: a word repeated (or present in name and
   * description both) adds less each time. 2 rather than the textbook 1.2 because the field weights
   * already multiply the count; a lower k1 flattened name matches into description ones.
   */
  saturation: 2
};
var VIEWER = {
  /** Events the window holds; DSH keeps about 1,664–1,900 entries, so a saved session pages like a live one. */
  window: 1600,
  /** Events one `loadOlder()` prepends; DSH prepends 50 messages per page. */
  page: 50,
  /** How often the page asks the server for events appended to the log since (the live tail), in ms. */
  tailPollMs: 1500
};
var MANAGE = {
  /** Longest skill or category name; the Agent Skills spec's own limit. */
  nameMax: 64,
  /**
   * Fewest hex digits of a version id `skills diff`/`restore` accept: 4 hex digits tell 65,536
   * versions apart, far more than one skill's history; the CLI prints 12.
   */
  versionIdMinChars: 4,
  /** SKILL.md characters: a skill longer than ~25k tokens is a manual, not a skill. */
  skillMdMaxChars: 1e5,
  /** Frontmatter description characters (Agent Skills spec). */
  descriptionMax: 1024,
  /** One support file, in bytes (UTF-8): references and scripts, not data sets. */
  fileMaxBytes: 1048576,
  // 1024 * 1024
  /**
   * Path levels of a support file, its folder included ("references/a/b/notes.md" is 4): the
   * listing walks LIMITS.skillFilesMaxDepth levels, so a deeper file could never be found again.
   */
  pathMaxSegments: 4,
  /** Characters of a support file's path: four names of a normal length, far below any OS limit. */
  pathMaxChars: 512,
  /** Bytes of one file or folder name: the limit of ext4, APFS and NTFS (255). */
  segmentMaxBytes: 255,
  /** Files per skill, SKILL.md included: enough for references + templates + scripts. */
  skillMaxFiles: 50,
  /** Bytes per skill, every file together: the same 1 MiB a single file may use. */
  skillMaxBytes: 1048576,
  // 1024 * 1024
  /** Clean loads in this many distinct sessions move a quarantined version to active (seed: 3 uses). */
  cleanSessionsToActivate: 3,
  /** A writer holds the store lock for milliseconds; a lock older than this is a crashed or hung writer. */
  lockStaleMs: 3e4,
  /**
   * How long a writer waits for the lock before giving up with a message. Writers hold it for
   * milliseconds; no tool call may stall the agent on a lock for more than 2 s (issue 14).
   */
  lockWaitMs: 2e3,
  /**
   * How long a load waits for the lock to record a clean use or a flag. Loads never wait for
   * writers: when the lock is busy the note is skipped (counted at a later load) and the skill is
   * judged on the last committed ledger.
   */
  loadLockWaitMs: 0,
  /**
   * A lock file with no readable holder older than this is stale. A writer fills in its holder
   * right after creating the file, so only a writer killed between the two leaves it empty; its
   * age alone (lockStaleMs) would outlast lockWaitMs and fail the next writer.
   */
  tornLockGraceMs: 1e3,
  /** First back-off between lock attempts; doubles up to lockPollMaxMs, with jitter. */
  lockPollMs: 4,
  lockPollMaxMs: 100,
  /**
   * Largest file of its own the store reads (ledger, objects, lock, index): 64 MiB, the index's own
   * cap. A bigger file is refused by size before a byte is read, instead of filling memory.
   */
  readMaxBytes: 67108864,
  // 64 * 1024 * 1024
  /** Ledger lines longer than this are refused on read (a line holds metadata only, never bodies). */
  ledgerLineMaxChars: 262144
  // 256 * 1024
};
var MCP = {
  /**
   * How long the server waits for the client's answer to roots/list before it falls back to its
   * own working directory. A client answers in milliseconds; a client that never answers must
   * not hold the first tool call for longer than a person would wait for a search.
   */
  rootsTimeoutMs: 3e3
};
var GUARD = {
  /** Prefilter: the largest set of literals built by concatenation (a small class times an alternation multiplies); past it the piece stops narrowing, never wrongly. */
  prefilterMaxProduct: 64,
  /** Prefilter: the largest set of alternatives carried up (the secret-file list alone has about 60; Aho–Corasick takes any number). */
  prefilterMaxUnion: 2048,
  /** URL escapes (`%2F`) a line or run needs before it is decoded and read again: fewer is an ordinary URL. */
  urlEscapesMin: 4,
  /** Comma-separated small numbers a list needs before it is read as char codes: 12 is a short URL or command; a version or a date has far fewer. */
  charCodesMin: 12,
  /**
   * Ceiling on the match paths one rule may explore from one start position (regex-safety.ts). With
   * only bounded, non-nested quantifiers this bounds the work per character; the largest rule today
   * sits at ~6e5, so the ceiling leaves room without admitting a pattern that multiplies two wide gaps.
   */
  maxRegexPaths: 1e6,
  /** Characters of a line kept around a match in a finding's excerpt: one terminal line plus context. */
  excerptChars: 160,
  /**
   * Longest line the guard reads; past it a line is cut and a high finding says the rest is unread.
   * Every rule's cost grows with line length (a 1 MiB line of "curl " took ~10 s to save); no line in
   * the corpus's 2,642 files exceeds 8 KiB, so 16 KiB leaves room for generated tables and data URIs.
   */
  lineMaxChars: 16384,
  /** Non-blank lines above a fence read for a warning lead-in ("Bad:", "never run…"): a heading and a sentence. */
  leadInLines: 2,
  /** …looked for within this many lines above the fence (blank lines and a heading in between). */
  leadInWindow: 6,
  /** Lines above a fence read for an order to adopt the block as instructions (examples.ts adoptedBefore): the paragraph above, blank lines included; the previous block stops it earlier. */
  adoptLeadInLines: 8,
  /** Non-blank prose lines after a fence read for a sentence that makes the block the reader's identity (examples.ts adoptedAfter, red team r7-18): the sentence right after it and the next. */
  adoptLeadOutLines: 2,
  /** Lines of a blockquote that can pass for a quoted example of an attack (examples.ts): an injected sentence or two fits; a procedure does not. */
  exampleQuoteMaxLines: 6,
  /** A file above this is not scanned: SPEC §8 caps a support file at 1 MiB; 4× that is no skill file. */
  scanMaxFileBytes: 4194304,
  // 4 * 1024 * 1024
  /** Bytes checked for a NUL to call a file binary (what git does, 8 KiB). */
  binarySniffBytes: 8192,
  // 8 * 1024
  /** Files named per category in audit's human output: 13 categories × 3 fit one screen. */
  auditTopFiles: 3,
  /**
   * Threads an `audit` scans with at most (the calling one included), and never more than the machine's
   * os.availableParallelism(): the scan is CPU-bound, so past the cores a thread only adds its start-up.
   * `audit --threads N` chooses; 1 scans on the calling thread alone.
   */
  scanThreadsMax: 4,
  /**
   * Files per extra scan thread: a worker's start (loading the CLI's code, compiling the rule table, the
   * JIT warming up) costs about 0.5 s of CPU, what scanning ~100 corpus files costs, so a thread is
   * started only for every 200 files (the 2,642-file corpus gets all it asks for; a skill folder none).
   */
  scanFilesPerThread: 200,
  /** Files sent to a scan thread at a time: small enough to share out evenly, large enough that messages cost nothing (~40 ms of scanning). */
  scanThreadBatch: 8,
  /** Lines of one fenced block read as one unit (sudo() bodies, a value carried from line to line); a longer block is cut there. */
  blockUnitLines: 400,
  /** Lines joined into one command by \\ | && or an open bracket: a long pipeline is ~6; more is a data block, not one command. */
  commandJoinLines: 12,
  /** Lines of a here-document (`cat > f <<'EOF'`) read as one piece: a hook or rc file written inline is a few dozen. */
  heredocUnitLines: 200,
  /** Lines of an HTML comment read as one piece before the guard gives up looking for its "-->". */
  commentUnitLines: 80,
  /** Lines of a wrapped prose sentence whose code spans are read on its raw lines joined (guard/scan.ts): a paragraph's sentence is a few lines; a longer one is read as cut. */
  wrappedSentenceLines: 8,
  /** Characters of one variable's value carried into later commands (guard/resolve.ts): a URL or a command word; a longer value is cut. */
  resolvedValueChars: 300,
  /** Characters of one command read with its variables filled in: a few URLs and flags; more is cut (the raw command is still read whole). */
  resolvedUnitChars: 4096,
  /** Variables remembered per file for resolve.ts: a long script sets dozens; past this, new ones are forgotten, never guessed. */
  resolvedMaxVariables: 500,
  /** Characters of a command above which resolve.ts does not read it (guard/resolve.ts): a hand-written command is a few hundred; a 3 MB heredoc of `$a` is a generator's, read as written (reviewer v: 1.09 GB peak, 2.5x slower). */
  resolvedSourceMaxChars: 16384,
  /** Synthetic characters resolve.ts may add per file, beside its own cap of twice the file's text: a 60 KB file made 5.3 M (88x) before this. */
  resolvedBudgetChars: 524288,
  /** Resolved commands added per file: each is one more short text for the rules; a generated file must not multiply the work. */
  resolvedMaxUnits: 2e3,
  /** Session 9: literal words of a `for NAME in a b c` loop each read into the body's commands (guard/resolve.ts): a hand-written loop names a few files or hosts; past this the rest are not read. */
  resolvedLoopValues: 8,
  /** Session 9: lines after `history -c` in which a `history -r` shows the session's history is read back, not erased (guard/scan.ts): the two go together in a few lines. */
  historyReloadLines: 6,
  /** Levels of base64/hex decoding (a blob inside a decoded blob); each level costs one more pass over short text. */
  blobDepth: 2,
  /** Decoded blobs kept per file: an attack needs one or two; a file of hashes or keys must not multiply the work. */
  maxDecodedBlobs: 32,
  /** Session 8: lines of a char-code array joined to decode it (`[114,101,\n 113,…]` over a few lines); a data table longer than this is read per line only. */
  charCodeJoinLines: 24,
  /** Session 8: lines either side of a reversal (`s[::-1]`, `| rev`, `.reverse()`) whose string literals are read reversed: the string sits beside the call that turns it. */
  reverseWindowLines: 3,
  /** Session 8: files a secret went into that later blocks are checked for an upload of: a skill stages one or two; each later send is checked against all of them, so this bounds the work. */
  taintedFilesMax: 64,
  /** Session 8: lines between a download-and-run and the start-up place it is written to (a unit file's ExecStart in its heredoc, a profile line built on the line above); farther apart in one block they are separate snippets. */
  persistRunLines: 3,
  /** Session 8: start-up places read per block for persist-remote-run-installed: a skill writes one or two; a generated block of thousands must not make each match walk them all. */
  persistRunPlaces: 32,
  /** Session 8: lines after a secret written to a temp file searched for the `mv` that puts it back in its own store: a merge-then-move is two or three lines. */
  stagedMoveLines: 6,
  /** Shortest decoded text worth rescanning: "rm -rf ~/*" is 10 characters, a random 8-byte run is noise. */
  blobMinDecodedChars: 10,
  /** Lines searched for the closing `---` of a SKILL.md frontmatter (SPEC keeps it to a few keys). */
  frontmatterLines: 200,
  /** Values looked at when searching tool arguments for the canary; a bigger argument counts as containing it (fail closed). */
  canaryMaxNodes: 1e5
};
var BODY_KEYWORDS = {
  /** Words per row: 20 kept held-out recall@5 at 0.968 (30: 0.972); 40 cost dev MRR@10 (0.934 against 0.953). */
  maxWords: 30,
  /** Characters per row (words joined by spaces): bounds the index line whatever the words' lengths; 30 words average ~250. */
  maxChars: 400,
  /** A term in more than this share of the library's bodies is left out: 0.05 kept too few (held-out recall@5 0.965 against 0.972), 0.15–0.2 let common words in (dev task recall@5 0.957). */
  maxShare: 0.1,
  /** A term counts when the body says it at least twice, or in a heading: one-off words are mostly examples (1 lost a dev query from the top 5; 3 cost held-out recall@5, 0.965). */
  minCount: 2,
  /** Shortest Latin word kept; shorter ones are mostly flags and abbreviations. CJK words are kept from 2 characters (the segmenter's minimum). */
  minChars: 3,
  /** A heading names a section's subject: its words score this much more (1 / 1.5 / 2.5: dev MRR@10 0.945 / 0.953 / 0.961, held-out 0.931 / 0.931 / 0.930: flat). */
  headingBoost: 1.5
};
var ARGS = {
  /**
   * Longest skill name a read tool accepts. Library names are ≤ 64 (the Agent Skills spec) but
   * indexed folder names can be longer; 200 leaves room and keeps every lookup and message cheap.
   */
  nameMaxChars: 200,
  /** Longest repo filter: a source folder name, never a path; 200 as for names. */
  repoMaxChars: 200,
  /** Longest `path` for skill_ref: deeper than any real bundled file (skillFilesMaxDepth is 4). */
  pathMaxChars: 1024,
  /** Longest copy id (repo + relpath): a repo plus a path as long as `path` may be. */
  idMaxChars: 1224,
  /** Characters of a refused argument quoted back in the message: enough to recognise it, never all of it. */
  echoChars: 40,
  /**
   * Entries of a `names` array read at all: past loadMaxNames the call is refused anyway, so a
   * 100,000-entry array is counted, not walked.
   */
  namesMaxEntries: 64,
  /** Bytes of any tool answer apart from the skill bodies and file contents asked for (issue 14). */
  answerMaxBytes: 8192,
  // 8 * 1024
  /**
   * Bytes past which the JSON value behind a search answer (UI, tests, search --batch) has its
   * when-to-use lines and descriptions shortened; it repeats field names per hit, so twice the
   * text's bound. Hits are never dropped for it: a ranking keeps every hit asked for.
   */
  valueMaxBytes: 16384,
  // 16 * 1024
  /** Other copies of a loaded skill named in its answer (their ids); the rest are counted. */
  otherCopiesListed: 5,
  /** Characters of an argument shown in a host's call card ("Search skills: …"): one short line. */
  cardChars: 60,
  /** Characters of an unexpected error's own message kept in an answer: the cause, never a dump. */
  errorDetailChars: 300,
  /** A hit's description is cut to this when a search answer must shrink to fit answerMaxBytes. */
  fitDescriptionChars: 100,
  /** Bytes kept free when fitting an answer, for the note that says what was left out. */
  fitNoteBytes: 256,
  /** Bytes of an answer's own lines beside a file listing (header, hint), kept free when fitting it. */
  fitListHeaderBytes: 1024,
  /** Repos named when a repo filter matches nothing: enough to pick from, short enough to read. */
  reposNamed: 20,
  /** Names offered as "closest" when a name or id is unknown. */
  closestNamed: 3
};
var NEAR_DUPLICATE = {
  /**
   * Score (0..1) from which two skills count as near-duplicates. Measured on the corpus
   * (near-duplicate.corpus.test.ts): 207 pairs of one name in several repos vs 943,036 pairs of
   * different names. Blind first figure (0.6, name weight 0.35): families 94.7%, distinct 2,858
   * pairs (templated "X-automation" skills differ in one product word). Tuned: 0.65 with name
   * weight 0.5 keeps 95.7% of families and flags 15 distinct pairs (0.0016%).
   */
  threshold: 0.65,
  /** Share of the score carried by the name's words; the description's words carry the rest (see threshold). */
  nameWeight: 0.5,
  /** Close matches named in a refusal; the rest are counted. */
  shownMatches: 3,
  /** A word in more than this share of rows links too many pairs to find candidates by (doctor). */
  commonWordShare: 0.05,
  /** Pairs doctor lists at most; more are counted. */
  doctorMaxPairs: 200,
  /** Rows compared at most (a library bigger than this is checked on its first rows, said so). */
  maxRows: 2e4,
  /** Characters of a force_new reason kept in the ledger. */
  reasonMaxChars: 300
};
var REVIEW = {
  /** Default tool calls in a session (across turns) before a review starts: the seed's cadence, about one review per working stretch. */
  nudgeInterval: 10,
  /** Default model rounds a review may take: a check of the library, a write, a fix after a refusal, and slack. */
  maxToolRounds: 8,
  /** Bounds on the configurable values: a nudge of 1 reviews after every tool call; more than 32 rounds is a runaway loop. */
  nudgeIntervalMax: 1e4,
  maxToolRoundsMax: 32,
  /** Whole review, wall clock: a handful of model calls; past this it is cancelled and undone. */
  timeoutMs: 18e4,
  /** Characters of the conversation the reviewer reads (the newest part; about 12k tokens at 4 chars/token). */
  transcriptMaxChars: 48e3,
  /** Characters of one message or tool result in that transcript: a long file dump says little about method. */
  messageMaxChars: 4e3,
  /** Output tokens per reviewer request: room for a whole SKILL.md in one create. */
  maxOutputTokens: 8192,
  /** Rows skill_list answers with at most; the rest are counted. */
  listMaxRows: 60,
  /** Characters of a description in a skill_list row. */
  listDescriptionChars: 160,
  /** Sessions whose tool-call counts are kept (oldest forgotten first): bounds memory in a long-lived host. */
  trackedSessions: 1e3
};

export {
  LIMITS,
  WEIGHTS,
  VIEWER,
  MANAGE,
  MCP,
  GUARD,
  BODY_KEYWORDS,
  ARGS,
  NEAR_DUPLICATE,
  REVIEW
};
