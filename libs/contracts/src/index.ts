export * from './enums.js';
export * from './limits.js';
export * from './plans.js';
export * from './api.js';
export * from './account.js';
export * from './imports.js';
export * from './public-page-meta.js';
export * from './served-pages.js';
export * from './public-pages.js';
export * from './english-numbers.js';
export * from './app-routes.js';
export * from './feeds.js';
export * from './highlights.js';
export * from './page-copies.js';
export * from './library-actions.js';
// The search parser is `@vault/contracts/library-query`: apart, so the webapp loads it on demand.
export * from './platform-colors.js';
