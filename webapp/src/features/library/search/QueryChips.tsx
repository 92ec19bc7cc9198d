import { Button, HStack, Text } from '@chakra-ui/react';
// A path of its own: through the package's index the parser would join the first screen's code.
import { parseLibraryQuery, withoutChip } from '@vault/contracts/library-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { LuX } from 'react-icons/lu';
import { replaceSearchAtom, searchTextAtom } from '../library-atoms';

/**
 * The operators typed in the search box (`tag:ai`, `is:fav` …) as chips, each removable; or why
 * the search cannot be read (a date that is not one, an unknown platform).
 */
export function QueryChips() {
  const text = useAtomValue(searchTextAtom);
  const replaceSearch = useSetAtom(replaceSearchAtom);
  const parsed = parseLibraryQuery(text);
  if (!parsed.ok) {
    return (
      <Text role="alert" fontSize="sm" color="fg.error" data-testid="search-error">
        {parsed.error}
      </Text>
    );
  }
  if (parsed.query.chips.length === 0) return null;
  return (
    <HStack as="ul" role="list" aria-label="Search filters" gap="2" wrap="wrap" listStyle="none">
      {parsed.query.chips.map((chip) => (
        <li key={`${chip.start}-${chip.raw}`}>
          <Button
            size="xs"
            rounded="full"
            variant="subtle"
            colorPalette={chip.negated ? 'red' : 'brand'}
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => replaceSearch(withoutChip(text, chip))}
          >
            {chip.label}
            <LuX aria-hidden />
          </Button>
        </li>
      ))}
    </HStack>
  );
}
