import { Children, type ReactNode } from 'react';
import { useRevealedCount } from '../lib/use-revealed-count';

interface RevealInStepsProps {
  /** How many children to show at once; the rest follow `step` at a time, each after a paint. */
  first: number;
  step: number;
  children: ReactNode;
}

/**
 * A page's sections put on screen a few at a time (see useRevealedCount): the first screen's
 * cards commit and lay out without the ones below the fold, which follow a frame later.
 */
export function RevealInSteps({ first, step, children }: RevealInStepsProps) {
  const sections = Children.toArray(children);
  const shown = useRevealedCount(sections.length, first, step);
  return <>{sections.slice(0, shown)}</>;
}
