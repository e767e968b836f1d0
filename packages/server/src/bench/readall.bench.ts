import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { withTenant } from '../platform/tx.ts';
import { bearer, createTestApp, createVerifiedUser, signIn } from '../test/harness.ts';
import { summarize } from './stats.ts';

const WORDS = ['Beras', 'Gula', 'Minyak', 'Kopi', 'Teh', 'Sabun', 'Kertas', 'Pulpen', 'Semen', 'Cat', 'Baut', 'Kabel', 'Lampu', 'Pipa', 'Kaos', 'Sepatu', 'Tas', 'Susu', 'Roti', 'Air'];
const BRANDS = ['Sinar', 'Maju', 'Jaya', 'Abadi', 'Makmur', 'Sentosa', 'Indah', 'Mulia', 'Prima', 'Karya'];

/** Seeds rows set-based in the tenant context (one statement per table). */
async function seed(db: Parameters<typeof withTenant>[0], tenantId: number, rows: number) {
  await withTenant(db, tenantId, async (tx) => {
    await tx.execute(sql`
      insert into item (tenant_id, itemno, itemdescription, unit1)
      select ${tenantId}, 'BRG-' || lpad(i::text, 6, '0'),
             (array[${sql.raw(WORDS.map((w) => `'${w}'`).join(','))}])[1 + i % ${WORDS.length}] || ' ' ||
             (array[${sql.raw(BRANDS.map((w) => `'${w}'`).join(','))}])[1 + (i / ${WORDS.length})::int % ${BRANDS.length}] || ' ' || (i % 997)::text || ' gr',
             'PCS'
      from generate_series(1, ${rows}) as i`);
    await tx.execute(sql`
      insert into person (tenant_id, persontype, personno, name, city)
      select ${tenantId}, 0, 'C-' || lpad(i::text, 6, '0'),
             'Toko ' || (array[${sql.raw(BRANDS.map((w) => `'${w}'`).join(','))}])[1 + i % ${BRANDS.length}] || ' ' ||
             (array[${sql.raw(WORDS.map((w) => `'${w}'`).join(','))}])[1 + (i / ${BRANDS.length})::int % ${WORDS.length}] || ' ' || i::text,
             'Surabaya'
      from generate_series(1, ${rows}) as i`);
  });
  await db.execute(sql`analyze item`);
  await db.execute(sql`analyze person`);
}

/**
 * readall with search, sort and paging over 100,000 items and 100,000 customers in one company, next to
 * 50 small companies, through the full HTTP stack (app.inject).
 */
export async function benchReadall(rows: number, samples: number) {
  const t = await createTestApp();
  try {
    const u = await createVerifiedUser(t);
    const token = await signIn(t, u.username, u.password);
    const create = async (name: string) => (await t.app.inject({ method: 'POST', url: '/api/tenant', headers: bearer(token), payload: { name } })).json().data.tenantId as number;
    const big = await create('PT Besar Sekali');
    for (let i = 0; i < 50; i++) {
      const small = await create(`Toko Kecil ${i}`);
      await seed(t.ctx.db, small, 200);
    }
    const seedStart = performance.now();
    await seed(t.ctx.db, big, rows);
    const seedMs = Math.round(performance.now() - seedStart);
    const measure = async (path: (i: number) => string) => {
      const times: number[] = [];
      for (let i = 0; i < samples; i++) {
        const start = performance.now();
        const res = await t.app.inject({ method: 'GET', url: `/api/tenant/${big}/master/${path(i)}`, headers: bearer(token) });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${path(i)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      return summarize(times);
    };
    // A common word (5 % of the rows), a brand (10 %), a number, an item-number prefix (1,000 rows together in sort order).
    const terms = (i: number) => [WORDS[i % WORDS.length]!.toLowerCase(), BRANDS[i % BRANDS.length]!, `${100 + i}`, `brg-0${10 + (i % 90)}`][i % 4]!;
    // The machine is shared: the 1-minute load average before and after says how much the figures can be trusted.
    const loadStart = os.loadavg()[0]!;
    const result = {
      database: t.database.kind,
      rowsPerTable: rows,
      seedMs,
      itemSearch: await measure((i) => `item/readall?search=${encodeURIComponent(terms(i))}&size=20`),
      itemSortedPage: await measure((i) => `item/readall?sort=itemdescription&page=${1 + (i % 50)}&size=50`),
      customerSearch: await measure((i) => `person-data/readall?persontype=0&search=${encodeURIComponent(terms(i + 1))}&size=20`),
      itemLookup: await measure((i) => `filter-item?search=${encodeURIComponent(terms(i))}`),
    };
    return { ...result, loadAverage: { start: loadStart, end: os.loadavg()[0]! } };
  } finally {
    await t.close();
  }
}
