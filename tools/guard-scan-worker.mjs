import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-4BK4UJUB.mjs";
import "./cli-SSECTKPS.mjs";
import "./cli-NJ5TUR5S.mjs";
import "./cli-KHZVR7YK.mjs";
import "./cli-7WDQNWQH.mjs";
import "./cli-PKVTOE2C.mjs";
import "./cli-OBTQKSO4.mjs";
import "./cli-IU2SUHST.mjs";
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
