import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  INDEX_FILE
} from "./cli-FIGCFZ3Q.mjs";
import {
  applyWaivers,
  scanText,
  verdictOf
} from "./cli-CKV4OERZ.mjs";
import {
  STATE_DIR
} from "./cli-PR6XVXAP.mjs";
import {
  contentSha256
} from "./cli-UWTACYSJ.mjs";
import {
  META_FILE,
  SEARCH_SIDECAR,
  SEARCH_SIDECAR_JSON,
  SHA_FILE,
  readUpTo
} from "./cli-HP4MUJGU.mjs";
import {
  GUARD
} from "./cli-NWJZKAEC.mjs";

// tools/src/guard-scan.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { lstat, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", "node_modules", ".hg", ".svn", STATE_DIR]);
var MAX_FILE_BYTES = GUARD.scanMaxFileBytes;
var SKIP_FILES = /* @__PURE__ */ new Set([INDEX_FILE, SHA_FILE, META_FILE, SEARCH_SIDECAR, SEARCH_SIDECAR_JSON]);
var utf8 = new TextDecoder("utf-8", { fatal: true });
var latin1 = new TextDecoder("latin1");
async function listFiles(root) {
  const skipped = [];
  const info = await lstat(root).catch((err) => {
    throw new Error(`cannot scan ${root}: ${err.code === "ENOENT" ? "no such file or folder" : err.message}`);
  });
  if (info.isFile()) return { files: [""], skipped, isFile: true };
  if (!info.isDirectory()) throw new Error(`cannot scan ${root}: not a file or folder`);
  const files = [];
  const walk = async (dir) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((err) => {
      skipped.push({ path: relative(root, dir).split(sep).join("/"), reason: `unreadable folder: ${err.message}` });
      return [];
    });
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const e of entries) {
      const full = join(dir, e.name);
      const rel = relative(root, full).split(sep).join("/");
      if (e.isSymbolicLink()) skipped.push({ path: rel, reason: "symbolic link (not followed)" });
      else if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) await walk(full);
      } else if (e.isFile()) {
        if (!SKIP_FILES.has(e.name)) files.push(rel);
      } else skipped.push({ path: rel, reason: "not a regular file (a FIFO, socket or device): nothing to scan, not opened" });
    }
  };
  await walk(root);
  return { files, skipped, isFile: false };
}
var OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);
function printableRuns(bytes) {
  return latin1.decode(bytes).replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]+/g, "\n").split("\n").filter((l) => l.trim().length >= 4).join("\n");
}
async function readText(path, cap = MAX_FILE_BYTES) {
  let fd;
  try {
    fd = openSync(path, OPEN_FLAGS);
  } catch (err) {
    return { reason: `unreadable: ${err.message}` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { reason: "not a regular file (a FIFO, socket or device): nothing to scan" };
    const body = await readUpTo({ read: async (buffer, offset, length, position) => ({ bytesRead: readSync(fd, buffer, offset, length, position) }) }, Math.min(st.size, cap));
    const cut = st.size > cap ? `only the first ${cap} of its ${st.size} bytes were scanned (over the scan cap)` : void 0;
    const join2 = (how) => [how, cut].filter(Boolean).join("; ");
    if (body.subarray(0, GUARD.binarySniffBytes).includes(0)) return { text: printableRuns(body), lenient: join2("binary (NUL bytes): its printable text was scanned") };
    try {
      const text = utf8.decode(cut ? body.subarray(0, lastWholeChar(body)) : body);
      return cut ? { text, lenient: cut } : { text };
    } catch {
      return { text: latin1.decode(body), lenient: join2("not UTF-8: decoded as Latin-1 and scanned") };
    }
  } catch (err) {
    return { reason: `unreadable: ${err.message}` };
  } finally {
    closeSync(fd);
  }
}
function lastWholeChar(bytes) {
  let i = bytes.length;
  let back = 0;
  while (i > 0 && back < 4 && (bytes[i - 1] & 192) === 128) {
    i--;
    back++;
  }
  if (i > 0 && bytes[i - 1] >= 192) {
    const lead = bytes[i - 1];
    const need = lead >= 240 ? 4 : lead >= 224 ? 3 : 2;
    if (back + 1 < need) return i - 1;
  }
  return bytes.length;
}
async function scanJob(job, settings) {
  const { text, reason, lenient } = await readText(job.path, settings.maxFileBytes);
  if (text === void 0) return { skipped: { path: job.shown, reason: reason ?? "unreadable" } };
  const all = scanText(text, job.shown);
  const findings = settings.waivers?.length ? applyWaivers(all, settings.waivers, contentSha256(text)) : all;
  const verdict = verdictOf(findings);
  return { file: { path: job.shown, verdict, findings, ...lenient ? { lenient } : {} } };
}
async function scanPath(root, options = {}) {
  const listing = await listFiles(root);
  const chosen = listing.isFile ? listing.files : listing.files.filter((f) => !options.include || options.include(f));
  const base = root.replace(/[/\\]+$/, "");
  const shownOf = (rel) => listing.isFile || rel === "" ? root : `${base}/${rel}`;
  const report = { files: [], skipped: listing.skipped.map((s) => ({ ...s, path: shownOf(s.path) })) };
  const jobs = chosen.map((rel) => ({ path: listing.isFile ? root : join(root, rel), shown: shownOf(rel) }));
  const settings = { ...options.waivers ? { waivers: options.waivers } : {}, ...options.maxFileBytes !== void 0 ? { maxFileBytes: options.maxFileBytes } : {} };
  const outcomes = (options.threads ?? 1) > 1 && jobs.length > 1 ? await (options.pool ?? scanInThreads)(jobs, settings, options) : await scanHere(jobs, settings, options);
  for (const o of outcomes) {
    if ("file" in o) report.files.push(o.file);
    else report.skipped.push(o.skipped);
  }
  return report;
}
async function scanHere(jobs, settings, options) {
  const out = [];
  for (const job of jobs) {
    out.push(await scanJob(job, settings));
    options.onProgress?.(out.length, jobs.length);
  }
  return out;
}
async function scanInThreads(jobs, settings, options) {
  const { scanPool } = await import("./cli-7SBQKEVT.mjs");
  return scanPool(jobs, settings, options);
}

export {
  scanJob,
  scanPath
};
