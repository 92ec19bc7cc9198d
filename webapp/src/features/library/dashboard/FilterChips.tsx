import { Button, HStack } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { LIBRARY_CHIPS } from '../content-filters';
import { chipAtom, chooseChipAtom } from '../library-atoms';

/** All Content, the platforms, Favorites and Unread; one is chosen at a time (spec 2.5). */
export function FilterChips() {
  const chosen = useAtomValue(chipAtom);
  const choose = useSetAtom(chooseChipAtom);
  return (
    <HStack
      role="group"
      aria-label="Filter content"
      gap="2"
      overflowX="auto"
      pb="1"
      // Chips scroll sideways on small screens rather than wrapping into several rows.
      css={{ scrollbarWidth: 'thin' }}
    >
      {LIBRARY_CHIPS.map((chip) => {
        const active = chip.value === chosen;
        return (
          <Button
            key={chip.value}
            size="sm"
            rounded="full"
            flexShrink="0"
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'teal' : 'gray'}
            aria-pressed={active}
            onClick={() => choose(chip.value)}
          >
            {chip.label}
          </Button>
        );
      })}
    </HStack>
  );
}
