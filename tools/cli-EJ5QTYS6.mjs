import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
} from "./cli-DFATNFQ7.mjs";
import "./cli-6XK2TYVG.mjs";
import "./cli-VRQU2CWE.mjs";
import "./cli-6KDF7IKN.mjs";
import "./cli-GVBF4YTK.mjs";
import "./cli-HQDK6MQY.mjs";
import "./cli-BA4VWR7T.mjs";
import "./cli-I4RHOIP2.mjs";
import "./cli-F2A6JVKP.mjs";
import "./cli-5FFQVGIK.mjs";
import "./cli-HC3AHIPS.mjs";
import "./cli-Y562RBGA.mjs";
export {
  evalCommand,
  evaluate,
  parseQueries,
  renderEval
};
