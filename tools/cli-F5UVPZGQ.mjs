import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-5KKQP75H.mjs";
import "./cli-TLBGIVPL.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-F6BPHYTN.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-545KDXWS.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-3MNUHRSD.mjs";
import "./cli-WR4TUOCX.mjs";
import "./cli-3OFM6LYI.mjs";
import "./cli-5NA66KYK.mjs";
import "./cli-FZRRBTPS.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
