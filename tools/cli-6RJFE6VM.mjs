import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  skillsDef
} from "./cli-7ER6XZAL.mjs";
import {
  cliLocation,
  namedLibrary
} from "./cli-VO4ZMOC7.mjs";
import {
  projectKeyOf
} from "./cli-Y6DBMHTO.mjs";
import "./cli-OH7F6JZV.mjs";
import {
  CliFailure,
  UsageError,
  progress
} from "./cli-VDZH3JEH.mjs";
import {
  compact,
  manage,
  promote,
  recordOf,
  remove,
  rollback,
  scanFiles,
  waive
} from "./cli-HJJ6EA3P.mjs";
import "./cli-GLLYU5FN.mjs";
import "./cli-T3QMXDUP.mjs";
import {
  scanPath
} from "./cli-YGBF7MRW.mjs";
import {
  INDEX_FILE,
  LIBRARY_DIR
} from "./cli-FIGCFZ3Q.mjs";
import "./cli-CKV4OERZ.mjs";
import {
  STATE_DIR,
  Store,
  dshHomeOf,
  globalPaths,
  nodeWritePort,
  projectPaths,
  stateOf,
  topVersion
} from "./cli-PR6XVXAP.mjs";
import "./cli-UWTACYSJ.mjs";
import "./cli-HP4MUJGU.mjs";
import "./cli-7TAF4XMI.mjs";
import {
  GUARD,
  MANAGE
} from "./cli-NWJZKAEC.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/skills.ts
import { spawnSync } from "node:child_process";

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path, added, removed, oldPosInc, options) {
    const last = path.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array) {
    const ret = [];
    for (let i = 0; i < array.length; i++) {
      if (array[i]) {
        ret.push(array[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/diff/line.js
var LineDiff = class extends Diff {
  constructor() {
    super(...arguments);
    this.tokenize = tokenize;
  }
  equals(left, right, options) {
    if (options.ignoreWhitespace) {
      if (!options.newlineIsToken || !left.includes("\n")) {
        left = left.trim();
      }
      if (!options.newlineIsToken || !right.includes("\n")) {
        right = right.trim();
      }
    } else if (options.ignoreNewlineAtEof && !options.newlineIsToken) {
      if (left.endsWith("\n")) {
        left = left.slice(0, -1);
      }
      if (right.endsWith("\n")) {
        right = right.slice(0, -1);
      }
    }
    return super.equals(left, right, options);
  }
};
var lineDiff = new LineDiff();
function diffLines(oldStr, newStr, options) {
  return lineDiff.diff(oldStr, newStr, options);
}
function tokenize(value, options) {
  if (options.stripTrailingCr) {
    value = value.replace(/\r\n/g, "\n");
  }
  const retLines = [], linesAndNewlines = value.split(/(\n|\r\n)/);
  if (!linesAndNewlines[linesAndNewlines.length - 1]) {
    linesAndNewlines.pop();
  }
  for (let i = 0; i < linesAndNewlines.length; i++) {
    const line = linesAndNewlines[i];
    if (i % 2 && !options.newlineIsToken) {
      retLines[retLines.length - 1] += line;
    } else {
      retLines.push(line);
    }
  }
  return retLines;
}

// node_modules/diff/libesm/patch/create.js
function needsQuoting(s) {
  for (let i = 0; i < s.length; i++) {
    if (s[i] < " " || s[i] > "~" || s[i] === '"' || s[i] === "\\") {
      return true;
    }
  }
  return false;
}
function quoteFileNameIfNeeded(s) {
  if (!needsQuoting(s)) {
    return s;
  }
  let result = '"';
  const bytes = new TextEncoder().encode(s);
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b === 7) {
      result += "\\a";
    } else if (b === 8) {
      result += "\\b";
    } else if (b === 9) {
      result += "\\t";
    } else if (b === 10) {
      result += "\\n";
    } else if (b === 11) {
      result += "\\v";
    } else if (b === 12) {
      result += "\\f";
    } else if (b === 13) {
      result += "\\r";
    } else if (b === 34) {
      result += '\\"';
    } else if (b === 92) {
      result += "\\\\";
    } else if (b >= 32 && b <= 126) {
      result += String.fromCharCode(b);
    } else {
      result += "\\" + b.toString(8).padStart(3, "0");
    }
    i++;
  }
  result += '"';
  return result;
}
var INCLUDE_HEADERS = {
  includeIndex: true,
  includeUnderline: true,
  includeFileHeaders: true
};
function structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  let optionsObj;
  if (!options) {
    optionsObj = {};
  } else if (typeof options === "function") {
    optionsObj = { callback: options };
  } else {
    optionsObj = options;
  }
  if (typeof optionsObj.context === "undefined") {
    optionsObj.context = 4;
  }
  const context = optionsObj.context;
  if (optionsObj.newlineIsToken) {
    throw new Error("newlineIsToken may not be used with patch-generation functions, only with diffing functions");
  }
  if (!optionsObj.callback) {
    return diffLinesResultToPatch(diffLines(oldStr, newStr, optionsObj));
  } else {
    const { callback } = optionsObj;
    diffLines(oldStr, newStr, Object.assign(Object.assign({}, optionsObj), { callback: (diff) => {
      const patch = diffLinesResultToPatch(diff);
      callback(patch);
    } }));
  }
  function diffLinesResultToPatch(diff) {
    if (!diff) {
      return;
    }
    diff.push({ value: "", lines: [] });
    function contextLines(lines) {
      return lines.map(function(entry) {
        return " " + entry;
      });
    }
    const hunks = [];
    let oldRangeStart = 0, newRangeStart = 0, curRange = [], oldLine = 1, newLine = 1;
    for (let i = 0; i < diff.length; i++) {
      const current = diff[i], lines = current.lines || splitLines(current.value);
      current.lines = lines;
      if (current.added || current.removed) {
        if (!oldRangeStart) {
          const prev = diff[i - 1];
          oldRangeStart = oldLine;
          newRangeStart = newLine;
          if (prev) {
            curRange = context > 0 ? contextLines(prev.lines.slice(-context)) : [];
            oldRangeStart -= curRange.length;
            newRangeStart -= curRange.length;
          }
        }
        for (const line of lines) {
          curRange.push((current.added ? "+" : "-") + line);
        }
        if (current.added) {
          newLine += lines.length;
        } else {
          oldLine += lines.length;
        }
      } else {
        if (oldRangeStart) {
          if (lines.length <= context * 2 && i < diff.length - 2) {
            for (const line of contextLines(lines)) {
              curRange.push(line);
            }
          } else {
            const contextSize = Math.min(lines.length, context);
            for (const line of contextLines(lines.slice(0, contextSize))) {
              curRange.push(line);
            }
            const hunk = {
              oldStart: oldRangeStart,
              oldLines: oldLine - oldRangeStart + contextSize,
              newStart: newRangeStart,
              newLines: newLine - newRangeStart + contextSize,
              lines: curRange
            };
            hunks.push(hunk);
            oldRangeStart = 0;
            newRangeStart = 0;
            curRange = [];
          }
        }
        oldLine += lines.length;
        newLine += lines.length;
      }
    }
    for (const hunk of hunks) {
      for (let i = 0; i < hunk.lines.length; i++) {
        if (hunk.lines[i].endsWith("\n")) {
          hunk.lines[i] = hunk.lines[i].slice(0, -1);
        } else {
          hunk.lines.splice(i + 1, 0, "\\ No newline at end of file");
          i++;
        }
      }
    }
    return {
      oldFileName,
      newFileName,
      oldHeader,
      newHeader,
      hunks
    };
  }
}
function formatPatch(patch, headerOptions) {
  var _a, _b, _c, _d, _e, _f;
  if (!headerOptions) {
    headerOptions = INCLUDE_HEADERS;
  }
  if (Array.isArray(patch)) {
    if (patch.length > 1 && !headerOptions.includeFileHeaders && !patch.every((p) => p.isGit)) {
      throw new Error("Cannot omit file headers on a multi-file patch. (The result would be unparseable; how would a tool trying to apply the patch know which changes are to which file?)");
    }
    return patch.map((p) => formatPatch(p, headerOptions)).join("\n");
  }
  const ret = [];
  if (patch.isGit) {
    headerOptions = INCLUDE_HEADERS;
    if (!patch.oldFileName) {
      throw new Error("oldFileName must be specified for Git patches");
    }
    if (!patch.newFileName) {
      throw new Error("newFileName must be specified for Git patches");
    }
    let gitOldName = patch.oldFileName;
    let gitNewName = patch.newFileName;
    if (patch.isCreate && gitOldName === "/dev/null") {
      gitOldName = gitNewName.replace(/^b\//, "a/");
    } else if (patch.isDelete && gitNewName === "/dev/null") {
      gitNewName = gitOldName.replace(/^a\//, "b/");
    }
    ret.push("diff --git " + quoteFileNameIfNeeded(gitOldName) + " " + quoteFileNameIfNeeded(gitNewName));
    if (patch.isDelete) {
      ret.push("deleted file mode " + ((_a = patch.oldMode) !== null && _a !== void 0 ? _a : "100644"));
    }
    if (patch.isCreate) {
      ret.push("new file mode " + ((_b = patch.newMode) !== null && _b !== void 0 ? _b : "100644"));
    }
    if (patch.oldMode && patch.newMode && !patch.isDelete && !patch.isCreate) {
      ret.push("old mode " + patch.oldMode);
      ret.push("new mode " + patch.newMode);
    }
    if (patch.isRename) {
      ret.push("rename from " + quoteFileNameIfNeeded(((_c = patch.oldFileName) !== null && _c !== void 0 ? _c : "").replace(/^a\//, "")));
      ret.push("rename to " + quoteFileNameIfNeeded(((_d = patch.newFileName) !== null && _d !== void 0 ? _d : "").replace(/^b\//, "")));
    }
    if (patch.isCopy) {
      ret.push("copy from " + quoteFileNameIfNeeded(((_e = patch.oldFileName) !== null && _e !== void 0 ? _e : "").replace(/^a\//, "")));
      ret.push("copy to " + quoteFileNameIfNeeded(((_f = patch.newFileName) !== null && _f !== void 0 ? _f : "").replace(/^b\//, "")));
    }
  } else {
    if (headerOptions.includeIndex && patch.oldFileName == patch.newFileName && patch.oldFileName !== void 0) {
      ret.push("Index: " + patch.oldFileName);
    }
    if (headerOptions.includeUnderline) {
      ret.push("===================================================================");
    }
  }
  const hasHunks = patch.hunks.length > 0;
  if (headerOptions.includeFileHeaders && patch.oldFileName !== void 0 && patch.newFileName !== void 0 && (!patch.isGit || hasHunks)) {
    ret.push("--- " + quoteFileNameIfNeeded(patch.oldFileName) + (patch.oldHeader ? "	" + patch.oldHeader : ""));
    ret.push("+++ " + quoteFileNameIfNeeded(patch.newFileName) + (patch.newHeader ? "	" + patch.newHeader : ""));
  }
  for (let i = 0; i < patch.hunks.length; i++) {
    const hunk = patch.hunks[i];
    const oldStart = hunk.oldLines === 0 ? hunk.oldStart - 1 : hunk.oldStart;
    const newStart = hunk.newLines === 0 ? hunk.newStart - 1 : hunk.newStart;
    ret.push("@@ -" + oldStart + "," + hunk.oldLines + " +" + newStart + "," + hunk.newLines + " @@");
    for (const line of hunk.lines) {
      ret.push(line);
    }
  }
  return ret.join("\n") + "\n";
}
function createTwoFilesPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options) {
  if (typeof options === "function") {
    options = { callback: options };
  }
  if (!(options === null || options === void 0 ? void 0 : options.callback)) {
    const patchObj = structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, options);
    if (!patchObj) {
      return;
    }
    return formatPatch(patchObj, options === null || options === void 0 ? void 0 : options.headerOptions);
  } else {
    const { callback } = options;
    structuredPatch(oldFileName, newFileName, oldStr, newStr, oldHeader, newHeader, Object.assign(Object.assign({}, options), { callback: (patchObj) => {
      if (!patchObj) {
        callback(void 0);
      } else {
        callback(formatPatch(patchObj, options.headerOptions));
      }
    } }));
  }
}
function splitLines(text) {
  const hasTrailingNl = text.endsWith("\n");
  const result = text.split("\n").map((line) => line + "\n");
  if (hasTrailingNl) {
    result.pop();
  } else {
    result.push(result.pop().slice(0, -1));
  }
  return result;
}

// tools/src/skills.ts
import * as fs from "node:fs";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";

// host.js-src/manage/restore.ts
async function versionsOf(store, name) {
  const st = await store.read();
  const record = recordOf(st.records, store.scope, name);
  const stack = (record?.stack ?? []).filter((e) => e.kind === "version");
  const onStack = new Set(stack.map((e) => e.version));
  const top = record?.stack[record.stack.length - 1];
  const headVersion = top?.kind === "version" ? top.version : void 0;
  const seen = /* @__PURE__ */ new Map();
  for (const e of st.events) {
    if (e.t !== "version" || e.scope !== store.scope || e.name !== name || seen.has(e.version)) continue;
    seen.set(e.version, { version: e.version, files: { ...e.files }, relpath: e.relpath, op: e.op, by: e.by, at: e.at, onStack: onStack.has(e.version), head: e.version === headVersion });
  }
  return [...seen.values()];
}
function pickVersion(versions, id) {
  const wanted = id.trim().toLowerCase();
  if (!/^[0-9a-f]+$/.test(wanted) || wanted.length < MANAGE.versionIdMinChars || wanted.length > 64) return `"${id}" is not a version id (${MANAGE.versionIdMinChars} to 64 hex digits, as skills show prints them)`;
  const hits = versions.filter((v) => v.version.startsWith(wanted));
  if (hits.length === 1) return hits[0];
  if (!hits.length) return `no version ${wanted} in this skill's history (${versions.length} known: ${versions.map((v) => v.version.slice(0, 12)).join(", ") || "none"})`;
  return `${wanted} matches ${hits.length} versions (${hits.map((v) => v.version.slice(0, 12)).join(", ")}); give more digits`;
}
async function restoreVersion(store, name, target, who) {
  const wanted = await store.filesOf(target.files);
  const skillMd = wanted.get("SKILL.md");
  if (skillMd === void 0) return { action: "restore", name, scope: store.scope, ok: false, changed: false, notes: [], refusal: "state", error: `version ${target.version.slice(0, 12)} has no SKILL.md` };
  const st = await store.read();
  const record = recordOf(st.records, store.scope, name);
  const top = record?.stack[record.stack.length - 1];
  const current = top?.kind === "version" ? await store.filesOf(top.files) : /* @__PURE__ */ new Map();
  const steps = [];
  const category = target.relpath.includes("/") ? target.relpath.slice(0, target.relpath.lastIndexOf("/")) : void 0;
  const first = await manage(store, top?.kind === "version" ? { action: "edit", name, content: skillMd } : { action: "create", name, content: skillMd, ...category ? { category } : {} }, who);
  steps.push(first);
  if (!first.ok) return first;
  for (const [rel, text] of wanted) {
    if (rel === "SKILL.md" || current.get(rel) === text) continue;
    const out = await manage(store, { action: "write_file", name, file_path: rel, file_content: text }, who);
    steps.push(out);
    if (!out.ok) return { ...out, notes: [...out.notes, `restore stopped at ${rel}: SKILL.md and the files before it are already restored`] };
  }
  for (const rel of current.keys()) {
    if (rel === "SKILL.md" || wanted.has(rel)) continue;
    const out = await manage(store, { action: "remove_file", name, file_path: rel }, who);
    steps.push(out);
    if (!out.ok) return { ...out, notes: [...out.notes, `restore stopped removing ${rel}`] };
  }
  const last = steps[steps.length - 1];
  const changed = steps.some((s) => s.changed);
  return { ...last, action: "restore", changed, notes: [...steps.flatMap((s) => s.notes), `restored version ${target.version.slice(0, 12)} (${target.op} by ${target.by}, ${new Date(target.at).toISOString()})`] };
}

// tools/src/skills.ts
function failure(what, cause, fix, code = 1) {
  return new CliFailure(`${what}
  cause: ${cause}
  do: ${fix}`, code);
}
function outcomeFailure(cmd, name, out) {
  const generic = {
    guard: "remove or rephrase the flagged lines, or waive a reviewed finding with skills waive",
    limit: "change the content to fit the limit named above",
    state: "check the skill with: dsh-skill-router skills show " + name,
    io: "check the folder is writable and retry"
  };
  return failure(`skills ${cmd} ${name}: failed`, out.cause ?? out.error ?? "unknown", out.fix ?? generic[out.refusal ?? ""] ?? "see the cause above");
}
var port = nodeWritePort(fs, process);
async function projectLibrary(io, library) {
  return (await projectLibraryWhy(io, library)).dir;
}
async function projectLibraryWhy(io, library) {
  const named = namedLibrary(io, library);
  if (named) {
    const dir = named.dir;
    const why = `named by ${named.from}`;
    if (basename(dir) === LIBRARY_DIR || fs.existsSync(join(dir, INDEX_FILE)) || fs.existsSync(join(dir, STATE_DIR))) return { dir, why };
    if (fs.existsSync(join(dir, LIBRARY_DIR))) return { dir: join(dir, LIBRARY_DIR), why };
    throw failure(`skills: cannot use the library ${dir} (from ${named.from})`, "it has no skill-index.tsv and no .skill-src folder", "pass the .skill-src folder of the project (or the project folder that holds it)", 2);
  }
  const loc = await cliLocation(io, {}, { starter: false });
  if (loc.error || loc.starter || !loc.dir) {
    throw failure("skills: no project library found", `no .skill-src/skill-index.tsv in ${io.cwd} or the folders above it`, "run this inside the project, or pass --library DIR", 2);
  }
  return { dir: loc.dir, why: loc.why ?? "found" };
}
function globalStore(io) {
  const home = dshHomeOf(io.env);
  if (!home) throw failure("skills: no global store", "neither DSH_HOME nor HOME is set", "set DSH_HOME to the DSH home folder (default ~/.dsh)", 2);
  return new Store(port, globalPaths(home));
}
async function storeFor(io, values) {
  if (values.global) return globalStore(io);
  return new Store(port, projectPaths(await projectLibrary(io, values.library)));
}
function rowOf(store, r) {
  const head = topVersion(r);
  const state = stateOf(r);
  const row = { scope: r.scope, name: r.name, state, versions: r.stack.length, updated: new Date(r.at).toISOString() };
  if (head) {
    row.version = head.version.slice(0, 12);
    row.verdict = head.verdict;
    row.by = head.by;
    row.path = store.skillDir(head.relpath);
    if (r.scope === "project") {
      row.cleanSessions = head.cleanSessions.length;
      row.flags = head.flags;
    }
  }
  if (r.promotedVersion) row.promoted = true;
  return row;
}
function pad(s, n) {
  return s.length >= n ? s : s + " ".repeat(n - s.length);
}
async function listCmd(io, values) {
  const stores = [];
  let library;
  let why = "";
  if (!values.global) {
    ;
    ({ dir: library, why } = await projectLibraryWhy(io, values.library));
    stores.push(new Store(port, projectPaths(library)));
  }
  stores.push(globalStore(io));
  const rows = [];
  let skipped = 0;
  for (const s of stores) {
    const st = await s.read();
    skipped += st.skipped.length;
    for (const r of [...st.records.values()].sort((a, b) => a.name < b.name ? -1 : 1)) rows.push(rowOf(s, r));
  }
  if (values.json) {
    io.out(JSON.stringify({ library: library ?? null, ...library ? { libraryWhy: why } : {}, global: stores[stores.length - 1].paths.root, skills: rows, skippedLedgerLines: skipped }) + "\n");
    return 0;
  }
  if (library) io.err(`library ${library} (${why})
`);
  if (!rows.length) {
    const globalRoot = stores[stores.length - 1].paths.root;
    io.out(library ? `no agent-written skills in ${library} or in the global store ${globalRoot}
` : `no agent-written skills in the global store ${globalRoot}
`);
    return 0;
  }
  io.out(`${pad("SCOPE", 8)}${pad("NAME", 28)}${pad("STATE", 13)}${pad("VERSION", 14)}${pad("CLEAN", 7)}FLAGS
`);
  for (const r of rows) {
    const clean = r.state === "quarantined" ? `${r.cleanSessions}/${MANAGE.cleanSessionsToActivate}` : "-";
    io.out(`${pad(r.scope, 8)}${pad(r.name, 28)}${pad(r.state + (r.promoted ? "+g" : ""), 13)}${pad(r.version ?? "-", 14)}${pad(clean, 7)}${r.flags ?? "-"}${r.by === "reviewer" ? "  (written by the skill reviewer)" : ""}
`);
  }
  if (rows.some((r) => r.promoted)) io.out("+g: promoted to the global store (this project keeps its own copy)\n");
  if (skipped) io.out(`${skipped} damaged ledger line(s) skipped (a torn write); skills compact rewrites the ledger without them
`);
  return 0;
}
function noSuchSkill(cmd, store, name) {
  return failure(`skills ${cmd} ${name}: failed`, `there is no learned skill named "${name}" in the ${store.scope} store (${store.paths.root})`, "list them with: dsh-skill-router skills list" + (store.scope === "project" ? " (add --global for the global store)" : ""));
}
async function showCmd(io, store, name, json, body = false) {
  const st = await store.read();
  const r = recordOf(st.records, store.scope, name);
  if (!r) throw noSuchSkill("show", store, name);
  const undone = (await versionsOf(store, name)).filter((v) => !v.onStack);
  const head = topVersion(r);
  const files = head ? await store.filesOf(head.files) : /* @__PURE__ */ new Map();
  const scan = scanFiles(files, r.waivers);
  const history = r.stack.map(
    (e) => e.kind === "tombstone" ? { kind: "deleted", at: new Date(e.at).toISOString(), by: e.by } : { kind: "version", version: e.version.slice(0, 12), op: e.op, by: e.by, at: new Date(e.at).toISOString(), verdict: e.verdict, cleanSessions: e.cleanSessions.length, flags: e.flags }
  );
  if (json) {
    const off = undone.map((v) => ({ version: v.version.slice(0, 12), op: v.op, by: v.by, at: new Date(v.at).toISOString() }));
    io.out(JSON.stringify({ ...rowOf(store, r), history, undone: off, waivers: r.waivers, findings: scan.findings, files: [...files.keys()], content: files.get("SKILL.md") ?? null }) + "\n");
    return 0;
  }
  const row = rowOf(store, r);
  io.out(`${r.name} (${r.scope}): ${row.state}${row.state === "quarantined" ? `, clean sessions ${row.cleanSessions}/${MANAGE.cleanSessionsToActivate}, flags ${row.flags}` : ""}${r.promotedVersion ? ", promoted to global" : ""}
`);
  if (row.path) io.out(`folder: ${row.path}
`);
  io.out(`history (oldest first; rollback returns to the entry before the last):
`);
  for (const h of history) io.out(h.kind === "deleted" ? `  deleted          ${h.at} by ${h.by}
` : `  ${h.version}  ${h.at} ${h.op} by ${h.by}, ${h.verdict}
`);
  if (undone.length) {
    io.out(`undone (rollback cannot reach these; skills restore ${name} <version> brings one back):
`);
    for (const v of undone) io.out(`  ${v.version.slice(0, 12)}  ${new Date(v.at).toISOString()} ${v.op} by ${v.by}
`);
  }
  if (files.size) io.out(`files: ${[...files.keys()].join(", ")}
`);
  io.out(scan.findings.length ? `guard findings now (${scan.verdict}):
${scan.findings.map((f) => `  ${f.ruleId} ${f.severity} ${f.file}:${f.line} ${f.message}
`).join("")}` : "guard: no findings\n");
  if (r.waivers.length) io.out(`waivers: ${r.waivers.map((w) => `${w.ruleId} ${w.file}${w.line ? ":" + w.line : ""} (${w.contentSha256.slice(0, 12)})`).join(", ")}
`);
  if (body) {
    const text = files.get("SKILL.md");
    io.out(text === void 0 ? "SKILL.md: none (the skill is deleted; skills diff or restore reach its versions)\n" : `--- SKILL.md (version ${row.version}) ---
${text}${text.endsWith("\n") ? "" : "\n"}--- end of SKILL.md ---
`);
  }
  return 0;
}
async function diffCmd(io, store, name, ids, json) {
  const versions = await versionsOf(store, name);
  if (!versions.length) throw noSuchSkill("diff", store, name);
  const pick = (id) => {
    const v = pickVersion(versions, id);
    if (typeof v === "string") throw failure(`skills diff ${name}: failed`, v, `see the versions with: dsh-skill-router skills show ${name}`, 2);
    return v;
  };
  const st = await store.read();
  const stack = (recordOf(st.records, store.scope, name)?.stack ?? []).filter((e) => e.kind === "version");
  const head = versions.find((v) => v.head);
  let a;
  let b;
  if (ids.length === 2) [a, b] = [pick(ids[0]), pick(ids[1])];
  else if (ids.length === 1) [a, b] = [pick(ids[0]), head];
  else {
    const prev = stack.length >= 2 ? stack[stack.length - 2] : void 0;
    a = prev ? versions.find((v) => v.version === prev.version) : void 0;
    b = head;
  }
  if (!b) throw failure(`skills diff ${name}: failed`, `"${name}" is deleted, so there is no current version to compare with`, `name two versions: dsh-skill-router skills diff ${name} A B (skills show ${name} lists them)`, 2);
  if (!a) throw failure(`skills diff ${name}: failed`, `"${name}" has a single version in its rollback history`, `name a version: dsh-skill-router skills diff ${name} A (skills show ${name} lists them)`, 2);
  const [fa, fb] = [await store.filesOf(a.files), await store.filesOf(b.files)];
  const paths = [.../* @__PURE__ */ new Set([...fa.keys(), ...fb.keys()])].sort();
  const la = a.version.slice(0, 12);
  const lb = b.version.slice(0, 12);
  const patches = paths.filter((p) => fa.get(p) !== fb.get(p)).map((p) => createTwoFilesPatch(fa.has(p) ? `${la}/${p}` : "/dev/null", fb.has(p) ? `${lb}/${p}` : "/dev/null", fa.get(p) ?? "", fb.get(p) ?? "", "", "", { context: 3 }));
  if (json) {
    io.out(JSON.stringify({ name, scope: store.scope, from: la, to: lb, same: patches.length === 0, files: paths.filter((p) => fa.get(p) !== fb.get(p)), patch: patches.join("") }) + "\n");
    return 0;
  }
  io.out(patches.length ? patches.map((p) => p.replace(/^=+\n/, "")).join("") : `${la} and ${lb} have the same files
`);
  return 0;
}
async function restoreCmd(io, store, name, id, json) {
  const versions = await versionsOf(store, name);
  if (!versions.length) throw noSuchSkill("restore", store, name);
  const target = pickVersion(versions, id);
  if (typeof target === "string") throw failure(`skills restore ${name}: failed`, target, `see the versions with: dsh-skill-router skills show ${name}`, 2);
  if (target.head) {
    io.out(json ? JSON.stringify({ command: "restore", name, scope: store.scope, changed: false, version: target.version.slice(0, 12) }) + "\n" : `restore ${name}: no change, ${target.version.slice(0, 12)} is already the current version
`);
    return 0;
  }
  const out = await restoreVersion(store, name, target, { by: "human", ...store.scope === "project" ? { project: projectKeyOf(store.paths.root, io.cwd) } : {} });
  return report(io, "restore", name, out, json);
}
async function editCmd(io, store, name, from, json = false) {
  const st = await store.read();
  const r = recordOf(st.records, store.scope, name);
  const head = r ? topVersion(r) : void 0;
  if (!r || !head) {
    throw failure(`skills edit ${name}: failed`, r ? `"${name}" is deleted` : `there is no learned skill named "${name}" in the ${store.scope} store`, r ? `restore it with: dsh-skill-router skills rollback ${name}` : "list them with: dsh-skill-router skills list");
  }
  let content;
  if (from) {
    const file = resolve(io.cwd, from);
    try {
      content = readFileSync(file, "utf8");
    } catch (err) {
      const code = err.code;
      const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : err.message;
      throw failure(`skills edit ${name}: failed`, `cannot read --from ${file}: ${why}`, "pass the new SKILL.md as a file, e.g. --from ./SKILL.md", 2);
    }
  } else {
    const editor = io.env["VISUAL"] || io.env["EDITOR"];
    if (!editor) throw failure(`skills edit ${name}: failed`, "neither $VISUAL nor $EDITOR is set", "set EDITOR (e.g. EDITOR=nano), or pass --from FILE with the new SKILL.md", 2);
    const dir = mkdtempSync(join(tmpdir(), `skill-${name}-`));
    const file = join(dir, "SKILL.md");
    writeFileSync(file, (await store.filesOf({ "SKILL.md": head.files["SKILL.md"] })).get("SKILL.md"));
    const ran = spawnSync(`${editor} ${JSON.stringify(file)}`, { shell: true, stdio: "inherit" });
    if (ran.status !== 0) throw failure(`skills edit ${name}: failed`, `the editor exited with ${ran.status ?? ran.signal}`, `your text is in ${file}; apply it with: dsh-skill-router skills edit ${name} --from ${file}`);
    content = readFileSync(file, "utf8");
  }
  const out = await manage(store, { action: "edit", name, content }, { by: "human", ...store.scope === "project" ? { project: projectKeyOf(store.paths.root, io.cwd) } : {} });
  if (!out.ok) throw outcomeFailure("edit", name, out);
  if (json) {
    io.out(JSON.stringify(outcomeJson("edit", out)) + "\n");
    return 0;
  }
  io.out(out.changed ? `saved ${name} as version ${out.version?.slice(0, 12)} (${out.state}); guard: ${out.verdict}
` : `no change: the text is the same as version ${head.version.slice(0, 12)}
`);
  for (const n of out.notes) io.out(`note: ${n}
`);
  return 0;
}
function outcomeJson(cmd, out) {
  return { command: cmd, name: out.name, scope: out.scope, changed: out.changed, state: out.state ?? null, version: out.version ? out.version.slice(0, 12) : null, verdict: out.verdict ?? null, notes: out.notes };
}
function report(io, cmd, name, out, json = false) {
  if (!out.ok) throw outcomeFailure(cmd, name, out);
  if (json) {
    io.out(JSON.stringify(outcomeJson(cmd, out)) + "\n");
    return 0;
  }
  const state = out.state ? ` → ${out.state}` : "";
  io.out(`${cmd} ${name}: ${out.changed ? "done" : "no change"}${state}${out.version ? ` (version ${out.version.slice(0, 12)})` : ""}
`);
  for (const n of out.notes) io.out(`note: ${n}
`);
  return 0;
}
async function scanCmd(io, target, json) {
  const path = resolve(io.cwd, target);
  let rep;
  const bar = progress(json ? { ...io, isTTY: false } : io, "scanning");
  try {
    rep = await scanPath(path, { onProgress: (n, total) => bar.tick(n, total) });
    bar.done();
  } catch (err) {
    bar.done();
    throw failure(`skills scan ${target}: failed`, err.message, "give an existing file or folder", 2);
  }
  const skipped = [...rep.skipped, ...rep.files.filter(isBinary).map((f) => ({ path: f.path, reason: "binary (NUL bytes): not skill text, not scanned (audit reads its printable text)" }))];
  const files = rep.files.filter((f) => !isBinary(f)).map((f) => partly(f) && f.verdict === "safe" ? { ...f, verdict: "caution" } : f);
  const dangerous = files.filter((f) => f.verdict === "dangerous").length;
  if (json) {
    io.out(JSON.stringify({ files: files.map((f) => ({ path: f.path, verdict: f.verdict, findings: f.findings, ...f.lenient ? { lenient: f.lenient, partlyScanned: partly(f) } : {} })), skipped }) + "\n");
  } else {
    for (const f of files) {
      if (f.verdict === "safe" && !f.findings.length && !f.lenient) continue;
      io.out(`${f.verdict.toUpperCase()} ${f.path}${partly(f) ? " (partly scanned)" : ""}
`);
      if (f.lenient) io.out(`  ${f.lenient}
`);
      for (const x of f.findings) io.out(`  ${x.ruleId} ${x.severity} line ${x.line}: ${x.message}
`);
    }
    const caution = files.filter((f) => f.verdict === "caution").length;
    const part = files.filter(partly).length;
    io.out(`${files.length} file(s) scanned: ${dangerous} dangerous, ${caution} caution, ${files.length - dangerous - caution} safe${part ? `; ${part} only partly scanned (over the ${GUARD.scanMaxFileBytes}-byte cap)` : ""}${skipped.length ? `; ${skipped.length} skipped (binary, symlink or unreadable)` : ""}
`);
  }
  return dangerous ? 1 : 0;
}
function isBinary(f) {
  return f.lenient?.startsWith("binary") ?? false;
}
function partly(f) {
  return f.lenient?.includes("over the scan cap") ?? false;
}
async function runSkills(values, positionals, io) {
  const [cmd, name, extra] = positionals;
  const takes = { list: 1, compact: 1, show: 2, edit: 2, promote: 2, rollback: 2, rm: 2, scan: 2, waive: 3, restore: 3, diff: 4 };
  const most = cmd ? takes[cmd] : void 0;
  if (most !== void 0 && positionals.length > most) throw new UsageError(`${cmd}: unexpected ${positionals.length - most > 1 ? "arguments" : "argument"} ${positionals.slice(most).map((p) => `"${p}"`).join(" ")} (one skill per call)`);
  if (values.body && cmd !== "show") throw new UsageError(`--body goes with show (skills show NAME --body), not ${cmd ?? "nothing"}`);
  const needName = () => {
    if (!name) throw new UsageError(`${cmd} needs a skill name`);
    return name;
  };
  switch (cmd) {
    case "list":
      return listCmd(io, values);
    case "show": {
      const n = needName();
      return showCmd(io, await storeFor(io, values), n, Boolean(values.json), Boolean(values.body));
    }
    case "diff": {
      const n = needName();
      return diffCmd(io, await storeFor(io, values), n, positionals.slice(2), Boolean(values.json));
    }
    case "restore": {
      const n = needName();
      if (!extra) throw new UsageError(`restore needs the version to bring back (skills show ${n} lists them)`);
      return restoreCmd(io, await storeFor(io, values), n, extra, Boolean(values.json));
    }
    case "edit": {
      const n = needName();
      return editCmd(io, await storeFor(io, values), n, values.from, Boolean(values.json));
    }
    case "promote": {
      if (values.global) throw new UsageError("promote copies a project skill to the global store; it takes no --global");
      const n = needName();
      const project = await storeFor(io, values);
      return report(io, "promote", n, await promote(project, globalStore(io), n), Boolean(values.json));
    }
    case "rollback": {
      const n = needName();
      return report(io, "rollback", n, await rollback(await storeFor(io, values), n, { by: "human" }), Boolean(values.json));
    }
    case "rm": {
      const n = needName();
      return report(io, "rm", n, await remove(await storeFor(io, values), n, { by: "human" }), Boolean(values.json));
    }
    case "compact": {
      const store = await storeFor(io, values);
      if (!fs.existsSync(store.paths.ledger)) {
        io.out(values.json ? JSON.stringify({ command: "compact", ledger: store.paths.ledger, exists: false }) + "\n" : `nothing to compact: no ledger at ${store.paths.ledger}
`);
        return 0;
      }
      const r = await compact(store);
      if (values.json) {
        io.out(JSON.stringify({ command: "compact", ledger: store.paths.ledger, exists: true, before: r.before, after: r.after, skills: r.records, droppedDamaged: r.skipped }) + "\n");
        return 0;
      }
      io.out(`compacted ${store.paths.ledger}: ${r.before} → ${r.after} lines for ${r.records} skill(s)${r.skipped ? `, ${r.skipped} damaged line(s) dropped` : ""}
`);
      return 0;
    }
    case "waive": {
      const n = needName();
      if (!extra) throw new UsageError(`waive needs the rule id of the finding (see skills show ${n})`);
      let line;
      if (values.line !== void 0) {
        line = Number(values.line);
        if (!Number.isInteger(line) || line < 1) throw new UsageError(`--line must be a line number, got ${JSON.stringify(values.line)}`);
      }
      return report(io, "waive", n, await waive(await storeFor(io, values), n, extra, values.file ?? "SKILL.md", line), Boolean(values.json));
    }
    case "scan": {
      if (!name) throw new UsageError("scan needs a file or folder");
      return scanCmd(io, name, Boolean(values.json));
    }
    case void 0:
      throw new UsageError("missing the command (list, show, diff, edit, restore, promote, rollback, rm, compact, waive or scan)");
    default:
      throw new UsageError(`unknown command "${cmd}" (list, show, diff, edit, restore, promote, rollback, rm, compact, waive or scan)`);
  }
}
export {
  outcomeJson,
  runSkills,
  skillsDef
};
