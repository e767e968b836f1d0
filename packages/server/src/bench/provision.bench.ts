import { performance } from 'node:perf_hooks';
import { createTestApp, createVerifiedUser } from '../test/harness.ts';
import { findUserById } from '../modules/user/user.repo.ts';
import { createCompany } from '../modules/tenant/tenant.service.ts';
import { summarize } from './stats.ts';

/** Time to create and provision one company (chart, defaults, preferences, rights) through the service. */
export async function benchProvision(runs: number) {
  const t = await createTestApp();
  try {
    const u = await createVerifiedUser(t);
    const user = (await findUserById(t.ctx.db, u.id))!;
    await createCompany(t.ctx, user, { name: 'Pemanasan' });
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await createCompany(t.ctx, user, { name: `Perusahaan Bench ${i}` });
      samples.push(performance.now() - start);
    }
    return { database: t.database.kind, ...summarize(samples) };
  } finally {
    await t.close();
  }
}
