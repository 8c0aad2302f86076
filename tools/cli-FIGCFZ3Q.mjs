import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  dirname,
  joinPath,
  realPathOf
} from "./cli-7TAF4XMI.mjs";
import {
  LIMITS
} from "./cli-NWJZKAEC.mjs";

// host.js-src/library/locate.ts
var LIBRARY_DIR = ".skill-src";
var INDEX_FILE = "skill-index.tsv";
var LIBRARY_ENV = "DSH_SKILL_ROUTER_LIBRARY";
async function isDir(fs, path, signal) {
  try {
    return (await fs.stat(await fs.resolve(path, { signal }), signal))?.type === "directory";
  } catch {
    return false;
  }
}
async function isFile(fs, path, cwd, signal) {
  try {
    const target = await fs.resolve(path, { cwd, signal });
    const info = await fs.stat(target, signal);
    if (info?.type === "file") return realPathOf(target);
    return info?.type === "other" ? target.displayPath : void 0;
  } catch {
    return void 0;
  }
}
async function locateLibrary(fs, opts) {
  const { cwd, signal } = opts;
  const env = opts.env?.trim();
  const explicit = opts.explicit ?? (env ? env : void 0);
  if (explicit) {
    const source = opts.explicit ? "explicit" : "env";
    const from = opts.explicit ? opts.explicitFrom : LIBRARY_ENV;
    const why2 = from ? `named by ${from}` : "the configured library";
    for (const candidate of [joinPath(explicit, INDEX_FILE), joinPath(explicit, LIBRARY_DIR, INDEX_FILE)]) {
      const found = await isFile(fs, candidate, cwd, signal);
      if (found) return withIndexOverride({ dir: dirname(found), indexPath: found, starter: false, source, why: why2 }, fs, opts);
    }
    if (opts.indexFile) {
      const dir = realPathOf(await fs.resolve(explicit, { cwd, signal }));
      return withIndexOverride({ dir, indexPath: "", starter: false, source, why: why2 }, fs, opts);
    }
    const target = await fs.resolve(explicit, { cwd, signal }).catch(() => void 0);
    const shown = target ? realPathOf(target) : explicit;
    const info = target ? await fs.stat(target, signal).catch(() => void 0) : void 0;
    const subject = from ? `the library ${shown} (named by ${from})` : `the configured library ${shown}`;
    const key = from ?? '"library"';
    const error = info?.type === "directory" ? `${subject} has no ${INDEX_FILE} (looked in it and in its ${LIBRARY_DIR}/). Build one with: dsh-skill-router build-index ${shown}` : `${subject} ${info ? "is a file, not a folder" : "does not exist"}; set ${key} to the ${LIBRARY_DIR} folder that holds ${INDEX_FILE} (or the folder above it)`;
    return { dir: shown, indexPath: joinPath(shown, INDEX_FILE), starter: false, error, source, why: why2 };
  }
  let unindexed;
  if (cwd) {
    let dir = cwd;
    for (let level = 0; level <= LIMITS.libraryWalkLevels; level++) {
      const found = await isFile(fs, joinPath(dir, LIBRARY_DIR, INDEX_FILE), void 0, signal);
      if (found) return withIndexOverride({ dir: dirname(found), indexPath: found, starter: false, source: "walk-up", why: `found walking up from ${cwd}` }, fs, opts);
      if (!unindexed && await isDir(fs, joinPath(dir, LIBRARY_DIR), signal)) unindexed = joinPath(dir, LIBRARY_DIR);
      const up = dirname(dir);
      if (up === dir || up === ".") break;
      dir = up;
    }
  }
  const why = unindexed ? `${unindexed} has no ${INDEX_FILE} yet (build it with: dsh-skill-router build-index ${unindexed})` : cwd ? `no ${LIBRARY_DIR}/${INDEX_FILE} in ${cwd} or the ${LIMITS.libraryWalkLevels} folders above it` : "no working directory to search from";
  if (opts.starterDir) {
    return withIndexOverride(
      { dir: opts.starterDir, indexPath: joinPath(opts.starterDir, INDEX_FILE), starter: true, note: `${why}; using the bundled starter library`, source: "starter", why: `the bundled starter library: ${why}`, ...unindexed ? { unindexed } : {} },
      fs,
      opts
    );
  }
  return { dir: "", indexPath: "", starter: true, error: `${why}, and the bundled starter library could not be found`, why, ...unindexed ? { unindexed } : {} };
}
function describeLocation(loc) {
  if (!loc.dir) return `no library (${loc.why ?? loc.error ?? "none found"})`;
  return `library ${loc.dir} (${loc.why ?? (loc.starter ? "the bundled starter library" : "found")})`;
}
async function withIndexOverride(loc, fs, opts) {
  if (!opts.indexFile) return loc;
  const found = await isFile(fs, opts.indexFile, opts.cwd, opts.signal);
  if (!found) return { ...loc, error: `the index file ${opts.indexFile} does not exist; build one with: dsh-skill-router build-index <library> --out <folder>, then pass <folder>/${INDEX_FILE}` };
  return { ...loc, indexPath: found };
}

export {
  LIBRARY_DIR,
  INDEX_FILE,
  LIBRARY_ENV,
  locateLibrary,
  describeLocation
};
