import { idOf } from './stripe-ids.js';
import { type InvoiceFields, invoiceSubscriptionId } from './invoice-subscription.js';

export interface InvoicePaid {
  subscriptionId: string;
  customerId: string | null;
  /** A paid invoice of a subscription starts a billing period: the allowance renews (usage 0). */
  startsPeriod: true;
}

/** `invoice.paid`: a subscription's period was paid for. Invoices of anything else are ignored. */
export function mapInvoicePaid(invoice: InvoiceFields): InvoicePaid | null {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return null;
  return { subscriptionId, customerId: idOf(invoice.customer), startsPeriod: true };
}
