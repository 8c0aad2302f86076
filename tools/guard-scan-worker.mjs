import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-IQNMC3KF.mjs";
import "./cli-I4RHOIP2.mjs";
import "./cli-GSGXRJ53.mjs";
import "./cli-AVAMCQLU.mjs";
import "./cli-6PGOUCRU.mjs";
import "./cli-F2A6JVKP.mjs";
import "./cli-5FFQVGIK.mjs";
import "./cli-HC3AHIPS.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/guard-scan-worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (port) {
  const settings = workerData ?? {};
  port.on("message", async (request) => {
    let answer;
    try {
      const outcomes = [];
      for (const job of request.jobs) outcomes.push(await scanJob(job, settings));
      answer = { start: request.start, outcomes };
    } catch (err) {
      answer = { start: request.start, failed: err.message };
    }
    port.postMessage(answer);
  });
}
