// The billing module's public surface: other modules import only from here. It owns `stripe_events`.
export { BillingModule } from './billing.module.js';
export { SubscriptionCancellationService } from './subscription-cancellation.service.js';
