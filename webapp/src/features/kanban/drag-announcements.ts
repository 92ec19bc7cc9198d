import type { Announcements } from '@dnd-kit/core';
import type { Board } from '@vault/contracts';

/** What a screen reader hears while a card is dragged: card titles and column names, not ids. */
export function dragAnnouncements(board: Board): Announcements {
  const titleOf = (id: string | number) => {
    const itemId = Number(String(id).replace('item-', ''));
    const item = board.items.find((entry) => entry.id === itemId);
    return item?.content.title || 'the card';
  };
  const placeOf = (id: string | number) => {
    const key = String(id);
    if (key.startsWith('column-')) {
      const column = board.columns.find((entry) => `column-${entry.id}` === key);
      return `column ${column?.title ?? ''}`;
    }
    return titleOf(key);
  };
  return {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over ${placeOf(over.id)}.`
        : `${titleOf(active.id)} is no longer over a column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} was dropped on ${placeOf(over.id)}.`
        : `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
}
