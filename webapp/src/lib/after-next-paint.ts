/** A document that is not shown paints no frames: the work then runs after this long instead. */
const HIDDEN_FALLBACK_MS = 100;

/**
 * Runs `work` in a task of its own after the browser has painted the next frame. An input
 * handler that only changes what the user sees and leaves the rest (requests, cache updates,
 * loading code) to this keeps the time from a tap to its visible answer short on slow phones.
 */
export function afterNextPaint(work: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  // A frame's callbacks run just before its paint; a timer set there fires after it.
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, HIDDEN_FALLBACK_MS);
}
