export * from './contact';
export * from './users';
export * from './auth';
export * from './billing';
export * from './promo';
export * from './stripe';
export * from './admin';
export * from './profiles';
