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
} from "./cli-TKNXSUQN.mjs";
import "./cli-LQJCCUDB.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-GIXUIUBC.mjs";
import "./cli-RTTEVI46.mjs";
import "./cli-A2NYXHDU.mjs";
import "./cli-KBA4V7O3.mjs";
import "./cli-77GQIF3G.mjs";
import "./cli-VARVCFZ4.mjs";
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
