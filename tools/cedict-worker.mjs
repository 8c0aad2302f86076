import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cachedSenses,
  computeSenses,
  sensesCacheFile
} from "./cli-WPKBPK5K.mjs";
import "./cli-WHMO4OEG.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-GT6EQSSD.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-XXHNW24N.mjs";
import {
  keepSenses
} from "./cli-KBA4V7O3.mjs";
import "./cli-77GQIF3G.mjs";
import "./cli-VARVCFZ4.mjs";
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
