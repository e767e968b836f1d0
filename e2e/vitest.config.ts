import { defineConfig } from 'vitest/config';

// Browser tests against the real server and the built web app: one file at a time, each with its own stack.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // A value the page derives after a key (totals, filtered rows) may trail behind on a loaded machine.
    expect: { poll: { timeout: 30_000 } },
  },
});
