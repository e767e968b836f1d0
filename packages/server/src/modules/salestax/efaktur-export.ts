import {
  buyerTinOf,
  customerTaxIdentityProblems,
  defaultBuyerDocument,
  efakturLineFigures,
  efakturProblems,
  buildEfakturXml,
  EFAKTUR_DEFAULT_UNIT,
  EFAKTUR_MAX_INVOICES,
  idtkuOf,
  npwp16,
  parseDppFactor,
  translate,
  type BuyerDocument,
  type EfakturFile,
  type EfakturInvoice,
  type EfakturLine,
  type Lang,
  type TradeTax,
} from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError, validationError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { SALES_SIDE } from '../payables/trade-side.ts';
import { companyNpwp, taxesByCode } from '../withholding/withholding.repo.ts';
import { efakturSources, type EfakturSource, type EfakturSourceLine } from './salestax.repo.ts';
import { efakturDocumentProblems } from './efaktur-rules.ts';
import { sword } from './salestax-words.ts';

type Taxes = Awaited<ReturnType<typeof taxesByCode>>;
const digits = (s: string) => s.replace(/\D/g, '');
const cents = (d: Decimal.Value) => new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** An ISO alpha-3 country for the file: Indonesia (or empty) is `IDN`, three letters are taken as they are; else as typed (the file refuses it). */
export function countryCode(country: string): string {
  const c = country.trim();
  if (c === '' || /^(indonesia|idn|id)$/i.test(c)) return 'IDN';
  return /^[a-z]{3}$/i.test(c) ? c.toUpperCase() : c;
}

function lineTaxesOf(l: EfakturSourceLine, taxes: Taxes): TradeTax[] {
  return l.taxcodes
    .split(';')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean)
    .slice(0, 2)
    .flatMap((code) => {
      const t = taxes.get(code);
      return t ? [{ code, kind: t.kind === 'vat' ? 'vat' : 'withholding', rate: t.rate, dppfactor: t.dppfactor } as TradeTax] : [];
    });
}

/** A `GoodService` from a stored line: its figures as `computeTradeTotals` stored them, converted to rupiah at the invoice's rate. */
function efakturLine(inv: EfakturSource, l: EfakturSourceLine, taxes: Taxes): EfakturLine {
  const f = l.figures;
  const lt = lineTaxesOf(l, taxes);
  const tb2 = f.taxableamount2 ?? '0';
  const factor2 = parseDppFactor(lt[1]?.dppfactor);
  const totals = {
    gross: new Decimal(l.quantity).times(l.unitprice).toFixed(2),
    discount: f.discamount ?? '0',
    amount: f.amount ?? '0',
    discshare: '0',
    dpshare: '0',
    dpnetshare: '0',
    net: f.net ?? '0',
    taxableamount1: f.taxableamount1 ?? '0',
    taxableamount2: tb2,
    otherbase1: f.otherbase ?? '0',
    otherbase2: new Decimal(tb2).times(factor2.num.toString()).dividedBy(factor2.den.toString()).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0),
    tax1amount: f.tax1amount ?? '0',
    tax2amount: f.tax2amount ?? '0',
    value: f.value ?? '0',
  };
  const fig = efakturLineFigures({ quantity: l.quantity, unitprice: l.unitprice, inclusivetax: inv.inclusivetax, taxes: lt, totals });
  const rate = new Decimal(inv.docrate);
  const rp = (v: string) => (rate.eq(1) ? v : cents(rate.times(v)));
  return {
    // Empty: B for a service item (itemtype 2), A for the others (docs/decisions.md, Coretax fields).
    opt: l.efakturopt === 'A' || l.efakturopt === 'B' ? l.efakturopt : l.itemtype === 2 ? 'B' : 'A',
    code: l.efakturcode.trim() || '000000',
    name: l.name,
    unit: l.efakturunit.trim().toUpperCase() || EFAKTUR_DEFAULT_UNIT,
    price: rp(fig.price),
    quantity: fig.quantity,
    discount: rp(fig.discount),
    taxBase: rp(fig.taxBase),
    otherTaxBase: rp(fig.otherTaxBase),
    vatRate: fig.vatRate,
    vat: rp(fig.vat),
    stlgRate: fig.stlgRate,
    stlg: rp(fig.stlg),
  };
}

/** The transaction code of an invoice: its first VAT's (tax master `trxcode`); `04` for a VAT on DPP Nilai Lain, else `01`, when the tax has none. */
function trxCodeOf(inv: EfakturSource, taxes: Taxes): string {
  for (const l of inv.lines)
    for (const t of lineTaxesOf(l, taxes)) {
      if (t.kind !== 'vat') continue;
      const tax = taxes.get(t.code!)!;
      if (tax.trxcode) return tax.trxcode;
      return parseDppFactor(tax.dppfactor).num.eq(parseDppFactor(tax.dppfactor).den) ? '01' : '04';
    }
  return '01';
}

function efakturInvoice(inv: EfakturSource, taxes: Taxes): EfakturInvoice {
  const c = inv.customer;
  const identity = { npwp: c.npwp, nik: c.nik, buyerdocument: c.buyerdocument, buyerdocumentnumber: c.buyerdocumentnumber, idtku: c.idtku };
  const document = (c.buyerdocument.trim() || defaultBuyerDocument(identity) || 'TIN') as BuyerDocument;
  const tin = buyerTinOf({ ...identity, buyerdocument: document }) ?? digits(c.npwp);
  return {
    date: inv.transdate,
    trxCode: trxCodeOf(inv, taxes),
    reference: inv.docno,
    buyer: {
      document,
      tin,
      documentNumber: document === 'National ID' ? digits(c.nik) : document === 'TIN' ? undefined : c.buyerdocumentnumber,
      country: countryCode(c.country),
      name: c.name,
      address: c.address,
      email: c.email,
      idtku: c.idtku.trim() ? digits(c.idtku) : idtkuOf(tin),
    },
    lines: inv.lines.map((l) => efakturLine(inv, l, taxes)),
  };
}

const CUSTOMER_FIELD = { npwp: 'npwp', nik: 'nik', buyerdocument: 'buyerDocument', buyerdocumentnumber: 'buyerDocumentNumber', idtku: 'idtku' } as const;

/**
 * The Coretax e-Faktur import file of the chosen sales invoices (API: `POST sales-invoice/efaktur`): at most 1,000,
 * each a posted sales invoice; the company's NPWP (profile) as seller at its head office. Nothing is written while
 * anything is wrong: every problem (an invoice already numbered or changed since, a down payment it applies that
 * Coretax has not taxed (`efaktur-rules.ts`), a customer's NPWP/NIK, buyer ID type or IDTKU, a line's goods or unit
 * code, the company's NPWP) is answered at once, 400, in the user's language, named by the invoice's number.
 */
export async function efakturFile(tx: Tx, tenantId: number, ids: readonly number[], lang: Lang): Promise<{ xml: string; invoices: EfakturSource[] }> {
  const unique = [...new Set(ids)];
  if (unique.length > EFAKTUR_MAX_INVOICES) throw new AppError('EFAKTUR_TOO_MANY', { max: EFAKTUR_MAX_INVOICES, count: unique.length }, { status: 400 });
  const invoices = await efakturSources(tx, tenantId, unique);
  const found = new Set(invoices.map((i) => i.docid));
  const messages: string[] = unique.filter((id) => !found.has(id)).map((id) => translate(lang, 'EFAKTUR_NOT_SALES_INVOICE', { id }));
  for (const inv of invoices) {
    if (inv.form !== SALES_SIDE.invoice) messages.push(translate(lang, 'EFAKTUR_NOT_SALES_INVOICE', { id: inv.docid }));
    else if (!inv.posted) messages.push(translate(lang, 'EFAKTUR_NOT_POSTED', { number: inv.docno }));
  }
  if (messages.length) throw validationError(messages);
  const taxes = await taxesByCode(tx, tenantId, SALES_SIDE);
  const npwp = await companyNpwp(tx, tenantId);
  const sellerTin = npwp16(npwp) ?? digits(npwp);
  const file: EfakturFile = { sellerTin, sellerIdtku: idtkuOf(sellerTin), invoices: invoices.map((i) => efakturInvoice(i, taxes)) };
  messages.push(...efakturDocumentProblems(invoices, file.invoices, lang));
  const where = (inv: EfakturSource) => `${sword('invoice', lang)} ${inv.docno} (${inv.customer.name})`;
  // The customer's own checks name its master's fields; the file's name its elements (one problem a field, not both).
  const customerBad = new Set<number>();
  invoices.forEach((inv, n) => {
    const c = inv.customer;
    const problems = customerTaxIdentityProblems({ npwp: c.npwp, nik: c.nik, buyerdocument: c.buyerdocument, buyerdocumentnumber: c.buyerdocumentnumber, idtku: c.idtku });
    if (!c.buyerdocument.trim() && !defaultBuyerDocument(c)) problems.push({ field: 'npwp', code: 'V_REQUIRED' });
    if (problems.length) customerBad.add(n + 1);
    for (const p of problems) messages.push(`${where(inv)} ${sword('customer', lang)} ${sword(CUSTOMER_FIELD[p.field], lang)}: ${translate(lang, p.code, p.params)}`);
  });
  for (const p of efakturProblems(file)) {
    const m = /^TaxInvoice (\d+) (.+)$/.exec(p.at);
    if (!m) {
      const at = p.at === 'ListOfTaxInvoice' ? '' : `${sword('company', lang)} ${p.at}: `;
      messages.push(`${at}${translate(lang, p.code, p.params)}`);
      continue;
    }
    const n = Number(m[1]);
    if (customerBad.has(n) && /^Buyer/.test(m[2]!)) continue;
    const inv = invoices[n - 1]!;
    const line = /^GoodService (\d+) (.+)$/.exec(m[2]!);
    const at = line ? `${sword('line', lang)} ${line[1]} (${inv.lines[Number(line[1]) - 1]?.itemno ?? ''}) ${line[2]}` : m[2];
    messages.push(`${where(inv)} ${at}: ${translate(lang, p.code, p.params)}`);
  }
  if (messages.length) throw validationError(messages);
  return { xml: buildEfakturXml(file), invoices };
}
