import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import type { UserEntity } from '../users/index.js';
import { STRIPE_CLIENT } from './stripe-client.js';

/** Ends a person's Stripe subscription at once, before their account is deleted. */
@Injectable()
export class SubscriptionCancellationService {
  private readonly logger = new Logger('SubscriptionCancellation');

  constructor(@Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null) {}

  /**
   * Cancels the subscription immediately (no further charges). One Stripe no longer knows is
   * already over. Any other failure stops the deletion: an account must not vanish while its card
   * is still being charged.
   */
  async cancelForAccountDeletion(user: UserEntity): Promise<void> {
    const subscriptionId = user.stripeSubscriptionId;
    if (!this.stripe || !subscriptionId) return;
    try {
      await this.stripe.subscriptions.cancel(
        subscriptionId,
        {},
        { idempotencyKey: `account-deletion-${user.id}-${subscriptionId}` },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return;
      }
      this.logger.error(`Cancelling ${subscriptionId} failed: ${String(error)}`);
      throw new ServiceUnavailableException({
        message:
          'Your subscription could not be cancelled with the payment provider, so nothing was deleted. Please try again in a few minutes.',
        code: 'subscription_cancel_failed',
      });
    }
  }
}
