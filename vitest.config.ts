import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['host.js-src/**/*.test.ts', 'client-src/**/*.test.ts', 'tools/src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/real-dsh/**', 'test/dsh-app/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
