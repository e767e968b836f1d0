export * from './depreciation.ts';
export * from './fiscal-groups.ts';
export * from './asset-schedule.ts';
export * from './asset-forms.schema.ts';
