import { Box } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

interface Edges {
  /** Content is hidden before the start (scrolled away to the left). */
  start: boolean;
  /** Content is hidden past the end. */
  end: boolean;
}

/**
 * Which sides of a sideways-scrolling element hide content, kept up to date as it scrolls, resizes
 * or (`contentKey`) gains and loses children.
 */
export function useScrollEdges(contentKey: unknown) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<Edges>({ start: false, end: false });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const start = element.scrollLeft > 1;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setMore((current) =>
      current.start === start && current.end === end ? current : { start, end },
    );
  }, []);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, contentKey]);
  return { ref, more, measure };
}

/** A soft shadow on one side of a scrolling strip: there is more that way. */
export function ScrollShadow({ side }: { side: 'start' | 'end' }) {
  return (
    <Box
      data-testid={`scroll-shadow-${side}`}
      aria-hidden
      position="absolute"
      top="0"
      bottom="4"
      width="6"
      pointerEvents="none"
      insetInlineStart={side === 'start' ? '0' : undefined}
      insetInlineEnd={side === 'end' ? '0' : undefined}
      css={{
        '--shadow': 'rgba(0, 0, 0, 0.18)',
        _dark: { '--shadow': 'rgba(0, 0, 0, 0.6)' },
        background: `linear-gradient(to ${side === 'start' ? 'right' : 'left'}, var(--shadow), transparent)`,
      }}
    />
  );
}
