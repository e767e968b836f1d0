import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../platform/tx.ts';
import { journalLines, writeJournal } from '../ledger/journal.repo.ts';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { paymentCompany } from '../documents/payment-fixture.ts';

type Body = Record<string, unknown>;

/**
 * A company for the sales tax tests: the payment fixture's company with an NPWP, a customer with an NPWP and address,
 * and `salesInvoice`, which makes a posted invoice in the shape every trade invoice is stored in (trans_document,
 * trans_line figures, its journal) by entering it on the purchase form and turning it into a sales invoice: the
 * customer as party, its journal's VAT moved to the tax's sales (output VAT) account as a credit.
 */
export async function salesTaxCompany(t: TestApp, name: string) {
  const c = await paymentCompany(t, name);
  await c.query(sql`update company set npwp = '0012345678609000'`);
  await c.query(sql`update person set tax1exemptionno = '01.234.567.8-901.000', addressline1 = 'Jl. Pelanggan 1', city = 'Surabaya', email = 'beli@pelanggan.id' where personid = ${c.customer}`);
  const person = async (personno: string, personName: string, fields: Body) => {
    const res = await c.req('POST', 'person-data', { persontype: 0, personno, name: personName, addressline1: 'Jl. Lain 2', ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const salesInvoice = async (o: { customerid?: number; invoicedate: string; duedate?: string; quantity?: string; unitprice: string; taxcodes?: string; itemno?: string }) => {
    const res = await c.req('POST', 'purchase-invoice', {
      invoicedate: o.invoicedate,
      ...(o.duedate ? { duedate: o.duedate } : {}),
      vendorid: c.vendor,
      details: [{ itemno: o.itemno ?? 'TEH', quantity: o.quantity ?? '1', unitprice: o.unitprice, ...(o.taxcodes ? { taxcodes: o.taxcodes } : {}) }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json().data as { id: number; invoiceno: string; totalamount: string };
    const customerid = o.customerid ?? c.customer;
    const [doc] = await c.query(sql`
      update trans_document set form = 'sales-invoice', transtype = 'AR INV', docno = 'SI-' || docno,
             header = (header - 'vendorid') || jsonb_build_object('customerid', ${customerid}::bigint, 'arinvoiceid', docid)
      where docid = ${inv.id} returning docno, journalid`);
    // Journals are never updated: the sales journal is a new one written as the app writes journals (its lines and
    // the balance table), the purchase journal's lines negated, the payable read as the receivable and each VAT's
    // purchase account as its sales (output VAT) account.
    const [head] = await c.query(sql`select transdate::text as transdate, userid from journal where journalid = ${Number(doc!.journalid)}`);
    const taxes = await c.query(sql`select purchaseglid, salesglid from tax where kind = 'vat' and purchaseglid is not null`);
    const payable = await c.glid('2-10000');
    const receivable = await c.glid('1-10100');
    const journalid = await withTenant(t.ctx.db, c.tenantId, async (tx) => {
      const lines = (await journalLines(tx, c.tenantId, Number(doc!.journalid))).map((l) => {
        const vat = taxes.find((x) => Number(x.purchaseglid) === l.glid);
        const glid = vat ? Number(vat.salesglid) : l.glid === payable ? receivable : l.glid;
        const neg = (v: string) => new Decimal(v).negated().toFixed();
        return { ...l, glid, amount: neg(l.amount), primeamount: neg(l.primeamount), subsidiary: glid === receivable ? customerid : l.subsidiary };
      });
      const header = { tenantId: c.tenantId, form: 'sales-invoice', docid: inv.id, docno: String(doc!.docno), transdate: String(head!.transdate), description: '', reversalOf: null, userid: Number(head!.userid) };
      return writeJournal(tx, header, lines);
    });
    await c.query(sql`update trans_document set journalid = ${journalid} where docid = ${inv.id}`);
    return { id: inv.id, invoiceno: String(doc!.docno), totalamount: inv.totalamount, journalid };
  };
  return { ...c, person, salesInvoice };
}
