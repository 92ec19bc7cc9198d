// The credits module's public surface: other modules import only from here.
export { CreditsModule } from './credits.module.js';
export {
  type CreditChange,
  CreditsService,
  type ExportedCreditTransaction,
} from './credits.service.js';
