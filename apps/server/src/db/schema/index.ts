export * from './contact';
export * from './users';
export * from './auth';
export * from './billing';
