import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const webDist = path.join(repoRoot, 'packages/web/dist');
export const screenshotDir = path.join(repoRoot, 'e2e/screenshots');

/** The server serves the built app; without it every page test would fail for an unclear reason. */
export function assertWebBuilt(): void {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`The web app is not built (${webDist}/index.html is missing). Run: npm run build -w @lontar/web`);
  }
}
