export * from './accounts.ts';
export * from './common.ts';
export * from './dossiers.ts';
export * from './enums.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './realtime.ts';
export * from './relations.ts';
