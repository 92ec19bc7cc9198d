import { Button, Card, EmptyState, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHighlighter } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { linkTitle } from '../library/link-title';
import { PlatformBadge } from '../library/ui/PlatformBadge';
import { RelativeTime } from '../library/ui/RelativeTime';
import { HighlightFiltersBar } from './HighlightFiltersBar';
import { HighlightQuote } from './HighlightQuote';
import type { HighlightFilters } from './highlights-api';
import { useDebounced } from './use-debounced';
import { useHighlightList } from './use-highlight-list';

const NO_FILTERS: HighlightFilters = { search: '', color: '', tag: '', platform: '' };
/** Typing settles this long before the list asks again. */
const TYPING_MS = 250;

/** Every highlight of the library, newest first, each with the item it belongs to. */
export function LibraryHighlights() {
  const [filters, setFilters] = useState<HighlightFilters>(NO_FILTERS);
  const settled = useDebounced(filters, TYPING_MS);
  const list = useHighlightList(settled);
  const highlights = list.data?.pages.flatMap((page) => page.highlights) ?? [];
  const filtered = Object.values(settled).some(Boolean);

  return (
    <Stack gap="4">
      <HighlightFiltersBar value={filters} onChange={setFilters} />
      {list.isPending ? (
        <HStack justify="center" py="10">
          <Spinner aria-label="Loading highlights" />
        </HStack>
      ) : list.isError ? (
        <Text color="fg.error">Highlights could not be loaded. Please try again.</Text>
      ) : highlights.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuHighlighter />
            </EmptyState.Indicator>
            <EmptyState.Title>
              {filtered ? 'No highlights match' : 'No highlights yet'}
            </EmptyState.Title>
            <EmptyState.Description>
              {filtered
                ? 'Try other words or fewer filters.'
                : 'Open an item, switch to Reader and select text to highlight it.'}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" data-testid="library-highlights">
          {highlights.map((highlight) => (
            <Card.Root as="li" key={highlight.id} size="sm">
              <Card.Body gap="3">
                <HighlightQuote highlight={highlight} />
                <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                  <PlatformBadge platform={highlight.item.platform} />
                  <Link asChild color="brand.fg" fontWeight="medium" minW="0">
                    <RouterLink to={`/content/${highlight.item.id}`}>
                      <Text as="span" lineClamp={1} wordBreak="break-word">
                        {highlight.item.title || linkTitle(highlight.item.url)}
                      </Text>
                    </RouterLink>
                  </Link>
                  <RelativeTime value={highlight.createdAt} fontSize="sm" />
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      {list.hasNextPage ? (
        <Button
          alignSelf="center"
          variant="outline"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Load More
        </Button>
      ) : null}
    </Stack>
  );
}
