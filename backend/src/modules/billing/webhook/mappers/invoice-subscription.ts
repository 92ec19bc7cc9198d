import type Stripe from 'stripe';
import { idOf } from './stripe-ids.js';

export interface InvoiceFields extends Pick<Stripe.Invoice, 'id' | 'customer' | 'billing_reason'> {
  parent: {
    subscription_details: { subscription: string | { id: string } } | null;
  } | null;
}

/** The subscription an invoice bills, if it bills one. */
export function invoiceSubscriptionId(invoice: InvoiceFields): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}
