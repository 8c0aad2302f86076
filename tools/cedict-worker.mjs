import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cachedSenses,
  computeSenses,
  sensesCacheFile
} from "./cli-TJJGHCFB.mjs";
import "./cli-MGUIASMX.mjs";
import "./cli-P357HZM4.mjs";
import "./cli-E35XZFEF.mjs";
import {
  keepSenses
} from "./cli-MSY2TQNY.mjs";
import "./cli-MNSCC6CR.mjs";
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
