import { describe, expect, it } from 'vitest';
import { mapInvoicePaid } from './invoice-paid.mapper.js';
import type { InvoiceFields } from './invoice-subscription.js';

const invoice: InvoiceFields = {
  id: 'in_1',
  customer: 'cus_1',
  billing_reason: 'subscription_cycle',
  parent: { subscription_details: { subscription: 'sub_1' } },
};

describe('mapInvoicePaid', () => {
  it('starts a new period of the subscription it paid for', () => {
    expect(mapInvoicePaid(invoice)).toEqual({
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      startsPeriod: true,
    });
  });

  it('reads an expanded subscription', () => {
    const expanded: InvoiceFields = {
      ...invoice,
      parent: { subscription_details: { subscription: { id: 'sub_2' } } },
    };
    expect(mapInvoicePaid(expanded)?.subscriptionId).toBe('sub_2');
  });

  it('ignores an invoice that bills no subscription', () => {
    expect(mapInvoicePaid({ ...invoice, parent: null })).toBeNull();
    expect(mapInvoicePaid({ ...invoice, parent: { subscription_details: null } })).toBeNull();
  });
});
