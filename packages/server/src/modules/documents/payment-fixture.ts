import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { purchaseCompany } from './purchase-fixture.ts';

type Row = Record<string, unknown>;

/** A decimal as exact text without trailing zeros: amounts compared as text, never as JS numbers. */
export const dec = (v: unknown) => new Decimal(String(v)).toFixed();

/**
 * A company for the purchase payment tests (purchase-fixture.ts) with what a payment needs: the bank account
 * 1-10003, the PPh 23 and PPN taxes of a new company, purchase invoices made through the API, and readers of the
 * ledger and of an invoice's balance.
 */
export async function paymentCompany(t: TestApp, name: string) {
  const c = await purchaseCompany(t, name);
  const glid = async (no: string) => Number((await c.query(sql`select glid from glaccount where glaccount = ${no}`))[0]!.glid);
  const taxid = async (code: string) => Number((await c.query(sql`select taxid from tax where taxcode = ${code}`))[0]!.taxid);

  /** A direct purchase invoice of `quantity` TEH at `unitprice` (no tax unless `taxcodes`), dated in February. */
  const invoice = async (o: { quantity?: string; unitprice: string; vendorid?: number; taxcodes?: string; currencyid?: number; rate?: string; invoicedate?: string }) => {
    const body = {
      invoicedate: o.invoicedate ?? '2026-02-02',
      vendorid: o.vendorid ?? c.vendor,
      ...(o.currencyid ? { currencyid: o.currencyid, rate: o.rate } : {}),
      details: [{ itemno: 'TEH', quantity: o.quantity ?? '1', unitprice: o.unitprice, ...(o.taxcodes ? { taxcodes: o.taxcodes } : {}) }],
    };
    const res = await c.req('POST', 'purchase-invoice', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; invoiceno: string; totalamount: string };
  };

  /**
   * Where an invoice stands: its status and owing as its read answers them, checked against the owing that
   * `getListInvoiceCheque` of a new payment lists (an invoice with nothing owing is not listed).
   */
  const invoiceState = async (id: number, vendorid = c.vendor) => {
    const read = (await c.req('GET', `purchase-invoice/read/${id}`)).json().data as { status: string; owing: string };
    const listed = (await c.req('GET', `purchase-payment/getListInvoiceCheque/0/${vendorid}`)).json().listdata as { apinvoiceid: number; owing: string }[];
    expect(listed.find((l) => l.apinvoiceid === id)?.owing ?? '0').toBe(read.owing);
    return { status: read.status, owing: read.owing };
  };

  /** The balance of an account in the ledger (debit positive). */
  const balance = async (no: string) =>
    dec((await c.query(sql`select coalesce(sum(l.amount), 0) as b from journal_line l join glaccount g on g.tenant_id = l.tenant_id and g.glid = l.glid where g.glaccount = ${no}`))[0]!.b);

  /** The lines of a document's journal `journalid` as [account, debit, credit, primeamount, rate]. */
  const journal = async (form: string, id: number, journalid: number) => {
    const res = await c.req('GET', `general-ledger-history/${id}?form=${form}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().listdata as Row[]).filter((l) => l.journalid === journalid).map((l) => [l.glaccount, l.debit, l.credit, l.primeamount, l.rate]);
  };

  /** Σ owing of every purchase invoice of the company, read from the payments (the AP subledger), negated: the payable account's balance. */
  const payableBySubledger = async () => {
    const ids = (await c.query(sql`select docid, (header ->> 'vendorid')::bigint as vendorid from trans_document where form = 'purchase-invoice'`)).map((r) => [Number(r.docid), Number(r.vendorid)] as const);
    let total = new Decimal(0);
    for (const [id, vendorid] of ids) total = total.plus((await invoiceState(id, vendorid)).owing);
    return total.negated().toFixed();
  };

  return {
    ...c,
    glid,
    bank: await glid('1-10003'),
    cashParent: await glid('1-10000'),
    pph23: await taxid('PPH23'),
    ppn: await taxid('PPN'),
    invoice,
    invoiceState,
    balance,
    journal,
    payableBySubledger,
  };
}

/** Turns on multi-currency and adds USD at 16,000 (purchase-order.test.ts does the same); answers its id. */
export async function addUsd(c: Awaited<ReturnType<typeof purchaseCompany>>): Promise<number> {
  const p = (await c.req('GET', 'preference')).json().data;
  const base = { ...p.pcurrency[0] };
  delete base.isbase;
  const saved = await c.req('PUT', 'preference', { ...p, pcompany: { ...p.pcompany, usemulticurrency: true }, pcurrency: [base, { currencyname: 'USD', exchangerate: '16000', autodefaccnt: true }] });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data.pcurrency.find((x: { currencyname: string }) => x.currencyname === 'USD').currencyid as number;
}
