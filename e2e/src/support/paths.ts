import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** WEB_DIST lets parallel work build and test its own copy; the server reads the same variable. */
export const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(repoRoot, 'packages/web/dist');
export const screenshotDir = path.join(repoRoot, 'e2e/screenshots');

/** The server serves the built app; without it every page test would fail for an unclear reason. */
export function assertWebBuilt(): void {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`The web app is not built (${webDist}/index.html is missing). Run: npm run build -w @lontar/web`);
  }
}
