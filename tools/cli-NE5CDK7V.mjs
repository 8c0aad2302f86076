import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cedictIdentity,
  loadCedict
} from "./cli-L72G2ZXP.mjs";
import {
  SKIP_DIRS
} from "./cli-S26IBN2B.mjs";
import {
  INDEX_FILE
} from "./cli-FIGCFZ3Q.mjs";
import {
  META_FILE,
  SEARCH_SIDECAR,
  SHA_FILE,
  dictionarySenses,
  keepSenses
} from "./cli-HP4MUJGU.mjs";
import {
  inTermTable
} from "./cli-7TAF4XMI.mjs";
import {
  LIMITS
} from "./cli-NWJZKAEC.mjs";

// tools/src/build-cache.ts
import { createHash } from "node:crypto";
import { lstatSync, readdirSync } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
var FORMAT = 1;
var OUTPUTS = [INDEX_FILE, SHA_FILE, META_FILE, SEARCH_SIDECAR];
var sha = (data) => createHash("sha256").update(data).digest("hex");
async function libraryInputs(library, stamps) {
  const lines = [];
  let refused;
  const walk = (rel) => {
    const dir = rel ? join(library, rel) : library;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      refused ??= `${dir} could not be listed`;
      return;
    }
    for (const e of entries) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (!rel && (!e.isDirectory() || e.name.startsWith(".") || SKIP_DIRS.has(e.name))) {
        if (e.isSymbolicLink()) refused ??= `${join(library, path)} is a symlink`;
        continue;
      }
      if (e.isDirectory()) {
        if (SKIP_DIRS.has(e.name)) continue;
        lines.push(`d	${path}`);
        walk(path);
      } else if (e.isFile()) {
        let s;
        try {
          s = lstatSync(join(library, path), { bigint: true });
        } catch {
          refused ??= `${join(library, path)} could not be read`;
          continue;
        }
        lines.push(`f	${path}	${s.size}	${s.mtimeNs}	${s.ctimeNs}	${s.ino}`);
        if (stamps) {
          for (const t of [s.mtimeNs, s.ctimeNs]) if (t % 1000000n === 0n && t > stamps.newestCoarseNs) stamps.newestCoarseNs = t;
        }
      } else refused ??= `${join(library, path)} is ${e.isSymbolicLink() ? "a symlink" : "not a regular file"}`;
    }
  };
  walk("");
  if (refused) return { notCached: refused };
  return lines.sort();
}
var codeDigest;
function codeFingerprint() {
  codeDigest ??= (async () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const files = [];
    if (basename(here) === "src") {
      const collect = async (dir) => {
        for (const e of await readdir(dir, { withFileTypes: true })) {
          if (e.isDirectory()) await collect(join(dir, e.name));
          else if (e.name.endsWith(".ts")) files.push(join(dir, e.name));
        }
      };
      await collect(join(here, "..", "..", "host.js-src"));
      await collect(here);
    } else for (const name of await readdir(here)) if (/^(?:cli(?:-[A-Z0-9]+)?|cedict-worker|parse-worker)\.mjs$/.test(name)) files.push(join(here, name));
    const hash = createHash("sha256");
    for (const f of files.sort()) hash.update(`${f}\0`).update(await readFile(f)).update("\0");
    return hash.digest("hex");
  })();
  return codeDigest;
}
function buildCacheDir(env) {
  const base = env["XDG_CACHE_HOME"] || (env["HOME"] ? join(env["HOME"], ".cache") : void 0);
  return base ? join(base, "dsh-skill-router", "build-index") : void 0;
}
async function openBuildCache(dir, library, outDir, cedict) {
  const file = join(dir, `${sha(`${library}\0${outDir}`).slice(0, 32)}.json`);
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
        out[name] = sha(await readFile(join(outDir, name)));
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
    const info = await stat(join(dir, name)).catch(() => void 0);
    if (info && now - info.mtimeMs > LIMITS.buildCacheMaxAgeMs) await rm(join(dir, name), { force: true }).catch(() => void 0);
  }
}
async function forgetBuild(dir, library, outDir) {
  await rm(join(dir, `${sha(`${library}\0${outDir}`).slice(0, 32)}.json`), { force: true }).catch(() => void 0);
}

// tools/src/dictionary-job.ts
import { createHash as createHash2 } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir as mkdir2, readFile as readFile2, readdir as readdir2, rename as rename2, rm as rm2, stat as stat2, writeFile as writeFile2 } from "node:fs/promises";
import { basename as basename2, dirname as dirname2, join as join2 } from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
import { Worker } from "node:worker_threads";
var SENSES_FORMAT = 1;
async function sensesCacheFile(cacheRoot) {
  if (!cacheRoot) return void 0;
  const cedict = await cedictIdentity();
  if (!cedict) return void 0;
  const runtime = [process.versions.node, process.versions.icu ?? "no icu", process.versions.unicode ?? "no unicode"];
  const key = createHash2("sha256").update(JSON.stringify([SENSES_FORMAT, cedict, await codeFingerprint(), runtime])).digest("hex");
  return join2(cacheRoot, "cedict-senses", `${key.slice(0, 40)}.json`);
}
async function cachedSenses(file, compute) {
  const key = file ? basename2(file, ".json") : "";
  if (file) {
    try {
      const rec = JSON.parse(await readFile2(file, "utf8"));
      if (rec.format === SENSES_FORMAT && rec.key === key && Array.isArray(rec.senses)) return rec.senses;
    } catch {
    }
  }
  const senses = await compute();
  if (file && typeof senses !== "string") {
    const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
    try {
      await mkdir2(dirname2(file), { recursive: true });
      await writeFile2(temp, JSON.stringify({ format: SENSES_FORMAT, key, senses }));
      await rename2(temp, file);
      await pruneSenses(dirname2(file));
    } catch {
      await rm2(temp, { force: true }).catch(() => void 0);
    }
  }
  return senses;
}
async function pruneSenses(dir) {
  await pruneCacheFiles(dir, LIMITS.sensesFilesKept);
}
async function pruneCacheFiles(dir, keep) {
  const names = await readdir2(dir);
  const aged = async (n) => ({ path: join2(dir, n), at: (await stat2(join2(dir, n)).catch(() => void 0))?.mtimeMs ?? 0 });
  const files = await Promise.all(names.filter((n) => n.endsWith(".json")).map(aged));
  const temps = await Promise.all(names.filter((n) => /\.json\.tmp-/.test(n)).map(aged));
  const now = Date.now();
  for (const t of temps) if (now - t.at > LIMITS.staleTempMs) await rm2(t.path, { force: true }).catch(() => void 0);
  files.sort((a, b) => b.at - a.at);
  for (const f of files.slice(keep)) await rm2(f.path, { force: true }).catch(() => void 0);
}
async function computeSenses() {
  const cedict = await loadCedict();
  return typeof cedict === "string" ? cedict : dictionarySenses(cedict, inTermTable);
}
var WORKER_FILE = "cedict-worker.mjs";
var REDUCED_FORMAT = 1;
function reducedCacheFile(cacheRoot, library) {
  return join2(cacheRoot, "cedict-reduced", `${createHash2("sha256").update(library).digest("hex").slice(0, 32)}.json`);
}
function reducedKey(sensesFile, terms) {
  const hash = createHash2("sha256").update(`${REDUCED_FORMAT}\0${basename2(sensesFile, ".json")}\0`);
  for (const t of terms) hash.update(t).update("\n");
  return hash.digest("hex");
}
async function readReduced(file) {
  try {
    const rec = JSON.parse(await readFile2(file, "utf8"));
    if (rec.format === REDUCED_FORMAT && typeof rec.key === "string" && typeof rec.stored === "string") return { key: rec.key, stored: rec.stored };
  } catch {
  }
  return void 0;
}
async function writeReduced(file, key, stored) {
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await mkdir2(dirname2(file), { recursive: true });
    await writeFile2(temp, JSON.stringify({ format: REDUCED_FORMAT, key, stored }));
    await rename2(temp, file);
    await pruneCacheFiles(dirname2(file), LIMITS.parsedFilesKept);
  } catch {
    await rm2(temp, { force: true }).catch(() => void 0);
  }
}
function startDictionaryJob(cacheRoot, library, options = { read: true }) {
  const reducedFile = cacheRoot && library ? reducedCacheFile(cacheRoot, library) : void 0;
  const kept = reducedFile && options.read && existsSync(reducedFile) ? readReduced(reducedFile) : void 0;
  const job = kept ? void 0 : spawnDictionaryJob(cacheRoot);
  let started = job;
  return {
    async reduce(terms) {
      const list = [...terms];
      const sensesFile = reducedFile ? await sensesCacheFile(cacheRoot) : void 0;
      const key = sensesFile ? reducedKey(sensesFile, list) : void 0;
      const had = kept ? await kept : void 0;
      if (had && key && had.key === key) {
        started?.stop();
        return { stored: had.stored };
      }
      started ??= spawnDictionaryJob(cacheRoot);
      const out = await started.reduce(list);
      if (reducedFile && key && "stored" in out) await writeReduced(reducedFile, key, out.stored);
      return out;
    },
    stop: () => started?.stop()
  };
}
function spawnDictionaryJob(cacheRoot) {
  const file = join2(dirname2(fileURLToPath2(import.meta.url)), WORKER_FILE);
  if (!existsSync(file)) return inline(cacheRoot);
  let worker;
  try {
    worker = new Worker(file, { workerData: { cacheRoot } });
  } catch {
    return inline(cacheRoot);
  }
  worker.unref();
  const answer = new Promise((resolve) => {
    worker.once("message", (m) => {
      if (typeof m.stored === "string") resolve({ stored: m.stored });
      else resolve({ missing: m.missing ?? `the dictionary could not be reduced (${m.failed ?? "no answer"})` });
    });
    worker.once("error", (err) => resolve({ missing: `the dictionary worker failed (${err.message})` }));
    worker.once("exit", (code) => resolve({ missing: `the dictionary worker ended early (exit ${code})` }));
  });
  return {
    async reduce(terms) {
      worker.ref();
      worker.postMessage(Array.isArray(terms) ? terms : [...terms]);
      const out = await answer;
      void worker.terminate();
      return out;
    },
    stop: () => void worker.terminate()
  };
}
function inline(cacheRoot) {
  return {
    async reduce(terms) {
      const senses = await cachedSenses(await sensesCacheFile(cacheRoot), computeSenses);
      if (typeof senses === "string") return { missing: senses };
      const library = new Set(terms);
      return { stored: keepSenses(senses, (t) => library.has(t)) };
    },
    stop: () => void 0
  };
}

export {
  codeFingerprint,
  buildCacheDir,
  openBuildCache,
  forgetBuild,
  sensesCacheFile,
  cachedSenses,
  pruneCacheFiles,
  computeSenses,
  startDictionaryJob
};
