import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-K77NPQSI.mjs";
import "./cli-Y4OGXJ5P.mjs";
import "./cli-EWA75FCE.mjs";
import "./cli-CZQME7TF.mjs";
import "./cli-EDE4U43O.mjs";
import "./cli-PKVTOE2C.mjs";
import "./cli-X5MCHUHT.mjs";
import "./cli-IZA23G32.mjs";
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
