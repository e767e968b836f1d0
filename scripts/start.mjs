// npm start: builds the web app when its build is missing or older than its sources, then runs the server
// (API and web on one port) in this process, so SIGTERM reaches it directly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'packages/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(root, 'packages/core/src')].filter((d) => fs.existsSync(d));
  return sources.some((d) => newestMtime(d) > built) || fs.statSync(path.join(web, 'index.html')).mtimeMs > built;
}

if (process.env.SKIP_WEB_BUILD !== '1' && webIsStale()) {
  console.log('Building the web app (packages/web/dist)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@lontar/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'packages/server/src/main.ts'));
