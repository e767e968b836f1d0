import { npwp16, parseDppFactor } from '@lontar/core';
import Decimal from 'decimal.js';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tx.ts';
import { EXPORT_MAX_ROWS } from '../ledger/report-export.ts';
import type { TradeSide } from '../payables/trade-side.ts';
import { movement, taxesByCode, vatDocuments } from './withholding.repo.ts';
import { monthRange } from './month-range.ts';

const ZERO = new Decimal(0);
const money = (d: Decimal.Value) => new Decimal(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
const sum = (values: readonly string[]) => Decimal.sum(0, ...values).toFixed(2);

/**
 * The VAT of a side's month (input VAT of purchases, output VAT of sales): per invoice with VAT, and per return that
 * gives VAT back (negative), the party's NPWP, the tax invoice number (a return: its invoice's), the e-Faktur
 * transaction code of its first VAT, DPP, DPP Nilai Lain and PPN in base currency from its lines' figures and the VAT
 * taxes among their codes; the totals; and the movement of the side's VAT accounts from its invoices and returns in
 * the month (input: debit positive; output: credit positive), which the total PPN equals.
 */
export async function vatRegister(tx: Tx, tenantId: number, side: TradeSide, year: number, month: number) {
  const range = monthRange(year, month);
  const docs = await vatDocuments(tx, tenantId, side, range, EXPORT_MAX_ROWS + 1);
  if (docs.length > EXPORT_MAX_ROWS) throw new AppError('REPORT_TOO_LARGE', { n: EXPORT_MAX_ROWS }, { status: 400 });
  const taxes = await taxesByCode(tx, tenantId, side);
  const rows = docs.flatMap((d) => {
    let dpp = ZERO;
    let otherbase = ZERO;
    let trxcode = '';
    const vat = new Map<number, Decimal>();
    for (const line of d.lines) {
      const f = line.figures;
      line.taxcodes
        .split(';')
        .map((c) => c.trim().toUpperCase())
        .slice(0, 2)
        .forEach((code, k) => {
          const tax = taxes.get(code);
          if (!tax || tax.kind !== 'vat' || tax.glid === null) return;
          trxcode ||= tax.trxcode;
          const taxable = new Decimal(f[`taxableamount${k + 1}`] ?? '0');
          dpp = dpp.plus(taxable);
          // Only the first tax's DPP Nilai Lain is stored; a VAT in second place gets its factor applied here (whole rupiah, cents in a foreign currency).
          const factor = parseDppFactor(tax.dppfactor);
          otherbase = otherbase.plus(k === 0 ? (f.otherbase ?? '0') : taxable.times(factor.num.toString()).dividedBy(factor.den.toString()).toDecimalPlaces(new Decimal(d.docrate).eq(1) ? 0 : 2, Decimal.ROUND_HALF_UP));
          vat.set(tax.glid, (vat.get(tax.glid) ?? ZERO).plus(f[`tax${k + 1}amount`] ?? '0'));
        });
    }
    if (dpp.isZero() && vat.size === 0) return [];
    const sign = d.form === side.ret ? -1 : 1;
    // As the posting converts: each account's VAT of the document × its rate, to the cent.
    const ppn = Decimal.sum(0, ...[...vat.values()].map((v) => v.times(d.docrate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)));
    return [
      {
        form: d.form,
        docid: d.docid,
        docno: d.docno,
        transdate: d.transdate,
        partyid: d.partyid,
        partyname: d.partyname,
        npwp: npwp16(d.npwp) ?? d.npwp.trim(),
        taxinvoiceno: d.taxinvoiceno,
        foreign: d.foreign,
        trxcode,
        dpp: money(dpp.times(d.docrate).times(sign)),
        otherbase: money(otherbase.times(d.docrate).times(sign)),
        ppn: money(ppn.times(sign)),
      },
    ];
  });
  const accounts = [...new Set([...taxes.values()].filter((t) => t.kind === 'vat' && t.glid !== null).map((t) => t.glid!))];
  const moved = new Decimal(await movement(tx, tenantId, range, accounts, [side.invoice, side.ret]));
  const ledger = money(side.sign === 1 ? moved.negated() : moved);
  return { year, month, rows, totals: { dpp: sum(rows.map((r) => r.dpp)), otherbase: sum(rows.map((r) => r.otherbase)), ppn: sum(rows.map((r) => r.ppn)) }, ledger };
}

export type VatRegister = Awaited<ReturnType<typeof vatRegister>>;
