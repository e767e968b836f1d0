import { defineConfig } from 'vitest/config';

// Unit and API tests. The e2e suite has its own config (e2e/vitest.config.ts) because it needs a built web app and Chromium.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the CPUs: one on a 2-core machine, where half the time went to
    // waiting on PGlite in the only worker. Two keep both cores busy.
    maxWorkers: 2,
    globalSetup: ['packages/server/src/test/global-setup.ts'],
  },
});
