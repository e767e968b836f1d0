import { defineConfig } from 'vitest/config';

/** CI sets CI=true (.ci/run does for this suite unless told otherwise). */
const ci = ['true', '1'].includes(process.env.CI ?? '');

// Browser tests against the real server and the built web app: one file at a time, each with its own stack.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**'],
    testTimeout: 240_000,
    // A file's beforeAll starts its server, SMTP sink and Chromium: minutes when the machine is busy.
    hookTimeout: 300_000,
    globalSetup: ['./global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    // A value the page derives after a key (totals, filtered rows) may trail behind on a loaded machine.
    expect: { poll: { timeout: 30_000 } },
    // On CI a failed test gets one more try; a pass on that try is reported as FLAKY (flaky-reporter.ts, flaky.txt),
    // never counted as a plain pass. Locally a failure stays a failure at once.
    retry: ci ? 1 : 0,
    reporters: ['default', './flaky-reporter.ts'],
  },
});
