import type { EntityManager } from 'typeorm';
import { ContentItemEntity } from './content-item.entity.js';

/** What a save writes into a new item; every other column takes its default. */
export interface NewItemValues {
  userId: number;
  url: string;
  canonicalUrl: string;
  platform: ContentItemEntity['platform'];
  title: string | null;
  customTags: string[] | null;
  chargedAt: Date;
}

const insertSql = new WeakMap<EntityManager['connection'], string>();

/** The insert, returning every column an entity load reads (the defaults included). */
function sqlFor(manager: EntityManager): string {
  const connection = manager.connection;
  let sql = insertSql.get(connection);
  if (!sql) {
    const columns = connection
      .getMetadata(ContentItemEntity)
      .columns.filter((column) => column.isSelect)
      .map((column) => `"${column.databaseName}"`)
      .join(', ');
    sql = `INSERT INTO content_items
             (user_id, url, canonical_url, platform, title, custom_tags, extraction_status,
              charged_with, charged_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'queued', 'allowance', $7)
           ON CONFLICT DO NOTHING RETURNING ${columns}`;
    insertSql.set(connection, sql);
  }
  return sql;
}

/**
 * Inserts a queued item charged to the allowance, as TypeORM would load it; null when the user has
 * this link already (nothing inserted). A hand-written statement: built and read back through the
 * query builder, the insert was about a tenth of a save's CPU in the server.
 */
export async function insertQueuedItem(
  manager: EntityManager,
  values: NewItemValues,
): Promise<ContentItemEntity | null> {
  const rows: Record<string, unknown>[] = await manager.query(sqlFor(manager), [
    values.userId,
    values.url,
    values.canonicalUrl,
    values.platform,
    values.title,
    values.customTags,
    values.chargedAt,
  ]);
  const row = rows[0];
  if (!row) return null;
  const metadata = manager.connection.getMetadata(ContentItemEntity);
  const driver = manager.connection.driver;
  const item = metadata.create() as ContentItemEntity;
  for (const column of metadata.columns) {
    if (!column.isSelect) continue;
    column.setEntityValue(item, driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return item;
}
