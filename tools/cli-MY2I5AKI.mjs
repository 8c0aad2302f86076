import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  createHooks,
  projectKeyOf,
  readObject,
  renderLoad,
  renderRef,
  renderSearch
} from "./cli-Y6DBMHTO.mjs";
import {
  ACTIONS,
  checkLoad,
  flagCurrent,
  manage
} from "./cli-HJJ6EA3P.mjs";
import {
  LIBRARY_DIR,
  locateLibrary
} from "./cli-FIGCFZ3Q.mjs";
import {
  LEARNED_REPO,
  LockTimeout,
  Store,
  projectPaths
} from "./cli-PR6XVXAP.mjs";
import {
  basename,
  joinPath
} from "./cli-7TAF4XMI.mjs";
import {
  ARGS,
  LIMITS,
  MANAGE
} from "./cli-NWJZKAEC.mjs";

// host.js-src/router/json.ts
function toLosslessJson(value) {
  if (value === null) return null;
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      if (!Number.isFinite(value)) return null;
      return Object.is(value, -0) ? 0 : value;
    case "object": {
      if (Array.isArray(value)) {
        const n = value.length;
        const out2 = new Array(n);
        for (let i = 0; i < n; i++) {
          const v = value[i];
          out2[i] = v === void 0 ? null : typeof v === "string" ? v : toLosslessJson(v);
        }
        return out2;
      }
      const out = {};
      const from = value;
      for (const k of Object.keys(from)) {
        const v = from[k];
        if (v === void 0 || typeof v === "function") continue;
        out[k] = typeof v === "string" ? v : toLosslessJson(v);
      }
      return out;
    }
    default:
      return null;
  }
}

// host.js-src/router/tools.ts
var TOOL_SPECS = [
  {
    name: "skill_search",
    description: "Search the skill library before a non-trivial task. Returns names with one-line descriptions, exact (every word) or flagged partial matches; nothing is loaded.",
    parameters: {
      type: "object",
      properties: {
        query: { type: "string", description: "A few keywords for the task" },
        limit: { type: "integer", description: `Hits, 1-${LIMITS.searchMaxLimit}, default ${LIMITS.searchDefaultLimit}` },
        repo: { type: "string", description: "Only this source repo" },
        names_only: { type: "boolean", description: "Names without descriptions" },
        explain: { type: "boolean", description: "Show which word matched which field" }
      },
      required: ["query"],
      additionalProperties: false
    }
  },
  {
    name: "skill_load",
    description: `Load skills by exact name (from skill_search, or when you already know it): returns each SKILL.md with its folder and bundled files. Up to ${LIMITS.loadMaxNames} names.`,
    parameters: {
      type: "object",
      properties: {
        name: { type: "string", description: "One skill name" },
        names: { type: "array", items: { type: "string" }, description: "Several names" },
        id: { type: "string", description: "Exactly the copy a search hit showed (its id)" },
        repo: { type: "string", description: "Pick the copy from this repo" }
      },
      additionalProperties: false
    }
  },
  {
    name: "skill_ref",
    description: "List a loaded skill's bundled files, or read one of them (a path relative to the skill folder).",
    parameters: {
      type: "object",
      properties: {
        name: { type: "string", description: "Skill name" },
        id: { type: "string", description: "Or a copy id from a search hit" },
        path: { type: "string", description: "File to read, e.g. references/api.md" },
        list: { type: "boolean", description: "List files instead" },
        repo: { type: "string", description: "Pick the copy from this repo" }
      },
      additionalProperties: false
    }
  }
];
function failedValue(value) {
  if (!value || typeof value !== "object") return false;
  const v = value;
  if (typeof v.error === "string" && v.error) return true;
  if (v.ok === false) return true;
  return Array.isArray(v.errors) && v.errors.length > 0 && Array.isArray(v.loaded) && v.loaded.length === 0;
}
function brief(args, key) {
  let a = args;
  if (typeof a === "string") {
    try {
      a = a.length <= LIMITS.queryMaxChars * 2 ? JSON.parse(a) : void 0;
    } catch {
      a = void 0;
    }
  }
  const v = (typeof a === "object" && a ? a : {})[key];
  const cut = (t) => t.length > ARGS.cardChars ? t.slice(0, ARGS.cardChars - 1) + "…" : t;
  if (typeof v === "string") return cut(v);
  if (Array.isArray(v)) return cut(v.slice(0, LIMITS.loadMaxNames).filter((x) => typeof x === "string").join(", "));
  return "";
}
var spec = (n) => TOOL_SPECS.find((s) => s.name === n);
function routerTools(routerFor, problems = []) {
  const guarded = async (tool, args, call, run, fallback) => {
    let value;
    try {
      const leak = await (await routerFor()).witness(tool, args, call);
      value = leak ? { ...fallback, error: `${tool}: ${leak}` } : await run();
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      value = { ...fallback, error: `internal error: ${why.slice(0, ARGS.errorDetailChars)}. The library was not changed; retry, or report this with the arguments used` };
    }
    if (problems.length) value.note = [value.note, ...problems].filter(Boolean).join("; ");
    return toLosslessJson(value);
  };
  return [
    {
      ...spec("skill_search"),
      readOnly: true,
      run: (args, call) => guarded("skill_search", args, call, async () => (await routerFor()).search(args, call), { library: "", query: "", words: [], total: 0, strict: 0, shown: 0, more: 0, fallback: null, hits: [], searched: 0 }),
      render: (value) => renderSearch(value),
      failed: failedValue,
      title: (args) => ({ kind: "search", title: `Search skills: ${brief(args, "query")}` })
    },
    {
      ...spec("skill_load"),
      readOnly: true,
      run: (args, call) => guarded("skill_load", args, call, async () => (await routerFor()).load(args, call), { library: "", requested: [], loaded: [], errors: [] }),
      render: (value) => renderLoad(value),
      failed: failedValue,
      title: (args) => ({ kind: "read", title: `Load skill: ${brief(args, "name") || brief(args, "names") || brief(args, "id")}` })
    },
    {
      ...spec("skill_ref"),
      readOnly: true,
      run: (args, call) => guarded("skill_ref", args, call, async () => (await routerFor()).ref(args, call), { library: "", name: "", mode: "list" }),
      render: (value) => renderRef(value),
      failed: failedValue,
      title: (args) => ({ kind: "read", title: `Skill file: ${brief(args, "name") || brief(args, "id")}${brief(args, "path") ? "/" + brief(args, "path") : ""}` })
    }
  ];
}

// host.js-src/manage/hooks.ts
function createLifecycleHooks(port, opts = {}) {
  return createHooks(port, opts, { checkLoad, flagCurrent });
}

// host.js-src/manage/tool.ts
var MANAGE_TOOL_NAME = "skill_manage";
var MANAGE_DESCRIPTION = `Save a reusable method you worked out as a skill, or fix one you saved: create, edit (whole SKILL.md), patch (replace one passage), delete, write_file / remove_file (under references/ templates/ scripts/ assets/). SKILL.md needs frontmatter name + description. New or changed skills are quarantined: labelled and visible only in this project until they load cleanly in ${MANAGE.cleanSessionsToActivate} sessions. Dangerous content is refused.`;
var MANAGE_PARAMETERS = {
  type: "object",
  properties: {
    action: { type: "string", enum: [...ACTIONS], description: "What to do" },
    name: { type: "string", description: `Skill name, ≤ ${MANAGE.nameMax} of a-z 0-9 . _ -` },
    content: { type: "string", description: "Whole SKILL.md (create, edit)" },
    old_string: { type: "string", description: "patch: exact text to replace (must match once)" },
    new_string: { type: "string", description: "patch: replacement" },
    replace_all: { type: "boolean", description: "patch: replace every match" },
    category: { type: "string", description: "create: optional folder to file it under" },
    file_path: { type: "string", description: "Support file, e.g. references/api.md (patch too)" },
    file_content: { type: "string", description: "write_file: the text" },
    force_new: { type: "boolean", description: "create: save although a close match exists (needs reason)" },
    reason: { type: "string", description: "create with force_new: why it is not a duplicate (recorded)" }
  },
  required: ["action", "name"],
  additionalProperties: false
};
var STRING_KEYS = ["name", "content", "old_string", "new_string", "category", "file_path", "file_content", "reason"];
function readRequest(raw) {
  const args = readObject(raw, MANAGE_TOOL_NAME);
  if (!args.ok) return { ok: false, error: args.error + '. Example: {"action": "create", "name": "deploy-notes", "content": "---\\nname: deploy-notes\\ndescription: …\\n---\\n…"}' };
  const a = args.value;
  const known = /* @__PURE__ */ new Set(["action", "replace_all", "force_new", ...STRING_KEYS]);
  const unknown = Object.keys(a).filter((k) => !known.has(k));
  if (unknown.length) return { ok: false, error: `${MANAGE_TOOL_NAME}: unknown argument(s) ${unknown.map((k) => JSON.stringify(k)).join(", ")}; accepted: action, ${STRING_KEYS.join(", ")}, replace_all, force_new` };
  const action = a["action"];
  if (typeof action !== "string" || !ACTIONS.includes(action)) {
    return { ok: false, error: `${MANAGE_TOOL_NAME}: "action" must be one of ${ACTIONS.join(", ")}; got ${JSON.stringify(action ?? null)}` };
  }
  const fields = { action, name: "" };
  for (const key of STRING_KEYS) {
    const v = a[key];
    if (v === void 0 || v === null) continue;
    if (typeof v !== "string") return { ok: false, error: `${MANAGE_TOOL_NAME}: "${key}" must be a string, got ${Array.isArray(v) ? "an array" : typeof v}` };
    fields[key] = v;
  }
  const ra = a["replace_all"];
  if (ra !== void 0 && ra !== null) {
    if (ra === true || ra === "true") fields["replace_all"] = true;
    else if (ra === false || ra === "false") fields["replace_all"] = false;
    else return { ok: false, error: `${MANAGE_TOOL_NAME}: "replace_all" must be true or false` };
  }
  const fn = a["force_new"];
  if (fn !== void 0 && fn !== null) {
    if (fn === true || fn === "true") fields["force_new"] = true;
    else if (fn === false || fn === "false") fields["force_new"] = false;
    else return { ok: false, error: `${MANAGE_TOOL_NAME}: "force_new" must be true or false` };
  }
  const req = fields;
  return { ok: true, value: req };
}
async function projectLibraryFor(fs, cwd, explicit) {
  if (explicit) {
    const loc2 = await locateLibrary(fs, { explicit, ...cwd ? { cwd } : {} });
    if (!loc2.error) return { dir: loc2.dir, created: false };
    return { dir: basename(explicit) === LIBRARY_DIR ? explicit : joinPath(explicit, LIBRARY_DIR), created: true };
  }
  if (!cwd) return { error: `${MANAGE_TOOL_NAME}: the session has no working folder, so there is no project to save the skill in. Nothing was written` };
  const loc = await locateLibrary(fs, { cwd });
  if (!loc.error && !loc.starter) return { dir: loc.dir, created: false };
  return { dir: joinPath(cwd, LIBRARY_DIR), created: true };
}
async function runManage(raw, port, call) {
  const req = readRequest(raw);
  const action = req.ok ? req.value.action : typeof raw?.action === "string" ? String(raw.action) : "";
  const name = req.ok ? req.value.name : "";
  if (!req.ok) return { ok: false, action, name, refusal: "arguments", error: req.error };
  if ("unavailable" in port) return { ok: false, action, name, refusal: "io", error: port.unavailable };
  const lib = await projectLibraryFor(call.fs, call.cwd, call.library);
  if ("error" in lib) return { ok: false, action, name, refusal: "io", error: lib.error };
  const store = new Store(port, projectPaths(lib.dir));
  try {
    const out = await manage(store, req.value, { by: "agent", ...call.sessionId ? { session: call.sessionId } : {}, project: projectKeyOf(await port.realpath(lib.dir).catch(() => lib.dir)) });
    return { ...out, library: lib.dir };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    const what = err instanceof LockTimeout ? why : `${why}. A crash or failure here leaves the previous version in place (the next write repairs any half-written folder)`;
    return { ok: false, action, name, library: lib.dir, refusal: "io", error: `could not write the skill: ${what}` };
  }
}
function renderManage(v) {
  const clip = (s) => s.length > ARGS.echoChars ? `${s.slice(0, ARGS.echoChars)}… (${s.length} characters)` : s;
  const who = v.name ? ` "${clip(v.name)}"` : "";
  v = { ...v, action: clip(v.action ?? "") };
  if (!v.ok) {
    const kind = v.refusal === "io" ? "Failed" : `Refused${v.refusal ? ` (${v.refusal})` : ""}`;
    return `skill_manage ${v.action}${who}: ${kind}: ${v.error ?? "unknown error"}${v.refusal === "io" ? "" : " Nothing was written."}`;
  }
  const lines = [];
  if (!v.changed) lines.push(`skill_manage ${v.action}${who}: no change.`);
  else if (v.state === "deleted") lines.push(`skill_manage ${v.action}${who}: deleted (a person can restore it with dsh-skill-router skills rollback ${v.name}).`);
  else {
    const version = v.version ? ` version ${v.version.slice(0, 12)}` : "";
    const state = v.state === "quarantined" ? `QUARANTINED: visible only in this project and labelled as unreviewed until it loads cleanly in ${MANAGE.cleanSessionsToActivate} sessions (${v.cleanSessions ?? 0} so far)` : v.state ?? "";
    lines.push(`skill_manage ${v.action}${who}: saved${version}; ${state}. Guard: ${v.verdict ?? "safe"}.`);
    if (v.path) lines.push(`Folder: ${v.path} (library ${v.library ?? ""}, repo ${LEARNED_REPO}); skill_search finds it now.`);
  }
  for (const n of v.notes ?? []) lines.push(`Note: ${n}`);
  return lines.join("\n");
}

export {
  createLifecycleHooks,
  MANAGE_TOOL_NAME,
  MANAGE_DESCRIPTION,
  MANAGE_PARAMETERS,
  runManage,
  renderManage,
  toLosslessJson,
  failedValue,
  routerTools
};
