import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  parseFrontmatter
} from "./cli-6B5AZJDS.mjs";
import {
  basename,
  describeFsError,
  isInside,
  joinPath,
  readTextChecked,
  realPathOf,
  tokenize
} from "./cli-6CZLBQ6P.mjs";
import {
  BODY_KEYWORDS,
  LIMITS
} from "./cli-MAS474GX.mjs";

// host.js-src/core/keywords.ts
var FENCE = /^\s*(```|~~~)/;
var HEADING = /^\s{0,3}#{1,6}\s+\S/;
var CJK_CLASS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
var WORD = new RegExp(String.raw`[a-z][a-z0-9]*|[${CJK_CLASS}]+`, "gu");
var URL = /\bhttps?:\/\/\S+/g;
var ASCII_ONLY = /^[\x00-\x7f]*$/;
function asciiWords(line, found) {
  const n = line.length;
  let i = 0;
  while (i < n) {
    const c = line.charCodeAt(i);
    if (c < 97 || c > 122) {
      i++;
      continue;
    }
    let j = i + 1;
    for (; j < n; j++) {
      const d = line.charCodeAt(j);
      if (!(d >= 97 && d <= 122 || d >= 48 && d <= 57)) break;
    }
    found(line.slice(i, j));
    i = j;
  }
}
var WORD_TERMS = /* @__PURE__ */ new Map();
var WORD_TERMS_MAX = 1e5;
function termsOf(word) {
  let terms = WORD_TERMS.get(word);
  if (!terms) {
    if (WORD_TERMS.size >= WORD_TERMS_MAX) WORD_TERMS.clear();
    WORD_TERMS.set(word, terms = tokenize(word));
  }
  return terms;
}
function bodyTerms(body, opts = BODY_KEYWORDS) {
  const words = /* @__PURE__ */ new Map();
  const headingWords = /* @__PURE__ */ new Set();
  let inCode = false;
  let heading = false;
  const count = (word) => {
    words.set(word, (words.get(word) ?? 0) + 1);
    if (heading) headingWords.add(word);
  };
  for (const rawLine of body.split("\n")) {
    if (FENCE.test(rawLine)) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    heading = HEADING.test(rawLine);
    const lower = rawLine.toLowerCase();
    const line = lower.includes("http") ? lower.replace(URL, " ") : lower;
    if (ASCII_ONLY.test(line)) asciiWords(line, count);
    else for (const m of line.matchAll(WORD)) count(m[0]);
  }
  const out = /* @__PURE__ */ new Map();
  const chosen = /* @__PURE__ */ new Map();
  const add = (term, spelling, count2, heading2) => {
    const t = out.get(term);
    if (!t) {
      out.set(term, { count: count2, surface: spelling, heading: heading2 });
      chosen.set(term, count2);
      return;
    }
    t.count += count2;
    if (heading2) t.heading = true;
    const best = chosen.get(term);
    const s = t.surface;
    if (count2 > best || count2 === best && (spelling.length < s.length || spelling.length === s.length && spelling < s)) {
      t.surface = spelling;
      chosen.set(term, count2);
    }
  };
  for (const [word, count2] of words) {
    const heading2 = headingWords.size > 0 && headingWords.has(word);
    const first = word.charCodeAt(0);
    if (first < 97 || first > 122) {
      for (const t of termsOf(word)) if (t.length >= 2) add(t, t, count2, heading2);
    } else if (word.length >= opts.minChars) {
      const terms = termsOf(word);
      if (terms.length === 1) add(terms[0], word, count2, heading2);
    }
  }
  return out;
}
function pickKeywords(terms, df, n, known, opts = BODY_KEYWORDS) {
  const scored = [];
  const maxDf = Math.max(1, Math.floor(n * opts.maxShare));
  for (const [term, t] of terms) {
    if (known.has(term) || t.count < opts.minCount && !t.heading) continue;
    const d = Math.max(1, df.get(term) ?? 1);
    if (d > maxDf) continue;
    const score = (1 + Math.log(t.count)) * Math.log(Math.max(n, 1) / d) * (t.heading ? opts.headingBoost : 1);
    scored.push({ term, surface: t.surface, score });
  }
  scored.sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const out = [];
  let chars = 0;
  for (const s of scored) {
    if (out.length >= opts.maxWords) break;
    const add = (out.length ? 1 : 0) + s.surface.length;
    if (chars + add > opts.maxChars) continue;
    out.push(s.surface);
    chars += add;
  }
  return out.join(" ");
}
function rowTerms(row) {
  return new Set(tokenize([row.name, row.description, row.whenToUse ?? ""].join("\n")));
}
function libraryKeywords(rows, bodies, opts = BODY_KEYWORDS) {
  const df = /* @__PURE__ */ new Map();
  let n = 0;
  for (const b of bodies) {
    if (!b) continue;
    n++;
    for (const term of b.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  }
  return rows.map((row, i) => {
    const b = bodies[i];
    return b ? pickKeywords(b, df, n, rowTerms(row), opts) : "";
  });
}

// host.js-src/core/limiter.ts
function limiter(max) {
  let running = 0;
  const queue = [];
  return async (task) => {
    if (running >= max) await new Promise((resume) => queue.push(resume));
    else running++;
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running--;
    }
  };
}

// host.js-src/library/scan-library.ts
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv"]);
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
var DROP_REASONS = {
  "not-text": "SKILL.md is binary or not UTF-8",
  unreadable: "SKILL.md could not be read",
  "too-large": `SKILL.md is larger than ${LIMITS.skillFileMaxBytes} bytes`,
  "outside-library": "the folder resolves outside the library (a symlink points out); not walked, nothing read"
};
async function scanLibrary(fs, libraryDir, opts = {}) {
  const { signal } = opts;
  const result = { skills: [], dropped: {}, loops: 0, unreadableDirs: [], outsideDirs: [] };
  let rootReal = "";
  const seen = /* @__PURE__ */ new Set();
  const bodies = /* @__PURE__ */ new Map();
  const io = limiter(LIMITS.scanConcurrency);
  const deferred = [];
  const isAlias = (e, parentReal) => realPathOf(e.target) !== joinPath(parentReal, e.name);
  const drop = (rule, repo, path, detail) => {
    const d = result.dropped[rule] ??= { count: 0, reason: DROP_REASONS[rule] ?? rule, files: [] };
    d.count++;
    d.files.push({ repo, path, detail });
  };
  const walk = async (target, repo, rel) => {
    const real = realPathOf(target);
    if (real === rootReal || !isInside(rootReal, real)) {
      result.outsideDirs.push(target.displayPath);
      drop("outside-library", repo, target.displayPath, `${target.displayPath} resolves to ${real}, outside the library ${rootReal}`);
      return { files: 0, bytes: 0 };
    }
    if (seen.has(real)) {
      result.loops++;
      return { files: 0, bytes: 0 };
    }
    seen.add(real);
    let entries;
    try {
      entries = await io(() => fs.listDir(target, signal));
    } catch {
      result.unreadableDirs.push(target.displayPath);
      return { files: 0, bytes: 0 };
    }
    const hasSkill = entries.some((e) => e.name === "SKILL.md" && e.type === "file");
    let files = 0;
    let bytes = 0;
    for (const e of entries) {
      if (e.type === "file") {
        files++;
        bytes += e.size ?? 0;
      }
    }
    const children = await Promise.all(
      entries.filter((e) => e.type === "directory" && !SKIP_DIRS.has(e.name)).map((e) => {
        const childRel = rel ? `${rel}/${e.name}` : e.name;
        if (isAlias(e, real)) {
          deferred.push({ target: e.target, repo, rel: childRel });
          return void 0;
        }
        return walk(e.target, repo, childRel);
      })
    );
    for (const child of children) {
      if (child && !child.nested) {
        files += child.files;
        bytes += child.bytes;
      }
    }
    if (hasSkill) {
      const skillFile = entries.find((e) => e.name === "SKILL.md");
      const path = skillFile.target.displayPath;
      let text;
      if (skillFile.size !== void 0 && skillFile.size > LIMITS.skillFileMaxBytes) {
        drop("too-large", repo, path, `${path} is ${skillFile.size} bytes, over the ${LIMITS.skillFileMaxBytes}-byte limit`);
      } else {
        try {
          text = await io(() => readTextChecked(fs, skillFile.target, { maxBytes: LIMITS.skillFileMaxBytes, inside: rootReal }, signal));
        } catch (err) {
          const code = err.code;
          const rule = code === "FS_NOT_TEXT" ? "not-text" : code === "FS_TOO_LARGE" ? "too-large" : code === "FS_OUTSIDE" ? "outside-library" : "unreadable";
          drop(rule, repo, path, describeFsError(err, path));
        }
      }
      if (text !== void 0) {
        const folder = rel ? basename(rel) : repo;
        const meta = parseFrontmatter(text, folder, path);
        const row = { repo, relpath: rel, name: meta.name, description: meta.description, files, kb: Math.ceil(bytes / 1024) };
        if (meta.whenToUse) row.whenToUse = meta.whenToUse;
        const skill = { row, path, problems: meta.problems };
        bodies.set(skill, bodyTerms(meta.body));
        result.skills.push(skill);
        opts.onProgress?.(result.skills.length, path);
      }
      return Object.assign({ files, bytes }, { nested: true });
    }
    return { files, bytes };
  };
  const root = await fs.resolve(libraryDir, { signal });
  const top = await fs.listDir(root, signal);
  rootReal = realPathOf(root);
  await Promise.all(
    top.map((e) => {
      if (e.type !== "directory" || e.name.startsWith(".") || SKIP_DIRS.has(e.name)) return void 0;
      if (isAlias(e, rootReal)) deferred.push({ target: e.target, repo: e.name, rel: "" });
      else return walk(e.target, e.name, "");
      return void 0;
    })
  );
  while (deferred.length) {
    deferred.sort((a, b) => compare(a.repo, b.repo) || compare(a.rel, b.rel));
    const d = deferred.shift();
    await walk(d.target, d.repo, d.rel);
  }
  for (const d of Object.values(result.dropped)) d.files.sort((a, b) => compare(a.path, b.path));
  result.unreadableDirs.sort(compare);
  result.outsideDirs.sort(compare);
  result.skills.sort((a, b) => compare(a.row.repo, b.row.repo) || compare(a.row.relpath, b.row.relpath));
  const keywords = libraryKeywords(
    result.skills.map((s) => s.row),
    result.skills.map((s) => bodies.get(s))
  );
  result.skills.forEach((s, i) => {
    if (keywords[i]) s.row.keywords = keywords[i];
  });
  return result;
}

export {
  limiter,
  SKIP_DIRS,
  DROP_REASONS,
  scanLibrary
};
