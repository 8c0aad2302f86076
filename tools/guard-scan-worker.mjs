import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-LW3MSA3F.mjs";
import "./cli-Y7DJAMIJ.mjs";
import "./cli-GM7PJYR7.mjs";
import "./cli-U44PBLRA.mjs";
import "./cli-FU65EAI7.mjs";
import "./cli-SG4NLPQ3.mjs";
import "./cli-YCJC5RV5.mjs";
import "./cli-LSSQGWVZ.mjs";
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
