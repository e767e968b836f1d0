import { postSalesPayment, SALES_PAYMENT, translate, trimZeros, type TSalesPayment } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { settlementsOf } from './invoice-settlement.repo.ts';
import { withMoney } from './money-message.ts';
import { preparePayment, type Body, type PaymentFields, type PaymentInput } from './payment-prepare.ts';
import { invoicesById } from './payment.repo.ts';
import type { PaymentSide, SideContext, SidePrepared } from './payment-side.ts';
import { consolidatedInvoiceIds, consolidatedOf, creditOverused, customerCredit, lockCustomer, refreshConsolidatedStatus } from './sales-payment.repo.ts';
import { accountFor } from './trade-context.repo.ts';

/**
 * The sales receipt (AR PMT, API.md §7.5, §7.8): the purchase payment's preparation on the customer's side (posted
 * sales invoices of the customer, PPh 23 withheld by the customer to the tax's sales account, the receivable), and
 * what a receipt adds: a Tukar Faktur (`consid`: its invoices only; without details, every one still owing paid in
 * full), an overpayment kept as the customer's credit and credit applied (`applyfromcredit`, at most what the
 * customer has; its rupiah cleared at what it stood for), posted by core `postSalesPayment`.
 */

const FIELDS = {
  party: 'customerid',
  partyName: 'customername',
  invoiceForm: 'sales-invoice',
  returnForm: 'sales-return',
  invoiceId: 'arinvoiceid',
  bank: 'bankaccount',
  partyAccount: 'receivable',
  taxAccount: 'salesglid',
  taxAccountMissing: 'TAX_SALES_ACCOUNT_MISSING',
  notOfParty: 'INVOICE_NOT_OF_CUSTOMER',
  partyRates: false,
} as const satisfies PaymentFields & Partial<PaymentSide>;

const money = (d: Decimal) => d.toFixed(2);
const amount = (v: string | undefined) => new Decimal(v ?? '0');

function inputOf(doc: TSalesPayment, details: TSalesPayment['details']): PaymentInput {
  const { customerid, bankaccount, details: _details, ...rest } = doc;
  return { ...rest, partyid: customerid ?? 0, bankglid: bankaccount, details: details.map(({ arinvoiceid, ...l }) => ({ ...l, invoiceid: arinvoiceid })) };
}

/**
 * The lines a receipt of a Tukar Faktur pays: those given, each an invoice of it (`400` otherwise), or without any,
 * every invoice of it still owing (apart from this receipt), paid in full (`400` when none owes).
 */
async function consolidatedLines(tx: Tx, tenantId: number, doc: TSalesPayment, ctx: SideContext): Promise<TSalesPayment['details']> {
  if (!doc.consid) return doc.details;
  const cons = await consolidatedOf(tx, tenantId, doc.consid);
  if (!cons) throw validationError([translate(ctx.lang, 'V_REF_NOT_FOUND', { field: 'consid' })]);
  if (cons.customerid !== doc.customerid) throw validationError([`consid: ${translate(ctx.lang, 'CONSOLIDATED_NOT_OF_CUSTOMER', { number: cons.docno })}`]);
  const members = await consolidatedInvoiceIds(tx, tenantId, cons.docid);
  if (doc.details.length) {
    const outside = doc.details.flatMap((l, i) => (members.includes(l.arinvoiceid) ? [] : [[i, l.arinvoiceid] as const]));
    const names = await invoicesById(tx, tenantId, outside.map(([, id]) => id), 'sales-invoice');
    const problems = outside.map(([i, id]) => `details.${i}.arinvoiceid: ${translate(ctx.lang, 'INVOICE_NOT_IN_CONSOLIDATED', { number: names.get(id)?.docno ?? String(id), cons: cons.docno })}`);
    if (problems.length) throw validationError(problems);
    return doc.details;
  }
  const owing = await settlementsOf(tx, tenantId, members, ctx.self);
  const details = members.flatMap((id) => {
    const left = owing.get(id)?.owing ?? '0';
    return new Decimal(left).greaterThan(0) ? [{ arinvoiceid: id, pay: left, bupotno: '' }] : [];
  });
  if (!details.length) throw validationError([`consid: ${translate(ctx.lang, 'CONSOLIDATED_NOTHING_OWING', { number: cons.docno })}`]);
  return details;
}

async function prepareSalesPayment(tx: Tx, tenantId: number, body: Body, ctx: SideContext): Promise<SidePrepared> {
  const doc = body as TSalesPayment;
  const details = await consolidatedLines(tx, tenantId, doc, ctx);
  const { accounts } = ctx.settings;
  const prepared = await preparePayment(tx, tenantId, FIELDS, inputOf(doc, details), {
    accounts: { party: accounts.receivable, realisedprofit: accounts.realisedprofit },
    lang: ctx.lang,
    self: ctx.self,
    alsoLock: ctx.alsoLock,
  });
  const overpay = amount(doc.overpay);
  const used = amount(doc.applyfromcredit);
  const { currencyid, rate } = prepared.posting;
  const header: Body = { ...prepared.header, consid: doc.consid ?? null, overpay: money(overpay), applyfromcredit: money(used) };
  if (overpay.isZero() && used.isZero()) return { ...prepared, header, credit: null };

  const glid = await accountFor(tx, tenantId, accounts.salesdownpayment, currencyid);
  if (glid === null) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: 'salesdownpayment' }, { status: 409 });
  // Receipts that make or use the customer's credit queue on the customer, so credit is never used twice.
  await lockCustomer(tx, tenantId, doc.customerid!);
  let usedbase: string | undefined;
  if (!used.isZero()) {
    const credit = await customerCredit(tx, tenantId, doc.customerid!, currencyid ?? null, ctx.self);
    const prime = new Decimal(credit.prime);
    if (used.greaterThan(prime)) {
      const params = withMoney({ credit: money(Decimal.max(prime, 0)) }, ctx.lang, ['credit']);
      throw validationError([`applyfromcredit: ${translate(ctx.lang, 'CUSTOMER_CREDIT_EXCEEDED', params)}`]);
    }
    // The rupiah the credit used stood for: all of it when it is used up, else its share, to the cent.
    usedbase = used.equals(prime) ? money(new Decimal(credit.base)) : money(used.times(credit.base).dividedBy(prime));
  }
  const received = new Decimal(prepared.totalamount).plus(overpay).minus(used);
  if (received.lessThan(0)) throw validationError([`applyfromcredit: ${translate(ctx.lang, 'CREDIT_EXCEEDS_RECEIPT')}`]);
  header.creditcurrencyid = currencyid ?? null;
  header.overpaybase = money(overpay.times(rate));
  header.usedbase = usedbase ?? '0.00';
  return { ...prepared, header, totalamount: money(received), credit: { glid, overpay: money(overpay), applyfromcredit: money(used), usedbase } };
}

export const SALES_SIDE: PaymentSide = {
  ...FIELDS,
  decl: SALES_PAYMENT,
  input: (body) => inputOf(body as TSalesPayment, (body as TSalesPayment).details),
  prepare: prepareSalesPayment,
  post(prepared, description) {
    const { partyglid, ...posting } = prepared.posting;
    return postSalesPayment({ ...posting, receivableglid: partyglid, credit: prepared.credit ?? null, description });
  },
  async present(tx, tenantId, header) {
    const consid = header.consid ? Number(header.consid) : null;
    const cons = consid ? await consolidatedOf(tx, tenantId, consid) : undefined;
    return { consid, consno: cons?.docno ?? null, overpay: trimZeros(String(header.overpay ?? '0')), applyfromcredit: trimZeros(String(header.applyfromcredit ?? '0')) };
  },
  async afterSave(tx, tenantId, _header, before, invoiceids) {
    await refreshConsolidatedStatus(tx, tenantId, invoiceids);
    // A receipt whose overpayment was kept as credit, changed or deleted: later receipts may have applied that credit.
    const made = before && new Decimal(String(before.overpay ?? '0')).greaterThan(0);
    if (!made) return;
    const customerid = Number(before.customerid);
    await lockCustomer(tx, tenantId, customerid);
    const payments = await creditOverused(tx, tenantId, customerid);
    if (payments.length) throw new AppError('CUSTOMER_CREDIT_USED', { payments: payments.join(', ') }, { status: 409 });
  },
};
