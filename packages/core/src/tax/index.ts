export * from './tax-object-codes.ts';
export * from './tin.ts';
export * from './pph23-rate.ts';
export * from './tax-file-error.ts';
export * from './xml-text.ts';
export * from './ebupot-bppu.ts';
