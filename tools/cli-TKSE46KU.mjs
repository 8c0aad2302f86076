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
} from "./cli-S2JHTBL3.mjs";
import "./cli-OHVLPKJK.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-CZQME7TF.mjs";
import "./cli-EDE4U43O.mjs";
import "./cli-PKVTOE2C.mjs";
import "./cli-X5MCHUHT.mjs";
import "./cli-IZA23G32.mjs";
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
