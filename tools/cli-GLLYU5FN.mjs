import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  tokenize
} from "./cli-7TAF4XMI.mjs";
import {
  NEAR_DUPLICATE
} from "./cli-NWJZKAEC.mjs";

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

export {
  nearDuplicatesOf,
  nearDuplicatePairs
};
