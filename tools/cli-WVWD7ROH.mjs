import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-UULYV7AV.mjs";
import "./cli-YUKCKFVG.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-VL6EQRXI.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-YLZ6GODF.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-KBMH5ZLJ.mjs";
import "./cli-LC4UZ5ZR.mjs";
import "./cli-4MYWV5DS.mjs";
import "./cli-AVA4AGFR.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
