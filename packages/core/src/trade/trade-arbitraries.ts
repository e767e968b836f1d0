import fc from 'fast-check';
import { TD } from './trade-decimal.ts';
import type { TradeTax } from './vat.ts';

/** What the trade property tests share: their run count, the taxes they draw from and money in whole cents. */

/** 100 in `npm test`; `TRADE_PROPERTY_RUNS=1000` for the longer run. */
export const TRADE_RUNS = Number(process.env.TRADE_PROPERTY_RUNS ?? 100);
/** PPN 12 % on DPP Nilai Lain 11/12 (TAX.md). */
export const PPN: TradeTax = { kind: 'vat', rate: '0.12', dppfactor: '11/12' };
export const PPH23: TradeTax = { kind: 'withholding', rate: '0.02' };
/** An amount from 0 to `max` cents, as a string with two decimals. */
export const cents = (max: number) => fc.integer({ min: 0, max }).map((n) => new TD(n).dividedBy(100).toFixed(2));
