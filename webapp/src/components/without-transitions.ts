/** The rule that stops every CSS transition while it is in the document. */
export const NO_TRANSITIONS_CSS =
  '*,*::before,*::after{-webkit-transition:none!important;transition:none!important}';

/**
 * Runs `change` (a colour-mode switch) with CSS transitions off until the page has been styled
 * with its result: the rule is removed two frames later, after the frame that applied the change.
 */
export function withoutTransitions(change: () => void): void {
  const style = document.createElement('style');
  style.textContent = NO_TRANSITIONS_CSS;
  document.head.appendChild(style);
  try {
    change();
  } finally {
    requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
  }
}
