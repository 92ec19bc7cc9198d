// The health module's public surface: other modules import only from here.
export { HealthModule } from './health.module.js';
