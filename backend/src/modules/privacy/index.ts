// The privacy module's public surface: other modules import only from here.
export { PrivacyModule } from './privacy.module.js';
