/** The library's keyboard shortcuts, as the help dialog lists them. */
export const LIBRARY_SHORTCUTS = [
  { keys: ['/'], action: 'Search' },
  { keys: ['j'], action: 'Next item' },
  { keys: ['k'], action: 'Previous item' },
  { keys: ['o', 'Enter'], action: 'Open the item' },
  { keys: ['f'], action: 'Favourite or unfavourite' },
  { keys: ['e'], action: 'Mark read or unread' },
  { keys: ['s'], action: 'Save a link' },
  { keys: ['?'], action: 'Show these shortcuts' },
] as const;

/** Where a key press belongs to what has the focus: typing, a dialog, a menu or a list box. */
const OWN_KEYS_SELECTOR = [
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
  '[role="dialog"]',
  '[role="alertdialog"]',
  '[role="menu"]',
  '[role="listbox"]',
].join(', ');

const OPEN_DIALOG_SELECTOR =
  '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/**
 * A shortcut never takes a key that means something else: one typed into a field, one with a
 * modifier (the browser's and the system's own), or any key while a dialog is open.
 */
export function isShortcutCandidate(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target;
  if (target instanceof Element && target.closest(OWN_KEYS_SELECTOR)) return false;
  return document.querySelector(OPEN_DIALOG_SELECTOR) === null;
}
