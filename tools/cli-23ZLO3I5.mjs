import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-B3C2IZLK.mjs";
import "./cli-H3DR73RH.mjs";
import "./cli-VDZH3JEH.mjs";
import "./cli-UXAASN2W.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-DTPE3F5B.mjs";
import "./cli-T3QMXDUP.mjs";
import "./cli-BHCBRYNT.mjs";
import "./cli-I4REPCUK.mjs";
import "./cli-IPUCZYHV.mjs";
import "./cli-HVZZACVK.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
