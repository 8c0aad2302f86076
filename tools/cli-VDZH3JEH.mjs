import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// tools/src/cli-io.ts
import { parseArgs } from "node:util";
var UsageError = class extends Error {
  name = "UsageError";
};
var CliFailure = class extends Error {
  exitCode;
  constructor(message, exitCode = 1) {
    super(message);
    this.name = "CliFailure";
    this.exitCode = exitCode;
  }
};
var HelpRequest = class extends CliFailure {
  constructor(usage) {
    super(`usage: ${usage}`, 0);
    this.name = "HelpRequest";
  }
};
function argsMessage(err) {
  const e = err;
  const message = e.message ?? String(err);
  if (e.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const option = /'([^']+)'/.exec(message)?.[1];
    if (option) return `unknown option ${option} (a value that starts with "-" goes after "--")`;
  }
  if (e.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") {
    const missing = /^Option '(-[^ ']+)[^']*' argument missing/.exec(message);
    if (missing) return `${missing[1]} needs a value`;
    const noValue = /^Option '(-[^']+)' does not take an argument/.exec(message);
    if (noValue) return `${noValue[1]} is a switch and takes no value`;
  }
  return message;
}
function parse(argv, options, usage) {
  const end = argv.indexOf("--");
  const flags = end < 0 ? argv : argv.slice(0, end);
  if (!("help" in options) && flags.some((a) => a === "--help" || a === "-h")) throw new HelpRequest(usage);
  try {
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(`${argsMessage(err)}
usage: ${usage}`);
  }
}
function progress(io, label) {
  let last = 0;
  return {
    tick(count, total) {
      if (!io.isTTY) return;
      const now = Date.now();
      if (now - last < 80) return;
      last = now;
      if (total) {
        const width = 30;
        const done = Math.round(count / total * width);
        io.err(`\r${label} [${"#".repeat(done)}${".".repeat(width - done)}] ${count}/${total}`);
      } else io.err(`\r${label}: ${count}`);
    },
    done() {
      if (io.isTTY) io.err("\r\x1B[K");
    }
  };
}
function defineCommand(def) {
  return def;
}
var PROGRAM = "dsh-skill-router";
function usageLine(def) {
  const opts = Object.entries(def.options).map(([k, o]) => `[--${k}${o.type === "string" ? ` ${o.arg ?? "VALUE"}` : ""}${o.multiple ? " …" : ""}]`);
  return [PROGRAM, def.name, ...def.args ? [def.args] : [], ...opts].join(" ");
}
function helpText(def) {
  const rows = Object.entries(def.options).map(([k, o]) => [`--${k}${o.type === "string" ? ` ${o.arg ?? "VALUE"}` : ""}`, o.help]);
  rows.push(["-h, --help", "Print this help and exit 0."]);
  const width = Math.max(...rows.map(([flag]) => flag.length)) + 2;
  const lines = [`usage: ${usageLine(def)}`, "", def.summary, "", "options:", ...rows.map(([flag, help]) => `  ${flag.padEnd(width)}${help}`)];
  if (def.notes?.length) lines.push("", ...def.notes);
  return lines.join("\n");
}
function parseCommand(def, argv) {
  const end = argv.indexOf("--");
  const flags = end < 0 ? argv : argv.slice(0, end);
  if (flags.some((a) => a === "--help" || a === "-h")) {
    const help = new HelpRequest("");
    help.message = helpText(def);
    throw help;
  }
  const options = {};
  for (const [k, o] of Object.entries(def.options)) options[k] = { type: o.type, ...o.multiple ? { multiple: true } : {} };
  try {
    const parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true, tokens: true });
    repeatedValue(def.options, parsed.tokens);
    return { values: parsed.values, positionals: parsed.positionals };
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(argsMessage(err));
  }
}
function repeatedValue(options, tokens) {
  const seen = /* @__PURE__ */ new Map();
  for (const t of tokens ?? []) {
    if (t.kind !== "option" || !t.name) continue;
    const o = options[t.name];
    if (!o || o.type !== "string" || o.multiple) continue;
    const before = seen.get(t.name);
    if (before !== void 0) throw new UsageError(`--${t.name} given twice (${JSON.stringify(before)}, then ${JSON.stringify(t.value ?? "")}): it takes one value, keep the one you mean`);
    seen.set(t.name, t.value ?? "");
  }
}
function commandOf(def) {
  return async (argv, io) => {
    const { values, positionals } = parseCommand(def, argv);
    return def.run({ values, positionals, argv }, io);
  };
}

export {
  UsageError,
  CliFailure,
  HelpRequest,
  parse,
  progress,
  defineCommand,
  PROGRAM,
  usageLine,
  parseCommand,
  commandOf
};
