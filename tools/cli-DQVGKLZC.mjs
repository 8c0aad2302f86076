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
} from "./cli-COLAJRF7.mjs";
import "./cli-IJVY23DG.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-GSGXRJ53.mjs";
import "./cli-AVAMCQLU.mjs";
import "./cli-6PGOUCRU.mjs";
import "./cli-F2A6JVKP.mjs";
import "./cli-5FFQVGIK.mjs";
import "./cli-HC3AHIPS.mjs";
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
