import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { repoRoot } from './paths.ts';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

const STARTUP_MS = 90_000;

/** The administrator the server seeds on its empty database (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@lontar.test', password: 'Admin-Rahasia-1' } as const;

async function answersTime(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/time`)).ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** The real server (packages/server/src/main.ts) on a free port, with a fresh data directory and the SMTP sink. */
export async function startServer({ smtpPort }: { smtpPort: number }): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lontar-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      APP_URL: url,
      MAIL_FROM: 'noreply@lontar.test',
      DEMO_SEED: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Every test signs up from 127.0.0.1; the per-address limits are tested in the server's own suite.
      RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(killer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + STARTUP_MS;
  while (!(await answersTime(url))) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer GET /api/time within ${STARTUP_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}
