import { describe, expect, it } from 'vitest';
import { isDeveloperShortcut } from './developer-shortcut';

const press = (overrides: Partial<Parameters<typeof isDeveloperShortcut>[0]>) => ({
  key: 'R',
  code: 'KeyR',
  shiftKey: true,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  ...overrides,
});

describe('developer shortcut', () => {
  it('matches Ctrl+Shift+R and Cmd+Shift+R', () => {
    expect(isDeveloperShortcut(press({ ctrlKey: true }))).toBe(true);
    expect(isDeveloperShortcut(press({ metaKey: true }))).toBe(true);
    // Some keyboard layouts report another key but the physical R key.
    expect(isDeveloperShortcut(press({ ctrlKey: true, key: 'к' }))).toBe(true);
  });

  it('ignores plain reloads and other keys', () => {
    expect(isDeveloperShortcut(press({ ctrlKey: true, shiftKey: false, key: 'r' }))).toBe(false);
    expect(isDeveloperShortcut(press({}))).toBe(false);
    expect(isDeveloperShortcut(press({ ctrlKey: true, key: 'T', code: 'KeyT' }))).toBe(false);
    expect(isDeveloperShortcut(press({ ctrlKey: true, altKey: true }))).toBe(false);
  });
});
