import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-DECHFQZR.mjs";
import "./cli-GLR4C526.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-VN4DXGV7.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-AY3KT6QL.mjs";
import "./cli-VDZH3JEH.mjs";
import "./cli-BHCBRYNT.mjs";
import "./cli-7H33K7JZ.mjs";
import "./cli-IPUCZYHV.mjs";
import "./cli-HVZZACVK.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
