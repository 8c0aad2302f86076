import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cachedSenses,
  computeSenses,
  sensesCacheFile
} from "./cli-ZRGFL2JN.mjs";
import "./cli-UXAASN2W.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-DTPE3F5B.mjs";
import "./cli-T3QMXDUP.mjs";
import "./cli-BHCBRYNT.mjs";
import {
  keepSenses
} from "./cli-I4REPCUK.mjs";
import "./cli-IPUCZYHV.mjs";
import "./cli-HVZZACVK.mjs";
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
