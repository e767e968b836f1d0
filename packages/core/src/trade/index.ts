export * from './trade-error.ts';
export * from './discount.ts';
export * from './spread.ts';
export * from './vat.ts';
export * from './trade-totals.ts';
export * from './invoice-balance.ts';
export * from './pull-remaining.ts';
export * from './payment-checks.ts';
