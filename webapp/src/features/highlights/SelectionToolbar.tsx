import { Button, HStack } from '@chakra-ui/react';
import type { HighlightColor } from '@vault/contracts';
import { LuStickyNote } from 'react-icons/lu';
import { ColorSwatches } from './ColorSwatches';

interface SelectionToolbarProps {
  top: number;
  left: number;
  busy: boolean;
  onHighlight: (color: HighlightColor) => void;
  onNote: () => void;
}

/**
 * The small bar under a selection in the reader: a colour to highlight with, or Note. Pressing it
 * does not take the selection away (the pointer's default is prevented); it sits below the
 * selection, clear of the phone's own selection menu above it.
 */
export function SelectionToolbar({ top, left, busy, onHighlight, onNote }: SelectionToolbarProps) {
  return (
    <HStack
      role="toolbar"
      aria-label="Highlight the selection"
      data-testid="selection-toolbar"
      position="absolute"
      top={`${top}px`}
      left={`${left}px`}
      zIndex="popover"
      gap="1"
      px="1.5"
      py="1"
      bg="bg.panel"
      borderWidth="1px"
      rounded="full"
      shadow="md"
      onPointerDown={(event) => event.preventDefault()}
      onMouseDown={(event) => event.preventDefault()}
    >
      <ColorSwatches labelPrefix="Highlight" onPick={onHighlight} disabled={busy} />
      <Button size="sm" variant="ghost" rounded="full" onClick={onNote} disabled={busy}>
        <LuStickyNote /> Note
      </Button>
    </HStack>
  );
}
