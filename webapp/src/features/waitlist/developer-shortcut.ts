type KeyInfo = Pick<KeyboardEvent, 'key' | 'code' | 'shiftKey' | 'metaKey' | 'ctrlKey' | 'altKey'>;

/** Cmd+Shift+R (macOS) or Ctrl+Shift+R: turns preview mode off in this browser (spec 2.2). */
export function isDeveloperShortcut(event: KeyInfo): boolean {
  const modifier = event.metaKey || event.ctrlKey;
  const isR = event.key.toLowerCase() === 'r' || event.code === 'KeyR';
  return modifier && event.shiftKey && !event.altKey && isR;
}
