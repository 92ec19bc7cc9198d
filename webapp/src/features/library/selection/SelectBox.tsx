import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { selectionAtom, selectingAtom, toggleSelectionAtom } from './selection-atoms';

interface SelectBoxProps {
  id: number;
  title: string;
  /** Shown in the box's place while it is hidden, so the slot is never empty (the platform). */
  children?: ReactNode;
  /** The space between the box and `children` on a touch screen, where both show. */
  touchGap?: string;
}

/**
 * An item's checkbox for bulk actions: shown when the pointer is over its item or it has the
 * focus, and on every item once something is selected. Shift-click ticks a range. While hidden,
 * `children` fill its place (as a mail app shows the sender's picture until a row is hovered).
 */
export function SelectBox({ id, title, children, touchGap = '1.5' }: SelectBoxProps) {
  const selected = useAtomValue(selectionAtom).ids.has(id);
  const selecting = useAtomValue(selectingAtom);
  const toggle = useSetAtom(toggleSelectionAtom);
  const box = (
    <chakra.input
      type="checkbox"
      aria-label={`Select "${title}"`}
      checked={selected}
      data-selection-box=""
      onChange={() => undefined}
      onClick={(event) => {
        event.stopPropagation();
        toggle({ id, range: event.shiftKey });
      }}
      onKeyDown={(event) => {
        // Space ticks as a checkbox does; Shift+Space ticks the range, like Shift-click.
        if (event.key === ' ' && event.shiftKey) {
          event.preventDefault();
          toggle({ id, range: true });
        }
      }}
      flexShrink="0"
      boxSize="5"
      m="0"
      cursor="pointer"
      accentColor="brand.solid"
      position="relative"
      zIndex="1"
      opacity={selecting ? 1 : 0}
      _focusVisible={{ opacity: 1, outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      _groupHover={{ opacity: 1 }}
      _groupFocusWithin={{ opacity: 1 }}
      // Phones have no hover: the box is always there to tap.
      css={{ '@media (hover: none)': { opacity: 1 } }}
    />
  );
  if (!children) return box;
  return (
    <Box
      display="grid"
      placeItems="center"
      flexShrink="0"
      css={{
        // With a pointer, both in the one cell: the box over what stands in for it.
        '& > *': { gridArea: '1 / 1' },
        // On a touch screen the box is always there, so the two sit side by side.
        '@media (hover: none)': {
          gridAutoFlow: 'column',
          columnGap: touchGap,
          '& > *': { gridArea: 'auto' },
          '& > [data-selection-box]': { order: -1 },
        },
      }}
    >
      <Box
        display="grid"
        placeItems="center"
        // Only where the box hides: on a touch screen a tap leaves hover and focus on the item.
        css={{
          '@media (hover: hover)': {
            opacity: selecting ? 0 : 1,
            '.group:is(:hover, [data-hover]) &, .group:focus-within &': { opacity: 0 },
          },
        }}
      >
        {children}
      </Box>
      {box}
    </Box>
  );
}
