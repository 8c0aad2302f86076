import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  createNodeFs
} from "./cli-OH7F6JZV.mjs";
import {
  CliFailure,
  UsageError,
  parse,
  progress
} from "./cli-VDZH3JEH.mjs";
import {
  buildCacheDir,
  codeFingerprint,
  forgetBuild,
  openBuildCache,
  pruneCacheFiles,
  startDictionaryJob
} from "./cli-NE5CDK7V.mjs";
import {
  cedictIdentity,
  indexFilesFromScan,
  writeIndexFiles,
  writeSearchSidecar
} from "./cli-L72G2ZXP.mjs";
import "./cli-VRQU2CWE.mjs";
import {
  startParsePool
} from "./cli-Z657BPJS.mjs";
import {
  scanLibrary
} from "./cli-S26IBN2B.mjs";
import "./cli-T3QMXDUP.mjs";
import {
  INDEX_FILE,
  LIBRARY_DIR
} from "./cli-FIGCFZ3Q.mjs";
import {
  META_FILE,
  SEARCH_SIDECAR,
  SHA_FILE
} from "./cli-HP4MUJGU.mjs";
import "./cli-7TAF4XMI.mjs";
import {
  LIMITS
} from "./cli-NWJZKAEC.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/build-index.ts
import { existsSync, statSync } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";
import { dirname as dirname2, join as join2, resolve } from "node:path";

// tools/src/parse-cache.ts
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
var FORMAT = 2;
var sha = (data) => createHash("sha256").update(data).digest("hex");
function parseCacheFile(cacheRoot, library) {
  return join(cacheRoot, "parsed-skills", `${sha(library).slice(0, 32)}.json`);
}
function fromStored(s) {
  if (!Array.isArray(s) || s.length !== 5) return void 0;
  const [meta, keyText, surfaceText, countText, headings] = s;
  if (!meta || typeof meta !== "object" || typeof keyText !== "string" || typeof surfaceText !== "string" || typeof countText !== "string" || typeof headings !== "string") return void 0;
  const m = meta;
  if (typeof m["name"] !== "string" || typeof m["description"] !== "string" || typeof m["nameFromFolder"] !== "boolean" || !Array.isArray(m["problems"])) return void 0;
  const n = headings.length;
  const keys = n ? keyText.split("\n") : [];
  const surfaces = n ? surfaceText.split("\n") : [];
  const counts = n ? countText.split(",") : [];
  if (keys.length !== n || surfaces.length !== n || counts.length !== n || !n && (keyText || surfaceText || countText)) return void 0;
  const terms = /* @__PURE__ */ new Map();
  for (let i = 0; i < n; i++) {
    const c = counts[i];
    const count = Number(c);
    const h = headings.charCodeAt(i);
    if (!Number.isInteger(count) || count < 0 || count > 2147483647 || String(count) !== c || h !== 48 && h !== 49) return void 0;
    const key = keys[i];
    terms.set(key, { count, surface: surfaces[i] || key, heading: h === 49 });
  }
  if (terms.size !== n) return void 0;
  return { meta, terms };
}
function toStored(p) {
  const keys = [];
  const surfaces = [];
  const counts = [];
  let headings = "";
  for (const [k, t] of p.terms) {
    if (k.includes("\n") || t.surface.includes("\n") || t.surface === "" || !Number.isInteger(t.count) || t.count < 0 || t.count > 2147483647) return void 0;
    keys.push(k);
    surfaces.push(t.surface === k ? "" : t.surface);
    counts.push(t.count);
    headings += t.heading ? "1" : "0";
  }
  return [p.meta, keys.join("\n"), surfaces.join("\n"), counts.join(","), headings];
}
async function openParseCache(cacheRoot, library, options) {
  const file = cacheRoot ? parseCacheFile(cacheRoot, library) : void 0;
  const runtime = [process.versions.node, process.versions.icu ?? "no icu", process.versions.unicode ?? "no unicode"];
  const key = sha(JSON.stringify([FORMAT, library, await codeFingerprint(), runtime]));
  let stored = {};
  if (file && options.read) {
    try {
      const info = await stat(file);
      if (info.size <= LIMITS.parsedCacheMaxBytes) {
        const rec = JSON.parse(await readFile(file, "utf8"));
        if (rec?.format === FORMAT && rec.key === key && rec.entries && typeof rec.entries === "object" && !Array.isArray(rec.entries)) stored = rec.entries;
      }
    } catch {
    }
  }
  const used = /* @__PURE__ */ new Map();
  let hits = 0;
  let misses = 0;
  return {
    get hits() {
      return hits;
    },
    wrap(parse2) {
      return async (text, folder, path) => {
        const k = sha(`${folder}\0${path}\0${text}`);
        const had = Object.prototype.hasOwnProperty.call(stored, k) ? stored[k] : void 0;
        const cached = had === void 0 ? void 0 : fromStored(had);
        if (cached) {
          hits++;
          used.set(k, had);
          return cached;
        }
        misses++;
        const parsed = await parse2(text, folder, path);
        const kept = file ? toStored(parsed) : void 0;
        if (kept) used.set(k, kept);
        return parsed;
      };
    },
    async save() {
      if (!file) return;
      if (!misses && used.size === Object.keys(stored).length) return;
      const text = JSON.stringify({ format: FORMAT, key, entries: Object.fromEntries(used) });
      if (Buffer.byteLength(text) > LIMITS.parsedCacheMaxBytes) return;
      const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(temp, text);
        await rename(temp, file);
        await pruneParsed(dirname(file));
      } catch {
        await rm(temp, { force: true }).catch(() => void 0);
      }
    }
  };
}
async function pruneParsed(dir) {
  await pruneCacheFiles(dir, LIMITS.parsedFilesKept);
}

// tools/src/build-index.ts
var USAGE = "dsh-skill-router build-index <library> [--out DIR] [--check] [--full] [--json]";
function normalized(text) {
  return (text.charCodeAt(0) === 65279 ? text.slice(1) : text).replace(/\r\n/g, "\n");
}
async function readOptional(path) {
  try {
    return await readFile2(path, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return void 0;
    throw err;
  }
}
async function indexDrift(dir, files) {
  const drift = [];
  const tsv = await readOptional(join2(dir, INDEX_FILE));
  if (tsv === void 0) drift.push(`${INDEX_FILE} does not exist`);
  else if (normalized(tsv) !== files.tsv) drift.push(`${INDEX_FILE} differs from the skills on disk`);
  const sha2 = await readOptional(join2(dir, SHA_FILE));
  if (sha2 === void 0) drift.push(`${SHA_FILE} does not exist`);
  else if (sha2.trim().split(/\s+/)[0]?.toLowerCase() !== files.meta.sha256) drift.push(`${SHA_FILE} holds another digest`);
  const metaRaw = await readOptional(join2(dir, META_FILE));
  if (metaRaw === void 0) drift.push(`${META_FILE} does not exist`);
  else {
    let meta;
    try {
      meta = JSON.parse(metaRaw);
    } catch {
      meta = void 0;
    }
    const strip = (m) => JSON.stringify(m && typeof m === "object" ? { ...m, generator: void 0 } : m);
    if (strip(meta) !== strip(files.meta)) drift.push(`${META_FILE} differs (counts, drop rules or digest)`);
  }
  return drift;
}
var buildIndexCommand = async (argv, io) => {
  const { values, positionals } = parse(argv, { out: { type: "string" }, check: { type: "boolean" }, full: { type: "boolean" }, json: { type: "boolean" }, library: { type: "string" } }, USAGE);
  if (values.library && positionals.length) throw new UsageError(`give the library folder once, as an argument or as --library, not both
usage: ${USAGE}`);
  if (values.library) positionals.push(values.library);
  const target = positionals[0];
  if (!target) throw new UsageError(`missing the library folder (the one holding <repo>/…/SKILL.md, normally <project>/.skill-src)
usage: ${USAGE}`);
  if (positionals.length > 1) throw new UsageError(`expected one library folder, got ${positionals.length}: ${positionals.join(" ")}
usage: ${USAGE}`);
  const library = resolve(io.cwd, target);
  if (!existsSync(library) || !statSync(library).isDirectory()) {
    const what = existsSync(library) ? "is a file, not a folder" : "does not exist";
    throw new CliFailure(`build-index: ${library} ${what}. Give the library folder (normally <project>/.skill-src).`, 2);
  }
  const outDir = values.out ? resolve(io.cwd, values.out) : library;
  if (values.out && existsSync(outDir) && !statSync(outDir).isDirectory()) {
    throw new CliFailure(`build-index: --out ${outDir} is a file, not a folder. Give a folder for the index files (it is created when missing).`, 2);
  }
  const started = performance.now();
  const rerun = `dsh-skill-router build-index ${target}${values.out ? ` --out ${values.out}` : ""}`;
  const userCache = buildCacheDir(io.env);
  const job = values.check ? void 0 : startDictionaryJob(userCache ? dirname2(userCache) : void 0, library, { read: !values.full });
  try {
    const cacheDir = values.check || values.full ? void 0 : userCache;
    const cache = cacheDir ? await openBuildCache(cacheDir, library, outDir, await cedictIdentity()) : void 0;
    const reused = await cache?.reuse();
    if (reused) {
      printSummary(io, { ...reused, ms: Math.round(performance.now() - started), unchanged: true }, values, target);
      return 0;
    }
    if (cacheDir) await forgetBuild(cacheDir, library, outDir);
    return await build(io, { library, outDir, target, started, rerun, cache, cacheRoot: userCache ? dirname2(userCache) : void 0, job, values });
  } finally {
    job?.stop();
  }
};
async function build(io, b) {
  const { library, outDir, target, started, rerun, cache, job, values } = b;
  const bar = progress(io, "indexing SKILL.md");
  const pool = startParsePool();
  const parsed = await openParseCache(b.cacheRoot, library, { read: !values.full });
  let scan;
  try {
    scan = await scanLibrary(createNodeFs(io.cwd), library, { onProgress: (n) => bar.tick(n), parse: parsed.wrap(pool.parse) });
  } finally {
    pool.stop();
  }
  if (!values.check) await parsed.save();
  bar.done();
  const nested = join2(library, LIBRARY_DIR);
  if (scan.skills.length === 0 && existsSync(nested) && statSync(nested).isDirectory()) {
    throw new CliFailure(`build-index: no SKILL.md in ${library} outside its ${LIBRARY_DIR} folder, and nothing was written. The library is the ${LIBRARY_DIR} folder itself: dsh-skill-router build-index ${join2(target, LIBRARY_DIR)}`, 2);
  }
  if (scan.skills.length === 0) io.err(`build-index: no SKILL.md found under ${library}; so the index has no rows. A library holds one folder per source, each with <skill>/SKILL.md inside.
`);
  const files = await indexFilesFromScan(scan);
  const summary = {
    library,
    out: outDir,
    rows: files.meta.rows,
    repos: files.meta.repos,
    uniqueNames: files.meta.uniqueNames,
    dropped: Object.fromEntries(Object.entries(scan.dropped).map(([rule, d]) => [rule, { count: d.count, reason: d.reason, paths: d.files.map((f) => f.path) }])),
    aliasesSkipped: scan.loops,
    unreadableFolders: scan.unreadableDirs,
    problems: scan.skills.reduce((n, s) => n + s.problems.length, 0),
    sha256: files.meta.sha256,
    ms: 0
  };
  if (values.check) {
    const drift = await indexDrift(outDir, files);
    summary.ms = Math.round(performance.now() - started);
    if (values.json) io.out(JSON.stringify({ ...summary, check: true, drift }) + "\n");
    else if (drift.length) io.out(`drift in ${outDir}: ${drift.join("; ")}. Rebuild with: ${rerun}
`);
    else io.out(`up to date: ${join2(outDir, INDEX_FILE)} (${summary.rows} skills)
`);
    return drift.length ? 1 : 0;
  }
  try {
    await writeIndexFiles(outDir, files);
  } catch (err) {
    throw new CliFailure(
      `build-index: could not write the index into ${outDir}: ${err.message}. The previous index and sidecars, if any, are unchanged. Check the folder is writable, or pass --out DIR.`
    );
  }
  let missing;
  const dictionary = async (index) => {
    const r = await job.reduce(index.postings.keys());
    if ("stored" in r) return r.stored;
    missing = r.missing;
    return "";
  };
  const searchSidecarError = await writeSearchSidecar(outDir, scan.skills.map((s) => s.row), files.meta.sha256, dictionary);
  if (missing) io.err(`build-index: no Chinese dictionary stored: ${missing}; Chinese queries are read through the hand table alone
`);
  if (searchSidecarError) io.err(`build-index: the index is written, but not its search cache ${SEARCH_SIDECAR} (${searchSidecarError}); searches build it from the rows instead, a little slower on the first query
`);
  const unreadable = scan.unreadableDirs.length > 0 || "unreadable" in scan.dropped;
  if (cache && !searchSidecarError && !missing && !unreadable && scan.skills.length) await cache.record({ ...summary });
  summary.ms = Math.round(performance.now() - started);
  printSummary(io, summary, values, target);
  return 0;
}
function printSummary(io, summary, values, target) {
  if (values.json) {
    io.out(JSON.stringify(summary) + "\n");
    return;
  }
  const same = summary.unchanged ? " (nothing changed since the last build; no file rewritten)" : "";
  io.out(`indexed ${summary.rows} skills from ${summary.repos} repos (${summary.uniqueNames} unique names) in ${summary.ms} ms → ${join2(summary.out, INDEX_FILE)}${same}
`);
  const droppedText = Object.entries(summary.dropped).map(([rule, d]) => `${d.count} ${rule} (${d.reason})`);
  if (droppedText.length) io.out(`dropped: ${droppedText.join(", ")}; --json lists the paths
`);
  if (summary.aliasesSkipped) io.out(`skipped ${summary.aliasesSkipped} folder(s) already indexed through another path (symlink aliases or loops)
`);
  if (summary.unreadableFolders.length) io.out(`could not list ${summary.unreadableFolders.length} folder(s), e.g. ${summary.unreadableFolders[0]}
`);
  const doctorArgs = values.out ? `--library ${target} --index ${join2(values.out, INDEX_FILE)}` : `--library ${target}`;
  if (summary.problems) io.out(`${summary.problems} parsing problems recorded; run dsh-skill-router doctor ${doctorArgs} for details
`);
}
export {
  buildIndexCommand,
  indexDrift
};
