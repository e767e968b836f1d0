import { sql } from 'drizzle-orm';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, type TestApp } from '../../test/harness.ts';
import { seedSampleLedger } from './sample-ledger.ts';
import { seedSampleCompany } from './sample.repo.ts';

/**
 * A sample company as company creation seeds it (master data, then its documents through the document service) as
 * of `asOf`, for the sample tests: the fixture and a reader of rows under its tenant.
 */
export async function sampleCompanyAsOf(t: TestApp, name: string, asOf: Date) {
  const fixture = await companyFixture(t, name, { language: 'en' });
  const me = (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${fixture.token}` } })).json().data;
  await withTenant(t.ctx.db, fixture.tenantId, (tx) => seedSampleCompany(tx, fixture.tenantId));
  await seedSampleLedger(t.ctx, { tenantId: fixture.tenantId, tenantName: name, userId: me.id, username: me.username }, asOf);
  const query = (q: ReturnType<typeof sql>) => withTenant(t.ctx.db, fixture.tenantId, async (tx) => ((await tx.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows);
  return { ...fixture, query };
}
