import { ACCOUNT_TYPE, checkPayment, checkPaymentCash, checkPaymentLine, paymentPph23Amount, PARTY_PERSONTYPE, TradeError, translate, type Lang, type PurchasePaymentPosting, type TPurchasePayment } from '@lontar/core';
import type { PaymentSide } from './payment-side.ts';
import Decimal from 'decimal.js';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { existingDimensions } from './goods-context.repo.ts';
import { withMoney } from './money-message.ts';
import { settlementsOf } from './invoice-settlement.repo.ts';
import { accountsById, accountsByNumber, baseCurrencyId, invoicesById, paymentLines, taxesById, type InvoiceHead } from './payment.repo.ts';
import { accountFor, currencyOf, headerRefExists, personType } from './trade-context.repo.ts';
import { lockSources } from './trade-pull.repo.ts';
import { unapprovedAmong } from '../approvals/approval.repo.ts';
import { withholdingRates } from '../withholding/withholding-rate.ts';
import type { TransLineInput } from './trans-document.repo.ts';

export type Body = Record<string, unknown>;
export type PaymentLine = TransLineInput & { seq: number };

/** A payment line as the shared preparation reads it: the invoice (`apinvoiceid` or `arinvoiceid`) and what settles it. */
export interface PaymentInputLine {
  invoiceid: number;
  pay: string;
  pph23taxid?: number | null;
  pph23base?: string;
  pph23amount?: string;
  bupotno: string;
}

/** A payment body as the shared preparation reads it, whichever side's field names it came under (payment-side.ts). */
export interface PaymentInput {
  paymentdate: string;
  partyid: number;
  bankglid: number;
  currencyid?: number | null;
  rate?: string;
  branchid?: number | null;
  datadisc: TPurchasePayment['datadisc'];
  details: PaymentInputLine[];
}

/** The fields of a side the shared preparation needs (no hooks). */
export type PaymentFields = Pick<PaymentSide, 'party' | 'bank' | 'invoiceForm' | 'invoiceId' | 'partyAccount' | 'taxAccount' | 'taxAccountMissing' | 'notOfParty' | 'partyRates'>;

/** A payment's posting on either side: the party's account is the payable or the receivable. */
export type PaymentPosting = Omit<PurchasePaymentPosting, 'description' | 'payableglid'> & { partyglid: number };

export interface PreparedPayment {
  /** Stored in `trans_document.header`: the fields entered, the discount lines with their glid, the totals. */
  header: Body;
  /** One line per invoice paid (invoice-settlement.repo.ts): itemid null, `extra` srcform/srcid/srcseq 0/pay and PPh 23. */
  lines: PaymentLine[];
  /** What left (or reached) the bank: Σ pay − Σ discounts − Σ withheld (below zero: a refund received from the vendor). */
  totalamount: string;
  /** The posting of core `postPurchasePayment` / `postSalesPayment`, but for the journal's description and the party's account name. */
  posting: PaymentPosting;
  /** The invoices paid, by id. */
  invoices: Map<number, InvoiceHead>;
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
 * Checks a purchase payment or sales receipt against the company, every problem at once (`400` naming each field in
 * the user's language): the party a vendor (customer) of the company, the bank account a postable Cash and Bank
 * account, currency and rate, branch, discount accounts, departments and projects, withholding taxes, and each
 * invoice an invoice of that party in the payment's currency, posted (not a Temporary Invoice), dated on or before
 * the payment. The invoices are locked (with
 * `alsoLock`, those an edit paid before) in docid order, so concurrent payments of one invoice queue; then no invoice
 * is paid beyond what it owes apart from this payment (`409` "Payment exceeds the amount due."), a negative pay
 * sets off only a vendor credit (an invoice owing below zero) and not beyond it (`400`), and the discounts stay below
 * what is paid (`400`). Σ pay − discounts − withheld, what leaves the bank, may be zero (a credit set off against
 * invoices) or below zero (a refund from the vendor) when nothing is deducted. Nothing is written.
 */
export async function preparePayment(
  tx: Tx,
  tenantId: number,
  side: PaymentFields,
  body: PaymentInput,
  ctx: { accounts: { party: readonly number[]; realisedprofit: readonly number[] }; lang: Lang; self?: number; alsoLock?: readonly number[] },
): Promise<PreparedPayment> {
  const { lang } = ctx;
  const problems: string[] = [];
  const notFound = (field: string) => problems.push(translate(lang, 'V_REF_NOT_FOUND', { field }));

  const partyOk = (await personType(tx, tenantId, body.partyid)) === PARTY_PERSONTYPE[side.party];
  if (!partyOk) notFound(side.party);
  // The bank or cash account: the company's, postable, of the Cash and Bank type (like other-payment's).
  const bank = (await accountsById(tx, tenantId, [body.bankglid])).get(body.bankglid);
  if (!bank) notFound(side.bank);
  else if (bank.blocked) problems.push(`${side.bank}: ${translate(lang, 'PARENT_ACCOUNT')}`);
  else if (bank.accounttype !== ACCOUNT_TYPE.CASH_BANK) problems.push(`${side.bank}: ${translate(lang, 'NOT_CASH_ACCOUNT')}`);
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
  const ids = body.details.map((l) => l.invoiceid);
  await lockSources(tx, tenantId, side.invoiceForm, [...ids, ...(ctx.alsoLock ?? [])]);
  const invoices = await invoicesById(tx, tenantId, ids, side.invoiceForm);
  const taxes = await taxesById(tx, tenantId, body.details.flatMap((l) => (l.pph23taxid ? [l.pph23taxid] : [])));
  // The rate of each tax's object code for this vendor (4 % instead of 2 % without NPWP); a tax without a code keeps
  // its rate, as does every tax a customer withholds (the rate follows the company's NPWP, not the customer's).
  const rates = partyOk && side.partyRates ? await withholdingRates(tx, tenantId, body.partyid, [...taxes.values()]) : new Map<number, { rate: string }>();
  const withheld = body.details.map((l, i) => {
    const at = `details.${i}`;
    const invoice = invoices.get(l.invoiceid);
    const idAt = `${at}.${side.invoiceId}`;
    if (!invoice) notFound(idAt);
    else if (partyOk && invoice.partyid !== body.partyid) problems.push(`${idAt}: ${translate(lang, side.notOfParty, { number: invoice.docno })}`);
    else if (invoice.temporary) problems.push(`${idAt}: ${translate(lang, 'INVOICE_TEMPORARY', { number: invoice.docno })}`);
    else if (foreignOf(invoice.currencyid, baseId) !== currencyid) problems.push(`${idAt}: ${translate(lang, 'PAYMENT_CURRENCY_MISMATCH', { number: invoice.docno })}`);
    else if (invoice.invoicedate > body.paymentdate) problems.push(`${idAt}: ${translate(lang, 'PAYMENT_BEFORE_INVOICE', { number: invoice.docno, date: invoice.invoicedate })}`);
    if (!l.pph23taxid) return null;
    if (new Decimal(l.pay).lt(0)) return problems.push(`${at}.pph23taxid: ${translate(lang, 'PAYMENT_CREDIT_PPH23')}`), null;
    const tax = taxes.get(l.pph23taxid);
    if (!tax) return notFound(`${at}.pph23taxid`), null;
    if (tax.kind !== 'withholding') return problems.push(`${at}.pph23taxid: ${translate(lang, 'TAX_NOT_WITHHOLDING', { code: tax.taxcode })}`), null;
    if (tax[side.taxAccount] === null) problems.push(`${at}.pph23taxid: ${translate(lang, side.taxAccountMissing, { code: tax.taxcode })}`);
    if (new Decimal(l.pph23base ?? '0').lte(0)) problems.push(`${at}.pph23base: ${translate(lang, 'V_POSITIVE')}`);
    // PPh 23 in whole rupiah (API.md §7.8); in a foreign currency to the cent.
    const rate = rates.get(tax.taxid)?.rate ?? tax.rate;
    const amount = l.pph23amount ?? paymentPph23Amount(l.pph23base ?? '0', rate, currencyid !== null);
    if (new Decimal(amount).greaterThan(l.pay)) problems.push(`${at}.pph23amount: ${translate(lang, 'V_TOO_BIG', { n: new Decimal(l.pay).toFixed() })}`);
    return { tax, amount, rate };
  });
  if (problems.length) throw validationError(problems);
  // With approval on an invoice not yet approved is not paid (issue 14); one an edit paid before stays paid.
  const [waiting] = await unapprovedAmong(tx, tenantId, [side.invoiceForm], ids.filter((id) => !(ctx.alsoLock ?? []).includes(id)));
  if (waiting) throw new AppError('NOT_APPROVED', { field: `details.${ids.indexOf(waiting.transid)}.${side.invoiceId}`, number: waiting.transno }, { status: 409 });

  // What each invoice owes apart from this payment: nothing paid beyond it (409, like a pull beyond what remains);
  // a credit (owing below zero) set off down to it and not beyond, and only a credit (400).
  const owing = await settlementsOf(tx, tenantId, ids, ctx.self);
  const kept = ctx.self ? await paidBy(tx, tenantId, ctx.self) : new Map<number, string>();
  const over: string[] = [];
  const credit: string[] = [];
  body.details.forEach((l, i) => {
    try {
      checkPaymentLine({ pay: l.pay, owing: owing.get(l.invoiceid)?.owing ?? '0', number: invoices.get(l.invoiceid)?.docno ?? '', kept: kept.get(l.invoiceid) });
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
    header: storedHeader(side, body, accounts, { totalpay, totaldiscount, totalpph23 }),
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
        srcform: side.invoiceForm,
        srcid: l.invoiceid,
        srcseq: 0,
        pay: l.pay,
        ...(withheld[i] ? { pph23taxid: l.pph23taxid, pph23base: l.pph23base, pph23amount: withheld[i].amount, pph23rate: withheld[i].rate } : {}),
        bupotno: l.bupotno,
      },
    })),
    totalamount: money(totalpay.minus(totaldiscount).minus(totalpph23)),
    posting: await postingOf(tx, tenantId, side, body, { accounts: ctx.accounts, invoices, withheld, currencyid, rate, baseId, discountGlid: (no) => accounts.get(no)!.glid }),
    invoices,
  };
}

function storedHeader(side: PaymentFields, body: PaymentInput, accounts: Map<string, { glid: number }>, totals: Record<string, Decimal>): Body {
  const header: Body = { [side.party]: body.partyid, [side.bank]: body.bankglid, currencyid: body.currencyid ?? null, branchid: body.branchid ?? null };
  if (body.rate !== undefined) header.rate = body.rate;
  header.datadisc = body.datadisc.map((d) => ({ glid: accounts.get(d.glaccount)!.glid, glaccount: d.glaccount, discount: d.discount, deptid: d.deptid ?? null, projectid: d.projectid ?? null, description: d.description }));
  header.totals = Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, money(v)]));
  return header;
}

/** The invoice's own rate: its payable (receivable) was posted at it (1 in the base currency or when none was entered). */
const invoiceRate = (invoice: InvoiceHead, baseId: number | null) => (foreignOf(invoice.currencyid, baseId) && invoice.rate ? invoice.rate : '1');

/**
 * The accounts of the posting (API.md §7.5): payable (receivable) from the default list in the payment's currency,
 * PPh 23 payable (prepaid) from each tax's purchase (sales) account, the discount lines' accounts, realised exchange gain (the first account of
 * `realisedprofit`) and loss (the second; the first when there is one), the bank. A default account the posting
 * needs and the company has not set → 409.
 */
async function postingOf(
  tx: Tx,
  tenantId: number,
  side: PaymentFields,
  body: PaymentInput,
  q: {
    accounts: { party: readonly number[]; realisedprofit: readonly number[] };
    invoices: Map<number, InvoiceHead>;
    withheld: ({ tax: { purchaseglid: number | null; salesglid: number | null }; amount: string } | null)[];
    currencyid: number | null;
    rate: string;
    baseId: number | null;
    discountGlid: (glaccount: string) => number;
  },
): Promise<PaymentPosting> {
  const partyglid = await accountFor(tx, tenantId, q.accounts.party, q.currencyid);
  if (partyglid === null) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: side.partyAccount }, { status: 409 });
  const invoices = body.details.map((l, i) => ({
    pay: l.pay,
    invoicerate: invoiceRate(q.invoices.get(l.invoiceid)!, q.baseId),
    pph23amount: q.withheld[i]?.amount ?? null,
    pph23glid: q.withheld[i]?.tax[side.taxAccount] ?? null,
  }));
  const difference = invoices.reduce((a, inv) => a.plus(new Decimal(inv.pay).times(new Decimal(q.rate).minus(inv.invoicerate))), new Decimal(0));
  const [gain, loss] = q.accounts.realisedprofit;
  if (!difference.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).isZero() && gain === undefined) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account: 'realisedprofit' }, { status: 409 });
  return {
    rate: q.rate,
    currencyid: q.currencyid,
    bankglid: body.bankglid,
    partyglid,
    invoices,
    discounts: body.datadisc.map((d) => ({ glid: q.discountGlid(d.glaccount), discount: d.discount, deptid: d.deptid ?? null, projectid: d.projectid ?? null, description: d.description })),
    gainglid: gain ?? 0,
    lossglid: loss ?? gain ?? 0,
  };
}

/** What a saved payment pays on each invoice (Σ its lines' `pay`): an edit may keep paying that much (core `checkPaymentLine`). */
async function paidBy(tx: Tx, tenantId: number, docid: number): Promise<Map<number, string>> {
  const paid = new Map<number, Decimal>();
  for (const l of await paymentLines(tx, tenantId, docid)) paid.set(l.invoiceid, (paid.get(l.invoiceid) ?? new Decimal(0)).plus(String(l.extra.pay ?? '0')));
  return new Map([...paid].map(([id, d]) => [id, d.toFixed()]));
}
