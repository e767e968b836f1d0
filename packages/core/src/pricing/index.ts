export * from './price-error.ts';
export * from './price-method.ts';
export * from './price-targets.ts';
export * from './price-plan.ts';
export * from './group-price.ts';
