import { withDatabase } from './database';

/** Sets how much of the month's allowance a user has used (a screen cannot do this). */
export function setUsage(username: string, usageCount: number): Promise<void> {
  return withDatabase(async (client) => {
    await client.query(`UPDATE users SET usage_count = $2 WHERE lower(username) = lower($1)`, [
      username,
      usageCount,
    ]);
  });
}

/** Makes a user a paying Stripe subscriber, as a completed Checkout and its webhook would. */
export function setStripeSubscription(username: string, subscriptionId: string): Promise<void> {
  return withDatabase(async (client) => {
    await client.query(
      `UPDATE users SET subscription_plan = 'pro', subscription_status = 'active', usage_limit = 250,
              stripe_customer_id = 'cus_e2e', stripe_subscription_id = $2
       WHERE lower(username) = lower($1)`,
      [username, subscriptionId],
    );
  });
}
