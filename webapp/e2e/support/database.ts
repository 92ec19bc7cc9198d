import { findPlan, type PlanName } from '@vault/contracts';
import pg from 'pg';

/** Direct access to the e2e server's database, for set-up a screen cannot do yet (plan changes). */
export async function withDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  url.pathname = `/${process.env.E2E_DATABASE_NAME}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function setPlan(username: string, plan: PlanName): Promise<void> {
  return withDatabase(async (client) => {
    await client.query(
      `UPDATE users SET subscription_plan = $2, usage_limit = $3 WHERE lower(username) = lower($1)`,
      [username, plan, findPlan(plan).extractionLimit],
    );
  });
}
