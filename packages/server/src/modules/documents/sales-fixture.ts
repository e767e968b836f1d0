import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

/** Accounts of the default chart the sales postings use (DEFAULT_ACCOUNT_PURPOSES / LISTS, the PPN tax). */
export const ACC = { AR: '1-10100', SALES: '4-10000', COGS: '5-10000', GIT: '1-10500', INVENTORY: '1-10301', OUTPUT_VAT: '2-10200', SALES_DISC: '4-10200', SALES_DP: '2-10100' } as const;

export type Doc = { id: number; status: string; journalid: number | null; totalamount: string; owing?: string; paid?: string; posted?: boolean; details: Record<string, unknown>[] } & Record<string, unknown>;

/**
 * The purchasing company (purchase-fixture.ts) with goods in stock for the sales tests: a direct purchase invoice of
 * 2026-03-01 brings in KOPI 7 for 10,000 (1,428.5714 a unit, so proportional costs round), TEH 10 at 2,000 and GULA 5
 * at 500. Answers helpers to create and read documents and a journal by account number.
 */
export async function salesCompany(t: TestApp, name: string) {
  const c = await purchaseCompany(t, name);
  const created = async (form: string, body: Record<string, unknown>) => {
    const res = await c.req('POST', form, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Doc;
  };
  const read = async (form: string, id: number) => (await c.req('GET', `${form}/read/${id}`)).json().data as Doc;
  const journal = async (id: number | null) =>
    Object.fromEntries(
      (await c.query(sql`select g.glaccount, sum(l.amount)::text as amount from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where l.journalid = ${id} group by g.glaccount order by g.glaccount`)).map((r) => [
        String(r.glaccount),
        new Decimal(String(r.amount)).toFixed(),
      ]),
    );
  await created('purchase-invoice', {
    invoicedate: '2026-03-01',
    vendorid: c.vendor,
    details: [
      { itemno: 'KOPI', quantity: '7', unitprice: '1428.5714' },
      { itemno: 'TEH', quantity: '10', unitprice: '2000' },
      { itemno: 'GULA', quantity: '5', unitprice: '500' },
    ],
  });
  /** The ledger agrees with the stock: inventory = stock value. */
  const agrees = async () => expect(await c.balance(ACC.INVENTORY)).toBe(await c.stockValue());
  /** Stock moves of a document. */
  const moves = async (form: string, docid: number) => Number((await c.query(sql`select count(*)::int as n from stock_move where form = ${form} and docid = ${docid}`))[0]!.n);
  return { ...c, created, read, journal, agrees, moves };
}
