import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  toPosted
} from "./cli-5WWSKC2L.mjs";
import {
  parseSkillText
} from "./cli-F6BPHYTN.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-5NA66KYK.mjs";
import "./cli-FZRRBTPS.mjs";
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
