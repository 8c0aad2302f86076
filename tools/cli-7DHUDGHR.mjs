import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-PZJ73T6D.mjs";
import "./cli-WHMO4OEG.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-GT6EQSSD.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-FK5HAAYV.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-EHISZAIF.mjs";
import "./cli-XXHNW24N.mjs";
import "./cli-KBA4V7O3.mjs";
import "./cli-77GQIF3G.mjs";
import "./cli-VARVCFZ4.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
