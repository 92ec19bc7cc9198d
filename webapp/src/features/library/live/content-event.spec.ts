import { describe, expect, it } from 'vitest';
import { makeItem } from '../test-content-item';
import { parseContentEvent } from './content-event';

describe('parseContentEvent', () => {
  it('reads updates and deletions', () => {
    const item = makeItem(4);
    expect(parseContentEvent(JSON.stringify({ type: 'content.updated', item }))).toEqual({
      type: 'content.updated',
      item,
    });
    expect(parseContentEvent('{"type":"content.deleted","id":4}')).toEqual({
      type: 'content.deleted',
      id: 4,
    });
  });

  it('ignores anything malformed', () => {
    expect(parseContentEvent('not json')).toBeNull();
    expect(parseContentEvent('null')).toBeNull();
    expect(parseContentEvent('{"type":"content.updated"}')).toBeNull();
    expect(parseContentEvent('{"type":"content.deleted","id":"4"}')).toBeNull();
    expect(parseContentEvent('{"type":"other","id":4}')).toBeNull();
    expect(parseContentEvent(undefined)).toBeNull();
  });
});
