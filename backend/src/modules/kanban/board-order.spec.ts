import { describe, expect, it } from 'vitest';
import { columnKeyFor, insertAt, moveWithin } from './board-order.js';

describe('board ordering', () => {
  it('inserts at a position, clamping past the end to last', () => {
    expect(insertAt(['a', 'b'], 'x', 0)).toEqual(['x', 'a', 'b']);
    expect(insertAt(['a', 'b'], 'x', 1)).toEqual(['a', 'x', 'b']);
    expect(insertAt(['a', 'b'], 'x', 99)).toEqual(['a', 'b', 'x']);
    expect(insertAt([], 'x', 3)).toEqual(['x']);
  });

  it('moves within a list, up and down', () => {
    expect(moveWithin(['a', 'b', 'c'], 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(moveWithin(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveWithin(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'b', 'c']);
    expect(moveWithin(['a', 'b', 'c'], 'a', 10)).toEqual(['b', 'c', 'a']);
  });

  it('derives unique column ids from titles', () => {
    expect(columnKeyFor('In Review', new Set())).toBe('in-review');
    expect(columnKeyFor('  Déjà vu!  ', new Set())).toBe('deja-vu');
    expect(columnKeyFor('🚀', new Set())).toBe('column');
    expect(columnKeyFor('Done', new Set(['done', 'done-2']))).toBe('done-3');
    expect(columnKeyFor('x'.repeat(60), new Set())).toHaveLength(40);
  });
});
