export * from './schedule.ts';
export * from './recurring.schema.ts';
