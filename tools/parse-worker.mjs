import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  toPosted
} from "./cli-Z657BPJS.mjs";
import {
  parseSkillText
} from "./cli-S26IBN2B.mjs";
import "./cli-T3QMXDUP.mjs";
import "./cli-7TAF4XMI.mjs";
import "./cli-NWJZKAEC.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/parse-worker.ts
import { parentPort } from "node:worker_threads";
var port = parentPort;
if (port) {
  port.on("message", (req) => {
    let answer;
    try {
      answer = { id: req.id, posted: toPosted(parseSkillText(req.text, req.folder, req.path)) };
    } catch (err) {
      answer = { id: req.id, failed: err.message };
    }
    port.postMessage(answer);
  });
}
