import { Injectable, Logger } from '@nestjs/common';
import { findPlan, isPaidPlan, TOP_UP } from '@vault/contracts';
import type { EntityManager } from 'typeorm';
import { CreditsService } from '../../credits/index.js';
import { PlanChangesService } from '../../plans/index.js';
import { UsersService } from '../../users/index.js';
import type { WebhookEffect } from './webhook-effect.js';

/** Applies a webhook's effect inside the transaction that records the event as processed. */
@Injectable()
export class BillingEffectsService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly users: UsersService,
    private readonly planChanges: PlanChangesService,
    private readonly credits: CreditsService,
  ) {}

  async apply(manager: EntityManager, effect: WebhookEffect): Promise<void> {
    switch (effect.kind) {
      case 'subscription':
        return this.applySubscription(manager, effect);
      case 'top-up':
        await this.credits.creditPurchaseOnce(manager, {
          userId: effect.purchase.userId,
          credits: effect.purchase.credits,
          paymentId: effect.purchase.paymentId,
          description: `Top-up: ${effect.purchase.credits} extractions (${TOP_UP.price} USD)`,
        });
        return;
      case 'refund':
        await this.credits.clawBackPurchase(manager, {
          paymentId: effect.refund.paymentId,
          refundedShare: effect.refund.refundedShare,
          description: (credits) => `Top-up refunded: ${credits} credits removed`,
        });
        return;
      case 'none':
        return;
    }
  }

  private async applySubscription(
    manager: EntityManager,
    effect: Extract<WebhookEffect, { kind: 'subscription' }>,
  ): Promise<void> {
    const { state } = effect;
    const user = await this.users.findByStripeReference(manager, {
      subscriptionId: state.subscriptionId,
      customerId: state.customerId,
      userId: effect.userId ?? state.userId,
    });
    if (!user) {
      this.logger.warn(`No user for Stripe subscription ${state.subscriptionId}`);
      return;
    }
    if (state.ended) {
      // Only the user's own current subscription ending sends them back to free.
      if (user.stripeSubscriptionId !== state.subscriptionId) return;
      await this.planChanges.apply(manager, user.id, {
        plan: 'free',
        status: 'active',
        subscriptionId: null,
        description: 'Subscription ended: back on the Free plan',
      });
      return;
    }
    const current = findPlan(user.subscriptionPlan).name;
    const plan = state.plan ?? (isPaidPlan(current) ? current : null);
    if (!plan) {
      this.logger.warn(`Stripe subscription ${state.subscriptionId} has a price of no plan here`);
      return;
    }
    const { label } = findPlan(plan);
    await this.planChanges.apply(manager, user.id, {
      plan,
      status: state.status,
      subscriptionId: state.subscriptionId,
      customerId: state.customerId,
      newPeriodStart: effect.startsPeriod && state.status === 'active' ? state.periodStart : null,
      description:
        state.status === 'active'
          ? `Subscription: ${label} plan`
          : `Subscription: ${label} plan, ${state.status.replace(/_/g, ' ')} (counts as Free until paid)`,
    });
  }
}
