export * from './depreciation.ts';
export * from './fiscal-groups.ts';
