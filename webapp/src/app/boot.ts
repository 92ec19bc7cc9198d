declare global {
  interface Window {
    /** A form submitted before the app started, held by the inline script of index.html. */
    vaultHeldSubmit?: EventTarget | null;
    /** The last button clicked before the app started, held by the same script. */
    vaultHeldClick?: Element | null;
    /** What was typed into each field before the app started, recorded by the same script. */
    vaultTyped?: Map<HTMLInputElement | HTMLTextAreaElement, string>;
  }
}

/** True when the visitor tapped, typed or submitted something on the prerendered page already. */
export function hasHeldInput(): boolean {
  return Boolean(window.vaultHeldClick || window.vaultHeldSubmit || window.vaultTyped?.size);
}

/**
 * Tells the inline script of index.html (its form and click guard) that the app now handles
 * input, and submits again a form it held or clicks again the button it held: a visitor who
 * pressed Join Waitlist or opened a question on the prerendered page before the scripts arrived
 * is not ignored. Called by AppStarted once the page is hydrated.
 */
export function releaseHeldInput(): void {
  document.documentElement.setAttribute('data-app-started', '');
  restoreTyped();
  const held = window.vaultHeldSubmit;
  window.vaultHeldSubmit = null;
  const clicked = window.vaultHeldClick;
  window.vaultHeldClick = null;
  // After the current task: the root's listeners are attached by then. Hydration adopted the
  // prerendered elements, so the ones held are the ones on screen.
  if (held instanceof HTMLFormElement && held.isConnected) {
    window.setTimeout(() => held.requestSubmit(), 0);
  } else if (clicked instanceof HTMLElement && clicked.isConnected) {
    window.setTimeout(() => replayTap(clicked), 0);
  }
}

/**
 * A tap focuses a button, then clicks it; some components act on the click only once they have
 * seen the focus (the accordion's trigger), and the focus of the first tap came before the app
 * listened. Focus it again, through the app, then click.
 */
function replayTap(button: HTMLElement): void {
  // The visitor has moved on to a field (typing after tapping a tab): their focus stays there.
  if (isTypingTarget(document.activeElement)) {
    button.click();
    return;
  }
  if (document.activeElement === button) button.blur();
  button.focus({ preventScroll: true });
  button.click();
}

function isTypingTarget(element: Element | null): boolean {
  return (
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLInputElement && element.type !== 'button' && element.type !== 'submit')
  );
}

/**
 * Hydration does not put what the visitor typed before the scripts arrived into the app's state
 * (the next render of a controlled field would erase it): type it again for them, through the
 * native value setter and an input event, which React reads as a change (onChange).
 */
function restoreTyped(): void {
  const typed = window.vaultTyped;
  window.vaultTyped = new Map();
  for (const [field, value] of typed ?? []) {
    if (!field.isConnected) continue;
    // Hydration may leave the typed text on screen while the state is empty: clear it through
    // React's own value tracking first, so the native set below reads as a change.
    field.value = '';
    const native = Object.getPrototypeOf(field) as object;
    Reflect.set(native, 'value', value, field);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
