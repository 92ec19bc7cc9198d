/**
 * Waits for `work` to settle, or `ms` at most, whichever comes first; never rejects. For waits that
 * improve a first render but must not hold it back (start-app.tsx).
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
