import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-VLDHCJPX.mjs";
import "./cli-3DUTLUFH.mjs";
import "./cli-DG4PCR5R.mjs";
import "./cli-6B5AZJDS.mjs";
import "./cli-DOMI2ARX.mjs";
import "./cli-6CZLBQ6P.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-MAS474GX.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
