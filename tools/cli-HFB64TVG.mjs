import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-NYZLQYPF.mjs";
import "./cli-MV36CFYH.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-NL5AFKAL.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-AZHSVZ5S.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-DR32KTW5.mjs";
import "./cli-VLVPUFBS.mjs";
import "./cli-KGM2JPKJ.mjs";
import "./cli-U7NKZ7SS.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
