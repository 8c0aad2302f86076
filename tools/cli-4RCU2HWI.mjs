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
} from "./cli-V7WQ44YG.mjs";
import "./cli-7F25ZEV5.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-IG2VB2E4.mjs";
import "./cli-Z6PWTL7D.mjs";
import "./cli-YIS7LUMB.mjs";
import "./cli-ZXWOSVM4.mjs";
import "./cli-APFTSIRN.mjs";
import "./cli-ZY5M2JOS.mjs";
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
