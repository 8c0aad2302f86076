import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-YGBF7MRW.mjs";
import "./cli-FIGCFZ3Q.mjs";
import "./cli-CKV4OERZ.mjs";
import "./cli-PR6XVXAP.mjs";
import "./cli-UWTACYSJ.mjs";
import "./cli-HP4MUJGU.mjs";
import "./cli-7TAF4XMI.mjs";
import {
  GUARD
} from "./cli-NWJZKAEC.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/guard-scan-pool.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
var SCAN_WORKER_FILE = "guard-scan-worker.mjs";
function spawnWorker(settings) {
  const file = join(dirname(fileURLToPath(import.meta.url)), SCAN_WORKER_FILE);
  if (!existsSync(file)) return void 0;
  return new Worker(file, { workerData: settings });
}
async function scanPool(jobs, settings, options, spawn = spawnWorker, filesPerThread = GUARD.scanFilesPerThread) {
  const helpers = Math.min((options.threads ?? 1) - 1, Math.floor(jobs.length / filesPerThread));
  const batch = GUARD.scanThreadBatch;
  const out = new Array(jobs.length);
  let next = 0;
  let done = 0;
  let failure;
  const take = () => {
    if (next >= jobs.length || failure) return void 0;
    const start = next;
    next = Math.min(jobs.length, start + batch);
    return [start, next];
  };
  const tick = (n) => {
    done += n;
    options.onProgress?.(done, jobs.length);
  };
  const threads = [];
  const finished = [];
  for (let k = 0; k < helpers; k++) {
    const thread = spawn(settings);
    if (!thread) break;
    threads.push(thread);
    finished.push(
      new Promise((resolve, reject) => {
        const inFlight = /* @__PURE__ */ new Set();
        const send = () => {
          const b = take();
          if (!b) return;
          inFlight.add(b[0]);
          thread.postMessage({ start: b[0], jobs: jobs.slice(b[0], b[1]) });
        };
        thread.on("message", (answer) => {
          if ("failed" in answer) return reject(new Error(`a scan thread failed on ${jobs[answer.start]?.shown ?? "a batch"} or a file after it: ${answer.failed}`));
          answer.outcomes.forEach((o, i) => out[answer.start + i] = o);
          inFlight.delete(answer.start);
          tick(answer.outcomes.length);
          send();
          if (inFlight.size === 0) resolve();
        });
        thread.on("error", (err) => reject(new Error(`a scan thread failed: ${err.message}`)));
        thread.on("exit", (code) => inFlight.size ? reject(new Error(`a scan thread ended early (exit code ${code}) before answering for ${inFlight.size} batch(es) of files`)) : resolve());
        send();
        send();
        if (inFlight.size === 0) resolve();
      }).catch((err) => {
        failure ??= err;
        for (const t of threads) void t.terminate();
      })
    );
  }
  try {
    for (let b = take(); b; b = take()) {
      for (let i = b[0]; i < b[1]; i++) out[i] = await scanJob(jobs[i], settings);
      tick(b[1] - b[0]);
      if (threads.length) await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(finished);
  } finally {
    for (const t of threads) void t.terminate();
  }
  if (failure) throw failure;
  return out;
}
export {
  SCAN_WORKER_FILE,
  scanPool
};
