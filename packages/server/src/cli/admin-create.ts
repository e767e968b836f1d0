import { parseArgs } from 'node:util';
import { ZEmail, ZPassword } from '@lontar/core';
import { upsertAdministrator } from '../modules/auth/admin.repo.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';
import { hashPassword } from '../platform/secrets.ts';

/** npm run admin:create -- --email admin@example.com --password '…' (creates, or resets the password of, an administrator). */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = ZEmail.safeParse(values.email);
const password = ZPassword.safeParse(values.password);
if (!email.success || !password.success) {
  console.error('Usage: npm run admin:create -- --email <e-mail> --password <at least 8 characters>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 1 });
try {
  const id = await upsertAdministrator(database.db, email.data, await hashPassword(password.data));
  console.log(`administrator ${email.data} ready (id ${id})`);
} finally {
  await database.close();
}
