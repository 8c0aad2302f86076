import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  scanJob
} from "./cli-UK5YD5JY.mjs";
import "./cli-EFUF26SD.mjs";
import "./cli-TS73FIIQ.mjs";
import "./cli-MR3WPKAA.mjs";
import "./cli-5IU3W7EQ.mjs";
import "./cli-TLRCZJZH.mjs";
import "./cli-YE7WAIWT.mjs";
import "./cli-ZS3HN7NI.mjs";
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
