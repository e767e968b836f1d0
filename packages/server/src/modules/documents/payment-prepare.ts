import { ACCOUNT_TYPE, checkPayment, checkPaymentCash, checkPaymentLine, defaultPph23Amount, PARTY_PERSONTYPE, TradeError, translate, type Lang, type PurchasePaymentPosting, type TPurchasePayment } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { existingDimensions } from './goods-context.repo.ts';
import { withMoney } from './money-message.ts';
import { settlementsOf } from './invoice-settlement.repo.ts';
import { accountsById, accountsByNumber, baseCurrencyId, invoicesById, paymentLines, taxesById, type InvoiceHead } from './payment.repo.ts';
import { accountFor, currencyOf, headerRefExists, personType, type PurchaseAccounts } from './trade-context.repo.ts';
import { lockSources } from './trade-pull.repo.ts';
import { withholdingRates } from '../withholding/withholding-rate.ts';
import type { TransLineInput } from './trans-document.repo.ts';

export type Body = Record<string, unknown>;
export type PaymentLine = TransLineInput & { seq: number };

export interface PreparedPayment {
  /** Stored in `trans_document.header`: the fields entered, the discount lines with their glid, the totals. */
  header: Body;
  /** One line per invoice paid (invoice-settlement.repo.ts): itemid null, `extra` srcform/srcid/srcseq 0/pay and PPh 23. */
  lines: PaymentLine[];
  /** What left the bank: Σ pay − Σ discounts − Σ withheld (below zero: a refund received from the vendor). */
  totalamount: string;
  /** The posting of core `postPurchasePayment`, but for the journal's description. */
  posting: Omit<PurchasePaymentPosting, 'description'>;
}

const money = (d: Decimal) => d.toFixed(2);
const sum = (values: readonly string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0));
/** A refusal of core's as the user reads it: the field, then the message with its amounts shown as money. */
const problemOf = (at: string, e: unknown, lang: Lang) => {
  if (e instanceof TradeError) return `${at}: ${translate(lang, e.code, withMoney(e.params, lang, ['credit']))}`;
  throw e;
};

/** The invoice's currency as the payment compares it: null for the base currency. */
const foreignOf = (currencyid: number | null | undefined, baseId: number | null) => (currencyid && currencyid !== baseId ? currencyid : null);

/**
 * Checks a purchase payment against the company, every problem at once (`400` naming each field in the user's
 * language): the vendor a vendor of the company, the bank account a postable Cash and Bank account, currency and
 * rate, branch, discount accounts, departments and projects, withholding taxes, and each invoice a purchase invoice
 * of that vendor in the payment's currency, dated on or before the payment. The invoices are locked (with
 * `alsoLock`, those an edit paid before) in docid order, so concurrent payments of one invoice queue; then no invoice
 * is paid beyond what it owes apart from this payment (`409` "Payment exceeds the amount due."), a negative pay
 * sets off only a vendor credit (an invoice owing below zero) and not beyond it (`400`), and the discounts stay below
 * what is paid (`400`). Σ pay − discounts − withheld, what leaves the bank, may be zero (a credit set off against
 * invoices) or below zero (a refund from the vendor) when nothing is deducted. Nothing is written.
 */
export async function preparePayment(
  tx: Tx,
  tenantId: number,
  body: TPurchasePayment,
  ctx: { accounts: PurchaseAccounts; lang: Lang; self?: number; alsoLock?: readonly number[] },
): Promise<PreparedPayment> {
  const { lang } = ctx;
  const problems: string[] = [];
  const notFound = (field: string) => problems.push(translate(lang, 'V_REF_NOT_FOUND', { field }));

  const vendorOk = (await personType(tx, tenantId, body.vendorid)) === PARTY_PERSONTYPE.vendorid;
  if (!vendorOk) notFound('vendorid');
  // The bank or cash account: the company's, postable, of the Cash and Bank type (like other-payment's).
  const bank = (await accountsById(tx, tenantId, [body.bankaccnt])).get(body.bankaccnt);
  if (!bank) notFound('bankaccnt');
  else if (bank.blocked) problems.push(`bankaccnt: ${translate(lang, 'PARENT_ACCOUNT')}`);
  else if (bank.accounttype !== ACCOUNT_TYPE.CASH_BANK) problems.push(`bankaccnt: ${translate(lang, 'NOT_CASH_ACCOUNT')}`);
  if (body.branchid && !(await headerRefExists(tx, tenantId, 'branchid', body.branchid))) notFound('branchid');

  // Currency and rate: a payment in a foreign currency needs its rate; in the base currency the rate is 1.
  const baseId = await baseCurrencyId(tx, tenantId);
  let currencyid: number | null = null;
  if (body.currencyid) {
    const currency = await currencyOf(tx, tenantId, body.currencyid);
    if (!currency) notFound('currencyid');
    else if (!currency.isbase) {
      currencyid = body.currencyid;
      if (body.rate === undefined) problems.push(`rate: ${translate(lang, 'V_REQUIRED')}`);
    }
  }
  const rate = currencyid ? (body.rate ?? '1') : '1';

  // Discount lines: accounts by number, postable; departments and projects of the company.
  const accounts = await accountsByNumber(tx, tenantId, body.datadisc.map((d) => d.glaccount));
  const depts = await existingDimensions(tx, tenantId, 'department', body.datadisc.flatMap((d) => (d.deptid ? [d.deptid] : [])));
  const projects = await existingDimensions(tx, tenantId, 'project', body.datadisc.flatMap((d) => (d.projectid ? [d.projectid] : [])));
  body.datadisc.forEach((d, i) => {
    const account = accounts.get(d.glaccount);
    if (!account) notFound(`datadisc.${i}.glaccount`);
    else if (account.blocked) problems.push(`datadisc.${i}.glaccount: ${translate(lang, 'PARENT_ACCOUNT')}`);
    if (d.deptid && !depts.has(d.deptid)) notFound(`datadisc.${i}.deptid`);
    if (d.projectid && !projects.has(d.projectid)) notFound(`datadisc.${i}.projectid`);
  });

  // The invoices, locked before what settles them is read.
  const ids = body.details.map((l) => l.apinvoiceid);
  await lockSources(tx, tenantId, 'purchase-invoice', [...ids, ...(ctx.alsoLock ?? [])]);
  const invoices = await invoicesById(tx, tenantId, ids);
  const taxes = await taxesById(tx, tenantId, body.details.flatMap((l) => (l.pph23taxid ? [l.pph23taxid] : [])));
  // The rate of each tax's object code for this vendor (4 % instead of 2 % without NPWP); a tax without a code keeps its rate.
  const rates = vendorOk ? await withholdingRates(tx, tenantId, body.vendorid, [...taxes.values()]) : new Map<number, { rate: string }>();
  const withheld = body.details.map((l, i) => {
    const at = `details.${i}`;
    const invoice = invoices.get(l.apinvoiceid);
    if (!invoice) notFound(`${at}.apinvoiceid`);
    else if (vendorOk && invoice.vendorid !== body.vendorid) problems.push(`${at}.apinvoiceid: ${translate(lang, 'INVOICE_NOT_OF_VENDOR', { number: invoice.docno })}`);
    else if (foreignOf(invoice.currencyid, baseId) !== currencyid) problems.push(`${at}.apinvoiceid: ${translate(lang, 'PAYMENT_CURRENCY_MISMATCH', { number: invoice.docno })}`);
    else if (invoice.invoicedate > body.paymentdate) problems.push(`${at}.apinvoiceid: ${translate(lang, 'PAYMENT_BEFORE_INVOICE', { number: invoice.docno, date: invoice.invoicedate })}`);
    if (!l.pph23taxid) return null;
    if (new Decimal(l.pay).lt(0)) return problems.push(`${at}.pph23taxid: ${translate(lang, 'PAYMENT_CREDIT_PPH23')}`), null;
    const tax = taxes.get(l.pph23taxid);
    if (!tax) return notFound(`${at}.pph23taxid`), null;
    if (tax.kind !== 'withholding') return problems.push(`${at}.pph23taxid: ${translate(lang, 'TAX_NOT_WITHHOLDING', { code: tax.taxcode })}`), null;
    if (tax.purchaseglid === null) problems.push(`${at}.pph23taxid: ${translate(lang, 'TAX_ACCOUNT_MISSING', { code: tax.taxcode })}`);
    if (new Decimal(l.pph23base ?? '0').lte(0)) problems.push(`${at}.pph23base: ${translate(lang, 'V_POSITIVE')}`);
    // PPh 23 in whole rupiah (API.md §7.8); in a foreign currency to the cent.
    const rate = rates.get(tax.taxid)?.rate ?? tax.rate;
    const amount = l.pph23amount ?? defaultPph23Amount(l.pph23base ?? '0', rate, currencyid ? 2 : 0);
    if (new Decimal(amount).greaterThan(l.pay)) problems.push(`${at}.pph23amount: ${translate(lang, 'V_TOO_BIG', { n: new Decimal(l.pay).toFixed() })}`);
    return { tax, amount, rate };
  });
  if (problems.length) throw validationError(problems);

  // What each invoice owes apart from this payment: nothing paid beyond it (409, like a pull beyond what remains);
  // a credit (owing below zero) set off down to it and not beyond, and only a credit (400).
  const owing = await settlementsOf(tx, tenantId, ids, ctx.self);
  const kept = ctx.self ? await paidBy(tx, tenantId, ctx.self) : new Map<number, string>();
  const over: string[] = [];
  const credit: string[] = [];
  body.details.forEach((l, i) => {
    try {
      checkPaymentLine({ pay: l.pay, owing: owing.get(l.apinvoiceid)?.owing ?? '0', number: invoices.get(l.apinvoiceid)?.docno ?? '', kept: kept.get(l.apinvoiceid) });
    } catch (e) {
      (e instanceof TradeError && e.code === 'PAYMENT_EXCEEDS_DUE' ? over : credit).push(problemOf(`details.${i}.pay`, e, lang));
    }
  });
  if (credit.length) throw validationError(credit);
  if (over.length) throw new AppError('PAYMENT_EXCEEDS_DUE', {}, { status: 409, messages: over });
  const totalpay = sum(body.details.map((l) => l.pay));
  const totaldiscount = sum(body.datadisc.map((d) => d.discount));
  const totalpph23 = sum(withheld.map((w) => w?.amount ?? '0'));
  try {
    // The lines were checked against what they owe above: here only the discounts against Σ pay.
    checkPayment(
      body.details.map((l) => ({ pay: l.pay, owing: l.pay })),
      body.datadisc.map((d) => d.discount),
    );
    // The discounts and the tax withheld leave something to pay from the bank; without them the bank may pay
    // nothing (a credit set off against invoices) or take money in (a refund from the vendor).
    checkPaymentCash({ pay: money(totalpay), discount: money(totaldiscount), withheld: money(totalpph23) });
  } catch (e) {
    throw validationError([problemOf(body.datadisc.length ? 'datadisc' : 'details', e, lang)]);
  }

  return {
    header: storedHeader(body, accounts, { totalpay, totaldiscount, totalpph23 }),
    lines: body.details.map((l, i) => ({
      seq: i + 1,
      itemid: null,
      warehouseid: null,
      itemunit: '',
      unitratio: '1',
      quantity: '0',
      unitprice: '0',
      amount: l.pay,
      deptid: null,
      projectid: null,
      description: '',
      extra: {
        srcform: 'purchase-invoice',
        srcid: l.apinvoiceid,
        srcseq: 0,
        pay: l.pay,
        ...(withheld[i] ? { pph23taxid: l.pph23taxid, pph23base: l.pph23base, pph23amount: withheld[i].amount, pph23rate: withheld[i].rate } : {}),
        bupotno: l.bupotno,
      },
    })),
    totalamount: money(totalpay.minus(totaldiscount).minus(totalpph23)),
    posting: await postingOf(tx, tenantId, body, { accounts: ctx.accounts, invoices, withheld, currencyid, rate, baseId, discountGlid: (no) => accounts.get(no)!.glid }),
  };
}

function storedHeader(body: TPurchasePayment, accounts: Map<string, { glid: number }>, totals: Record<string, Decimal>): Body {
  const header: Body = { vendorid: body.vendorid, bankaccnt: body.bankaccnt, currencyid: body.currencyid ?? null, branchid: body.branchid ?? null };
  if (body.rate !== undefined) header.rate = body.rate;
  header.datadisc = body.datadisc.map((d) => ({ glid: accounts.get(d.glaccount)!.glid, glaccount: d.glaccount, discount: d.discount, deptid: d.deptid ?? null, projectid: d.projectid ?? null, description: d.description }));
  header.totals = Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, money(v)]));
  return header;
}

/** The invoice's own rate: its payable was posted at it (1 in the base currency or when none was entered). */
const invoiceRate = (invoice: InvoiceHead, baseId: number | null) => (foreignOf(invoice.currencyid, baseId) && invoice.rate ? invoice.rate : '1');

/**
 * The accounts of the posting (API.md §7.5): payable from the default list in the payment's currency, PPh 23 payable
 * from each tax's purchase account, the discount lines' accounts, realised exchange gain (the first account of
 * `realisedprofit`) and loss (the second; the first when there is one), the bank. A default account the posting
 * needs and the company has not set → 409.
 */
async function postingOf(
  tx: Tx,
  tenantId: number,
  body: TPurchasePayment,
  q: {
    accounts: PurchaseAccounts;
    invoices: Map<number, InvoiceHead>;
    withheld: ({ tax: { purchaseglid: number | null }; amount: string } | null)[];
    currencyid: number | null;
    rate: string;
    baseId: number | null;
    discountGlid: (glaccount: string) => number;
  },
): Promise<Omit<PurchasePaymentPosting, 'description'>> {
  const payableglid = await accountFor(tx, tenantId, q.accounts.payable, q.currencyid);
  if (payableglid === null) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: 'payable' }, { status: 409 });
  const invoices = body.details.map((l, i) => ({
    pay: l.pay,
    invoicerate: invoiceRate(q.invoices.get(l.apinvoiceid)!, q.baseId),
    pph23amount: q.withheld[i]?.amount ?? null,
    pph23glid: q.withheld[i]?.tax.purchaseglid ?? null,
  }));
  const difference = invoices.reduce((a, inv) => a.plus(new Decimal(inv.pay).times(new Decimal(q.rate).minus(inv.invoicerate))), new Decimal(0));
  const [gain, loss] = q.accounts.realisedprofit;
  if (!difference.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).isZero() && gain === undefined) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: 'realisedprofit' }, { status: 409 });
  return {
    rate: q.rate,
    currencyid: q.currencyid,
    bankglid: body.bankaccnt,
    payableglid,
    invoices,
    discounts: body.datadisc.map((d) => ({ glid: q.discountGlid(d.glaccount), discount: d.discount, deptid: d.deptid ?? null, projectid: d.projectid ?? null, description: d.description })),
    gainglid: gain ?? 0,
    lossglid: loss ?? gain ?? 0,
  };
}

/** What a saved payment pays on each invoice (Σ its lines' `pay`): an edit may keep paying that much (core `checkPaymentLine`). */
async function paidBy(tx: Tx, tenantId: number, docid: number): Promise<Map<number, string>> {
  const paid = new Map<number, Decimal>();
  for (const l of await paymentLines(tx, tenantId, docid)) paid.set(l.apinvoiceid, (paid.get(l.apinvoiceid) ?? new Decimal(0)).plus(String(l.extra.pay ?? '0')));
  return new Map([...paid].map(([id, d]) => [id, d.toFixed()]));
}
