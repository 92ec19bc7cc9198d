import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

let painted = false;
let scheduled = false;
const waiting = new Set<() => void>();

/** Calls `done` once the app's first screen has painted (at once if it has). */
export function onFirstPaint(done: () => void): () => void {
  if (painted) {
    done();
    return () => undefined;
  }
  waiting.add(done);
  if (!scheduled) {
    scheduled = true;
    // Two frames: the task after a frame runs once the main thread has handed it over, which can
    // be before the screen shows it (raster and compositing still to do on a busy phone); by the
    // next frame it is on screen.
    afterNextPaint(() =>
      afterNextPaint(() => {
        painted = true;
        for (const callback of [...waiting]) callback();
        waiting.clear();
      }),
    );
  }
  return () => waiting.delete(done);
}

/**
 * False until the browser has painted the app's first screen, then true for the rest of the visit.
 * Parts that the first screen can do without (the library's live updates, the header's search and
 * actions) wait for it, so their code and requests do not compete with what the visitor sees
 * first: on a slow phone every request started before that paint delays it. They then render as
 * a transition, in slices that leave room for the visitor's first input.
 */
export function useFirstPaintDone(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return undefined;
    return onFirstPaint(() => startTransition(() => setDone(true)));
  }, [done]);
  return done;
}
