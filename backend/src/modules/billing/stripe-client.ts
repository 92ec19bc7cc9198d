import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config.js';

/** The Stripe client, or null in development mode (no `STRIPE_SECRET_KEY`). */
export const STRIPE_CLIENT = Symbol('STRIPE_CLIENT');

type Connection = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

/** Where the SDK sends its requests: Stripe itself, or `STRIPE_API_BASE` (a local fake in tests). */
export function stripeConnection(apiBase: string | null): Connection {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    protocol,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
  };
}

export function createStripeClient(config: AppConfig['stripe']): Stripe | null {
  if (!config.secretKey) return null;
  return new Stripe(config.secretKey, {
    ...stripeConnection(config.apiBase),
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Vault' },
  });
}
