export * from './constants.ts';
export * from './messages/id.ts';
export * from './messages/en.ts';
export * from './messages/translate.ts';
export * from './validation.ts';
export * from './auth/auth.schema.ts';
export * from './api-key.ts';
