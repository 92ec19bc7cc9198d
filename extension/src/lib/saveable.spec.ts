import { describe, expect, it } from 'vitest';
import { checkSaveable } from './saveable';

describe('checkSaveable', () => {
  it.each([
    'https://www.linkedin.com/feed/update/urn:li:activity:1/',
    'http://localhost:8080/page',
    'https://x.com/ada/status/1',
  ])('accepts the web page %s', (url) => {
    expect(checkSaveable(url)).toEqual({ ok: true, url: expect.any(String) });
  });

  it.each([
    ['chrome://settings/', 'Browser and extension pages cannot be saved to Vault.'],
    ['about:blank', 'Browser and extension pages cannot be saved to Vault.'],
    ['chrome-extension://abc/popup.html', 'Browser and extension pages cannot be saved to Vault.'],
    ['moz-extension://abc/popup.html', 'Browser and extension pages cannot be saved to Vault.'],
    ['edge://newtab/', 'Browser and extension pages cannot be saved to Vault.'],
    ['file:///home/ada/notes.html', 'Files on this computer cannot be saved to Vault.'],
    ['ftp://files.example/x', 'Only web pages (http and https) can be saved.'],
    ['https://user:secret@example.com/', 'Only web pages (http and https) can be saved.'],
    [undefined, 'Vault cannot see the address of this tab.'],
  ])('refuses %s, saying why', (url, reason) => {
    expect(checkSaveable(url)).toEqual({ ok: false, reason });
  });
});
