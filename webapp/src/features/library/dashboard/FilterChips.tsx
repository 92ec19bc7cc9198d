import { Box, Button, HStack } from '@chakra-ui/react';
import { FILTER_PLATFORMS } from '@vault/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, startTransition, useCallback, useOptimistic } from 'react';
import { LIBRARY_CHIPS, type ChipDefinition, type LibraryChip } from '../content-filters';
import { chipAtom, chooseChipAtom } from '../library-atoms';
import { platformChipStyle } from '../../../components/platform-chip';

type FilterPlatform = (typeof FILTER_PLATFORMS)[number];

function isPlatform(chip: LibraryChip): chip is FilterPlatform {
  return (FILTER_PLATFORMS as readonly string[]).includes(chip);
}

/**
 * All Content, the platforms, Favorites and Unread; one is chosen at a time (spec 2.5).
 * A tap shows the chosen chip at once and hands the rest (the dashboard, the address, the list)
 * to a transition: rendered in the urgent update, the whole dashboard held the tap's next paint
 * for ~90 ms on a slow phone.
 */
export function FilterChips() {
  const chosen = useAtomValue(chipAtom);
  const [shown, show] = useOptimistic(chosen);
  const chooseChip = useSetAtom(chooseChipAtom);
  const choose = useCallback(
    (chip: LibraryChip) =>
      startTransition(() => {
        show(chip);
        chooseChip(chip);
      }),
    [show, chooseChip],
  );
  return (
    <HStack
      role="group"
      aria-label="Filter content"
      gap="2"
      flex={{ md: '1' }}
      minW="0"
      flexWrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX={{ base: 'auto', md: 'visible' }}
      pb="1"
      // On a phone the row scrolls sideways and its right edge fades out, a sign of more chips
      // past it; the end padding lets the last chip scroll clear of the fade. From the tablet
      // width up the chips wrap, so none is cut at the filter bar's edge.
      pe={{ base: '8', md: '0' }}
      maskImage={{
        base: 'linear-gradient(to right, black calc(100% - 2rem), transparent)',
        md: 'none',
      }}
      css={{ scrollbarWidth: 'thin' }}
    >
      {LIBRARY_CHIPS.map((chip) => (
        <FilterChip key={chip.value} chip={chip} active={chip.value === shown} onChoose={choose} />
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
  const platform = isPlatform(chip.value) ? chip.value : null;
  return (
    <Button
      size="sm"
      rounded="full"
      flexShrink="0"
      variant={active ? 'solid' : 'outline'}
      colorPalette={active ? 'brand' : 'gray'}
      css={active && platform ? platformChipStyle(platform) : undefined}
      aria-pressed={active}
      onClick={() => onChoose(chip.value)}
    >
      {platform && !active ? (
        <Box
          as="span"
          aria-hidden
          boxSize="2"
          rounded="full"
          flexShrink="0"
          css={platformChipStyle(platform)}
        />
      ) : null}
      {chip.label}
    </Button>
  );
});
