// The public-config module's public surface: other modules import only from here.
export { PublicConfigModule } from './public-config.module.js';
