import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-AJBBR4NB.mjs";
import "./cli-AHK2E6WO.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-MKU5P3FX.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-GSMEB2YG.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-SSECTKPS.mjs";
import "./cli-NJ5TUR5S.mjs";
import "./cli-OBTQKSO4.mjs";
import "./cli-IU2SUHST.mjs";
import "./cli-JCLJ4PXV.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
