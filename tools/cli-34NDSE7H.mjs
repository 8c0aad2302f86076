import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-NWRQOF7C.mjs";
import "./cli-BU736NEK.mjs";
import "./cli-57G3DMG2.mjs";
import "./cli-YLO2PTO3.mjs";
import "./cli-GLAX5D7I.mjs";
import "./cli-QKXIDPNI.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-MAS474GX.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
