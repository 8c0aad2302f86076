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
import "./cli-NWJZKAEC.mjs";
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
