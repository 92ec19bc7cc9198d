import { Button, HStack } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo } from 'react';
import { LIBRARY_CHIPS, type ChipDefinition, type LibraryChip } from '../content-filters';
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
      {LIBRARY_CHIPS.map((chip) => (
        <FilterChip key={chip.value} chip={chip} active={chip.value === chosen} onChoose={choose} />
      ))}
    </HStack>
  );
}

interface FilterChipProps {
  chip: ChipDefinition;
  active: boolean;
  onChoose: (chip: LibraryChip) => void;
}

/**
 * Memoised: a tap re-renders the two chips whose state changed, not all eleven (each works out its
 * styles as it renders), so the tap's answer reaches the screen sooner on a slow phone.
 */
const FilterChip = memo(function FilterChip({ chip, active, onChoose }: FilterChipProps) {
  return (
    <Button
      size="sm"
      rounded="full"
      flexShrink="0"
      variant={active ? 'solid' : 'outline'}
      colorPalette={active ? 'teal' : 'gray'}
      aria-pressed={active}
      onClick={() => onChoose(chip.value)}
    >
      {chip.label}
    </Button>
  );
});
