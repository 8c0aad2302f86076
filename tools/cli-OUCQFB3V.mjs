import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-PNO7FUL2.mjs";
import "./cli-6SABDJHW.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-VL6EQRXI.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-QSV7XHDI.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-KBMH5ZLJ.mjs";
import "./cli-LNEMUBS4.mjs";
import "./cli-4MYWV5DS.mjs";
import "./cli-AVA4AGFR.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
