import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-FHN7YHO5.mjs";
import "./cli-EHISZAIF.mjs";
import "./cli-XXHNW24N.mjs";
import "./cli-GIXUIUBC.mjs";
import "./cli-RTTEVI46.mjs";
import "./cli-A2NYXHDU.mjs";
import "./cli-KBA4V7O3.mjs";
import "./cli-77GQIF3G.mjs";
import "./cli-VARVCFZ4.mjs";
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
