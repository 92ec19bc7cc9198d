/**
 * The first-run checklist is hidden per device (this browser), as the person closes it here; the
 * steps' states come from the server. Once shown it stays until closed or done, so saving the first
 * link ticks its step instead of making the list vanish.
 */
const STORAGE_KEY = 'vault.first-run';
type Stored = 'shown' | 'hidden';

function read(): Stored | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'shown' || value === 'hidden' ? value : null;
  } catch {
    return null;
  }
}

function write(value: Stored): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Not kept past this visit.
  }
}

/** Shown for an empty library, or since it was first shown here, until hidden. */
export function shouldShowFirstRun(libraryEmpty: boolean): boolean {
  const stored = read();
  if (stored === 'hidden') return false;
  return libraryEmpty || stored === 'shown';
}

/** Shown on an earlier visit to this device and not hidden since. */
export function firstRunAlreadyShown(): boolean {
  return read() === 'shown';
}

export function markFirstRunShown(): void {
  if (read() === null) write('shown');
}

export function hideFirstRun(): void {
  write('hidden');
}
