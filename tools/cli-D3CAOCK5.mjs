import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MANAGE_DESCRIPTION,
  MANAGE_PARAMETERS,
  MANAGE_TOOL_NAME,
  failedValue,
  renderManage,
  routerTools,
  runManage,
  toLosslessJson
} from "./cli-MY2I5AKI.mjs";
import {
  cliRouter
} from "./cli-VO4ZMOC7.mjs";
import "./cli-Y6DBMHTO.mjs";
import "./cli-OH7F6JZV.mjs";
import {
  UsageError,
  parse
} from "./cli-VDZH3JEH.mjs";
import {
  VERSION
} from "./cli-VRQU2CWE.mjs";
import "./cli-HJJ6EA3P.mjs";
import "./cli-GLLYU5FN.mjs";
import "./cli-T3QMXDUP.mjs";
import "./cli-FIGCFZ3Q.mjs";
import "./cli-CKV4OERZ.mjs";
import {
  hostWritePort,
  nodeWritePort
} from "./cli-PR6XVXAP.mjs";
import "./cli-UWTACYSJ.mjs";
import "./cli-HP4MUJGU.mjs";
import "./cli-7TAF4XMI.mjs";
import {
  ARGS,
  MCP,
  REVIEW
} from "./cli-NWJZKAEC.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/mcp.ts
import * as nodeFs from "node:fs";
import { Transform } from "node:stream";
import { fileURLToPath } from "node:url";

// host.js-src/manage/index.ts
var port;
function writePort() {
  return port ??= hostWritePort();
}
function manageTools(config, over, witness) {
  if (!config.enabled) return [];
  return [
    {
      name: MANAGE_TOOL_NAME,
      description: MANAGE_DESCRIPTION,
      parameters: MANAGE_PARAMETERS,
      readOnly: false,
      async run(args, call) {
        try {
          const leak = witness ? await witness(MANAGE_TOOL_NAME, args, call).catch(() => void 0) : void 0;
          if (leak) return toLosslessJson({ ok: false, action: "", name: "", refusal: "guard", error: leak });
          const value = await runManage(args, over ?? writePort(), { fs: call.fs, ...call.cwd ? { cwd: call.cwd } : {}, ...call.sessionId ? { sessionId: call.sessionId } : {}, ...config.library ? { library: config.library } : {} });
          return toLosslessJson(value);
        } catch (err) {
          const why = err instanceof Error ? err.message : String(err);
          return toLosslessJson({ ok: false, action: "", name: "", refusal: "io", error: `internal error: ${why.slice(0, ARGS.errorDetailChars)}. Retry, or report this with the arguments used` });
        }
      },
      render: (value) => renderManage(value),
      failed: (value) => value?.ok === false,
      title: (args) => {
        const a = typeof args === "object" && args ? args : {};
        const action = typeof a["action"] === "string" ? a["action"].slice(0, ARGS.cardChars) : "manage";
        const name = typeof a["name"] === "string" ? a["name"].slice(0, ARGS.cardChars) : "";
        return { kind: "edit", title: `Skill ${action}: ${name}` };
      }
    }
  ];
}

// host.js-src/review/config.ts
function bool(v, fallback, key, problems) {
  if (v === void 0 || v === null || v === "") return fallback;
  if (v === true || v === "true" || v === "1" || v === 1 || v === "yes") return true;
  if (v === false || v === "false" || v === "0" || v === 0 || v === "no") return false;
  problems.push(`skillEvolution.${key} must be true or false; got ${JSON.stringify(v).slice(0, 40)} — using ${fallback}`);
  return fallback;
}
function int(v, fallback, max, key, problems) {
  if (v === void 0 || v === null || v === "") return fallback;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) {
    problems.push(`skillEvolution.${key} must be a whole number from 1 to ${max}; got ${JSON.stringify(v).slice(0, 40)} — using ${fallback}`);
    return fallback;
  }
  return n;
}
function readSkillEvolution(raw, env, problems) {
  const c = raw && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
  if (raw !== void 0 && raw !== null && c !== raw) problems.push("skillEvolution must be a mapping — ignored");
  return {
    enabled: bool(c["enabled"] ?? env["DSH_SKILL_ROUTER_EVOLUTION"], false, "enabled", problems),
    nudgeInterval: int(c["nudgeInterval"] ?? env["DSH_SKILL_ROUTER_EVOLUTION_NUDGE"], REVIEW.nudgeInterval, REVIEW.nudgeIntervalMax, "nudgeInterval", problems),
    allowOptimizeLinked: bool(c["allowOptimizeLinked"] ?? env["DSH_SKILL_ROUTER_EVOLUTION_OPTIMIZE"], true, "allowOptimizeLinked", problems),
    allowCreateNew: bool(c["allowCreateNew"] ?? env["DSH_SKILL_ROUTER_EVOLUTION_CREATE"], true, "allowCreateNew", problems),
    maxToolRounds: int(c["maxToolRounds"] ?? env["DSH_SKILL_ROUTER_EVOLUTION_ROUNDS"], REVIEW.maxToolRounds, REVIEW.maxToolRoundsMax, "maxToolRounds", problems)
  };
}

// host.js-src/router/config.ts
function envOf() {
  const p = globalThis.process;
  return p?.env ?? {};
}
function obj(v) {
  return v && typeof v === "object" && !Array.isArray(v) ? v : {};
}
function truthy(v) {
  return v === true || v === "true" || v === "1" || v === 1 || v === "yes";
}
function readConfig(raw, env = envOf()) {
  const problems = [];
  if (raw !== void 0 && raw !== null && (typeof raw !== "object" || Array.isArray(raw))) {
    problems.push(`the plugin config must be a mapping; got ${Array.isArray(raw) ? "a list" : typeof raw} — ignored`);
  }
  const c = obj(raw);
  const discovery = obj(c["discovery"]);
  const manage = obj(c["manage"]);
  let tiers = [];
  const rawTiers = discovery["injectTiers"] ?? env["DSH_SKILL_ROUTER_INJECT_TIERS"];
  if (Array.isArray(rawTiers)) tiers = rawTiers.filter((t) => typeof t === "string");
  else if (typeof rawTiers === "string") tiers = rawTiers.split(/[,\s]+/).filter(Boolean);
  else if (rawTiers !== void 0) problems.push("discovery.injectTiers must be a list such as [HIGH] — ignored");
  tiers = tiers.map((t) => t.toUpperCase());
  const configured = typeof c["library"] === "string" && c["library"].trim() ? c["library"].trim() : void 0;
  const fromEnv = env["DSH_SKILL_ROUTER_LIBRARY"]?.trim() || void 0;
  const library = configured ?? fromEnv;
  const logPath = typeof discovery["logPath"] === "string" && discovery["logPath"] ? discovery["logPath"] : env["DSH_SKILL_ROUTER_DISCOVERY_LOG"] || void 0;
  const config = {
    discovery: {
      injectTiers: tiers,
      debugTokens: truthy(discovery["debugTokens"] ?? env["DSH_SKILL_ROUTER_DEBUG_TOKENS"])
    },
    manage: { enabled: truthy(manage["enabled"] ?? env["DSH_SKILL_ROUTER_MANAGE"]) },
    skillEvolution: readSkillEvolution(c["skillEvolution"], env, problems),
    problems
  };
  if (library) {
    config.library = library;
    config.libraryFrom = configured ? 'config "library"' : "DSH_SKILL_ROUTER_LIBRARY";
  }
  if (logPath) config.discovery.logPath = logPath;
  return config;
}

// tools/src/mcp.ts
var USAGE = "dsh-skill-router mcp [--library DIR] [--index FILE] [--manage]";
var INSTRUCTIONS = "A library of skills (SKILL.md instructions). Before a non-trivial task call skill_search with a few keywords; load the best hit with skill_load; read its bundled files with skill_ref.";
function mcpToolset(io, options) {
  const config = readConfig({ ...options.library ? { library: options.library } : {}, manage: { enabled: options.manage === true } }, io.env);
  const { router, call } = cliRouter(io, { library: options.library, index: options.index });
  const routerFor = async () => router;
  const tools = routerTools(routerFor, config.problems);
  let manageMissing = false;
  if (config.manage.enabled) {
    const library = router.options.library ?? config.library;
    const extra = manageTools({ enabled: true, ...library ? { library } : {} }, nodeWritePort(nodeFs, process), (tool, args, c) => router.witness(tool, args, c));
    tools.push(...extra);
    manageMissing = extra.length === 0;
  }
  return { tools, router, call, config, manageMissing };
}
function errorResult(text) {
  return { content: [{ type: "text", text: `Error: ${text}` }], isError: true };
}
function describe(err) {
  return err instanceof Error ? err.message : String(err);
}
var RAW_ARGUMENTS = "\0raw-arguments";
function acceptRawArguments(transport) {
  const deliver = transport.onmessage;
  if (!deliver) throw new Error("acceptRawArguments: connect the server to the transport first");
  transport.onmessage = (message, extra) => deliver(carryRawArguments(message), extra);
}
function carryRawArguments(message) {
  if (!("method" in message) || message.method !== "tools/call" || !("id" in message)) return message;
  const params = message.params;
  if (!params || !("arguments" in params)) return message;
  const raw = params["arguments"];
  if (raw === void 0 || raw === null || typeof raw === "object" && !Array.isArray(raw)) return message;
  return { ...message, params: { ...params, arguments: { [RAW_ARGUMENTS]: raw } } };
}
function unwrapArguments(args) {
  if (!args) return {};
  const keys = Object.keys(args);
  return keys.length === 1 && keys[0] === RAW_ARGUMENTS ? args[RAW_ARGUMENTS] : args;
}
async function loadSdk() {
  const [server, stdio, types, shared] = await Promise.all([
    import("./cli-AICFER4G.mjs"),
    import("./cli-IORRSZ76.mjs"),
    import("./cli-DWH4IOM4.mjs"),
    import("./cli-OEEUBFAS.mjs")
  ]);
  return {
    Server: server.Server,
    StdioServerTransport: stdio.StdioServerTransport,
    STDIO_DEFAULT_MAX_BUFFER_SIZE: shared.STDIO_DEFAULT_MAX_BUFFER_SIZE,
    JSONRPCMessageSchema: types.JSONRPCMessageSchema,
    ErrorCode: types.ErrorCode,
    CallToolRequestSchema: types.CallToolRequestSchema,
    ListToolsRequestSchema: types.ListToolsRequestSchema,
    RootsListChangedNotificationSchema: types.RootsListChangedNotificationSchema
  };
}
async function createMcpServer(toolset, options) {
  const { Server, CallToolRequestSchema, ListToolsRequestSchema, RootsListChangedNotificationSchema } = await loadSdk();
  const log = options.log ?? (() => void 0);
  let running = 0;
  let waiters = [];
  const settle = () => {
    if (running > 0 || !waiters.length) return;
    setImmediate(() => {
      if (running > 0) return;
      const ready = waiters;
      waiters = [];
      ready.forEach((w) => w());
    });
  };
  const server = new Server({ name: "dsh-skill-router", version: VERSION }, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  const byName = new Map(toolset.tools.map((t) => [t.name, t]));
  let workDir = options.cwd;
  const sessionId = `mcp-${process.pid}-${Date.now().toString(36)}`;
  let rootsRead = Promise.resolve();
  const readRoots = () => {
    if (!options.useRoots || !server.getClientCapabilities()?.roots) {
      options.onWorkDir?.(workDir);
      return;
    }
    rootsRead = server.listRoots(void 0, { timeout: MCP.rootsTimeoutMs }).then(
      ({ roots }) => {
        const first = roots.find((r) => r.uri.startsWith("file:"));
        if (!first) return;
        let dir;
        try {
          dir = fileURLToPath(first.uri);
        } catch (err) {
          log(`ignoring the client's root ${first.uri}: ${describe(err)}`);
          return;
        }
        if (dir !== workDir) log(`finding the library from the client's workspace root ${dir}`);
        workDir = dir;
      },
      (err) => log(`the client did not list its roots (${describe(err)}); finding the library from ${workDir}`)
    );
    void rootsRead.then(() => options.onWorkDir?.(workDir));
  };
  server.oninitialized = readRoots;
  server.setNotificationHandler(RootsListChangedNotificationSchema, async () => readRoots());
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: toolset.tools.map(
      (t) => ({
        name: t.name,
        description: t.description,
        // The shared JSON Schema, passed as it is (type "object", additionalProperties stated).
        inputSchema: t.parameters,
        ...t.readOnly ? { annotations: { readOnlyHint: true, openWorldHint: false } } : {}
      })
    )
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    running++;
    try {
      return await callTool(request.params.name, unwrapArguments(request.params.arguments), extra.signal);
    } finally {
      running--;
      settle();
    }
  });
  async function callTool(name, args, signal) {
    const tool = byName.get(name);
    if (!tool) {
      log(`unknown tool "${name}"`);
      return errorResult(`no tool named "${name}" on this server; it offers ${[...byName.keys()].join(", ")}`);
    }
    await rootsRead;
    const call = { ...toolset.call, cwd: workDir, sessionId, signal };
    let value;
    try {
      value = await tool.run(args, call);
    } catch (err) {
      log(`${name} failed: ${describe(err)}`);
      return errorResult(`${name}: internal error: ${describe(err)}. Retry, or report this with the arguments used`);
    }
    let content;
    try {
      content = [{ type: "text", text: tool.render(value) }];
    } catch (err) {
      log(`${name} render failed: ${describe(err)}`);
      return errorResult(`${name}: could not render the answer: ${describe(err)}`);
    }
    const result = { content };
    if (tool.failed(value)) {
      result.isError = true;
      log(`${name}: ${content.map((c) => c.text).join(" ").split("\n").at(-1) ?? ""}`);
    }
    return result;
  }
  return {
    server,
    idle: () => new Promise((resolve) => {
      waiters.push(resolve);
      settle();
    })
  };
}
function issuesSentence(issues) {
  return issues.slice(0, 3).map((i) => `${i.path.length ? `${i.path.map(String).join(".")}: ` : ""}${i.message.replace(/^Invalid input: /, "")}`).join("; ");
}
function screenLine(line, sdk) {
  if (!line.trim()) return { drop: true };
  const fail = (id2, code, message2, log) => ({ reply: { jsonrpc: "2.0", id: id2, error: { code, message: message2 } }, log });
  let value;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return fail(null, sdk.ErrorCode.ParseError, `Parse error: the line is not JSON (${describe(err)})`, `answered a line that is not JSON with a parse error (${line.length} characters)`);
  }
  const obj2 = value && typeof value === "object" && !Array.isArray(value) ? value : void 0;
  const rawId = obj2?.["id"];
  const id = typeof rawId === "string" || typeof rawId === "number" ? rawId : null;
  const message = sdk.JSONRPCMessageSchema.safeParse(value);
  if (!message.success) {
    return fail(
      id,
      sdk.ErrorCode.InvalidRequest,
      'Invalid Request: a JSON-RPC 2.0 message is an object with "jsonrpc": "2.0" and a "method" (a request or notification), or an "id" with a "result" or "error" (a response)',
      `answered an invalid JSON-RPC message (id ${JSON.stringify(id)}) with invalid request`
    );
  }
  const msg = message.data;
  if ("method" in msg && msg.method === "tools/call" && "id" in msg) {
    const call = sdk.CallToolRequestSchema.safeParse(carryRawArguments(msg));
    if (!call.success) {
      const why = issuesSentence(call.error.issues);
      return fail(msg.id, sdk.ErrorCode.InvalidParams, `Invalid params for tools/call: ${why}. Give the tool's name in params.name and its arguments as an object in params.arguments.`, `answered tools/call ${JSON.stringify(msg.id)} with invalid params: ${why}`);
    }
  }
  return { deliver: true };
}
async function screenedStdioTransport(stdin, stdout, log) {
  const sdk = await loadSdk();
  let pending = Buffer.alloc(0);
  let passing = false;
  const screened = new Transform({
    transform(chunk, _encoding, done) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (let nl = pending.indexOf(10); nl >= 0; nl = pending.indexOf(10)) {
        const line = pending.subarray(0, nl + 1);
        pending = pending.subarray(nl + 1);
        if (passing) {
          passing = false;
          this.push(line);
          continue;
        }
        const verdict = screenLine(line.toString("utf8").replace(/\r?\n$/, ""), sdk);
        if ("deliver" in verdict) this.push(line);
        else if ("reply" in verdict) {
          log(verdict.log);
          void transport.send(verdict.reply);
        }
      }
      if (pending.length > sdk.STDIO_DEFAULT_MAX_BUFFER_SIZE) {
        passing = true;
        this.push(pending);
        pending = Buffer.alloc(0);
      }
      done();
    }
  });
  stdin.pipe(screened);
  const transport = new sdk.StdioServerTransport(screened, stdout);
  const close = transport.close.bind(transport);
  transport.close = async () => {
    stdin.unpipe(screened);
    stdin.pause();
    await close();
  };
  return { transport, input: screened };
}
var mcpCommand = async (argv, io) => {
  const { values, positionals } = parse(
    argv,
    {
      library: { type: "string" },
      // SPEC §9 spells the flag --root; both name the library folder.
      root: { type: "string" },
      index: { type: "string" },
      manage: { type: "boolean" },
      // Every command accepts --json; here stdout is the protocol whatever it says.
      json: { type: "boolean" }
    },
    USAGE
  );
  if (positionals.length) throw new UsageError(`expected no arguments (got ${positionals.map((p) => JSON.stringify(p)).join(" ")})
usage: ${USAGE}`);
  if (values.library && values.root && values.library !== values.root) throw new UsageError(`give --library or --root, not both
usage: ${USAGE}`);
  const log = (line) => io.err(`dsh-skill-router mcp: ${line}
`);
  const toolset = mcpToolset(io, { library: values.library ?? values.root, index: values.index, manage: values.manage });
  if (toolset.manageMissing) log("--manage given, but this build has no skill_manage tool yet; serving the read-only tools");
  const saved = { log: console.log, info: console.info, debug: console.debug };
  console.log = console.info = console.debug = (...parts) => console.error(...parts);
  const { server, idle } = await createMcpServer(toolset, {
    cwd: io.cwd,
    useRoots: !toolset.config.library,
    log,
    onWorkDir: (dir) => void describeLibrary(toolset, dir).then(log, () => void 0)
  });
  const { transport, input } = await screenedStdioTransport(process.stdin, process.stdout, log);
  const closed = new Promise((resolve) => {
    server.onclose = resolve;
  });
  server.onerror = (err) => log(`protocol error: ${describe(err)}`);
  const stop = () => void idle().then(() => server.close()).catch(() => void 0);
  const closedRaw = () => void (process.stdin.readableEnded || stop());
  input.once("end", stop);
  process.stdin.once("close", closedRaw);
  try {
    await server.connect(transport);
    acceptRawArguments(transport);
    log(`serving ${toolset.tools.map((t) => t.name).join(", ")} over stdio (${VERSION})`);
    if (process.stdin.isTTY) log("waiting for an MCP client on stdin; an MCP client starts this command itself (see docs/mcp.md). Ctrl-D ends it");
    await closed;
  } finally {
    input.off("end", stop);
    process.stdin.off("close", closedRaw);
    Object.assign(console, saved);
  }
  return 0;
};
async function describeLibrary(toolset, cwd) {
  const started = performance.now();
  const call = { ...toolset.call, cwd };
  const { facts, library, cacheNote } = await toolset.router.warmUp(call);
  if (facts.error) return `library problem: ${facts.error}`;
  const ms = Math.round(performance.now() - started);
  const parts = [`library ${facts.library} (${library?.rows.length ?? 0} skills${facts.starterLibrary ? ", starter" : ""}, ready in ${ms} ms${facts.starterLibrary || !facts.why ? "" : `; ${facts.why}`})`];
  if (facts.note) parts.push(facts.note);
  if (facts.indexAlarm) parts.push(`warning: ${facts.indexAlarm}`);
  if (cacheNote) parts.push(cacheNote);
  if (toolset.config.problems.length) parts.push(...toolset.config.problems);
  return parts.join("; ");
}
export {
  acceptRawArguments,
  createMcpServer,
  failedValue,
  mcpCommand,
  mcpToolset,
  screenLine,
  screenedStdioTransport
};
