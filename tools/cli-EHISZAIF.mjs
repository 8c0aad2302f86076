import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FsCheckError,
  tooLarge
} from "./cli-77GQIF3G.mjs";

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

export {
  readUpTo,
  identityReader,
  decodeText
};
