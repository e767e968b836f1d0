export * from './control.ts';
export * from './tenancy.ts';
export * from './company.ts';
export * from './masters.ts';
export * from './storage.ts';
export * from './ledger.ts';
export * from './user-branch.ts';
export * from './stock.ts';
