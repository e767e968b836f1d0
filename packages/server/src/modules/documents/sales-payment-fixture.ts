import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { dec } from './payment-fixture.ts';
import { purchaseCompany } from './purchase-fixture.ts';

type Row = Record<string, unknown>;

/**
 * A company for the sales receipt and Tukar Faktur tests (purchase-fixture.ts) with what a receipt needs: the bank
 * account 1-10003, the PPh 23 tax (sales account 1-10800, PPh 23 prepaid), a second customer, sales invoices of the
 * service JASA made through the API (no stock needed), and readers of the ledger and of an invoice's balance.
 */
export async function receiptCompany(t: TestApp, name: string) {
  const c = await purchaseCompany(t, name);
  const glid = async (no: string) => Number((await c.query(sql`select glid from glaccount where glaccount = ${no}`))[0]!.glid);
  const taxid = async (code: string) => Number((await c.query(sql`select taxid from tax where taxcode = ${code}`))[0]!.taxid);
  const made = await c.req('POST', 'person-data', { persontype: 0, personno: 'C-00002', name: 'CV Pelanggan Dua' });
  expect(made.statusCode, made.body).toBe(201);
  const customer2 = made.json().data.id as number;

  /** A sales invoice of `unitprice` × `quantity` JASA (no tax unless `taxcodes`), dated 2 February; `posted: false` a Temporary Invoice. */
  const invoice = async (o: { unitprice: string; quantity?: string; customerid?: number; taxcodes?: string; currencyid?: number; rate?: string; invoicedate?: string; posted?: boolean }) => {
    const body = {
      invoicedate: o.invoicedate ?? '2026-02-02',
      customerid: o.customerid ?? c.customer,
      ...(o.currencyid ? { currencyid: o.currencyid, rate: o.rate } : {}),
      ...(o.posted === false ? { posted: false } : {}),
      details: [{ itemno: 'JASA', quantity: o.quantity ?? '1', unitprice: o.unitprice, ...(o.taxcodes ? { taxcodes: o.taxcodes } : {}) }],
      confirm: true,
    };
    const res = await c.req('POST', 'sales-invoice', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; invoiceno: string; totalamount: string };
  };

  /** Where an invoice stands: status and owing as its read answers them, checked against what `getListInvoiceCheque` of a new receipt lists. */
  const invoiceState = async (id: number, customerid = c.customer) => {
    const read = (await c.req('GET', `sales-invoice/read/${id}`)).json().data as { status: string; owing: string };
    const listed = (await c.req('GET', `sales-payment/getListInvoiceCheque/0/${customerid}`)).json().listdata as { arinvoiceid: number; owing: string }[];
    expect(listed.find((l) => l.arinvoiceid === id)?.owing ?? '0').toBe(read.owing);
    return { status: read.status, owing: read.owing };
  };

  /** The lines of a document's journal `journalid` as [account, debit, credit, primeamount, rate]. */
  const journal = async (form: string, id: number, journalid: number) => {
    const res = await c.req('GET', `general-ledger-history/${id}?form=${form}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().listdata as Row[]).filter((l) => l.journalid === journalid).map((l) => [l.glaccount, l.debit, l.credit, l.primeamount, l.rate]);
  };

  /** Σ owing of every posted sales invoice of the company (the AR subledger): the receivable account's balance. */
  const receivableBySubledger = async () => {
    const rows = await c.query(sql`select docid, (header ->> 'customerid')::bigint as customerid from trans_document where form = 'sales-invoice' and coalesce(header ->> 'posted', 'true') <> 'false'`);
    let total = new Decimal(0);
    for (const r of rows) total = total.plus((await invoiceState(Number(r.docid), Number(r.customerid))).owing);
    return total.toFixed();
  };

  /** What receipts paid on an invoice, read from their lines. */
  const paidOf = async (id: number) =>
    dec((await c.query(sql`select coalesce(sum((l.extra ->> 'pay')::numeric), 0) as p from trans_line l join trans_document d on d.tenant_id = l.tenant_id and d.docid = l.docid where d.form = 'sales-payment' and l.srcid = ${id}`))[0]!.p);

  return { ...c, customer2, glid, bank: await glid('1-10003'), pph23: await taxid('PPH23'), invoice, invoiceState, journal, receivableBySubledger, paidOf };
}
