import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  Router,
  createHooks
} from "./cli-Y6DBMHTO.mjs";
import {
  createNodeFs
} from "./cli-OH7F6JZV.mjs";
import {
  CliFailure
} from "./cli-VDZH3JEH.mjs";
import {
  LIBRARY_ENV,
  describeLocation,
  locateLibrary
} from "./cli-FIGCFZ3Q.mjs";
import {
  nodeWritePort
} from "./cli-PR6XVXAP.mjs";

// tools/src/library-cli.ts
import * as nodeFs from "node:fs";
import { closeSync, existsSync, openSync, readSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
function starterDir() {
  let here = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const dir = join(here, "resources", "starter-skills");
    if (existsSync(join(dir, "skill-index.tsv"))) return dir;
    here = dirname(here);
  }
  return void 0;
}
function namedLibrary(io, flag, flagName = "--library") {
  if (flag) return { dir: resolve(io.cwd, flag), from: flagName };
  const env = io.env[LIBRARY_ENV]?.trim();
  if (env) return { dir: resolve(io.cwd, env), from: LIBRARY_ENV };
  return void 0;
}
function checkLibraryFlags(cmd, io, flags, flagName = "--library", opts = {}) {
  const named = namedLibrary(io, flags.library, flagName);
  if (named) {
    const shown = named.from === LIBRARY_ENV ? `${LIBRARY_ENV}=${named.dir}` : named.from ? `${named.from} ${named.dir}` : named.dir;
    const fix = named.from === LIBRARY_ENV ? ` (unset ${LIBRARY_ENV} to find the library from the working folder)` : "";
    if (!existsSync(named.dir)) throw new CliFailure(`${cmd}: ${shown} does not exist. Give the library folder (normally <project>/.skill-src) or the project folder above it${fix}.`, 2);
    if (!statSync(named.dir).isDirectory()) throw new CliFailure(`${cmd}: ${shown} is a file, not a folder. Give the library folder (normally <project>/.skill-src); an index file elsewhere goes to --index${fix}.`, 2);
  }
  if (flags.index) {
    const file = resolve(io.cwd, flags.index);
    if (!existsSync(file)) throw new CliFailure(`${cmd}: --index ${file} does not exist. Give the skill-index.tsv to read (build-index --out DIR writes one).`, 2);
    if (!statSync(file).isFile()) throw new CliFailure(`${cmd}: --index ${file} is a folder. Give the skill-index.tsv file itself, or the folder as --library.`, 2);
    const wrong = indexHeaderProblem(file);
    if (wrong) throw new CliFailure(`${cmd}: --index ${file} is not a skill-index.tsv: ${wrong}. Give the skill-index.tsv that build-index wrote.`, 2);
    if (!named && opts.indexNeedsLibrary !== false) throw new CliFailure(`${cmd}: --index needs --library DIR (the library folder its rows point into), or ${LIBRARY_ENV} set to it.`, 2);
  }
}
var INDEX_HEADER = ["repo", "relpath", "name"];
function indexHeaderProblem(file) {
  const fd = openSync(file, "r");
  let head;
  try {
    const buf = Buffer.alloc(4096);
    head = buf.subarray(0, readSync(fd, buf, 0, buf.length, 0)).toString("utf8");
  } finally {
    closeSync(fd);
  }
  if (!head) return "it is empty";
  const first = head.split(/\r?\n/, 1)[0].replace(/^\uFEFF/, "");
  const cols = first.split("	").map((f) => f.trim().replace(/^"(.*)"$/, "$1").toLowerCase());
  if (INDEX_HEADER.every((c, i) => cols[i] === c)) return void 0;
  const shown = first.length > 60 ? `${first.slice(0, 60)}…` : first;
  return `its first line should start with the columns ${INDEX_HEADER.join(", ")} (tab-separated), got ${JSON.stringify(shown)}`;
}
async function cliLocation(io, flags, opts = {}) {
  const named = namedLibrary(io, flags.library, opts.flagName);
  const starter = opts.starter === false ? void 0 : starterDir();
  return locateLibrary(createNodeFs(io.cwd), {
    cwd: io.cwd,
    ...named ? named.from === LIBRARY_ENV ? { env: named.dir } : { explicit: named.dir, explicitFrom: named.from || "the command line" } : {},
    ...flags.index ? { indexFile: resolve(io.cwd, flags.index) } : {},
    ...starter ? { starterDir: starter } : {}
  });
}
function sayLibrary(io, loc) {
  if (!loc.starter) io.err(`${describeLocation(loc)}
`);
}
function cliRouter(io, flags) {
  const fs = createNodeFs(io.cwd);
  const starter = starterDir();
  const named = namedLibrary(io, flags.library);
  const router = new Router({
    // The lifecycle's checks (and the guard rules and patch library they bring) are loaded only
    // when a learned skill is shown, loaded or read: a plain search never compiles them.
    visibility: createHooks(nodeWritePort(nodeFs, process), { env: io.env }, () => import("./cli-HXE5KKXT.mjs")),
    ...named ? { library: named.dir, libraryFrom: named.from || "the command line" } : {},
    ...flags.index ? { indexFile: resolve(io.cwd, flags.index) } : {},
    ...starter ? { starterDir: starter } : {}
  });
  return { router, call: { fs, cwd: io.cwd } };
}

export {
  namedLibrary,
  checkLibraryFlags,
  cliLocation,
  sayLibrary,
  cliRouter
};
