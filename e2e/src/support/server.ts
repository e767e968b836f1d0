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

/**
 * tsx compiles the server and a fresh embedded database runs every migration before the first answer: tens of
 * seconds of CPU, which a shared 2-core machine under load can stretch past two minutes.
 */
const STARTUP_MS = 240_000;

/** The administrator the server seeds on its empty database (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@lontar.test', password: 'Admin-Rahasia-1' } as const;

/**
 * A data directory already migrated and seeded (made once per e2e run by global-setup.ts): each stack starts from
 * a copy of it, skipping the migrations, which are most of a fresh server's start.
 */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

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

/** The real server (packages/server/src/main.ts) on a free port over `dataDir`, answering GET /api/time. */
async function spawnServer(dataDir: string, smtpPort: number, removeDataDir: boolean): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
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
    if (removeDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  while (!(await answersTime(url))) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering:\n${output}`);
    if (Date.now() - started > STARTUP_MS) {
      await stop();
      throw new Error(`The server did not answer GET /api/time within ${STARTUP_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, stop };
}

/**
 * Makes the migrated, seeded data directory at `templateDir` (if it is not there yet): a server starts on an empty
 * one and stops cleanly. Made aside and renamed into place, so a half-made template is never used.
 */
export async function makeDataTemplate(templateDir: string): Promise<void> {
  if (fs.existsSync(templateDir)) return;
  const building = fs.mkdtempSync(path.join(os.tmpdir(), 'lontar-e2e-template-'));
  // The server sends no mail while starting; the port only has to be a number.
  const server = await spawnServer(building, 9, false);
  await server.stop();
  fs.mkdirSync(path.dirname(templateDir), { recursive: true });
  try {
    fs.renameSync(building, templateDir);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(templateDir)) throw error;
  }
}

/**
 * The real server on a free port, with its own data directory (a copy of the run's migrated template when there is
 * one, else empty) and the SMTP sink.
 */
export async function startServer({ smtpPort }: { smtpPort: number }): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lontar-e2e-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template && fs.existsSync(template)) fs.cpSync(template, dataDir, { recursive: true });
  return spawnServer(dataDir, smtpPort, true);
}
