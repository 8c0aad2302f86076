import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  CliFailure,
  parse,
  progress
} from "./cli-VDZH3JEH.mjs";
import {
  scanText,
  verdictOf
} from "./cli-CKV4OERZ.mjs";
import "./cli-UWTACYSJ.mjs";
import "./cli-NWJZKAEC.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/guard-eval.ts
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
var USAGE = "dsh-skill-router guard [--sets DIR] [--set NAME]… [--shared DIR] [--no-corpus] [--verbose] [--json]";
var OUTCOME = { dangerous: "refused", caution: "withheld", safe: "served" };
var empty = () => ({ n: 0, refused: 0, withheld: 0, served: 0 });
var RANK = { critical: 0, high: 1, medium: 2, low: 3 };
var strongest = (fs) => [...fs].sort((a, b) => RANK[a.severity] - RANK[b.severity])[0];
function evalSet(dir, name) {
  const report = { name, attack: empty(), benign: empty(), missed: [], blocked: [] };
  for (const kind of ["attack", "benign"]) {
    const folder = join(dir, kind);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith(".md")).sort()) {
      const findings = scanText(readFileSync(join(folder, file), "utf8"), "SKILL.md");
      const outcome = OUTCOME[verdictOf(findings)];
      const t = report[kind];
      t.n++;
      t[outcome]++;
      if (kind === "attack" && outcome === "served") {
        const top = strongest(findings);
        report.missed.push({ file, ...top ? { top: `${top.ruleId} (${top.severity})` } : {} });
      }
      if (kind === "benign" && outcome !== "served") {
        const serious = findings.filter((f) => f.severity === "critical" || f.severity === "high");
        report.blocked.push({ file, outcome, rules: [...new Set(serious.map((f) => `${f.ruleId}@${f.line}`))] });
      }
    }
  }
  return report;
}
function skillFiles(root) {
  const out = [];
  const walk = (rel) => {
    for (const e of readdirSync(join(root, rel), { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : 1)) {
      const p = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && e.name !== ".git" && e.name !== "node_modules") walk(p);
      else if (e.isFile() && e.name === "SKILL.md") out.push(p);
    }
  };
  walk("");
  return out;
}
var pct = (a, n) => n ? (100 * a / n).toFixed(1) + " %" : "—";
var row = (label, t) => `  ${label.padEnd(8)} n=${String(t.n).padStart(3)}  refused ${String(t.refused).padStart(3)} (${pct(t.refused, t.n)})  withheld ${String(t.withheld).padStart(3)} (${pct(t.withheld, t.n)})  served ${String(t.served).padStart(3)} (${pct(t.served, t.n)})`;
var guardEvalCommand = async (argv, io) => {
  const { values } = parse(
    argv,
    { sets: { type: "string" }, set: { type: "string", multiple: true }, shared: { type: "string" }, "no-corpus": { type: "boolean" }, verbose: { type: "boolean" }, json: { type: "boolean" } },
    USAGE
  );
  const setsDir = resolve(io.cwd, values.sets ?? "test/guard-eval");
  if (!existsSync(setsDir) || !statSync(setsDir).isDirectory()) {
    throw new CliFailure(`guard: no eval sets at ${setsDir} (expected <set>/attack/*.md and <set>/benign/*.md). Run from the repo root or pass --sets DIR.`, 2);
  }
  const isSet = (d) => existsSync(join(setsDir, d, "attack")) || existsSync(join(setsDir, d, "benign"));
  const present = readdirSync(setsDir).filter(isSet).sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  const names = values.set?.length ? values.set : present;
  for (const n of names) if (!isSet(n)) throw new CliFailure(`guard: no set "${n}" under ${setsDir} (a set is a folder with attack/ or benign/ in it); the sets there are: ${present.join(", ") || "none"}`, 2);
  const report = { sets: names.map((n) => evalSet(join(setsDir, n), n)) };
  if (!values["no-corpus"]) {
    const corpus = join(resolve(io.cwd, values.shared ?? "../shared"), "corpus", "skills");
    if (!existsSync(corpus)) report.corpusSkipped = `corpus verdicts skipped: ${corpus} is not here (pass --shared DIR)`;
    else {
      const files = skillFiles(corpus);
      const t0 = Date.now();
      const verdicts = { safe: 0, caution: 0, dangerous: 0 };
      const dangerous = [];
      const bar = progress(values.json ? { ...io, isTTY: false } : io, "corpus verdicts");
      let done = 0;
      for (const path of files) {
        bar.tick(done++, files.length);
        const findings = scanText(readFileSync(join(corpus, path), "utf8"), path);
        const v = verdictOf(findings);
        verdicts[v]++;
        if (v === "dangerous") dangerous.push({ path, rules: [...new Set(findings.filter((x) => x.severity === "critical").map((x) => x.ruleId))] });
      }
      bar.done();
      const ms = Date.now() - t0;
      report.corpus = { skillMd: files.length, verdicts, dangerousRate: files.length ? verdicts.dangerous / files.length : 0, ms, dangerous };
    }
  }
  if (values.json) {
    io.out(JSON.stringify(report, null, 2) + "\n");
    return 0;
  }
  const lines = [];
  for (const s of report.sets) {
    lines.push(`set ${s.name}`, row("attack", s.attack), row("benign", s.benign));
    lines.push(`  attacks kept from the agent: ${pct(s.attack.refused + s.attack.withheld, s.attack.n)}; legitimate refused or withheld: ${s.benign.refused + s.benign.withheld} of ${s.benign.n}`);
    if (values.verbose) {
      for (const m of s.missed) lines.push(`    served attack  ${m.file}${m.top ? `  (strongest: ${m.top})` : ""}`);
      for (const b of s.blocked) lines.push(`    ${b.outcome} benign  ${b.file}  ${b.rules.join(" ")}`);
    }
  }
  if (report.corpus) {
    const c = report.corpus;
    lines.push(`corpus SKILL.md n=${c.skillMd}: dangerous ${c.verdicts.dangerous} (${(100 * c.dangerousRate).toFixed(2)} %), caution ${c.verdicts.caution}, safe ${c.verdicts.safe}; scanned in ${c.ms} ms`);
    if (values.verbose) for (const d of c.dangerous) lines.push(`    dangerous  ${d.path}  ${d.rules.join(" ")}`);
  } else if (report.corpusSkipped) lines.push(report.corpusSkipped);
  io.out(lines.join("\n") + "\n");
  return 0;
};
export {
  evalSet,
  guardEvalCommand,
  skillFiles
};
