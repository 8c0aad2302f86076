import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  toPosted
} from "./cli-3PEYHYGN.mjs";
import {
  parseSkillText
} from "./cli-VN4DXGV7.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-IPUCZYHV.mjs";
import "./cli-HVZZACVK.mjs";
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
