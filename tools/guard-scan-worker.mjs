import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-WQ4J6PV7.mjs";
import "./cli-NAA3FVZR.mjs";
import "./cli-B44PKE7N.mjs";
import "./cli-IG2VB2E4.mjs";
import "./cli-Z6PWTL7D.mjs";
import "./cli-YIS7LUMB.mjs";
import "./cli-ZXWOSVM4.mjs";
import "./cli-APFTSIRN.mjs";
import "./cli-ZY5M2JOS.mjs";
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
