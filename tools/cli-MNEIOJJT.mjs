import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-EKOP5OJQ.mjs";
import "./cli-LE6CDBX3.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-V4J7VFGC.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-VH4LR375.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-Z5BHAHB4.mjs";
import "./cli-OW4EMSJE.mjs";
import "./cli-3AWYQHMG.mjs";
import "./cli-GCBT6K55.mjs";
import "./cli-JCLJ4PXV.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
