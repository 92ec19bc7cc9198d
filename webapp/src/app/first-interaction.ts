/**
 * What counts as the visitor starting to use a prerendered page: a pointer moving or pressing, a
 * touch, a key, focus moving into the page, scrolling. Any of them starts the app (main.tsx).
 */
export const INTERACTION_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/** Calls `start` once, on the first of `events` (INTERACTION_EVENTS) on `target`; returns a cancel. */
export function onFirstInteraction(
  target: EventTarget,
  start: () => void,
  events: readonly string[] = INTERACTION_EVENTS,
): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of events) target.removeEventListener(type, fire, options);
  };
  function fire() {
    stop();
    start();
  }
  for (const type of events) target.addEventListener(type, fire, options);
  return stop;
}
