import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-223MLNOU.mjs";
import "./cli-3MNUHRSD.mjs";
import "./cli-WR4TUOCX.mjs";
import "./cli-EY6XYN6F.mjs";
import "./cli-AVMV7PTS.mjs";
import "./cli-O6DN5SP7.mjs";
import "./cli-3OFM6LYI.mjs";
import "./cli-5NA66KYK.mjs";
import "./cli-FZRRBTPS.mjs";
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
