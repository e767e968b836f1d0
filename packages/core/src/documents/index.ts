export * from './document-decl.ts';
export * from './goods.schema.ts';
export * from './stock-effect.ts';
export * from './stock-posting.ts';
export * from './inventory.docs.ts';
export * from './serial-check.ts';
export * from './journal.docs.ts';
