import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ACTIONS,
  checkLoad,
  checkRequest,
  compact,
  describeFindings,
  flagCurrent,
  manage,
  note,
  promote,
  quarantineLabel,
  reconcile,
  recordOf,
  remove,
  rollback,
  scanFiles,
  waive
} from "./cli-4OYKNPQN.mjs";
import "./cli-HL5YLI42.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-AXJVBMOH.mjs";
import "./cli-SIC3LYLS.mjs";
import "./cli-UKSIR5CH.mjs";
import "./cli-N75BR4ZS.mjs";
import "./cli-4MYWV5DS.mjs";
import "./cli-AVA4AGFR.mjs";
import "./cli-Y562RBGA.mjs";
export {
  ACTIONS,
  checkLoad,
  checkRequest,
  compact,
  describeFindings,
  flagCurrent,
  manage,
  note,
  promote,
  quarantineLabel,
  reconcile,
  recordOf,
  remove,
  rollback,
  scanFiles,
  waive
};
