import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  firstParagraph,
  parseFrontmatter,
  plainFrontmatter,
  salvageKeyLines
} from "./cli-T3QMXDUP.mjs";
import "./cli-Y562RBGA.mjs";
export {
  firstParagraph,
  parseFrontmatter,
  plainFrontmatter,
  salvageKeyLines
};
