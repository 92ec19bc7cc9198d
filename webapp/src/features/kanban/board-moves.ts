import type { Board, BoardItem } from '@vault/contracts';

/** The board's items of one column, top to bottom. */
export function columnItems(board: Board, columnId: string): BoardItem[] {
  return board.items
    .filter((item) => item.columnId === columnId)
    .sort((a, b) => a.position - b.position);
}

/**
 * The board as the server will answer a move: the item taken out of its column and put at
 * `position` (clamped) of the target, every column renumbered 0..n-1. Used to show a move at once.
 */
export function applyMove(board: Board, itemId: number, columnId: string, position: number): Board {
  const moving = board.items.find((item) => item.id === itemId);
  if (!moving) return board;
  const items: BoardItem[] = [];
  for (const column of board.columns) {
    const list = columnItems(board, column.id).filter((item) => item.id !== itemId);
    if (column.id === columnId) {
      const index = Math.max(0, Math.min(position, list.length));
      list.splice(index, 0, { ...moving, columnId });
    }
    list.forEach((item, index) => items.push({ ...item, position: index }));
  }
  return { ...board, items };
}

export interface MoveTarget {
  columnId: string;
  position: number;
}

/**
 * Where a card dropped on another card lands: that card's place, or just below it when the
 * dragged card's middle is past the other's middle (moving down within a column counts the gap
 * the dragged card leaves).
 */
export function dropOnItem(
  board: Board,
  activeId: number,
  overId: number,
  below: boolean,
): MoveTarget | null {
  const over = board.items.find((item) => item.id === overId);
  const active = board.items.find((item) => item.id === activeId);
  if (!over || !active) return null;
  const list = columnItems(board, over.columnId).filter((item) => item.id !== activeId);
  const index = list.findIndex((item) => item.id === overId);
  return { columnId: over.columnId, position: index + (below ? 1 : 0) };
}

/** A card dropped on a column's empty space goes last. */
export function dropOnColumn(board: Board, activeId: number, columnId: string): MoveTarget {
  const list = columnItems(board, columnId).filter((item) => item.id !== activeId);
  return { columnId, position: list.length };
}

/** Whether a move changes anything (dropping a card where it already is does not). */
export function isNoOp(board: Board, itemId: number, target: MoveTarget): boolean {
  const item = board.items.find((entry) => entry.id === itemId);
  return !item || (item.columnId === target.columnId && item.position === target.position);
}
