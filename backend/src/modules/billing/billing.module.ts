import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CreditsModule } from '../credits/index.js';
import { PlansModule } from '../plans/index.js';
import { UsersModule } from '../users/index.js';
import { BillingController } from './billing.controller.js';
import { BillingService } from './billing.service.js';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client.js';
import { StripeCheckoutService } from './stripe-checkout.service.js';
import { StripeEventEntity } from './stripe-event.entity.js';
import { SubscriptionCancellationService } from './subscription-cancellation.service.js';
import { BillingEffectsService } from './webhook/billing-effects.service.js';
import { StripeWebhookController } from './webhook/stripe-webhook.controller.js';
import { StripeWebhookService } from './webhook/stripe-webhook.service.js';

/** Stripe: Checkout, the Customer Portal and webhooks; development mode without a secret key. */
@Module({
  imports: [TypeOrmModule.forFeature([StripeEventEntity]), PlansModule, CreditsModule, UsersModule],
  controllers: [BillingController, StripeWebhookController],
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createStripeClient(config.stripe),
    },
    StripeCheckoutService,
    BillingService,
    BillingEffectsService,
    StripeWebhookService,
    SubscriptionCancellationService,
  ],
  exports: [SubscriptionCancellationService],
})
export class BillingModule {}
