import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  sha256Hex
} from "./cli-HP4MUJGU.mjs";
import {
  dirname,
  joinPath
} from "./cli-7TAF4XMI.mjs";
import {
  MANAGE
} from "./cli-NWJZKAEC.mjs";

// host.js-src/manage/ledger.ts
var TYPES = /* @__PURE__ */ new Set(["version", "rollback", "tombstone", "use", "flag", "waive", "promoted"]);
function shapeError(e) {
  if (e["v"] !== 1) return "unknown ledger format version";
  if (typeof e["t"] !== "string" || !TYPES.has(e["t"])) return "unknown event type";
  if (e["scope"] !== "project" && e["scope"] !== "global") return "bad scope";
  if (typeof e["name"] !== "string" || !e["name"]) return "missing name";
  if (typeof e["at"] !== "number") return "missing time";
  switch (e["t"]) {
    case "version":
      if (typeof e["version"] !== "string" || typeof e["relpath"] !== "string" || !e["files"] || typeof e["files"] !== "object") return "incomplete version event";
      break;
    case "rollback":
      if (typeof e["version"] !== "string" || typeof e["undone"] !== "string") return "incomplete rollback event";
      break;
    case "use":
      if (typeof e["version"] !== "string" || typeof e["session"] !== "string") return "incomplete use event";
      break;
    case "flag":
    case "promoted":
      if (typeof e["version"] !== "string") return `incomplete ${e["t"]} event`;
      break;
    case "waive": {
      const w = e["waiver"];
      if (!w || typeof w["ruleId"] !== "string" || typeof w["file"] !== "string" || typeof w["contentSha256"] !== "string") return "incomplete waive event";
      break;
    }
  }
  return void 0;
}
function parseLedger(text) {
  const events = [];
  const skipped = [];
  const lines = text.split("\n");
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const isLast = i === lines.length - 1;
    if (line.length > MANAGE.ledgerLineMaxChars) {
      skipped.push({ line: i + 1, reason: "line too long" });
      return;
    }
    let value;
    try {
      value = JSON.parse(line);
    } catch {
      skipped.push({ line: i + 1, reason: isLast ? "torn last line (a write was interrupted)" : "not JSON" });
      return;
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      skipped.push({ line: i + 1, reason: "not an object" });
      return;
    }
    const why = shapeError(value);
    if (why) {
      skipped.push({ line: i + 1, reason: why });
      return;
    }
    events.push(value);
  });
  return { events, skipped };
}
function serializeEvent(e) {
  return JSON.stringify(e) + "\n";
}
var keyOf = (scope, name) => `${scope}\0${name}`;
function top(record) {
  return record.stack[record.stack.length - 1];
}
function topVersion(record) {
  const t = top(record);
  return t?.kind === "version" ? t : void 0;
}
function reduceLedger(events) {
  const records = /* @__PURE__ */ new Map();
  for (const e of events) {
    const key = keyOf(e.scope, e.name);
    let r = records.get(key);
    if (!r) {
      r = { scope: e.scope, name: e.name, stack: [], waivers: [], at: e.at, events: 0 };
      records.set(key, r);
    }
    r.events++;
    r.at = Math.max(r.at, e.at);
    const head = top(r);
    switch (e.t) {
      case "version": {
        if (head?.kind === "version" && head.version === e.version) break;
        r.stack.push({
          kind: "version",
          version: e.version,
          files: { ...e.files },
          relpath: e.relpath,
          op: e.op,
          by: e.by,
          at: e.at,
          ...e.project ? { project: e.project } : {},
          verdict: e.verdict === "caution" ? "caution" : "safe",
          findings: Array.isArray(e.findings) ? e.findings : [],
          cleanSessions: Array.isArray(e.uses) ? [...new Set(e.uses)] : [],
          flags: typeof e.flags === "number" ? e.flags : 0
        });
        break;
      }
      case "tombstone":
        if (head && head.kind !== "tombstone") r.stack.push({ kind: "tombstone", at: e.at, by: e.by });
        break;
      case "rollback":
        if (r.stack.length >= 2) r.stack.pop();
        break;
      case "use":
        if (head?.kind === "version" && head.version === e.version && !head.cleanSessions.includes(e.session)) head.cleanSessions.push(e.session);
        break;
      case "flag":
        if (head?.kind === "version" && head.version === e.version) head.flags++;
        break;
      case "waive":
        if (!r.waivers.some((w) => sameWaiver(w, e.waiver))) r.waivers.push(e.waiver);
        if (head?.kind === "version" && Object.values(head.files).includes(e.waiver.contentSha256)) head.flags = 0;
        break;
      case "promoted":
        r.promotedVersion = e.version;
        break;
    }
  }
  return records;
}
function sameWaiver(a, b) {
  return a.ruleId === b.ruleId && a.file === b.file && a.line === b.line && a.contentSha256 === b.contentSha256;
}
function stateOf(record) {
  const head = top(record);
  if (!head || head.kind === "tombstone") return "deleted";
  if (record.scope === "global") return "global";
  return head.flags === 0 && head.cleanSessions.length >= MANAGE.cleanSessionsToActivate ? "active" : "quarantined";
}
function compactEvents(records) {
  const out = [];
  const sorted = [...records].sort((a, b) => a.scope + a.name < b.scope + b.name ? -1 : 1);
  for (const r of sorted) {
    const base = { v: 1, scope: r.scope, name: r.name };
    const live = new Set(r.stack.flatMap((s) => s.kind === "version" ? Object.values(s.files) : []));
    const firstAt = r.stack[0]?.at ?? r.at;
    for (const w of r.waivers) if (live.has(w.contentSha256)) out.push({ ...base, t: "waive", at: firstAt, waiver: w });
    for (const entry of r.stack) {
      if (entry.kind === "tombstone") {
        out.push({ ...base, t: "tombstone", at: entry.at, by: entry.by });
        continue;
      }
      const e = {
        ...base,
        t: "version",
        at: entry.at,
        op: entry.op,
        by: entry.by,
        version: entry.version,
        files: entry.files,
        relpath: entry.relpath,
        verdict: entry.verdict,
        uses: entry.cleanSessions,
        flags: entry.flags
      };
      if (entry.project) e.project = entry.project;
      if (entry.findings.length) e.findings = entry.findings;
      out.push(e);
    }
    if (r.promotedVersion) out.push({ ...base, t: "promoted", at: r.at, version: r.promotedVersion });
  }
  return out;
}

// host.js-src/manage/write-port.ts
function codeOf(err) {
  const c = err?.code;
  return typeof c === "string" ? c : void 0;
}
function coded(code, message) {
  return Object.assign(new Error(message), { code });
}
function describeIoError(err, path) {
  const at = path ? ` (${path})` : "";
  switch (codeOf(err)) {
    case "ENOSPC":
    case "EDQUOT":
      return `the disk is full${at}: ENOSPC, nothing more can be written there. Free some space, then retry`;
    case "EROFS":
      return `the folder is on a read-only file system${at}: EROFS. Mount it read-write, or point the library somewhere writable, then retry`;
    case "EACCES":
    case "EPERM":
      return `permission denied${at}: ${codeOf(err)}. Give this user write access to the folder, then retry`;
    default:
      return err instanceof Error ? err.message : String(err);
  }
}
var encoder = new TextEncoder();
var NOT_WRITABLE = /* @__PURE__ */ new Set(["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM"]);
async function named(path, fn) {
  try {
    return await fn();
  } catch (err) {
    const code = codeOf(err);
    if (code && NOT_WRITABLE.has(code)) throw coded(code, describeIoError(err, path));
    throw err;
  }
}
function nodeWritePort(fs, proc) {
  const p = fs.promises;
  const port = {
    pid: proc.pid,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    pidAlive(pid) {
      if (!Number.isInteger(pid) || pid <= 0) return false;
      try {
        proc.kill(pid, 0);
        return true;
      } catch (err) {
        return codeOf(err) === "EPERM";
      }
    },
    async lstat(path) {
      try {
        const s = typeof fs.lstatSync === "function" ? fs.lstatSync(path, { throwIfNoEntry: false }) : await p.lstat(path);
        if (!s) return void 0;
        const type = s.isSymbolicLink() ? "symlink" : s.isFile() ? "file" : s.isDirectory() ? "directory" : "other";
        return { type, size: s.size, mtimeMs: s.mtimeMs };
      } catch (err) {
        if (codeOf(err) === "ENOENT" || codeOf(err) === "ENOTDIR") return void 0;
        throw err;
      }
    },
    realpath: (path) => p.realpath(path),
    async readBytes(path, maxBytes = MANAGE.readMaxBytes) {
      const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0);
      const fh = await p.open(path, flags);
      try {
        const st = await fh.stat();
        if (st.isDirectory()) throw coded("EISDIR", `${path} is a folder where a file belongs; move it away (nothing was read)`);
        if (!st.isFile()) throw coded("E_NOT_REGULAR", `${path} is not a regular file (a FIFO, socket or device); the skill router only reads its own plain files. Remove it, then retry`);
        if (st.size > maxBytes) throw coded("E_TOO_LARGE", `${path} is ${st.size} bytes, over the ${maxBytes}-byte limit; it was not read`);
        const bytes = new Uint8Array(st.size);
        let off = 0;
        while (off < bytes.length) {
          const { bytesRead } = await fh.read(bytes, off, bytes.length - off, off);
          if (bytesRead <= 0) break;
          off += bytesRead;
        }
        return off === bytes.length ? bytes : bytes.subarray(0, off);
      } finally {
        await fh.close();
      }
    },
    async listDir(path) {
      return (await p.readdir(path)).sort();
    },
    async mkdirp(path) {
      await p.mkdir(path, { recursive: true });
    },
    async writeExclusive(path, data) {
      const bytes = typeof data === "string" ? encoder.encode(data) : data;
      const fh = await p.open(path, "wx", 420);
      try {
        let off = 0;
        while (off < bytes.length) {
          const { bytesWritten } = await fh.write(bytes, off, bytes.length - off, off);
          if (bytesWritten <= 0) throw Object.assign(new Error(`short write to ${path}`), { code: "EIO" });
          off += bytesWritten;
        }
        await fh.sync();
      } finally {
        await fh.close();
      }
    },
    async appendDurable(path, data) {
      const bytes = encoder.encode(data);
      const flags = fs.constants.O_WRONLY | fs.constants.O_APPEND | fs.constants.O_CREAT | (fs.constants.O_NONBLOCK ?? 0);
      const fh = await p.open(path, flags, 420);
      try {
        const before = await fh.stat();
        if (!before.isFile()) throw coded("E_NOT_REGULAR", `${path} is not a regular file (a FIFO, socket or device); the ledger must be a plain file. Remove it, then retry`);
        try {
          const { bytesWritten } = await fh.write(bytes, 0, bytes.length, null);
          if (bytesWritten !== bytes.length) throw coded("ENOSPC", `short append to ${path}: ${bytesWritten} of ${bytes.length} bytes`);
          await fh.sync();
        } catch (err) {
          await fh.truncate(before.size).catch(() => void 0);
          throw err;
        }
      } finally {
        await fh.close();
      }
    },
    rename: (from, to) => p.rename(from, to),
    async unlink(path) {
      try {
        await p.unlink(path);
      } catch (err) {
        if (codeOf(err) !== "ENOENT") throw err;
      }
    },
    async removeTree(path) {
      await p.rm(path, { recursive: true, force: true });
    },
    async syncDir(path) {
      try {
        const fh = await p.open(path, "r");
        try {
          await fh.sync();
        } finally {
          await fh.close();
        }
      } catch {
      }
    }
  };
  const { mkdirp, writeExclusive, appendDurable, rename, unlink, removeTree } = port;
  return {
    ...port,
    mkdirp: (path) => named(path, () => mkdirp(path)),
    writeExclusive: (path, data) => named(path, () => writeExclusive(path, data)),
    appendDurable: (path, data) => named(path, () => appendDurable(path, data)),
    rename: (from, to) => named(to, () => rename(from, to)),
    unlink: (path) => named(path, () => unlink(path)),
    removeTree: (path) => named(path, () => removeTree(path))
  };
}
function hostWritePort(proc = globalThis.process ?? null) {
  if (!proc || typeof proc.getBuiltinModule !== "function" || typeof proc.kill !== "function" || typeof proc.pid !== "number") {
    return { unavailable: "skill_manage needs Node ≥ 20.16 (process.getBuiltinModule) to write files, and this host does not provide it. Nothing was written; run DSH on a newer Node, or write the skill by hand and index it with dsh-skill-router build-index" };
  }
  let fs;
  try {
    fs = proc.getBuiltinModule("node:fs");
  } catch {
    fs = void 0;
  }
  if (!fs || typeof fs.promises?.open !== "function") {
    return { unavailable: "skill_manage could not reach node:fs through process.getBuiltinModule. Nothing was written; write the skill by hand and index it with dsh-skill-router build-index" };
  }
  return nodeWritePort(fs, { pid: proc.pid, kill: proc.kill.bind(proc) });
}
async function readUtf8(port, path, maxBytes) {
  try {
    return new TextDecoder().decode(await port.readBytes(path, maxBytes));
  } catch (err) {
    if (codeOf(err) === "ENOENT" || codeOf(err) === "ENOTDIR") return void 0;
    throw err;
  }
}

// host.js-src/manage/lock.ts
var LockTimeout = class extends Error {
  code = "E_LOCK_TIMEOUT";
};
function nonce() {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}
var LockPathBlocked = class extends Error {
  code = "E_LOCK_BLOCKED";
};
var LOCK_MAX_BYTES = 4096;
async function readHolder(port, path) {
  const info = await port.lstat(path);
  if (!info) return { missing: true };
  if (info.type !== "file") {
    throw new LockPathBlocked(`${path} is a ${info.type === "directory" ? "folder" : info.type === "symlink" ? "symbolic link" : "special file (FIFO, socket or device)"} where the skill store's lock file belongs, so no writer can take the lock. Remove it (nothing was written), then retry`);
  }
  let text;
  try {
    text = await readUtf8(port, path, LOCK_MAX_BYTES);
  } catch (err) {
    if (codeOf(err) === "E_NOT_REGULAR" || codeOf(err) === "EISDIR") throw new LockPathBlocked(`${path} is not a regular file where the skill store's lock file belongs. Remove it (nothing was written), then retry`);
    text = "";
  }
  if (text === void 0) return { missing: true };
  try {
    const h = JSON.parse(text);
    if (typeof h.pid === "number" && typeof h.nonce === "string" && typeof h.at === "number") return { holder: h, mtimeMs: info.mtimeMs };
  } catch {
  }
  return { mtimeMs: info.mtimeMs };
}
function isStale(port, seen) {
  const age = port.now() - (seen.holder?.at ?? seen.mtimeMs ?? port.now());
  if (age > MANAGE.lockStaleMs) return true;
  if (seen.holder) return seen.holder.pid !== port.pid ? !port.pidAlive(seen.holder.pid) : false;
  return age > MANAGE.tornLockGraceMs;
}
async function breakStale(port, path, seen) {
  const breaker = path + ".break";
  const mine = { pid: port.pid, nonce: nonce(), at: port.now() };
  try {
    await port.writeExclusive(breaker, JSON.stringify(mine));
  } catch (err) {
    if (codeOf(err) !== "EEXIST") throw err;
    const other = await readHolder(port, breaker);
    if (!other.missing && isStale(port, other)) await port.unlink(breaker);
    return;
  }
  try {
    const now = await readHolder(port, path);
    const same = now.holder && seen.holder ? now.holder.nonce === seen.holder.nonce : !now.holder && !seen.holder && now.mtimeMs === seen.mtimeMs;
    if (!now.missing && same) await port.unlink(path);
  } finally {
    await port.unlink(breaker);
  }
}
async function withLock(port, path, fn, waitMs = MANAGE.lockWaitMs) {
  const start = port.now();
  const me = { pid: port.pid, nonce: nonce(), at: start };
  let delay = MANAGE.lockPollMs;
  let recovered = false;
  let last;
  for (; ; ) {
    me.at = port.now();
    try {
      await port.writeExclusive(path, JSON.stringify(me));
      break;
    } catch (err) {
      if (codeOf(err) !== "EEXIST") throw err;
    }
    const seen = await readHolder(port, path);
    const late = port.now() - start > waitMs;
    if (seen.missing && !late) continue;
    last = seen.holder;
    if (!seen.missing && isStale(port, seen) && (!late || !recovered)) {
      await breakStale(port, path, seen);
      recovered = true;
      continue;
    }
    if (late) {
      const who = last ? `process ${last.pid} since ${new Date(last.at).toISOString()}` : "another process";
      throw new LockTimeout(`the skill store is locked by ${who} (${path}); waited ${waitMs} ms. Retry in a moment; if no writer is running, delete the lock file`);
    }
    await port.sleep(delay + Math.floor(Math.random() * delay));
    delay = Math.min(delay * 2, MANAGE.lockPollMaxMs);
  }
  try {
    return await fn({ recovered, waitedMs: port.now() - start });
  } finally {
    const held = await readHolder(port, path).catch(() => ({}));
    if (held.holder?.nonce === me.nonce) await port.unlink(path);
  }
}

// host.js-src/manage/store.ts
var NOT_WRITABLE2 = /* @__PURE__ */ new Set(["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM"]);
var STATE_DIR = ".skill-manage";
var LEARNED_REPO = "learned";
var TMP_PREFIX = ".tmp-";
function projectPaths(libraryDir) {
  const stateDir = joinPath(libraryDir, STATE_DIR);
  return {
    scope: "project",
    root: libraryDir,
    learned: joinPath(libraryDir, LEARNED_REPO),
    stateDir,
    ledger: joinPath(stateDir, "ledger.jsonl"),
    objects: joinPath(stateDir, "objects"),
    lock: joinPath(stateDir, "lock"),
    trash: joinPath(stateDir, "trash"),
    indexFile: joinPath(libraryDir, "skill-index.tsv")
  };
}
function globalPaths(dshHome) {
  const root = joinPath(dshHome, "skill-router");
  return {
    scope: "global",
    root,
    learned: joinPath(root, LEARNED_REPO),
    stateDir: root,
    ledger: joinPath(root, "ledger.jsonl"),
    objects: joinPath(root, "objects"),
    lock: joinPath(root, "lock"),
    trash: joinPath(root, "trash")
  };
}
function dshHomeOf(env) {
  if (env["DSH_HOME"]) return env["DSH_HOME"];
  const home = env["HOME"] || env["USERPROFILE"];
  return home ? joinPath(home, ".dsh") : void 0;
}
function randomTag() {
  const b = new Uint8Array(6);
  globalThis.crypto.getRandomValues(b);
  return [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
}
async function manifestVersion(files) {
  const entries = Object.entries(files).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  return sha256Hex(JSON.stringify(entries));
}
var Store = class {
  constructor(port, paths) {
    this.port = port;
    this.paths = paths;
  }
  port;
  paths;
  cache;
  get scope() {
    return this.paths.scope;
  }
  /** The ledger as records; re-read only when the file's size or time changed. */
  async read() {
    const info = await this.port.lstat(this.paths.ledger);
    const key = info ? `${info.size}:${info.mtimeMs}` : "missing";
    if (this.cache?.key === key) return this.cache.state;
    const text = await readUtf8(this.port, this.paths.ledger) ?? "";
    const parsed = parseLedger(text);
    const state = { ...parsed, records: reduceLedger(parsed.events), clean: text === "" || text.endsWith("\n") };
    this.cache = { key, state };
    return state;
  }
  /** Appends events: one O_APPEND write + fsync. Call under the lock, after read(). */
  async append(events) {
    if (!events.length) return;
    const state = await this.read();
    const text = (state.clean ? "" : "\n") + events.map(serializeEvent).join("");
    await this.port.mkdirp(this.paths.stateDir);
    await this.port.appendDurable(this.paths.ledger, text);
  }
  locked(fn) {
    return this.port.mkdirp(this.paths.stateDir).then(() => withLock(this.port, this.paths.lock, fn));
  }
  /**
   * For loads, which never wait for writers: runs `fn` under the lock only if the lock is free
   * within `MANAGE.loadLockWaitMs`. A busy lock, or a write the disk refuses (full, read-only,
   * permission), answers `{ ok: false, reason }` instead of throwing, so the load goes on judged
   * on the last committed ledger and the note it wanted to record is simply not recorded.
   */
  async tryLocked(fn) {
    try {
      await this.port.mkdirp(this.paths.stateDir);
      return { ok: true, value: await withLock(this.port, this.paths.lock, fn, MANAGE.loadLockWaitMs) };
    } catch (err) {
      if (err instanceof LockTimeout) return { ok: false, reason: "a writer holds the skill store lock" };
      const code = codeOf(err);
      if (code && NOT_WRITABLE2.has(code)) return { ok: false, reason: describeIoError(err, this.paths.stateDir) };
      throw err;
    }
  }
  objectPath(sha) {
    return joinPath(this.paths.objects, sha);
  }
  async hasObject(sha) {
    return (await this.port.lstat(this.objectPath(sha)))?.type === "file";
  }
  /** Stores a file's text under its sha256 (idempotent; temp + rename). */
  async putObject(sha, text) {
    const path = this.objectPath(sha);
    if (await this.hasObject(sha)) return;
    await this.port.mkdirp(this.paths.objects);
    const tmp = joinPath(this.paths.objects, `${TMP_PREFIX}${this.port.pid}-${randomTag()}`);
    await this.port.writeExclusive(tmp, text);
    await this.port.rename(tmp, path);
  }
  async getObject(sha) {
    const text = await readUtf8(this.port, this.objectPath(sha));
    if (text === void 0) throw Object.assign(new Error(`the stored copy ${sha.slice(0, 12)} is missing from ${this.paths.objects}`), { code: "E_OBJECT_MISSING" });
    return text;
  }
  /** The files of a version, read back from the objects. */
  async filesOf(manifest) {
    const out = /* @__PURE__ */ new Map();
    for (const [path, sha] of Object.entries(manifest)) out.set(path, await this.getObject(sha));
    return out;
  }
  skillDir(relpath) {
    return joinPath(this.paths.learned, relpath);
  }
  /**
   * Reads a live skill folder: relative path → text. Symlinks are reported, never followed.
   * Leftover temp files of interrupted writes are listed apart.
   */
  async readLive(relpath) {
    const files = /* @__PURE__ */ new Map();
    const symlinks = [];
    const temps = [];
    const root = this.skillDir(relpath);
    const info = await this.port.lstat(root);
    if (!info) return { files, symlinks, temps, exists: false };
    if (info.type === "symlink") return { files, symlinks: ["."], temps, exists: true };
    const walk = async (dir, rel, depth) => {
      let names;
      try {
        names = await this.port.listDir(dir);
      } catch (err) {
        if (codeOf(err) === "ENOENT") return;
        throw err;
      }
      for (const name of names) {
        const path = joinPath(dir, name);
        const relPath = rel ? `${rel}/${name}` : name;
        if (name.startsWith(TMP_PREFIX)) {
          temps.push(path);
          continue;
        }
        const st = await this.port.lstat(path);
        if (!st) continue;
        if (st.type === "symlink") symlinks.push(relPath);
        else if (st.type === "directory") {
          if (depth < 8) await walk(path, relPath, depth + 1);
        } else if (st.type === "file") files.set(relPath, await readUtf8(this.port, path, MANAGE.skillMaxBytes) ?? "");
      }
    };
    await walk(root, "", 0);
    return { files, symlinks, temps, exists: true };
  }
  /** Refuses a write through a symlink anywhere from `learned/` down to the target. */
  async symlinkOnPath(relpath, file) {
    const parts = [...relpath.split("/"), ...file ? file.split("/") : []];
    let path = this.paths.learned;
    const first = await this.port.lstat(path);
    if (first?.type === "symlink") return path;
    for (const p of parts) {
      path = joinPath(path, p);
      const info = await this.port.lstat(path);
      if (!info) return void 0;
      if (info.type === "symlink") return path;
    }
    return void 0;
  }
  /**
   * Writes `files` as the complete content of the skill folder: changed files through a temp file
   * in their own folder and a rename, files no longer listed removed. Temp files are created by
   * `stage` (so they can be scanned first) and committed by `commit`.
   */
  async stage(relpath, changed) {
    const temps = /* @__PURE__ */ new Map();
    try {
      for (const [rel, text] of changed) {
        const final = joinPath(this.skillDir(relpath), rel);
        const dir = dirname(final);
        await this.port.mkdirp(dir);
        const tmp = joinPath(dir, `${TMP_PREFIX}${this.port.pid}-${randomTag()}-${rel.split("/").pop()}`);
        await this.port.writeExclusive(tmp, text);
        temps.set(rel, tmp);
      }
    } catch (err) {
      await this.discard(temps);
      throw err;
    }
    return temps;
  }
  async discard(temps) {
    for (const tmp of temps.values()) await this.port.unlink(tmp).catch(() => void 0);
  }
  async commit(relpath, temps, removed) {
    const dir = this.skillDir(relpath);
    for (const [rel, tmp] of temps) await this.port.rename(tmp, joinPath(dir, rel));
    for (const rel of removed) await this.port.unlink(joinPath(dir, rel));
    await this.pruneEmptyDirs(dir);
    await this.port.syncDir(dir);
  }
  async pruneEmptyDirs(dir) {
    let names;
    try {
      names = await this.port.listDir(dir);
    } catch {
      return false;
    }
    let empty = true;
    for (const n of names) {
      const path = joinPath(dir, n);
      const info = await this.port.lstat(path);
      if (info?.type === "directory" && await this.pruneEmptyDirs(path)) {
        await this.port.removeTree(path);
        continue;
      }
      empty = false;
    }
    return empty;
  }
  /** Moves a folder out of the library (into the state folder's trash), then deletes it. */
  async removeFolder(relpath, keep = false) {
    const dir = this.skillDir(relpath);
    if (!await this.port.lstat(dir)) return void 0;
    await this.port.mkdirp(this.paths.trash);
    const parked = joinPath(this.paths.trash, `${relpath.replace(/\//g, "__")}-${this.port.now()}-${randomTag()}`);
    await this.port.rename(dir, parked);
    if (!keep) await this.port.removeTree(parked);
    const parent = dirname(dir);
    if (parent !== this.paths.learned) {
      const left = await this.port.listDir(parent).catch(() => ["?"]);
      if (!left.length) await this.port.removeTree(parent);
    }
    return keep ? parked : void 0;
  }
};

export {
  serializeEvent,
  keyOf,
  top,
  topVersion,
  stateOf,
  compactEvents,
  codeOf,
  describeIoError,
  nodeWritePort,
  hostWritePort,
  readUtf8,
  LockTimeout,
  STATE_DIR,
  LEARNED_REPO,
  projectPaths,
  globalPaths,
  dshHomeOf,
  randomTag,
  manifestVersion,
  Store
};
