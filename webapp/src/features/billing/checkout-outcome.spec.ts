import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/api';
import { authenticationRequired, checkoutFailure, checkoutSuccess } from './checkout-outcome';

const error = (status: number, body: object) =>
  new HttpError(status, JSON.stringify(body), 'Status text');

describe('checkoutSuccess', () => {
  it('leaves for Stripe Checkout when the server answers a checkout address', () => {
    expect(checkoutSuccess({ checkoutUrl: 'https://checkout.stripe.com/c/1' }, 'pricing')).toEqual({
      checkoutUrl: 'https://checkout.stripe.com/c/1',
    });
  });

  it('confirms a change that applied at once and goes to its address after 1.5 seconds', () => {
    const answer = { success: true, redirectUrl: '/', message: 'You are now on the Pro plan.' };
    expect(checkoutSuccess(answer, 'upgrade')).toEqual({
      toast: { type: 'success', title: 'Upgrade Successful', description: answer.message },
      redirect: { to: '/', delayMs: 1500 },
    });
    expect(checkoutSuccess(answer, 'topup').toast?.title).toBe('Topup Successful');
  });
});

describe('checkoutFailure', () => {
  it('sends a signed-out person to sign in again after half a second', () => {
    expect(checkoutFailure(error(401, { message: 'Please sign in' }), 'pricing')).toEqual({
      toast: {
        type: 'error',
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      },
      redirect: { to: '/api/login', delayMs: 500 },
    });
    expect(checkoutFailure(error(401, {}), 'topup').redirect?.to).toBe('/api/login');
  });

  it('says the payment system needs configuring when a Stripe price is invalid', () => {
    const invalid = error(503, { message: 'Invalid Stripe price ID for pro', code: 'x' });
    expect(checkoutFailure(invalid, 'pricing').toast).toEqual({
      type: 'error',
      title: 'Configuration Required',
      description:
        'Payment system needs to be configured with valid Stripe price IDs. Please contact support.',
    });
  });

  it('falls back to the spec texts for other failures', () => {
    const failed = error(502, { message: 'Stripe is down' });
    expect(checkoutFailure(failed, 'pricing').toast).toMatchObject({
      title: 'Upgrade Failed',
      description: 'Failed to initiate subscription upgrade',
    });
    expect(checkoutFailure(failed, 'topup').toast).toMatchObject({
      title: 'Topup Failed',
      description: 'Failed to initiate topup payment',
    });
  });

  it('shows the server message on the simple Upgrade page', () => {
    expect(checkoutFailure(error(409, { message: 'Already on Pro' }), 'upgrade').toast).toEqual({
      type: 'error',
      title: 'Upgrade Failed',
      description: 'Already on Pro',
    });
    expect(checkoutFailure(new Error('network'), 'upgrade').toast?.description).toBe(
      'Failed to process upgrade',
    );
  });
});

describe('authenticationRequired', () => {
  it('asks to log in first', () => {
    expect(authenticationRequired('pricing').description).toBe(
      'Please log in to upgrade your plan',
    );
    expect(authenticationRequired('topup').description).toBe('Please log in to purchase topup');
  });
});
