export * from './depreciation.ts';
export * from './fiscal-groups.ts';
export * from './asset-schedule.ts';
