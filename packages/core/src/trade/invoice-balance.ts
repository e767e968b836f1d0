import { fixed, roundHalfUp, td } from './trade-decimal.ts';

export type InvoiceStatus = 'unpaid' | 'partial' | 'paid';

export interface InvoiceBalance {
  /** totalamount − paid − returned. */
  owing: string;
  paid: string;
  status: InvoiceStatus;
}

/**
 * Where an invoice stands (API.md §7.3, §7.4): `owing` = totalamount − paid − returned; `unpaid` while nothing was
 * paid or returned, `partial` ("not fully paid") while something is still owed, `paid` when nothing is.
 */
export function invoiceBalance(input: { totalamount: string; paid?: string | null; returned?: string | null; precision?: number }): InvoiceBalance {
  const p = input.precision ?? 2;
  const paid = roundHalfUp(td(input.paid), p);
  const settled = paid.plus(td(input.returned));
  const owing = roundHalfUp(td(input.totalamount).minus(settled), p);
  const status: InvoiceStatus = !owing.isPositive() || owing.isZero() ? 'paid' : settled.isZero() ? 'unpaid' : 'partial';
  return { owing: fixed(owing, p), paid: fixed(paid, p), status };
}

/**
 * The net (without VAT) a down payment's applied gross stands for: gross × the DP invoice's net ÷ its total,
 * rounded half-up; the whole of what remains takes exactly what remains of the net, so a DP applied in parts
 * never loses a cent.
 */
export function downPaymentNet(input: { gross: string; dptotal: string; dpnet: string; appliedgross?: string | null; appliednet?: string | null; precision?: number }): string {
  const p = input.precision ?? 2;
  const remainingGross = td(input.dptotal).minus(td(input.appliedgross));
  const remainingNet = td(input.dpnet).minus(td(input.appliednet));
  if (td(input.gross).equals(remainingGross)) return fixed(remainingNet, p);
  if (td(input.dptotal).isZero()) return fixed(td('0'), p);
  return fixed(td(input.gross).times(td(input.dpnet)).dividedBy(td(input.dptotal)), p);
}
