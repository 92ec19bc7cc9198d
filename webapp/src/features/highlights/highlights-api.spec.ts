import { describe, expect, it } from 'vitest';
import { highlightsPath } from './highlights-api';

const none = { search: '', color: '', tag: '', platform: '' } as const;

describe('highlightsPath', () => {
  it('asks for everything when no filter is set', () => {
    expect(highlightsPath(none, null)).toBe('/api/highlights');
  });

  it('sends only the filters that are set, trimmed, and the cursor', () => {
    expect(
      highlightsPath({ search: ' crabs ', color: 'blue', tag: 'sea', platform: 'youtube' }, 'abc'),
    ).toBe('/api/highlights?search=crabs&color=blue&tag=sea&platform=youtube&cursor=abc');
  });
});
