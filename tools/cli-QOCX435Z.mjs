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
} from "./cli-4GI7XEIL.mjs";
import "./cli-HL5YLI42.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-AXJVBMOH.mjs";
import "./cli-RXJ6BELL.mjs";
import "./cli-UKSIR5CH.mjs";
import "./cli-LNEMUBS4.mjs";
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
