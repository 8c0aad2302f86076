import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-QBWJXV3N.mjs";
import "./cli-MGUIASMX.mjs";
import "./cli-P357HZM4.mjs";
import "./cli-E35XZFEF.mjs";
import "./cli-L2KPK7OQ.mjs";
import "./cli-MSY2TQNY.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-MNSCC6CR.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
