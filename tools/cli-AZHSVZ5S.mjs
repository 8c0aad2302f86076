import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FsCheckError,
  tooLarge
} from "./cli-KGM2JPKJ.mjs";
import {
  LIMITS
} from "./cli-U7NKZ7SS.mjs";

// tools/src/node-fs.ts
import * as nodeFs from "node:fs";
import { lstat, readdir, realpath, stat } from "node:fs/promises";
import { dirname, isAbsolute, join, resolve as resolvePath } from "node:path";

// host.js-src/library/identity-read.ts
var fatalDecoder = new TextDecoder("utf-8", { fatal: true });
function codeOf(err) {
  const c = err?.code;
  return typeof c === "string" ? c : void 0;
}
function mapped(err, shown) {
  if (err instanceof FsCheckError) return err;
  switch (codeOf(err)) {
    case "ENOENT":
    case "ENOTDIR":
      return new FsCheckError("FS_NOT_FOUND", `not found: ${shown}`);
    case "EACCES":
    case "EPERM":
      return new FsCheckError("FS_PERMISSION_DENIED", `permission denied: ${shown}`);
    case "ENXIO":
      return new FsCheckError("FS_NOT_REGULAR_FILE", `not a regular file (a FIFO, socket or device): ${shown}`);
    case "ELOOP":
      return new FsCheckError("FS_CHANGED", `${shown} became a symbolic link after it was resolved; it was not read. Retry`);
    default:
      return new FsCheckError("FS_IO_ERROR", `${shown} could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
}
function openChecked(fs) {
  const p = fs.promises;
  const flags = fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0) | (fs.constants.O_NOFOLLOW ?? 0);
  return async (path, shown, options, use) => {
    let fh;
    try {
      fh = await p.open(path, flags);
    } catch (err) {
      throw mapped(err, shown);
    }
    try {
      const st = await fh.stat({ bigint: true });
      if (!st.isFile()) throw new FsCheckError("FS_NOT_REGULAR_FILE", `not a regular file (${st.isDirectory() ? "a folder" : "a FIFO, socket or device"}): ${shown}`);
      if (st.size > BigInt(options.maxBytes)) throw tooLarge(shown, Number(st.size), options.maxBytes);
      if (options.singleLink && st.nlink > 1n) {
        throw new FsCheckError("FS_HARDLINK", `${shown} has ${st.nlink} hard links; a bundled file with a second name may be a file from outside the skill, so it is not served. Copy the file instead of linking it`);
      }
      if (options.inside !== void 0) {
        let real;
        try {
          real = await p.readlink(`/proc/self/fd/${fh.fd}`);
        } catch {
          real = void 0;
        }
        if (!real || !real.startsWith("/")) {
          real = await p.realpath(path);
          const again = await p.stat(real, { bigint: true });
          if (again.dev !== st.dev || again.ino !== st.ino) throw new FsCheckError("FS_CHANGED", `${shown} was replaced while it was opened; it was not read. Retry`);
        }
        const root = options.inside.replace(/\/+$/, "");
        if (real !== root && !real.startsWith(root + "/")) {
          throw new FsCheckError("FS_OUTSIDE", `${shown} is really ${real}, outside ${root} (a symlink or a moved folder points out); it was not read`);
        }
      }
      const value = await use(fh, st);
      const end = await fh.stat({ bigint: true });
      if (end.size !== st.size || end.mtimeNs !== st.mtimeNs) throw new FsCheckError("FS_CHANGED", `${shown} changed while it was read; it was not served. Retry`);
      return value;
    } catch (err) {
      throw mapped(err, shown);
    } finally {
      await fh.close();
    }
  };
}
async function readUpTo(fh, size) {
  const bytes = new Uint8Array(size);
  let off = 0;
  while (off < size) {
    const { bytesRead } = await fh.read(bytes, off, size - off, off);
    if (bytesRead <= 0) break;
    off += bytesRead;
  }
  return off === size ? bytes : bytes.subarray(0, off);
}
function identityReader(fs) {
  const open = openChecked(fs);
  return (path, shown, options) => open(path, shown, options, async (fh, st) => {
    const size = Number(st.size);
    const bytes = await readUpTo(fh, size);
    if (bytes.length !== size) throw new FsCheckError("FS_CHANGED", `${shown} changed while it was read; it was not served. Retry`);
    return bytes;
  });
}
function decodeText(bytes, shown) {
  if (bytes.subarray(0, 8192).includes(0)) throw new FsCheckError("FS_NOT_TEXT", `binary file: ${shown}`);
  let text;
  try {
    text = fatalDecoder.decode(bytes);
  } catch {
    throw new FsCheckError("FS_NOT_TEXT", `not UTF-8: ${shown}`);
  }
  return text.charCodeAt(0) === 65279 ? text.slice(1) : text;
}

// tools/src/node-fs.ts
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
var readByIdentity = identityReader(nodeFs);
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
        const s = await stat(String(target.targetKey), { bigint: true });
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
    async listDir(target) {
      const path = String(target.targetKey);
      let dirents;
      try {
        dirents = await readdir(path, { withFileTypes: true });
      } catch (err) {
        throw mapError(err, target.displayPath);
      }
      dirents.sort((a, b) => a.name.localeCompare(b.name));
      const out = new Array(dirents.length);
      const one = async (i) => {
        const d = dirents[i];
        const name = d.name;
        const child = join(path, name);
        const childTarget = { targetKey: child, displayPath: join(target.displayPath, name) };
        try {
          const s = await stat(child, { bigint: true });
          const entry = { name, type: typeOf(s), target: childTarget, version: versionOf(s) };
          if (s.isFile()) entry.size = Number(s.size);
          const known = d.isSymbolicLink() || d.isFile() || d.isDirectory() || d.isFIFO() || d.isSocket() || d.isBlockDevice() || d.isCharacterDevice();
          if (known ? d.isSymbolicLink() : (await lstat(child)).isSymbolicLink()) childTarget.targetKey = await realpath(child);
          out[i] = entry;
        } catch {
          out[i] = { name, type: "other", target: childTarget };
        }
      };
      let next = 0;
      const lane = async () => {
        while (next < dirents.length) await one(next++);
      };
      await Promise.all(Array.from({ length: Math.min(LIMITS.listDirParallel, dirents.length) }, lane));
      return out;
    }
  };
}

export {
  readUpTo,
  createNodeFs
};
