import {
  BadGatewayException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { type PlanName, TOP_UP } from '@vault/contracts';
import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type UserEntity, UsersService } from '../users/index.js';
import { STRIPE_CLIENT } from './stripe-client.js';

export type PaidPlan = Exclude<PlanName, 'free'>;

/** Metadata on every Checkout Session, its subscription or payment: who it is for and what it is. */
export interface CheckoutMetadata {
  userId: string;
  kind: 'subscription' | 'topup';
  plan?: PaidPlan;
}

/** Checkout Sessions (subscription and top-up) and the Customer Portal, through the Stripe SDK. */
@Injectable()
export class StripeCheckoutService {
  private readonly logger = new Logger('StripeCheckout');

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  get enabled(): boolean {
    return this.stripe !== null;
  }

  /** A subscription Checkout Session at the price configured for the plan. */
  async subscription(user: UserEntity, plan: PaidPlan): Promise<string> {
    const stripe = this.client();
    const price = plan === 'pro' ? this.config.stripe.pricePro : this.config.stripe.pricePremium;
    if (!price) throw this.invalidPrice(plan);
    const metadata: CheckoutMetadata = { userId: String(user.id), kind: 'subscription', plan };
    const session = await this.call(plan, async () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: await this.customerFor(user),
        client_reference_id: String(user.id),
        line_items: [{ price, quantity: 1 }],
        metadata: { ...metadata },
        subscription_data: { metadata: { ...metadata } },
        success_url: `${this.config.appUrl}/pricing?checkout=success`,
        cancel_url: `${this.config.appUrl}/pricing?checkout=cancelled`,
      }),
    );
    return this.urlOf(session);
  }

  /** A one-time Checkout Session for the top-up: the configured price, else the catalog's amount. */
  async topUp(user: UserEntity): Promise<string> {
    const stripe = this.client();
    const metadata: CheckoutMetadata = { userId: String(user.id), kind: 'topup' };
    const price = this.config.stripe.priceTopUp;
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = price
      ? { price, quantity: 1 }
      : {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: TOP_UP.amountCents,
            product_data: { name: `Vault top-up: ${TOP_UP.credits} extractions` },
          },
        };
    const session = await this.call('top-up', async () =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        customer: await this.customerFor(user),
        client_reference_id: String(user.id),
        line_items: [lineItem],
        metadata: { ...metadata },
        payment_intent_data: { metadata: { ...metadata } },
        success_url: `${this.config.appUrl}/pricing?checkout=success`,
        cancel_url: `${this.config.appUrl}/pricing?checkout=cancelled`,
      }),
    );
    return this.urlOf(session);
  }

  /** A Customer Portal session (change plan, cancel, invoices) for a user who has paid before. */
  async portal(user: UserEntity, returnPath: string): Promise<string> {
    const stripe = this.client();
    if (!user.stripeCustomerId) {
      throw new ConflictException({
        message: 'There is no billing account yet: subscribe to a plan first.',
        code: 'no_billing_account',
      });
    }
    const customer = user.stripeCustomerId;
    const session = await this.call('portal', () =>
      stripe.billingPortal.sessions.create({
        customer,
        return_url: `${this.config.appUrl}${returnPath}`,
      }),
    );
    return session.url;
  }

  /** The user's Stripe customer: the stored one, else a new one stored for every later checkout. */
  private async customerFor(user: UserEntity): Promise<string> {
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await this.client().customers.create(
      {
        email: user.email ?? undefined,
        name: user.username,
        metadata: { userId: String(user.id) },
      },
      // Two checkouts started at once create one customer.
      { idempotencyKey: `vault-customer-${user.id}` },
    );
    return this.users.keepStripeCustomerId(user.id, customer.id);
  }

  private client(): Stripe {
    if (!this.stripe) {
      throw new ServiceUnavailableException({
        message: 'Payments are not configured on this server.',
        code: 'stripe_not_configured',
      });
    }
    return this.stripe;
  }

  private urlOf(session: Stripe.Checkout.Session): string {
    if (!session.url)
      throw new BadGatewayException('Stripe returned a Checkout Session without a URL');
    return session.url;
  }

  private invalidPrice(what: string): ServiceUnavailableException {
    return new ServiceUnavailableException({
      message: `Invalid Stripe price ID for ${what}: check the STRIPE_PRICE_* configuration.`,
      code: 'stripe_price_invalid',
    });
  }

  /** A Stripe failure, told in words: a price Stripe does not know is a configuration problem. */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        const priceProblem = /price/i.test(`${error.param ?? ''} ${error.message}`);
        if (priceProblem) throw this.invalidPrice(what);
      }
      if (error instanceof Stripe.errors.StripeError) {
        this.logger.error(`Stripe refused the ${what} checkout: ${error.message}`);
        throw new BadGatewayException({
          message: 'The payment provider could not start the payment. Please try again.',
          code: 'stripe_error',
        });
      }
      throw error;
    }
  }
}
