import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  loadCedict
} from "./cli-3DUTLUFH.mjs";
import "./cli-DG4PCR5R.mjs";
import "./cli-6B5AZJDS.mjs";
import {
  dictionarySenses,
  inTermTable,
  keepSenses
} from "./cli-6CZLBQ6P.mjs";
import "./cli-MAS474GX.mjs";
import "./cli-Y562RBGA.mjs";

// tools/src/cedict-worker.ts
import { parentPort } from "node:worker_threads";
var port = parentPort;
if (port) {
  const ready = (async () => {
    const cedict = await loadCedict();
    return typeof cedict === "string" ? cedict : dictionarySenses(cedict, inTermTable);
  })();
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
