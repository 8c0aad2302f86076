import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-IQOVHBMP.mjs";
import "./cli-KBMH5ZLJ.mjs";
import "./cli-AXJVBMOH.mjs";
import "./cli-SIC3LYLS.mjs";
import "./cli-UKSIR5CH.mjs";
import "./cli-N75BR4ZS.mjs";
import "./cli-4MYWV5DS.mjs";
import "./cli-AVA4AGFR.mjs";
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
