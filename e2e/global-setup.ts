import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_TEMPLATE_ENV, makeDataTemplate } from './src/support/server.ts';

/**
 * Once per vitest run: a migrated, seeded data directory that every test file's server starts from (a copy), so
 * each file skips the migrations. E2E_DATA_TEMPLATE names one to use or make (.ci/run shares one across its
 * one-file runs and removes it); without it the run makes its own and removes it at the end.
 */
export default async function setup(): Promise<() => void> {
  const given = process.env[DATA_TEMPLATE_ENV];
  const templateDir = given || path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lontar-e2e-run-')), 'data');
  await makeDataTemplate(templateDir);
  process.env[DATA_TEMPLATE_ENV] = templateDir;
  return () => {
    if (!given) fs.rmSync(path.dirname(templateDir), { recursive: true, force: true });
  };
}
