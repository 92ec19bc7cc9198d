import { describe, expect, it } from 'vitest';
import { addedToBoardMessage } from './use-add-selection-to-board';

describe('addedToBoardMessage', () => {
  it('names what went where', () => {
    expect(addedToBoardMessage({ itemIds: [1, 2, 3], alreadyOnBoard: 0 }, 'Work · To Do')).toEqual({
      title: 'Added 3 items to Work · To Do',
    });
    expect(addedToBoardMessage({ itemIds: [1], alreadyOnBoard: 0 }, 'Work · Done').title).toBe(
      'Added 1 item to Work · Done',
    );
  });

  it('says how many were on the board already', () => {
    expect(addedToBoardMessage({ itemIds: [1], alreadyOnBoard: 2 }, 'Work · To Do')).toEqual({
      title: 'Added 1 item to Work · To Do',
      description: '2 items were on the board already and stayed where they were.',
    });
    expect(
      addedToBoardMessage({ itemIds: [1, 2], alreadyOnBoard: 1 }, 'Work · To Do').description,
    ).toBe('1 item was on the board already and stayed where it was.');
  });

  it('says nothing was added when every item was there', () => {
    expect(addedToBoardMessage({ itemIds: [], alreadyOnBoard: 4 }, 'Work · To Do')).toEqual({
      title: 'All 4 items are on Work · To Do already',
      description: 'Nothing was added.',
    });
    expect(addedToBoardMessage({ itemIds: [], alreadyOnBoard: 1 }, 'Work · To Do').title).toBe(
      'The item is on Work · To Do already',
    );
  });
});
