import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-KU4WLAD3.mjs";
import "./cli-YR2EMKY7.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-CJGQPOOL.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-MGH43FPT.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-NAA3FVZR.mjs";
import "./cli-B44PKE7N.mjs";
import "./cli-ZXWOSVM4.mjs";
import "./cli-APFTSIRN.mjs";
import "./cli-ZY5M2JOS.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
