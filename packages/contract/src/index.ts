export * from './accounts.ts';
export * from './common.ts';
export * from './enums.ts';
export * from './limits.ts';
