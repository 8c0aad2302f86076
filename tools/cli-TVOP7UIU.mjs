import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DROP_REASONS,
  SKIP_DIRS,
  parseSkillText,
  scanLibrary
} from "./cli-S26IBN2B.mjs";
import "./cli-T3QMXDUP.mjs";
import "./cli-7TAF4XMI.mjs";
import "./cli-NWJZKAEC.mjs";
import "./cli-Y562RBGA.mjs";
export {
  DROP_REASONS,
  SKIP_DIRS,
  parseSkillText,
  scanLibrary
};
