export * from './stock-move.ts';
export * from './cost-moves.ts';
export * from './cost-diff.ts';
export * from './stock-report.types.ts';
