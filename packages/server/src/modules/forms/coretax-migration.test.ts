import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/tx.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { purchaseCompany } from '../documents/purchase-fixture.ts';

/**
 * Migration 0046 on a company provisioned before it (PPN 11 % on the full price, no transaction codes, no unit
 * codes): its PPN moves to 12 % on DPP Nilai Lain 11/12 with code 04, PPN-BM to 12 % on the full price with 01, any
 * other VAT gets its code, the provisioned units their Coretax codes; a document posted before keeps its figures and
 * its journal, and one entered after taxes on the new rule.
 */
type Row = Record<string, unknown>;
let t: TestApp;
let c: Awaited<ReturnType<typeof purchaseCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await purchaseCompany(t, 'PT Sebelum Coretax');
});
afterAll(() => t.close());

const file = fs.readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/0046_coretax_master_fields.sql'), 'utf8');
/** The statements the migration runs for each company, with the company's id for the loop variable, as one block. */
const perCompany = (tenantId: number) => 'DO $$ BEGIN ' + /PERFORM set_config\('app\.tenant_id', t::text, true\);([\s\S]*?)END LOOP;/.exec(file)![1]!.replace(/\bt\b/g, String(tenantId)) + ' END $$;';

const taxes = () => c.query(sql`select taxcode, taxname, rate::text as rate, dppfactor, trxcode from tax order by taxcode`);
const journalOf = (journalid: unknown) => c.query(sql`select glid, amount::text as amount from journal_line where journalid = ${journalid} order by glid, amount`);

describe('migration 0046 on a company provisioned before it', () => {
  let before: Row;
  let lines: Row[];

  beforeAll(async () => {
    // The company as provisioning made it before PMK 131/2024 came into the defaults, and a VAT of its own.
    await withTenant(t.ctx.db, c.tenantId, async (tx) => {
      await tx.execute(sql`update tax set rate = 0.11, dppfactor = '1', taxname = 'PPN 11%' where tenant_id = ${c.tenantId} and taxcode = 'PPN'`);
      await tx.execute(sql`update tax set trxcode = '' where tenant_id = ${c.tenantId}`);
      await tx.execute(sql`update unit set efakturunit = '' where tenant_id = ${c.tenantId}`);
    });
    const own = await c.req('POST', 'tax', { taxcode: 'PPN-KB', taxname: 'PPN kawasan berikat', kind: 'vat', rate: '0.11' });
    expect(own.statusCode, own.body).toBe(201);
    const res = await c.req('POST', 'purchase-invoice', { invoicedate: '2026-02-10', vendorid: c.vendor, details: [{ itemno: 'TEH', quantity: '10', unitprice: '10000', taxcodes: 'PPN' }] });
    expect(res.statusCode, res.body).toBe(201);
    before = (await c.req('GET', `purchase-invoice/read/${res.json().data.id}`)).json().data;
    expect(before).toMatchObject({ tax1amount: '11000', totalamount: '111000' });
    lines = await journalOf(before.journalid);
    expect(lines.length).toBeGreaterThan(1);
    await withTenant(t.ctx.db, c.tenantId, (tx) => tx.execute(sql.raw(perCompany(c.tenantId))));
  });

  it('moves PPN to 12 % on 11/12 with code 04 and PPN-BM to 12 % with 01; another VAT gets its code', async () => {
    expect((await taxes()).map((r) => [r.taxcode, r.taxname, Number(r.rate), r.dppfactor, r.trxcode])).toEqual([
      ['PPH23', 'PPh 23 2%', 0.02, '1', ''],
      ['PPN', 'PPN 12% (DPP Nilai Lain 11/12)', 0.12, '11/12', '04'],
      ['PPN-BM', 'PPN 12% (Barang Mewah)', 0.12, '1', '01'],
      ['PPN-KB', 'PPN kawasan berikat', 0.11, '1', '01'],
    ]);
  });

  it('gives the provisioned units their Coretax unit codes', async () => {
    const units = await c.query(sql`select unitname, efakturunit from unit order by unitname`);
    expect(Object.fromEntries(units.map((u) => [u.unitname, u.efakturunit]))).toMatchObject({ PCS: 'UM.0021', BOX: 'UM.0022', KG: 'UM.0003', RIM: 'UM.0033', JAM: 'UM.0027' });
  });

  it('leaves a posted document as it was saved, figures and journal', async () => {
    const after = (await c.req('GET', `purchase-invoice/read/${before.id}`)).json().data;
    expect(after).toEqual(before);
    expect(await journalOf(before.journalid)).toEqual(lines);
  });

  it('taxes a document entered after it on the new rule (DPP Nilai Lain 91,667, PPN 11,000)', async () => {
    const res = await c.req('POST', 'purchase-invoice', { invoicedate: '2026-02-11', vendorid: c.vendor, details: [{ itemno: 'TEH', quantity: '10', unitprice: '10000', taxcodes: 'PPN' }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.details[0]).toMatchObject({ otherbase: '91667', tax1amount: '11000' });
  });

  it('is harmless when run again', async () => {
    const once = await taxes();
    await withTenant(t.ctx.db, c.tenantId, (tx) => tx.execute(sql.raw(perCompany(c.tenantId))));
    expect(await taxes()).toEqual(once);
  });
});
