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
} from "./cli-JITEDVMG.mjs";
import "./cli-DA4WWHVN.mjs";
import "./cli-MEM6WDIX.mjs";
import "./cli-LMLQ4RGR.mjs";
import "./cli-AGEY7PPX.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-VLVPUFBS.mjs";
import "./cli-KGM2JPKJ.mjs";
import "./cli-U7NKZ7SS.mjs";
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
