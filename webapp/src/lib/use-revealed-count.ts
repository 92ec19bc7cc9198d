import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` cards to show: `first` at once, then `step` more after each paint until all
 * are shown. Each step is its own short task: React commits a render in one piece, and committing
 * the cards of a page of 50 at once held a slow phone's main thread for over half a second (the
 * nine cards of Account Settings, ~150 ms, and their first layout as long again).
 * The count only grows, so cards already shown are never taken away and shown again.
 */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [revealed, setRevealed] = useState(first);
  useEffect(() => {
    if (revealed >= total) return;
    // After the browser has painted the last step: a frame, then a task after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition renders the step's cards in slices that yield to input; only the commit
      // that puts them on the page is one piece.
      timer = setTimeout(() => startTransition(() => setRevealed((count) => count + step)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [revealed, total, step]);
  return Math.min(revealed, total);
}
