import { describe, expect, it } from 'vitest';
import { captionText, chaptersFromDescription, preferredTrack } from './youtube-captions.js';

describe('chapters from a description', () => {
  it('reads timestamp lines, hours included', () => {
    expect(chaptersFromDescription('Intro text\n0:00 Start\n(2:30) Middle\n1:00:00 - End')).toEqual(
      [
        { start: 0, title: 'Start' },
        { start: 150, title: 'Middle' },
        { start: 3600, title: 'End' },
      ],
    );
  });

  it.each([
    ['fewer than three', '0:00 Start\n2:30 End'],
    ['not starting at 0:00', '0:10 Start\n2:30 Middle\n4:00 End'],
    ['out of order', '0:00 Start\n4:00 Middle\n2:30 End'],
  ])('keeps none when %s', (_name, description) => {
    expect(chaptersFromDescription(description)).toEqual([]);
  });
});

describe('caption tracks', () => {
  const track = (lang: string, source: 'uploaded' | 'automatic') => ({
    baseUrl: `/t?${lang}`,
    lang,
    source,
  });

  it('prefers uploaded captions in the spoken language, then automatic ones', () => {
    const tracks = [track('de', 'uploaded'), track('en', 'automatic'), track('en-GB', 'uploaded')];
    expect(preferredTrack(tracks, null)).toEqual(track('en-GB', 'uploaded'));
    expect(preferredTrack([track('de', 'uploaded'), track('en', 'automatic')], null)).toEqual(
      track('en', 'automatic'),
    );
    expect(preferredTrack([], 'en')).toBeNull();
  });

  it('decodes the XML form, escaped twice', () => {
    expect(captionText('It&amp;#39;s &amp;amp; &lt;b&gt;')).toBe("It's & <b>");
  });
});
