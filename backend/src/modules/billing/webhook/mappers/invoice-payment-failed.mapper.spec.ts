import { describe, expect, it } from 'vitest';
import { mapInvoicePaymentFailed } from './invoice-payment-failed.mapper.js';
import type { InvoiceFields } from './invoice-subscription.js';

const invoice: InvoiceFields = {
  id: 'in_1',
  customer: { id: 'cus_1' } as unknown as InvoiceFields['customer'],
  billing_reason: 'subscription_cycle',
  parent: { subscription_details: { subscription: 'sub_1' } },
};

describe('mapInvoicePaymentFailed', () => {
  it('names the subscription whose payment failed', () => {
    expect(mapInvoicePaymentFailed(invoice)).toEqual({
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
    });
  });

  it('ignores an invoice that bills no subscription', () => {
    expect(mapInvoicePaymentFailed({ ...invoice, parent: null })).toBeNull();
  });
});
