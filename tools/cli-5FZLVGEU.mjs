import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-GNEPEIGY.mjs";
import "./cli-OH7F6JZV.mjs";
import "./cli-VDZH3JEH.mjs";
import "./cli-L72G2ZXP.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-S26IBN2B.mjs";
import "./cli-T3QMXDUP.mjs";
import "./cli-FIGCFZ3Q.mjs";
import "./cli-HP4MUJGU.mjs";
import "./cli-7TAF4XMI.mjs";
import "./cli-NWJZKAEC.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
