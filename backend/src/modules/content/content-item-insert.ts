import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../database/prepared-query.js';
import type { AllowanceUnitPlaceholders } from '../users/index.js';
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

type Connection = EntityManager['connection'];

const returnedColumns = new WeakMap<Connection, string>();

/** Every column an entity load reads (the defaults included), for `RETURNING`. */
function columnsOf(connection: Connection): string {
  let columns = returnedColumns.get(connection);
  if (!columns) {
    columns = connection
      .getMetadata(ContentItemEntity)
      .columns.filter((column) => column.isSelect)
      .map((column) => `"${column.databaseName}"`)
      .join(', ');
    returnedColumns.set(connection, columns);
  }
  return columns;
}

/** The values of `NewItemValues` as `$1`-`$7`, in the order both inserts use. */
function parametersOf(values: NewItemValues): unknown[] {
  return [
    values.userId,
    values.url,
    values.canonicalUrl,
    values.platform,
    values.title,
    values.customTags,
    values.chargedAt,
  ];
}

const INSERTED_COLUMNS = `(user_id, url, canonical_url, platform, title, custom_tags,
                           extraction_status, charged_with, charged_at)`;

/** A row returned by an insert, as TypeORM would load it. */
function toEntity(connection: Connection, row: Record<string, unknown>): ContentItemEntity {
  const metadata = connection.getMetadata(ContentItemEntity);
  const item = metadata.create() as ContentItemEntity;
  for (const column of metadata.columns) {
    if (!column.isSelect) continue;
    column.setEntityValue(
      item,
      connection.driver.prepareHydratedValue(row[column.databaseName], column),
    );
  }
  return item;
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
  const rows: Record<string, unknown>[] = await manager.query(
    `INSERT INTO content_items ${INSERTED_COLUMNS}
     VALUES ($1, $2, $3, $4, $5, $6, 'queued', 'allowance', $7)
     ON CONFLICT DO NOTHING RETURNING ${columnsOf(manager.connection)}`,
    parametersOf(values),
  );
  const row = rows[0];
  return row ? toEntity(manager.connection, row) : null;
}

/**
 * Builds the statement that takes an allowance unit (`UPDATE users … RETURNING id`, from the users
 * module) with the given placeholders, only when `onlyIf` holds.
 */
export type AllowanceCharge = (placeholders: AllowanceUnitPlaceholders, onlyIf: string) => string;

/**
 * What `saveLink` did: `item` is the new item (`created`) or the one saved before, moved to the
 * top; `charged` when it took a unit.
 */
export interface LinkSave {
  item: ContentItemEntity | null;
  created: boolean;
  charged: boolean;
}

/**
 * A save in one statement, outside any transaction. A link saved before is moved to the top, at no
 * charge. A new one, when allowance is left in the current period, takes one unit, and is inserted
 * queued with the extension's page snapshot. Otherwise nothing is written and the caller goes the
 * transactional way (a renewed period, credits, a refusal). One statement instead of five (BEGIN,
 * insert, charge, snapshot, COMMIT): a save's round trips were most of its CPU.
 *
 * Charged without an item happens only when a save of the same link committed between this
 * statement's snapshot and its insert; the caller gives the unit back.
 */
export async function saveLink(
  manager: EntityManager,
  values: NewItemValues,
  snapshotHtml: string | null,
  charge: AllowanceCharge,
): Promise<LinkSave> {
  const columns = columnsOf(manager.connection);
  const rows = await preparedQuery<Record<string, unknown>>(
    manager.connection,
    'vault_save_link',
    `WITH moved AS (
            UPDATE content_items SET saved_at = now()
             WHERE user_id = $1 AND canonical_url = $3 RETURNING ${columns}),
          charge AS (
            ${charge({ userId: '$1', now: '$7', addedItems: '1' }, 'NOT EXISTS (SELECT 1 FROM moved)')}),
          item AS (
            INSERT INTO content_items ${INSERTED_COLUMNS}
            SELECT $1::int, $2::text, $3::text, $4::varchar, $5::text, $6::text[],
                   'queued', 'allowance', $7::timestamptz
              FROM charge
            ON CONFLICT DO NOTHING RETURNING ${columns}),
          snapshot AS (
            INSERT INTO content_snapshots (content_id, html)
            SELECT item.id, $8 FROM item WHERE $8::text IS NOT NULL),
          saved AS (
            SELECT TRUE AS created__, * FROM item
            UNION ALL SELECT FALSE, * FROM moved)
     SELECT EXISTS (SELECT 1 FROM charge) AS charged__, saved.*
       FROM (VALUES (1)) AS one LEFT JOIN saved ON TRUE`,
    [...parametersOf(values), snapshotHtml],
  );
  const row = rows[0]!;
  const charged = row.charged__ === true;
  if (row.id === null || row.id === undefined) return { item: null, created: false, charged };
  return { item: toEntity(manager.connection, row), created: row.created__ === true, charged };
}
