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
} from "./cli-3BBBHML5.mjs";
import "./cli-S2KPKNGN.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-EY6XYN6F.mjs";
import "./cli-AVMV7PTS.mjs";
import "./cli-O6DN5SP7.mjs";
import "./cli-3OFM6LYI.mjs";
import "./cli-5NA66KYK.mjs";
import "./cli-FZRRBTPS.mjs";
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
