import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-77WODT2Y.mjs";
import "./cli-MB5O6BO5.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-SNJ3QGVU.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-2VFYGLBW.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-Y7DJAMIJ.mjs";
import "./cli-SG4NLPQ3.mjs";
import "./cli-YCJC5RV5.mjs";
import "./cli-LSSQGWVZ.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
