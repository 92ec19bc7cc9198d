import { findPlan, type PlanName } from '@vault/contracts';
import pg from 'pg';

/** Moves an account to `plan` in the e2e server's database (no screen in these tests does it). */
export async function setPlan(username: string, plan: PlanName): Promise<void> {
  const url = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = `/${process.env.EXTENSION_E2E_DATABASE_NAME}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(
      `UPDATE users SET subscription_plan = $2, usage_limit = $3 WHERE lower(username) = lower($1)`,
      [username, plan, findPlan(plan).extractionLimit],
    );
  } finally {
    await client.end();
  }
}
