import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-FU26GA5W.mjs";
import "./cli-N6SHFXEK.mjs";
import "./cli-IFPEJQMH.mjs";
import "./cli-YN2TUGWP.mjs";
import "./cli-BSYEFWSP.mjs";
import "./cli-NFD7FACM.mjs";
import "./cli-PTUSVFTD.mjs";
import "./cli-BNAHEAMY.mjs";
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
