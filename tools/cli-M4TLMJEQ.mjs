import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-UYVOAQSR.mjs";
import "./cli-NR3LFDED.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-6MNHH5ZA.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-APAYMPZR.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-Y4OGXJ5P.mjs";
import "./cli-EWA75FCE.mjs";
import "./cli-X5MCHUHT.mjs";
import "./cli-IZA23G32.mjs";
import "./cli-JCLJ4PXV.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
