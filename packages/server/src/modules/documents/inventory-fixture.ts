import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { companyFixture, type TestApp } from '../../test/harness.ts';

type Row = Record<string, unknown>;
/** A decimal as exact text without trailing zeros: amounts compared as text, never as JS numbers. */
export const dec = (v: unknown) => new Decimal(String(v)).toFixed();

/**
 * A company for the inventory tests: books from 1 Jan 2026, CENTER and a second warehouse, items KOPI (PCS, DUS
 * of 12), TEH and GULA, and a service JASA; helpers to read the ledger and the stock.
 */
export async function inventoryCompany(t: TestApp, name: string) {
  const { tenantId, req, as, owner } = await companyFixture(t, name, { language: 'id' });
  await req('PUT', 'company', { companyname: name, businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026' });
  const query = (q: ReturnType<typeof sql>) => withTenant(t.ctx.db, tenantId, async (tx) => ((await tx.execute(q)) as unknown as { rows: Row[] }).rows);
  const glid = async (no: string) => Number((await query(sql`select glid from glaccount where glaccount = ${no}`))[0]!.glid);
  const central = Number((await query(sql`select min(whid) as id from warehouse`))[0]!.id);
  const branch = (await req('POST', 'warehouse', { name: 'Gudang Surabaya' })).json().data.id as number;
  for (const [itemno, unit2, ratio2] of [['KOPI', 'DUS', '12'], ['TEH', '', '0'], ['GULA', '', '0']] as const) {
    const res = await req('POST', 'item', { itemno, itemdescription: `Barang ${itemno}`, unit1: 'PCS', unit2, ratio2, itemtype: 0 });
    expect(res.statusCode, res.body).toBe(201);
  }
  expect((await req('POST', 'item', { itemno: 'JASA', itemdescription: 'Jasa antar', unit1: 'JAM', itemtype: 2 })).statusCode).toBe(201);
  return {
    tenantId,
    req,
    as,
    owner,
    query,
    glid,
    central,
    branch,
    adjAccount: await glid('6-11000'),
    /** The balance of an account in the ledger. */
    balance: async (no: string) =>
      dec((await query(sql`select coalesce(sum(l.amount), 0) as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = ${no}`))[0]!.b),
    /** The company's stock value by the engine (every item where the engine left it). */
    stockValue: async () => dec((await query(sql`select coalesce(sum(v), 0) as v from (select distinct on (itemid) itemvalue as v from stock_balance order by itemid) x`))[0]!.v),
  };
}
