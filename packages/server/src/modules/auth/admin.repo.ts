import { count, eq, sql } from 'drizzle-orm';
import { administrators } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/tx.ts';

export async function findAdministratorByEmail(db: Queryable, email: string) {
  const [row] = await db.select().from(administrators).where(eq(sql`lower(${administrators.email})`, email.trim().toLowerCase()));
  return row;
}

export async function countAdministrators(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(administrators);
  return row?.n ?? 0;
}

/** Creates the administrator or, when the address exists, sets its password. */
export async function upsertAdministrator(db: Queryable, email: string, passwordHash: string) {
  const existing = await findAdministratorByEmail(db, email);
  if (existing) {
    await db.update(administrators).set({ passwordHash }).where(eq(administrators.id, existing.id));
    return existing.id;
  }
  const [row] = await db.insert(administrators).values({ email: email.trim().toLowerCase(), passwordHash }).returning({ id: administrators.id });
  return row!.id;
}
