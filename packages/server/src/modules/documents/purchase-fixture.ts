import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { bearer, companyFixture, createVerifiedUser, signIn, type TestApp } from '../../test/harness.ts';

type Row = Record<string, unknown>;

/**
 * A company for the purchasing tests: books from 1 Jan 2026; items KOPI (PCS, DUS of 12), TEH and GULA, the
 * service JASA; two vendors and a customer; `req` as the owner (Indonesian) and `en` as a member whose language is
 * English.
 */
export async function purchaseCompany(t: TestApp, name: string) {
  const { tenantId, req, as, token } = await companyFixture(t, name, { language: 'id' });
  await req('PUT', 'company', { companyname: name, businesstype: 'Dagang', addressline1: 'Jl. A', addressline3: 'Kota B', provinceid: '35', postalcode: '60000', startdate: '2026-01-01', fiscalyear: '2026' });
  for (const [itemno, unit2, ratio2, itemtype] of [['KOPI', 'DUS', '12', 0], ['TEH', '', '0', 0], ['GULA', '', '0', 0], ['JASA', '', '0', 2]] as const) {
    const res = await req('POST', 'item', { itemno, itemdescription: `Barang ${itemno}`, unit1: 'PCS', unit2, ratio2, itemtype });
    expect(res.statusCode, res.body).toBe(201);
  }
  const person = async (persontype: number, personno: string, personName: string) => {
    const res = await req('POST', 'person-data', { persontype, personno, name: personName });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const vendor = await person(1, 'V-00001', 'PT Pemasok Kopi');
  const vendor2 = await person(1, 'V-00002', 'CV Teh Wangi');
  const customer = await person(0, 'C-00001', 'Toko Pelanggan');
  const english = await createVerifiedUser(t, { language: 'en' });
  const added = await t.app.inject({ method: 'POST', url: '/api/tenant-user', headers: bearer(token), payload: { tenantId, email: english.email, roleId: 1 } });
  expect(added.statusCode, added.body).toBeLessThan(300);
  const en = as(await signIn(t, english.username, english.password));
  const query = (q: ReturnType<typeof sql>) => withTenant(t.ctx.db, tenantId, async (tx) => ((await tx.execute(q)) as unknown as { rows: Row[] }).rows);
  /** How many documents of a form the company has (a refusal changes nothing). */
  const count = async (form: string) => Number((await query(sql`select count(*)::int as n from trans_document where form = ${form}`))[0]!.n);
  const dec = (v: unknown) => new Decimal(String(v)).toFixed();
  /** An account's balance in the ledger (debit positive), exact text. */
  const balance = async (no: string) =>
    dec((await query(sql`select coalesce(sum(l.amount), 0) as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = ${no}`))[0]!.b);
  /** The company's stock value by the engine. */
  const stockValue = async () => dec((await query(sql`select coalesce(sum(v), 0) as v from (select distinct on (itemid) itemvalue as v from stock_balance order by itemid) x`))[0]!.v);
  const glid = async (no: string) => Number((await query(sql`select glid from glaccount where glaccount = ${no}`))[0]!.glid);
  return { tenantId, req, as, token, en, vendor, vendor2, customer, query, count, balance, stockValue, glid };
}
