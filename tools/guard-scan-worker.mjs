import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-DJAUYUMD.mjs";
import "./cli-Z5BHAHB4.mjs";
import "./cli-OW4EMSJE.mjs";
import "./cli-7PGODQRT.mjs";
import "./cli-UIT76Q27.mjs";
import "./cli-PKVTOE2C.mjs";
import "./cli-3AWYQHMG.mjs";
import "./cli-GCBT6K55.mjs";
import "./cli-JCLJ4PXV.mjs";
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
