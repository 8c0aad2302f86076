import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cachedSenses,
  computeSenses,
  sensesCacheFile
} from "./cli-NE5CDK7V.mjs";
import "./cli-L72G2ZXP.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-S26IBN2B.mjs";
import "./cli-T3QMXDUP.mjs";
import "./cli-FIGCFZ3Q.mjs";
import {
  keepSenses
} from "./cli-HP4MUJGU.mjs";
import "./cli-7TAF4XMI.mjs";
import "./cli-NWJZKAEC.mjs";
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
