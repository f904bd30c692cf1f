export * from './limits';
export * from './messages';
export * from './fields';
export * from './errors';
export * from './contact';
