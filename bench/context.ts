import { NEXT_CURSOR_HEADER } from '@vault/contracts';
import { withClient } from './database.ts';
import { keepAliveAgent, send } from './http.ts';
import { type ScenarioContext, listPage } from './scenarios.ts';

/** Pages of 50 to walk through for the deep keyset cursor (~2,000 items). */
const DEEP_PAGES = 40;
const DETAIL_IDS = 500;

/** Walks the list through X-Next-Cursor, as the web app's Load More does. */
async function deepCursor(baseUrl: string, token: string): Promise<string> {
  const options = { agent: keepAliveAgent(1), baseUrl, token, keepBody: true };
  let cursor: string | undefined;
  for (let page = 0; page < DEEP_PAGES; page++) {
    const response = await send(options, 'GET', listPage(cursor));
    if (response.status !== 200) throw new Error(`List page ${page} answered ${response.status}`);
    const next = response.headers[NEXT_CURSOR_HEADER.toLowerCase()];
    if (typeof next !== 'string') break;
    cursor = next;
  }
  options.agent.destroy();
  if (!cursor) throw new Error('The list returned no next cursor: is the library seeded?');
  return cursor;
}

async function sampleIds(databaseUrl: string, userId: number): Promise<number[]> {
  return withClient(databaseUrl, async (client) => {
    const rows = await client.query<{ id: number }>(
      `SELECT id FROM content_items WHERE user_id = $1 ORDER BY random() LIMIT $2`,
      [userId, DETAIL_IDS],
    );
    return rows.rows.map((row) => row.id);
  });
}

export async function prepareContext(
  baseUrl: string,
  token: string,
  databaseUrl: string,
  userId: number,
): Promise<ScenarioContext> {
  return {
    deepCursor: await deepCursor(baseUrl, token),
    itemIds: await sampleIds(databaseUrl, userId),
  };
}
