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
} from "./cli-PL5CHNHV.mjs";
import "./cli-PS5WXUIQ.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-KHZVR7YK.mjs";
import "./cli-7WDQNWQH.mjs";
import "./cli-PKVTOE2C.mjs";
import "./cli-OBTQKSO4.mjs";
import "./cli-IU2SUHST.mjs";
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
