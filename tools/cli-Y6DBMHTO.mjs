import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  locateLibrary
} from "./cli-FIGCFZ3Q.mjs";
import {
  LEARNED_REPO,
  Store,
  dshHomeOf,
  globalPaths,
  keyOf,
  projectPaths,
  readUtf8,
  stateOf,
  topVersion
} from "./cli-PR6XVXAP.mjs";
import {
  containsCanary,
  makeCanary,
  wrapUntrusted
} from "./cli-UWTACYSJ.mjs";
import {
  LibraryCache,
  META_FILE,
  SEARCH_SIDECAR,
  SEARCH_SIDECAR_JSON,
  SHA_FILE,
  assembleSearchIndex,
  buildSearchIndex,
  collectPostings,
  mergeRawPostings,
  normalizeName,
  rank,
  readOptional,
  readOptionalBytes,
  readSearchSidecar,
  readSearchSidecarJson,
  rowDocs,
  skillDir
} from "./cli-HP4MUJGU.mjs";
import {
  basename,
  checkInfo,
  describeFsError,
  dirname,
  isInside,
  joinPath,
  queryWords,
  readTextChecked,
  realPathOf,
  unsafeRelativePath,
  versionKey
} from "./cli-7TAF4XMI.mjs";
import {
  ARGS,
  LIMITS
} from "./cli-NWJZKAEC.mjs";

// host.js-src/manage/hooks-core.ts
var GLOBAL_SOURCE = "learned-global";
function projectKeyOf(libraryDir, _cwd) {
  return basename(libraryDir) === ".skill-src" ? dirname(libraryDir) : libraryDir;
}
function createHooks(port, opts, source) {
  let loading;
  const lifecycle = () => {
    if (typeof source !== "function") return source;
    return loading ??= source().catch((err) => {
      loading = void 0;
      throw err;
    });
  };
  const projectStores = /* @__PURE__ */ new Map();
  const projectStore = (libraryDir) => {
    let s = projectStores.get(libraryDir);
    if (!s) projectStores.set(libraryDir, s = new Store(port, projectPaths(libraryDir)));
    return s;
  };
  const home = dshHomeOf(opts.env ?? (globalThis.process?.env ?? {}));
  const globalStore = home ? new Store(port, globalPaths(home)) : void 0;
  const sessions = /* @__PURE__ */ new Map();
  const sessionKey = (asker) => asker.sessionId ?? "\0no-session";
  const leaked = /* @__PURE__ */ new Map();
  const leakKey = (libraryDir, name) => `${libraryDir}\0${name}`;
  const recordAt = (records, relpath) => {
    const direct = records.get(keyOf("project", basename(relpath)));
    if (direct && topVersion(direct)?.relpath === relpath) return direct;
    for (const r of records.values()) if (r.scope === "project" && topVersion(r)?.relpath === relpath) return r;
    return direct;
  };
  const foreignProject = async (record, libraryDir) => {
    const head = topVersion(record);
    if (!head?.project || stateOf(record) !== "quarantined") return void 0;
    const here = projectKeyOf(await port.realpath(libraryDir).catch(() => libraryDir));
    return head.project === here || head.project === projectKeyOf(libraryDir) ? void 0 : head.project;
  };
  const decide = async (place, use, asker) => {
    const learned = joinPath(place.libraryDir, LEARNED_REPO);
    const relpath = place.dir.slice(learned.length + 1);
    const store = projectStore(place.libraryDir);
    const st = await store.read();
    const record = recordAt(st.records, relpath);
    const name = record?.name ?? place.name;
    const leak = leaked.get(leakKey(place.libraryDir, name));
    if (leak) return { kind: "withhold", reason: leak, label: "WITHHELD: its canary appeared in a tool call; a person must review it" };
    if (record && topVersion(record)) {
      const owner = await foreignProject(record, place.libraryDir);
      if (owner) {
        return {
          kind: "hide",
          reason: `"${name}" is an agent-written skill still in quarantine, and quarantined skills are visible only in the project that wrote them: ${owner} (this library is ${place.libraryDir}). Work in that project to use it, or ask a person to review it there (dsh-skill-router skills show ${name}) and, once it is active, promote it for every project (skills promote ${name})`
        };
      }
    }
    const { checkLoad } = await lifecycle();
    const check = await checkLoad(store, record?.name ?? basename(relpath), use === "load" ? asker.sessionId : void 0, { record: use !== "search" }).catch((err) => ({
      // The error names the real cause (a FIFO ledger, a folder where the lock belongs…): not the guard's.
      withhold: `"${name}" could not be checked (${err instanceof Error ? err.message : String(err)}); it is withheld`
    }));
    if ("withhold" in check && check.withhold) {
      const label = record && topVersion(record) ? "WITHHELD: skill_load refuses it until a person reviews it (dsh-skill-router skills show)" : "UNRECORDED: in learned/ without a recorded version; loading it will be refused";
      return { kind: "withhold", reason: check.withhold, label };
    }
    const ok = check;
    const untrusted = use === "search" ? void 0 : { canary: canaryFor(asker, place.libraryDir, name) };
    return { kind: "show", ...ok.label ? { label: ok.label } : {}, ...ok.files ? { files: ok.files } : {}, ...untrusted ? { untrusted } : {} };
  };
  const canaryFor = (asker, libraryDir, name) => {
    const key = sessionKey(asker);
    let s = sessions.get(key);
    if (!s) sessions.set(key, s = { canary: makeCanary(), served: /* @__PURE__ */ new Map() });
    s.served.set(leakKey(libraryDir, name), { libraryDir, name });
    return s.canary;
  };
  const witness = async (tool, args, asker) => {
    const s = sessions.get(sessionKey(asker));
    if (!s || !s.served.size || !containsCanary(args, s.canary)) return void 0;
    const names = [...s.served.values()];
    const reason = `withheld: the canary served with the agent-written skill${names.length > 1 ? "s" : ""} ${names.map((n) => `"${n.name}"`).join(", ")} appeared in the arguments of a later ${tool.slice(0, 64)} call in this session, so text from ${names.length > 1 ? "one of them" : "it"} was being copied out. A person must review it (dsh-skill-router skills show NAME) before it is served again`;
    for (const n of names) {
      leaked.set(leakKey(n.libraryDir, n.name), `"${n.name}" is ${reason}`);
      await Promise.resolve().then(lifecycle).then(({ flagCurrent }) => flagCurrent(projectStore(n.libraryDir), n.name, asker.sessionId, `canary in the arguments of a ${tool.slice(0, 64)} call`)).catch(() => false);
    }
    s.served.clear();
    return `the arguments carry the canary of untrusted agent-written text (${names.map((n) => `"${n.name}"`).join(", ")}); the call was not run, and ${names.length > 1 ? "those skills are" : "that skill is"} now ${reason}`;
  };
  return {
    witness,
    governs(place) {
      return isInside(joinPath(place.libraryDir, LEARNED_REPO), place.dir);
    },
    async decide(place, use, asker) {
      try {
        return await decide(place, use, asker);
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        return { kind: "withhold", reason: `"${place.name}" could not be checked (${why}); it is withheld. Retry; if it persists, a person can check it with dsh-skill-router skills show ${place.name}`, label: "WITHHELD: could not be checked" };
      }
    },
    residents(inner) {
      const fromGlobal = async () => {
        if (!globalStore) return [];
        const st = await globalStore.read().catch(() => void 0);
        if (!st) return [];
        const out = [];
        for (const r of st.records.values()) {
          const head = topVersion(r);
          if (!head || stateOf(r) !== "global") continue;
          const dir = globalStore.skillDir(head.relpath);
          const text = await readUtf8(port, joinPath(dir, "SKILL.md")).catch(() => void 0);
          if (text !== void 0) out.push({ record: r, dir, text });
        }
        return out.sort((a, b) => a.record.name < b.record.name ? -1 : 1);
      };
      const port_ = {
        async list(signal) {
          const own = inner ? await inner.list(signal).catch(() => []) : [];
          const names = new Set(own.map((s) => normalizeName(s.name)));
          const extra = [];
          const global = await fromGlobal();
          const { parseFrontmatter } = global.length ? await import("./cli-CXVLERGQ.mjs") : { parseFrontmatter: void 0 };
          for (const g of global) {
            if (names.has(normalizeName(g.record.name))) continue;
            const meta = parseFrontmatter(g.text, g.record.name);
            extra.push({ name: g.record.name, description: meta.description, ...meta.whenToUse ? { whenToUse: meta.whenToUse } : {}, source: GLOBAL_SOURCE });
          }
          return [...own, ...extra];
        },
        async get(name, signal) {
          const own = inner ? await inner.get(name, signal).catch(() => void 0) : void 0;
          if (own) return own;
          const g = (await fromGlobal()).find((x) => normalizeName(x.record.name) === normalizeName(name));
          if (!g) return void 0;
          const { parseFrontmatter } = await import("./cli-CXVLERGQ.mjs");
          const meta = parseFrontmatter(g.text, g.record.name);
          const def = { name: g.record.name, description: meta.description, source: GLOBAL_SOURCE, content: meta.body.trim(), path: joinPath(g.dir, "SKILL.md"), baseDir: g.dir };
          return def;
        }
      };
      return port_;
    }
  };
}

// host.js-src/router/render.ts
function header(v) {
  const lines = [];
  if (v.starterLibrary) lines.push(`Note: starter library (5 sample skills) — ${v.note ?? "no .skill-src library found"}.`);
  else if (v.note) lines.push(`Note: ${v.note}.`);
  if (v.indexAlarm) lines.push(`Warning: ${v.indexAlarm}`);
  return lines;
}
function plural(n, one, many = one + "s") {
  return `${n} ${n === 1 ? one : many}`;
}
function renderSearch(v) {
  const lines = header(v);
  if (v.error) {
    lines.push(`Error: ${v.error}`);
    return lines.join("\n");
  }
  const q = JSON.stringify(v.query);
  const words = v.words.length ? ` (words: ${v.words.join(" ")})` : "";
  const unknown = v.unknown?.length ? ` No skill mentions: ${v.unknown.join(", ")}.` : "";
  if (v.total === 0) {
    lines.push(`No skill matches ${q}${words}: 0 exact, 0 partial among ${v.searched} skills.${unknown} Try fewer or other words; do the task without a skill if none fits.`);
    return lines.join("\n");
  }
  if (v.fallback === "partial") {
    lines.push(`${q}${words}: 0 exact, ${v.total} partial — no skill has every word; each hit shows how many it has. Check a hit fits before loading it.${unknown} Showing ${v.shown}${v.more ? `, ${v.more} more` : ""}.`);
  } else {
    lines.push(`${q}: ${plural(v.total, "exact match", "exact matches")}${v.more ? `, showing ${v.shown} (${v.more} more: raise limit or add words)` : ""}.`);
  }
  v.hits.forEach((h, i) => {
    const flags = [];
    if (h.copies > 1) flags.push(`${h.copies} copies: ${(h.repos ?? []).join(", ")}; shown: ${h.id}`);
    else flags.push(h.source === "resident" ? "resident" : h.repo);
    if (v.fallback === "partial") flags.push(`${h.matchCount}/${v.words.length} words${h.bodyMatchCount ? ` (+${h.bodyMatchCount} only in its body)` : ""}`);
    if (h.stale) flags.push("STALE: SKILL.md missing, cannot load");
    if (h.label) flags.push(h.label);
    if (v.namesOnly) {
      lines.push(`${i + 1}. ${h.name} [${flags.join("; ")}]`);
      return;
    }
    lines.push(`${i + 1}. ${h.name} [${flags.join("; ")}] — ${h.description}`);
    if (h.whenToUse) lines.push(`   when: ${h.whenToUse}`);
    if (h.why) lines.push(`   score ${h.score}: ${h.why.map((w) => `${w.word}→${w.field} ${w.score}`).join(", ")}`);
  });
  lines.push(v.hits.some((h) => h.copies > 1) ? 'Load with skill_load {"name": "…"} (or "names" for up to 8); {"id": "…"} loads exactly the copy shown.' : 'Load with skill_load {"name": "…"} (or "names" for up to 8).');
  return lines.join("\n");
}
function renderLoad(v) {
  const lines = header(v);
  if (v.error) {
    lines.push(`Error: ${v.error}`);
    return lines.join("\n");
  }
  for (const s of v.loaded) {
    const attrs = [`name="${s.name}"`, `source="${s.source}"`];
    if (s.repo) attrs.push(`repo="${s.repo}"`);
    lines.push(`<skill_content ${attrs.join(" ")}>`);
    if (s.label) lines.push(s.label);
    if (s.baseDir) lines.push(`Base directory: ${s.baseDir} (paths in this skill are relative to it)`);
    lines.push("");
    lines.push(s.content);
    if (s.truncated) {
      lines.push("");
      lines.push(`[cut: showing ${LIMITS.loadMaxChars} of ${s.chars} characters; the whole file is ${s.path ?? "not readable here"}]`);
    }
    if (s.files.length) {
      lines.push("");
      const more = s.moreFiles ? ` and ${s.moreFiles} more` : "";
      lines.push(`Bundled files (read with skill_ref): ${s.files.join(", ")}${more}`);
    }
    if (s.otherCopies?.length) {
      lines.push("");
      const more = s.moreCopies ? ` and ${s.moreCopies} more` : "";
      lines.push(`This is the copy ${s.id}. Other copies of "${s.name}": ${s.otherCopies.join(", ")}${more} (load one with skill_load {"id": "…"})`);
    }
    lines.push("</skill_content>");
  }
  for (const e of v.errors) lines.push(`Error loading "${e.name}": ${e.reason}${e.tried ? ` (tried ${e.tried})` : ""}`);
  if (!v.loaded.length && !v.errors.length) lines.push("Nothing loaded.");
  return lines.join("\n");
}
function renderRef(v) {
  const lines = header(v);
  if (v.error) {
    lines.push(`Error: ${v.error}`);
    return lines.join("\n");
  }
  if (v.mode === "list") {
    const files = v.files ?? [];
    lines.push(`${v.name}: ${plural(files.length, "bundled file")}${v.capped ? " (listing capped)" : ""} in ${v.baseDir}`);
    for (const f of files) lines.push(`- ${f}`);
    if (v.moreFiles) lines.push(`(and ${plural(v.moreFiles, "more file")}, left out to keep this answer short: read them by path)`);
    if (v.outside) lines.push(`(${plural(v.outside, "link")} pointing outside the skill folder not listed: skill_ref refuses to read them)`);
    if (files.length) lines.push('Read one with skill_ref {"name": "' + v.name + '", "path": "<file>"}.');
    return lines.join("\n");
  }
  lines.push(`${v.name}/${v.path} (${v.chars} characters${v.truncated ? `, showing the first ${LIMITS.refMaxChars}` : ""}):`);
  lines.push(v.content ?? "");
  if (v.truncated) lines.push(`[cut at ${LIMITS.refMaxChars} characters; the file is ${v.baseDir}/${v.path}]`);
  return lines.join("\n");
}

// host.js-src/library/skill-files.ts
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", "node_modules", ".svn", ".hg", "__pycache__"]);
async function listSkillFiles(fs, dir, signal, max = LIMITS.refListMaxFiles) {
  const files = [];
  const seen = /* @__PURE__ */ new Set();
  let capped = false;
  let outside = 0;
  let rootReal = "";
  const walk = async (target, rel, depth) => {
    const real = realPathOf(target);
    if (seen.has(real)) return;
    seen.add(real);
    let entries;
    try {
      entries = await fs.listDir(target, signal);
    } catch {
      return;
    }
    for (const e of entries) {
      if (files.length >= max) {
        capped = true;
        return;
      }
      const path = rel ? `${rel}/${e.name}` : e.name;
      if ((e.type === "directory" || e.type === "file") && !isInside(rootReal, realPathOf(e.target))) {
        outside++;
        continue;
      }
      if (e.type === "directory") {
        if (SKIP_DIRS.has(e.name)) continue;
        if (depth + 1 >= LIMITS.skillFilesMaxDepth) {
          capped = true;
          continue;
        }
        await walk(e.target, path, depth + 1);
      } else if (e.type === "file" && path !== "SKILL.md") {
        files.push(path);
      }
    }
  };
  const root = await fs.resolve(dir, { signal });
  rootReal = realPathOf(root);
  await walk(root, "", 0);
  files.sort();
  return { files, capped, outside };
}
async function folderEscape(fs, dir, libraryDir, signal, dirReal) {
  if (libraryDir === void 0) return void 0;
  const libReal = realPathOf(await fs.resolve(libraryDir, { signal }));
  const real = dirReal ?? realPathOf(await fs.resolve(dir, { signal }));
  if (isInside(libReal, real) && real !== libReal) return void 0;
  return `refused: the skill folder ${dir} resolves to ${real}, outside the library ${libReal} (a symlink points out). Only skills inside the library are served; move the skill into it and rebuild the index`;
}
async function readSkillMd(fs, skillFile, libraryDir, signal) {
  const target = await fs.resolve(skillFile, { signal });
  const inside = libraryDir === void 0 ? void 0 : realPathOf(await fs.resolve(libraryDir, { signal }));
  return readTextChecked(fs, target, { maxBytes: LIMITS.skillFileMaxBytes, ...inside !== void 0 ? { inside } : {} }, signal);
}
async function readSkillFile(fs, dir, relative, signal, libraryDir) {
  const unsafe = unsafeRelativePath(relative);
  if (unsafe) return { ok: false, path: relative, error: `refused: ${unsafe}. Give a path inside the skill folder, as skill_ref list shows it` };
  const clean = relative.replace(/^\.\/+/, "").replace(/\/+$/, "");
  let rootReal;
  let target;
  try {
    rootReal = realPathOf(await fs.resolve(dir, { signal }));
    target = await fs.resolve(joinPath(dir, clean), { signal });
  } catch (err) {
    return { ok: false, path: clean, error: describeFsError(err, joinPath(dir, clean)) };
  }
  const real = realPathOf(target);
  if (!isInside(rootReal, real) || real === rootReal) {
    return { ok: false, path: clean, error: `refused: ${clean} resolves to ${real}, outside the skill folder ${rootReal} (a symlink points out)` };
  }
  try {
    const escape = await folderEscape(fs, dir, libraryDir, signal, rootReal);
    if (escape) return { ok: false, path: clean, error: escape };
  } catch (err) {
    return { ok: false, path: clean, error: describeFsError(err, dir) };
  }
  const info = await fs.stat(target, signal).catch(() => void 0);
  if (!info) return { ok: false, path: clean, error: `${clean} does not exist in the skill folder ${dir}; call skill_ref with list: true to see its files` };
  if (info.type === "directory") return { ok: false, path: clean, error: `${clean} is a folder; call skill_ref with list: true to see its files` };
  if (info.type !== "file") return { ok: false, path: clean, error: `${clean} is not a regular file (a FIFO, socket or device); skill_ref reads plain text files only` };
  const options = { maxBytes: LIMITS.refReadMaxBytes, inside: rootReal, singleLink: true };
  let text;
  try {
    checkInfo(info, clean, options);
    text = await readTextChecked(fs, target, options, signal);
  } catch (err) {
    const code = err.code;
    if (code === "FS_NOT_TEXT") return { ok: false, path: clean, error: `${clean} is a binary file (or not UTF-8); skill_ref reads text only. Its path: ${real}` };
    return { ok: false, path: clean, error: describeFsError(err, clean) };
  }
  if (text.includes("\0")) return { ok: false, path: clean, error: `${clean} is a binary file; skill_ref reads text only. Its path: ${real}` };
  const truncated = text.length > LIMITS.refMaxChars;
  return { ok: true, path: clean, absolute: real, content: truncated ? text.slice(0, LIMITS.refMaxChars) : text, chars: text.length, truncated };
}

// host.js-src/router/cut.ts
function cutLine(text, max) {
  if (max >= 1 && text.length > max && plainPrefix(text, max)) return text.slice(0, max - 1).trimEnd() + "…";
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? oneLine.slice(0, max - 1).trimEnd() + "…" : oneLine;
}
function plainPrefix(text, max) {
  let space = true;
  for (let i = 0; i <= max; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (space) return false;
      space = true;
    } else if (c > 32 && c < 127) space = false;
    else return false;
  }
  return !space;
}

// host.js-src/router/fit.ts
var encoder = new TextEncoder();
var bytes = (text) => encoder.encode(text).length;
var room = new Uint8Array(0);
function moreBytesThan(text, limit) {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  if (room.length < limit + 4) room = new Uint8Array(limit + 4);
  const { read, written } = encoder.encodeInto(text, room.length === limit + 4 ? room : room.subarray(0, limit + 4));
  return read < text.length || written > limit;
}
function over(v, max) {
  return moreBytesThan(renderSearch(v), max - NOTE_ROOM) || moreBytesThan(JSON.stringify(v), ARGS.valueMaxBytes - NOTE_ROOM);
}
var NOTE_ROOM = ARGS.fitNoteBytes;
function shorten(text, max) {
  return text.length > max ? text.slice(0, max - 1).trimEnd() + "…" : text;
}
function fitSearch(v, max = ARGS.answerMaxBytes) {
  if (!over(v, max)) return v;
  const note = (n) => v.note = v.note ? `${v.note}; ${n}` : n;
  if (v.hits.some((h) => h.whenToUse)) {
    for (const h of v.hits) delete h.whenToUse;
    note(`when-to-use lines left out to keep the answer under ${Math.round(max / 1024)} KB`);
    if (!over(v, max)) return v;
  }
  for (const h of v.hits) h.description = shorten(h.description, ARGS.fitDescriptionChars);
  if (!over(v, max)) return v;
  let dropped = 0;
  while (v.hits.length > 1 && moreBytesThan(renderSearch(v), max - NOTE_ROOM)) {
    v.hits.pop();
    dropped++;
  }
  if (!dropped) return v;
  v.shown = v.hits.length;
  v.more = v.total - v.shown;
  note(`${dropped} more hit${dropped === 1 ? "" : "s"} left out to keep the answer under ${Math.round(max / 1024)} KB (ask with names_only, or add words)`);
  return v;
}
function fitList(files, max = ARGS.answerMaxBytes - ARGS.fitListHeaderBytes) {
  let used = 0;
  const out = [];
  for (const f of files) {
    used += bytes(f) + 4;
    if (used > max) break;
    out.push(f);
  }
  return { files: out, left: files.length - out.length };
}

// host.js-src/router/parallel.ts
async function mapBounded(items, width, run) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await run(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, items.length)) }, worker));
  return out;
}

// host.js-src/router/requests.ts
var KEYS = {
  skill_search: ["query", "limit", "repo", "names_only", "explain"],
  skill_load: ["name", "names", "id", "repo"],
  skill_ref: ["name", "id", "path", "list", "repo"]
};
var EXAMPLES = {
  skill_search: '{"query": "deploy to kubernetes"}',
  skill_load: '{"name": "pdf"} or {"names": ["pdf", "xlsx"]}',
  skill_ref: '{"name": "pdf", "list": true}'
};
function problem(kind, error) {
  return { ok: false, kind, error };
}
function preview(text, max = ARGS.echoChars) {
  const head = text.length > max * 4 ? text.slice(0, max * 4) : text;
  const oneLine = head.replace(/\s+/g, " ");
  return JSON.stringify(oneLine.length > max ? oneLine.slice(0, max) + "…" : oneLine);
}
function readObject(raw, tool, accepted, example = "{}") {
  let value = raw;
  if (typeof value === "string") {
    const text = value.trim();
    if (text === "") return { ok: true, value: {} };
    try {
      value = JSON.parse(text);
    } catch {
      return problem("not-json", `${tool}: the arguments are not valid JSON (${preview(text)}). Send an object such as ${example}`);
    }
  }
  if (value === void 0 || value === null) return { ok: true, value: {} };
  if (typeof value !== "object" || Array.isArray(value)) {
    return problem("not-object", `${tool}: the arguments must be a JSON object, got ${Array.isArray(value) ? "an array" : typeof value}. Send ${example}`);
  }
  const obj = value;
  if (accepted) {
    const unknown = Object.keys(obj).filter((k) => !accepted.includes(k));
    if (unknown.length) {
      const shown = unknown.slice(0, 3).map((k) => preview(k, 24));
      return problem("unknown-key", `${tool}: unknown argument${unknown.length > 1 ? "s" : ""} ${shown.join(", ")}${unknown.length > 3 ? ` and ${unknown.length - 3} more` : ""}; it takes ${accepted.join(", ")}`);
    }
  }
  return { ok: true, value: obj };
}
function optionalString(obj, key, tool, max) {
  const v = obj[key];
  if (v === void 0 || v === null || v === "") return { ok: true, value: void 0 };
  if (typeof v !== "string") return problem("wrong-type", `${tool}: "${key}" must be a string, got ${Array.isArray(v) ? "an array" : typeof v}`);
  if (v.length > max) return problem("too-long", `${tool}: "${key}" is ${v.length} characters (starts ${preview(v)}); at most ${max} are accepted. Send the ${key} as skill_search showed it`);
  if (v.includes("\0")) return problem("nul", `${tool}: "${key}" contains a NUL byte; remove it`);
  return { ok: true, value: v };
}
function optionalBool(obj, key) {
  const v = obj[key];
  return v === true || v === "true" || v === 1;
}
function checkName(v, key, tool) {
  if (typeof v !== "string") return problem("wrong-type", `${tool}: "${key}" must hold skill names as strings, got ${Array.isArray(v) ? "an array" : typeof v}`);
  if (v.length > ARGS.nameMaxChars) return problem("too-long", `${tool}: a name of ${v.length} characters (starts ${preview(v)}) is longer than any skill name (at most ${ARGS.nameMaxChars}). Send the name skill_search showed`);
  if (v.includes("\0")) return problem("nul", `${tool}: a name contains a NUL byte; remove it`);
  return { ok: true, value: v.trim() };
}
function readLimit(obj) {
  const v = obj["limit"];
  if (v === void 0 || v === null || v === "") return { ok: true, value: LIMITS.searchDefaultLimit };
  const n = typeof v === "string" && v.length <= 8 ? Number(v) : v;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > LIMITS.searchMaxLimit) {
    const shown = typeof v === "string" ? preview(v) : JSON.stringify(v)?.slice(0, ARGS.echoChars) ?? typeof v;
    return problem("out-of-range", `skill_search: "limit" must be a whole number from 1 to ${LIMITS.searchMaxLimit}, got ${shown}`);
  }
  return { ok: true, value: n };
}
function readSearch(raw) {
  const tool = "skill_search";
  const args = readObject(raw, tool, KEYS[tool], EXAMPLES[tool]);
  if (!args.ok) return args;
  const q = args.value["query"];
  if (typeof q !== "string" || q.trim() === "") {
    return problem("missing", 'skill_search: "query" is required: a few words saying what the task needs, e.g. {"query": "fill pdf form"}');
  }
  const limit = readLimit(args.value);
  if (!limit.ok) return limit;
  const repo = optionalString(args.value, "repo", tool, ARGS.repoMaxChars);
  if (!repo.ok) return repo;
  const req = {
    query: q.length > LIMITS.queryMaxChars ? q.slice(0, LIMITS.queryMaxChars) : q,
    limit: limit.value,
    namesOnly: optionalBool(args.value, "names_only"),
    explain: optionalBool(args.value, "explain")
  };
  if (q.length > LIMITS.queryMaxChars) req.cutFrom = q.length;
  if (repo.value) req.repo = repo.value;
  return { ok: true, value: req };
}
function readLoad(raw) {
  const tool = "skill_load";
  const args = readObject(raw, tool, KEYS[tool], EXAMPLES[tool]);
  if (!args.ok) return args;
  const a = args.value;
  const out = [];
  const push = (v, key) => {
    const n = checkName(v, key, tool);
    if (!n.ok) return n;
    if (n.value) out.push(n.value);
    return void 0;
  };
  const name = a["name"];
  if (name !== void 0 && name !== null && name !== "") {
    const bad = push(name, "name");
    if (bad) return bad;
  }
  let names = a["names"];
  if (typeof names === "string") {
    const most = LIMITS.loadMaxNames * (ARGS.nameMaxChars + 2) + 2;
    if (names.length > most) return problem("too-long", `skill_load: "names" is ${names.length} characters; ${LIMITS.loadMaxNames} names fit in ${most}. Send at most ${LIMITS.loadMaxNames} names, e.g. ["pdf", "xlsx"]`);
    const text = names.trim();
    if (text.startsWith("[")) {
      try {
        names = JSON.parse(text);
      } catch {
        return problem("not-json", `skill_load: "names" looks like a JSON array but does not parse (${preview(text)}); send ["a", "b"] or "a, b"`);
      }
    } else {
      names = text.split(/[,;\n]/);
    }
  }
  if (Array.isArray(names)) {
    if (names.length > ARGS.namesMaxEntries) return tooMany(names.length);
    for (const v of names) {
      const bad = push(v, "names");
      if (bad) return bad;
    }
  } else if (names !== void 0 && names !== null && names !== "") {
    return problem("wrong-type", 'skill_load: "names" must be an array of names or a comma-separated string');
  }
  const id = optionalString(a, "id", tool, ARGS.idMaxChars);
  if (!id.ok) return id;
  const repo = optionalString(a, "repo", tool, ARGS.repoMaxChars);
  if (!repo.ok) return repo;
  const unique = [...new Map(out.map((n) => [normalizeName(n), n])).values()];
  const ids = id.value ? [id.value.trim()] : [];
  if (unique.length === 0 && ids.length === 0) {
    return problem("missing", 'skill_load: give "name" (one skill) or "names" (up to 8), e.g. {"name": "pdf"}. Call skill_search first if you do not know the name');
  }
  if (unique.length + ids.length > LIMITS.loadMaxNames) return tooMany(unique.length + ids.length);
  return { ok: true, value: { names: unique, ids, ...repo.value ? { repo: repo.value } : {} } };
}
function tooMany(n) {
  return problem("too-many", `skill_load: at most ${LIMITS.loadMaxNames} names per call; you gave ${n}. Load the ones you need most, in calls of ${LIMITS.loadMaxNames} or fewer`);
}
function readRef(raw) {
  const tool = "skill_ref";
  const args = readObject(raw, tool, KEYS[tool], EXAMPLES[tool]);
  if (!args.ok) return args;
  const a = args.value;
  const name = a["name"] === void 0 || a["name"] === null || a["name"] === "" ? void 0 : checkName(a["name"], "name", tool);
  if (name && !name.ok) return name;
  const id = optionalString(a, "id", tool, ARGS.idMaxChars);
  if (!id.ok) return id;
  if (!name?.value && !id.value) return problem("missing", 'skill_ref: "name" is required, e.g. {"name": "pdf", "list": true} or {"name": "pdf", "path": "references/forms.md"}');
  const path = optionalString(a, "path", tool, ARGS.pathMaxChars);
  if (!path.ok) return path;
  const repo = optionalString(a, "repo", tool, ARGS.repoMaxChars);
  if (!repo.ok) return repo;
  const req = { list: optionalBool(a, "list") || !path.value };
  if (name?.value) req.name = name.value;
  if (id.value) req.id = id.value;
  if (path.value) req.path = path.value;
  if (repo.value) req.repo = repo.value;
  return { ok: true, value: req };
}

// host.js-src/router/visibility.ts
var SHOW_ALL = {
  governs: () => false,
  decide: async () => ({ kind: "show" }),
  residents: (inner) => inner,
  witness: async () => void 0
};

// host.js-src/router/router.ts
function copyId(row) {
  return row.relpath ? joinPath(row.repo, row.relpath) : row.repo;
}
function shallowness(row) {
  return row.relpath === "" ? 0 : row.relpath.split("/").length;
}
var Router = class {
  cache = new LibraryCache();
  searchIndexes = /* @__PURE__ */ new WeakMap();
  prebuiltIndexes = /* @__PURE__ */ new WeakMap();
  /** The search sidecar's bytes, read while a search's library was read and parsed; taken by `prebuilt`. */
  prefetched = /* @__PURE__ */ new WeakMap();
  lookups = /* @__PURE__ */ new WeakMap();
  /** Per row: 0 not asked yet, 1 not governed, 2 governed by the visibility hooks. */
  governed = /* @__PURE__ */ new WeakMap();
  /** Per loaded index: whether any row is governed (known from its second search on; 'asked' after its first). */
  governsAny = /* @__PURE__ */ new WeakMap();
  /** Per call context (its cwd): the library it located, re-located only when its index file changes. */
  placed = /* @__PURE__ */ new Map();
  /** Per fs port: paths whose resolved target is the path itself, so a stat needs no resolve first. */
  targets = /* @__PURE__ */ new WeakMap();
  options;
  visibility;
  constructor(options = {}) {
    this.options = options;
    this.visibility = options.visibility ?? SHOW_ALL;
  }
  /**
   * Shows one tool call's arguments to the visibility hooks: when they carry a canary this session
   * was served with, the answer says why the call is refused (and the skills are withheld).
   */
  async witness(tool, args, call) {
    try {
      return await this.visibility.witness(tool, args, { ...call.cwd ? { cwd: call.cwd } : {}, ...call.sessionId ? { sessionId: call.sessionId } : {} });
    } catch {
      return void 0;
    }
  }
  /** The host's resident skills plus any the visibility hooks add (promoted agent-written skills). */
  residentsOf(call) {
    return this.visibility.residents(call.residents);
  }
  /** The decision for one library copy (shown when the hooks do not govern it, or for the starter library). */
  async decide(library, dir, name, use, call) {
    if (library.location.starter) return void 0;
    const place = { libraryDir: library.location.dir, dir, name };
    if (!this.visibility.governs(place)) return void 0;
    try {
      return await this.visibility.decide(place, use, { ...call.cwd ? { cwd: call.cwd } : {}, ...call.sessionId ? { sessionId: call.sessionId } : {} });
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      return { kind: "withhold", reason: `"${name}" could not be checked (${why}); it is withheld`, label: "WITHHELD: could not be checked" };
    }
  }
  /**
   * The call context's library (issue 18): a context that found a library before checks its index
   * file with one stat and, unchanged, gets the same answer without locating or loading again. The
   * starter library and failures are never kept, so a library built or repaired later is found.
   */
  async resolveLibrary(call, opts = {}) {
    const key = call.cwd ?? "";
    const kept = this.placed.get(key);
    if (kept) {
      if (await this.indexVersion(call, kept.location.indexPath) === kept.indexVersion) return kept.resolved;
      this.placed.delete(key);
    }
    const location = await locateLibrary(call.fs, {
      cwd: call.cwd,
      explicit: this.options.library,
      ...this.options.libraryFrom ? { explicitFrom: this.options.libraryFrom } : {},
      indexFile: this.options.indexFile,
      starterDir: this.options.starterDir,
      signal: call.signal
    });
    const facts = { library: location.dir };
    if (location.starter) facts.starterLibrary = true;
    if (location.note) facts.note = location.note;
    if (location.why) facts.why = location.why;
    const indexVersion = location.starter || location.error ? void 0 : await this.indexVersion(call, location.indexPath);
    const prefetch = opts.forSearch && !location.starter && !location.error ? readOptionalBytes(call.fs, joinPath(dirname(location.indexPath), SEARCH_SIDECAR), call.signal) : void 0;
    const loaded = await this.cache.load(call.fs, location, call.signal);
    if ("error" in loaded) {
      facts.error = loaded.error;
      return { facts };
    }
    if (prefetch && !this.prebuiltIndexes.has(loaded)) this.prefetched.set(loaded, prefetch);
    if (loaded.alarm) facts.indexAlarm = loaded.alarm;
    const resolved = { facts, library: loaded };
    if (indexVersion !== void 0 && indexVersion !== "missing") {
      if (this.placed.size >= LIMITS.contextsKept) this.placed.delete(this.placed.keys().next().value);
      this.placed.set(key, { location, indexVersion, resolved });
    }
    return resolved;
  }
  /**
   * The index's version: its file's, with its two integrity sidecars' beside it (three stats side
   * by side), so a sidecar edited on its own raises the integrity alarm on the next call as it did
   * before the cache. 'missing' when the index is gone or not a file; an absent sidecar is a version.
   */
  async indexVersion(call, indexPath) {
    const base = dirname(indexPath);
    const versionOf = async (path) => {
      try {
        const info = await this.statPath(call, path);
        return info?.type === "file" ? versionKey(info) : "missing";
      } catch {
        return "missing";
      }
    };
    const [index, sha, meta, search] = await Promise.all([versionOf(indexPath), versionOf(joinPath(base, SHA_FILE)), versionOf(joinPath(base, META_FILE)), versionOf(joinPath(base, SEARCH_SIDECAR))]);
    return index === "missing" ? "missing" : `${index}|${sha}|${meta}|${search}`;
  }
  /**
   * Whether the visibility hooks govern row d, asked once per row and loaded index version (a
   * query at 10,000 rows can hold thousands of hits; asking per hit per call cost a quarter of the
   * ranking). `governs` is a function of the copy's place alone, which a version fixes.
   */
  governedRows(library) {
    let flags = this.governed.get(library);
    if (!flags) this.governed.set(library, flags = new Uint8Array(library.rows.length));
    const known = flags;
    return (d) => {
      let f = known[d];
      if (f === 0) {
        const row = library.rows[d];
        f = known[d] = this.visibility.governs({ libraryDir: library.location.dir, dir: skillDir(library, row), name: row.name }) ? 2 : 1;
      }
      return f === 2;
    };
  }
  lookupsOf(library) {
    let l = this.lookups.get(library);
    if (l) return l;
    const byName = /* @__PURE__ */ new Map();
    const byId = /* @__PURE__ */ new Map();
    const parentCount = /* @__PURE__ */ new Map();
    for (const row of library.rows) {
      const key = normalizeName(row.name);
      const same = byName.get(key);
      if (same) same.push(row);
      else byName.set(key, [row]);
      const id = copyId(row);
      if (!byId.has(id)) byId.set(id, row);
      const cut = id.lastIndexOf("/");
      const parent = cut < 0 ? "" : id.slice(0, cut);
      parentCount.set(parent, (parentCount.get(parent) ?? 0) + 1);
    }
    const parents = [...parentCount].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([p]) => p);
    l = { byName, byId, names: [...new Set(library.rows.map((r) => r.name))], parents };
    this.lookups.set(library, l);
    return l;
  }
  async residentList(call) {
    const residents = this.residentsOf(call);
    if (!residents) return [];
    try {
      return await residents.list(call.signal);
    } catch {
      return [];
    }
  }
  /**
   * The library's rows already tokenized, as build-index stored them beside the index: the binary
   * sidecar, else the JSON one an earlier release wrote. `note` says why a sidecar that is there
   * was not used (stale, corrupt, truncated, a host that reads only text). Tried once per loaded
   * index version.
   */
  prebuilt(library, call) {
    let entry = this.prebuiltIndexes.get(library);
    if (!entry) {
      entry = (async () => {
        if (!library.location.indexPath) return {};
        const dir = dirname(library.location.indexPath);
        const why = [];
        let rebuild = false;
        const early = this.prefetched.get(library);
        this.prefetched.delete(library);
        const bytes2 = await (early ?? readOptionalBytes(call.fs, joinPath(dir, SEARCH_SIDECAR), call.signal));
        if (bytes2 instanceof Uint8Array) {
          const raw = await readSearchSidecar(bytes2, library.rows, library.digest).catch((err) => `unreadable (${err.message})`);
          if (typeof raw !== "string") return { raw };
          why.push(`${SEARCH_SIDECAR} ${raw}`);
          rebuild = true;
        } else if (bytes2) why.push(`${SEARCH_SIDECAR} not read: ${bytes2.unreadable}`);
        const text = await readOptional(call.fs, joinPath(dir, SEARCH_SIDECAR_JSON), call.signal);
        if (text !== void 0) {
          const raw = await readSearchSidecarJson(text, library.rows, library.digest).catch((err) => `unreadable (${err.message})`);
          if (typeof raw !== "string") return { raw };
          why.push(`${SEARCH_SIDECAR_JSON} ${raw}`);
          rebuild = true;
        }
        if (!why.length) return {};
        const fix = rebuild ? `; rebuild it with: dsh-skill-router build-index ${library.location.dir}` : "";
        return { note: `the search cache was not used (${why.join("; ")}), so the rows were tokenized instead, slower on a first search${fix}` };
      })();
      this.prebuiltIndexes.set(library, entry);
    }
    return entry;
  }
  async indexFor(library, residents, call) {
    const residentKey = residents.map((r) => `${r.name}${r.description}`).join("");
    const holder = library ?? EMPTY_LIBRARY;
    const cached = this.searchIndexes.get(holder);
    if (cached && cached.key === residentKey) return cached;
    const docs = rowDocs(library?.rows ?? []);
    const libraryCount = docs.length;
    const libraryNames = residents.length ? new Set(docs.map((d) => normalizeName(d.name))) : /* @__PURE__ */ new Set();
    const shadowed = /* @__PURE__ */ new Map();
    for (const r of residents) {
      const key = normalizeName(r.name);
      if (libraryNames.has(key)) {
        shadowed.set(key, [...shadowed.get(key) ?? [], `resident:${r.source}`]);
        continue;
      }
      docs.push({ name: r.name, description: r.description, ...r.whenToUse ? { whenToUse: r.whenToUse } : {}, repo: `resident:${r.source}`, relpath: "", source: "resident" });
    }
    const { raw: stored, note } = library && libraryCount ? await this.prebuilt(library, call) : {};
    let index;
    if (!stored) index = buildSearchIndex(docs);
    else if (docs.length === libraryCount) index = assembleSearchIndex(docs, stored);
    else index = assembleSearchIndex(docs, mergeRawPostings(stored, collectPostings(docs.slice(libraryCount))));
    const entry = { key: residentKey, index, shadowed, ...note ? { note } : {} };
    this.searchIndexes.set(holder, entry);
    return entry;
  }
  /**
   * Loads the call context's library and builds its search index before any call needs it (the MCP
   * server does this while its client is still idle). It takes over what the first search would
   * have said once about the stored search cache, and hands that back so the caller can say it.
   */
  async warmUp(call) {
    const [resolved, residents] = await Promise.all([this.resolveLibrary(call, { forSearch: true }), this.residentList(call)]);
    if (!resolved.library && !residents.length) return resolved;
    const entry = await this.indexFor(resolved.library, residents, call);
    const cacheNote = entry.note;
    delete entry.note;
    return { ...resolved, ...cacheNote ? { cacheNote } : {} };
  }
  async search(raw, call) {
    const base = { library: "", query: "", words: [], total: 0, strict: 0, shown: 0, more: 0, fallback: null, hits: [], searched: 0 };
    const req = readSearch(raw);
    if (!req.ok) return { ...base, error: req.error };
    const { query, namesOnly, explain } = req.value;
    const repo = req.value.repo;
    const rankOptions = { ...repo ? { repo } : {}, explain };
    const checks = Promise.all([this.resolveLibrary(call, { forSearch: true }), this.residentList(call)]);
    const lastLibrary = this.placed.get(call.cwd ?? "")?.resolved.library;
    const last = lastLibrary ? this.searchIndexes.get(lastLibrary) : void 0;
    const early = last ? rank(last.index, query, rankOptions) : void 0;
    let ahead;
    if (early && lastLibrary && last && !this.governedHeads(lastLibrary, last.index, early).length) {
      const shown2 = early.top(req.value.limit);
      ahead = { shown: shown2, stale: this.staleMarks(call, lastLibrary, last.index, shown2) };
    }
    const [{ facts, library }, residents] = await checks;
    const out = { ...base, ...facts, query };
    if (req.value.cutFrom) out.note = joinNotes(out.note, `the query was cut to its first ${LIMITS.queryMaxChars} characters (it had ${req.value.cutFrom})`);
    if (!library && !residents.length) return out;
    const entry = await this.indexFor(library, residents, call);
    const { index, shadowed } = entry;
    if (entry.note) {
      out.note = joinNotes(out.note, entry.note);
      delete entry.note;
    }
    out.searched = index.docs.length;
    const confirmed = early !== void 0 && entry === last;
    const result = confirmed ? early : rank(index, query, rankOptions);
    const surface = surfaceForms(query, [...result.words, ...result.unknown]);
    out.words = result.words.map((w) => surface.get(w) ?? w);
    if (result.unknown.length) out.unknown = result.unknown.map((w) => surface.get(w) ?? w);
    if (repo && !index.repos.includes(repo)) {
      const everywhere = rank(index, query, {});
      const holders = [...new Set(everywhere.top(LIMITS.searchMaxLimit).flatMap((h) => h.docs.map((d) => index.docs[d].repo)))].sort().slice(0, ARGS.reposNamed);
      out.error = `skill_search: no repo named "${repo}" in this library.` + (holders.length ? ` Repos holding matches: ${holders.join(", ")}.` : ` Repos: ${index.repos.slice(0, ARGS.reposNamed).join(", ")}.`);
      return out;
    }
    if (repo && result.total === 0) {
      const everywhere = rank(index, query, {});
      const holders = [...new Set(everywhere.top(LIMITS.searchMaxLimit).flatMap((h) => h.docs.map((d) => index.docs[d].repo)))].sort().slice(0, ARGS.reposNamed);
      if (holders.length) out.note = joinNotes(out.note, `nothing in repo "${repo}" matches; repos that do: ${holders.join(", ")}`);
    }
    const labels = /* @__PURE__ */ new Map();
    const hidden = /* @__PURE__ */ new Set();
    let strict = result.strict;
    if (library) {
      const governed = (confirmed && ahead ? [] : this.governedHeads(library, index, result)).map((d) => ({ d, dir: skillDir(library, library.rows[d]), name: library.rows[d].name }));
      const decided = await mapBounded(governed, LIMITS.fsParallel, (g) => this.decide(library, g.dir, g.name, "search", call));
      governed.forEach(({ d }, k) => {
        const decision = decided[k];
        if (decision?.kind === "hide") {
          hidden.add(d);
          if (!result.fallback) strict--;
        } else if (decision?.label) labels.set(d, decision.label);
      });
    }
    out.strict = hidden.size ? Math.max(0, strict) : result.strict;
    out.fallback = result.fallback;
    out.total = result.total - hidden.size;
    const shown = confirmed && ahead ? ahead.shown : result.top(req.value.limit, hidden.size ? (d) => hidden.has(d) : void 0);
    out.shown = shown.length;
    out.more = out.total - out.shown;
    if (namesOnly) out.namesOnly = true;
    const stale = await (confirmed && ahead ? ahead.stale : this.staleMarks(call, library, index, shown));
    for (const [k, hit] of shown.entries()) {
      const doc = index.docs[hit.doc];
      const key = normalizeName(hit.name);
      const sameName = index.byName.get(key) ?? [hit.doc];
      const residentCopies = (shadowed.size ? shadowed.get(key) : void 0) ?? [];
      const copies = sameName.length + residentCopies.length;
      const row = doc.source === "library" && library ? library.rows[hit.doc] : void 0;
      const v = {
        name: doc.name,
        repo: doc.repo,
        source: doc.source,
        description: cutLine(doc.description, LIMITS.hitDescriptionChars),
        copies,
        matchCount: hit.matchCount,
        ...hit.bodyMatchCount ? { bodyMatchCount: hit.bodyMatchCount } : {},
        stale: stale[k],
        files: row?.files ?? 0,
        path: doc.repo,
        id: doc.repo
      };
      if (row) {
        v.path = joinPath(row.repo, row.relpath);
        v.id = row.relpath ? v.path : row.repo;
      }
      const label = labels.get(hit.doc);
      if (label) v.label = label;
      if (copies > 1) v.repos = [.../* @__PURE__ */ new Set([...sameName.map((d) => index.docs[d].repo), ...residentCopies])];
      if (doc.whenToUse && !namesOnly) v.whenToUse = cutLine(doc.whenToUse, LIMITS.hitDescriptionChars);
      if (explain) {
        v.score = hit.score;
        v.why = hit.why ?? [];
      }
      out.hits.push(v);
    }
    return fitSearch(out);
  }
  /** Library heads of a ranking whose copies the visibility hooks govern (never the starter library's). */
  governedHeads(library, index, ranked) {
    if (library.location.starter || !this.anyGoverned(library)) return [];
    const governs = this.governedRows(library);
    return ranked.headsWhere((d) => index.docs[d].source === "library" && library.rows[d] !== void 0 && governs(d));
  }
  /**
   * Whether the hooks govern any row of this loaded index: asked of every row once per index
   * version, on its second search (a first search asks only its heads, as before, so a first call
   * pays nothing more). A library with no agent-written copy (most) then skips walking a
   * ranking's heads on every call (issue 18: ~3 % of a warm skill_search at 10,000 rows).
   */
  anyGoverned(library) {
    const known = this.governsAny.get(library);
    if (typeof known === "boolean") return known;
    if (known === void 0) {
      this.governsAny.set(library, "asked");
      return true;
    }
    const governs = this.governedRows(library);
    let any = false;
    for (let d = 0; d < library.rows.length && !any; d++) if (governs(d)) any = true;
    this.governsAny.set(library, any);
    return any;
  }
  /** Per shown hit: its library row's SKILL.md is gone (checked side by side, at most LIMITS.fsParallel at once). */
  staleMarks(call, library, index, shown) {
    return mapBounded(shown, LIMITS.fsParallel, async (hit) => {
      const row = index.docs[hit.doc].source === "library" && library ? library.rows[hit.doc] : void 0;
      return row && library ? !await this.exists(call, joinPath(skillDir(library, row), "SKILL.md")) : false;
    });
  }
  async exists(call, path) {
    try {
      return (await this.statPath(call, path))?.type === "file";
    } catch {
      return false;
    }
  }
  /**
   * `stat` of an absolute path, as `resolve` then `stat` would answer it (issue 18). A target whose
   * key is the path itself (its realpath: no symlink on the way, or, for a missing path, none above
   * it) is kept per port and stat-ed directly next time: `stat` follows links, so whatever the path
   * names then is what a fresh resolve would name. Any other target (a symlink on the way, a
   * host whose key is not the path) is resolved on every call, as before.
   */
  async statPath(call, path) {
    let kept = this.targets.get(call.fs);
    if (!kept) this.targets.set(call.fs, kept = /* @__PURE__ */ new Map());
    let target = kept.get(path);
    if (!target || call.signal?.aborted) {
      target = await call.fs.resolve(path, { signal: call.signal });
      if (target.targetKey === path && target.displayPath === path) {
        if (kept.size >= LIMITS.targetsKept) kept.clear();
        kept.set(path, target);
      }
    }
    return call.fs.stat(target, call.signal);
  }
  /**
   * Finds one skill — by copy id, or by name: library index (shallowest copy, repo filter) →
   * bounded scan → resident — and takes the visibility decision for it. A hidden or withheld
   * copy comes back as an error with the decision's reason: the same for load and ref.
   */
  async locate(want, repo, library, use, call) {
    const found = await this.find(want, repo, library, call);
    if (found.error || !library || found.source === "resident" || !found.dir) return found;
    const name = found.row?.name ?? want.name ?? basename(found.dir);
    const decision = await this.decide(library, found.dir, name, use, call);
    if (!decision) return found;
    if (decision.kind !== "show") return { source: found.source, error: { name: want.name ?? want.id ?? name, reason: decision.reason } };
    return { ...found, decision };
  }
  async find(want, repo, library, call) {
    if (want.id !== void 0) return this.findId(want.id, library, call);
    const name = want.name ?? "";
    const key = normalizeName(name);
    if (library) {
      const all = this.lookupsOf(library).byName.get(key) ?? [];
      let rows = repo ? all.filter((r) => r.repo === repo) : all;
      if (repo && all.length && !rows.length) {
        return { source: "library", error: { name, reason: `no copy of "${name}" in repo "${repo}"; repos that hold it: ${[...new Set(all.map((r) => r.repo))].join(", ")}` } };
      }
      if (rows === all) rows = [...all];
      rows.sort((a, b) => shallowness(a) - shallowness(b) || a.repo.localeCompare(b.repo) || a.relpath.localeCompare(b.relpath));
      const row = rows[0];
      if (row) {
        const dir = skillDir(library, row);
        const skillFile = joinPath(dir, "SKILL.md");
        const others = all.filter((r) => r !== row).map(copyId);
        if (!await this.exists(call, skillFile)) {
          return { row, source: "library", error: { name, reason: `the index lists it, but its SKILL.md is missing (stale row); rebuild the index with dsh-skill-router build-index`, tried: skillFile } };
        }
        return { row, dir, skillFile, source: "library", ...others.length ? { others } : {} };
      }
      const scanned = await this.probe(name, library, call);
      if (scanned) return { dir: scanned, skillFile: joinPath(scanned, "SKILL.md"), source: "scan" };
    }
    const residents = this.residentsOf(call);
    if (residents && !repo) {
      try {
        const def = await residents.get(key, call.signal);
        if (def) return { source: "resident", resident: def, ...def.baseDir ? { dir: def.baseDir } : {} };
      } catch {
      }
    }
    return { source: "library", error: { name, reason: `no skill named "${name}"${repo ? ` in repo "${repo}"` : ""}${this.closest(key, library)}. Call skill_search to find the right name` } };
  }
  /** Exactly the copy a search hit named (its `id`: repo/relpath). */
  async findId(id, library, call) {
    const clean = id.trim().replace(/\/+$/, "");
    const row = library ? this.lookupsOf(library).byId.get(clean) : void 0;
    if (!library || !row) {
      const tail = clean.split("/").at(-1) ?? "";
      const hint = library && tail ? this.closest(normalizeName(tail), library) : "";
      return { source: "library", error: { name: clean, reason: `no copy with id "${clean}" in this library${hint}. Ids are the repo and folder a skill_search hit shows; call skill_search again, or load by "name"` } };
    }
    const dir = skillDir(library, row);
    const skillFile = joinPath(dir, "SKILL.md");
    if (!await this.exists(call, skillFile)) {
      return { row, source: "library", error: { name: row.name, reason: `the index lists it, but its SKILL.md is missing (stale row); rebuild the index with dsh-skill-router build-index`, tried: skillFile } };
    }
    const key = normalizeName(row.name);
    const others = (this.lookupsOf(library).byName.get(key) ?? []).filter((r) => r !== row).map(copyId);
    return { row, dir, skillFile, source: "library", ...others.length ? { others } : {} };
  }
  closest(key, library) {
    if (!library) return "";
    const parts = key.split("-").filter((p) => p.length > 2);
    const names = this.lookupsOf(library).names.filter((n) => {
      const low = n.toLowerCase();
      return low.includes(key) || key.includes(low) || parts.some((p) => low.includes(p));
    });
    names.sort((a, b) => Math.abs(a.length - key.length) - Math.abs(b.length - key.length) || a.localeCompare(b));
    return names.length ? `; closest: ${names.slice(0, ARGS.closestNamed).map((n) => `"${n}"`).join(", ")}` : "";
  }
  /**
   * An unindexed skill (added after build-index), found without walking the library (issue 18):
   * `<folder>/<name>/SKILL.md` is probed in the folders that already hold indexed skills (known
   * from the index, most-used first, at most LIMITS.missProbeDirs), side by side. A name that is
   * not one plain folder name is never probed.
   */
  async probe(name, library, call) {
    if (library.location.starter) return void 0;
    const folders = [.../* @__PURE__ */ new Set([name.trim(), normalizeName(name)])].filter((f) => f && f !== "." && f !== ".." && !/[\\/\0]/.test(f));
    if (!folders.length) return void 0;
    const candidates = this.lookupsOf(library).parents.slice(0, LIMITS.missProbeDirs).flatMap((parent) => folders.map((f) => joinPath(library.location.dir, parent, f)));
    const found = await mapBounded(candidates, LIMITS.fsParallel, (dir) => this.exists(call, joinPath(dir, "SKILL.md")));
    const at = found.indexOf(true);
    return at < 0 ? void 0 : candidates[at];
  }
  async load(raw, call) {
    const base = { library: "", requested: [], loaded: [], errors: [] };
    const req = readLoad(raw);
    if (!req.ok) return { ...base, error: req.error };
    const { facts, library } = await this.resolveLibrary(call);
    const wants = [...req.value.ids.map((id) => ({ id })), ...req.value.names.map((name) => ({ name }))];
    const out = { ...base, ...facts, requested: [...req.value.ids, ...req.value.names] };
    for (const want of wants) {
      if (call.signal?.aborted) break;
      const label = want.id ?? want.name ?? "";
      const found = await this.locate(want, req.value.repo, library, "load", call);
      if (found.error) {
        out.errors.push(found.error);
        continue;
      }
      if (found.resident) {
        const def = found.resident;
        const truncated2 = def.content.length > LIMITS.loadMaxChars;
        const skill2 = { name: def.name, source: "resident", content: truncated2 ? def.content.slice(0, LIMITS.loadMaxChars) : def.content, chars: def.content.length, truncated: truncated2, files: [], moreFiles: 0 };
        if (def.path) skill2.path = def.path;
        if (def.baseDir) skill2.baseDir = def.baseDir;
        out.loaded.push(skill2);
        continue;
      }
      const dir = found.dir;
      const skillFile = found.skillFile;
      let text = found.decision?.kind === "show" ? found.decision.files?.get("SKILL.md") : void 0;
      if (text === void 0) {
        try {
          text = await readSkillMd(call.fs, skillFile, found.source !== "resident" ? library?.location.dir : void 0, call.signal);
        } catch (err) {
          out.errors.push({ name: label, reason: describeFsError(err, skillFile), tried: skillFile });
          continue;
        }
      }
      const { parseFrontmatter } = await import("./cli-CXVLERGQ.mjs");
      const meta = parseFrontmatter(text, basename(dir), skillFile);
      const body = meta.body.trim();
      const truncated = body.length > LIMITS.loadMaxChars;
      const listing = await listSkillFiles(call.fs, dir, call.signal).catch(() => ({ files: [], capped: false, outside: 0 }));
      const skill = {
        name: found.row?.name ?? meta.name,
        source: found.source,
        path: skillFile,
        baseDir: dir,
        content: truncated ? body.slice(0, LIMITS.loadMaxChars) : body,
        chars: body.length,
        truncated,
        files: listing.files.slice(0, LIMITS.loadListedFiles),
        moreFiles: Math.max(0, listing.files.length - LIMITS.loadListedFiles) + (listing.capped ? 1 : 0)
      };
      if (found.row) {
        skill.repo = found.row.repo;
        skill.id = copyId(found.row);
      }
      if (found.others?.length) {
        skill.otherCopies = found.others.slice(0, ARGS.otherCopiesListed);
        if (found.others.length > ARGS.otherCopiesListed) skill.moreCopies = found.others.length - ARGS.otherCopiesListed;
      }
      if (found.decision?.kind === "show" && found.decision.label) skill.label = found.decision.label;
      if (found.decision?.kind === "show" && found.decision.untrusted) {
        skill.content = wrapUntrusted(skill.content, { name: skill.name, canary: found.decision.untrusted.canary });
        skill.untrusted = true;
      }
      out.loaded.push(skill);
    }
    return out;
  }
  async ref(raw, call) {
    const base = { library: "", name: "", mode: "list" };
    const req = readRef(raw);
    if (!req.ok) return { ...base, error: req.error };
    const { name, id, path, repo, list } = req.value;
    const shownName = name ?? id ?? "";
    const { facts, library } = await this.resolveLibrary(call);
    const out = { ...base, ...facts, name: shownName, mode: list ? "list" : "read" };
    const found = await this.locate(id !== void 0 ? { id } : { name: shownName }, repo, library, "ref", call);
    if (found.error) {
      out.error = `skill_ref: ${found.error.reason}` + (found.error.tried ? ` (tried ${found.error.tried})` : "");
      return out;
    }
    if (found.row) out.name = found.row.name;
    if (!found.dir) {
      out.error = `skill_ref: "${shownName}" is a resident skill with no folder this tool can read`;
      return out;
    }
    out.baseDir = found.dir;
    if (list) {
      try {
        const listing = await listSkillFiles(call.fs, found.dir, call.signal);
        const fitted = fitList(listing.files);
        out.files = fitted.files;
        if (fitted.left) out.moreFiles = fitted.left;
        if (listing.capped) out.capped = true;
        if (listing.outside) out.outside = listing.outside;
      } catch (err) {
        out.error = `skill_ref: ${describeFsError(err, found.dir)}`;
      }
      return out;
    }
    const read = await readSkillFile(call.fs, found.dir, path, call.signal, found.source !== "resident" ? library?.location.dir : void 0);
    out.path = read.path;
    if (!read.ok) {
      out.error = `skill_ref: ${read.error}`;
      return out;
    }
    const checked = found.decision?.kind === "show" ? found.decision.files : void 0;
    if (checked) {
      const text = checked.get(read.path);
      if (text === void 0) {
        out.error = `skill_ref: ${read.path} is not one of the recorded files of "${out.name}" (${[...checked.keys()].slice(0, 10).join(", ")}); it is not served`;
        return out;
      }
      const truncated = text.length > LIMITS.refMaxChars;
      const shown = truncated ? text.slice(0, LIMITS.refMaxChars) : text;
      const untrusted = found.decision?.kind === "show" ? found.decision.untrusted : void 0;
      out.content = untrusted ? wrapUntrusted(shown, { name: `${out.name}/${read.path}`, canary: untrusted.canary }) : shown;
      if (untrusted) out.untrusted = true;
      out.chars = text.length;
      out.truncated = truncated;
      return out;
    }
    out.content = read.content;
    out.chars = read.chars;
    out.truncated = read.truncated;
    return out;
  }
};
var EMPTY_LIBRARY = { location: { dir: "", indexPath: "", starter: false }, rows: [], problems: [], version: "empty", digest: "" };
function surfaceForms(query, wanted) {
  const out = /* @__PURE__ */ new Map();
  const missing = new Set(wanted);
  if (!missing.size) return out;
  for (const piece of query.split(/[\s,;:!?()[\]{}"]+/)) {
    if (!piece) continue;
    for (const stem of pieceWords(piece)) {
      if (out.has(stem)) continue;
      out.set(stem, piece.toLowerCase());
      missing.delete(stem);
    }
    if (!missing.size) break;
  }
  return out;
}
var PIECE_WORDS = /* @__PURE__ */ new Map();
function pieceWords(piece) {
  let words = PIECE_WORDS.get(piece);
  if (words === void 0) {
    if (PIECE_WORDS.size >= LIMITS.stemCacheMax) PIECE_WORDS.clear();
    words = queryWords(piece, LIMITS.queryMaxWords);
    PIECE_WORDS.set(piece, words);
  }
  return words;
}
function joinNotes(a, b) {
  return a ? `${a}; ${b}` : b;
}

export {
  projectKeyOf,
  createHooks,
  renderSearch,
  renderLoad,
  renderRef,
  readObject,
  Router
};
