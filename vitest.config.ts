import { defineConfig } from 'vitest/config';

// Unit and API tests. The e2e suite has its own config (e2e/vitest.config.ts) because it needs a built web app and Chromium.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/src/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
