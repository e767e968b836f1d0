import { translate, type EfakturInvoice, type Lang } from '@lontar/core';
import Decimal from 'decimal.js';
import { createHash } from 'node:crypto';
import type { EfakturSource } from './salestax.repo.ts';

/**
 * What the Coretax import file cannot carry, beyond its field rules (docs/decisions.md "e-Faktur: down payments,
 * replacements, PPnBM and duplicate numbers", TAX.md "Tax invoice numbers" and the totals block):
 * - an invoice that already has its tax invoice number: exporting it again would make a second tax invoice; changed
 *   after the number was recorded, it needs a replacement (Faktur Pengganti), which is made in Coretax itself;
 * - a final invoice whose DPP was reduced by a down payment (the Uang Muka of the totals block): the down payment must
 *   have been taxed, its tax invoice numbered by Coretax or exported in the same file, and something must be left to tax.
 */

/**
 * The fingerprint of what an invoice's tax invoice says: its date, customer, currency rate and lines (quantities,
 * prices, tax codes and stored figures). Recorded with the tax invoice number; a different one later means the invoice
 * was changed after Coretax numbered it.
 */
export function taxInvoiceMark(inv: EfakturSource): string {
  const lines = inv.lines.map((l) => [l.seq, l.name, new Decimal(l.quantity).toFixed(), new Decimal(l.unitprice).toFixed(), l.taxcodes, Object.entries(l.figures).sort(([a], [b]) => a.localeCompare(b))]);
  const content = JSON.stringify([inv.transdate, inv.customerno, new Decimal(inv.docrate).toFixed(), inv.inclusivetax, inv.isdp, lines]);
  return createHash('sha256').update(content).digest('hex').slice(0, 32);
}

/** The problems of the chosen invoices as tax invoices, in the user's language; `built[i]` is `invoices[i]` as a file entry. */
export function efakturDocumentProblems(invoices: readonly EfakturSource[], built: readonly EfakturInvoice[], lang: Lang): string[] {
  const out: string[] = [];
  const inFile = new Set(invoices.map((i) => i.docid));
  invoices.forEach((inv, n) => {
    const number = inv.docno;
    if (inv.taxinvoiceno) {
      const code = inv.taxinvoicemark === taxInvoiceMark(inv) ? 'EFAKTUR_ALREADY_NUMBERED' : 'EFAKTUR_REPLACEMENT';
      out.push(translate(lang, code, { number, taxno: inv.taxinvoiceno }));
    }
    if (!inv.downpayments.length) return;
    const lines = built[n]!.lines;
    const taxed = lines.some((l) => !new Decimal(l.vatRate).isZero());
    for (const dp of inv.downpayments) {
      if (taxed && new Decimal(dp.vat).isZero()) out.push(translate(lang, 'EFAKTUR_DP_UNTAXED', { number, dp: dp.docno }));
      else if (taxed && !dp.taxinvoiceno && !inFile.has(dp.dpid)) out.push(translate(lang, 'EFAKTUR_DP_NO_TAXNO', { number, dp: dp.docno }));
    }
    if (Decimal.sum(0, ...lines.map((l) => new Decimal(l.taxBase).toDecimalPlaces(0, Decimal.ROUND_HALF_UP))).isZero()) out.push(translate(lang, 'EFAKTUR_DP_COVERS_ALL', { number }));
  });
  return out;
}
