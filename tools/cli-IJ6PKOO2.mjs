import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cedictIdentity,
  indexFilesFromScan,
  loadCedict,
  writeIndexFiles,
  writeSearchSidecar
} from "./cli-3DUTLUFH.mjs";
import {
  SKIP_DIRS,
  limiter,
  scanLibrary
} from "./cli-DG4PCR5R.mjs";
import "./cli-6B5AZJDS.mjs";
import {
  createNodeFs
} from "./cli-DOMI2ARX.mjs";
import {
  INDEX_FILE,
  LIBRARY_DIR,
  META_FILE,
  SEARCH_SIDECAR,
  SHA_FILE,
  inTermTable,
  reduceDictionary
} from "./cli-6CZLBQ6P.mjs";
import {
  CliFailure,
  UsageError,
  parse,
  progress
} from "./cli-BA4VWR7T.mjs";
import {
  LIMITS
} from "./cli-MAS474GX.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/build-index.ts
import { existsSync as existsSync2, statSync } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";
import { join as join3, resolve } from "node:path";

// tools/src/dictionary-job.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
var WORKER_FILE = "cedict-worker.mjs";
function startDictionaryJob() {
  const file = join(dirname(fileURLToPath(import.meta.url)), WORKER_FILE);
  if (!existsSync(file)) return inline();
  let worker;
  try {
    worker = new Worker(file);
  } catch {
    return inline();
  }
  worker.unref();
  const answer = new Promise((resolve2) => {
    worker.once("message", (m) => {
      if (typeof m.stored === "string") resolve2({ stored: m.stored });
      else resolve2({ missing: m.missing ?? `the dictionary could not be reduced (${m.failed ?? "no answer"})` });
    });
    worker.once("error", (err) => resolve2({ missing: `the dictionary worker failed (${err.message})` }));
    worker.once("exit", (code) => resolve2({ missing: `the dictionary worker ended early (exit ${code})` }));
  });
  return {
    async reduce(terms) {
      worker.ref();
      worker.postMessage([...terms]);
      const out = await answer;
      void worker.terminate();
      return out;
    },
    stop: () => void worker.terminate()
  };
}
function inline() {
  return {
    async reduce(terms) {
      const cedict = await loadCedict();
      if (typeof cedict === "string") return { missing: cedict };
      const library = new Set(terms);
      return { stored: reduceDictionary(cedict, (t) => library.has(t), inTermTable) };
    },
    stop: () => void 0
  };
}

// tools/src/build-cache.ts
import { createHash } from "node:crypto";
import { lstat, mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { basename, dirname as dirname2, join as join2 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
var FORMAT = 1;
var OUTPUTS = [INDEX_FILE, SHA_FILE, META_FILE, SEARCH_SIDECAR];
var sha = (data) => createHash("sha256").update(data).digest("hex");
async function libraryInputs(library, stamps) {
  const lines = [];
  const io = limiter(LIMITS.scanConcurrency);
  let refused;
  const walk = async (rel) => {
    const dir = rel ? join2(library, rel) : library;
    let entries;
    try {
      entries = await io(() => readdir(dir, { withFileTypes: true }));
    } catch {
      refused ??= `${dir} could not be listed`;
      return;
    }
    const children = [];
    for (const e of entries) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (!rel && (!e.isDirectory() || e.name.startsWith(".") || SKIP_DIRS.has(e.name))) {
        if (e.isSymbolicLink()) refused ??= `${join2(library, path)} is a symlink`;
        continue;
      }
      if (e.isDirectory()) {
        if (SKIP_DIRS.has(e.name)) continue;
        lines.push(`d	${path}`);
        children.push(walk(path));
      } else if (e.isFile()) {
        children.push(
          io(() => lstat(join2(library, path), { bigint: true })).then(
            (s) => {
              lines.push(`f	${path}	${s.size}	${s.mtimeNs}	${s.ctimeNs}	${s.ino}`);
              if (stamps) {
                for (const t of [s.mtimeNs, s.ctimeNs]) if (t % 1000000n === 0n && t > stamps.newestCoarseNs) stamps.newestCoarseNs = t;
              }
            },
            () => void (refused ??= `${join2(library, path)} could not be read`)
          )
        );
      } else refused ??= `${join2(library, path)} is ${e.isSymbolicLink() ? "a symlink" : "not a regular file"}`;
    }
    await Promise.all(children);
  };
  await walk("");
  if (refused) return { notCached: refused };
  return lines.sort();
}
var codeDigest;
function codeFingerprint() {
  codeDigest ??= (async () => {
    const here = dirname2(fileURLToPath2(import.meta.url));
    const files = [];
    if (basename(here) === "src") {
      const collect = async (dir) => {
        for (const e of await readdir(dir, { withFileTypes: true })) {
          if (e.isDirectory()) await collect(join2(dir, e.name));
          else if (e.name.endsWith(".ts")) files.push(join2(dir, e.name));
        }
      };
      await collect(join2(here, "..", "..", "host.js-src"));
      await collect(here);
    } else for (const name of await readdir(here)) if (/^(?:cli(?:-[A-Z0-9]+)?|cedict-worker)\.mjs$/.test(name)) files.push(join2(here, name));
    const hash = createHash("sha256");
    for (const f of files.sort()) hash.update(`${f}\0`).update(await readFile(f)).update("\0");
    return hash.digest("hex");
  })();
  return codeDigest;
}
function buildCacheDir(env) {
  const base = env["XDG_CACHE_HOME"] || (env["HOME"] ? join2(env["HOME"], ".cache") : void 0);
  return base ? join2(base, "dsh-skill-router", "build-index") : void 0;
}
async function openBuildCache(dir, library, outDir, cedict) {
  const file = join2(dir, `${sha(`${library}\0${outDir}`).slice(0, 32)}.json`);
  const listedNs = BigInt(Date.now()) * 1000000n;
  const stamps = { newestCoarseNs: 0n };
  const inputs = await libraryInputs(library, stamps);
  if (!Array.isArray(inputs)) return { notCached: inputs.notCached, reuse: async () => void 0, record: async () => void 0 };
  const racy = stamps.newestCoarseNs > listedNs - BigInt(LIMITS.buildCacheRacyMarginMs) * 1000000n;
  const runtime = [process.versions.node, process.versions.icu ?? "no icu", process.versions.unicode ?? "no unicode"];
  const key = sha(JSON.stringify([FORMAT, library, outDir, await codeFingerprint(), cedict ?? "no dictionary", runtime, inputs]));
  const outputs = async () => {
    const out = {};
    for (const name of OUTPUTS) {
      try {
        out[name] = sha(await readFile(join2(outDir, name)));
      } catch {
        return void 0;
      }
    }
    return out;
  };
  return {
    async reuse() {
      let rec;
      try {
        rec = JSON.parse(await readFile(file, "utf8"));
      } catch {
        return void 0;
      }
      if (rec?.format !== FORMAT || rec.key !== key || !rec.summary || typeof rec.outputs !== "object") return void 0;
      const now = await outputs();
      if (!now || OUTPUTS.some((n) => now[n] !== rec.outputs[n])) return void 0;
      const at = /* @__PURE__ */ new Date();
      await utimes(file, at, at).catch(() => void 0);
      return rec.summary;
    },
    async record(summary) {
      if (racy) return;
      const out = await outputs();
      if (!out) return;
      const rec = { format: FORMAT, key, outputs: out, summary };
      const temp = `${file}.tmp-${process.pid}`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temp, JSON.stringify(rec));
        await rename(temp, file);
        await pruneOld(dir);
      } catch {
        await rm(temp, { force: true }).catch(() => void 0);
      }
    }
  };
}
async function pruneOld(dir) {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    if (!name.endsWith(".json")) continue;
    const info = await stat(join2(dir, name)).catch(() => void 0);
    if (info && now - info.mtimeMs > LIMITS.buildCacheMaxAgeMs) await rm(join2(dir, name), { force: true }).catch(() => void 0);
  }
}
async function forgetBuild(dir, library, outDir) {
  await rm(join2(dir, `${sha(`${library}\0${outDir}`).slice(0, 32)}.json`), { force: true }).catch(() => void 0);
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
  const tsv = await readOptional(join3(dir, INDEX_FILE));
  if (tsv === void 0) drift.push(`${INDEX_FILE} does not exist`);
  else if (normalized(tsv) !== files.tsv) drift.push(`${INDEX_FILE} differs from the skills on disk`);
  const sha2 = await readOptional(join3(dir, SHA_FILE));
  if (sha2 === void 0) drift.push(`${SHA_FILE} does not exist`);
  else if (sha2.trim().split(/\s+/)[0]?.toLowerCase() !== files.meta.sha256) drift.push(`${SHA_FILE} holds another digest`);
  const metaRaw = await readOptional(join3(dir, META_FILE));
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
  if (!existsSync2(library) || !statSync(library).isDirectory()) {
    const what = existsSync2(library) ? "is a file, not a folder" : "does not exist";
    throw new CliFailure(`build-index: ${library} ${what}. Give the library folder (normally <project>/.skill-src).`, 2);
  }
  const outDir = values.out ? resolve(io.cwd, values.out) : library;
  if (values.out && existsSync2(outDir) && !statSync(outDir).isDirectory()) {
    throw new CliFailure(`build-index: --out ${outDir} is a file, not a folder. Give a folder for the index files (it is created when missing).`, 2);
  }
  const started = performance.now();
  const rerun = `dsh-skill-router build-index ${target}${values.out ? ` --out ${values.out}` : ""}`;
  const cacheDir = values.check || values.full ? void 0 : buildCacheDir(io.env);
  const cache = cacheDir ? await openBuildCache(cacheDir, library, outDir, await cedictIdentity()) : void 0;
  const reused = await cache?.reuse();
  if (reused) {
    printSummary(io, { ...reused, ms: Math.round(performance.now() - started), unchanged: true }, values, target);
    return 0;
  }
  if (cacheDir) await forgetBuild(cacheDir, library, outDir);
  const job = values.check ? void 0 : startDictionaryJob();
  try {
    return await build(io, { library, outDir, target, started, rerun, cache, job, values });
  } finally {
    job?.stop();
  }
};
async function build(io, b) {
  const { library, outDir, target, started, rerun, cache, job, values } = b;
  const bar = progress(io, "indexing SKILL.md");
  const scan = await scanLibrary(createNodeFs(io.cwd), library, { onProgress: (n) => bar.tick(n) });
  bar.done();
  const nested = join3(library, LIBRARY_DIR);
  if (scan.skills.length === 0 && existsSync2(nested) && statSync(nested).isDirectory()) {
    throw new CliFailure(`build-index: no SKILL.md in ${library} outside its ${LIBRARY_DIR} folder, and nothing was written. The library is the ${LIBRARY_DIR} folder itself: dsh-skill-router build-index ${join3(target, LIBRARY_DIR)}`, 2);
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
    else io.out(`up to date: ${join3(outDir, INDEX_FILE)} (${summary.rows} skills)
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
  io.out(`indexed ${summary.rows} skills from ${summary.repos} repos (${summary.uniqueNames} unique names) in ${summary.ms} ms → ${join3(summary.out, INDEX_FILE)}${same}
`);
  const droppedText = Object.entries(summary.dropped).map(([rule, d]) => `${d.count} ${rule} (${d.reason})`);
  if (droppedText.length) io.out(`dropped: ${droppedText.join(", ")}; --json lists the paths
`);
  if (summary.aliasesSkipped) io.out(`skipped ${summary.aliasesSkipped} folder(s) already indexed through another path (symlink aliases or loops)
`);
  if (summary.unreadableFolders.length) io.out(`could not list ${summary.unreadableFolders.length} folder(s), e.g. ${summary.unreadableFolders[0]}
`);
  const doctorArgs = values.out ? `--library ${target} --index ${join3(values.out, INDEX_FILE)}` : `--library ${target}`;
  if (summary.problems) io.out(`${summary.problems} parsing problems recorded; run dsh-skill-router doctor ${doctorArgs} for details
`);
}
export {
  buildIndexCommand,
  indexDrift
};
