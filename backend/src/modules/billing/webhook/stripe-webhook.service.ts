import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { STRIPE_CLIENT } from '../stripe-client.js';
import { StripeEventEntity } from '../stripe-event.entity.js';
import { BillingEffectsService } from './billing-effects.service.js';
import { mapChargeRefunded } from './mappers/charge-refunded.mapper.js';
import { mapCheckoutSessionCompleted } from './mappers/checkout-session-completed.mapper.js';
import { mapInvoicePaid } from './mappers/invoice-paid.mapper.js';
import { mapInvoicePaymentFailed } from './mappers/invoice-payment-failed.mapper.js';
import { mapSubscription } from './mappers/subscription.mapper.js';
import type { WebhookEffect } from './webhook-effect.js';

export interface WebhookReceipt {
  received: true;
  /** The event was processed before (Stripe retries and duplicates); nothing changed. */
  duplicate: boolean;
}

/**
 * Stripe webhooks: the signature is verified on the raw body; each event is processed once (its
 * id stored in the transaction of its effects); subscription state is re-read from Stripe, so
 * events arriving out of order leave the state Stripe has now.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly effects: BillingEffectsService,
  ) {}

  async receive(payload: unknown, signature: string | undefined): Promise<WebhookReceipt> {
    const { stripe, secret } = this.configured();
    const event = this.verify(stripe, payload, signature, secret);
    const seen = await this.dataSource.getRepository(StripeEventEntity).existsBy({ id: event.id });
    if (seen) return { received: true, duplicate: true };
    const effect = await this.effectOf(stripe, event);
    const applied = await this.dataSource.transaction(async (manager) => {
      // A concurrent delivery of the same event waits here for the first, then finds its row.
      const inserted = await manager.query<{ id: string }[]>(
        `INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type],
      );
      if (inserted.length === 0) return false;
      await this.effects.apply(manager, effect);
      return true;
    });
    if (applied && effect.kind === 'none') this.logger.debug(`${event.type}: ${effect.reason}`);
    return { received: true, duplicate: !applied };
  }

  private configured(): { stripe: Stripe; secret: string } {
    const secret = this.config.stripe.webhookSecret;
    if (!this.stripe || !secret) {
      throw new ServiceUnavailableException({
        message: 'Stripe webhooks are not configured on this server.',
        code: 'stripe_not_configured',
      });
    }
    return { stripe: this.stripe, secret };
  }

  private verify(
    stripe: Stripe,
    payload: unknown,
    signature: string | undefined,
    secret: string,
  ): Stripe.Event {
    if (!Buffer.isBuffer(payload) || !signature) throw invalidSignature();
    try {
      return stripe.webhooks.constructEvent(payload, signature, secret);
    } catch {
      throw invalidSignature();
    }
  }

  /** What the event does, with Stripe's current state read first (outside any transaction). */
  private async effectOf(stripe: Stripe, event: Stripe.Event): Promise<WebhookEffect> {
    // A delayed payment method (bank debit) completes the session unpaid and succeeds later.
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const completion = mapCheckoutSessionCompleted(event.data.object);
      if (completion.kind === 'subscription') {
        return this.subscription(stripe, completion.subscriptionId, completion.userId, true);
      }
      if (completion.kind === 'top-up') return { kind: 'top-up', purchase: completion };
      return { kind: 'none', reason: completion.reason };
    }
    if (event.type === 'customer.subscription.created') {
      return this.subscription(stripe, event.data.object.id, null, true);
    }
    if (
      event.type === 'customer.subscription.updated' ||
      event.type === 'customer.subscription.deleted'
    ) {
      return this.subscription(stripe, event.data.object.id, null, false);
    }
    if (event.type === 'invoice.paid') {
      const paid = mapInvoicePaid(event.data.object);
      if (!paid) return { kind: 'none', reason: 'not a subscription invoice' };
      return this.subscription(stripe, paid.subscriptionId, null, paid.startsPeriod);
    }
    if (event.type === 'invoice.payment_failed') {
      const failed = mapInvoicePaymentFailed(event.data.object);
      if (!failed) return { kind: 'none', reason: 'not a subscription invoice' };
      return this.subscription(stripe, failed.subscriptionId, null, false);
    }
    if (event.type === 'charge.refunded') {
      const refund = mapChargeRefunded(event.data.object);
      return refund ? { kind: 'refund', refund } : { kind: 'none', reason: 'nothing refunded' };
    }
    return { kind: 'none', reason: 'not an event this app acts on' };
  }

  /** The subscription as Stripe has it now: a late event never rolls a later change back. */
  private async subscription(
    stripe: Stripe,
    subscriptionId: string,
    userId: number | null,
    startsPeriod: boolean,
  ): Promise<WebhookEffect> {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const prices = { pro: this.config.stripe.pricePro, premium: this.config.stripe.pricePremium };
    return {
      kind: 'subscription',
      state: mapSubscription(subscription, prices),
      userId,
      startsPeriod,
    };
  }
}

function invalidSignature(): BadRequestException {
  return new BadRequestException({
    message: 'Invalid Stripe signature',
    code: 'invalid_signature',
  });
}
