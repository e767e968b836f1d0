import { translate, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { accountState, type StockSettings } from './goods-context.repo.ts';
import { outgoingMovesOf, returnedInvoice, salesReturnAccounts } from './sales-return.repo.ts';
import { currencyOf, personOf, type TradeSettings } from './trade-context.repo.ts';
import type { TradeForm } from './trade-forms.ts';
import { prepareTrade, type Body, type PreparedTrade } from './trade-prepare.ts';

type Ctx = { settings: StockSettings & TradeSettings; lang: Lang; self?: number };

/**
 * A sales return names one invoice (API.md §7.8, spec 001 "Sales refund/return"): its header `arinvoiceid` stands
 * for every line, and a line naming another invoice is refused (400). With `withoutsi` the lines name delivery
 * order lines instead.
 */
export function normalizeSalesReturn(body: Body, lang: Lang): Body {
  if (body.withoutsi === true) return body;
  const details = (body.details ?? []) as Body[];
  const invoice = (body.arinvoiceid as number | null | undefined) ?? (details.find((l) => l.arinvoiceid != null)?.arinvoiceid as number | undefined);
  const problems = details.flatMap((l, i) => (l.arinvoiceid != null && l.arinvoiceid !== invoice ? [`details.${i}.arinvoiceid: ${translate(lang, 'RETURN_ONE_INVOICE')}`] : []));
  if (problems.length) throw validationError(problems);
  return { ...body, arinvoiceid: invoice, details: details.map((l) => ({ ...l, arinvoiceid: invoice })) };
}

const sameCurrency = async (tx: Tx, tenantId: number, a: number | null, b: number | null) => {
  if ((a ?? 0) === (b ?? 0)) return true;
  const isBase = async (id: number | null) => id === null || Boolean((await currencyOf(tx, tenantId, id))?.isbase);
  return (await isBase(a)) && (await isBase(b));
};

/** The account a return needs, or 409 naming the default account the company lacks. */
const need = (glid: number | null | undefined, account: string): number => {
  if (!glid) throw new AppError('DEFAULT_ACCOUNT_MISSING', { account }, { status: 409 });
  return glid;
};

/**
 * Checks and prepares a sales return (issue 13): the invoice it names is a posted sales invoice of the customer in
 * the return's currency (400 `arinvoiceid` / `currencyid`; a Temporary Invoice: 409 RETURN_INVOICE_TEMPORARY), a
 * refund's bank account exists; then `prepareTrade` checks the lines and what they pull (the invoice or delivery
 * order locked: 409 RETURN_EXCEEDS_INVOICED / ORDER_PROCESSED beyond what remains). Each line keeps in its `extra`
 * what its posting needs (sales-return-stock.ts): its sales return account (`returnglid`: the item's, its
 * category's, else the company's `salesreturn`), and for an inventory item the key of the outgoing move its goods
 * left with (`returnsource`; a return dated before that move: 400 `returndate`) and the account they come back against (`returncounter`: COGS, or goods in transit
 * for a `withoutsi` return of goods delivered, not invoiced). The header keeps the invoice's rate (`invoicerate`,
 * the receivable is credited at it) and, for a return kept as credit, the customer credit it makes (`overpay`,
 * `overpaybase`, `creditcurrencyid`, read with the receipts' by `customerCredit`).
 */
export async function prepareSalesReturn(tx: Tx, tenantId: number, form: TradeForm, body: Body, ctx: Ctx): Promise<PreparedTrade> {
  const { lang, settings } = ctx;
  const doc = normalizeSalesReturn(body, lang);
  const withoutsi = doc.withoutsi === true;
  const settlement = withoutsi ? 'receivable' : String(doc.settlement ?? 'receivable');
  const problems: string[] = [];
  let invoicerate: string | undefined;
  // A vendor (or another company's person) in `customerid` is named as such, not as an invoice of another customer.
  const customer = typeof doc.customerid === 'number' ? await personOf(tx, tenantId, doc.customerid) : undefined;
  if (customer?.persontype !== 0) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: 'customerid' }));
  else if (!withoutsi && typeof doc.arinvoiceid === 'number') {
    const invoice = await returnedInvoice(tx, tenantId, doc.arinvoiceid);
    if (!invoice || invoice.customerid !== doc.customerid) problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: 'arinvoiceid' }));
    else {
      if (!invoice.posted) throw new AppError('RETURN_INVOICE_TEMPORARY', { number: invoice.docno }, { status: 409 });
      if (!(await sameCurrency(tx, tenantId, invoice.currencyid, (doc.currencyid as number | null | undefined) ?? null))) problems.push(`currencyid: ${translate(lang, 'RETURN_CURRENCY')}`);
      invoicerate = invoice.rate;
    }
  }
  if (settlement === 'refund' && typeof doc.bankaccount === 'number') {
    const state = await accountState(tx, tenantId, doc.bankaccount);
    if (state === 'missing') problems.push(translate(lang, 'V_REF_NOT_FOUND', { field: 'bankaccount' }));
    if (state === 'parent') problems.push(`bankaccount: ${translate(lang, 'PARENT_ACCOUNT')}`);
  }
  if (problems.length) throw validationError(problems);

  const prepared = await prepareTrade(tx, tenantId, form, doc, ctx);
  const refs = prepared.lines.flatMap((line, i) => {
    const extra = line.extra as Body;
    if (prepared.goods[i]!.itemtype !== 0 || !extra.srcform) return [];
    return [{ form: String(extra.srcform), docid: Number(extra.srcid), seq: Number(extra.srcseq) }];
  });
  const outgoing = await outgoingMovesOf(tx, tenantId, refs);
  const accounts = withoutsi ? null : await salesReturnAccounts(tx, tenantId, prepared.goods.flatMap((g) => (g.itemid ? [g.itemid] : [])));
  const lines = prepared.lines.map((line, i) => {
    const goods = prepared.goods[i]!;
    const extra = line.extra as Body;
    const own = accounts ? { returnglid: need(goods.group?.salesretglid ?? (goods.itemid ? accounts.items.get(goods.itemid) : null) ?? accounts.fallback, 'salesreturn') } : {};
    if (goods.itemtype !== 0) return { ...line, extra: { ...extra, ...own } };
    const move = outgoing.get(`${String(extra.srcform)}:${Number(extra.srcid)}:${Number(extra.srcseq)}`);
    if (!move) throw validationError([translate(lang, 'V_REF_NOT_FOUND', { field: `details.${i}.${withoutsi ? 'doseq' : 'invseq'}` })]);
    // Goods come back after they left: a return dated before the move it takes its cost from is refused.
    if (String(doc.returndate) < move.transdate) throw validationError([`returndate: ${translate(lang, 'RETURN_BEFORE_SOURCE', { number: move.docno, date: move.transdate })}`]);
    const counter = withoutsi ? need(move.counterglid, 'goodsintransit') : need(goods.cogsglid ?? settings.defaults.cogs, 'cogs');
    return { ...line, extra: { ...extra, ...own, returnsource: `${move.form}:${move.docid}:${move.lineseq}:issue`, returncounter: counter } };
  });
  const total = new Decimal(prepared.totals.totalamount);
  // The credit is kept in the return's currency, the base currency as none (as a receipt keeps it).
  const currencyid = (doc.currencyid as number | null | undefined) ?? null;
  const creditcurrencyid = currencyid !== null && !(await sameCurrency(tx, tenantId, currencyid, null)) ? currencyid : null;
  const credit = settlement === 'credit' ? { overpay: total.toFixed(2), overpaybase: total.times(prepared.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2), creditcurrencyid } : {};
  const header = { ...prepared.header, settlement, ...(invoicerate ? { invoicerate } : {}), ...credit };
  return { ...prepared, header, lines };
}
