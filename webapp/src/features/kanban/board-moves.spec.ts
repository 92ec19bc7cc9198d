import type { Board, BoardItem } from '@vault/contracts';
import { describe, expect, it } from 'vitest';
import { applyMove, dropOnColumn, dropOnItem, isNoOp } from './board-moves';

function item(id: number, columnId: string, position: number): BoardItem {
  return {
    id,
    columnId,
    position,
    createdAt: '2026-01-01T00:00:00.000Z',
    content: {
      id: id * 10,
      platform: 'other',
      url: `https://example.com/${id}`,
      title: `Item ${id}`,
      author: null,
      quickNote: null,
      customTags: null,
    },
  };
}

const board: Board = {
  id: 1,
  name: 'Work',
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  columns: [
    { id: 'todo', title: 'To Do', position: 0 },
    { id: 'in-progress', title: 'In Progress', position: 1 },
    { id: 'done', title: 'Done', position: 2 },
  ],
  items: [item(1, 'todo', 0), item(2, 'todo', 1), item(3, 'todo', 2), item(4, 'done', 0)],
};

const layout = (value: Board) =>
  Object.fromEntries(
    value.columns.map((column) => [
      column.id,
      value.items
        .filter((entry) => entry.columnId === column.id)
        .sort((a, b) => a.position - b.position)
        .map((entry) => `${entry.id}@${entry.position}`),
    ]),
  );

describe('board moves', () => {
  it('moves within a column and renumbers', () => {
    expect(layout(applyMove(board, 1, 'todo', 2)).todo).toEqual(['2@0', '3@1', '1@2']);
    expect(layout(applyMove(board, 3, 'todo', 0)).todo).toEqual(['3@0', '1@1', '2@2']);
  });

  it('moves between columns, clamping past the end', () => {
    const moved = layout(applyMove(board, 2, 'done', 9));
    expect(moved.todo).toEqual(['1@0', '3@1']);
    expect(moved.done).toEqual(['4@0', '2@1']);
    expect(layout(applyMove(board, 4, 'in-progress', 0))['in-progress']).toEqual(['4@0']);
  });

  it('finds where a drop lands', () => {
    expect(dropOnItem(board, 1, 3, false)).toEqual({ columnId: 'todo', position: 1 });
    expect(dropOnItem(board, 1, 3, true)).toEqual({ columnId: 'todo', position: 2 });
    expect(dropOnItem(board, 2, 4, false)).toEqual({ columnId: 'done', position: 0 });
    expect(dropOnItem(board, 2, 4, true)).toEqual({ columnId: 'done', position: 1 });
    expect(dropOnColumn(board, 1, 'done')).toEqual({ columnId: 'done', position: 1 });
    expect(dropOnColumn(board, 1, 'todo')).toEqual({ columnId: 'todo', position: 2 });
  });

  it('knows a drop in place changes nothing', () => {
    expect(isNoOp(board, 2, { columnId: 'todo', position: 1 })).toBe(true);
    expect(isNoOp(board, 2, { columnId: 'done', position: 1 })).toBe(false);
  });
});
