import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Makes retries visible. Every test that passed only after a retry (CI retries a failed browser test once) is
 * printed as `FLAKY: <file> > <test>`, with the error of the failed try and where it failed, and added to
 * e2e/flaky.txt, so a pass on retry is a finding, never a silent green. The file is emptied when a run starts unless E2E_FLAKY_APPEND=1 (.ci/run runs one vitest per file and
 * empties it itself); it exists after every run, empty when nothing was flaky.
 */
export const FLAKY_FILE = path.join(import.meta.dirname, 'flaky.txt');

export default class FlakyReporter implements Reporter {
  onInit(): void {
    if (process.env.E2E_FLAKY_APPEND === '1') fs.appendFileSync(FLAKY_FILE, '');
    else fs.writeFileSync(FLAKY_FILE, '');
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines: string[] = [];
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const retries = test.diagnostic()?.retryCount ?? 0;
        const result = test.result();
        if (result.state !== 'passed' || retries === 0) continue;
        lines.push(`FLAKY: ${testModule.relativeModuleId} > ${test.fullName}`);
        // A test that passed on a retry keeps the errors of the tries before: what failed is the finding.
        for (const error of result.errors ?? []) {
          const where = (error.stack ?? '').split('\n').filter((line) => line.includes('.e2e.ts') || line.includes('/support/')).slice(0, 3);
          lines.push(`  first try: ${(error.message ?? String(error)).split('\n').slice(0, 6).join('\n    ')}`, ...where.map((line) => `    ${line.trim()}`));
        }
      }
    }
    if (lines.length === 0) return;
    // stdout, after the default reporter's summary, so the lines stand out in the CI log.
    process.stdout.write(`\n${lines.join('\n')}\n`);
    fs.appendFileSync(FLAKY_FILE, `${lines.join('\n')}\n`);
  }
}
