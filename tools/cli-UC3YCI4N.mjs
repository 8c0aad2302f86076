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
} from "./cli-ONL2P6FN.mjs";
import "./cli-3Z76DWJ5.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-7PGODQRT.mjs";
import "./cli-UIT76Q27.mjs";
import "./cli-PKVTOE2C.mjs";
import "./cli-3AWYQHMG.mjs";
import "./cli-GCBT6K55.mjs";
import "./cli-JCLJ4PXV.mjs";
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
