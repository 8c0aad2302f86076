import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  parseFrontmatter
} from "./cli-T3QMXDUP.mjs";
import {
  basename,
  describeFsError,
  isInside,
  joinPath,
  readTextChecked,
  realPathOf,
  tokenize
} from "./cli-7TAF4XMI.mjs";
import {
  BODY_KEYWORDS,
  LIMITS
} from "./cli-NWJZKAEC.mjs";

// host.js-src/core/keywords.ts
var FENCE = /^\s*(```|~~~)/;
var HEADING = /^\s{0,3}#{1,6}\s+\S/;
var CJK_CLASS = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
var WORD = new RegExp(String.raw`[a-z][a-z0-9]*|[${CJK_CLASS}]+`, "gu");
var URL = /\bhttps?:\/\/\S+/g;
var ASCII_ONLY = /^[\x00-\x7f]*$/;
var NON_ASCII = /[^\x00-\x7f]/g;
var WordTable = class {
  words = [];
  slots = new Int32Array(1 << 16).fill(-1);
  clear() {
    this.words = [];
    this.slots = new Int32Array(1 << 16).fill(-1);
  }
  /** The entry for text[from, to) read in lowercase; made (and tokenized) on first sight. */
  get(text, from, to) {
    let h = 2166136261;
    for (let i = from; i < to; i++) h = Math.imul(h ^ lowerCode(text.charCodeAt(i)), 16777619);
    const len = to - from;
    const mask = this.slots.length - 1;
    for (let s = h & mask; ; s = s + 1 & mask) {
      const at = this.slots[s];
      if (at < 0) return this.add(text, from, to, h, s);
      const w = this.words[at];
      if (w.hash !== h || w.word.length !== len) continue;
      let i = 0;
      while (i < len && w.word.charCodeAt(i) === lowerCode(text.charCodeAt(from + i))) i++;
      if (i === len) return w;
    }
  }
  add(text, from, to, hash, slot) {
    const raw = text.slice(from, to);
    const word = raw.toLowerCase();
    const w = { word, hash, terms: tokenize(word), body: 0, count: 0, heading: false };
    this.slots[slot] = this.words.length;
    this.words.push(w);
    if (this.words.length * 2 > this.slots.length) this.grow();
    return w;
  }
  grow() {
    const slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    this.words.forEach((w, at) => {
      let s = w.hash & mask;
      while (slots[s] >= 0) s = s + 1 & mask;
      slots[s] = at;
    });
    this.slots = slots;
  }
};
var WORDS = new WordTable();
var WORDS_MAX = 1e5;
var bodyNumber = 0;
function isSpaceCode(c) {
  return c === 32 || c >= 9 && c <= 13;
}
function asciiFence(body, from, to) {
  let i = from;
  while (i < to && isSpaceCode(body.charCodeAt(i))) i++;
  if (i + 3 > to) return false;
  const c = body.charCodeAt(i);
  return (c === 96 || c === 126) && body.charCodeAt(i + 1) === c && body.charCodeAt(i + 2) === c;
}
function asciiHeading(body, from, to) {
  let i = from;
  while (i < to && i - from <= 3 && isSpaceCode(body.charCodeAt(i))) i++;
  if (i - from > 3) return false;
  const hashes = i;
  while (i < to && body.charCodeAt(i) === 35) i++;
  if (i === hashes || i - hashes > 6 || i >= to || !isSpaceCode(body.charCodeAt(i))) return false;
  while (i < to && isSpaceCode(body.charCodeAt(i))) i++;
  return i < to;
}
function lowerCode(c) {
  return c >= 65 && c <= 90 ? c + 32 : c;
}
function startsUrl(body, i, to) {
  if (i + 7 > to) return false;
  if (lowerCode(body.charCodeAt(i + 1)) !== 116 || lowerCode(body.charCodeAt(i + 2)) !== 116 || lowerCode(body.charCodeAt(i + 3)) !== 112) return false;
  let j = i + 4;
  if (lowerCode(body.charCodeAt(j)) === 115) j++;
  return j + 3 < to && body.charCodeAt(j) === 58 && body.charCodeAt(j + 1) === 47 && body.charCodeAt(j + 2) === 47 && !isSpaceCode(body.charCodeAt(j + 3));
}
function asciiLineWords(body, from, to, found) {
  let i = from;
  while (i < to) {
    const c = lowerCode(body.charCodeAt(i));
    if (c < 97 || c > 122) {
      i++;
      continue;
    }
    if (c === 104) {
      const p = i > from ? lowerCode(body.charCodeAt(i - 1)) : -1;
      const boundary = !(p >= 97 && p <= 122 || p >= 48 && p <= 57 || p === 95);
      if (boundary && startsUrl(body, i, to)) {
        while (i < to && !isSpaceCode(body.charCodeAt(i))) i++;
        continue;
      }
    }
    let j = i + 1;
    for (; j < to; j++) {
      const d = body.charCodeAt(j);
      if (!(d >= 97 && d <= 122 || d >= 48 && d <= 57 || d >= 65 && d <= 90)) break;
    }
    found(body, i, j);
    i = j;
  }
}
function bodyTerms(body, opts = BODY_KEYWORDS) {
  if (WORDS.words.length >= WORDS_MAX) WORDS.clear();
  const stamp = ++bodyNumber;
  const seen = [];
  let inCode = false;
  let heading = false;
  const count = (text, from, to) => {
    const w = WORDS.get(text, from, to);
    if (w.body !== stamp) {
      w.body = stamp;
      w.count = 0;
      w.heading = false;
      seen.push(w);
    }
    w.count++;
    if (heading) w.heading = true;
  };
  const n = body.length;
  NON_ASCII.lastIndex = 0;
  let wide = NON_ASCII.test(body) ? NON_ASCII.lastIndex - 1 : n;
  for (let from = 0; from <= n; ) {
    let to = body.indexOf("\n", from);
    if (to < 0) to = n;
    if (wide < from) {
      NON_ASCII.lastIndex = from;
      wide = NON_ASCII.test(body) ? NON_ASCII.lastIndex - 1 : n;
    }
    if (wide >= to) {
      if (asciiFence(body, from, to)) inCode = !inCode;
      else if (!inCode) {
        heading = asciiHeading(body, from, to);
        asciiLineWords(body, from, to, count);
      }
    } else {
      const rawLine = body.slice(from, to);
      if (FENCE.test(rawLine)) inCode = !inCode;
      else if (!inCode) {
        heading = HEADING.test(rawLine);
        const lower = rawLine.toLowerCase();
        const line = lower.includes("http") ? lower.replace(URL, " ") : lower;
        if (ASCII_ONLY.test(line)) asciiLineWords(line, 0, line.length, count);
        else for (const m of line.matchAll(WORD)) count(m[0], 0, m[0].length);
      }
    }
    from = to + 1;
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
  for (const w of seen) {
    const word = w.word;
    const first = word.charCodeAt(0);
    if (first < 97 || first > 122) {
      for (const t of w.terms) if (t.length >= 2) add(t, t, w.count, w.heading);
    } else if (word.length >= opts.minChars && w.terms.length === 1) add(w.terms[0], word, w.count, w.heading);
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
function parseSkillText(text, folder, path) {
  const { body, ...meta } = parseFrontmatter(text, folder, path);
  return { meta, terms: bodyTerms(body) };
}
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
        const { meta, terms } = await (opts.parse ?? parseSkillText)(text, folder, path);
        const row = { repo, relpath: rel, name: meta.name, description: meta.description, files, kb: Math.ceil(bytes / 1024) };
        if (meta.whenToUse) row.whenToUse = meta.whenToUse;
        const skill = { row, path, problems: meta.problems };
        bodies.set(skill, terms);
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
  SKIP_DIRS,
  parseSkillText,
  DROP_REASONS,
  scanLibrary
};
