import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { dec, inventoryCompany } from '../documents/inventory-fixture.ts';

/**
 * The inventory company with serial-tracked goods: HP (serial numbers, forced), OBAT (batches with expiry, forced,
 * BOX of 10), KABEL (serial numbers, not forced). `useSerials` turns the company's `usesn` feature on or off.
 */
export async function serialCompany(t: TestApp, name: string) {
  const c = await inventoryCompany(t, name);
  const items = [
    { itemno: 'HP', itemdescription: 'Ponsel', unit1: 'UNIT', usesn: true, forcesn: true, sntype: 0 },
    { itemno: 'OBAT', itemdescription: 'Obat batuk', unit1: 'BTL', unit2: 'BOX', ratio2: '10', usesn: true, forcesn: true, useexp: true, sntype: 1 },
    { itemno: 'KABEL', itemdescription: 'Kabel data', unit1: 'PCS', usesn: true, sntype: 0 },
  ];
  for (const item of items) {
    const res = await c.req('POST', 'item', { itemtype: 0, ...item });
    expect(res.statusCode, res.body).toBe(201);
  }
  const useSerials = async (on: boolean) => {
    const p = (await c.req('GET', 'preference')).json().data;
    const features = JSON.parse(p.pcompany.features ?? '{}');
    const body = { ...p, pcompany: { ...p.pcompany, features: JSON.stringify({ ...features, persediaan: { ...features.persediaan, usesn: on } }) } };
    for (const currency of body.pcurrency) delete currency.isbase;
    const res = await c.req('PUT', 'preference', body);
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Quantity of an item in stock (unit1), in one warehouse or company-wide. */
  const quantity = async (itemno: string, warehouseid?: number) =>
    dec(
      (
        await c.query(sql`select coalesce(sum(qtyin - qtyout), 0) as q from stock_move m join item i on i.tenant_id = m.tenant_id and i.itemid = m.itemid
                          where i.itemno = ${itemno} and (${warehouseid ?? 0}::bigint = 0 or m.warehouseid = ${warehouseid ?? 0})`)
      )[0]!.q,
    );
  const itemid = async (itemno: string) => Number((await c.query(sql`select itemid from item where itemno = ${itemno}`))[0]!.itemid);
  /** What serial-number-search offers of an item in a warehouse: `number=quantity` pairs. */
  const available = async (itemno: string, warehouseid: number, extra = '') => {
    const res = await c.req('GET', `serial-number-search?vitemid=${await itemid(itemno)}&warehouseid=${warehouseid}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().listdata as { serialno: string; quantity: string }[]).map((r) => `${r.serialno}=${r.quantity}`);
  };
  /** Every serial row of the company, to compare before and after a refused document. */
  const serialRows = async () => c.query(sql`select form, docid, lineseq, itemid, warehouseid, serialno, qtyin::text, qtyout::text from serial_move order by serialmoveid`);
  return { ...c, useSerials, quantity, itemid, available, serialRows };
}
