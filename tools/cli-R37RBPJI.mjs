import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  createNodeFs
} from "./cli-OH7F6JZV.mjs";
import {
  CliFailure,
  UsageError,
  parse,
  progress
} from "./cli-VDZH3JEH.mjs";
import {
  scanPath
} from "./cli-YGBF7MRW.mjs";
import {
  locateLibrary
} from "./cli-FIGCFZ3Q.mjs";
import {
  CATEGORIES
} from "./cli-CKV4OERZ.mjs";
import "./cli-PR6XVXAP.mjs";
import "./cli-UWTACYSJ.mjs";
import "./cli-HP4MUJGU.mjs";
import "./cli-7TAF4XMI.mjs";
import {
  GUARD
} from "./cli-NWJZKAEC.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/audit.ts
import { existsSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
var USAGE = "dsh-skill-router audit <library> [--json] [--top N] [--threads N]";
var DEFAULT_TOP = GUARD.auditTopFiles;
function summarize(library, scan, topN = 10) {
  const prefix = library.replace(/[/\\]+$/, "") + "/";
  const rel = (p) => p.startsWith(prefix) ? p.slice(prefix.length) : p;
  const categories = Object.fromEntries(CATEGORIES.map((c) => [c, { code: 0, prose: 0 }]));
  const perFile = Object.fromEntries(CATEGORIES.map((c) => [c, /* @__PURE__ */ new Map()]));
  const verdicts = { safe: 0, caution: 0, dangerous: 0 };
  const dangerous = [];
  for (const file of scan.files) {
    verdicts[file.verdict]++;
    if (file.verdict === "dangerous") {
      dangerous.push({ path: rel(file.path), rules: [...new Set(file.findings.filter((f) => f.severity === "critical").map((f) => f.ruleId))] });
    }
    for (const f of file.findings) {
      categories[f.category][f.context]++;
      const m = perFile[f.category];
      m.set(rel(file.path), (m.get(rel(file.path)) ?? 0) + 1);
    }
  }
  const top = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      [...perFile[c]].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, topN).map(([path, count]) => ({ path, count }))
    ])
  );
  const lenient = scan.files.filter((f) => f.lenient).map((f) => ({ path: rel(f.path), how: f.lenient }));
  return { library, files: scan.files.length, categories, verdicts, top, dangerous, lenient, skipped: scan.skipped.map((s) => ({ ...s, path: rel(s.path) })) };
}
function renderAudit(report, topN) {
  const out = [];
  const v = report.verdicts;
  out.push(`audit ${report.library}: ${report.files} file${report.files === 1 ? "" : "s"} scanned — ${v.dangerous} dangerous, ${v.caution} caution, ${v.safe} safe`);
  if (report.lenient.length) out.push(`scanned leniently ${report.lenient.length} (not UTF-8, binary or over the cap; --json lists how): first ${report.lenient[0].path} — ${report.lenient[0].how}`);
  if (report.skipped.length) out.push(`skipped ${report.skipped.length} (symlink, FIFO/device, unreadable): first ${report.skipped[0].path} — ${report.skipped[0].reason}`);
  out.push("");
  const width = Math.max(...CATEGORIES.map((c) => c.length));
  out.push(`${"category".padEnd(width)}   code  prose`);
  for (const c of CATEGORIES) {
    const { code, prose } = report.categories[c];
    out.push(`${c.padEnd(width)} ${String(code).padStart(6)} ${String(prose).padStart(6)}`);
  }
  const withFiles = CATEGORIES.filter((c) => report.top[c].length > 0);
  if (withFiles.length) {
    out.push("", `top files per category (findings; up to ${topN}):`);
    for (const c of withFiles) {
      out.push(`  ${c}`);
      for (const { path, count } of report.top[c].slice(0, topN)) out.push(`    ${String(count).padStart(4)}  ${path}`);
    }
  }
  if (report.dangerous.length) {
    out.push("", "dangerous (a skill_manage write of this content would be refused):");
    for (const d of report.dangerous) out.push(`  ${d.path}  [${d.rules.join(", ")}]`);
  }
  out.push("", "Rules and severities: docs/guard.md. `skills scan <path> --json` lists every finding with its line.");
  return out.join("\n") + "\n";
}
function defaultThreads() {
  return Math.max(1, Math.min(GUARD.scanThreadsMax, availableParallelism()));
}
async function libraryDir(explicit, cwd) {
  if (explicit) {
    const dir = resolve(cwd, explicit);
    if (!existsSync(dir)) throw new CliFailure(`audit: ${dir} does not exist — cannot audit it. Pass the library folder (the one holding <repo>/…/SKILL.md).`, 2);
    const inner = join(dir, ".skill-src");
    return existsSync(inner) && statSync(inner).isDirectory() ? inner : dir;
  }
  const location = await locateLibrary(createNodeFs(cwd), { cwd });
  if (!location.dir || location.error || location.starter) {
    throw new CliFailure(`audit: no library found — no .skill-src/skill-index.tsv in ${cwd} or the folders above it. Pass the folder to audit: ${USAGE}`, 2);
  }
  return location.dir;
}
var auditCommand = async (argv, io) => {
  const { values, positionals } = parse(argv, { json: { type: "boolean" }, library: { type: "string" }, top: { type: "string" }, threads: { type: "string" } }, USAGE);
  if (positionals.length > 1 || positionals.length === 1 && values.library) {
    throw new UsageError(`expected one library folder, got: ${[...positionals, values.library].filter(Boolean).join(" ")}
usage: ${USAGE}`);
  }
  const topN = values.top === void 0 ? DEFAULT_TOP : Number(values.top);
  if (!Number.isInteger(topN) || topN < 0) throw new UsageError(`--top wants a whole number ≥ 0, got "${values.top}"
usage: ${USAGE}`);
  const threads = values.threads === void 0 ? defaultThreads() : Number(values.threads);
  if (!Number.isInteger(threads) || threads < 1) throw new UsageError(`--threads wants a whole number ≥ 1, got "${values.threads}"
usage: ${USAGE}`);
  const dir = await libraryDir(positionals[0] ?? values.library, io.cwd);
  const bar = progress(io, "auditing");
  let scan;
  try {
    scan = await scanPath(dir, { threads, onProgress: (n, total) => bar.tick(n, total) });
  } catch (err) {
    const message = err.message;
    if (message.startsWith("a scan thread")) throw new CliFailure(`audit: ${message}. Run it again with --threads 1 to scan on one thread; if that fails too, the file named is the cause.`);
    throw new CliFailure(`audit: ${message}. Check the path and its permissions.`);
  } finally {
    bar.done();
  }
  const report = summarize(dir, scan, Math.max(topN, 10));
  if (values.json) io.out(JSON.stringify(report) + "\n");
  else io.out(renderAudit(report, topN));
  return report.verdicts.dangerous > 0 ? 1 : 0;
};
export {
  auditCommand,
  defaultThreads,
  renderAudit,
  summarize
};
