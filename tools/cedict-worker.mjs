import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cachedSenses,
  computeSenses,
  sensesCacheFile
} from "./cli-5O6GFEEY.mjs";
import "./cli-HTYVRFZ3.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-VYOS6C5W.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-EFUF26SD.mjs";
import {
  keepSenses
} from "./cli-TLRCZJZH.mjs";
import "./cli-YE7WAIWT.mjs";
import "./cli-ZS3HN7NI.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/cedict-worker.ts
import { parentPort, workerData } from "node:worker_threads";
var port = parentPort;
if (port) {
  const cacheRoot = workerData?.cacheRoot;
  const ready = (async () => cachedSenses(await sensesCacheFile(cacheRoot), computeSenses))();
  port.once("message", async (terms) => {
    try {
      const senses = await ready;
      if (typeof senses === "string") port.postMessage({ missing: senses });
      else {
        const library = new Set(terms);
        port.postMessage({ stored: keepSenses(senses, (t) => library.has(t)) });
      }
    } catch (err) {
      port.postMessage({ failed: err.message });
    }
  });
}
