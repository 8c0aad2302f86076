import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  parseSkillText
} from "./cli-S26IBN2B.mjs";
import {
  LIMITS
} from "./cli-NWJZKAEC.mjs";

// tools/src/parse-pool.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
var PARSE_WORKER_FILE = "parse-worker.mjs";
function toPosted(p) {
  const n = p.terms.size;
  const keys = new Array(n);
  const surfaces = new Array(n);
  const counts = new Int32Array(n);
  const headings = new Uint8Array(n);
  let i = 0;
  for (const [k, t] of p.terms) {
    keys[i] = k;
    surfaces[i] = t.surface;
    counts[i] = t.count;
    headings[i] = t.heading ? 1 : 0;
    i++;
  }
  return { meta: p.meta, keys, surfaces, counts, headings };
}
function fromPosted(p) {
  const terms = /* @__PURE__ */ new Map();
  for (let i = 0; i < p.keys.length; i++) terms.set(p.keys[i], { count: p.counts[i], surface: p.surfaces[i], heading: p.headings[i] === 1 });
  return { meta: p.meta, terms };
}
function parseWidth(cpus = availableParallelism()) {
  return Math.max(0, Math.min(LIMITS.buildParseWorkers, cpus - 2));
}
function startParsePool(opts = {}) {
  const file = opts.file ?? join(dirname(fileURLToPath(import.meta.url)), PARSE_WORKER_FILE);
  const width = opts.width ?? parseWidth();
  const lanes = [];
  let broken = width <= 0 || !existsSync(file);
  let seen = 0;
  let nextId = 0;
  let onWorkers = 0;
  const here = (req) => parseSkillText(req.text, req.folder, req.path);
  const settleHere = (w) => {
    try {
      w.resolve(here(w.req));
    } catch (err) {
      w.reject(err);
    }
  };
  const retire = (lane) => {
    const i = lanes.indexOf(lane);
    if (i >= 0) lanes.splice(i, 1);
    void lane.worker.terminate();
    for (const w of lane.pending.values()) settleHere(w);
    lane.pending.clear();
    if (!lanes.length) broken = true;
  };
  const start = () => {
    for (let k = 0; k < width; k++) {
      let worker;
      try {
        worker = new Worker(file);
      } catch {
        break;
      }
      const lane = { worker, pending: /* @__PURE__ */ new Map() };
      worker.on("message", (m) => {
        const p = lane.pending.get(m.id);
        if (!p) return;
        lane.pending.delete(m.id);
        if ("posted" in m) {
          onWorkers++;
          p.resolve(fromPosted(m.posted));
        } else settleHere(p);
        if (!lane.pending.size) worker.unref();
      });
      worker.once("error", () => retire(lane));
      worker.once("exit", () => retire(lane));
      worker.unref();
      lanes.push(lane);
    }
    if (!lanes.length) broken = true;
  };
  return {
    get onWorkers() {
      return onWorkers;
    },
    async parse(text, folder, path) {
      const req = { id: nextId++, text, folder, path };
      if (broken || seen++ < LIMITS.buildParseInline) return here(req);
      if (!lanes.length) start();
      if (broken) return here(req);
      let lane = lanes[0];
      for (const l of lanes) if (l.pending.size < lane.pending.size) lane = l;
      return new Promise((resolve, reject) => {
        lane.pending.set(req.id, { req, resolve, reject });
        lane.worker.ref();
        lane.worker.postMessage(req);
      });
    },
    stop() {
      broken = true;
      for (const lane of [...lanes]) {
        lanes.splice(lanes.indexOf(lane), 1);
        void lane.worker.terminate();
      }
    }
  };
}

export {
  toPosted,
  startParsePool
};
