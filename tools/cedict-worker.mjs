import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cachedSenses,
  computeSenses,
  sensesCacheFile
} from "./cli-36LFCCEI.mjs";
import "./cli-6XK2TYVG.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-6KDF7IKN.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-I4RHOIP2.mjs";
import {
  keepSenses
} from "./cli-F2A6JVKP.mjs";
import "./cli-5FFQVGIK.mjs";
import "./cli-HC3AHIPS.mjs";
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
