import { LedgerError } from '../ledger/journal.ts';
import { entryAt, type TradeEntry, type TradePostingContext } from './trade-posting.ts';
import { roundHalfUp, sumOf, td, type TDecimal } from './trade-decimal.ts';

/** The realised exchange accounts (`realisedprofit`): a gain is credited, a loss debited. */
export interface ExchangeAccounts {
  gainglid?: number | null;
  lossglid?: number | null;
}

/** A difference in base currency (debit positive) as a realised loss (positive) or gain (negative) entry; none when zero. */
export function exchangeDifferenceEntries(ctx: TradePostingContext, difference: TDecimal, accounts: ExchangeAccounts): TradeEntry[] {
  if (difference.isZero()) return [];
  const glid = difference.isPositive() ? accounts.lossglid : accounts.gainglid;
  if (glid == null) throw new LedgerError('UNBALANCED');
  return [entryAt({ ...ctx, currencyid: null }, glid, difference, {}, '1')];
}

/**
 * A balance in a foreign currency cleared at the rupiah it was booked with (a down payment, a customer credit):
 * `prime` is the signed entry in the document's currency (debit positive), `base` the signed rupiah the account
 * holds for it (at its own rates). The entry posts at that base, and what the document's rate makes of it beyond
 * that is a realised loss (a debit) or gain (a credit). Without `base` it is an ordinary entry at the document's rate.
 */
export function clearAtOwnBase(ctx: TradePostingContext, glid: number, prime: TDecimal, base: TDecimal | undefined, accounts: ExchangeAccounts): TradeEntry[] {
  const entry = entryAt(ctx, glid, prime);
  if (base === undefined) return [entry];
  const own = roundHalfUp(base, 2);
  const difference = entry.base.minus(own);
  if (difference.isZero()) return [entry];
  return [{ ...entry, base: own }, ...exchangeDifferenceEntries(ctx, difference, accounts)];
}

/**
 * Invoices settled at another rate than they were booked at (a payment, a return): `amount` is each one's signed
 * entry in the document's currency on the payable or receivable (debit positive) at its invoice's `rate`. What the
 * document's rate makes of the same amounts beyond that, Σ amount × (document rate − invoice rate), rounded half-up
 * to cents, is a realised loss (positive, debited) or gain (credited); the other side's base balances the journal.
 */
export function realisedExchangeEntries(ctx: TradePostingContext, settled: readonly { amount: TDecimal; rate: string }[], accounts: ExchangeAccounts): TradeEntry[] {
  const difference = roundHalfUp(sumOf(settled.map((s) => s.amount.times(td(ctx.rate).minus(td(s.rate))))), 2);
  return exchangeDifferenceEntries(ctx, difference, accounts);
}
