import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-77STDTX3.mjs";
import "./cli-BHCBRYNT.mjs";
import "./cli-3VVEBBAH.mjs";
import "./cli-NLAVHWK6.mjs";
import "./cli-C4RGWVRQ.mjs";
import "./cli-I4REPCUK.mjs";
import "./cli-IPUCZYHV.mjs";
import "./cli-HVZZACVK.mjs";
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
