// The onboarding module's public surface: other modules import only from here. It owns no table.
export { OnboardingModule } from './onboarding.module.js';
