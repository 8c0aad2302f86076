import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-RTN4ODHW.mjs";
import "./cli-QMOEDO3T.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-OHAG36Z6.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-QUKJV6V4.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-N6SHFXEK.mjs";
import "./cli-NFD7FACM.mjs";
import "./cli-PTUSVFTD.mjs";
import "./cli-BNAHEAMY.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
