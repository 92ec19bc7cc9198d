import { Box, Input, InputGroup, type BoxProps } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { LuSearch } from 'react-icons/lu';
import { searchTextAtom, typeSearchAtom } from '../library-atoms';

interface HeaderSearchProps extends BoxProps {
  autoFocus?: boolean;
}

/** The header's search box; typing resets the filter chip to All (spec 2.5). */
export function HeaderSearch({ autoFocus = false, ...props }: HeaderSearchProps) {
  const text = useAtomValue(searchTextAtom);
  const typeSearch = useSetAtom(typeSearchAtom);
  return (
    <Box role="search" {...props}>
      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          aria-label="Search content"
          placeholder="Search your content..."
          value={text}
          autoFocus={autoFocus}
          onChange={(event) => typeSearch(event.target.value)}
          size="sm"
          rounded="full"
        />
      </InputGroup>
    </Box>
  );
}
