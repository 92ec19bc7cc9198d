import { describe, expect, it } from 'vitest';
import { textBeforeTranscript, timestamp, videoMomentUrl } from './video-moments';

describe('video moments', () => {
  it('links a moment of a YouTube video', () => {
    expect(videoMomentUrl('https://youtu.be/dQw4w9WgXcQ', 123.7)).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=123s',
    );
    expect(videoMomentUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ', 0)).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=0s',
    );
    expect(videoMomentUrl('https://example.com/watch?v=dQw4w9WgXcQ', 5)).toBeNull();
  });

  it('formats timestamps', () => {
    expect(timestamp(65.5)).toBe('1:05');
    expect(timestamp(3723)).toBe('1:02:03');
  });

  it('takes the appended transcript off the text', () => {
    expect(textBeforeTranscript('About it.\n\nhello there', 'hello there')).toBe('About it.');
    expect(textBeforeTranscript('hello there', 'hello there')).toBeNull();
    expect(textBeforeTranscript('Other text', 'hello there')).toBe('Other text');
  });
});
