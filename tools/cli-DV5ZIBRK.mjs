import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-A5G7JXA6.mjs";
import "./cli-SHUHWOOJ.mjs";
import "./cli-A2KLLDK4.mjs";
import "./cli-E35XZFEF.mjs";
import "./cli-2XVG4IUC.mjs";
import "./cli-AOGJJJCZ.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-OPKY2ZTQ.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
