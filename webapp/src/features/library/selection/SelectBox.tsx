import { chakra } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { selectionAtom, selectingAtom, toggleSelectionAtom } from './selection-atoms';

interface SelectBoxProps {
  id: number;
  title: string;
}

/**
 * An item's checkbox for bulk actions: shown when the pointer is over its item or it has the
 * focus, and on every item once something is selected. Shift-click ticks a range.
 */
export function SelectBox({ id, title }: SelectBoxProps) {
  const selected = useAtomValue(selectionAtom).ids.has(id);
  const selecting = useAtomValue(selectingAtom);
  const toggle = useSetAtom(toggleSelectionAtom);
  return (
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
}
