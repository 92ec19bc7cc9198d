import pg from 'pg';
import type { TestApp } from './test-app.js';
import { JobQueue } from '../../src/queue/job-queue.js';

/** Waits until every queued extraction has finished (succeeded or failed for good). */
export async function drainJobs(testApp: TestApp): Promise<void> {
  await testApp.app.get(JobQueue).drain();
}

export async function sql<T = Record<string, unknown>>(
  testApp: TestApp,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: testApp.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function setPlan(
  testApp: TestApp,
  userId: number,
  plan: string,
  usageLimit: number,
): Promise<void> {
  await sql(testApp, 'UPDATE users SET subscription_plan = $2, usage_limit = $3 WHERE id = $1', [
    userId,
    plan,
    usageLimit,
  ]);
}

export interface SeedItem {
  title: string;
  text?: string;
  author?: string;
  platform?: string;
  tags?: string[];
  note?: string;
  favorite?: boolean;
  read?: boolean;
}

/** Inserts completed items straight into the database (oldest first), for list and search tests. */
export async function seedItems<T extends SeedItem[]>(
  testApp: TestApp,
  userId: number,
  items: [...T],
): Promise<{ [K in keyof T]: number }> {
  const ids: number[] = [];
  const client = new pg.Client({ connectionString: testApp.databaseUrl });
  await client.connect();
  try {
    const start = Date.now() - items.length * 1000;
    for (const [index, item] of items.entries()) {
      const url = `https://seed.example/${userId}/${index}/${encodeURIComponent(item.title)}`;
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO content_items (user_id, url, canonical_url, platform, title, text, author, custom_tags, quick_note,
                                    is_favorite, is_read, extraction_status, saved_at, created_at)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'completed', $11, $11) RETURNING id`,
        [
          userId,
          url,
          item.platform ?? 'other',
          item.title,
          item.text ?? null,
          item.author ?? null,
          item.tags ?? null,
          item.note ?? null,
          item.favorite ?? false,
          item.read ?? false,
          new Date(start + index * 1000),
        ],
      );
      ids.push(rows[0]!.id);
    }
    await client.query('UPDATE users SET content_count = content_count + $2 WHERE id = $1', [
      userId,
      items.length,
    ]);
  } finally {
    await client.end();
  }
  return ids as { [K in keyof T]: number };
}
