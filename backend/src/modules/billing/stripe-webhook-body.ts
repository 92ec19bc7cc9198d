import express, { type RequestHandler } from 'express';

/** The webhook's address; Stripe signs the exact bytes it sends, so this route keeps them raw. */
export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * The webhook's body as a Buffer, registered before the JSON parser: the JSON parser then skips
 * the request (its body is read), and every other route keeps parsing JSON.
 */
export function stripeWebhookBodyParser(): RequestHandler {
  return express.raw({ type: () => true, limit: '1mb' });
}
