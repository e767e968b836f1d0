import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { serverSettings } from '../db/schema/index.ts';
import { countAdministrators, upsertAdministrator } from '../modules/auth/admin.repo.ts';
import { countUsers, insertUser } from '../modules/user/user.repo.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { hashPassword } from './secrets.ts';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'demo12345';

/** JWT_SECRET when given; otherwise a random secret generated once and kept in the database, so restarts keep sessions. */
export async function loadJwtSecret(db: Db, config: Config): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  await db.insert(serverSettings).values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
  return new TextEncoder().encode(row!.value);
}

/** ADMIN_EMAIL / ADMIN_PASSWORD create the first administrator when there is none. */
export async function seedAdministrator(db: Db, config: Config, log: FastifyBaseLogger) {
  if (!config.adminEmail || !config.adminPassword) return;
  if ((await countAdministrators(db)) > 0) return;
  await upsertAdministrator(db, config.adminEmail, await hashPassword(config.adminPassword));
  log.info({ email: config.adminEmail }, 'administrator account created');
}

/** On an empty database, a verified demo account lets a newcomer sign in at once. */
export async function seedDemoAccount(db: Db, config: Config, log: FastifyBaseLogger) {
  if (!config.demoSeed || (await countUsers(db)) > 0) return;
  await insertUser(db, {
    name: 'Demo Lontar',
    username: DEMO_USERNAME,
    email: 'demo@lontar.local',
    phone: '',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    language: 'id',
    verifiedAt: new Date(),
  });
  log.info(`demo account created: username "${DEMO_USERNAME}", password "${DEMO_PASSWORD}" (set DEMO_SEED=0 to skip)`);
}
