import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-64TC2J7G.mjs";
import "./cli-A6QP775O.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-VL6EQRXI.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-FFGLQISZ.mjs";
import "./cli-VDZH3JEH.mjs";
import "./cli-KBMH5ZLJ.mjs";
import "./cli-N75BR4ZS.mjs";
import "./cli-4MYWV5DS.mjs";
import "./cli-AVA4AGFR.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
