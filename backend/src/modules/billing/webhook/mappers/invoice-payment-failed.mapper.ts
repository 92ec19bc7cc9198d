import { idOf } from './stripe-ids.js';
import { type InvoiceFields, invoiceSubscriptionId } from './invoice-subscription.js';

export interface InvoicePaymentFailed {
  subscriptionId: string;
  customerId: string | null;
}

/**
 * `invoice.payment_failed`: a subscription's payment failed. Its status (`past_due`, later
 * `unpaid` or `canceled`) is re-read from Stripe, so a late event never overrides a later payment.
 */
export function mapInvoicePaymentFailed(invoice: InvoiceFields): InvoicePaymentFailed | null {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return null;
  return { subscriptionId, customerId: idOf(invoice.customer) };
}
