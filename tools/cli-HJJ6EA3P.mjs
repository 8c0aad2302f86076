import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  nearDuplicatesOf
} from "./cli-GLLYU5FN.mjs";
import {
  parseFrontmatter
} from "./cli-T3QMXDUP.mjs";
import {
  applyWaivers,
  scanText,
  verdictOf
} from "./cli-CKV4OERZ.mjs";
import {
  LEARNED_REPO,
  codeOf,
  compactEvents,
  describeIoError,
  keyOf,
  manifestVersion,
  randomTag,
  readUtf8,
  serializeEvent,
  stateOf,
  top,
  topVersion
} from "./cli-PR6XVXAP.mjs";
import {
  contentSha256
} from "./cli-UWTACYSJ.mjs";
import {
  META_FILE,
  SHA_FILE,
  parseIndex,
  serializeIndex,
  sha256Hex
} from "./cli-HP4MUJGU.mjs";
import {
  joinPath,
  unsafeRelativePath
} from "./cli-7TAF4XMI.mjs";
import {
  MANAGE,
  NEAR_DUPLICATE
} from "./cli-NWJZKAEC.mjs";

// host.js-src/manage/near-duplicate-check.ts
async function nearDuplicateCheck(store, req) {
  if (req.force_new === true) {
    if (typeof req.reason === "string" && req.reason.trim().length >= 3) return void 0;
    return { refusal: "arguments", error: 'force_new: true needs a "reason" saying why this is not a duplicate of the close matches (it is recorded with the skill)' };
  }
  if (!store.paths.indexFile) return void 0;
  const text = await readUtf8(store.port, store.paths.indexFile).catch(() => void 0);
  if (!text) return void 0;
  const meta = parseFrontmatter(req.content, req.name);
  const rows = parseIndex(text).rows.map((r) => ({ name: r.name, description: r.description, where: `${r.repo}/${r.relpath}` }));
  const matches = nearDuplicatesOf({ name: req.name, description: meta.description }, rows);
  if (!matches.length) return void 0;
  const shown = matches.slice(0, NEAR_DUPLICATE.shownMatches).map((m) => `"${m.name}" (${m.where ?? ""}, similarity ${m.score.toFixed(2)})`);
  const more = matches.length > shown.length ? ` and ${matches.length - shown.length} more` : "";
  const learned = matches.find((m) => m.where?.startsWith(`${LEARNED_REPO}/`));
  const hint = learned ? `Improve "${learned.name}" instead with action "patch" (or "edit")` : `Load ${matches[0].name} and use it, or save only what it lacks under a name that says how it differs`;
  return {
    refusal: "conflict",
    error: `"${req.name}" closely matches ${shown.join(", ")}${more} by name and description (near-duplicate threshold ${NEAR_DUPLICATE.threshold}). ${hint}. If it really is a different skill, create it again with "force_new": true and a "reason"`
  };
}

// host.js-src/manage/validate.ts
var NAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;
var SUPPORT_DIRS = ["references", "templates", "scripts", "assets"];
var BINARY_EXTENSIONS = /* @__PURE__ */ new Set([
  "exe",
  "dll",
  "so",
  "dylib",
  "bin",
  "dat",
  "com",
  "msi",
  "dmg",
  "app",
  "deb",
  "rpm",
  "apk",
  "jar",
  "class",
  "pyc",
  "pyo",
  "o",
  "a",
  "lib",
  "obj",
  "wasm",
  "zip",
  "gz",
  "tgz",
  "bz2",
  "xz",
  "zst",
  "7z",
  "rar",
  "tar",
  "iso",
  "img",
  "png",
  "jpg",
  "jpeg",
  "gif",
  "webp",
  "bmp",
  "ico",
  "tif",
  "tiff",
  "pdf",
  "doc",
  "docx",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "woff",
  "woff2",
  "ttf",
  "otf",
  "eot",
  "mp3",
  "mp4",
  "wav",
  "ogg",
  "flac",
  "mov",
  "avi",
  "mkv",
  "sqlite",
  "db"
]);
var OK = { ok: true };
var fail = (error) => ({ ok: false, error });
function utf8Bytes(text) {
  return new TextEncoder().encode(text).length;
}
var WINDOWS_RESERVED = /^(con|prn|aux|nul|clock\$|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])(\..*)?$/i;
var HIDDEN_CHAR = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;
var WINDOWS_CHAR = /[<>:"|?*]/;
function charName(c) {
  const code = c.codePointAt(0);
  const hex = "U+" + code.toString(16).toUpperCase().padStart(4, "0");
  if (c === "\n") return `a newline (${hex})`;
  if (c === "\r") return `a carriage return (${hex})`;
  if (c === "	") return `a tab (${hex})`;
  if (code >= 8234 && code <= 8238) return `a bidirectional override (${hex}), which makes a name read differently from what it is`;
  if (code >= 8294 && code <= 8297) return `a bidirectional isolate (${hex}), which makes a name read differently from what it is`;
  if (code === 8203 || code === 8204 || code === 8205 || code === 8288 || code === 65279) return `an invisible zero-width character (${hex})`;
  if (new RegExp("\\p{Cc}", "u").test(c)) return `a control character (${hex})`;
  return `an invisible format character (${hex})`;
}
function segmentProblem(segment) {
  const hidden = HIDDEN_CHAR.exec(segment);
  if (hidden) return `it contains ${charName(hidden[0])}; use visible letters, digits, ".", "_" or "-"`;
  const win = WINDOWS_CHAR.exec(segment);
  if (win) return `it contains ${JSON.stringify(win[0])}, which Windows refuses in file names`;
  if (/[. ]$/.test(segment)) return `${JSON.stringify(segment)} ends with ${segment.endsWith(".") ? "a dot" : "a space"}, which Windows drops (two different names would become one file)`;
  if (WINDOWS_RESERVED.test(segment)) return `${JSON.stringify(segment)} is a reserved device name on Windows (con, prn, aux, nul, com1–9, lpt1–9, with any extension); pick another name`;
  if (utf8Bytes(segment) > MANAGE.segmentMaxBytes) return `the name ${JSON.stringify(segment.slice(0, 40) + "…")} is ${utf8Bytes(segment)} bytes; file systems allow ${MANAGE.segmentMaxBytes}. Shorten it`;
  return void 0;
}
function checkName(name, what = "name") {
  if (typeof name !== "string" || name === "") return fail(`"${what}" is required: lowercase letters, digits, ".", "_" or "-", starting with a letter or digit, e.g. "deploy-checklist"`);
  if (name.length > MANAGE.nameMax) return fail(`"${what}" is ${name.length} characters; the limit is ${MANAGE.nameMax}. Shorten it`);
  if (NAME_PATTERN.test(name)) {
    const bad = segmentProblem(name);
    if (bad) return fail(`"${what}" ${JSON.stringify(name)} is refused: ${bad}`);
  }
  if (!NAME_PATTERN.test(name)) {
    const suggestion = name.toLowerCase().replace(/[^a-z0-9._-]+/g, "-").replace(/^[^a-z0-9]+/, "");
    const hidden = HIDDEN_CHAR.exec(name);
    const why = hidden ? ` (it contains ${charName(hidden[0])})` : "";
    return fail(`"${what}" ${JSON.stringify(name)} does not match ^[a-z0-9][a-z0-9._-]*$ (lowercase letters, digits, ".", "_", "-"; first character a letter or digit)${why}${suggestion && suggestion.length <= MANAGE.nameMax && !segmentProblem(suggestion) ? `; try ${JSON.stringify(suggestion)}` : ""}`);
  }
  return OK;
}
function checkSkillMd(content, name) {
  if (content.length > MANAGE.skillMdMaxChars) {
    return fail(`SKILL.md is ${content.length} characters; the limit is ${MANAGE.skillMdMaxChars}. Move detail into references/*.md files (write_file) and keep SKILL.md to the steps`);
  }
  if (content.includes("\0")) return fail("SKILL.md contains a NUL character; skills are text. Remove it");
  const meta = parseFrontmatter(content, name);
  const codes = new Set(meta.problems.map((p) => p.code));
  const shape = `Start the file with:
---
name: ${name}
description: One sentence saying what the skill does and when to use it.
---`;
  if (codes.has("E_NO_FRONTMATTER") || codes.has("E_BAD_YAML")) {
    const why = meta.problems.find((p) => p.code === "E_NO_FRONTMATTER" || p.code === "E_BAD_YAML").message;
    return fail(`SKILL.md needs YAML frontmatter with name and description (${why}). ${shape}`);
  }
  if (codes.has("E_NO_NAME")) return fail(`SKILL.md frontmatter has no "name". ${shape}`);
  if (meta.name !== name) return fail(`SKILL.md frontmatter says name: ${JSON.stringify(meta.name)} but the skill is ${JSON.stringify(name)}; they must be the same. Set name: ${name}`);
  if (codes.has("E_NO_DESCRIPTION") || !meta.description) return fail(`SKILL.md frontmatter has no "description". ${shape}`);
  if (meta.description.length > MANAGE.descriptionMax) {
    return fail(`the description is ${meta.description.length} characters; the limit is ${MANAGE.descriptionMax}. Keep it to what the skill does and when to use it; put the rest in the body`);
  }
  return OK;
}
function checkSupportPath(path) {
  if (typeof path !== "string" || path === "") return fail(`"file_path" is required, e.g. "references/api.md"; allowed folders: ${SUPPORT_DIRS.join("/, ")}/`);
  const depth = path.split("/").length;
  if (depth > MANAGE.pathMaxSegments) return fail(`"file_path" has ${depth} folder levels; the limit is ${MANAGE.pathMaxSegments} (e.g. "references/topic/sub/notes.md"), as deeper files are never listed. Use a flatter path`);
  if (path.length > MANAGE.pathMaxChars) return fail(`"file_path" is ${path.length} characters; the limit is ${MANAGE.pathMaxChars}. Use a shorter path like "references/notes.md"`);
  const hidden = HIDDEN_CHAR.exec(path);
  if (hidden) return fail(`"file_path" ${JSON.stringify(path)} is refused: it contains ${charName(hidden[0])}. Use visible letters, digits, ".", "_" or "-"`);
  const unsafe = unsafeRelativePath(path);
  if (unsafe) return fail(`"file_path" ${JSON.stringify(path)} is refused: ${unsafe}. Give a path like "references/notes.md"`);
  const segments = path.split("/");
  if (segments.some((s) => s === "" || s === ".")) return fail(`"file_path" ${JSON.stringify(path)} has an empty or "." segment; write it like "references/notes.md"`);
  if (segments.some((s) => s.startsWith("."))) return fail(`"file_path" ${JSON.stringify(path)} has a hidden (dot) file or folder; those are reserved. Use a name without a leading dot`);
  for (const seg of segments) {
    const bad = segmentProblem(seg);
    if (bad) return fail(`"file_path" ${JSON.stringify(path)} is refused: ${bad}`);
  }
  if (!SUPPORT_DIRS.includes(segments[0])) {
    return fail(`"file_path" ${JSON.stringify(path)} is outside the support folders; put it under ${SUPPORT_DIRS.map((d) => d + "/").join(", ")} (SKILL.md itself is written with create/edit/patch)`);
  }
  if (segments.length < 2) return fail(`"file_path" ${JSON.stringify(path)} names a folder; give a file inside it, e.g. "${segments[0]}/notes.md"`);
  const file = segments[segments.length - 1];
  const dot = file.lastIndexOf(".");
  const ext = dot > 0 ? file.slice(dot + 1).toLowerCase() : "";
  if (BINARY_EXTENSIONS.has(ext)) return fail(`"file_path" ${JSON.stringify(path)} has the binary extension .${ext}; skills hold text only. Describe the file, or link to where it lives`);
  return OK;
}
function checkSupportContent(path, content) {
  if (content.includes("\0")) return fail(`${path} contains a NUL character: it looks binary, and skills hold text only`);
  const bytes = utf8Bytes(content);
  if (bytes > MANAGE.fileMaxBytes) return fail(`${path} is ${bytes} bytes; one support file may be at most ${MANAGE.fileMaxBytes} bytes (1 MiB). Split it, or keep only what the skill needs`);
  return OK;
}
function checkSkillTotals(files) {
  if (files.size > MANAGE.skillMaxFiles) return fail(`the skill would have ${files.size} files; the limit is ${MANAGE.skillMaxFiles} (SKILL.md included). Merge small files or remove some with remove_file`);
  let total = 0;
  for (const text of files.values()) total += utf8Bytes(text);
  if (total > MANAGE.skillMaxBytes) return fail(`the skill would total ${total} bytes; the limit is ${MANAGE.skillMaxBytes} bytes (1 MiB) for all its files together. Shorten or remove files`);
  return OK;
}
function applyPatch(text, oldString, newString, replaceAll, where) {
  if (oldString === "") return { ok: false, error: `"old_string" is empty; give the exact text to replace in ${where}` };
  let count = 0;
  for (let i = text.indexOf(oldString); i >= 0; i = text.indexOf(oldString, i + oldString.length)) count++;
  if (count === 0) return { ok: false, error: `"old_string" was not found in ${where}; copy it exactly (spaces and line breaks included) from the current file, which you can read with skill_load or skill_ref` };
  if (count > 1 && !replaceAll) return { ok: false, error: `"old_string" occurs ${count} times in ${where}; add surrounding text so it matches once, or set "replace_all": true` };
  return { ok: true, text: text.split(oldString).join(newString), count };
}

// host.js-src/manage/index-update.ts
var INDEX_NAME = "skill-index.tsv";
function learnedRow(relpath, files) {
  const skillMd = files.get("SKILL.md") ?? "";
  const folder = relpath.split("/").pop() ?? relpath;
  const meta = parseFrontmatter(skillMd, folder);
  let bytes = 0;
  for (const t of files.values()) bytes += utf8Bytes(t);
  const row = { repo: LEARNED_REPO, relpath, name: meta.name, description: meta.description, files: files.size, kb: Math.ceil(bytes / 1024) };
  if (meta.whenToUse) row.whenToUse = meta.whenToUse;
  return row;
}
function byRepoPath(a, b) {
  return a.repo < b.repo ? -1 : a.repo > b.repo ? 1 : a.relpath < b.relpath ? -1 : a.relpath > b.relpath ? 1 : 0;
}
async function updateLearnedRows(port, libraryDir, relpaths, rows) {
  const indexPath = joinPath(libraryDir, INDEX_NAME);
  const text = await readUtf8(port, indexPath) ?? "";
  const parsed = text ? parseIndex(text) : { rows: [], problems: [] };
  const drop = new Set(relpaths);
  const names = new Set(rows.map((r) => r.name));
  const kept = parsed.rows.filter((r) => !(r.repo === LEARNED_REPO && (drop.has(r.relpath) || names.has(r.name))));
  const next = [...kept, ...rows].sort(byRepoPath);
  const tsv = serializeIndex(next);
  const sha = await sha256Hex(tsv);
  let meta = {};
  const metaText = await readUtf8(port, joinPath(libraryDir, META_FILE));
  if (metaText) {
    try {
      const m = JSON.parse(metaText);
      if (m && typeof m === "object" && !Array.isArray(m)) meta = m;
    } catch {
    }
  }
  meta = {
    ...meta,
    rows: next.length,
    repos: new Set(next.map((r) => r.repo)).size,
    uniqueNames: new Set(next.map((r) => r.name)).size,
    dropped: meta["dropped"] && typeof meta["dropped"] === "object" ? meta["dropped"] : {},
    sha256: sha,
    generator: typeof meta["generator"] === "string" ? meta["generator"] : "dsh-skill-router skill_manage"
  };
  const plan2 = [
    [SHA_FILE, `${sha}  ${INDEX_NAME}
`],
    [META_FILE, JSON.stringify(meta, null, 2) + "\n"],
    [INDEX_NAME, tsv]
  ];
  await port.mkdirp(libraryDir);
  const tag = `.tmp-${port.pid}-${randomTag()}`;
  const temps = plan2.map(([name]) => joinPath(libraryDir, name + tag));
  try {
    for (let i = 0; i < plan2.length; i++) await port.writeExclusive(temps[i], plan2[i][1]);
    for (let i = 0; i < plan2.length; i++) await port.rename(temps[i], joinPath(libraryDir, plan2[i][0]));
  } catch (err) {
    for (const t of temps) await port.unlink(t).catch(() => void 0);
    throw err;
  }
  await port.syncDir(libraryDir);
  return next.length;
}

// host.js-src/manage/lifecycle.ts
var ACTIONS = ["create", "edit", "patch", "delete", "write_file", "remove_file"];
function refuse(base, refusal, error, fix) {
  const out = { ...base, ok: false, refusal, error: fix ? `${error}. ${fix}` : error, changed: false, notes: [] };
  if (fix) {
    out.cause = error;
    out.fix = fix;
  }
  return out;
}
function note(f) {
  return { ruleId: f.ruleId, severity: f.severity, file: f.file, line: f.line };
}
function describeFindings(findings, max = 5) {
  const shown = findings.slice(0, max).map((f) => `${f.ruleId} (${f.severity}, ${f.category}) at ${f.file}:${f.line}: ${f.message}`);
  return shown.join("; ") + (findings.length > max ? `; and ${findings.length - max} more` : "");
}
function scanFiles(files, waivers) {
  const findings = [];
  for (const [path, text] of files) findings.push(...applyWaivers(scanText(text, path), waivers, contentSha256(text)));
  return { findings, verdict: verdictOf(findings) };
}
function manifestOf(files) {
  const out = {};
  for (const [p, t] of files) out[p] = contentSha256(t);
  return out;
}
function sameManifest(a, b) {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => a[k] === b[k]);
}
function recordOf(records, scope, name) {
  return records.get(keyOf(scope, name));
}
function relpathsOf(record) {
  if (!record) return [];
  const out = [];
  for (let i = record.stack.length - 1; i >= 0; i--) {
    const e = record.stack[i];
    if (e.kind === "version" && !out.includes(e.relpath)) out.push(e.relpath);
  }
  return out;
}
function checkRequest(req) {
  const args = (error) => ({ kind: "arguments", error });
  const limit = (error) => ({ kind: "limit", error });
  const name = checkName(req.name);
  if (!name.ok) return typeof req.name === "string" && req.name.length > MANAGE.nameMax ? limit(name.error) : args(name.error);
  if (req.action === "create" && req.category !== void 0 && req.category !== "") {
    const cat = checkName(req.category, "category");
    if (!cat.ok) return args(cat.error + " (category is one folder level)");
  }
  const fields = req;
  const need = (key, example) => typeof fields[key] === "string" ? void 0 : args(`"${key}" is required for ${req.action}, e.g. ${example}`);
  const supportPath = (path) => {
    const p = checkSupportPath(path);
    if (p.ok) return void 0;
    return typeof path === "string" && path !== "" ? limit(p.error) : args(p.error);
  };
  switch (req.action) {
    case "create":
    case "edit": {
      const missing = need("content", '{"content": "---\\nname: ' + req.name + '\\ndescription: …\\n---\\n# Steps …"}');
      if (missing) return missing;
      const md = checkSkillMd(req.content, req.name);
      if (md.ok) return void 0;
      const overDescription = parseFrontmatter(req.content, req.name).description.length > MANAGE.descriptionMax;
      return req.content.length > MANAGE.skillMdMaxChars || req.content.includes("\0") || overDescription ? limit(md.error) : args(md.error);
    }
    case "patch":
      if (req.file_path !== void 0 && req.file_path !== "SKILL.md") {
        const bad = supportPath(req.file_path);
        if (bad) return bad;
      }
      return need("old_string", '{"old_string": "exact text now", "new_string": "replacement"}') ?? need("new_string", '{"new_string": "replacement"}');
    case "write_file": {
      const bad = supportPath(req.file_path);
      if (bad) return bad;
      const missing = need("file_content", '{"file_path": "references/notes.md", "file_content": "…"}');
      if (missing) return missing;
      const c = checkSupportContent(req.file_path, req.file_content);
      return c.ok ? void 0 : limit(c.error);
    }
    case "remove_file": {
      if (req.file_path === "SKILL.md") return args('SKILL.md cannot be removed with remove_file; delete the whole skill with action "delete"');
      return supportPath(req.file_path);
    }
    case "delete":
      return void 0;
  }
}
async function currentOf(store, name) {
  const st = await store.read();
  const record = recordOf(st.records, store.scope, name);
  const head = record ? topVersion(record) : void 0;
  return { ...record ? { record } : {}, ...head ? { head, files: await store.filesOf(head.files) } : {} };
}
async function otherCopies(store, name) {
  if (!store.paths.indexFile) return [];
  const text = await readUtf8(store.port, store.paths.indexFile).catch(() => void 0);
  if (!text) return [];
  const low = name.toLowerCase();
  return [...new Set(parseIndex(text).rows.filter((r) => r.repo !== LEARNED_REPO && r.name.toLowerCase() === low).map((r) => `${r.repo}/${r.relpath}`))];
}
function plan(req, cur, who) {
  const exists = Boolean(cur.head && cur.files);
  const op = who.by === "human" && req.action === "edit" ? "human-edit" : req.action;
  if (req.action === "create") {
    if (exists) {
      return { refusal: "state", error: `a learned skill named "${req.name}" already exists (version ${cur.head.version.slice(0, 12)}). Change it with action "edit" (whole SKILL.md) or "patch" (one passage), or pick another name` };
    }
    const relpath2 = req.category ? `${req.category}/${req.name}` : req.name;
    const files2 = /* @__PURE__ */ new Map([["SKILL.md", req.content]]);
    return { relpath: relpath2, files: files2, changed: new Map(files2), removed: [], op };
  }
  if (!exists) {
    const deleted = cur.record && top(cur.record)?.kind === "tombstone";
    return {
      refusal: "state",
      error: deleted ? `the learned skill "${req.name}" was deleted. Create it again with action "create", or ask a person to restore it with: dsh-skill-router skills rollback ${req.name}` : `there is no learned skill named "${req.name}" in this project. Create it first with action "create"; skill_manage changes only skills it wrote (under ${LEARNED_REPO}/)`
    };
  }
  const files = new Map(cur.files);
  const relpath = cur.head.relpath;
  switch (req.action) {
    case "edit":
      files.set("SKILL.md", req.content);
      return { relpath, files, changed: /* @__PURE__ */ new Map([["SKILL.md", req.content]]), removed: [], op };
    case "patch": {
      const target = req.file_path ?? "SKILL.md";
      const before = files.get(target);
      if (before === void 0) return { refusal: "state", error: `"${req.name}" has no file ${target}; its files: ${[...files.keys()].join(", ")}` };
      const r = applyPatch(before, req.old_string, req.new_string, req.replace_all === true, `${req.name}/${target}`);
      if (!r.ok) return { refusal: "arguments", error: r.error };
      files.set(target, r.text);
      return { relpath, files, changed: /* @__PURE__ */ new Map([[target, r.text]]), removed: [], op };
    }
    case "write_file":
      files.set(req.file_path, req.file_content);
      return { relpath, files, changed: /* @__PURE__ */ new Map([[req.file_path, req.file_content]]), removed: [], op };
    case "remove_file":
      if (!files.has(req.file_path)) return { refusal: "state", error: `"${req.name}" has no file ${req.file_path}; its files: ${[...files.keys()].join(", ")}` };
      files.delete(req.file_path);
      return { relpath, files, changed: /* @__PURE__ */ new Map(), removed: [req.file_path], op };
    default:
      return { refusal: "arguments", error: `unknown action ${req.action}` };
  }
}
async function symlinkIn(store, p) {
  for (const rel of [...p.changed.keys(), ...p.removed]) {
    const link = await store.symlinkOnPath(p.relpath, rel);
    if (link) return link;
  }
  return store.symlinkOnPath(p.relpath);
}
function checkPlan(p, name) {
  const md = p.files.get("SKILL.md");
  if (md === void 0) return "the skill would have no SKILL.md";
  const mdCheck = checkSkillMd(md, name);
  if (!mdCheck.ok) return mdCheck.error;
  for (const [path, text] of p.changed) {
    if (path === "SKILL.md") continue;
    const c = checkSupportContent(path, text);
    if (!c.ok) return c.error;
  }
  const totals = checkSkillTotals(p.files);
  return totals.ok ? void 0 : totals.error;
}
function guardRefusal(name, findings) {
  const critical = findings.filter((f) => f.severity === "critical");
  return `the guard judged this content dangerous: ${describeFindings(critical)}. Nothing was written. Remove or rephrase those lines (describe a risky command as a warning, not an instruction), then retry; a person can review and waive a finding with: dsh-skill-router skills waive ${name} <rule-id>`;
}
async function reconcile(store, record) {
  const notes = [];
  if (!record) return notes;
  const head = topVersion(record);
  for (const relpath of relpathsOf(record)) {
    const live = await store.readLive(relpath);
    for (const t of live.temps) await store.port.unlink(t);
    if (live.temps.length) notes.push(`removed ${live.temps.length} temp file(s) left by an interrupted write`);
    if (!live.exists) continue;
    const wanted = head && head.relpath === relpath ? head.files : void 0;
    const manifest = manifestOf(live.files);
    if (wanted && !live.symlinks.length && sameManifest(manifest, wanted)) continue;
    let unknown = live.symlinks.length > 0;
    for (const sha of Object.values(manifest)) if (!await store.hasObject(sha)) unknown = true;
    const parked = await store.removeFolder(relpath, unknown);
    if (parked) notes.push(`${LEARNED_REPO}/${relpath} had changes made outside skill_manage; they were moved to ${parked}`);
  }
  if (head) {
    const live = await store.readLive(head.relpath);
    if (!live.exists) {
      const files = await store.filesOf(head.files);
      const temps = await store.stage(head.relpath, files);
      await store.commit(head.relpath, temps, []);
    }
  }
  return notes;
}
var INDEX_SOFT = /* @__PURE__ */ new Set(["E_NOT_REGULAR", "EISDIR", "E_TOO_LARGE", "ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM"]);
async function refreshIndexNoting(store, record, name, notes) {
  try {
    await refreshIndex(store, record, name);
  } catch (err) {
    const code = codeOf(err);
    if (!code || !INDEX_SOFT.has(code)) throw err;
    notes.push(`saved, but the library index could not be updated: ${describeIoError(err, store.paths.indexFile)}. Until it is, skill_search may not show this change; rebuild it with: dsh-skill-router build-index ${store.paths.root}`);
  }
}
async function refreshIndex(store, record, name) {
  if (store.scope !== "project" || !store.paths.indexFile) return;
  const head = record ? topVersion(record) : void 0;
  const rows = head ? [learnedRow(head.relpath, await store.filesOf(head.files))] : [];
  const relpaths = relpathsOf(record);
  if (!relpaths.length && !rows.length) return;
  await updateLearnedRows(store.port, store.paths.root, relpaths.length ? relpaths : [name], rows);
}
function summary(store, record) {
  if (!record) return {};
  const head = topVersion(record);
  const state = stateOf(record);
  return {
    state,
    ...head ? { version: head.version, path: store.skillDir(head.relpath) } : {},
    ...state === "quarantined" && head ? { cleanSessions: head.cleanSessions.length } : {}
  };
}
async function checkedPlan(store, req, cur, who, base, notes, scanInMemory) {
  const p = plan(req, cur, who);
  if ("refusal" in p) return { outcome: refuse(base, p.refusal, p.error) };
  const limit = checkPlan(p, req.name);
  if (limit) return { outcome: refuse(base, "limit", limit) };
  if (scanInMemory) {
    const scan = scanFiles(p.files, cur.record?.waivers ?? []);
    if (scan.verdict === "dangerous") return { outcome: { ...refuse(base, "guard", guardRefusal(req.name, scan.findings)), verdict: "dangerous", findings: scan.findings.map(note) } };
  }
  const link = await symlinkIn(store, p);
  if (link) return { outcome: refuse(base, "limit", `${link} is a symbolic link; skills may not contain or sit behind symlinks. A person must replace it with a real folder`) };
  if (cur.head && sameManifest(manifestOf(p.files), cur.head.files)) {
    return { outcome: { ...base, ok: true, changed: false, notes: [...notes, "the content is the same as the current version; nothing changed"], ...summary(store, cur.record) } };
  }
  return { plan: p };
}
async function manage(store, req, who) {
  const base = { action: req.action, name: typeof req.name === "string" ? req.name : "", scope: store.scope };
  const bad = checkRequest(req);
  if (bad) return refuse(base, bad.kind, bad.error);
  if (req.action === "delete") return remove(store, req.name, who);
  if (req.action === "create") {
    const others = await otherCopies(store, req.name);
    if (others.length) {
      return refuse(base, "conflict", `the library already has a skill named "${req.name}" (${others.join(", ")}); a learned skill must not shadow it. Pick a more specific name, e.g. "${req.name}-notes"`);
    }
    const dup = await nearDuplicateCheck(store, req);
    if (dup) return refuse(base, dup.refusal, dup.error);
  }
  const pre = await checkedPlan(store, req, await currentOf(store, req.name), who, base, [], true);
  if ("outcome" in pre) return pre.outcome;
  return store.locked(async (lock) => {
    const notes = [];
    if (lock.recovered) notes.push("recovered the store lock from a writer that had crashed");
    const st0 = await store.read();
    notes.push(...await reconcile(store, recordOf(st0.records, store.scope, req.name)));
    const cur = await currentOf(store, req.name);
    const checked = await checkedPlan(store, req, cur, who, base, notes, false);
    if ("outcome" in checked) return checked.outcome;
    const p = checked.plan;
    const files = manifestOf(p.files);
    const temps = await store.stage(p.relpath, p.changed);
    let scan;
    try {
      const onDisk = new Map(p.files);
      for (const [rel, tmp] of temps) {
        const back = await readUtf8(store.port, tmp);
        if (back === void 0 || back !== p.changed.get(rel)) throw Object.assign(new Error(`the temp file for ${rel} read back different bytes (disk full or failing?)`), { code: "EIO" });
        onDisk.set(rel, back);
      }
      scan = scanFiles(onDisk, cur.record?.waivers ?? []);
    } catch (err) {
      await store.discard(temps);
      throw err;
    }
    if (scan.verdict === "dangerous") {
      await store.discard(temps);
      return { ...refuse(base, "guard", guardRefusal(req.name, scan.findings)), verdict: "dangerous", findings: scan.findings.map(note) };
    }
    try {
      for (const [rel, text] of p.files) await store.putObject(files[rel], text);
      const event = {
        v: 1,
        t: "version",
        scope: store.scope,
        name: req.name,
        at: store.port.now(),
        op: p.op,
        by: who.by,
        version: await manifestVersion(files),
        files,
        relpath: p.relpath,
        verdict: scan.verdict === "caution" ? "caution" : "safe"
      };
      if (who.project) event.project = who.project;
      if (who.session) event.session = who.session;
      if (req.action === "create" && req.force_new === true && typeof req.reason === "string") event.forceNew = req.reason.slice(0, NEAR_DUPLICATE.reasonMaxChars);
      const recorded = scan.findings.filter((f) => f.severity === "critical" || f.severity === "high" || f.severity === "medium");
      if (recorded.length) event.findings = recorded.map(note);
      await store.append([event]);
    } catch (err) {
      await store.discard(temps);
      throw err;
    }
    await store.commit(p.relpath, temps, p.removed);
    const after = recordOf((await store.read()).records, store.scope, req.name);
    await refreshIndexNoting(store, after, req.name, notes);
    const high = scan.findings.filter((f) => f.severity === "high");
    if (high.length) {
      notes.push(`guard: caution — ${describeFindings(high)}. Saved, but it is withheld at load until those lines are fixed or a person waives them (dsh-skill-router skills waive ${req.name} <rule-id>)`);
    }
    return { ...base, ok: true, changed: true, verdict: scan.verdict, findings: scan.findings.map(note), notes, ...summary(store, after) };
  });
}
async function remove(store, name, who) {
  const base = { action: "delete", name, scope: store.scope };
  const n = checkName(name);
  if (!n.ok) return refuse(base, "arguments", n.error);
  const pre = await currentOf(store, name);
  if (!pre.head) {
    return pre.record ? refuse(base, "state", `"${name}" is already deleted`, `Restore it with: dsh-skill-router skills rollback ${name}${store.scope === "global" ? " --global" : ""}`) : refuse(base, "state", `there is no learned skill named "${name}" in the ${store.scope} store`, "List them with: dsh-skill-router skills list");
  }
  return store.locked(async () => {
    const st = await store.read();
    const record = recordOf(st.records, store.scope, name);
    if (!record || !topVersion(record)) return refuse(base, "state", `"${name}" was deleted by another writer a moment ago`);
    await store.append([{ v: 1, t: "tombstone", scope: store.scope, name, at: store.port.now(), by: who.by, ...who.session ? { session: who.session } : {} }]);
    const after = recordOf((await store.read()).records, store.scope, name);
    const notes = await reconcile(store, after);
    await refreshIndexNoting(store, after, name, notes);
    return { ...base, ok: true, changed: true, state: "deleted", notes: [...notes, `undo with: dsh-skill-router skills rollback ${name}${store.scope === "global" ? " --global" : ""}`] };
  });
}
async function rollback(store, name, who) {
  const base = { action: "rollback", name, scope: store.scope };
  return store.locked(async () => {
    const st = await store.read();
    const record = recordOf(st.records, store.scope, name);
    if (!record) return refuse(base, "state", `there is no learned skill named "${name}" in the ${store.scope} store`, "List them with: dsh-skill-router skills list");
    if (record.stack.length < 2) {
      return refuse(base, "state", `"${name}" has a single version, so there is nothing earlier to roll back to`, `To change it, edit it (dsh-skill-router skills edit ${name}); to remove it, use skills rm ${name}`);
    }
    const undone = top(record);
    const restored = record.stack[record.stack.length - 2];
    await store.append([
      {
        v: 1,
        t: "rollback",
        scope: store.scope,
        name,
        at: store.port.now(),
        by: who.by,
        version: restored.kind === "version" ? restored.version : "tombstone",
        undone: undone.kind === "version" ? undone.version : "tombstone"
      }
    ]);
    const after = recordOf((await store.read()).records, store.scope, name);
    const notes = await reconcile(store, after);
    await refreshIndexNoting(store, after, name, notes);
    notes.unshift(
      undone.kind === "tombstone" ? "restored the deleted skill" : restored.kind === "tombstone" ? "rolled back past the re-creation: the skill is deleted again (rollback once more to restore the earlier one)" : `rolled back from ${undone.version.slice(0, 12)} to ${restored.version.slice(0, 12)}`
    );
    return { ...base, ok: true, changed: true, notes, ...summary(store, after), ...after && !topVersion(after) ? { state: "deleted" } : {} };
  });
}
async function promote(project, global, name) {
  const base = { action: "promote", name, scope: "global" };
  const st = await project.read();
  const record = recordOf(st.records, "project", name);
  const head = record ? topVersion(record) : void 0;
  if (!record || !head) {
    return record ? refuse(base, "state", `"${name}" is deleted in this project`, `Restore it first with: dsh-skill-router skills rollback ${name}`) : refuse(base, "state", `there is no learned skill named "${name}" in this project (${project.paths.learned})`, "List them with: dsh-skill-router skills list");
  }
  const state = stateOf(record);
  if (state !== "active") {
    const why = head.flags ? `it has ${head.flags} flag(s) from the guard at load` : `it has clean loads in ${head.cleanSessions.length} of the ${MANAGE.cleanSessionsToActivate} distinct sessions it needs`;
    return refuse(
      base,
      "state",
      `"${name}" is quarantined: ${why}; only an active skill can go global`,
      `Load it in ${Math.max(0, MANAGE.cleanSessionsToActivate - head.cleanSessions.length)} more session(s) without findings${head.flags ? ", after a person reviews and waives the findings (skills show, skills waive)" : ""}, then promote again`
    );
  }
  const files = await project.filesOf(head.files);
  const scan = scanFiles(files, record.waivers);
  if (scan.verdict === "dangerous") return { ...refuse(base, "guard", guardRefusal(name, scan.findings)), verdict: "dangerous" };
  const gst = await global.read();
  const grec = recordOf(gst.records, "global", name);
  if (grec && topVersion(grec)?.version === head.version) {
    return { ...base, ok: true, changed: false, state: "global", version: head.version, path: global.skillDir(topVersion(grec).relpath), notes: ["already global at this version"] };
  }
  const outcome = await global.locked(async () => {
    const notes = await reconcile(global, recordOf((await global.read()).records, "global", name));
    for (const [rel, text] of files) await global.putObject(head.files[rel], text);
    const relpath = name;
    await global.append([
      { v: 1, t: "version", scope: "global", name, at: global.port.now(), op: "promote", by: "human", version: head.version, files: head.files, relpath, verdict: scan.verdict === "caution" ? "caution" : "safe", ...head.project ? { project: head.project } : {} },
      // Waivers a person gave in the project travel with the content they name.
      ...record.waivers.map((w) => ({ v: 1, t: "waive", scope: "global", name, at: global.port.now(), waiver: w }))
    ]);
    notes.push(...await reconcile(global, recordOf((await global.read()).records, "global", name)));
    return { ...base, ok: true, changed: true, state: "global", version: head.version, path: global.skillDir(relpath), notes };
  });
  await project.locked(async () => project.append([{ v: 1, t: "promoted", scope: "project", name, at: project.port.now(), version: head.version }]));
  outcome.notes.push("visible to every project now; this project keeps its own copy, which shadows the global one");
  return outcome;
}
async function waive(store, name, ruleId, file = "SKILL.md", line) {
  const base = { action: "waive", name, scope: store.scope };
  return store.locked(async () => {
    const st = await store.read();
    const record = recordOf(st.records, store.scope, name);
    const head = record ? topVersion(record) : void 0;
    if (!record || !head) return refuse(base, "state", `there is no current learned skill named "${name}" in the ${store.scope} store`, "List them with: dsh-skill-router skills list");
    const sha = head.files[file];
    if (!sha) return refuse(base, "arguments", `"${name}" has no file ${file}`, `Name one of its files with --file: ${Object.keys(head.files).join(", ")}`);
    const text = await store.getObject(sha);
    const matching = scanText(text, file).filter((f) => f.ruleId === ruleId && (line === void 0 || f.line === line));
    if (!matching.length) {
      const present = [...new Set(scanText(text, file).map((f) => `${f.ruleId}@${f.line}`))];
      return refuse(base, "arguments", `no finding ${ruleId}${line ? ` at line ${line}` : ""} in ${name}/${file} as it is now${present.length ? `; its findings: ${present.join(", ")}` : " (it has no findings)"}`, `Check the rule id and line with: dsh-skill-router skills show ${name}`);
    }
    const waiver = { ruleId, file, contentSha256: sha, ...line !== void 0 ? { line } : {} };
    await store.append([{ v: 1, t: "waive", scope: store.scope, name, at: store.port.now(), waiver }]);
    return { ...base, ok: true, changed: true, notes: [`waived ${matching.length} finding(s) of ${ruleId} in ${file} for this content only (sha256 ${sha.slice(0, 12)}); the waiver expires when the file changes`], ...summary(store, recordOf((await store.read()).records, store.scope, name)) };
  });
}
async function compact(store) {
  return store.locked(async () => {
    const st = await store.read();
    const events = compactEvents(st.records.values());
    const text = events.map(serializeEvent).join("");
    const tmp = joinPath(store.paths.stateDir, `.tmp-${store.port.pid}-ledger`);
    await store.port.unlink(tmp);
    await store.port.writeExclusive(tmp, text);
    await store.port.rename(tmp, store.paths.ledger);
    await store.port.syncDir(store.paths.stateDir);
    return { before: st.events.length + st.skipped.length, after: events.length, skipped: st.skipped.length, records: st.records.size };
  });
}
function quarantineLabel(clean) {
  return `QUARANTINED: agent-written and not yet reviewed (${clean}/${MANAGE.cleanSessionsToActivate} clean sessions). Check each step before relying on it.`;
}
async function checkLoad(store, name, session, opts = {}) {
  const record_ = opts.record !== false;
  let st = await store.read();
  let record = recordOf(st.records, store.scope, name);
  const head = record ? topVersion(record) : void 0;
  if (!record || !head) {
    return { withhold: `"${name}" sits in ${LEARNED_REPO}/ but has no recorded version (written outside skill_manage, or deleted); it is withheld. Re-create it with skill_manage, or ask a person to check ${store.paths.learned}` };
  }
  let live = await store.readLive(head.relpath);
  let manifest = manifestOf(live.files);
  if (live.symlinks.length || !sameManifest(manifest, head.files)) {
    let known = !live.symlinks.length;
    for (const sha of Object.values(manifest)) if (known && !await store.hasObject(sha)) known = false;
    if (known && !record_) {
      return { state: stateOf(record), ...stateOf(record) === "quarantined" ? { label: quarantineLabel(head.cleanSessions.length) } : {} };
    }
    if (known) {
      await store.tryLocked(async () => {
        await reconcile(store, recordOf((await store.read()).records, store.scope, name));
      });
      live = await store.readLive(head.relpath);
      manifest = manifestOf(live.files);
    }
    if (!sameManifest(manifest, head.files)) {
      const reason = `"${name}" was changed outside skill_manage (its files differ from version ${head.version.slice(0, 12)}); it is withheld. Save changes with skill_manage edit/patch so the guard checks them`;
      if (record_) await flag(store, name, head.version, session, reason);
      return { withhold: reason, state: stateOf(record) };
    }
  }
  const scan = scanFiles(live.files, record.waivers);
  const serious = scan.findings.filter((f) => f.severity === "critical" || f.severity === "high");
  if (serious.length) {
    const reason = `"${name}" is withheld: the guard found ${describeFindings(serious, 3)}. A person can review it with dsh-skill-router skills show ${name} and waive a finding with skills waive`;
    if (record_) await flag(store, name, head.version, session, reason, serious.map(note));
    return { withhold: reason, state: stateOf(record) };
  }
  const files = live.files;
  let state = stateOf(record);
  if (state !== "quarantined") return { state, files };
  let activated = false;
  if (record_ && session && !head.cleanSessions.includes(session)) {
    await store.tryLocked(async () => {
      await store.append([{ v: 1, t: "use", scope: store.scope, name, at: store.port.now(), version: head.version, session }]);
    });
    st = await store.read();
    record = recordOf(st.records, store.scope, name);
    state = stateOf(record);
    activated = state === "active";
  }
  if (state === "active") return { state, files, ...activated ? { activated: true } : {} };
  return { state, files, label: quarantineLabel(topVersion(record)?.cleanSessions.length ?? 0), ...activated ? { activated: true } : {} };
}
async function flagCurrent(store, name, session, reason) {
  const record = recordOf((await store.read()).records, store.scope, name);
  const head = record ? topVersion(record) : void 0;
  if (!head) return false;
  await flag(store, name, head.version, session, reason);
  return true;
}
async function flag(store, name, version, session, reason, findings) {
  await store.tryLocked(async () => {
    await store.append([{ v: 1, t: "flag", scope: store.scope, name, at: store.port.now(), version, reason, ...session ? { session } : {}, ...findings ? { findings } : {} }]);
  });
}

export {
  ACTIONS,
  note,
  describeFindings,
  scanFiles,
  recordOf,
  checkRequest,
  reconcile,
  manage,
  remove,
  rollback,
  promote,
  waive,
  compact,
  quarantineLabel,
  checkLoad,
  flagCurrent
};
