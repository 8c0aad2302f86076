import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-ZJ3ARSN5.mjs";
import "./cli-5Z2CHIZD.mjs";
import "./cli-IM4VH6NR.mjs";
import "./cli-6B5AZJDS.mjs";
import "./cli-DR2X3WLA.mjs";
import "./cli-7BPFS3CY.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-MAS474GX.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
