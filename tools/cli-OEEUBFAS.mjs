import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  ReadBuffer,
  STDIO_DEFAULT_MAX_BUFFER_SIZE,
  deserializeMessage,
  serializeMessage
} from "./cli-DYUDWYOS.mjs";
import "./cli-2KMV3ISC.mjs";
import "./cli-Y562RBGA.mjs";
export {
  ReadBuffer,
  STDIO_DEFAULT_MAX_BUFFER_SIZE,
  deserializeMessage,
  serializeMessage
};
