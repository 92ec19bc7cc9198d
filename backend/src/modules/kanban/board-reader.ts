import type { Board, BoardColumn, BoardItem, BoardSummary, Platform } from '@vault/contracts';
import type { EntityManager } from 'typeorm';

interface BoardRow {
  id: number;
  name: string;
  description: string | null;
  created_at: Date;
}

interface ColumnRow {
  board_id: number;
  key: string;
  title: string;
}

interface ItemRow {
  id: number;
  board_id: number;
  column_key: string;
  created_at: Date;
  content_id: number;
  platform: Platform;
  url: string;
  title: string | null;
  author: string | null;
  quick_note: string | null;
  custom_tags: string[] | null;
}

/**
 * Reads boards with their columns and items in three queries, whatever the number of boards. The
 * positions answered are each row's rank (0..n-1), so a gap left by a cascade never shows.
 */
export async function readBoards(
  manager: EntityManager,
  userId: number,
  boardId?: number,
): Promise<Board[]> {
  const boards = await readBoardRows(manager, userId, boardId);
  if (boards.length === 0) return [];
  const ids = boards.map((board) => board.id);
  const columns = await readColumns(manager, ids);
  const items: ItemRow[] = await manager.query(
    `SELECT bi.id, bi.board_id, c.key AS column_key, bi.created_at, ci.id AS content_id,
            ci.platform, ci.url, ci.title, ci.author, ci.quick_note, ci.custom_tags
       FROM board_items bi
       JOIN board_columns c ON c.id = bi.column_id
       JOIN content_items ci ON ci.id = bi.content_id
      WHERE bi.board_id = ANY($1)
      ORDER BY bi.board_id, c.position, bi.position, bi.id`,
    [ids],
  );
  const itemsByBoard = groupBy(items, (row) => row.board_id);
  return boards.map((board) => ({
    ...toBoardHeader(board),
    columns: columns.get(board.id) ?? [],
    items: rankItems(itemsByBoard.get(board.id) ?? []),
  }));
}

/** The board list: each board with its columns and its item count, oldest first. */
export async function readBoardSummaries(
  manager: EntityManager,
  userId: number,
): Promise<BoardSummary[]> {
  const boards = await readBoardRows(manager, userId);
  if (boards.length === 0) return [];
  const ids = boards.map((board) => board.id);
  const columns = await readColumns(manager, ids);
  const counts: { board_id: number; count: number }[] = await manager.query(
    `SELECT board_id, count(*)::int AS count FROM board_items WHERE board_id = ANY($1) GROUP BY board_id`,
    [ids],
  );
  const countOf = new Map(counts.map((row) => [row.board_id, row.count]));
  return boards.map((board) => ({
    ...toBoardHeader(board),
    columns: columns.get(board.id) ?? [],
    itemCount: countOf.get(board.id) ?? 0,
  }));
}

function readBoardRows(
  manager: EntityManager,
  userId: number,
  boardId?: number,
): Promise<BoardRow[]> {
  return boardId === undefined
    ? manager.query(
        `SELECT id, name, description, created_at FROM boards WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
      )
    : manager.query(
        `SELECT id, name, description, created_at FROM boards WHERE user_id = $1 AND id = $2`,
        [userId, boardId],
      );
}

async function readColumns(
  manager: EntityManager,
  boardIds: number[],
): Promise<Map<number, BoardColumn[]>> {
  const rows: ColumnRow[] = await manager.query(
    `SELECT board_id, key, title FROM board_columns WHERE board_id = ANY($1) ORDER BY board_id, position, id`,
    [boardIds],
  );
  const byBoard = groupBy(rows, (row) => row.board_id);
  return new Map(
    [...byBoard].map(([boardId, columns]) => [
      boardId,
      columns.map((column, position) => ({ id: column.key, title: column.title, position })),
    ]),
  );
}

function toBoardHeader(board: BoardRow): Pick<Board, 'id' | 'name' | 'description' | 'createdAt'> {
  return {
    id: board.id,
    name: board.name,
    description: board.description,
    createdAt: board.created_at.toISOString(),
  };
}

/** Rows come ordered by column then position; each gets its rank within its column. */
function rankItems(rows: ItemRow[]): BoardItem[] {
  const next = new Map<string, number>();
  return rows.map((row) => {
    const position = next.get(row.column_key) ?? 0;
    next.set(row.column_key, position + 1);
    return toBoardItem(row, position);
  });
}

function toBoardItem(row: ItemRow, position: number): BoardItem {
  return {
    id: row.id,
    columnId: row.column_key,
    position,
    createdAt: row.created_at.toISOString(),
    content: {
      id: row.content_id,
      platform: row.platform,
      url: row.url,
      title: row.title,
      author: row.author,
      quickNote: row.quick_note,
      customTags: row.custom_tags,
    },
  };
}

/** One item as the add call answers it. */
export async function readBoardItem(manager: EntityManager, itemId: number): Promise<BoardItem> {
  const [row]: (ItemRow & { position: number })[] = await manager.query(
    `SELECT bi.id, bi.board_id, c.key AS column_key, bi.created_at, bi.position, ci.id AS content_id,
            ci.platform, ci.url, ci.title, ci.author, ci.quick_note, ci.custom_tags
       FROM board_items bi
       JOIN board_columns c ON c.id = bi.column_id
       JOIN content_items ci ON ci.id = bi.content_id
      WHERE bi.id = $1`,
    [itemId],
  );
  if (!row) throw new Error(`Board item ${itemId} vanished`);
  return toBoardItem(row, row.position);
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
