import { describe, expect, it } from 'vitest';
import { firstSharedLink, mustConfirmShare } from './shared-link';

describe('firstSharedLink', () => {
  it('takes the url field when it is a link', () => {
    expect(
      firstSharedLink({
        url: 'https://example.com/a',
        text: 'https://other.example/b',
        title: null,
      }),
    ).toBe('https://example.com/a');
  });

  it('finds the first link written in the text, without the sentence around it', () => {
    expect(
      firstSharedLink({
        url: null,
        text: 'Look at this (https://news.example.com/story?id=4). And https://second.example',
        title: 'Story',
      }),
    ).toBe('https://news.example.com/story?id=4');
  });

  it('falls back to the title, and gives nothing when no field holds a web link', () => {
    expect(firstSharedLink({ url: null, text: 'no link', title: 'https://t.example/x' })).toBe(
      'https://t.example/x',
    );
    expect(firstSharedLink({ url: 'javascript:alert(1)', text: 'hello', title: null })).toBeNull();
  });
});

describe('mustConfirmShare', () => {
  const origin = 'https://vault.example';
  const search = (query: string) => new URLSearchParams(query);

  it('asks for a click when the server marked the navigation or another origin referred it', () => {
    expect(mustConfirmShare(search('url=x&review=1'), '', origin)).toBe(true);
    expect(mustConfirmShare(search('url=x'), 'https://evil.example/page', origin)).toBe(true);
    expect(mustConfirmShare(search('url=x'), 'not a url', origin)).toBe(true);
  });

  it("saves at once for the share sheet's launch and the app's own pages", () => {
    expect(mustConfirmShare(search('url=x'), '', origin)).toBe(false);
    expect(mustConfirmShare(search('url=x'), 'https://vault.example/library', origin)).toBe(false);
  });
});
