import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CreateSubscriptionResponse,
  effectivePlan,
  findPlan,
  isPaidPlan,
  type PlanName,
  TOP_UP,
} from '@vault/contracts';
import { DataSource } from 'typeorm';
import { CreditsService } from '../credits/index.js';
import { PlanChangesService } from '../plans/index.js';
import type { UserEntity } from '../users/index.js';
import { StripeCheckoutService } from './stripe-checkout.service.js';

/** Where the browser goes after a change that applied at once (development mode). */
const DONE_REDIRECT = '/';

/**
 * Upgrades and top-ups. With Stripe configured they go through Checkout and take effect when its
 * webhook arrives; in development mode (no `STRIPE_SECRET_KEY`) they apply at once (spec 4, 7).
 */
@Injectable()
export class BillingService {
  constructor(
    private readonly checkout: StripeCheckoutService,
    private readonly planChanges: PlanChangesService,
    private readonly credits: CreditsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async subscribe(user: UserEntity, plan: PlanName): Promise<CreateSubscriptionResponse> {
    const current = effectivePlan(user.subscriptionPlan, user.subscriptionStatus);
    if (current === plan) {
      throw new ConflictException({
        message: `You are already on the ${findPlan(plan).label} plan.`,
        code: 'same_plan',
      });
    }
    if (!this.checkout.enabled) return this.subscribeAtOnce(user, plan);
    if (plan === 'free' || (user.stripeSubscriptionId && isPaidPlan(user.subscriptionPlan))) {
      throw new ConflictException({
        message: 'You already have a subscription: use Manage subscription to change or cancel it.',
        code: 'manage_in_portal',
      });
    }
    return { checkoutUrl: await this.checkout.subscription(user, plan) };
  }

  async topUp(user: UserEntity, amount: number): Promise<CreateSubscriptionResponse> {
    if (amount !== TOP_UP.amountCents) {
      throw new BadRequestException({
        message: `A top-up costs ${TOP_UP.price} USD: amount must be ${TOP_UP.amountCents}`,
        code: 'invalid_amount',
      });
    }
    if (this.checkout.enabled) return { checkoutUrl: await this.checkout.topUp(user) };
    await this.dataSource.transaction((manager) =>
      this.credits.apply(manager, {
        userId: user.id,
        amount: TOP_UP.credits,
        type: 'purchase',
        description: `Top-up: ${TOP_UP.credits} extractions (development mode, no payment taken)`,
      }),
    );
    return {
      success: true,
      redirectUrl: DONE_REDIRECT,
      message: `${TOP_UP.credits} extractions were added to your credits. Development mode: no payment was taken.`,
    };
  }

  portal(user: UserEntity, returnPath: string): Promise<string> {
    return this.checkout.portal(user, returnPath);
  }

  /** Development mode: the plan, an active status, the catalog's limit and a new period, now. */
  private async subscribeAtOnce(
    user: UserEntity,
    plan: PlanName,
  ): Promise<CreateSubscriptionResponse> {
    const { label } = findPlan(plan);
    await this.dataSource.transaction((manager) =>
      this.planChanges.apply(manager, user.id, {
        plan,
        status: 'active',
        newPeriodStart: new Date(),
        description: `Plan changed to ${label} (development mode, no payment taken)`,
      }),
    );
    return {
      success: true,
      redirectUrl: DONE_REDIRECT,
      message: `You are now on the ${label} plan. Development mode: no payment was taken.`,
    };
  }
}
