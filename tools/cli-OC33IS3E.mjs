import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  UsageError
} from "./cli-VDZH3JEH.mjs";

// tools/src/bench-options.ts
function benchSizes(text) {
  if (text === void 0) return [1e4, 1e5];
  if (!/^\s*[1-9]\d*\s*(,\s*[1-9]\d*\s*)*$/.test(text)) throw new UsageError(`--sizes takes whole library sizes above 0, comma-separated (e.g. 10000,100000), got "${text}"`);
  return text.split(",").map((s) => Number(s.trim()));
}
function benchReps(text, fallback) {
  if (text === void 0) return fallback;
  if (!/^\s*[1-9]\d*\s*$/.test(text)) throw new UsageError(`--reps takes a whole number above 0, got "${text}"`);
  return Number(text.trim());
}

export {
  benchSizes,
  benchReps
};
