export * from './aging.ts';
export * from './statement.ts';
export * from './unbilled.ts';
