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
} from "./cli-UMIAT2DH.mjs";
import "./cli-BUJX4SPX.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-HSI2WEUX.mjs";
import "./cli-IGQ5AZBD.mjs";
import "./cli-C4RGWVRQ.mjs";
import "./cli-7H33K7JZ.mjs";
import "./cli-IPUCZYHV.mjs";
import "./cli-HVZZACVK.mjs";
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
