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
} from "./cli-WX2B6CJL.mjs";
import "./cli-I4D7VRU4.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-IFPEJQMH.mjs";
import "./cli-YN2TUGWP.mjs";
import "./cli-BSYEFWSP.mjs";
import "./cli-NFD7FACM.mjs";
import "./cli-PTUSVFTD.mjs";
import "./cli-BNAHEAMY.mjs";
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
