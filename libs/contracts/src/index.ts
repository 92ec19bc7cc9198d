export * from './enums.js';
export * from './limits.js';
export * from './plans.js';
export * from './api.js';
export * from './account.js';
export * from './imports.js';
export * from './public-pages.js';
export * from './english-numbers.js';
