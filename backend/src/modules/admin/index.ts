// The admin module's public surface: other modules import only from here.
export { AdminModule } from './admin.module.js';
