;
"use strict";
(() => {
  var __defProp = Object.defineProperty;
  var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
  var __publicField = (obj, key, value) => __defNormalProp(obj, typeof key !== "symbol" ? key + "" : key, value);

  // package.json
  var version = "0.1.0";

  // client-src/embedded-calls.ts
  var CALL = /\btools\s*(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)\s*\(|\btools\s*(?:\?\.)?\s*\[\s*(["'`])([^"'`\n]+)\2\s*\]\s*\(/g;
  function findEmbeddedCalls(code, wanted) {
    const out = [];
    for (const m of code.matchAll(CALL)) {
      const tool = m[1] ?? m[3];
      if (!tool || !wanted(tool)) continue;
      const open = (m.index ?? 0) + m[0].length;
      const text = balancedArgs(code, open);
      out.push({ tool, args: readArgs(text), at: m.index ?? 0 });
    }
    return out;
  }
  function balancedArgs(code, open) {
    let depth = 0;
    let quote = "";
    for (let i = open; i < code.length; i++) {
      const c = code[i];
      if (quote) {
        if (c === "\\") i++;
        else if (c === quote) quote = "";
        continue;
      }
      if (c === '"' || c === "'" || c === "`") quote = c;
      else if (c === "(" || c === "[" || c === "{") depth++;
      else if (c === ")" || c === "]" || c === "}") {
        if (depth === 0) return code.slice(open, i);
        depth--;
      }
    }
    return code.slice(open);
  }
  function readArgs(text) {
    const trimmed = text.trim();
    if (trimmed.startsWith("{")) {
      try {
        const v = JSON.parse(trimmed);
        if (v && typeof v === "object" && !Array.isArray(v)) return v;
      } catch {
      }
    }
    const out = {};
    let depth = 0;
    let i = 0;
    while (i < trimmed.length) {
      const c = trimmed[i];
      let key;
      let end = i + 1;
      if (c === '"' || c === "'" || c === "`") {
        const s = readString(trimmed, i);
        if (!s) break;
        if (!s.computed) key = s.value;
        end = s.end;
      } else if (/[A-Za-z_$]/.test(c) && !/[\w$]/.test(trimmed[i - 1] ?? "")) {
        const ident = /^[A-Za-z_$][\w$]*/.exec(trimmed.slice(i))?.[0] ?? c;
        key = ident;
        end = i + ident.length;
      } else if (c === "(" || c === "[" || c === "{") depth++;
      else if (c === ")" || c === "]" || c === "}") depth--;
      if (key !== void 0 && depth <= 1) {
        const sep = /^\s*(:|=(?![=>]))\s*/.exec(trimmed.slice(end));
        if (sep) {
          const value = readLiteral(trimmed, end + sep[0].length);
          if (value && !(key in out)) out[key] = value.value;
          i = value ? value.end : end + sep[0].length;
          continue;
        }
      }
      i = end;
    }
    return out;
  }
  function readLiteral(text, at) {
    const c = text[at];
    if (c === '"' || c === "'" || c === "`") {
      const s = readString(text, at);
      return s && !s.computed ? s : void 0;
    }
    if (c === "[") {
      const items = [];
      let i = at + 1;
      for (; ; ) {
        while (i < text.length && /[\s,]/.test(text[i] ?? "")) i++;
        if (text[i] === "]") return { value: items, end: i + 1 };
        const s = readString(text, i);
        if (!s || s.computed) return void 0;
        items.push(s.value);
        i = s.end;
      }
    }
    const word = /^(true|false|True|False|-?\d+(?:\.\d+)?)\b/.exec(text.slice(at))?.[1];
    if (word === void 0) return void 0;
    const end = at + word.length;
    if (word === "true" || word === "True") return { value: true, end };
    if (word === "false" || word === "False") return { value: false, end };
    return { value: Number(word), end };
  }
  function readString(text, at) {
    const quote = text[at];
    if (quote !== '"' && quote !== "'" && quote !== "`") return void 0;
    let value = "";
    for (let i = at + 1; i < text.length; i++) {
      const c = text[i];
      if (c === "\\") {
        const next = text[i + 1] ?? "";
        value += ESCAPES[next] ?? next;
        i++;
      } else if (c === quote) {
        return { value, end: i + 1, computed: quote === "`" && value.includes("${") };
      } else value += c;
    }
    return void 0;
  }
  var ESCAPES = { n: "\n", t: "	", r: "\r" };

  // host.js-src/core/limits.ts
  var HISTORY = {
    /** A `loadOlder()` that has not resolved after this long is taken as "the host will not answer". */
    pageTimeoutMs: 4e3,
    /** Consecutive `loadOlder()` calls that moved neither the oldest seq nor the window size before we give up. */
    stallLimit: 2,
    /** Most pages one reading asks for: 200 pages of 50 messages is ~10,000 messages, past any real session. */
    maxPages: 200
  };
  var CONTEXT_COST = {
    /** UTF-8 bytes per token for the "~N tokens" estimate: ~4 for English prose and code, the usual rule of thumb; an estimate, never a bill. */
    bytesPerToken: 4,
    /** Characters of a tool result the tab parses (8 skills at LIMITS.loadMaxChars each fit; the regexes are linear); past it, only the byte count is taken. */
    parseChars: 1048576,
    /** Characters of an error reason the tab keeps to show beside a withheld or failed load. */
    reasonChars: 300
  };

  // client-src/results.ts
  function utf8Length(text) {
    let bytes = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 128) bytes += 1;
      else if (c < 2048) bytes += 2;
      else if (c >= 55296 && c <= 56319 && i + 1 < text.length && (text.charCodeAt(i + 1) & 64512) === 56320) {
        bytes += 4;
        i++;
      } else bytes += 3;
    }
    return bytes;
  }
  function textsOf(value, out, depth = 0) {
    if (depth > 6 || value === null || value === void 0) return;
    if (typeof value === "string") return;
    if (Array.isArray(value)) {
      for (const item of value) textsOf(item, out, depth + 1);
      return;
    }
    if (typeof value !== "object") return;
    const block = value;
    if (block["type"] === "text" && typeof block["text"] === "string") {
      out.push(block["text"]);
      return;
    }
    if (Array.isArray(block["content"])) textsOf(block["content"], out, depth + 1);
    else if (typeof block["content"] === "string") out.push(block["content"]);
  }
  function readResult(data) {
    if (!data || typeof data !== "object") return void 0;
    const d = data;
    const message = d["message"] && typeof d["message"] === "object" ? d["message"] : {};
    const content = Array.isArray(message["content"]) ? message["content"] : [];
    const first = content[0] && typeof content[0] === "object" ? content[0] : {};
    const source = message["source"] && typeof message["source"] === "object" ? message["source"] : {};
    const callId = [message["callId"], source["callId"], first["toolCallId"], d["callId"]].find((v) => typeof v === "string" && v !== "");
    if (!callId) return void 0;
    const texts = [];
    textsOf(content, texts);
    const whole = texts.join("\n");
    const text = whole.length > CONTEXT_COST.parseChars ? whole.slice(0, CONTEXT_COST.parseChars) : whole;
    const error = /^Error: (.*)$/m.exec(text)?.[1];
    const search = parseSearch(text);
    return {
      callId,
      bytes: utf8Length(whole),
      isError: first["isError"] === true || d["error"] !== void 0,
      ...search ? { search } : {},
      loads: parseLoad(text, []),
      ...error ? { error: error.slice(0, CONTEXT_COST.reasonChars) } : {}
    };
  }
  function approxTokens(bytes) {
    return Math.ceil(bytes / CONTEXT_COST.bytesPerToken);
  }
  function parseSearch(text) {
    const lines = text.split("\n");
    const hits = [];
    let kind;
    let total = 0;
    for (const line of lines) {
      if (kind === void 0) {
        if (/^Error: /.test(line)) return { kind: "error", total: 0, hits: [] };
        if (/^No skill matches /.test(line)) return { kind: "none", total: 0, hits: [] };
        const partial = /: 0 exact, ([\d,]+) partial\b/.exec(line);
        if (partial) {
          kind = "partial";
          total = Number(partial[1].replace(/,/g, ""));
          continue;
        }
        const exact = /: ([\d,]+) exact match(?:es)?\b/.exec(line);
        if (exact) {
          kind = "exact";
          total = Number(exact[1].replace(/,/g, ""));
        }
        continue;
      }
      const hit = /^\d+\. (\S+) \[/.exec(line);
      if (hit) hits.push(hit[1]);
    }
    return kind === void 0 ? void 0 : { kind, total, hits };
  }
  function parseLoad(text, asked) {
    const parts = [];
    const open = /<skill_content name="([^"]*)"[^>]*>/g;
    let m;
    while ((m = open.exec(text)) !== null) {
      const end = text.indexOf("</skill_content>", m.index);
      const stop = end < 0 ? text.length : end + "</skill_content>".length;
      parts.push({ name: m[1], status: "loaded", bytes: utf8Length(text.slice(m.index, stop)) });
      open.lastIndex = stop;
    }
    for (const e of text.matchAll(/^Error loading "([^"\n]*)": (.*)$/gm)) {
      const reason = e[2];
      parts.push({ name: e[1], status: /\bwithheld\b/i.test(reason) ? "withheld" : "failed", bytes: 0, reason });
    }
    if (parts.length === 0) {
      const whole = /^Error: (.*)$/m.exec(text);
      if (whole) for (const name of asked) parts.push({ name, status: /\bwithheld\b/i.test(whole[1]) ? "withheld" : "failed", bytes: 0, reason: whole[1] });
    }
    return parts;
  }
  function refStatus(result) {
    if (result.error !== void 0) return { status: /\bwithheld\b/i.test(result.error) ? "withheld" : "failed", reason: result.error };
    if (result.isError) return { status: "failed" };
    return { status: "loaded" };
  }

  // client-src/ledger.ts
  function toolKind(name) {
    if (typeof name !== "string") return void 0;
    const n3 = name.trim();
    if (n3 === "skill" || n3 === "run_code") return n3;
    for (const t2 of ["skill_load", "skill_ref", "skill_search"]) {
      if (n3 === t2 || n3.endsWith("__" + t2) || n3.endsWith("." + t2) || n3.endsWith(":" + t2) || n3.endsWith("/" + t2)) return t2;
    }
    return void 0;
  }
  function normaliseName(name) {
    return name.normalize("NFKC").trim().toLowerCase().replace(/[\s_]+/g, "-").replace(/-{2,}/g, "-");
  }
  function parseArguments(raw) {
    let value = raw;
    for (let depth = 0; depth < 3 && typeof value === "string"; depth++) {
      const text = value.trim();
      if (text === "") return {};
      try {
        value = JSON.parse(text);
      } catch {
        return salvage(text);
      }
    }
    if (value && typeof value === "object" && !Array.isArray(value)) return value;
    return {};
  }
  function salvage(text) {
    const out = {};
    for (const m of text.matchAll(/"(name|names|path|query|repo|code)"\s*:\s*("(?:[^"\\]|\\.)*"|\[[^\]]*\])/g)) {
      const key = m[1];
      if (key in out) continue;
      try {
        out[key] = JSON.parse(m[2]);
      } catch {
      }
    }
    return out;
  }
  function namesFrom(args) {
    const out = /* @__PURE__ */ new Map();
    const add = (v) => {
      if (Array.isArray(v)) {
        for (const item of v) if (typeof item === "string") add(item);
        return;
      }
      if (typeof v !== "string") return;
      const text = v.trim();
      if (text.startsWith("[")) {
        try {
          const parsed = JSON.parse(text);
          if (Array.isArray(parsed)) return add(parsed);
        } catch {
        }
      }
      for (const part of text.replace(/^\[|\]$/g, "").split(/[,;\n]/)) {
        const name = part.trim().replace(/^["'`]+|["'`]+$/g, "").trim();
        if (name && !out.has(normaliseName(name))) out.set(normaliseName(name), name);
      }
    };
    add(args["name"]);
    add(args["names"]);
    return [...out.values()];
  }
  var num = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
  var str = (v) => typeof v === "string" && v.trim() !== "" ? v.trim() : void 0;
  function collectCalls(events) {
    const calls = [];
    const programs = [];
    const dispatched = /* @__PURE__ */ new Set();
    const seenSub = /* @__PURE__ */ new Set();
    for (const event of events) {
      if (!event || typeof event !== "object") continue;
      const data = event.data && typeof event.data === "object" ? event.data : {};
      const seq = num(event.seq);
      const time = num(event.time);
      if (event.type === "tool/call") {
        const kind = toolKind(data["name"]);
        if (!kind) continue;
        const turn = num(data["turn"]);
        if (kind === "run_code") {
          programs.push({ event, data });
          continue;
        }
        calls.push({ id: seq !== void 0 ? String(seq) : "call:" + String(data["callId"]), seq, sub: 0, tool: kind, args: parseArguments(data["arguments"]), viaCode: false, turn, time, callId: str(data["callId"]) });
      } else if (event.type === "tool/code-dispatch-start" || event.type === "tool/code-dispatch") {
        const root = str(data["rootCallId"]) ?? str(data["parentCallId"]);
        if (root) dispatched.add(root);
        const kind = toolKind(data["name"]);
        if (!kind || kind === "run_code") continue;
        const subId = str(data["subCallId"]) ?? `${root}:${seq}`;
        if (seenSub.has(subId)) continue;
        seenSub.add(subId);
        calls.push({ id: seq !== void 0 ? String(seq) : "call:" + subId, seq, sub: 0, tool: kind, args: parseArguments(data["arguments"]), viaCode: true, time });
      }
    }
    for (const { event, data } of programs) {
      const callId = str(data["callId"]);
      if (callId && dispatched.has(callId)) continue;
      const seq = num(event.seq);
      const args = parseArguments(data["arguments"]);
      const code = typeof args["code"] === "string" ? args["code"] : typeof data["arguments"] === "string" ? data["arguments"].replace(/\\"/g, '"') : "";
      const found = findEmbeddedCalls(code, (t2) => toolKind(t2) !== void 0 && toolKind(t2) !== "run_code");
      found.forEach((c, i) => {
        const kind = toolKind(c.tool);
        const base = seq !== void 0 ? String(seq) : "call:" + String(callId);
        calls.push({ id: `${base}#${i}`, seq, sub: i + 1, tool: kind, args: c.args, viaCode: true, turn: num(data["turn"]), time: num(event.time) });
      });
    }
    return calls.sort(bySeq);
  }
  function bySeq(a, b) {
    if (a.seq === void 0 || b.seq === void 0) return a.seq === void 0 ? b.seq === void 0 ? 0 : 1 : -1;
    return a.seq - b.seq || a.sub - b.sub;
  }
  function resultsOf(events) {
    const out = /* @__PURE__ */ new Map();
    for (const event of events) {
      if (!event || event.type !== "tool/result") continue;
      const result = resultOfEvent(event);
      if (result) out.set(result.callId, result);
    }
    return out;
  }
  function resultOfEvent(event) {
    const data = event.data && typeof event.data === "object" ? event.data : void 0;
    const kept = data?.["result"];
    if (kept && typeof kept === "object" && typeof kept.callId === "string") return kept;
    return readResult(data);
  }
  function buildLedger(input) {
    const events = [...input];
    const results = resultsOf(events);
    const rows = /* @__PURE__ */ new Map();
    const searches = [];
    const gap = { multiNameCalls: 0, extraRows: 0, mergedRows: 0, unnamedCalls: 0 };
    let contextBytes = 0;
    let searchBytes = 0;
    for (const call of collectCalls(events)) {
      const result = call.callId ? results.get(call.callId) : void 0;
      if (call.tool === "skill_search") {
        const query = str(call.args["query"]) ?? str(call.args["q"]) ?? "";
        if (result) searchBytes += result.bytes;
        searches.push({
          key: call.id,
          seq: call.seq,
          sub: call.sub,
          query,
          viaCode: call.viaCode,
          repo: str(call.args["repo"]),
          turn: call.turn,
          time: call.time,
          outcome: result ? result.search ?? { kind: result.error !== void 0 || result.isError ? "error" : "none", total: 0, hits: [] } : void 0,
          loadedAfter: [],
          bytes: result?.bytes
        });
        continue;
      }
      if (result) contextBytes += result.bytes;
      const names = namesFrom(call.args);
      if (names.length === 0) {
        gap.unnamedCalls++;
        continue;
      }
      if (names.length > 1) {
        gap.multiNameCalls++;
        gap.extraRows += names.length - 1;
      }
      const path = call.tool === "skill_ref" ? str(call.args["path"]) : void 0;
      for (const name of names) {
        const normalised = normaliseName(name);
        const key = (call.seq !== void 0 ? String(call.seq) : call.id.replace(/#\d+$/, "")) + ":" + normalised;
        const existing = rows.get(key);
        if (existing) {
          existing.calls.push(call.id);
          gap.mergedRows++;
          continue;
        }
        rows.set(key, { key, seq: call.seq, sub: call.sub, name, normalised, tool: call.tool, viaCode: call.viaCode, path, turn: call.turn, time: call.time, calls: [call.id], ...outcomeFor(call.tool, normalised, names.length, result) });
      }
    }
    const ordered = [...rows.values()].sort(bySeq).map(({ sub: _sub, ...row }) => row);
    const calls = new Set(ordered.flatMap((r) => r.calls)).size;
    const sortedSearches = searches.sort(bySeq).map(({ sub: _sub, ...s }) => s);
    for (const search of sortedSearches) search.loadedAfter = loadedAfter(search, ordered);
    return { rows: ordered, searches: sortedSearches, skills: skillLines(ordered), calls, gap, contextBytes, searchBytes };
  }
  function outcomeFor(tool, normalised, named, result) {
    if (!result) return {};
    if (tool === "skill_ref") {
      const ref = refStatus(result);
      return { status: ref.status, bytes: result.bytes, ...ref.reason ? { reason: ref.reason } : {} };
    }
    const part = result.loads.find((p) => normaliseName(p.name) === normalised);
    if (part) return { status: part.status, bytes: part.status === "loaded" ? part.bytes : 0, ...part.reason ? { reason: part.reason } : {} };
    if (tool === "skill" && named === 1) return result.isError || result.error !== void 0 ? { status: "failed", bytes: 0, reason: result.error } : { status: "loaded", bytes: result.bytes };
    if (result.error !== void 0) return { status: /\bwithheld\b/i.test(result.error) ? "withheld" : "failed", bytes: 0, reason: result.error };
    if (result.isError) return { status: "failed", bytes: 0 };
    return named === 1 ? { bytes: result.bytes } : {};
  }
  function loadedAfter(search, rows) {
    const hits = search.outcome?.hits ?? [];
    if (!hits.length) return [];
    const later = new Set(rows.filter((r) => search.seq === void 0 || r.seq === void 0 || r.seq > search.seq).map((r) => r.normalised));
    return hits.filter((h) => later.has(normaliseName(h)));
  }
  function skillLines(rows) {
    const lines = /* @__PURE__ */ new Map();
    for (const row of rows) {
      let line = lines.get(row.normalised);
      if (!line) {
        line = { name: row.name, normalised: row.normalised, firstSeq: row.seq, lastSeq: row.seq, firstTurn: row.turn, loads: 0, reads: 0, paths: [], tools: [], viaCode: false, bytes: 0, withheld: 0, failed: 0 };
        lines.set(row.normalised, line);
      }
      line.lastSeq = row.seq ?? line.lastSeq;
      if (row.tool === "skill_ref") line.reads++;
      else line.loads++;
      if (row.path && !line.paths.includes(row.path)) line.paths.push(row.path);
      if (!line.tools.includes(row.tool)) line.tools.push(row.tool);
      line.viaCode || (line.viaCode = row.viaCode);
      line.bytes += row.bytes ?? 0;
      if (row.status === "withheld") line.withheld++;
      if (row.status === "failed") line.failed++;
      if ((row.status === "withheld" || row.status === "failed") && row.reason) line.reason = row.reason;
    }
    return [...lines.values()];
  }
  function isLedgerEvent(event) {
    if (event.type === "tool/code-dispatch-start" || event.type === "tool/code-dispatch" || event.type === "tool/result") return true;
    if (event.type !== "tool/call") return false;
    const data = event.data && typeof event.data === "object" ? event.data : {};
    return toolKind(data["name"]) !== void 0;
  }
  function compactEvent(event) {
    if (!event || typeof event !== "object") return event;
    const base = { type: event.type };
    if (event.seq !== void 0) base.seq = event.seq;
    if (event.time !== void 0) base.time = event.time;
    const data = event.data && typeof event.data === "object" ? event.data : void 0;
    if (event.type === "tool/result") {
      const result = resultOfEvent(event);
      return result ? { ...base, data: { result } } : base;
    }
    if (isLedgerEvent(event)) return event;
    const turn = num(data?.["turn"]);
    return turn === void 0 ? base : { ...base, data: { turn } };
  }

  // client-src/conversation-route.ts
  var VIEW_TARGET = "dsh-skill-router.skills";
  var NODE_KIND = "dsh-skill-router.event";
  var seqOf = (event) => {
    const seq = event?.seq;
    return typeof seq === "number" && Number.isFinite(seq) ? seq : void 0;
  };
  var nodeDefinition = {
    kind: NODE_KIND,
    target: VIEW_TARGET,
    match(event) {
      if (!event || typeof event !== "object" || event.type === "assistant/chunk") return null;
      const seq = seqOf(event);
      return seq === void 0 ? null : { id: String(seq), role: "start" };
    },
    start(_context, match) {
      return compactEvent(match.event);
    },
    update(context) {
      return context.state;
    },
    buildViewNode(context) {
      if (!context.state) return null;
      return { key: context.key, kind: context.kind, id: context.id, target: VIEW_TARGET, data: context.state };
    }
  };
  var EventViewBuilder = class {
    constructor() {
      __publicField(this, "empty", { entries: [], revision: 0 });
      __publicField(this, "events", /* @__PURE__ */ new Map());
      __publicField(this, "revision", 0);
      __publicField(this, "sorted", []);
      __publicField(this, "current", this.empty);
    }
    replace(input) {
      this.events.clear();
      for (const node of input.nodes ?? []) if (node?.data) this.events.set(node.key, node.data);
      this.sorted = [...this.events.values()].sort(bySeq2).map(toEntry);
      return this.snapshot();
    }
    apply(input) {
      let appendOnly = true;
      let last = seqOf(this.sorted.at(-1)?.event) ?? -1;
      for (const node of input.upserts ?? []) {
        if (!node?.data) continue;
        const known = this.events.has(node.key);
        this.events.set(node.key, node.data);
        const seq = seqOf(node.data) ?? -1;
        if (known || seq <= last) appendOnly = false;
        last = Math.max(last, seq);
      }
      if (appendOnly) {
        const have = this.sorted.length;
        for (const node of input.upserts ?? []) if (node?.data) this.sorted.push(toEntry(node.data));
        if (this.sorted.length === have) return this.snapshot(false);
      } else {
        this.sorted = [...this.events.values()].sort(bySeq2).map(toEntry);
      }
      return this.snapshot();
    }
    snapshot(changed = true) {
      if (changed) {
        this.revision++;
        this.current = { entries: this.sorted.slice(), revision: this.revision };
      }
      return this.current;
    }
  };
  function bySeq2(a, b) {
    return (seqOf(a) ?? 0) - (seqOf(b) ?? 0);
  }
  function toEntry(event) {
    return { type: "event", event };
  }
  var viewDefinition = {
    target: VIEW_TARGET,
    create: () => new EventViewBuilder()
  };
  function registryOf(ctx, name) {
    try {
      const svc = ctx.get?.(name);
      return svc && typeof svc.register === "function" ? svc : void 0;
    } catch {
      return void 0;
    }
  }
  function registerConversationRoute(ctx) {
    const events = registryOf(ctx, "conversationEvents");
    const views = registryOf(ctx, "conversationViews");
    if (!events || !views) return false;
    try {
      ctx.effect(() => events.register(nodeDefinition), "dsh-skill-router: session events");
      ctx.effect(() => views.register(viewDefinition), "dsh-skill-router: session view");
      return true;
    } catch {
      return false;
    }
  }
  function hasViews(session) {
    const s = session;
    if (!s || typeof s.getSnapshot !== "function" || typeof s.subscribe !== "function") return false;
    try {
      return typeof s.getSnapshot()?.views?.get === "function";
    } catch {
      return false;
    }
  }
  function viewSource(session) {
    let lastView;
    let lastHasMore;
    let cached;
    return {
      getSnapshot() {
        const snap = session.getSnapshot();
        const view = snap?.views?.get?.(VIEW_TARGET);
        if (!view || !Array.isArray(view.entries)) return void 0;
        if (view !== lastView || snap?.hasMore !== lastHasMore) {
          lastView = view;
          lastHasMore = snap?.hasMore;
          cached = { entries: view.entries, hasMore: typeof snap?.hasMore === "boolean" ? snap.hasMore : void 0, revision: view.revision };
        }
        return cached;
      },
      subscribe(fn) {
        return session.subscribe(fn);
      }
    };
  }

  // node_modules/htm/dist/htm.module.js
  var n = function(t2, s, r, e) {
    var u;
    s[0] = 0;
    for (var h = 1; h < s.length; h++) {
      var p = s[h++], a = s[h] ? (s[0] |= p ? 1 : 2, r[s[h++]]) : s[++h];
      3 === p ? e[0] = a : 4 === p ? e[1] = Object.assign(e[1] || {}, a) : 5 === p ? (e[1] = e[1] || {})[s[++h]] = a : 6 === p ? e[1][s[++h]] += a + "" : p ? (u = t2.apply(a, n(t2, a, r, ["", null])), e.push(u), a[0] ? s[0] |= 2 : (s[h - 2] = 0, s[h] = u)) : e.push(a);
    }
    return e;
  };
  var t = /* @__PURE__ */ new Map();
  function htm_module_default(s) {
    var r = t.get(this);
    return r || (r = /* @__PURE__ */ new Map(), t.set(this, r)), (r = n(this, r.get(s) || (r.set(s, r = (function(n3) {
      for (var t2, s2, r2 = 1, e = "", u = "", h = [0], p = function(n4) {
        1 === r2 && (n4 || (e = e.replace(/^\s*\n\s*|\s*\n\s*$/g, ""))) ? h.push(0, n4, e) : 3 === r2 && (n4 || e) ? (h.push(3, n4, e), r2 = 2) : 2 === r2 && "..." === e && n4 ? h.push(4, n4, 0) : 2 === r2 && e && !n4 ? h.push(5, 0, true, e) : r2 >= 5 && ((e || !n4 && 5 === r2) && (h.push(r2, 0, e, s2), r2 = 6), n4 && (h.push(r2, n4, 0, s2), r2 = 6)), e = "";
      }, a = 0; a < n3.length; a++) {
        a && (1 === r2 && p(), p(a));
        for (var l = 0; l < n3[a].length; l++) t2 = n3[a][l], 1 === r2 ? "<" === t2 ? (p(), h = [h], r2 = 3) : e += t2 : 4 === r2 ? "--" === e && ">" === t2 ? (r2 = 1, e = "") : e = t2 + e[0] : u ? t2 === u ? u = "" : e += t2 : '"' === t2 || "'" === t2 ? u = t2 : ">" === t2 ? (p(), r2 = 1) : r2 && ("=" === t2 ? (r2 = 5, s2 = e, e = "") : "/" === t2 && (r2 < 5 || ">" === n3[a][l + 1]) ? (p(), 3 === r2 && (h = h[0]), r2 = h, (h = h[0]).push(2, 0, r2), r2 = 0) : " " === t2 || "	" === t2 || "\n" === t2 || "\r" === t2 ? (p(), r2 = 2) : e += t2), 3 === r2 && "!--" === e && (r2 = 4, h = h[0]);
      }
      return p(), h;
    })(s)), r), arguments, [])).length > 1 ? r : r[0];
  }

  // client-src/glossary.ts
  var PHRASES = {
    "code-review": "代码审查",
    "pull-request": "拉取请求",
    "test-driven-development": "测试驱动开发",
    "test-driven": "测试驱动",
    "best-practices": "最佳实践",
    "release-notes": "发布说明",
    "commit-message": "提交信息",
    "skill-creator": "技能创建器",
    "machine-learning": "机器学习",
    "error-handling": "错误处理",
    "root-cause": "根因",
    "front-end": "前端",
    "back-end": "后端",
    "user-interface": "用户界面",
    "web-app": "网页应用"
  };
  var WORDS = {
    agent: "智能体",
    agents: "智能体",
    ai: "人工智能",
    analysis: "分析",
    analyst: "分析师",
    analytics: "分析",
    api: "接口",
    app: "应用",
    architect: "架构师",
    architecture: "架构",
    audit: "审计",
    auditor: "审计员",
    automation: "自动化",
    backend: "后端",
    best: "最佳",
    brand: "品牌",
    browser: "浏览器",
    build: "构建",
    builder: "构建器",
    business: "商业",
    canvas: "画布",
    checklist: "清单",
    cloud: "云",
    code: "代码",
    commit: "提交",
    compliance: "合规",
    configuration: "配置",
    content: "内容",
    context: "上下文",
    creator: "创建器",
    data: "数据",
    database: "数据库",
    debug: "调试",
    debugging: "调试",
    deploy: "部署",
    deployment: "部署",
    design: "设计",
    designer: "设计师",
    dev: "开发",
    developer: "开发者",
    development: "开发",
    docs: "文档",
    document: "文档",
    documentation: "文档",
    driven: "驱动",
    engineer: "工程师",
    engineering: "工程",
    error: "错误",
    expert: "专家",
    file: "文件",
    files: "文件",
    frontend: "前端",
    generator: "生成器",
    guidelines: "指南",
    guide: "指南",
    image: "图像",
    implementation: "实现",
    incident: "事故",
    integration: "集成",
    library: "库",
    management: "管理",
    manager: "管理器",
    marketing: "营销",
    memory: "记忆",
    message: "信息",
    migration: "迁移",
    mobile: "移动端",
    notes: "说明",
    optimization: "优化",
    orchestration: "编排",
    parallel: "并行",
    patterns: "模式",
    performance: "性能",
    pipeline: "流水线",
    plan: "计划",
    planning: "规划",
    practices: "实践",
    product: "产品",
    prompt: "提示词",
    protocol: "协议",
    quality: "质量",
    release: "发布",
    research: "研究",
    review: "审查",
    reviewer: "审查者",
    risk: "风险",
    scanner: "扫描器",
    scientific: "科学",
    search: "搜索",
    security: "安全",
    senior: "资深",
    setup: "设置",
    skill: "技能",
    skills: "技能",
    spec: "规格",
    specialist: "专员",
    strategy: "策略",
    strategies: "策略",
    system: "系统",
    systematic: "系统化",
    team: "团队",
    template: "模板",
    templates: "模板",
    test: "测试",
    testing: "测试",
    upgrade: "升级",
    video: "视频",
    vulnerability: "漏洞",
    web: "网页",
    workflow: "工作流",
    workflows: "工作流",
    writing: "写作",
    writer: "写作"
  };
  var KEEP = {
    pdf: "PDF",
    docx: "DOCX",
    xlsx: "XLSX",
    pptx: "PPTX",
    git: "Git",
    github: "GitHub",
    sql: "SQL",
    mcp: "MCP",
    llm: "LLM",
    seo: "SEO",
    ui: "UI",
    ux: "UX",
    react: "React",
    python: "Python",
    rust: "Rust",
    typescript: "TypeScript",
    javascript: "JavaScript",
    tdd: "TDD",
    c4: "C4",
    aws: "AWS",
    lark: "Lark"
  };
  var FILLER = /* @__PURE__ */ new Set(["a", "an", "the", "of", "for", "and", "to", "with"]);
  function chineseName(name) {
    const words = name.toLowerCase().split(/[\s_\-/:.]+/).filter(Boolean);
    if (words.length === 0) return void 0;
    const parts = [];
    let i = 0;
    let translated = false;
    outer: while (i < words.length) {
      for (let len = Math.min(4, words.length - i); len >= 2; len--) {
        const phrase = PHRASES[words.slice(i, i + len).join("-")];
        if (phrase) {
          parts.push(phrase);
          translated = true;
          i += len;
          continue outer;
        }
      }
      const word = words[i];
      const zh = WORDS[word];
      if (zh) {
        if (parts[parts.length - 1] !== zh) parts.push(zh);
        translated = true;
      } else if (KEEP[word]) parts.push(KEEP[word]);
      else if (!FILLER.has(word)) return void 0;
      i++;
    }
    return translated ? joinMixed(parts) : void 0;
  }
  function joinMixed(parts) {
    let out = "";
    for (const p of parts) {
      const latin = /^[A-Za-z0-9]/.test(p);
      if (out && latin && /[A-Za-z0-9]$/.test(out)) out += " ";
      out += p;
    }
    return out;
  }

  // client-src/history.ts
  function createHistoryReader(source, session, options = {}) {
    const limits = { ...HISTORY, ...options.limits };
    const ledgerEvents = /* @__PURE__ */ new Map();
    const seqs = /* @__PURE__ */ new Set();
    let unsequenced = 0;
    let oldest;
    let newest;
    let ledger = buildLedger([]);
    let ledgerDirty = false;
    let phase = "waiting";
    let stop;
    let pages = 0;
    let disposed = false;
    let lastRevision;
    let state = snapshotState();
    function snapshotState() {
      return { ledger, phase, stop, complete: stop === "start", pages, events: seqs.size + unsequenced, oldestSeq: oldest, newestSeq: newest };
    }
    function emit() {
      if (ledgerDirty) {
        ledger = buildLedger([...ledgerEvents.values()]);
        ledgerDirty = false;
      }
      state = snapshotState();
      options.onChange?.(state);
    }
    function ingestEntries(entries) {
      let changed = false;
      for (const entry of entries ?? []) {
        if (!entry || entry.type !== "event" || !entry.event || typeof entry.event !== "object") continue;
        const event = entry.event;
        const seq = typeof event.seq === "number" && Number.isFinite(event.seq) ? event.seq : void 0;
        let key;
        if (seq !== void 0) {
          if (seqs.has(seq)) continue;
          seqs.add(seq);
          oldest = oldest === void 0 ? seq : Math.min(oldest, seq);
          newest = newest === void 0 ? seq : Math.max(newest, seq);
          key = String(seq);
        } else {
          const data = event.data ?? {};
          key = `${event.type}:${String(data["subCallId"] ?? data["callId"] ?? JSON.stringify(data))}`;
          if (ledgerEvents.has(key)) continue;
          unsequenced++;
        }
        changed = true;
        if (isLedgerEvent(event)) {
          ledgerEvents.set(key, compactEvent(event));
          ledgerDirty = true;
        }
      }
      return changed;
    }
    function ingest() {
      const win = readWindow();
      if (!win) return false;
      const incremental = win.change && (win.change.kind === "append" || win.change.kind === "prepend") && lastRevision !== void 0 && win.revision === lastRevision + 1;
      lastRevision = win.revision;
      return ingestEntries(incremental ? win.change?.entries : win.entries);
    }
    function readWindow() {
      try {
        return source.getSnapshot();
      } catch {
        return void 0;
      }
    }
    function sessionSnapshot() {
      try {
        return session?.getSnapshot?.();
      } catch {
        return void 0;
      }
    }
    function isOpen() {
      const win = readWindow();
      const published = (win?.revision ?? 0) > 0 || (win?.entries?.length ?? 0) > 0;
      const openState = sessionSnapshot()?.openState;
      return published && (typeof openState !== "string" || openState === "open");
    }
    function hasMore() {
      const win = readWindow();
      if (typeof win?.hasMore === "boolean") return win.hasMore;
      const flag = sessionSnapshot()?.hasMore;
      return typeof flag === "boolean" ? flag : void 0;
    }
    function startReached() {
      return seqs.has(0) || isOpen() && hasMore() === false;
    }
    function measure() {
      const entries = readWindow()?.entries ?? [];
      let first;
      for (const e of entries) {
        const seq = e?.type === "event" ? e.event?.seq : void 0;
        if (typeof seq === "number") {
          first = first === void 0 ? seq : Math.min(first, seq);
        }
      }
      return { first, length: entries.length };
    }
    function finish(reason) {
      phase = "stopped";
      stop = reason;
      emit();
    }
    async function page() {
      phase = "paging";
      stop = void 0;
      emit();
      let stalls = 0;
      let calls = 0;
      for (; ; ) {
        if (disposed) return;
        if (startReached()) return finish("start");
        if (calls >= limits.maxPages) return finish("cap");
        if (sessionSnapshot()?.loadingOlder === true && !await idle(limits.pageTimeoutMs)) return finish("timeout");
        if (disposed) return;
        const before = measure();
        calls++;
        const answered = await withTimeout(callLoadOlder(), limits.pageTimeoutMs);
        if (disposed) return;
        if (!answered) return finish("timeout");
        pages++;
        ingest();
        const after = measure();
        const progressed = after.first !== void 0 && (before.first === void 0 || after.first < before.first) || after.length > before.length;
        stalls = progressed ? 0 : stalls + 1;
        emit();
        if (stalls >= limits.stallLimit) return finish(startReached() ? "start" : "stalled");
      }
    }
    function idle(ms) {
      return new Promise((resolve) => {
        let off = () => {
        };
        const timer = setTimeout(() => {
          off();
          resolve(false);
        }, ms);
        off = safeSubscribe(session, () => {
          if (sessionSnapshot()?.loadingOlder === true) return;
          clearTimeout(timer);
          off();
          resolve(true);
        });
      });
    }
    async function callLoadOlder() {
      try {
        await session?.loadOlder?.();
      } catch {
      }
    }
    function maybeStart() {
      if (phase !== "waiting" || disposed) return;
      if (!isOpen()) return;
      void page();
    }
    const unsubscribeSource = safeSubscribe(source, () => {
      if (disposed) return;
      if (ingest()) emit();
      maybeStart();
    });
    const unsubscribeSession = safeSubscribe(session, () => {
      if (!disposed) maybeStart();
    });
    ingest();
    emit();
    maybeStart();
    return {
      getState: () => state,
      retry() {
        if (disposed || phase !== "stopped" || stop === "start") return;
        void page();
      },
      dispose() {
        disposed = true;
        unsubscribeSource();
        unsubscribeSession();
      }
    };
  }
  function safeSubscribe(target, fn) {
    try {
      const off = target?.subscribe?.(fn);
      return typeof off === "function" ? off : () => {
      };
    } catch {
      return () => {
      };
    }
  }
  function withTimeout(promise, ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      promise.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  // client-src/strings.ts
  function uiLanguage() {
    const doc = typeof document !== "undefined" ? document.documentElement?.lang : "";
    const nav = typeof navigator !== "undefined" ? navigator.language : "";
    return /^zh\b/i.test(doc || nav || "") ? "zh" : "en";
  }
  var n2 = (count, one, many) => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
  var size = (bytes) => bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  var STRINGS = {
    en: {
      label: "Skills",
      title: "Skills in this session",
      loadedHeading: "Loaded and read",
      searchesHeading: "Searches",
      columns: { index: "#", skill: "Skill", loads: "Loads", reads: "Reads", context: "In context", first: "First", via: "Via" },
      totals: (calls, skills, complete) => complete ? `${n2(calls, "call", "calls")} over ${n2(skills, "skill", "skills")}` : `So far ${n2(calls, "call", "calls")} over ${n2(skills, "skill", "skills")}`,
      cost: (bytes, tokens, complete) => `${complete ? "" : "So far "}${size(bytes)} (~${tokens.toLocaleString("en-US")} tokens) of skills in the model’s context`,
      size: (bytes, tokens) => `${size(bytes)} · ~${tokens.toLocaleString("en-US")} tok`,
      withheld: "withheld",
      failed: "failed",
      pending: "no answer yet",
      search: (kind, total) => kind === "exact" ? `${n2(total, "exact hit", "exact hits")}` : kind === "partial" ? `${n2(total, "partial hit", "partial hits")}` : kind === "none" ? "no match" : "error",
      loadedAfter: (names) => `loaded after: ${names.join(", ")}`,
      notLoaded: "no hit loaded",
      gap(rows, calls, gap) {
        if (rows === calls && gap.unnamedCalls === 0) return void 0;
        const parts = [];
        if (gap.multiNameCalls) parts.push(`${n2(gap.multiNameCalls, "call", "calls")} named several skills at once (+${gap.extraRows})`);
        if (gap.mergedRows) parts.push(`${n2(gap.mergedRows, "repeated name", "repeated names")} inside one run_code program counted once (−${gap.mergedRows})`);
        if (gap.unnamedCalls) parts.push(`${n2(gap.unnamedCalls, "call", "calls")} named no skill that could be read, not counted`);
        return `${n2(rows, "row", "rows")} from ${n2(calls, "call", "calls")}: ${parts.join("; ")}.`;
      },
      waiting: "Waiting for this session’s events: DSH opens the event window of the session on screen.",
      paging: (pages) => `Reading older history… ${n2(pages, "page", "pages")} so far.`,
      stopped(reason, limits) {
        switch (reason) {
          case "start":
            return "History read from its start; totals are final.";
          case "timeout":
            return `Gave up: the host did not answer a request for older events within ${limits.pageTimeoutMs / 1e3} s. Counts cover what was read.`;
          case "stalled":
            return `Gave up: ${limits.stallLimit} requests in a row for older events brought nothing new. Counts cover what was read.`;
          case "cap":
            return `Stopped after ${limits.maxPages} pages, the most this tab reads in one go. Counts cover what was read.`;
        }
      },
      retry: "Read older history again",
      missing(reason) {
        switch (reason) {
          case "no-sessions":
            return "No ledger: this DSH build gives plugins no sessions service, so there is no event log to read.";
          case "no-binding":
            return "No ledger: DSH has no binding for this session. Open the session again and reopen this tab.";
          case "no-source":
            return "No ledger: this DSH version gives plugins neither a session event stream nor conversation views to read a session through, so skill calls cannot be counted.";
        }
      },
      noRows: "No skill was loaded or read in what has been read so far.",
      noSearches: "No skill_search calls.",
      turn: (turn) => `turn ${turn}`,
      viaCode: "run_code",
      footer: (version2, pages, events, complete) => `dsh-skill-router ${version2} · ${n2(pages, "page", "pages")} read · ${n2(events, "event", "events")} · ${complete ? "start of history reached" : "start of history not reached"}`
    },
    zh: {
      label: "技能",
      title: "本会话用到的技能",
      loadedHeading: "加载与读取",
      searchesHeading: "搜索",
      columns: { index: "#", skill: "技能", loads: "加载", reads: "读取", context: "进入上下文", first: "首次", via: "方式" },
      totals: (calls, skills, complete) => complete ? `共 ${calls} 次调用，涉及 ${skills} 个技能` : `目前已读到 ${calls} 次调用，涉及 ${skills} 个技能`,
      cost: (bytes, tokens, complete) => `${complete ? "" : "目前"}技能内容占模型上下文 ${size(bytes)}（约 ${tokens} 个 token）`,
      size: (bytes, tokens) => `${size(bytes)} · 约 ${tokens} token`,
      withheld: "已扣留",
      failed: "失败",
      pending: "尚无结果",
      search: (kind, total) => kind === "exact" ? `${total} 个完全匹配` : kind === "partial" ? `${total} 个部分匹配` : kind === "none" ? "无匹配" : "出错",
      loadedAfter: (names) => `随后加载：${names.join("、")}`,
      notLoaded: "未加载任何结果",
      gap(rows, calls, gap) {
        if (rows === calls && gap.unnamedCalls === 0) return void 0;
        const parts = [];
        if (gap.multiNameCalls) parts.push(`${gap.multiNameCalls} 次调用一次点名多个技能（+${gap.extraRows}）`);
        if (gap.mergedRows) parts.push(`同一 run_code 程序中重复的 ${gap.mergedRows} 个名字只计一次（−${gap.mergedRows}）`);
        if (gap.unnamedCalls) parts.push(`${gap.unnamedCalls} 次调用读不出技能名，未计入`);
        return `${rows} 行来自 ${calls} 次调用：${parts.join("；")}。`;
      },
      waiting: "等待本会话的事件：DSH 只为屏幕上的会话打开事件窗口。",
      paging: (pages) => `正在读取更早的历史……已读 ${pages} 页。`,
      stopped(reason, limits) {
        switch (reason) {
          case "start":
            return "已读到历史的开头，统计为最终结果。";
          case "timeout":
            return `已放弃：宿主在 ${limits.pageTimeoutMs / 1e3} 秒内没有回应更早事件的请求。统计只含已读部分。`;
          case "stalled":
            return `已放弃：连续 ${limits.stallLimit} 次请求更早事件都没有新内容。统计只含已读部分。`;
          case "cap":
            return `已读 ${limits.maxPages} 页，达到本标签一次读取的上限。统计只含已读部分。`;
        }
      },
      retry: "再次读取更早的历史",
      missing(reason) {
        switch (reason) {
          case "no-sessions":
            return "无法统计：此 DSH 版本没有向插件提供 sessions 服务，没有可读的事件记录。";
          case "no-binding":
            return "无法统计：DSH 中没有此会话的绑定。请重新打开会话后再打开本标签。";
          case "no-source":
            return "无法统计：此 DSH 版本既没有向插件提供会话事件流，也没有可供读取会话的对话视图，无法统计技能调用。";
        }
      },
      noRows: "已读部分中没有加载或读取任何技能。",
      noSearches: "没有 skill_search 调用。",
      turn: (turn) => `第 ${turn} 轮`,
      viaCode: "run_code",
      footer: (version2, pages, events, complete) => `dsh-skill-router ${version2} · 已读 ${pages} 页 · ${events} 个事件 · ${complete ? "已到历史开头" : "未到历史开头"}`
    }
  };

  // client-src/styles.ts
  var STYLES = `
.dsr-root { font: 13px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif;
  color: inherit; padding: 18px 22px 14px; max-width: 980px; box-sizing: border-box; }
.dsr-root * { box-sizing: border-box; }
.dsr-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 4px 16px; margin-bottom: 10px; }
.dsr-title { font-size: 12px; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; opacity: .6; margin: 0; }
.dsr-totals { font-size: 20px; font-weight: 600; font-variant-numeric: tabular-nums; margin: 2px 0 0; }
.dsr-totals.is-partial { font-weight: 500; opacity: .8; }
.dsr-gap { font-size: 12px; opacity: .7; margin: 2px 0 0; }
.dsr-status { display: flex; align-items: center; gap: 10px; font-size: 12px; padding: 7px 12px; border-radius: 8px; margin: 12px 0 16px;
  background: rgba(127,127,127,.08); border: 1px solid rgba(127,127,127,.16); }
.dsr-status::before { content: ""; flex: none; width: 8px; height: 8px; border-radius: 50%; background: #9ca3af; }
.dsr-status.is-start::before { background: #16a34a; }
.dsr-status.is-paging::before { background: #2563eb; animation: dsr-pulse 1s ease-in-out infinite alternate; }
.dsr-status.is-gave-up { background: rgba(217,119,6,.08); border-color: rgba(217,119,6,.3); }
.dsr-status.is-gave-up::before { background: #d97706; }
.dsr-status.is-missing { background: rgba(220,38,38,.06); border-color: rgba(220,38,38,.25); }
.dsr-status.is-missing::before { background: #dc2626; }
@keyframes dsr-pulse { from { opacity: .35; } to { opacity: 1; } }
.dsr-retry { margin-left: auto; font: inherit; font-size: 12px; padding: 2px 10px; border-radius: 6px; cursor: pointer;
  color: inherit; background: transparent; border: 1px solid rgba(127,127,127,.4); }
.dsr-retry:hover { background: rgba(127,127,127,.12); }
.dsr-section { margin: 0 0 18px; }
.dsr-h { font-size: 13px; font-weight: 600; margin: 0 0 6px; display: flex; gap: 8px; align-items: baseline; }
.dsr-h .dsr-count { font-weight: 400; opacity: .55; font-variant-numeric: tabular-nums; }
.dsr-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.dsr-table th { text-align: left; font-size: 11px; font-weight: 500; letter-spacing: .03em; opacity: .6; padding: 4px 10px 5px;
  border-bottom: 1px solid rgba(127,127,127,.35); white-space: nowrap; }
.dsr-table td { padding: 6px 10px; border-bottom: 1px solid rgba(127,127,127,.14); vertical-align: top; }
.dsr-table tbody tr:hover td { background: rgba(127,127,127,.06); }
.dsr-table .dsr-num { text-align: right; width: 1%; white-space: nowrap; }
.dsr-table .dsr-idx { opacity: .45; width: 1%; }
.dsr-table .dsr-zero { opacity: .3; }
.dsr-skill { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 8px; }
.dsr-zh { font-weight: 600; }
.dsr-name { font: 12.5px/1.4 ui-monospace, SFMono-Regular, "JetBrains Mono", Menlo, Consolas, monospace; font-weight: 500; }
.dsr-zh + .dsr-name { font-weight: 400; opacity: .7; }
.dsr-paths { width: 100%; font: 11.5px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; opacity: .6; }
.dsr-when { white-space: nowrap; opacity: .75; }
.dsr-chip { display: inline-block; font-size: 11px; line-height: 18px; padding: 0 7px; margin: 0 4px 2px 0; border-radius: 9px;
  background: rgba(127,127,127,.12); white-space: nowrap; }
.dsr-chip.is-code { background: rgba(124,58,237,.12); }
.dsr-chip.is-withheld { background: rgba(217,119,6,.16); }
.dsr-chip.is-failed, .dsr-chip.is-error { background: rgba(220,38,38,.14); }
.dsr-chip.is-exact { background: rgba(22,163,74,.14); }
.dsr-chip.is-partial { background: rgba(37,99,235,.12); }
.dsr-cost { white-space: nowrap; }
.dsr-cost .dsr-chip { margin: 0 0 0 6px; }
.dsr-cost-total { font-size: 12.5px; opacity: .75; margin: 2px 0 0; font-variant-numeric: tabular-nums; }
.dsr-after { flex-basis: 100%; font-size: 11.5px; opacity: .65; padding-left: 2px; }
.dsr-searches { list-style: none; margin: 0; padding: 0; }
.dsr-searches li { display: flex; flex-wrap: wrap; gap: 2px 10px; align-items: baseline; padding: 5px 10px; border-bottom: 1px solid rgba(127,127,127,.14); }
.dsr-query { flex: 1; }
.dsr-query::before { content: "“"; opacity: .45; }
.dsr-query::after { content: "”"; opacity: .45; }
.dsr-meta { font-size: 11.5px; opacity: .6; white-space: nowrap; }
.dsr-empty { opacity: .6; font-size: 12px; padding: 6px 10px; }
.dsr-foot { font-size: 11px; opacity: .55; border-top: 1px solid rgba(127,127,127,.2); padding-top: 8px; margin-top: 6px; font-variant-numeric: tabular-nums; }
`;

  // client-src/skills-tab.ts
  function createSkillsTab(React, version2) {
    const html = htm_module_default.bind(React.createElement);
    function useHistory(props) {
      const [state, setState] = React.useState(void 0);
      const [retry, setRetry] = React.useState(void 0);
      React.useEffect(() => {
        if (!props.source) return void 0;
        const reader = createHistoryReader(props.source, props.session, { onChange: setState });
        setState(reader.getState());
        setRetry(() => () => reader.retry());
        return () => reader.dispose();
      }, [props.source, props.session]);
      return [state, retry];
    }
    function outcomeChip(kind, count, word, reason) {
      return count ? html`<span class=${"dsr-chip is-" + kind} title=${reason ?? ""}>${word}${count > 1 ? ` ×${count}` : ""}</span>` : null;
    }
    function SkillRowView({ line, index, t: t2, lang }) {
      const zh = lang === "zh" ? chineseName(line.name) : void 0;
      return html`<tr data-skill=${line.name}>
      <td class="dsr-idx dsr-num">${index + 1}</td>
      <td>
        <div class="dsr-skill">
          ${zh ? html`<span class="dsr-zh" title=${line.name}>${zh}</span>` : null}
          <span class="dsr-name">${line.name}</span>
          ${line.paths.length ? html`<span class="dsr-paths">${line.paths.join(" · ")}</span>` : null}
        </div>
      </td>
      <td class=${"dsr-num" + (line.loads ? "" : " dsr-zero")}>${line.loads}</td>
      <td class=${"dsr-num" + (line.reads ? "" : " dsr-zero")}>${line.reads}</td>
      <td class="dsr-num dsr-cost" data-bytes=${String(line.bytes)}>
        ${line.bytes ? t2.size(line.bytes, approxTokens(line.bytes)) : "—"}
        ${outcomeChip("withheld", line.withheld, t2.withheld, line.reason)}
        ${outcomeChip("failed", line.failed, t2.failed, line.reason)}
      </td>
      <td class="dsr-when" title=${line.firstSeq === void 0 ? "" : `seq ${line.firstSeq}`}>${line.firstTurn === void 0 ? "—" : t2.turn(line.firstTurn)}</td>
      <td>
        ${line.tools.map((tool) => html`<span class="dsr-chip">${tool}</span>`)}
        ${line.viaCode ? html`<span class="dsr-chip is-code">${t2.viaCode}</span>` : null}
      </td>
    </tr>`;
    }
    function SearchItem({ search, t: t2 }) {
      const meta = [search.turn === void 0 ? void 0 : t2.turn(search.turn), search.repo, search.viaCode ? t2.viaCode : void 0].filter(Boolean).join(" · ");
      const outcome = search.outcome;
      const after = outcome && outcome.hits.length ? search.loadedAfter.length ? t2.loadedAfter(search.loadedAfter) : t2.notLoaded : void 0;
      return html`<li data-query=${search.query} data-kind=${outcome?.kind ?? ""} data-hits=${outcome ? String(outcome.total) : ""} data-loaded=${search.loadedAfter.join(",")}>
      <span class="dsr-query">${search.query || "—"}</span>
      ${outcome ? html`<span class=${"dsr-chip is-" + outcome.kind}>${t2.search(outcome.kind, outcome.total)}</span>` : search.viaCode ? null : html`<span class="dsr-chip is-pending">${t2.pending}</span>`}
      <span class="dsr-meta">${meta}</span>
      ${after ? html`<span class="dsr-after">${after}</span>` : null}
    </li>`;
    }
    function status(state, t2) {
      if (!state || state.phase === "waiting") return ["is-waiting", t2.waiting];
      if (state.phase === "paging") return ["is-paging", t2.paging(state.pages)];
      const reason = state.stop ?? "stalled";
      return [reason === "start" ? "is-start" : "is-gave-up", t2.stopped(reason, HISTORY)];
    }
    return function SkillsTab(props) {
      const lang = props.lang ?? uiLanguage();
      const t2 = STRINGS[lang];
      const [state, retry] = useHistory(props);
      if (!props.source) {
        const reason = props.missing ?? "no-source";
        return html`<div class="dsr-root" data-complete="false" data-missing=${reason}>
        <style>${STYLES}</style>
        <div class="dsr-head"><p class="dsr-title">${t2.title}</p></div>
        <div class="dsr-status is-missing" role="status">${t2.missing(reason)}</div>
        <div class="dsr-foot">dsh-skill-router ${version2}</div>
      </div>`;
      }
      const ledger = state?.ledger;
      const complete = state?.complete ?? false;
      const calls = ledger?.calls ?? 0;
      const skills = ledger?.skills ?? [];
      const searches = ledger?.searches ?? [];
      const gap = ledger ? t2.gap(ledger.rows.length, ledger.calls, ledger.gap) : void 0;
      const [statusClass, statusText] = status(state, t2);
      const canRetry = state?.phase === "stopped" && state.stop !== "start" && retry;
      return html`<div class="dsr-root" data-total-calls=${String(calls)} data-total-skills=${String(skills.length)} data-context-bytes=${String(ledger?.contextBytes ?? 0)} data-complete=${String(complete)} data-stop=${state?.stop ?? ""} data-pages=${String(state?.pages ?? 0)} data-events=${String(state?.events ?? 0)}>
      <style>${STYLES}</style>
      <div class="dsr-head">
        <div>
          <p class="dsr-title">${t2.title}</p>
          <p class=${"dsr-totals" + (complete ? "" : " is-partial")}>${t2.totals(calls, skills.length, complete)}</p>
          <p class="dsr-cost-total" data-context-bytes=${String(ledger?.contextBytes ?? 0)}>${t2.cost(ledger?.contextBytes ?? 0, approxTokens(ledger?.contextBytes ?? 0), complete)}</p>
          ${gap ? html`<p class="dsr-gap">${gap}</p>` : null}
        </div>
      </div>
      <div class=${"dsr-status " + statusClass} role="status">
        <span>${statusText}</span>
        ${canRetry ? html`<button type="button" class="dsr-retry" onClick=${() => retry()}>${t2.retry}</button>` : null}
      </div>
      <section class="dsr-section">
        <h3 class="dsr-h">${t2.loadedHeading}<span class="dsr-count">${skills.length}</span></h3>
        ${skills.length === 0 ? html`<div class="dsr-empty">${t2.noRows}</div>` : html`<table class="dsr-table">
              <thead><tr>
                <th class="dsr-num">${t2.columns.index}</th><th>${t2.columns.skill}</th><th class="dsr-num">${t2.columns.loads}</th>
                <th class="dsr-num">${t2.columns.reads}</th><th class="dsr-num">${t2.columns.context}</th><th>${t2.columns.first}</th><th>${t2.columns.via}</th>
              </tr></thead>
              <tbody>${skills.map((line, i) => html`<${SkillRowView} key=${line.normalised} line=${line} index=${i} t=${t2} lang=${lang} />`)}</tbody>
            </table>`}
      </section>
      <section class="dsr-section">
        <h3 class="dsr-h">${t2.searchesHeading}<span class="dsr-count">${searches.length}</span></h3>
        ${searches.length === 0 ? html`<div class="dsr-empty">${t2.noSearches}</div>` : html`<ol class="dsr-searches">${searches.map((s) => html`<${SearchItem} key=${s.key} search=${s} t=${t2} />`)}</ol>`}
      </section>
      <div class="dsr-foot">${t2.footer(version2, state?.pages ?? 0, state?.events ?? 0, complete)}</div>
    </div>`;
    };
  }

  // client-src/plugin.ts
  var TAB_ID = "skill-router-usage";
  var TAB_ORDER = 21;
  function sessionsOf(ctx) {
    let svc;
    try {
      svc = ctx.get?.("sessions");
    } catch {
      svc = void 0;
    }
    if (svc === void 0) {
      try {
        svc = ctx.sessions;
      } catch {
      }
    }
    return svc && typeof svc.binding === "function" ? svc : void 0;
  }
  var viewSources = /* @__PURE__ */ new WeakMap();
  function injectFor(ctx, sessionId, binding, viewsRoute = false) {
    const sessions = sessionsOf(ctx);
    if (!sessions) return { missing: "no-sessions" };
    const id = sessionId ?? binding?.key;
    let bound;
    try {
      bound = id === void 0 ? void 0 : sessions.binding(id);
    } catch {
      bound = void 0;
    }
    if (!bound) return { missing: "no-binding" };
    const session = bound.session;
    const source = bound.eventSource;
    if (source && typeof source.getSnapshot === "function" && typeof source.subscribe === "function") return { source, session };
    if (viewsRoute && hasViews(session)) {
      let view = viewSources.get(session);
      if (!view) {
        view = viewSource(session);
        viewSources.set(session, view);
      }
      return { source: view, session };
    }
    return { session, missing: "no-source" };
  }
  function createClientPlugin(React, version2) {
    const Tab = createSkillsTab(React, version2);
    return {
      name: "dsh-skill-router-client",
      inject: ["slots", "sessions"],
      apply(ctx) {
        const viewsRoute = registerConversationRoute(ctx);
        ctx.effect(
          () => ctx.slots.inject(
            "conversation.view",
            () => ctx.slots.register(
              {
                name: "conversation.view",
                id: TAB_ID,
                order: TAB_ORDER,
                // A thunk: DSH re-reads it per render, so the label follows a language switch.
                label: () => STRINGS[uiLanguage()].label,
                inject: (sessionId, binding) => injectFor(ctx, sessionId, binding, viewsRoute)
              },
              Tab
            )
          ),
          "dsh-skill-router: Skills tab"
        );
      }
    };
  }

  // client-src/index.ts
  var MODULE_ID = "dsh-skill-router";
  function factory(require2) {
    const React = require2("react");
    const api = typeof React.createElement === "function" ? React : React.default;
    return createClientPlugin(api, version);
  }
  var loader = typeof window !== "undefined" ? window.__ModuleLoader__ : void 0;
  if (loader && typeof loader.load === "function") loader.load({ id: MODULE_ID, factory });
})();
