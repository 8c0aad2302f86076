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
} from "./cli-LXRINGLS.mjs";
import "./cli-MT47XBWH.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-GM7PJYR7.mjs";
import "./cli-U44PBLRA.mjs";
import "./cli-FU65EAI7.mjs";
import "./cli-SG4NLPQ3.mjs";
import "./cli-YCJC5RV5.mjs";
import "./cli-LSSQGWVZ.mjs";
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
