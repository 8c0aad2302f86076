import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  LEARNED_REPO,
  Store,
  codeOf,
  compactEvents,
  describeIoError,
  dshHomeOf,
  globalPaths,
  keyOf,
  manifestVersion,
  projectPaths,
  randomTag,
  readUtf8,
  serializeEvent,
  stateOf,
  top,
  topVersion
} from "./cli-DBXS2PZL.mjs";
import {
  parseFrontmatter
} from "./cli-E35XZFEF.mjs";
import {
  LibraryCache,
  META_FILE,
  SEARCH_SIDECAR,
  SEARCH_SIDECAR_JSON,
  SHA_FILE,
  assembleSearchIndex,
  basename,
  buildSearchIndex,
  checkInfo,
  collectPostings,
  describeFsError,
  dirname,
  isInside,
  joinPath,
  locateLibrary,
  mergeRawPostings,
  normalizeName,
  parseIndex,
  queryWords,
  rank,
  readOptional,
  readOptionalBytes,
  readSearchSidecar,
  readSearchSidecarJson,
  readTextChecked,
  realPathOf,
  rowDocs,
  serializeIndex,
  sha256Hex,
  skillDir,
  tokenize,
  unsafeRelativePath,
  versionKey
} from "./cli-MSY2TQNY.mjs";
import {
  applyWaivers,
  containsCanary,
  contentSha256,
  makeCanary,
  scanText,
  verdictOf,
  wrapUntrusted
} from "./cli-5WEDLR2I.mjs";
import {
  ARGS,
  LIMITS,
  MANAGE,
  NEAR_DUPLICATE
} from "./cli-MNSCC6CR.mjs";

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

// host.js-src/core/near-duplicate.ts
function nameTerms(name) {
  const low = name.toLowerCase();
  const out = new Set(tokenize(low.replace(/[-_.]+/g, " ")));
  out.add(low);
  return out;
}
var memo = /* @__PURE__ */ new Map();
function termsOf(s) {
  const key = `${s.name}\0${s.description}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const terms = { name: nameTerms(s.name), description: new Set(tokenize(s.description)) };
  if (memo.size >= NEAR_DUPLICATE.maxRows) memo.clear();
  memo.set(key, terms);
  return terms;
}
function dice(a, b) {
  if (!a.size || !b.size) return 0;
  const [small, big] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const t of small) if (big.has(t)) shared++;
  return 2 * shared / (a.size + b.size);
}
function scoreTerms(a, b, nameWeight = NEAR_DUPLICATE.nameWeight) {
  const nameScore = dice(a.name, b.name);
  const descriptionScore = dice(a.description, b.description);
  return { score: nameWeight * nameScore + (1 - nameWeight) * descriptionScore, nameScore, descriptionScore };
}
function nearDuplicatesOf(probe, rows, threshold = NEAR_DUPLICATE.threshold) {
  const p = termsOf(probe);
  const own = probe.name.toLowerCase();
  const best = /* @__PURE__ */ new Map();
  const w = NEAR_DUPLICATE.nameWeight;
  const needName = (threshold - (1 - w)) / w > 0 ? 1 : 0;
  const needDesc = Math.max(0, Math.ceil((threshold - w) / (1 - w) * p.description.size / 2 - 1e-9));
  const keys = (set) => [...new Set([...set].map((t) => t.slice(0, 4)))];
  const nameKeys = keys(p.name);
  const descKeys = keys(p.description);
  for (const row of rows.slice(0, NEAR_DUPLICATE.maxRows)) {
    const key = row.name.toLowerCase();
    if (key === own) continue;
    const hay = `${key} ${row.description.toLowerCase()}`;
    if (needName && !nameKeys.some((k) => hay.includes(k))) continue;
    if (needDesc && descKeys.filter((k) => hay.includes(k)).length < needDesc) continue;
    const s = scoreTerms(p, termsOf(row));
    if (s.score < threshold) continue;
    const prev = best.get(key);
    if (!prev || prev.score < s.score) best.set(key, { name: row.name, ...row.where ? { where: row.where } : {}, ...s });
  }
  return [...best.values()].sort((x, y) => y.score - x.score || (x.name < y.name ? -1 : 1));
}
function nearDuplicatePairs(rows, threshold = NEAR_DUPLICATE.threshold) {
  const byName = /* @__PURE__ */ new Map();
  for (const r of rows.slice(0, NEAR_DUPLICATE.maxRows)) if (!byName.has(r.name.toLowerCase())) byName.set(r.name.toLowerCase(), r);
  const list = [...byName.values()];
  const terms = list.map(termsOf);
  const postings = /* @__PURE__ */ new Map();
  terms.forEach((t, i) => {
    for (const w of /* @__PURE__ */ new Set([...t.name, ...t.description])) {
      let p = postings.get(w);
      if (!p) postings.set(w, p = []);
      p.push(i);
    }
  });
  const maxDf = Math.max(2, Math.floor(list.length * NEAR_DUPLICATE.commonWordShare));
  const seen = /* @__PURE__ */ new Set();
  const pairs = [];
  let compared = 0;
  for (const ids of postings.values()) {
    if (ids.length < 2 || ids.length > maxDf) continue;
    for (let x = 0; x < ids.length; x++) {
      for (let y = x + 1; y < ids.length; y++) {
        const i = ids[x];
        const j = ids[y];
        const key = i * list.length + j;
        if (seen.has(key)) continue;
        seen.add(key);
        compared++;
        const s = scoreTerms(terms[i], terms[j]);
        if (s.score >= threshold) pairs.push({ a: list[i], b: list[j], score: s.score });
      }
    }
  }
  pairs.sort((p, q) => q.score - p.score || (p.a.name < q.a.name ? -1 : 1));
  return { pairs: pairs.slice(0, NEAR_DUPLICATE.doctorMaxPairs), total: pairs.length, compared };
}

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
  const bytes2 = utf8Bytes(content);
  if (bytes2 > MANAGE.fileMaxBytes) return fail(`${path} is ${bytes2} bytes; one support file may be at most ${MANAGE.fileMaxBytes} bytes (1 MiB). Split it, or keep only what the skill needs`);
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
  let bytes2 = 0;
  for (const t of files.values()) bytes2 += utf8Bytes(t);
  const row = { repo: LEARNED_REPO, relpath, name: meta.name, description: meta.description, files: files.size, kb: Math.ceil(bytes2 / 1024) };
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

// host.js-src/manage/hooks.ts
var GLOBAL_SOURCE = "learned-global";
function projectKeyOf(libraryDir, _cwd) {
  return basename(libraryDir) === ".skill-src" ? dirname(libraryDir) : libraryDir;
}
function createLifecycleHooks(port, opts = {}) {
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
    const direct = recordOf(records, "project", basename(relpath));
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
      await flagCurrent(projectStore(n.libraryDir), n.name, asker.sessionId, `canary in the arguments of a ${tool.slice(0, 64)} call`).catch(() => false);
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
          for (const g of await fromGlobal()) {
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
          const meta = parseFrontmatter(g.text, g.record.name);
          const def = { name: g.record.name, description: meta.description, source: GLOBAL_SOURCE, content: meta.body.trim(), path: joinPath(g.dir, "SKILL.md"), baseDir: g.dir };
          return def;
        }
      };
      return port_;
    }
  };
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

// host.js-src/router/fit.ts
var encoder = new TextEncoder();
var bytes = (text) => encoder.encode(text).length;
function over(v, max) {
  return bytes(renderSearch(v)) > max - NOTE_ROOM || bytes(JSON.stringify(v)) > ARGS.valueMaxBytes - NOTE_ROOM;
}
var NOTE_ROOM = ARGS.fitNoteBytes;
function shorten(text, max) {
  return text.length > max ? text.slice(0, max - 1).trimEnd() + "…" : text;
}
function fitSearch(v, max = ARGS.answerMaxBytes) {
  if (!over(v, max)) return v;
  const note2 = (n) => v.note = v.note ? `${v.note}; ${n}` : n;
  if (v.hits.some((h) => h.whenToUse)) {
    for (const h of v.hits) delete h.whenToUse;
    note2(`when-to-use lines left out to keep the answer under ${Math.round(max / 1024)} KB`);
    if (!over(v, max)) return v;
  }
  for (const h of v.hits) h.description = shorten(h.description, ARGS.fitDescriptionChars);
  if (!over(v, max)) return v;
  let dropped = 0;
  while (v.hits.length > 1 && bytes(renderSearch(v)) > max - NOTE_ROOM) {
    v.hits.pop();
    dropped++;
  }
  if (!dropped) return v;
  v.shown = v.hits.length;
  v.more = v.total - v.shown;
  note2(`${dropped} more hit${dropped === 1 ? "" : "s"} left out to keep the answer under ${Math.round(max / 1024)} KB (ask with names_only, or add words)`);
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
function checkName2(v, key, tool) {
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
    const n = checkName2(v, key, tool);
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
  const name = a["name"] === void 0 || a["name"] === null || a["name"] === "" ? void 0 : checkName2(a["name"], "name", tool);
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
function cut(text, max) {
  const oneLine = text.replace(/\s+/g, " ").trim();
  return oneLine.length > max ? oneLine.slice(0, max - 1).trimEnd() + "…" : oneLine;
}
var Router = class {
  cache = new LibraryCache();
  searchIndexes = /* @__PURE__ */ new WeakMap();
  prebuiltIndexes = /* @__PURE__ */ new WeakMap();
  lookups = /* @__PURE__ */ new WeakMap();
  /** Per row: 0 not asked yet, 1 not governed, 2 governed by the visibility hooks. */
  governed = /* @__PURE__ */ new WeakMap();
  /** Per call context (its cwd): the library it located, re-located only when its index file changes. */
  placed = /* @__PURE__ */ new Map();
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
  async resolveLibrary(call) {
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
    const loaded = await this.cache.load(call.fs, location, call.signal);
    if ("error" in loaded) {
      facts.error = loaded.error;
      return { facts };
    }
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
        const info = await call.fs.stat(await call.fs.resolve(path, { signal: call.signal }), call.signal);
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
      const cut2 = id.lastIndexOf("/");
      const parent = cut2 < 0 ? "" : id.slice(0, cut2);
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
        const bytes2 = await readOptionalBytes(call.fs, joinPath(dir, SEARCH_SIDECAR), call.signal);
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
    const { raw: stored, note: note2 } = library && libraryCount ? await this.prebuilt(library, call) : {};
    let index;
    if (!stored) index = buildSearchIndex(docs);
    else if (docs.length === libraryCount) index = assembleSearchIndex(docs, stored);
    else index = assembleSearchIndex(docs, mergeRawPostings(stored, collectPostings(docs.slice(libraryCount))));
    const entry = { key: residentKey, index, shadowed, ...note2 ? { note: note2 } : {} };
    this.searchIndexes.set(holder, entry);
    return entry;
  }
  /**
   * Loads the call context's library and builds its search index before any call needs it (the MCP
   * server does this while its client is still idle). It takes over what the first search would
   * have said once about the stored search cache, and hands that back so the caller can say it.
   */
  async warmUp(call) {
    const [resolved, residents] = await Promise.all([this.resolveLibrary(call), this.residentList(call)]);
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
    const checks = Promise.all([this.resolveLibrary(call), this.residentList(call)]);
    const lastLibrary = this.placed.get(call.cwd ?? "")?.resolved.library;
    const last = lastLibrary ? this.searchIndexes.get(lastLibrary) : void 0;
    const early = last ? rank(last.index, query, rankOptions) : void 0;
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
    const result = early && entry === last ? early : rank(index, query, rankOptions);
    const surface = surfaceForms(query);
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
      const governs = this.governedRows(library);
      const governed = result.headsWhere((d) => index.docs[d].source === "library" && !library.location.starter && library.rows[d] !== void 0 && governs(d)).map((d) => ({ d, dir: skillDir(library, library.rows[d]), name: library.rows[d].name }));
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
    const shown = result.top(req.value.limit, hidden.size ? (d) => hidden.has(d) : void 0);
    out.shown = shown.length;
    out.more = out.total - out.shown;
    if (namesOnly) out.namesOnly = true;
    const stale = await mapBounded(shown, LIMITS.fsParallel, async (hit) => {
      const row = index.docs[hit.doc].source === "library" && library ? library.rows[hit.doc] : void 0;
      return row && library ? !await this.exists(call, joinPath(skillDir(library, row), "SKILL.md")) : false;
    });
    for (const [k, hit] of shown.entries()) {
      const doc = index.docs[hit.doc];
      const sameName = index.byName.get(normalizeName(hit.name)) ?? [hit.doc];
      const residentCopies = shadowed.get(normalizeName(hit.name)) ?? [];
      const copies = sameName.length + residentCopies.length;
      const row = doc.source === "library" && library ? library.rows[hit.doc] : void 0;
      const v = {
        name: doc.name,
        repo: doc.repo,
        source: doc.source,
        description: cut(doc.description, LIMITS.hitDescriptionChars),
        copies,
        matchCount: hit.matchCount,
        ...hit.bodyMatchCount ? { bodyMatchCount: hit.bodyMatchCount } : {},
        stale: stale[k],
        files: row?.files ?? 0,
        path: row ? joinPath(row.repo, row.relpath) : doc.repo,
        id: row ? copyId(row) : doc.repo
      };
      const label = labels.get(hit.doc);
      if (label) v.label = label;
      if (copies > 1) v.repos = [.../* @__PURE__ */ new Set([...sameName.map((d) => index.docs[d].repo), ...residentCopies])];
      if (doc.whenToUse && !namesOnly) v.whenToUse = cut(doc.whenToUse, LIMITS.hitDescriptionChars);
      if (explain) {
        v.score = hit.score;
        v.why = hit.why ?? [];
      }
      out.hits.push(v);
    }
    return fitSearch(out);
  }
  async exists(call, path) {
    try {
      const info = await call.fs.stat(await call.fs.resolve(path, { signal: call.signal }), call.signal);
      return info?.type === "file";
    } catch {
      return false;
    }
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
function surfaceForms(query) {
  const out = /* @__PURE__ */ new Map();
  for (const piece of query.split(/[\s,;:!?()[\]{}"]+/)) {
    if (!piece) continue;
    for (const stem of queryWords(piece, LIMITS.queryMaxWords)) if (!out.has(stem)) out.set(stem, piece.toLowerCase());
  }
  return out;
}
function joinNotes(a, b) {
  return a ? `${a}; ${b}` : b;
}

export {
  nearDuplicatePairs,
  ACTIONS,
  scanFiles,
  recordOf,
  manage,
  remove,
  rollback,
  promote,
  waive,
  compact,
  checkLoad,
  projectKeyOf,
  createLifecycleHooks,
  renderSearch,
  renderLoad,
  renderRef,
  readObject,
  Router
};
