import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  decodeText,
  identityReaderSync
} from "./cli-HP4MUJGU.mjs";
import {
  LIMITS
} from "./cli-NWJZKAEC.mjs";

// tools/src/node-fs.ts
import * as nodeFs from "node:fs";
import { realpath, stat } from "node:fs/promises";
import { dirname, isAbsolute, join, resolve as resolvePath } from "node:path";
var NodeFsError = class extends Error {
  code;
  constructor(code, message) {
    super(message);
    this.name = "FsError";
    this.code = code;
  }
};
function mapError(err, path) {
  const code = err.code;
  switch (code) {
    case "ENOENT":
      return new NodeFsError("FS_NOT_FOUND", `not found: ${path}`);
    case "ENOTDIR":
      return new NodeFsError("FS_NOT_DIRECTORY", `not a directory: ${path}`);
    case "EACCES":
    case "EPERM":
      return new NodeFsError("FS_PERMISSION_DENIED", `permission denied: ${path}`);
    case "ELOOP":
      return new NodeFsError("FS_IO_ERROR", `too many symbolic links: ${path}`);
    case "ENXIO":
      return new NodeFsError("FS_NOT_REGULAR_FILE", `not a regular file (a FIFO, socket or device): ${path}`);
    default:
      return new NodeFsError("FS_IO_ERROR", `${err.message ?? String(err)}`);
  }
}
function versionOf(s) {
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}
function typeOf(s) {
  return s.isFile() ? "file" : s.isDirectory() ? "directory" : "other";
}
var readByIdentity = identityReaderSync(nodeFs);
function createNodeFs(defaultCwd = process.cwd()) {
  return {
    async resolve(path, options) {
      if (typeof path !== "string" || path.trim() === "") throw new NodeFsError("FS_NOT_FOUND", "empty path");
      if (options?.signal?.aborted) throw new NodeFsError("FS_ABORTED", "aborted");
      const absolute = isAbsolute(path) ? resolvePath(path) : resolvePath(options?.cwd ?? defaultCwd, path);
      let existing = absolute;
      const tail = [];
      for (; ; ) {
        try {
          const real = await realpath(existing);
          if (tail.length && !(await stat(real)).isDirectory()) throw new NodeFsError("FS_NOT_FOUND", `path runs through a file: ${path}`);
          const key = tail.length ? join(real, ...tail.reverse()) : real;
          return { targetKey: key, displayPath: absolute };
        } catch (err) {
          if (err instanceof NodeFsError) throw err;
          const code = err.code;
          if (code === "ENOTDIR") throw new NodeFsError("FS_NOT_FOUND", `path runs through a file: ${path}`);
          if (code !== "ENOENT" && code !== "ELOOP") throw mapError(err, path);
          const up = dirname(existing);
          if (up === existing) return { targetKey: absolute, displayPath: absolute };
          tail.push(existing.slice(up.length).replace(/^[/\\]/, ""));
          existing = up;
        }
      }
    },
    async stat(target) {
      try {
        const s = nodeFs.statSync(String(target.targetKey), { bigint: true, throwIfNoEntry: false });
        if (!s) return void 0;
        const info = { version: versionOf(s), type: typeOf(s) };
        if (s.isFile()) info.size = Number(s.size);
        return info;
      } catch (err) {
        const code = err.code;
        if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") return void 0;
        throw mapError(err, target.displayPath);
      }
    },
    async readText(target, signal) {
      if (signal?.aborted) throw new NodeFsError("FS_ABORTED", "aborted");
      return decodeText(await readByIdentity(String(target.targetKey), target.displayPath, { maxBytes: LIMITS.indexMaxBytes }), target.displayPath);
    },
    async readBytes(target, signal, maxBytes) {
      if (signal?.aborted) throw new NodeFsError("FS_ABORTED", "aborted");
      return readByIdentity(String(target.targetKey), target.displayPath, { maxBytes });
    },
    async readChecked(target, options, signal) {
      if (signal?.aborted) throw new NodeFsError("FS_ABORTED", "aborted");
      return decodeText(await readByIdentity(String(target.targetKey), target.displayPath, options), target.displayPath);
    },
    async readCheckedBytes(target, options, signal) {
      if (signal?.aborted) throw new NodeFsError("FS_ABORTED", "aborted");
      return readByIdentity(String(target.targetKey), target.displayPath, options);
    },
    async listDir(target) {
      const path = String(target.targetKey);
      let dirents;
      try {
        dirents = nodeFs.readdirSync(path, { withFileTypes: true });
      } catch (err) {
        throw mapError(err, target.displayPath);
      }
      dirents.sort((a, b) => a.name.localeCompare(b.name));
      const out = new Array(dirents.length);
      for (let i = 0; i < dirents.length; i++) {
        const d = dirents[i];
        const name = d.name;
        const child = join(path, name);
        const childTarget = { targetKey: child, displayPath: join(target.displayPath, name) };
        try {
          const s = nodeFs.statSync(child, { bigint: true });
          const entry = { name, type: typeOf(s), target: childTarget, version: versionOf(s) };
          if (s.isFile()) entry.size = Number(s.size);
          const known = d.isSymbolicLink() || d.isFile() || d.isDirectory() || d.isFIFO() || d.isSocket() || d.isBlockDevice() || d.isCharacterDevice();
          if (known ? d.isSymbolicLink() : nodeFs.lstatSync(child).isSymbolicLink()) childTarget.targetKey = await realpath(child);
          out[i] = entry;
        } catch {
          out[i] = { name, type: "other", target: childTarget };
        }
      }
      return out;
    }
  };
}

export {
  createNodeFs
};
