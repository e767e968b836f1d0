export * from './approval.ts';
