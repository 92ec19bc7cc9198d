import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface LockedColumn {
  id: number;
  key: string;
  title: string;
}

export interface LockedItem {
  id: number;
  columnId: number;
  contentId: number;
}

/**
 * Locks the user's board row for the rest of the transaction. Every change to a board's columns or
 * items takes this lock first, so changes to one board run one after another and each sees the
 * order the previous one left: concurrent moves can neither duplicate nor skip a position.
 * Another user's board answers 404, as a missing one does.
 */
export async function lockBoard(
  manager: EntityManager,
  userId: number,
  boardId: number,
): Promise<void> {
  const rows: unknown[] = await manager.query(
    `SELECT id FROM boards WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [boardId, userId],
  );
  if (rows.length === 0) throw new NotFoundException('Board not found');
}

/** The board of one of the user's items (404 for anyone else's), read before taking its lock. */
export async function boardOfItem(
  manager: EntityManager,
  userId: number,
  itemId: number,
): Promise<number> {
  const [row]: { board_id: number }[] = await manager.query(
    `SELECT bi.board_id FROM board_items bi JOIN boards b ON b.id = bi.board_id
      WHERE bi.id = $1 AND b.user_id = $2`,
    [itemId, userId],
  );
  if (!row) throw new NotFoundException('Board item not found');
  return row.board_id;
}

/** The board's columns, left to right (call with the board locked). */
export async function lockedColumns(
  manager: EntityManager,
  boardId: number,
): Promise<LockedColumn[]> {
  return manager.query(
    `SELECT id, key, title FROM board_columns WHERE board_id = $1 ORDER BY position, id`,
    [boardId],
  );
}

/** The board's item ids per column id, top to bottom (call with the board locked). */
export async function lockedItemOrder(
  manager: EntityManager,
  boardId: number,
): Promise<{ items: LockedItem[]; order: Map<number, number[]> }> {
  const items: LockedItem[] = await manager.query(
    `SELECT id, column_id AS "columnId", content_id AS "contentId" FROM board_items
      WHERE board_id = $1 ORDER BY position, id`,
    [boardId],
  );
  const order = new Map<number, number[]>();
  for (const item of items) {
    const column = order.get(item.columnId);
    if (column) column.push(item.id);
    else order.set(item.columnId, [item.id]);
  }
  return { items, order };
}

/**
 * Writes the given columns' item orders as 0..n-1 (and each item's column) in one statement,
 * touching only rows that change. The positions' unique index is deferred to the commit.
 */
export async function writeItemOrder(
  manager: EntityManager,
  columns: Map<number, number[]>,
): Promise<void> {
  const ids: number[] = [];
  const columnIds: number[] = [];
  const positions: number[] = [];
  for (const [columnId, itemIds] of columns) {
    itemIds.forEach((id, position) => {
      ids.push(id);
      columnIds.push(columnId);
      positions.push(position);
    });
  }
  if (ids.length === 0) return;
  await manager.query(
    `UPDATE board_items AS bi SET column_id = v.column_id, position = v.position
       FROM unnest($1::int[], $2::int[], $3::int[]) AS v(id, column_id, position)
      WHERE bi.id = v.id AND (bi.column_id <> v.column_id OR bi.position <> v.position)`,
    [ids, columnIds, positions],
  );
}

/** Writes the board's column order as 0..n-1 (the positions' unique index is deferred). */
export async function writeColumnOrder(manager: EntityManager, columnIds: number[]): Promise<void> {
  if (columnIds.length === 0) return;
  await manager.query(
    `UPDATE board_columns AS c SET position = v.position
       FROM unnest($1::int[], $2::int[]) AS v(id, position)
      WHERE c.id = v.id AND c.position <> v.position`,
    [columnIds, columnIds.map((_id, position) => position)],
  );
}
