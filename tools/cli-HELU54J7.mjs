import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DROP_REASONS,
  SKIP_DIRS,
  parseSkillText,
  scanLibrary
} from "./cli-DTPE3F5B.mjs";
import "./cli-T3QMXDUP.mjs";
import "./cli-IPUCZYHV.mjs";
import "./cli-HVZZACVK.mjs";
import "./cli-Y562RBGA.mjs";
export {
  DROP_REASONS,
  SKIP_DIRS,
  parseSkillText,
  scanLibrary
};
