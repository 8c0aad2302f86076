#!/usr/bin/env node
// Measures whether a small learned signal (hashed n-grams + L2 logistic regression), used only as a
// withhold (caution), transfers to unseen guard eval sets better than hand-written rules do.
//
// Leave-one-set-out: for each blindN, train on the other blind sets plus 12/13 of the corpus (all
// legitimate), score blindN and the left-out corpus chunk. The threshold is chosen on the training side
// only, from out-of-fold scores of an inner 3-way split, so that <= 1 % of training benign and
// <= 0.5 % of training corpus files are flagged.
//
// usage: node scripts/guard-learned.mjs [--forward] [--sets DIR] [--corpus DIR] [--rules FILE.json] [--out FILE.json]
//        [--model FILE.json --top K]   (also train on all sets and write the top-K weights)
// --rules is the JSON of `dsh-skill-router guard --set … --verbose --json`: its missed / blocked lists
// say which files the rules serve, so the report can count what the learned signal adds.
// The judge set (blind14) is never read: only sets named blind1..blind13 are used.

import { readFileSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const opt = (name, dflt) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : dflt; };
const SETS_DIR = opt('--sets', 'test/guard-eval');
const CORPUS_DIR = opt('--corpus', '/work/shared/corpus/skills');
const RULES = opt('--rules', null);
const OUT = opt('--out', null);
const MODEL = opt('--model', null);
const TOP = Number(opt('--top', '4000'));
// --forward: train only on the sets written before the held-out one (blind1..N-1), as a new blind set
// meets a model in practice; sets with fewer than three predecessors are skipped.
const FORWARD = args.includes('--forward');
// --truncate K: keep only the K largest |weights| in every model (what a shipped model file holds)
const TRUNC = Number(opt('--truncate', '0'));

// Every tunable lives here, with its reason.
export const LEARNED = {
  bits: 18,            // 262k hashed buckets: few collisions for ~3k documents
  maxCharsPerDoc: 60000, // caps work on a pathological file (char n-grams are linear in length)
  epochs: 12,          // SGD passes; more did not change fold scores in trial runs
  lr: 0.5,             // initial step on L2-normalised binary rows
  l2: 1e-5,            // weight decay per example step
  benignFpr: 0.01,     // at most 1 % of training-side blind benign flagged
  corpusFpr: 0.005,    // at most 0.5 % of training-side corpus flagged
  innerFolds: 3,
  seed: 7,
};
// sensitivity runs only: --benign-fpr / --corpus-fpr override the budgets above
if (opt('--benign-fpr', null)) LEARNED.benignFpr = Number(opt('--benign-fpr'));
if (opt('--corpus-fpr', null)) LEARNED.corpusFpr = Number(opt('--corpus-fpr'));
const DIM = 1 << LEARNED.bits;

// ---------- features ----------
export function fnv1a(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193); }
  return h >>> 0;
}

export function featureStrings(text) {
  const t = text.slice(0, LEARNED.maxCharsPerDoc);
  const out = new Set();
  const code = []; const prose = [];
  let inFence = false;
  for (const line of t.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) { inFence = !inFence; continue; }
    (inFence ? code : prose).push(line);
  }
  // inline code in prose counts as code too
  const proseText = prose.join('\n').replace(/`([^`\n]+)`/g, (_, c) => { code.push(c); return ' '; });
  const codeText = code.join('\n');
  const words = (s) => s.toLowerCase().match(/[a-z_][a-z0-9_.-]*|[0-9]+/g) ?? [];
  const add = (k) => out.add(k);
  for (const [tag, s] of [['p', proseText], ['c', codeText]]) {
    const w = words(s);
    for (let i = 0; i < w.length; i++) {
      add(`${tag}w:${w[i]}`);
      if (i + 1 < w.length) add(`${tag}b:${w[i]} ${w[i + 1]}`);
    }
    // CJK bigrams
    const cjk = s.match(/[\u3400-\u9fff]+/g) ?? [];
    for (const run of cjk) for (let i = 0; i + 1 < run.length; i++) add(`${tag}z:${run.slice(i, i + 2)}`);
  }
  // char 4-grams over code, whitespace collapsed
  const cc = codeText.toLowerCase().replace(/\s+/g, ' ');
  for (let i = 0; i + 4 <= cc.length; i++) add(`c4:${cc.slice(i, i + 4)}`);
  // command names: first word of each code line, and after pipes / && / ;
  for (const line of code) {
    for (const seg of line.split(/\|\||&&|[|;]/)) {
      const m = seg.trim().match(/^(?:sudo\s+)?([A-Za-z][\w.-]*)/);
      if (m) add(`cmd:${m[1].toLowerCase()}`);
    }
  }
  // URL / host shapes
  for (const m of t.matchAll(/\b(?:https?|ftp|wss?):\/\/([^\s/'"`)<>]+)([^\s'"`)<>]*)/gi)) {
    const host = m[1].toLowerCase().replace(/:\d+$/, '');
    const path = m[2] ?? '';
    if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) add('url:ip');
    else {
      const parts = host.split('.');
      add(`url:tld:${parts[parts.length - 1]}`);
      add(`url:host:${parts.slice(-2).join('.')}`);
      if (parts.length > 3) add('url:deep-subdomain');
    }
    if (/\.(sh|ps1|py|exe|bin|zip|tar\.gz)$/i.test(path)) add('url:script-path');
    if (/[?&][a-z]+=/.test(path)) add('url:query');
  }
  if (/[A-Za-z0-9+/]{60,}={0,2}/.test(t)) add('shape:long-base64');
  if (/\\x[0-9a-f]{2}(\\x[0-9a-f]{2}){8,}/i.test(t)) add('shape:hex-escapes');
  if (/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/.test(t)) add('shape:invisible-or-bidi');
  // indexOf, not /<!--[\s\S]*?-->/: the lazy regex rescans to the end from every '<!--' (quadratic)
  const open = t.indexOf('<!--');
  if (open >= 0 && t.indexOf('-->', open + 4) >= 0) add('shape:html-comment');
  return out;
}

export function vectorize(text) {
  const idx = new Set();
  for (const f of featureStrings(text)) idx.add(fnv1a(f) & (DIM - 1));
  const arr = Int32Array.from(idx).sort();
  return { idx: arr, norm: arr.length ? 1 / Math.sqrt(arr.length) : 0 };
}

// ---------- model ----------
function rng(seed) { let s = seed >>> 0; return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296); }

export function train(rows) { // rows: {x, y, wt}
  const w = new Float64Array(DIM); let b = 0; let scale = 1;
  const order = rows.map((_, i) => i); const rand = rng(LEARNED.seed);
  let step = 0;
  for (let ep = 0; ep < LEARNED.epochs; ep++) {
    for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(rand() * (i + 1)); [order[i], order[j]] = [order[j], order[i]]; }
    for (const k of order) {
      const { x, y, wt } = rows[k];
      const lr = LEARNED.lr / (1 + step++ / rows.length);
      let sw = 0; for (const i of x.idx) sw += w[i];
      const z = b + sw * scale * x.norm;
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - y) * wt;
      scale *= (1 - lr * LEARNED.l2);
      if (scale < 1e-6) { for (let i = 0; i < DIM; i++) w[i] *= scale; scale = 1; }
      const d = lr * g * x.norm / scale;
      for (const i of x.idx) w[i] -= d;
      b -= lr * g * 0.1;
    }
  }
  for (let i = 0; i < DIM; i++) w[i] *= scale;
  return { w, b };
}

function topIndices(w, k) {
  return [...w.keys()].filter((i) => w[i] !== 0).sort((a, b) => Math.abs(w[b]) - Math.abs(w[a])).slice(0, k);
}
function truncate(m, k) {
  if (!k) return m;
  const w = new Float64Array(DIM); for (const i of topIndices(m.w, k)) w[i] = m.w[i];
  return { w, b: m.b };
}

export function score(m, x) { let z = m.b; for (const i of x.idx) z += m.w[i] * x.norm; return z; }

function weighted(items) {
  const pos = items.filter((r) => r.y === 1).length; const neg = items.length - pos;
  return items.map((r) => ({ ...r, wt: r.y === 1 ? items.length / (2 * pos) : items.length / (2 * neg) }));
}

// smallest threshold t such that flagged (score > t) fraction <= fpr on each negative group
function thresholdFor(groups) {
  let t = -Infinity;
  for (const { scores, fpr } of groups) {
    const s = [...scores].sort((a, b) => b - a);
    const allowed = Math.floor(fpr * s.length);
    const cut = s[allowed] ?? -Infinity; // flag strictly above the (allowed)th highest
    if (cut > t) t = cut;
  }
  return t;
}

// ---------- data ----------
function listMd(dir) { try { return readdirSync(dir).filter((f) => f.endsWith('.md')).sort(); } catch { return []; } }
function walkSkills(dir, acc = []) {
  for (const e of readdirSync(dir)) {
    const p = join(dir, e); const st = statSync(p);
    if (st.isDirectory()) walkSkills(p, acc); else if (e === 'SKILL.md') acc.push(p);
  }
  return acc;
}

function main() {
  const setNames = readdirSync(SETS_DIR).filter((n) => /^blind([1-9]|1[0-3])$/.test(n)) // never blind14
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)));
  const docs = [];
  for (const set of setNames) for (const kind of ['attack', 'benign']) for (const f of listMd(join(SETS_DIR, set, kind))) {
    docs.push({ set, kind, file: f, y: kind === 'attack' ? 1 : 0, x: vectorize(readFileSync(join(SETS_DIR, set, kind, f), 'utf8')) });
  }
  const corpusFiles = walkSkills(CORPUS_DIR);
  corpusFiles.forEach((p, i) => docs.push({ set: 'corpus', kind: 'corpus', file: p, chunk: i % setNames.length, y: 0, x: vectorize(readFileSync(p, 'utf8')) }));

  const rules = RULES ? JSON.parse(readFileSync(RULES, 'utf8')) : null;
  const served = new Map(); // set -> {missed:Set, blocked:Set}
  if (rules) for (const s of rules.sets) served.set(s.name, { missed: new Set(s.missed.map((m) => m.file)), blocked: new Set(s.blocked.map((m) => m.file)) });

  const fitAndThreshold = (trainDocs) => {
    // inner split: blind sets round-robin into folds, corpus by index
    const setsIn = [...new Set(trainDocs.filter((d) => d.set !== 'corpus').map((d) => d.set))];
    const fold = (d) => d.set === 'corpus' ? (d.chunk + d.file.length) % LEARNED.innerFolds : setsIn.indexOf(d.set) % LEARNED.innerFolds;
    const oofB = []; const oofC = [];
    for (let k = 0; k < LEARNED.innerFolds; k++) {
      const m = truncate(train(weighted(trainDocs.filter((d) => fold(d) !== k))), TRUNC);
      for (const d of trainDocs) if (fold(d) === k && d.y === 0) (d.set === 'corpus' ? oofC : oofB).push(score(m, d.x));
    }
    const t = thresholdFor([{ scores: oofB, fpr: LEARNED.benignFpr }, { scores: oofC, fpr: LEARNED.corpusFpr }]);
    return { model: truncate(train(weighted(trainDocs)), TRUNC), t };
  };

  const rows = []; let corpusFlag = 0; let corpusN = 0; const corpusFlagged = [];
  setNames.forEach((held, hi) => {
    if (FORWARD && hi < 3) return;
    const before = (d) => !FORWARD || d.set === 'corpus' || setNames.indexOf(d.set) < hi;
    const trainDocs = docs.filter((d) => d.set !== held && before(d) && !(d.set === 'corpus' && d.chunk === hi));
    const { model, t } = fitAndThreshold(trainDocs);
    const test = docs.filter((d) => d.set === held);
    const atk = test.filter((d) => d.y === 1); const ben = test.filter((d) => d.y === 0);
    const flagged = (d) => score(model, d.x) > t;
    const sv = served.get(held);
    const row = {
      set: held, attacks: atk.length, attacksFlagged: atk.filter(flagged).length,
      benign: ben.length, benignFlagged: ben.filter(flagged).length,
      rulesServedAttacks: sv ? atk.filter((d) => sv.missed.has(d.file)).length : null,
      rulesServedAttacksCaught: sv ? atk.filter((d) => sv.missed.has(d.file) && flagged(d)).map((d) => d.file) : null,
      rulesServedBenign: sv ? ben.filter((d) => !sv.blocked.has(d.file)).length : null,
      newlyBlockedBenign: sv ? ben.filter((d) => !sv.blocked.has(d.file) && flagged(d)).map((d) => d.file) : null,
      threshold: Number(t.toFixed(4)),
    };
    for (const d of docs) if (d.set === 'corpus' && d.chunk === hi) { corpusN++; if (flagged(d)) { corpusFlag++; corpusFlagged.push(d.file); } }
    rows.push(row);
    const f = (a, n) => `${a}/${n}`;
    console.error(`${held}: attacks ${f(row.attacksFlagged, row.attacks)} benign ${f(row.benignFlagged, row.benign)}` +
      (sv ? ` rules-served attacks caught ${f(row.rulesServedAttacksCaught.length, row.rulesServedAttacks)} newly blocked ${f(row.newlyBlockedBenign.length, row.rulesServedBenign)}` : '') + ` t=${row.threshold}`);
  });
  const sum = (k) => rows.reduce((a, r) => a + (Array.isArray(r[k]) ? r[k].length : r[k] ?? 0), 0);
  const totals = {
    attacks: sum('attacks'), attacksFlagged: sum('attacksFlagged'), benign: sum('benign'), benignFlagged: sum('benignFlagged'),
    rulesServedAttacks: sum('rulesServedAttacks'), rulesServedAttacksCaught: sum('rulesServedAttacksCaught'),
    rulesServedBenign: sum('rulesServedBenign'), newlyBlockedBenign: sum('newlyBlockedBenign'),
    corpus: corpusN, corpusFlagged: corpusFlag,
  };
  console.error('totals', JSON.stringify(totals));
  if (OUT) writeFileSync(OUT, JSON.stringify({ params: LEARNED, rows, totals, corpusFlagged }, null, 1));

  if (MODEL) {
    const { model, t } = fitAndThreshold(docs);
    const top = topIndices(model.w, TOP);
    const sortedTop = top.sort((a, b) => a - b);
    const m = { bits: LEARNED.bits, bias: Number(model.b.toFixed(5)), threshold: Number(t.toFixed(5)),
      idx: sortedTop, w: sortedTop.map((i) => Number(model.w[i].toFixed(4))) };
    const body = MODEL.endsWith('.ts')
      ? `/** Written by \`node scripts/guard-learned.mjs --model ${MODEL} --top ${TOP}\`: trained on blind1-13 + corpus; do not edit by hand. */\n` +
        `import type { LearnedModel } from './learned.ts'\n\nexport const LEARNED_MODEL: LearnedModel = ${JSON.stringify(m)}\n`
      : JSON.stringify(m);
    writeFileSync(MODEL, body);
    console.error(`model: ${top.length} weights, threshold ${t.toFixed(4)}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
