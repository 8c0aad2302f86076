import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FsCheckError,
  STOP,
  TERMS_ZH,
  alternatives,
  describeFsError,
  dirname,
  isGenericTerm,
  joinPath,
  lexicon_exports,
  oneEditStems,
  queryTokens,
  readTextChecked,
  stem,
  tokenize,
  tooLarge,
  unsafeRelativePath,
  versionKey,
  writtenWords
} from "./cli-7TAF4XMI.mjs";
import {
  LIMITS,
  WEIGHTS
} from "./cli-NWJZKAEC.mjs";

// host.js-src/core/index-file.ts
var INDEX_COLUMNS = ["repo", "relpath", "name", "description", "files", "KB"];
var INDEX_OPTIONAL_COLUMN = "whenToUse";
var INDEX_KEYWORDS_COLUMN = "keywords";
function readRecord(text, start, line, problems) {
  const n = text.length;
  const fields = [];
  let field = "";
  let i = start;
  while (i < n) {
    const ch = text.charCodeAt(i);
    if (field === "" && ch === 34) {
      let j = i + 1;
      let value = "";
      let closed = false;
      let newlines = 0;
      let run = j;
      while (j < n) {
        const q = text.indexOf('"', j);
        const stop = q < 0 ? n : q;
        for (let nl = text.indexOf("\n", j); nl >= 0 && nl < stop; nl = text.indexOf("\n", nl + 1)) newlines++;
        j = stop;
        if (q < 0) break;
        if (text.charCodeAt(j + 1) === 34) {
          value += text.slice(run, j + 1);
          j += 2;
          run = j;
          continue;
        }
        value += text.slice(run, j);
        closed = true;
        j++;
        break;
      }
      if (!closed) value += text.slice(run, j);
      const next = text.charCodeAt(j);
      if (closed && (j >= n || next === 9 || next === 10 || next === 13)) {
        field = value === "" ? EMPTY : value;
        line += newlines;
        i = j;
        continue;
      }
      problems.push({
        code: "E_INDEX_ROW",
        line,
        message: `index line ${line}: a quoted field is not closed properly; read it as plain text up to the end of the line`
      });
      let k2 = i;
      while (k2 < n && text.charCodeAt(k2) !== 9 && text.charCodeAt(k2) !== 10) k2++;
      field = text.slice(i, k2).replace(/\r$/, "");
      i = k2;
      continue;
    }
    if (ch === 9) {
      fields.push(field === EMPTY ? "" : field);
      field = "";
      i++;
      continue;
    }
    if (ch === 13 && text.charCodeAt(i + 1) === 10) {
      i++;
      continue;
    }
    if (ch === 10) {
      fields.push(field === EMPTY ? "" : field);
      return { fields, next: i + 1, endChar: i, lastLine: line };
    }
    if (ch === 13) {
      field += "\r";
      i++;
      continue;
    }
    let k = i + 1;
    while (k < n) {
      const c = text.charCodeAt(k);
      if (c === 9 || c === 10 || c === 13) break;
      k++;
    }
    field += text.slice(i, k);
    i = k;
  }
  fields.push(field === EMPTY ? "" : field);
  return { fields, next: n, endChar: n, lastLine: line };
}
var EMPTY = "\0EMPTY";
function splitRecords(text, problems, bytes) {
  const records = [];
  const decoder = bytes ? new TextDecoder("utf-8", { ignoreBOM: true }) : void 0;
  let byteAt = 0;
  let byteLine = 1;
  const toLine = (target) => {
    for (; byteLine < target; byteLine++) byteAt = bytes.indexOf(10, byteAt) + 1;
  };
  const ownLines = (first, last) => {
    const b = bytes;
    toLine(first);
    let end = byteAt - 1;
    for (let l = first; l <= last; l++) {
      end = b.indexOf(10, end + 1);
      if (end < 0) {
        end = b.length;
        break;
      }
    }
    const decoded = decoder.decode(b.subarray(byteAt, Math.min(end + 1, b.length)));
    byteAt = end + 1;
    byteLine = last + 1;
    return decoded;
  };
  const block = [];
  let blockChar = 0;
  let blockByte = 0;
  let blockByteEnd = 0;
  let blockCharEnd = 0;
  const flush = () => {
    if (!block.length) return;
    const decoded = decoder.decode(bytes.subarray(blockByte, blockByteEnd));
    const own = decoded.length === blockCharEnd - blockChar;
    for (const l of block) {
      const lineText = own ? decoded.slice(l.from - blockChar, l.to - blockChar) : text.slice(l.from, l.to);
      if (lineText !== "") records.push({ fields: lineText.split("	"), line: l.line });
    }
    block.length = 0;
  };
  const quoteFree = (from, to, nl, line2) => {
    const b = bytes;
    toLine(line2);
    let end = b.indexOf(10, byteAt);
    if (end < 0) end = b.length;
    if (end - byteAt === nl - from) {
      if (!block.length) {
        blockChar = from;
        blockByte = byteAt;
      }
      block.push({ from, to, line: line2 });
      blockCharEnd = nl;
      blockByteEnd = end;
    } else {
      flush();
      const stop = end > byteAt && b[end - 1] === 13 ? end - 1 : end;
      const decoded = decoder.decode(b.subarray(byteAt, stop));
      const lineText = decoded.length === to - from ? decoded : text.slice(from, to);
      if (lineText !== "") records.push({ fields: lineText.split("	"), line: line2 });
    }
    byteAt = end + 1;
    byteLine = line2 + 1;
  };
  const n = text.length;
  let line = 1;
  let i = 0;
  let nextQuote = text.indexOf('"');
  while (i < n) {
    let nl = text.indexOf("\n", i);
    if (nl < 0) nl = n;
    if (nextQuote !== -1 && nextQuote < i) nextQuote = text.indexOf('"', i);
    if (nextQuote < 0 || nextQuote > nl) {
      const to = text.charCodeAt(nl - 1) === 13 && nl > i ? nl - 1 : nl;
      if (decoder) quoteFree(i, to, nl, line);
      else if (to > i) records.push({ fields: text.slice(i, to).split("	"), line });
      line++;
      i = nl + 1;
      continue;
    }
    const r = readRecord(text, i, line, problems);
    let fields = r.fields;
    if (decoder) {
      flush();
      const own = ownLines(line, r.lastLine);
      if (own.length === r.next - i) {
        const again = readRecord(own, 0, 1, []);
        if (again.next === own.length && again.fields.length === fields.length) fields = again.fields;
      }
    }
    if (!(fields.length === 1 && fields[0] === "")) records.push({ fields, line });
    line = r.lastLine + 1;
    i = r.next;
  }
  if (decoder) flush();
  return records;
}
function isHeader(fields) {
  const low = fields.map((f) => f.trim().toLowerCase());
  return low[0] === "repo" && low[1] === "relpath" && low[2] === "name";
}
function trimSlashes(p) {
  return p !== "" && (p.charCodeAt(0) === 47 || p.charCodeAt(p.length - 1) === 47) ? p.replace(/^\/+|\/+$/g, "") : p;
}
function toCount(value) {
  const n = Number((value ?? "").trim());
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
}
function parseIndex(input, bytes) {
  return parseIndexWith(splitRecords, input, bytes);
}
function parseIndexWith(split, input, bytes) {
  const problems = [];
  const bom = input.charCodeAt(0) === 65279;
  const text = bom ? input.slice(1) : input;
  const body = bytes && bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191 ? bytes.subarray(3) : bytes;
  if (text.includes("\0")) {
    return {
      rows: [],
      problems: [{ code: "E_INDEX_BINARY", message: "the index holds binary bytes (NUL); it is not a TSV file — rebuild it with build-index" }]
    };
  }
  const records = split(text, problems, body);
  let columns = { repo: 0, relpath: 1, name: 2, description: 3, files: 4, kb: 5, whentouse: 6, keywords: 7 };
  let start = 0;
  const first = records[0];
  if (first && isHeader(first.fields)) {
    columns = {};
    first.fields.forEach((f, idx) => {
      const key = f.trim().toLowerCase();
      if (!(key in columns)) columns[key] = idx;
    });
    start = 1;
  }
  const place = (key) => columns[key] ?? -1;
  const cName = place("name");
  const cRepo = place("repo");
  const cRelpath = place("relpath");
  const cDescription = place("description");
  const cFiles = place("files");
  const cKb = place("kb");
  const cWhen = place("whentouse");
  const cKeywords = place("keywords");
  const rows = [];
  for (let r = start; r < records.length; r++) {
    const rec = records[r];
    const f = rec.fields;
    if (f.length < 3) {
      problems.push({ code: "E_INDEX_ROW", line: rec.line, message: `index line ${rec.line}: ${f.length} column(s), expected at least 6 (repo, relpath, name, …); row skipped` });
      continue;
    }
    const name = (cName < 0 ? "" : f[cName] ?? "").trim();
    const repo = (cRepo < 0 ? "" : f[cRepo] ?? "").trim();
    if (!name || !repo) {
      problems.push({ code: "E_INDEX_ROW", line: rec.line, message: `index line ${rec.line}: empty ${name ? "repo" : "name"}; row skipped` });
      continue;
    }
    if (f.length < 6) {
      problems.push({ code: "E_INDEX_ROW", line: rec.line, message: `index line ${rec.line}: ${f.length} columns, expected 6 to 8; missing ones read as empty` });
    }
    const row = {
      repo,
      relpath: trimSlashes((cRelpath < 0 ? "" : f[cRelpath] ?? "").trim()),
      name,
      description: cDescription < 0 ? "" : f[cDescription] ?? "",
      files: toCount(cFiles < 0 ? void 0 : f[cFiles]),
      kb: toCount(cKb < 0 ? void 0 : f[cKb])
    };
    const when = cWhen < 0 ? void 0 : f[cWhen];
    if (when) row.whenToUse = when;
    const keywords = cKeywords < 0 ? void 0 : f[cKeywords];
    if (keywords) row.keywords = keywords;
    rows.push(row);
  }
  return { rows, problems };
}
function quoteField(raw) {
  const value = raw.includes("\0") ? raw.replace(/\u0000/g, "�") : raw;
  if (value === "" || !/[\t\n\r"]/.test(value)) return value;
  return '"' + value.replace(/"/g, '""') + '"';
}
function serializeIndex(rows) {
  const withKeywords = rows.some((r) => r.keywords);
  const withWhen = withKeywords || rows.some((r) => r.whenToUse);
  const header = [...INDEX_COLUMNS];
  if (withWhen) header.push(INDEX_OPTIONAL_COLUMN);
  if (withKeywords) header.push(INDEX_KEYWORDS_COLUMN);
  const lines = [header.join("	")];
  for (const r of rows) {
    const cells = [r.repo, r.relpath, r.name, r.description, String(r.files), String(r.kb)];
    if (withWhen) cells.push(r.whenToUse ?? "");
    if (withKeywords) cells.push(r.keywords ?? "");
    lines.push(cells.map(quoteField).join("	"));
  }
  return lines.join("\n") + "\n";
}

// host.js-src/core/fields.ts
var FIELDS = ["name", "whenToUse", "description", "path", "keywords"];
var NF = FIELDS.length;
var FIELD_COUNT = NF;
var FIELD_BITS = 6;
var FIELD_UNIT = 2 ** FIELD_BITS;
var TF_MAX = FIELD_UNIT - 1;
var SHIFT = FIELDS.map((_, f) => FIELD_UNIT ** f);
var KEYWORDS_FIELD = FIELDS.indexOf("keywords");
var DESCRIPTION_FIELD = FIELDS.indexOf("description");
var WHEN_FIELD = FIELDS.indexOf("whenToUse");
var SELF_FIELDS_UNIT = SHIFT[FIELDS.indexOf("path")];

// host.js-src/core/scoring.ts
function altFactor(kind, weights) {
  switch (kind) {
    case "word":
    case "translation":
      return 1;
    case "parts":
      return weights.compoundParts;
    case "synonym":
      return weights.synonym;
    case "spelling":
      return weights.spelling;
    case "prefix":
      return weights.prefix;
    case "derived":
      return weights.derived;
    case "situation":
      return weights.synonym;
    case "associated":
      return weights.associated;
  }
}
function find(list, doc, from = 0) {
  let lo = from;
  let hi = list.docs.length - 1;
  while (lo <= hi) {
    const mid = lo + hi >> 1;
    const d = list.docs[mid];
    if (d === doc) return mid;
    if (d < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
function termScore(index, doc, packed, weights, shares) {
  let tfw = 0;
  for (let f = 0; f < NF; f++) {
    const tf = Math.floor(packed / SHIFT[f]) % FIELD_UNIT;
    if (!tf) continue;
    const b = weights.lengthNorm;
    const norm = 1 - b + b * index.fieldLen[doc * NF + f] / index.avgLen[f];
    const part = (f === KEYWORDS_FIELD ? weights.keywords * thinBoost(index, doc, weights) : weights[FIELDS[f]]) * tf / norm;
    tfw += part;
    if (shares) shares[f] += part;
  }
  return tfw * (weights.saturation + 1) / (tfw + weights.saturation);
}
function thinBoost(index, doc, weights) {
  const own = index.fieldLen[doc * NF + DESCRIPTION_FIELD] + index.fieldLen[doc * NF + WHEN_FIELD];
  const avg = index.avgLen[DESCRIPTION_FIELD] + index.avgLen[WHEN_FIELD];
  const thin = Math.max(0, 1 - 2 * own / avg);
  return 1 + weights.thinDescriptionBoost * thin;
}
function altScore(index, alt, doc, pos0, weights, shares) {
  let sum = 0;
  for (let k = 0; k < alt.lists.length; k++) {
    const list = alt.lists[k];
    const pos = k === 0 && pos0 >= 0 ? pos0 : find(list, doc);
    if (pos < 0) return -1;
    sum += !shares && weights === WEIGHTS ? list.sat[pos] : termScore(index, doc, list.tf[pos], weights, shares);
  }
  return alt.factor * sum / alt.lists.length;
}
function idfOf(n, df) {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

// host.js-src/core/postings.ts
var TERM_IDS = /* @__PURE__ */ new WeakMap();
var PostingsTable = class {
  /** Terms in code-unit order (the order `collectPostings` numbers them in). */
  terms;
  /** Term id t owns positions start[t] … start[t+1]-1 of `docs`, `tf` and `sat`. */
  start;
  docs;
  tf;
  sat;
  constructor(terms, start, docs, tf, sat) {
    this.terms = terms;
    this.start = start;
    this.docs = docs;
    this.tf = tf;
    this.sat = sat;
  }
  get size() {
    return this.terms.length;
  }
  /** The term's id, or -1. A query asks for the same terms many times (see TERM_IDS). */
  id(term) {
    let seen = TERM_IDS.get(this);
    if (!seen) TERM_IDS.set(this, seen = /* @__PURE__ */ new Map());
    const known = seen.get(term);
    if (known !== void 0) return known;
    if (seen.size >= LIMITS.termIdsKept) seen.clear();
    const id = this.search(term);
    seen.set(term, id);
    return id;
  }
  search(term) {
    const terms = this.terms;
    let lo = 0;
    let hi = terms.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      const t = terms[mid];
      if (t === term) return mid;
      if (t < term) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
  has(term) {
    return this.id(term) >= 0;
  }
  /** Postings of term id t. */
  at(t) {
    const a = this.start[t];
    const b = this.start[t + 1];
    return { docs: this.docs.subarray(a, b), tf: this.tf.subarray(a, b), sat: this.sat.subarray(a, b) };
  }
  get(term) {
    const t = this.id(term);
    return t < 0 ? void 0 : this.at(t);
  }
  keys() {
    return this.terms.values();
  }
  *entries() {
    for (let t = 0; t < this.terms.length; t++) yield [this.terms[t], this.at(t)];
  }
  [Symbol.iterator]() {
    return this.entries();
  }
};
function normalizeName(name) {
  return name.trim().toLowerCase().replace(/[\s_]+/g, "-");
}
function fieldText(doc, field) {
  switch (field) {
    case "name":
      return doc.name;
    case "whenToUse":
      return doc.whenToUse ?? "";
    case "description":
      return doc.description;
    case "path":
      return (doc.repo + " " + doc.relpath).replace(/\//g, " ");
    case "keywords":
      return doc.keywords ?? "";
  }
}
function docIds(docs) {
  const n = docs.length;
  const nameId = new Int32Array(n);
  const nameIds = /* @__PURE__ */ new Map();
  const repoSet = /* @__PURE__ */ new Set();
  for (let i = 0; i < n; i++) {
    const doc = docs[i];
    repoSet.add(doc.repo);
    const key = normalizeName(doc.name);
    let id = nameIds.get(key);
    if (id === void 0) nameIds.set(key, id = nameIds.size);
    nameId[i] = id;
  }
  const repos = [...repoSet].sort();
  const repoIndex = new Map(repos.map((r, i) => [r, i]));
  const docRepo = new Int32Array(n);
  for (let i = 0; i < n; i++) docRepo[i] = repoIndex.get(docs[i].repo);
  return { nameKeys: [...nameIds.keys()], nameId, repos, docRepo };
}
function buildSearchIndex(docs) {
  return assembleSearchIndex(docs, collectPostings(docs));
}
function isSorted(xs) {
  for (let i = 1; i < xs.length; i++) if (xs[i - 1] > xs[i]) return false;
  return true;
}
function collectPostings(docs) {
  const n = docs.length;
  const termId = /* @__PURE__ */ new Map();
  const lastDoc = [];
  const lastSlot = [];
  let ids = new Int32Array(1024);
  let tfs = new Float64Array(1024);
  let used = 0;
  const docStart = new Int32Array(n + 1);
  const fieldLen = new Uint16Array(n * NF);
  const nameTermCount = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const doc = docs[i];
    for (let f = 0; f < NF; f++) {
      const terms = tokenize(fieldText(doc, FIELDS[f]));
      fieldLen[i * NF + f] = Math.min(terms.length, 65535);
      if (f === 0) nameTermCount[i] = Math.min(255, terms.length === 1 ? 1 : new Set(terms).size);
      const unit = SHIFT[f];
      for (const t of terms) {
        let id = termId.get(t);
        if (id === void 0) {
          id = lastDoc.length;
          termId.set(t, id);
          lastDoc.push(-1);
          lastSlot.push(0);
        }
        if (lastDoc[id] !== i) {
          if (used === ids.length) {
            const moreIds = new Int32Array(used * 2);
            moreIds.set(ids);
            ids = moreIds;
            const moreTfs = new Float64Array(used * 2);
            moreTfs.set(tfs);
            tfs = moreTfs;
          }
          lastDoc[id] = i;
          lastSlot[id] = used;
          ids[used] = id;
          tfs[used] = unit;
          used++;
        } else {
          const slot = lastSlot[id];
          if (Math.floor(tfs[slot] / unit) % FIELD_UNIT < TF_MAX) tfs[slot] += unit;
        }
      }
    }
    docStart[i + 1] = used;
  }
  const termCount = lastDoc.length;
  const byText = [...termId.keys()];
  const sorted = byText.map((_, i) => i).sort((a, b) => byText[a] < byText[b] ? -1 : byText[a] > byText[b] ? 1 : 0);
  const rankOf = new Int32Array(termCount);
  sorted.forEach((id, r) => rankOf[id] = r);
  for (let k = 0; k < used; k++) ids[k] = rankOf[ids[k]];
  const start = new Int32Array(termCount + 1);
  for (let k = 0; k < used; k++) start[ids[k] + 1]++;
  for (let t = 0; t < termCount; t++) start[t + 1] += start[t];
  const cursor = start.slice(0, termCount);
  const allDocs = new Int32Array(used);
  const allTf = new Uint32Array(used);
  for (let i = 0; i < n; i++) {
    for (let k = docStart[i]; k < docStart[i + 1]; k++) {
      const p = cursor[ids[k]]++;
      allDocs[p] = i;
      allTf[p] = tfs[k];
    }
  }
  return { terms: sorted.map((id) => byText[id]), start, docs: allDocs, tf: allTf, fieldLen, nameTermCount };
}
function mergeRawPostings(a, b) {
  const offset = a.nameTermCount.length;
  const terms = [];
  const start = [0];
  const docs = new Int32Array(a.docs.length + b.docs.length);
  const tf = new Uint32Array(docs.length);
  let used = 0;
  const copy = (raw, t, shift) => {
    for (let p = raw.start[t]; p < raw.start[t + 1]; p++) {
      docs[used] = raw.docs[p] + shift;
      tf[used] = raw.tf[p];
      used++;
    }
  };
  let i = 0;
  let j = 0;
  while (i < a.terms.length || j < b.terms.length) {
    const ta = a.terms[i];
    const tb = b.terms[j];
    if (tb === void 0 || ta !== void 0 && ta < tb) {
      terms.push(ta);
      copy(a, i++, 0);
    } else if (ta === void 0 || tb < ta) {
      terms.push(tb);
      copy(b, j++, offset);
    } else {
      terms.push(ta);
      copy(a, i++, 0);
      copy(b, j++, offset);
    }
    start.push(used);
  }
  const fieldLen = new Uint16Array(a.fieldLen.length + b.fieldLen.length);
  fieldLen.set(a.fieldLen);
  fieldLen.set(b.fieldLen, a.fieldLen.length);
  const nameTermCount = new Uint8Array(a.nameTermCount.length + b.nameTermCount.length);
  nameTermCount.set(a.nameTermCount);
  nameTermCount.set(b.nameTermCount, offset);
  return { terms, start: Int32Array.from(start), docs, tf, fieldLen, nameTermCount, ...a.zh ? { zh: a.zh } : {} };
}
function assembleSearchIndex(docs, raw) {
  const n = docs.length;
  const { fieldLen, nameTermCount, start } = raw;
  const lenSum = FIELDS.map(() => 0);
  for (let i = 0; i < n; i++) for (let f = 0; f < NF; f++) lenSum[f] += fieldLen[i * NF + f];
  const avgLen = lenSum.map((s) => n ? s / n || 1 : 1);
  const lengths = { fieldLen, avgLen };
  const allTf = raw.tf;
  let allSat = raw.sat;
  if (!allSat || allSat.length !== allTf.length) {
    allSat = new Float32Array(allTf.length);
    for (let p = 0; p < allTf.length; p++) allSat[p] = termScore(lengths, raw.docs[p], allTf[p], WEIGHTS);
  }
  const sorted = raw.sortedTerms === true || isSorted(raw.terms);
  const postings = sorted ? new PostingsTable(raw.terms, start, raw.docs, allTf, allSat) : sortedTable(raw.terms, start, raw.docs, allTf, allSat);
  const ids = raw.ids && raw.ids.nameId.length === n && raw.ids.docRepo.length === n ? raw.ids : docIds(docs);
  const { nameKeys, nameId, repos, docRepo } = ids;
  const lists = new Array(nameKeys.length);
  const nameKey = new Array(n);
  for (let i = 0; i < n; i++) {
    const id = nameId[i];
    const list = lists[id];
    if (list) list.push(i);
    else lists[id] = [i];
    nameKey[i] = nameKeys[id];
  }
  const byName = /* @__PURE__ */ new Map();
  for (let j = 0; j < nameKeys.length; j++) byName.set(nameKeys[j], lists[j]);
  return {
    docs,
    byName,
    repos,
    postings,
    vocab: postings.terms,
    fieldLen,
    avgLen,
    nameKey,
    nameId,
    nameTermCount,
    docRepo,
    ...raw.zh ? { zh: raw.zh } : {}
  };
}
function sortedTable(terms, start, docs, tf, sat) {
  const order = terms.map((_, i) => i).sort((a, b) => terms[a] < terms[b] ? -1 : terms[a] > terms[b] ? 1 : 0);
  const nStart = new Int32Array(terms.length + 1);
  const nDocs = new Int32Array(docs.length);
  const nTf = new Uint32Array(tf.length);
  const nSat = new Float32Array(sat.length);
  let used = 0;
  order.forEach((t, k) => {
    const a = start[t];
    const b = start[t + 1];
    nDocs.set(docs.subarray(a, b), used);
    nTf.set(tf.subarray(a, b), used);
    nSat.set(sat.subarray(a, b), used);
    used += b - a;
    nStart[k + 1] = used;
  });
  return new PostingsTable(order.map((t) => terms[t]), nStart, nDocs, nTf, nSat);
}

// host.js-src/core/en-dict.ts
var ENGLISH_KEY = /^[a-z]{2,32}$/;
function reduceRelated(entries, has, limits = LIMITS) {
  const lemmas = /* @__PURE__ */ new Map();
  const list = [];
  for (const entry of entries) {
    if (!ENGLISH_KEY.test(entry[0]) || STOP.has(entry[0])) continue;
    list.push(entry);
    const key = stem(entry[0]);
    lemmas.set(key, (lemmas.get(key) ?? 0) + 1);
  }
  const kept = /* @__PURE__ */ new Map();
  for (const [lemma, related] of list) {
    const key = stem(lemma);
    if (lemmas.get(key) > 1 || !ENGLISH_KEY.test(key) || isGenericTerm(key) || has(key)) continue;
    const terms = [];
    for (const word of related) {
      if (terms.length >= limits.relatedMaxTerms) break;
      if (!ENGLISH_KEY.test(word) || STOP.has(word)) continue;
      const t = stem(word);
      if (t === key || terms.includes(t) || isGenericTerm(t) || !has(t)) continue;
      terms.push(t);
    }
    if (terms.length) kept.set(key, terms);
  }
  return [...kept.keys()].sort().map((key) => `${key}	${kept.get(key).join("|")}`).join("\n");
}
function mergeStored(a, b) {
  if (!a) return b;
  if (!b) return a;
  const x = a.split("\n");
  const y = b.split("\n");
  const out = [];
  let i = 0;
  let j = 0;
  const key = (line) => line.slice(0, line.indexOf("	"));
  while (i < x.length && j < y.length) out.push(key(x[i]) <= key(y[j]) ? x[i++] : y[j++]);
  while (i < x.length) out.push(x[i++]);
  while (j < y.length) out.push(y[j++]);
  return out.join("\n");
}

// host.js-src/core/zh-dict.ts
var HAN_WORD = new RegExp("^\\p{Script=Han}{2,8}$", "u");
var NOT_A_MEANING = /^(?:surname|(?:old |archaic |japanese |erhua |obscure )?variant of|see |see also|cl:|abbr\.|abbr |used in|also pr\.|taiwan pr\.|pr\.|(?:old )?name of|classifier for|radical|onomat|interj)/i;
var NOTES = /\([^)]*\)|\[[^\]]*\]|\b(?:lit|fig|esp|usu|orig)\.\s*/g;
var PLACEHOLDERS = /\b(?:sb|sth|sb's|sth's|one's|oneself|etc)\b/g;
var MAX_GLOSSES = 6;
var MAX_GLOSS_TERMS = 3;
function glossTerms(gloss) {
  const text = gloss.trim();
  if (!text || NOT_A_MEANING.test(text)) return void 0;
  const cleaned = text.replace(NOTES, " ").replace(PLACEHOLDERS, " ").replace(/^\s*to\s+/i, " ");
  if (new RegExp("\\p{Script=Han}", "u").test(cleaned) || /\d/.test(cleaned)) return void 0;
  const terms = [...new Set(tokenize(cleaned))];
  if (!terms.length || terms.length > MAX_GLOSS_TERMS || terms.some((t) => t.length < 2)) return void 0;
  return terms;
}
function phrasingGloss(gloss) {
  const words = gloss.toLowerCase().replace(NOTES, " ").match(/[a-z]+/g);
  return words && words.every((w) => STOP.has(w)) ? words[0] : void 0;
}
function reduceDictionary(entries, has, skip) {
  return keepSenses(dictionarySenses(entries, skip), has);
}
function dictionarySenses(entries, skip) {
  const out = [];
  for (const [word, glosses] of entries) {
    if (!HAN_WORD.test(word) || skip(word)) continue;
    const senses = [];
    for (const g of glosses.flatMap((x) => x.replace(/\([^)]*\)/g, " ").split(/[,;]/))) {
      const phrasing = phrasingGloss(g);
      const terms = phrasing ? [phrasing] : glossTerms(g);
      if (terms) senses.push(terms);
    }
    out.push([word, senses]);
  }
  return out;
}
function keepSenses(entries, has) {
  const kept = /* @__PURE__ */ new Map();
  for (const [word, senses] of entries) {
    const list = kept.get(word) ?? [];
    for (const sense of senses) {
      if (list.length >= MAX_GLOSSES) break;
      const terms = sense.map((t) => has(t) ? t : spellingTwin(t, has) ?? t);
      if (!(terms.every(has) || terms.every(isGenericTerm))) continue;
      const id = terms.join(" ");
      if (!list.includes(id)) list.push(id);
    }
    if (list.length) kept.set(word, list);
  }
  return [...kept.keys()].sort().map((key) => `${key}	${kept.get(key).join("|")}`).join("\n");
}
function spellingTwin(term, has) {
  if (term.length < 5) return void 0;
  const twin = term.endsWith("er") ? `${term.slice(0, -2)}or` : term.endsWith("or") ? `${term.slice(0, -2)}er` : void 0;
  return twin && has(twin) ? twin : void 0;
}
function reverseSenses(terms, dict, maxSenses, maxTerms) {
  const entries = [];
  for (const term of terms) {
    if (term.length < 2 || !HAN_TERM.test(term)) continue;
    const senses = dict.get(term);
    if (senses) entries.push([term, senses]);
  }
  const out = /* @__PURE__ */ new Map();
  for (let i = 0; i < maxSenses; i++) {
    for (const [term, senses] of entries) {
      const sense = senses[i];
      if (!sense || sense.length !== 1) continue;
      const list = out.get(sense[0]);
      if (!list) out.set(sense[0], [term]);
      else if (list.length < maxTerms && !list.includes(term)) list.push(term);
    }
  }
  return out;
}
var HAN_TERM = /^[\u3400-\u9fff\uf900-\ufaff]+$/;
var MAX_DICTIONARY_CHARS = 16e6;
function parseDictionary(stored) {
  if (typeof stored !== "string") return "not a string of lines";
  if (stored.length > MAX_DICTIONARY_CHARS) return `${stored.length} characters, more than the ${MAX_DICTIONARY_CHARS} accepted`;
  let starts;
  const lineStarts = () => {
    if (starts) return starts;
    let n = stored.length ? 1 : 0;
    for (let i = stored.indexOf("\n"); i >= 0; i = stored.indexOf("\n", i + 1)) n++;
    starts = new Int32Array(n);
    let k = 0;
    if (stored.length) starts[k++] = 0;
    for (let i = stored.indexOf("\n"); i >= 0; i = stored.indexOf("\n", i + 1)) starts[k++] = i + 1;
    return starts;
  };
  const english = /^[a-z]/.test(stored);
  const cache = /* @__PURE__ */ new Map();
  const find2 = (word) => {
    if (!HAN_WORD.test(word) && !(english && ENGLISH_KEY.test(word))) return null;
    const at = lineStarts();
    let lo = 0;
    let hi = at.length - 1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      const a = at[mid];
      const tab = stored.indexOf("	", a);
      const end = mid + 1 < at.length ? at[mid + 1] - 1 : stored.length;
      if (tab < 0 || tab > end) return null;
      const key = stored.slice(a, tab);
      if (key === word) {
        const glosses = stored.slice(tab + 1, end).split("|");
        if (!glosses.length || glosses.length > MAX_GLOSSES || glosses.some((g) => !g || g.length > 200)) return null;
        return glosses.map((g) => g.split(" "));
      }
      if (key < word) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  };
  const get = (word) => {
    if (!HAN_WORD.test(word) && !(english && ENGLISH_KEY.test(word))) return void 0;
    let hit = cache.get(word);
    if (hit === void 0) {
      hit = find2(word);
      cache.set(word, hit);
    }
    return hit ?? void 0;
  };
  return {
    get,
    has: (word) => get(word) !== void 0,
    maxKey: 8,
    get size() {
      return stored.length ? lineStarts().length : 0;
    }
  };
}

// host.js-src/core/scratch.ts
var SCRATCH = /* @__PURE__ */ new WeakMap();
function scratchFor(index) {
  const n = index.docs.length;
  let s = SCRATCH.get(index);
  if (!s) {
    const names = index.byName.size;
    s = { score: new Float64Array(n), mask: new Uint32Array(n), plainMask: new Uint32Array(n), plainMark: new Int32Array(n), best: new Float64Array(n), mark: new Int32Array(n), stamp: 0, touched: new Int32Array(2 * n), touchedCount: 0, nameStamp: new Int32Array(names), nameSlot: new Int32Array(names), nameHits: new Uint16Array(n), wordDocs: new Int32Array(n), wordScores: new Float64Array(n), wordPlain: new Uint8Array(n), wordsUsed: 0, groupRows: new Int32Array(n), groupOf: new Int32Array(n), groupHead: new Int32Array(n), groupBest: new Float64Array(n) };
    SCRATCH.set(index, s);
  }
  for (let i = 0; i < s.touchedCount; i++) {
    const d = s.touched[i];
    s.score[d] = 0;
    s.mask[d] = 0;
    s.plainMask[d] = 0;
  }
  s.touchedCount = 0;
  return s;
}
function wordRoom(s, more) {
  const need = s.wordsUsed + more;
  if (need <= s.wordDocs.length) return;
  const size = Math.max(need, 2 * s.wordDocs.length);
  const docs = new Int32Array(size);
  const scores = new Float64Array(size);
  const plain = new Uint8Array(size);
  docs.set(s.wordDocs.subarray(0, s.wordsUsed));
  scores.set(s.wordScores.subarray(0, s.wordsUsed));
  plain.set(s.wordPlain.subarray(0, s.wordsUsed));
  s.wordDocs = docs;
  s.wordScores = scores;
  s.wordPlain = plain;
}
function nextStamp(s) {
  if (s.stamp >= 2147483632) {
    s.mark.fill(0);
    s.plainMark.fill(0);
    s.nameStamp.fill(0);
    s.stamp = 0;
  }
  return ++s.stamp;
}

// host.js-src/core/bridge.ts
var SELF_TERMS = /* @__PURE__ */ new WeakMap();
function selfTermsOf(index) {
  let st = SELF_TERMS.get(index);
  if (st) return st;
  const n = index.docs.length;
  const { terms, start: from, docs, tf } = index.postings;
  const selfLow = SELF_FIELDS_UNIT - 1;
  const count = new Int32Array(n + 1);
  const df = new Int32Array(terms.length);
  for (let id = 0; id < terms.length; id++) {
    for (let j = from[id]; j < from[id + 1]; j++) if ((tf[j] & selfLow) !== 0) count[docs[j] + 1]++, df[id]++;
  }
  for (let d = 0; d < n; d++) count[d + 1] += count[d];
  const start = count.slice();
  const cursor = count.slice(0, n);
  const ids = new Int32Array(start[n]);
  for (let id = 0; id < terms.length; id++) {
    for (let j = from[id]; j < from[id + 1]; j++) if ((tf[j] & selfLow) !== 0) ids[cursor[docs[j]]++] = id;
  }
  st = { terms, start, ids, df, votes: new Int32Array(terms.length) };
  SELF_TERMS.set(index, st);
  return st;
}
function bridgeWords(index, words, weights, limits, scratch) {
  const n = index.docs.length;
  if (n < limits.universalMinRows) return;
  const st = selfTermsOf(index);
  const inQuery = /* @__PURE__ */ new Set();
  for (const w of words) for (const alt of w.alts) for (const t of alt.terms) inQuery.add(t);
  const votes = st.votes;
  const { start, ids } = st;
  const selfLow = SELF_FIELDS_UNIT - 1;
  const voted = [];
  for (const word of words) {
    if (word.weight === 0 || word.df === 0 || word.token.generic || word.df / n > limits.bridgeMaxShare) continue;
    const voters = bestDocs(word, limits.bridgeVoters);
    if (voters.length < limits.bridgeMinVotes) continue;
    voted.length = 0;
    for (const d of voters) {
      for (let k = start[d], end = start[d + 1]; k < end; k++) {
        const id = ids[k];
        const c = votes[id];
        if (c === 0) voted.push(id);
        votes[id] = c + 1;
      }
    }
    const picked = [];
    const minVotes = Math.max(limits.bridgeMinVotes, limits.bridgeMinShare * voters.length);
    for (const id of voted) {
      const c = votes[id];
      votes[id] = 0;
      if (c < minVotes) continue;
      const df = st.df[id];
      if (df / n > limits.bridgeMaxShare || c / voters.length / (df / n) < limits.bridgeMinLift || inQuery.has(st.terms[id])) continue;
      picked.push({ id, rank: c * idfOf(n, df) });
    }
    if (!picked.length) continue;
    picked.sort((a, b) => b.rank - a.rank || a.id - b.id);
    const stamp = nextStamp(scratch);
    for (const d of word.docs) scratch.mark[d] = stamp;
    const addDocs = [];
    const addScores = [];
    for (const { id } of picked.slice(0, limits.bridgeTerms)) {
      const term = st.terms[id];
      const list = index.postings.at(id);
      const factor = weights.associated * Math.min(1, idfOf(n, st.df[id]) / (word.idf || 1));
      word.alts.push({ terms: [term], lists: [list], kind: "associated", factor });
      const take = [];
      for (let j = 0; j < list.docs.length; j++) {
        const d = list.docs[j];
        if (scratch.mark[d] === stamp || (list.tf[j] & selfLow) === 0) continue;
        let pos = take.length;
        while (pos > 0 && list.sat[take[pos - 1]] < list.sat[j]) pos--;
        if (pos >= limits.bridgeMaxRows) continue;
        take.splice(pos, 0, j);
        if (take.length > limits.bridgeMaxRows) take.pop();
      }
      take.sort((a, b) => a - b);
      for (const j of take) {
        const d = list.docs[j];
        scratch.mark[d] = stamp;
        addDocs.push(d);
        addScores.push(factor * list.sat[j]);
      }
    }
    if (!addDocs.length) continue;
    const had = word.docs.length;
    const docs = new Int32Array(had + addDocs.length);
    docs.set(word.docs);
    docs.set(addDocs, had);
    const scores = new Float64Array(docs.length);
    scores.set(word.scores.subarray(0, had));
    scores.set(addScores, had);
    const plain = new Uint8Array(docs.length);
    plain.set(word.plain.subarray(0, had));
    word.docs = docs;
    word.scores = scores;
    word.plain = plain;
    word.df = docs.length;
  }
}
function bestDocs(word, k) {
  const top = [];
  for (let i = 0; i < word.docs.length; i++) {
    const s = word.scores[i];
    let pos = top.length;
    while (pos > 0 && word.scores[top[pos - 1]] < s) pos--;
    if (pos >= k) continue;
    top.splice(pos, 0, i);
    if (top.length > k) top.pop();
  }
  return top.map((i) => word.docs[i]);
}

// host.js-src/core/spelling.ts
var DELETIONS = /* @__PURE__ */ new WeakMap();
function deletionsOf(index, minChars) {
  let map = DELETIONS.get(index);
  if (map) return map;
  map = /* @__PURE__ */ new Map();
  for (const term of index.vocab) {
    if (term.length < minChars - 1 || /[^a-z]/.test(term)) continue;
    for (let i = 0; i < term.length; i++) {
      const del = term.slice(0, i) + term.slice(i + 1);
      const list = map.get(del);
      if (!list) map.set(del, [term]);
      else if (list[list.length - 1] !== term) list.push(term);
    }
  }
  DELETIONS.set(index, map);
  return map;
}
function oneEdit(a, b) {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
function spellingNeighbours(index, word, minChars) {
  if (/[^a-z]/.test(word)) return [];
  const deletions = deletionsOf(index, minChars);
  const found = new Set(deletions.get(word) ?? []);
  for (let i = 0; i < word.length; i++) {
    const del = word.slice(0, i) + word.slice(i + 1);
    if (index.postings.has(del)) found.add(del);
    for (const t of deletions.get(del) ?? []) found.add(t);
  }
  return [...found].filter((t) => oneEdit(word, t)).map((t) => [t, index.postings.get(t).docs.length]).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([t]) => t);
}
function longerWithPrefix(sorted, key, max) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = lo + hi >> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  const out = [];
  for (let i = lo; i < sorted.length && out.length < max && sorted[i].startsWith(key); i++) if (sorted[i] !== key) out.push(sorted[i]);
  return out;
}
function prefixTerms(index, word, max) {
  return longerWithPrefix(index.vocab, word, max);
}
var REVERSED_NAME_TERMS = /* @__PURE__ */ new WeakMap();
function nameSuffixTerms(index, word, max) {
  let rev = REVERSED_NAME_TERMS.get(index);
  if (!rev) {
    rev = [];
    const { terms, start, tf } = index.postings;
    for (let id = 0; id < terms.length; id++) {
      for (let j = start[id]; j < start[id + 1]; j++) {
        if ((tf[j] & TF_MAX) !== 0) {
          rev.push([...terms[id]].reverse().join(""));
          break;
        }
      }
    }
    rev.sort();
    REVERSED_NAME_TERMS.set(index, rev);
  }
  return longerWithPrefix(rev, [...word].reverse().join(""), max).map((t) => [...t].reverse().join(""));
}

// host.js-src/core/words.ts
var HAN_FIRST = "㐀";
var HAN_PAST = "ﬀ";
function firstAtLeast(xs, x) {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (xs[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
var REVERSED = /* @__PURE__ */ new WeakMap();
function libraryTranslations(index, limits = LIMITS) {
  const zh = index.zh;
  if (!zh) return /* @__PURE__ */ new Map();
  const cached = REVERSED.get(index);
  if (cached && cached.zh === zh) return cached.map;
  const terms = index.postings.terms;
  const map = reverseSenses(terms.slice(firstAtLeast(terms, HAN_FIRST), firstAtLeast(terms, HAN_PAST)), zh, limits.reverseDictionarySenses, limits.reverseDictionaryTerms);
  REVERSED.set(index, { zh, map });
  return map;
}
function resolve(index, token, weights, limits) {
  const out = [];
  const push = (terms, kind, factor = altFactor(kind, weights)) => {
    const lists = [];
    for (const t of terms) {
      const p = index.postings.get(t);
      if (!p) return;
      lists.push(p);
    }
    out.push({ terms, lists, kind, factor });
  };
  for (const alt of alternatives(token, index.zh)) push(alt.terms, alt.kind);
  if (!token.cjk && index.zh) {
    const zh = libraryTranslations(index, limits).get(token.key);
    if (zh) {
      for (const t of zh) if (!out.some((a) => a.terms.length === 1 && a.terms[0] === t)) push([t], "translation", weights.reverseTranslation);
    }
  }
  if (out.length || token.cjk) return out;
  let longerTerms;
  const longer = () => longerTerms ??= token.key.length >= limits.prefixMinChars ? prefixTerms(index, token.key, limits.prefixMaxTerms) : [];
  const cutShort = (t) => (token.key.startsWith(t) || token.raw !== void 0 && token.raw.startsWith(t)) && longer().length > 0;
  let shortened = false;
  const repair = (found) => {
    const kept = found.filter((t) => !cutShort(t));
    if (kept.length < found.length) shortened = true;
    for (const w of kept.slice(0, limits.spellingMaxAlternatives)) push([w], "spelling");
  };
  if (token.key.length >= limits.spellingMinChars && token.key.length <= limits.spellingMaxChars) {
    repair(spellingNeighbours(index, token.key, limits.spellingMinChars));
  }
  if (!out.length && token.raw && token.raw.length >= limits.spellingMinChars && token.raw.length <= limits.spellingMaxChars) {
    const found = [...oneEditStems(token.raw)].filter((t) => t !== token.key && index.postings.has(t));
    found.sort((a, b) => index.postings.get(b).docs.length - index.postings.get(a).docs.length || (a < b ? -1 : 1));
    repair(found);
  }
  if (shortened) for (const w of longer()) push([w], "prefix");
  if (!out.length && token.key.length >= limits.prefixMinChars) {
    for (const w of longer()) push([w], "prefix");
  }
  if (!out.length && token.key.length >= limits.nameSuffixMinChars) {
    const found = new Set(nameSuffixTerms(index, token.key, limits.prefixMaxTerms));
    if (token.raw) for (const w of nameSuffixTerms(index, token.raw, limits.prefixMaxTerms)) found.add(w);
    for (const w of found) push([w], "spelling");
  }
  return out;
}
function readWords(index, tokens, weights, limits, scratch) {
  const n = index.docs.length;
  const { mark, best, plainMark } = scratch;
  scratch.wordsUsed = 0;
  const kwUnit = SHIFT[KEYWORDS_FIELD];
  const kwLow = kwUnit - 1;
  return tokens.map((token) => {
    const stamp = nextStamp(scratch);
    const alts = resolve(index, token, weights, limits);
    let len = 0;
    const single = alts.length === 1 && alts[0].lists.length === 1 ? alts[0].lists[0].docs.length : -1;
    if (single >= 0 && n >= limits.universalMinRows && single / n > limits.universalShare) {
      return { token, alts, df: single, idf: idfOf(n, single), weight: 0, docs: new Int32Array(0), scores: new Float64Array(0), plain: new Uint8Array(0), plainDf: single };
    }
    wordRoom(scratch, n);
    const at = scratch.wordsUsed;
    const wordDocs = scratch.wordDocs;
    const fast = weights === WEIGHTS;
    let primaryDf = 0;
    for (let a = 0; a < alts.length; a++) {
      const alt = alts[a];
      if (alt.kind === "derived" || alt.kind === "situation") {
        if (primaryDf === 0) primaryDf = len;
        if (primaryDf > 0 && alt.lists.length === 1) alt.factor *= Math.min(1, idfOf(n, alt.lists[0].docs.length) / idfOf(n, primaryDf));
      }
      const first = alt.lists[0];
      if (fast && alt.lists.length === 1) {
        const fd = first.docs;
        const sat = first.sat;
        const tf = first.tf;
        const factor = alt.factor;
        for (let j = 0; j < fd.length; j++) {
          const d = fd[j];
          const sc = factor * sat[j];
          if (sc < 0) continue;
          if (mark[d] !== stamp) {
            mark[d] = stamp;
            best[d] = sc;
            wordDocs[at + len++] = d;
          } else if (sc > best[d]) best[d] = sc;
          if (plainMark[d] !== stamp && (tf[j] & kwLow) !== 0) plainMark[d] = stamp;
        }
        continue;
      }
      const one = fast && alt.lists.length === 1;
      for (let j = 0; j < first.docs.length; j++) {
        const d = first.docs[j];
        const sc = one ? alt.factor * first.sat[j] : altScore(index, alt, d, j, weights);
        if (sc < 0) continue;
        if (mark[d] !== stamp) {
          mark[d] = stamp;
          best[d] = sc;
          wordDocs[at + len++] = d;
        } else if (sc > best[d]) best[d] = sc;
        if (plainMark[d] !== stamp && (alt.lists.length === 1 ? (first.tf[j] & kwLow) !== 0 : plainIn(alt, d, j, kwUnit))) plainMark[d] = stamp;
      }
    }
    const docs = wordDocs.subarray(at, at + len);
    const scores = scratch.wordScores.subarray(at, at + len);
    const plain = scratch.wordPlain.subarray(at, at + len);
    scratch.wordsUsed = at + len;
    let plainDf = 0;
    for (let k = 0; k < len; k++) {
      const d = docs[k];
      scores[k] = best[d];
      const p = plainMark[d] === stamp ? 1 : 0;
      plain[k] = p;
      plainDf += p;
    }
    const df = docs.length;
    const weightDf = plainDf > 0 ? primaryDf > 0 ? Math.min(primaryDf, plainDf) : plainDf : primaryDf > 0 ? primaryDf : df;
    const universal = n >= limits.universalMinRows && weightDf / n > limits.universalShare;
    const idf = idfOf(n, weightDf);
    return { token, alts, df, idf, weight: universal ? 0 : idf, docs, scores, plain, plainDf };
  });
}
function gluedStandsAlone(index, glued, a, b) {
  const pg = index.postings.get(glued);
  if (!pg) return false;
  const pa = index.postings.get(a);
  const pb = index.postings.get(b);
  if (!pa || !pb) return true;
  for (const d of pg.docs) if (find(pa, d) < 0 || find(pb, d) < 0) return true;
  return false;
}
function splitUnheldCompounds(index, tokens, words) {
  let changed = false;
  const out = [];
  const keys = new Set(tokens.map((t) => t.key));
  tokens.forEach((token, i) => {
    const w = words[i];
    const held = token.parts.filter((p) => index.postings.has(p));
    if (!w || w.df > 0 || token.cjk || token.parts.length < 2 || held.length === 0) {
      out.push(token);
      return;
    }
    changed = true;
    for (const p of held) {
      if (keys.has(p)) continue;
      keys.add(p);
      out.push({ key: p, parts: [], cjk: false, generic: isGenericTerm(p) });
    }
  });
  return changed ? out : void 0;
}
function rarityDf(w) {
  return w.plainDf > 0 ? w.plainDf : w.df;
}
function plainIn(alt, doc, pos0, kwUnit) {
  for (let k = 0; k < alt.lists.length; k++) {
    const list = alt.lists[k];
    const pos = k === 0 ? pos0 : find(list, doc);
    if (pos < 0 || list.tf[pos] % kwUnit === 0) return false;
  }
  return true;
}

// host.js-src/core/search.ts
function rank(index, query, opts = {}, weights = WEIGHTS, limits = LIMITS) {
  const text = query.slice(0, limits.queryMaxChars);
  const all = queryTokens(text, { ...index.zh ? { dict: index.zh } : {}, has: (t) => index.postings.has(t), solid: (g, a, b) => gluedStandsAlone(index, g, a, b) });
  const topical = all.filter((t) => !t.generic);
  let tokens = (topical.length ? topical : all).slice(0, limits.queryMaxWords);
  const scratch = scratchFor(index);
  let words = readWords(index, tokens, weights, limits, scratch);
  const split = splitUnheldCompounds(index, tokens, words);
  if (split) {
    const kept = split.filter((t) => !t.generic);
    tokens = (kept.length ? kept : split).slice(0, limits.queryMaxWords);
    words = readWords(index, tokens, weights, limits, scratch);
  }
  const sentence = words.length > limits.keywordQueryMaxWords || writtenWords(text) > limits.keywordQueryMaxWords;
  const known = words.map((w, i) => ({ w, i })).filter(({ w }) => w.df > 0 && w.weight > 0);
  const unknown = words.filter((w) => w.df === 0);
  const bodyOnly = words.some((w) => w.df > 0 && w.weight > 0 && w.plainDf === 0);
  const strictBlocked = unknown.length > 0 || bodyOnly && !limits.keywordsStrict;
  const repoFilter = opts.repo === void 0 ? -1 : index.repos.indexOf(opts.repo);
  const { score, mask, plainMask, touched } = scratch;
  scoreWords(index, words, scratch, opts.repo, repoFilter);
  const rareDf = Math.max(1, Math.floor(index.docs.length * limits.rareWordShare));
  const rareNamed = rareWordsInNames(words, scratch, rareDf, weights);
  const { exact, named } = nameEvidence(index, words, scratch, normalizeName(text), opts.repo, repoFilter, weights);
  let significantMask = 0;
  for (const { i } of known) significantMask |= 1 << i;
  const strictOf = limits.keywordsStrict ? mask : plainMask;
  if (!strictBlocked && known.length > 1 && named.length) {
    const namedDf = Math.max(2, Math.floor(index.docs.length * limits.namedSkillShare));
    let drop = 0;
    for (const d of named) {
      const missing = significantMask & ~strictOf[d];
      if (popcount(missing) !== 1 || !distinctiveName(index, d, namedDf)) continue;
      drop |= missing;
    }
    if (popcount(drop) === 1) significantMask &= ~drop;
  }
  const need = popcount(significantMask);
  let keyMask = significantMask;
  let keyNeed = 1;
  let rareMask = 0;
  let bestRows = [];
  const chooseKeys = () => {
    keyMask = significantMask;
    bestRows = [];
    if (known.length > limits.keywordQueryMaxWords || known.length > 1 && sentence) {
      const sample = topDocs(touched, scratch.touchedCount, score, Math.max(limits.keyWordSampleRows, limits.rescueBestRows));
      keyMask = keyWords(index, known, sample.slice(0, limits.keyWordSampleRows), mask, limits.requiredMaxWords, weights);
      bestRows = sample.slice(0, limits.rescueBestRows);
    }
    keyNeed = Math.max(1, popcount(keyMask) - limits.partialMaxMissing);
    rareMask = 0;
    if (keyMask !== significantMask || popcount(significantMask) >= 3) {
      for (const { w, i } of known) if (rarityDf(w) <= rareDf) rareMask |= 1 << i;
    }
  };
  const matchedOf = (d) => exact.size && exact.has(d) ? need : popcount(strictOf[d] & significantMask);
  const bodyOnlyOf = (d) => exact.size && exact.has(d) ? 0 : popcount(mask[d] & ~strictOf[d] & significantMask);
  const explain = (d) => explainDoc(index, words, d, exact.has(d), weights, rareNamed.get(d) ?? 0);
  const pick = (accept, rows) => groupHits(index, scratch, accept, matchedOf, bodyOnlyOf, opts.explain ? explain : void 0, rows);
  const result = (strict2, fallback, groups) => {
    let all2;
    const out = {
      words: words.filter((w) => w.df === 0 || w.weight > 0).map((w) => w.token.key),
      strict: strict2,
      fallback,
      get hits() {
        return all2 ??= groups ? groups.top(groups.count) : [];
      },
      total: groups?.count ?? 0,
      unknown: unknown.map((w) => w.token.key),
      keyWords: words.filter((_, i) => keyMask & 1 << i).map((w) => w.token.key)
    };
    const top = (k, skip) => groups ? all2 && !skip ? all2.slice(0, k) : groups.top(k, skip) : [];
    const headsWhere = (keep) => groups ? groups.headsWhere(keep) : [];
    return Object.defineProperties(out, { top: { value: top }, headsWhere: { value: headsWhere } });
  };
  const anyExact = exact.size > 0;
  const canBeStrict = need > 0 && !strictBlocked;
  const isStrict = (d) => anyExact && exact.has(d) || canBeStrict && popcount(strictOf[d] & significantMask) === need;
  if (opts.mode === "or") {
    chooseKeys();
    const hits = pick((d) => mask[d] !== 0 || exact.has(d));
    return result(hits.headsWhere(isStrict).length, null, hits);
  }
  const strict = anyExact || canBeStrict ? pick(isStrict, strictCandidates(words, significantMask, canBeStrict, exact, mask)) : void 0;
  if (strict?.count) {
    chooseKeys();
    return result(strict.count, null, strict);
  }
  if (sentence && weights.associated > 0) {
    bridgeScores(index, words, scratch, opts.repo, repoFilter, () => bridgeWords(index, words, weights, limits, scratch));
  }
  chooseKeys();
  const unknownMissing = keyMask === significantMask ? unknown.length : 0;
  const withinMissing = (d) => unknownMissing === 0 || need - popcount(mask[d] & significantMask) + unknownMissing <= limits.partialMaxMissing;
  const best0 = bestRows.length > 0 ? bestRows[0] : -1;
  const best1 = bestRows.length > 1 ? bestRows[1] : -1;
  const few = bestRows.length <= 2;
  const isBest = (d) => few ? d === best0 || d === best1 : bestRows.includes(d);
  if (need > 0) {
    const anyRareNamed = rareNamed.size > 0;
    const partial = pick((d) => isBest(d) || withinMissing(d) && (popcount(mask[d] & keyMask) >= keyNeed || (mask[d] & rareMask) !== 0 && popcount(mask[d] & significantMask) >= 2) || anyRareNamed && rareNamed.has(d));
    if (partial.count) return result(0, "partial", partial);
  }
  return result(0, null, void 0);
}
function groupHits(index, scratch, accept, matchedOf, bodyOnlyOf, explain, candidates) {
  const { touched, touchedCount, score } = scratch;
  if (touchedCount > scratch.groupRows.length) growGroups(scratch, touchedCount);
  const { groupRows, groupOf: groupOfAll, groupHead, groupBest } = scratch;
  let n = 0;
  let m = 0;
  const stamp = nextStamp(scratch);
  const rowsSeen = candidates ?? touched;
  const seen = candidates ? candidates.length : touchedCount;
  for (let i = 0; i < seen; i++) {
    const d = rowsSeen[i];
    if (!accept(d)) continue;
    const id = index.nameId[d];
    const s = score[d];
    let g;
    if (scratch.nameStamp[id] === stamp) {
      g = scratch.nameSlot[id];
      if (s > groupBest[g] || s === groupBest[g] && d < groupHead[g]) {
        groupHead[g] = d;
        groupBest[g] = s;
      }
    } else {
      g = n++;
      scratch.nameStamp[id] = stamp;
      scratch.nameSlot[id] = g;
      groupHead[g] = d;
      groupBest[g] = s;
    }
    groupRows[m] = d;
    groupOfAll[m++] = g;
  }
  const head = groupHead.slice(0, n);
  const best = groupBest.slice(0, n);
  const rows = groupRows.slice(0, m);
  const groupOf = groupOfAll.slice(0, m);
  const matched = new Int32Array(n);
  const body = new Int32Array(n);
  for (let g = 0; g < n; g++) {
    matched[g] = matchedOf(head[g]);
    body[g] = bodyOnlyOf(head[g]);
  }
  const nameOf = (g) => index.docs[head[g]].name;
  const order = (a, b) => {
    const by = best[b] - best[a];
    if (by) return by;
    const x = nameOf(a);
    const y = nameOf(b);
    return x < y ? -1 : x > y ? 1 : head[a] - head[b];
  };
  const select = (k, keep) => {
    const out = [];
    if (k <= 0) return out;
    for (let g = 0; g < n; g++) {
      if (!keep(g)) continue;
      if (out.length === k && order(g, out[k - 1]) >= 0) continue;
      let lo = 0;
      let hi = out.length;
      while (lo < hi) {
        const mid = lo + hi >> 1;
        if (order(out[mid], g) < 0) lo = mid + 1;
        else hi = mid;
      }
      out.splice(lo, 0, g);
      if (out.length > k) out.pop();
    }
    return out;
  };
  const build = (chosen) => {
    const slot = new Int32Array(n).fill(-1);
    chosen.forEach((g, i) => slot[g] = i);
    const docs = chosen.map(() => []);
    for (let j = 0; j < m; j++) {
      const i = slot[groupOf[j]];
      if (i >= 0) docs[i].push(rows[j]);
    }
    return chosen.map((g, i) => {
      const doc = head[g];
      const hit = { doc, name: nameOf(g), score: best[g], matchCount: matched[g], docs: docs[i] };
      if (body[g]) hit.bodyMatchCount = body[g];
      hit.docs.sort((a, b) => a === doc ? -1 : b === doc ? 1 : a - b);
      hit.score = round(hit.score);
      if (explain) hit.why = explain(doc);
      return hit;
    });
  };
  return {
    count: n,
    top: (k, skip) => {
      if (k >= n && !skip) {
        const all = Array.from({ length: n }, (_, g) => g);
        return build(all.sort(order));
      }
      return build(select(Math.min(k, n), skip ? (g) => !skip(head[g]) : () => true));
    },
    headsWhere: (keep) => {
      const kept = [];
      for (let g = 0; g < n; g++) if (keep(head[g])) kept.push(g);
      return kept.sort(order).map((g) => head[g]);
    }
  };
}
function strictCandidates(words, significantMask, canBeStrict, exact, mask) {
  if (!canBeStrict) return [...exact];
  let rarest = -1;
  for (let w = 0; w < words.length; w++) {
    if (significantMask & 1 << w && (rarest < 0 || words[w].docs.length < words[rarest].docs.length)) rarest = w;
  }
  if (rarest < 0) return void 0;
  const docs = words[rarest].docs;
  if (!exact.size) return docs;
  const bit = 1 << rarest;
  const extra = [...exact].filter((d) => !(mask[d] & bit));
  return extra.length ? [...docs, ...extra] : docs;
}
function growGroups(scratch, room) {
  scratch.groupRows = new Int32Array(room);
  scratch.groupOf = new Int32Array(room);
  scratch.groupHead = new Int32Array(room);
  scratch.groupBest = new Float64Array(room);
}
function scoreWords(index, words, scratch, repo, repoFilter) {
  const { score, mask, plainMask, touched } = scratch;
  for (let w = 0; w < words.length; w++) {
    const word = words[w];
    if (word.df === 0 || word.weight === 0) continue;
    const bit = 1 << w;
    const { docs, plain, scores, weight } = word;
    let count = scratch.touchedCount;
    for (let k = 0; k < docs.length; k++) {
      const d = docs[k];
      if (repo !== void 0 && (repoFilter < 0 || index.docRepo[d] !== repoFilter)) continue;
      if (mask[d] === 0) touched[count++] = d;
      mask[d] |= bit;
      if (plain[k]) plainMask[d] |= bit;
      score[d] += weight * scores[k];
    }
    scratch.touchedCount = count;
  }
}
function bridgeScores(index, words, scratch, repo, repoFilter, grow) {
  const before = words.map((w) => w.docs.length);
  grow();
  const { score, mask, touched } = scratch;
  for (let w = 0; w < words.length; w++) {
    const word = words[w];
    if (word.df === 0 || word.weight === 0) continue;
    const bit = 1 << w;
    for (let k = before[w]; k < word.docs.length; k++) {
      const d = word.docs[k];
      if (repo !== void 0 && (repoFilter < 0 || index.docRepo[d] !== repoFilter)) continue;
      if (mask[d] === 0) touched[scratch.touchedCount++] = d;
      mask[d] |= bit;
      score[d] += word.weight * word.scores[k];
    }
  }
}
function rareWordsInNames(words, scratch, rareDf, weights) {
  const { score, mask } = scratch;
  const rareNamed = /* @__PURE__ */ new Map();
  for (let w = 0; w < words.length; w++) {
    const word = words[w];
    if (word.weight === 0 || word.df === 0 || rarityDf(word) > rareDf) continue;
    for (let k = 0; k < word.docs.length; k++) {
      const d = word.docs[k];
      if (!(mask[d] & 1 << w) || !inName(word, d)) continue;
      rareNamed.set(d, (rareNamed.get(d) ?? 0) | 1 << w);
      score[d] += (weights.rareInName - 1) * word.weight * word.scores[k];
    }
  }
  return rareNamed;
}
function nameEvidence(index, words, scratch, queryName, repo, repoFilter, weights) {
  const { score, mask, touched } = scratch;
  const exact = /* @__PURE__ */ new Set();
  for (const d of index.byName.get(queryName) ?? []) {
    if (repoFilter < 0 && repo !== void 0) break;
    if (repoFilter >= 0 && index.docRepo[d] !== repoFilter) continue;
    exact.add(d);
    if (mask[d] === 0) touched[scratch.touchedCount++] = d;
    score[d] += weights.exactName;
  }
  const queryTerms = /* @__PURE__ */ new Set();
  for (const w of words) if (w.weight > 0) {
    for (const alt of w.alts) if (alt.kind !== "associated") for (const t of alt.terms) queryTerms.add(t);
  }
  const nameHits = scratch.nameHits;
  const counted = [];
  for (const t of queryTerms) {
    const p = index.postings.get(t);
    for (let j = 0; j < p.docs.length; j++) {
      if ((p.tf[j] & TF_MAX) === 0) continue;
      const d = p.docs[j];
      if (mask[d] === 0 && !exact.has(d)) continue;
      if (nameHits[d] === 0) counted.push(d);
      nameHits[d]++;
    }
  }
  const named = [];
  for (const d of counted) {
    const size = index.nameTermCount[d];
    if (nameHits[d] === size) {
      score[d] += weights.nameCovered * Math.min(size, 3);
      named.push(d);
    }
    nameHits[d] = 0;
  }
  return { exact, named };
}
function explainDoc(index, words, doc, exact, weights, doubled) {
  const why = [];
  for (let w = 0; w < words.length; w++) {
    const word = words[w];
    const times = doubled & 1 << w ? weights.rareInName : 1;
    if (word.weight === 0) continue;
    let bestScore = -1;
    let bestShares = [];
    for (const alt of word.alts) {
      const shares = FIELDS.map(() => 0);
      const s = altScore(index, alt, doc, -1, weights, shares);
      if (s > bestScore) {
        bestScore = s;
        bestShares = shares;
      }
    }
    if (bestScore <= 0) continue;
    const total = bestShares.reduce((a, b) => a + b, 0) || 1;
    for (let f = 0; f < NF; f++) {
      if (!bestShares[f]) continue;
      why.push({ word: word.token.key, field: FIELDS[f], score: round(times * word.weight * bestScore * bestShares[f] / total) });
    }
  }
  if (exact) why.push({ word: index.nameKey[doc], field: "exactName", score: weights.exactName });
  return why;
}
function inName(word, d) {
  for (const alt of word.alts) {
    if (alt.lists.length !== 1 || alt.kind !== "word" && alt.kind !== "spelling" && alt.kind !== "translation") continue;
    const list = alt.lists[0];
    const pos = find(list, d);
    if (pos >= 0 && list.tf[pos] % FIELD_UNIT > 0) return true;
  }
  return false;
}
function distinctiveName(index, d, maxDf) {
  for (const t of tokenize(index.docs[d].name)) {
    const p = index.postings.get(t);
    if (p && p.docs.length <= maxDf) return true;
  }
  return false;
}
function popcount(x) {
  x = x - (x >>> 1 & 1431655765);
  x = (x & 858993459) + (x >>> 2 & 858993459);
  return Math.imul(x + (x >>> 4) & 252645135, 16843009) >>> 24;
}
function keyWords(index, known, sample, mask, k, weights) {
  let chosen = 0;
  const covered = /* @__PURE__ */ new Set();
  const choose = (i) => {
    chosen |= 1 << i;
    for (const d of sample) if (mask[d] & 1 << i) covered.add(d);
  };
  const top = sample[0];
  if (top !== void 0) {
    let best = -1;
    let bestScore = -1;
    for (const { w, i } of known) {
      if (!(mask[top] & 1 << i)) continue;
      let s = 0;
      for (const alt of w.alts) s = Math.max(s, altScore(index, alt, top, -1, weights));
      s *= w.weight;
      if (s > bestScore) {
        best = i;
        bestScore = s;
      }
    }
    if (best >= 0) choose(best);
  }
  while (popcount(chosen) < k) {
    let best = -1;
    let bestCount = 0;
    let bestDf = Infinity;
    for (const { w, i } of known) {
      if (chosen & 1 << i) continue;
      let count = 0;
      for (const d of sample) if (!covered.has(d) && mask[d] & 1 << i) count++;
      if (count > bestCount || count === bestCount && count > 0 && w.df < bestDf) {
        best = i;
        bestCount = count;
        bestDf = w.df;
      }
    }
    if (best < 0) break;
    choose(best);
  }
  return chosen;
}
function topDocs(touched, count, score, k) {
  const top = [];
  let last = -1;
  let lastScore = 0;
  for (let i = 0; i < count; i++) {
    const d = touched[i];
    const s = score[d];
    if (last >= 0 && (s < lastScore || s === lastScore && d > last)) continue;
    let pos = top.length;
    while (pos > 0 && (score[top[pos - 1]] < s || score[top[pos - 1]] === s && top[pos - 1] > d)) pos--;
    if (pos >= k) continue;
    top.splice(pos, 0, d);
    if (top.length > k) top.pop();
    if (top.length === k && k > 0) {
      last = top[k - 1];
      lastScore = score[last];
    }
  }
  return top;
}
function round(x) {
  return Math.round(x * 1e3) / 1e3;
}

// host.js-src/core/typed-json.ts
var CTORS = {
  i32: Int32Array,
  u32: Uint32Array,
  u16: Uint16Array,
  u8: Uint8Array,
  f32: Float32Array
};
var LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
function decodeArray(value, kind) {
  const v = value;
  if (!v || v.kind !== kind || typeof v.base64 !== "string" || typeof v.length !== "number") return void 0;
  let binary;
  try {
    binary = atob(v.base64);
  } catch {
    return void 0;
  }
  const Ctor = CTORS[kind];
  if (binary.length !== v.length * Ctor.BYTES_PER_ELEMENT) return void 0;
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Ctor(bytes.buffer);
}

// host.js-src/library/sha256.ts
var nodeHasher;
function hasher() {
  if (nodeHasher !== void 0) return nodeHasher;
  nodeHasher = null;
  try {
    const proc = globalThis.process;
    const mod = typeof proc?.getBuiltinModule === "function" ? proc.getBuiltinModule("node:crypto") : void 0;
    if (mod && typeof mod.createHash === "function") nodeHasher = mod;
  } catch {
    nodeHasher = null;
  }
  return nodeHasher;
}
async function sha256Hex(text) {
  const bytes = typeof text === "string" ? new TextEncoder().encode(text) : text;
  const node = hasher();
  if (node) return node.createHash("sha256").update(bytes).digest("hex");
  return sha256HexWeb(bytes);
}
async function sha256HexWeb(bytes) {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// host.js-src/library/search-sidecar.ts
var SEARCH_SIDECAR = "skill-index.search.bin";
var SEARCH_SIDECAR_FORMAT = 4;
var SEARCH_SIDECAR_JSON = "skill-index.search.json";
var SEARCH_SIDECAR_JSON_FORMAT = 2;
var SIDECAR_MAGIC = "DSRSRCH\n";
var ZH_SOURCE = "CC-CEDICT (MDBG and contributors, https://cc-cedict.org/), CC BY-SA 4.0; the entries whose glosses this library uses";
function rowDocs(rows) {
  return rows.map((r) => ({
    name: r.name,
    description: r.description,
    ...r.whenToUse ? { whenToUse: r.whenToUse } : {},
    ...r.keywords ? { keywords: r.keywords } : {},
    repo: r.repo,
    relpath: r.relpath,
    source: "library"
  }));
}
var PROBE_ROWS = 16;
function engineFingerprint(rows) {
  const head = rows.slice(0, PROBE_ROWS);
  const probe = head.map((r) => tokenize([r.name, r.description, r.whenToUse ?? "", r.repo, r.relpath, r.keywords ?? ""].join("\n")));
  const names = head.map((r) => normalizeName(r.name));
  return sha256Hex(JSON.stringify([SEARCH_SIDECAR_JSON_FORMAT, FIELD_COUNT, Object.entries(lexicon_exports).sort(), TERMS_ZH, WEIGHTS, probe, names]));
}
async function storedPostings(rows, dictionary) {
  const docs = rowDocs(rows);
  const raw = collectPostings(docs);
  const index = assembleSearchIndex(docs, raw);
  const zh = await dictionary?.(index);
  return { raw, sat: index.postings.sat, ids: docIds(docs), ...zh ? { zh } : {} };
}
async function renderSearchSidecar(rows, indexDigest2, dictionary) {
  const { raw, sat, ids, zh } = await storedPostings(rows, dictionary);
  for (const t of raw.terms) if (t.includes("\n")) throw new Error(`search sidecar: the term ${JSON.stringify(t.slice(0, 40))} holds a line feed, which the layout cannot store`);
  for (const k of ids.nameKeys) if (k.includes("\n")) throw new Error(`search sidecar: the name ${JSON.stringify(k.slice(0, 40))} holds a line feed, which the layout cannot store`);
  const enc = new TextEncoder();
  const parts = [
    ["terms", enc.encode(raw.terms.join("\n"))],
    ["start", bytesOf(raw.start)],
    ["docs", bytesOf(raw.docs)],
    ["tf", bytesOf(raw.tf)],
    ["sat", bytesOf(sat)],
    ["fieldLen", bytesOf(raw.fieldLen)],
    ["nameTermCount", bytesOf(raw.nameTermCount)],
    ["names", enc.encode(ids.nameKeys.join("\n"))],
    ["nameId", bytesOf(ids.nameId)],
    ["docRepo", bytesOf(ids.docRepo)],
    ...zh ? [["zh", enc.encode(zh)]] : []
  ];
  const headerOf = (base2) => {
    const sections = {};
    let at2 = base2;
    for (const [name, bytes] of parts) {
      sections[name] = [at2, bytes.byteLength];
      at2 = align8(at2 + bytes.byteLength);
    }
    const header = { indexDigest: indexDigest2, rows: rows.length, engine: "", terms: raw.terms.length, postings: raw.docs.length, names: ids.nameKeys.length, repos: ids.repos, sections, ...zh ? { zhSource: ZH_SOURCE } : {} };
    return { header, end: at2 };
  };
  const engine = await engineFingerprint(rows);
  let base = 0;
  let text = "";
  for (let pass = 0; pass < 3; pass++) {
    const { header } = headerOf(base);
    text = JSON.stringify({ ...header, engine });
    const next = align8(16 + enc.encode(text).byteLength);
    if (next === base) break;
    base = next;
  }
  const { end } = headerOf(base);
  const head = enc.encode(text);
  const out = new Uint8Array(end);
  out.set(enc.encode(SIDECAR_MAGIC), 0);
  const view = new DataView(out.buffer);
  view.setUint32(8, SEARCH_SIDECAR_FORMAT, true);
  view.setUint32(12, head.byteLength, true);
  out.set(head, 16);
  let at = base;
  for (const [, bytes] of parts) {
    out.set(bytes, at);
    at = align8(at + bytes.byteLength);
  }
  return out;
}
var align8 = (x) => Math.ceil(x / 8) * 8;
function bytesOf(a) {
  return new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}
function section(bytes, at, C) {
  if (!at) return void 0;
  const [off, len] = at;
  if (len % C.BYTES_PER_ELEMENT !== 0) return void 0;
  const abs = bytes.byteOffset + off;
  if (abs % C.BYTES_PER_ELEMENT === 0) return new C(bytes.buffer, abs, len / C.BYTES_PER_ELEMENT);
  const copy = new C(len / C.BYTES_PER_ELEMENT);
  new Uint8Array(copy.buffer).set(bytes.subarray(off, off + len));
  return copy;
}
async function readSearchSidecar(bytes, rows, indexDigest2) {
  if (!LITTLE_ENDIAN) return "this machine is big-endian; the sidecar is little-endian";
  if (bytes.byteLength < 16) return "truncated (shorter than its header)";
  const dec = new TextDecoder("utf-8", { fatal: true });
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== SIDECAR_MAGIC) return "not a search sidecar (its first bytes are wrong)";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const format = view.getUint32(8, true);
  if (format !== SEARCH_SIDECAR_FORMAT) return `format ${format}, expected ${SEARCH_SIDECAR_FORMAT}`;
  const headLen = view.getUint32(12, true);
  if (16 + headLen > bytes.byteLength) return "truncated (inside its header)";
  let header;
  try {
    header = JSON.parse(dec.decode(bytes.subarray(16, 16 + headLen)));
  } catch {
    return "its header is not valid JSON";
  }
  if (!header || typeof header !== "object" || Array.isArray(header)) return "its header is not a JSON object";
  if (header["indexDigest"] !== indexDigest2) return "made for another index text";
  if (header["rows"] !== rows.length) return "made for another row count";
  if (header["engine"] !== await engineFingerprint(rows)) return "made by another tokenizer version";
  const sections = header["sections"] ?? {};
  const at = (name) => {
    const s = sections[name];
    if (!Array.isArray(s) || s.length !== 2 || !s.every((x) => Number.isInteger(x) && x >= 0)) return void 0;
    const [off, len] = s;
    return off + len <= bytes.byteLength ? [off, len] : void 0;
  };
  for (const name of ["terms", "start", "docs", "tf", "sat", "fieldLen", "nameTermCount", "names", "nameId", "docRepo"]) {
    if (!Array.isArray(sections[name])) return `the ${name} section is missing`;
    if (!at(name)) return `truncated (the ${name} section runs past the end)`;
  }
  const termsAt = at("terms");
  let terms;
  try {
    const text = dec.decode(bytes.subarray(termsAt[0], termsAt[0] + termsAt[1]));
    terms = text === "" ? [] : text.split("\n");
  } catch {
    return "the terms are not UTF-8";
  }
  if (terms.length !== header["terms"]) return "the term count does not match its header";
  const raw = {
    terms,
    start: section(bytes, at("start"), Int32Array),
    docs: section(bytes, at("docs"), Int32Array),
    tf: section(bytes, at("tf"), Uint32Array),
    sat: section(bytes, at("sat"), Float32Array),
    fieldLen: section(bytes, at("fieldLen"), Uint16Array),
    nameTermCount: section(bytes, at("nameTermCount"), Uint8Array)
  };
  const problem = checkArrays(raw, rows.length);
  if (problem) return problem;
  const ids = readIds(bytes, header, at("names"), section(bytes, at("nameId"), Int32Array), section(bytes, at("docRepo"), Int32Array), rows);
  if (typeof ids === "string") return ids;
  let zh;
  const zhAt = at("zh");
  if (!zhAt && sections["zh"] !== void 0) return "truncated (the zh section runs past the end)";
  if (zhAt) {
    try {
      zh = parseDictionary(dec.decode(bytes.subarray(zhAt[0], zhAt[0] + zhAt[1])));
    } catch {
      zh = void 0;
    }
  }
  return { ...complete(raw), ids, sortedTerms: true, ...zh && typeof zh !== "string" ? { zh } : {} };
}
function readIds(bytes, header, namesAt, nameId, docRepo, rows) {
  const n = rows.length;
  const repos = header["repos"];
  if (!Array.isArray(repos) || !repos.every((r) => typeof r === "string")) return "its repo list is missing or malformed";
  for (let r = 1; r < repos.length; r++) if (!(repos[r - 1] < repos[r])) return "the repos are not in order";
  let nameKeys;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(namesAt[0], namesAt[0] + namesAt[1]));
    nameKeys = text === "" ? [] : text.split("\n");
  } catch {
    return "the names are not UTF-8";
  }
  if (nameKeys.length !== header["names"] || new Set(nameKeys).size !== nameKeys.length) return "the name count does not match its header";
  if (!nameId || !docRepo || nameId.length !== n || docRepo.length !== n) return "per-row arrays have the wrong length";
  let next = 0;
  const repoUsed = new Uint8Array(repos.length);
  for (let i = 0; i < n; i++) {
    const id = nameId[i];
    if (id < 0 || id > next || id >= nameKeys.length) return "a row names a name that does not exist";
    if (id === next) {
      if (rows[i].name === nameKeys[id]) nameKeys[id] = rows[i].name;
      next++;
    }
    const r = docRepo[i];
    if (r < 0 || r >= repos.length) return "a row names a repo that does not exist";
    repoUsed[r] = 1;
  }
  if (next !== nameKeys.length) return "a stored name belongs to no row";
  if (repoUsed.includes(0)) return "a stored repo belongs to no row";
  return { nameKeys, nameId, repos, docRepo };
}
function checkArrays(a, n) {
  const { terms, start, docs, tf, sat, fieldLen, nameTermCount } = a;
  if (!start || !docs || !tf || !fieldLen || !nameTermCount || !sat) return "an array is missing or malformed";
  if (sat.length !== docs.length) return "scores do not match the postings";
  if (start.length !== terms.length + 1 || start[0] !== 0 || start[terms.length] !== docs.length || tf.length !== docs.length) return "posting ranges do not add up";
  if (fieldLen.length !== n * FIELD_COUNT || nameTermCount.length !== n) return "per-row arrays have the wrong length";
  for (let t = 0; t < terms.length; t++) {
    const from = start[t];
    const to = start[t + 1];
    if (to < from) return "posting ranges go backwards";
    if (t > 0 && !(terms[t - 1] < terms[t])) return "the terms are not in order";
    let last = -1;
    for (let p = from; p < to; p++) {
      const d = docs[p];
      if (d < 0 || d >= n) return "a posting names a row that does not exist";
      if (d <= last) return "a term's rows are not in order";
      last = d;
    }
  }
  return void 0;
}
function complete(a) {
  return { terms: a.terms, start: a.start, docs: a.docs, tf: a.tf, sat: a.sat, fieldLen: a.fieldLen, nameTermCount: a.nameTermCount };
}
async function readSearchSidecarJson(text, rows, indexDigest2) {
  if (!LITTLE_ENDIAN) return "this machine is big-endian; the sidecar is little-endian";
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return "not valid JSON";
  }
  if (data["format"] !== SEARCH_SIDECAR_JSON_FORMAT) return `format ${String(data["format"])}, expected ${SEARCH_SIDECAR_JSON_FORMAT}`;
  if (data["indexDigest"] !== indexDigest2) return "made for another index text";
  if (data["rows"] !== rows.length) return "made for another row count";
  if (data["engine"] !== await engineFingerprint(rows)) return "made by another tokenizer version";
  const terms = data["terms"];
  if (!Array.isArray(terms) || !terms.every((t) => typeof t === "string")) return "terms are not a list of strings";
  const raw = {
    terms,
    start: decodeArray(data["start"], "i32"),
    docs: decodeArray(data["docs"], "i32"),
    tf: decodeArray(data["tf"], "u32"),
    fieldLen: decodeArray(data["fieldLen"], "u16"),
    nameTermCount: decodeArray(data["nameTermCount"], "u8"),
    sat: decodeArray(data["sat"], "f32")
  };
  const problem = checkArrays(raw, rows.length);
  if (problem) return problem;
  const zh = data["zh"] === void 0 ? void 0 : parseDictionary(data["zh"]);
  return { ...complete(raw), ...zh && typeof zh !== "string" ? { zh } : {} };
}
async function restoreSearchIndex(data, rows, indexDigest2) {
  const raw = typeof data === "string" ? await readSearchSidecarJson(data, rows, indexDigest2) : await readSearchSidecar(data, rows, indexDigest2);
  return typeof raw === "string" ? raw : assembleSearchIndex(rowDocs(rows), raw);
}

// host.js-src/library/identity-read.ts
var fatalDecoder = new TextDecoder("utf-8", { fatal: true });
function codeOf(err) {
  const c = err?.code;
  return typeof c === "string" ? c : void 0;
}
function mapped(err, shown) {
  if (err instanceof FsCheckError) return err;
  switch (codeOf(err)) {
    case "ENOENT":
    case "ENOTDIR":
      return new FsCheckError("FS_NOT_FOUND", `not found: ${shown}`);
    case "EACCES":
    case "EPERM":
      return new FsCheckError("FS_PERMISSION_DENIED", `permission denied: ${shown}`);
    case "ENXIO":
      return new FsCheckError("FS_NOT_REGULAR_FILE", `not a regular file (a FIFO, socket or device): ${shown}`);
    case "ELOOP":
      return new FsCheckError("FS_CHANGED", `${shown} became a symbolic link after it was resolved; it was not read. Retry`);
    default:
      return new FsCheckError("FS_IO_ERROR", `${shown} could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
}
function checkOpened(st, shown, options) {
  if (!st.isFile()) throw new FsCheckError("FS_NOT_REGULAR_FILE", `not a regular file (${st.isDirectory() ? "a folder" : "a FIFO, socket or device"}): ${shown}`);
  if (st.size > BigInt(options.maxBytes)) throw tooLarge(shown, Number(st.size), options.maxBytes);
  if (options.singleLink && st.nlink > 1n) {
    throw new FsCheckError("FS_HARDLINK", `${shown} has ${st.nlink} hard links; a bundled file with a second name may be a file from outside the skill, so it is not served. Copy the file instead of linking it`);
  }
}
function openCheckedSync(fs) {
  const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOFOLLOW ?? 0);
  return (path, shown, options, use) => {
    let fd;
    try {
      fd = fs.openSync(path, flags);
    } catch (err) {
      throw mapped(err, shown);
    }
    try {
      const st = fs.fstatSync(fd, { bigint: true });
      checkOpened(st, shown, options);
      if (options.inside !== void 0) {
        let real;
        try {
          real = fs.readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          real = void 0;
        }
        if (!real || !real.startsWith("/")) {
          real = fs.realpathSync(path);
          const again = fs.statSync(real, { bigint: true });
          if (again.dev !== st.dev || again.ino !== st.ino) throw new FsCheckError("FS_CHANGED", `${shown} was replaced while it was opened; it was not read. Retry`);
        }
        const root = options.inside.replace(/\/+$/, "");
        if (real !== root && !real.startsWith(root + "/")) {
          throw new FsCheckError("FS_OUTSIDE", `${shown} is really ${real}, outside ${root} (a symlink or a moved folder points out); it was not read`);
        }
      }
      const value = use(fd, st);
      const end = fs.fstatSync(fd, { bigint: true });
      if (end.size !== st.size || end.mtimeNs !== st.mtimeNs) throw new FsCheckError("FS_CHANGED", `${shown} changed while it was read; it was not served. Retry`);
      return value;
    } catch (err) {
      throw mapped(err, shown);
    } finally {
      fs.closeSync(fd);
    }
  };
}
function identityReaderSync(fs) {
  const open = openCheckedSync(fs);
  return async (path, shown, options) => open(path, shown, options, (fd, st) => {
    const size = Number(st.size);
    const bytes = new Uint8Array(size);
    let off = 0;
    while (off < size) {
      const n = fs.readSync(fd, bytes, off, size - off, off);
      if (n <= 0) break;
      off += n;
    }
    if (off !== size) throw new FsCheckError("FS_CHANGED", `${shown} changed while it was read; it was not served. Retry`);
    return bytes;
  });
}
async function readUpTo(fh, size) {
  const bytes = new Uint8Array(size);
  let off = 0;
  while (off < size) {
    const { bytesRead } = await fh.read(bytes, off, size - off, off);
    if (bytesRead <= 0) break;
    off += bytesRead;
  }
  return off === size ? bytes : bytes.subarray(0, off);
}
function decodeText(bytes, shown) {
  if (bytes.subarray(0, 8192).includes(0)) throw new FsCheckError("FS_NOT_TEXT", `binary file: ${shown}`);
  let text;
  try {
    text = fatalDecoder.decode(bytes);
  } catch {
    throw new FsCheckError("FS_NOT_TEXT", `not UTF-8: ${shown}`);
  }
  return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
}

// host.js-src/library/library.ts
var META_FILE = "skill-index.meta.json";
var SHA_FILE = "skill-index.tsv.sha256";
async function readOptional(fs, path, signal) {
  try {
    const t = await fs.resolve(path, { signal });
    const info = await fs.stat(t, signal);
    if (info?.type !== "file") return void 0;
    if (info.size !== void 0 && info.size > LIMITS.indexMaxBytes) return void 0;
    return await readTextChecked(fs, t, { maxBytes: LIMITS.indexMaxBytes }, signal);
  } catch {
    return void 0;
  }
}
async function readOptionalBytes(fs, path, signal) {
  let t;
  let info;
  try {
    t = await fs.resolve(path, { signal });
    info = await fs.stat(t, signal);
  } catch {
    return void 0;
  }
  if (info?.type !== "file") return void 0;
  if (!fs.readBytes) return { unreadable: "this host reads files only as text" };
  if (info.size !== void 0 && info.size > LIMITS.indexMaxBytes) return { unreadable: `it is ${info.size} bytes, over the ${LIMITS.indexMaxBytes}-byte limit` };
  try {
    return await fs.readBytes(t, signal, LIMITS.indexMaxBytes);
  } catch (err) {
    return { unreadable: describeFsError(err, path) };
  }
}
function indexDigest(text, bytes) {
  if (bytes && text.charCodeAt(0) !== 65279 && !text.includes("\r")) return sha256Hex(bytes);
  const body = text.charCodeAt(0) === 65279 ? text.slice(1) : text;
  return sha256Hex(body.replace(/\r\n/g, "\n"));
}
async function checkIntegrity(fs, indexPath, text, rowCount, signal, libraryDir, digest, sidecars) {
  const base = dirname(indexPath);
  const { shaText, metaText } = await (sidecars ?? readIntegritySidecars(fs, indexPath, signal));
  const alarms = [];
  let meta;
  if (metaText !== void 0) {
    try {
      const parsed = JSON.parse(metaText);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) meta = parsed;
      else alarms.push(`${META_FILE} is not a JSON object`);
    } catch {
      alarms.push(`${META_FILE} is not valid JSON`);
    }
  }
  const expected = [];
  if (shaText !== void 0) expected.push(shaText.trim().split(/\s+/)[0] ?? "");
  if (typeof meta?.sha256 === "string") expected.push(meta.sha256);
  if (expected.length) {
    const actual = digest ?? await indexDigest(text);
    if (expected.some((e) => e.toLowerCase() !== actual)) alarms.push("the index was changed outside build-index (its sha256 differs from the sidecar)");
  }
  if (meta && typeof meta.rows === "number" && meta.rows >= 0) {
    const drift = meta.rows === 0 ? rowCount === 0 ? 0 : 1 : Math.abs(rowCount - meta.rows) / meta.rows;
    if (drift > LIMITS.alarmRowDrift) alarms.push(`it has ${rowCount} rows but its meta says ${meta.rows} (${Math.round(drift * 100)} % apart)`);
  }
  if (!alarms.length) return void 0;
  return `index integrity: ${alarms.join("; ")}. Results may be wrong or incomplete; rebuild with: dsh-skill-router build-index ${libraryDir ?? base}`;
}
async function readIntegritySidecars(fs, indexPath, signal) {
  const base = dirname(indexPath);
  const [shaText, metaText] = await Promise.all([readOptional(fs, joinPath(base, SHA_FILE), signal), readOptional(fs, joinPath(base, META_FILE), signal)]);
  return { shaText, metaText };
}
async function sidecarVersions(fs, indexPath, signal) {
  const base = dirname(indexPath);
  const keys = await Promise.all(
    [SHA_FILE, META_FILE, SEARCH_SIDECAR].map(async (name) => {
      try {
        return versionKey(await fs.stat(await fs.resolve(joinPath(base, name), { signal }), signal));
      } catch {
        return "unreadable";
      }
    })
  );
  return keys.join("|");
}
var LibraryCache = class {
  entries = /* @__PURE__ */ new Map();
  async load(fs, location, signal) {
    if (location.error) return { error: location.error };
    let target;
    let info;
    try {
      target = await fs.resolve(location.indexPath, { signal });
      info = await fs.stat(target, signal);
    } catch (err) {
      return { error: `cannot open the skill index: ${describeFsError(err, location.indexPath)}` };
    }
    if (!info) return { error: `the skill index ${location.indexPath} disappeared; rebuild it with dsh-skill-router build-index` };
    if (info.type !== "file") {
      return { error: `the skill index ${location.indexPath} is not a regular file (${info.type === "directory" ? "a folder" : "a FIFO, socket or device"}), so it was not read. Remove it and rebuild with: dsh-skill-router build-index ${location.dir}` };
    }
    if (info.size !== void 0 && info.size > LIMITS.indexMaxBytes) {
      return { error: `the skill index ${location.indexPath} is ${info.size} bytes, over the ${LIMITS.indexMaxBytes}-byte limit; it is not a skill index — rebuild it with dsh-skill-router build-index` };
    }
    const version = versionKey(info) + "|" + (location.starter ? "" : await sidecarVersions(fs, location.indexPath, signal));
    const cached = this.entries.get(location.indexPath);
    if (cached && cached.version === version) return cached;
    const sidecars = location.starter ? void 0 : readIntegritySidecars(fs, location.indexPath, signal);
    let text;
    let bytes;
    try {
      if (fs.readCheckedBytes) {
        const raw = await fs.readCheckedBytes(target, { maxBytes: LIMITS.indexMaxBytes }, signal);
        text = decodeText(raw, target.displayPath);
        bytes = raw[0] === 239 && raw[1] === 187 && raw[2] === 191 ? raw.subarray(3) : raw;
      } else {
        text = await readTextChecked(fs, target, { maxBytes: LIMITS.indexMaxBytes }, signal);
        bytes = new TextEncoder().encode(text);
      }
    } catch (err) {
      return { error: `cannot read the skill index: ${describeFsError(err, location.indexPath)}. Rebuild it with: dsh-skill-router build-index ${location.dir}` };
    }
    const parsed = parseIndex(text, bytes);
    const binary = parsed.problems.find((p) => p.code === "E_INDEX_BINARY");
    if (binary) return { error: `the skill index ${location.indexPath} holds binary bytes (NUL), so it is not a TSV file. Rebuild it with: dsh-skill-router build-index ${location.dir}` };
    const digest = await indexDigest(text, bytes);
    const { rows, refused } = containedRows(parsed.rows);
    const problems = [...parsed.problems, ...refused];
    const library = { location, rows, problems, version, digest };
    let alarm = location.starter ? void 0 : await checkIntegrity(fs, location.indexPath, text, parsed.rows.length, signal, location.dir, digest, sidecars);
    if (refused.length) {
      const first = refused[0].message;
      const note = `index: ${refused.length} row${refused.length === 1 ? "" : "s"} refused because ${refused.length === 1 ? "its folder lies" : "their folders lie"} outside the library (${first}). Rebuild with: dsh-skill-router build-index ${location.dir}`;
      alarm = alarm ? `${alarm} ${note}` : note;
    }
    if (alarm) library.alarm = alarm;
    this.entries.set(location.indexPath, library);
    return library;
  }
};
function rowEscape(row) {
  if (plainSegment(row.repo) && !row.repo.includes("/") && row.repo !== "." && (row.relpath === "" || plainSegment(row.relpath))) return void 0;
  if (row.repo.includes("/") || row.repo === "." || row.repo === "..") return `repo ${JSON.stringify(row.repo.slice(0, 80))} is not one folder name`;
  const repoBad = unsafeRelativePath(row.repo);
  if (repoBad) return `repo ${JSON.stringify(row.repo.slice(0, 80))}: ${repoBad}`;
  if (row.relpath === "") return void 0;
  const relBad = unsafeRelativePath(row.relpath);
  if (relBad) return `relpath ${JSON.stringify(row.relpath.slice(0, 80))}: ${relBad}`;
  return void 0;
}
function plainSegment(p) {
  return p.length > 0 && p[0] !== "/" && p[0] !== "~" && p[1] !== ":" && !p.includes("..") && !p.includes("\\") && !p.includes("\0");
}
function containedRows(rows) {
  const kept = [];
  const refused = [];
  for (const row of rows) {
    const why = rowEscape(row);
    if (why) refused.push({ code: "E_INDEX_ROW", message: `row ${JSON.stringify(row.name.slice(0, 80))} refused: ${why}` });
    else kept.push(row);
  }
  return { rows: refused.length ? kept : rows, refused };
}
function skillDir(library, row) {
  return joinPath(library.location.dir, row.repo, row.relpath);
}

export {
  parseIndex,
  serializeIndex,
  identityReaderSync,
  readUpTo,
  decodeText,
  normalizeName,
  buildSearchIndex,
  collectPostings,
  mergeRawPostings,
  assembleSearchIndex,
  reduceRelated,
  mergeStored,
  reduceDictionary,
  dictionarySenses,
  keepSenses,
  parseDictionary,
  rank,
  sha256Hex,
  SEARCH_SIDECAR,
  SEARCH_SIDECAR_JSON,
  rowDocs,
  renderSearchSidecar,
  readSearchSidecar,
  readSearchSidecarJson,
  restoreSearchIndex,
  META_FILE,
  SHA_FILE,
  readOptional,
  readOptionalBytes,
  indexDigest,
  checkIntegrity,
  LibraryCache,
  containedRows,
  skillDir
};
