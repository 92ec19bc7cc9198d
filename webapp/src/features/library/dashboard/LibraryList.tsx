import { Button, Center, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import type { ContentItem } from '@vault/contracts';
import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { ContentCard } from '../card/ContentCard';
import type { LibraryView } from '../library-view';
import { LibraryEmptyState } from './LibraryEmptyState';
import { LibraryLoadError } from './LibraryLoadError';
import { SkeletonCard } from './SkeletonCard';
import { useRevealedCount } from '../../../lib/use-revealed-count';

// The rows load when the list view is first shown: the grid is what most visits open on.
const ContentRow = lazy(() =>
  import('../row/ContentRow').then((module) => ({ default: module.ContentRow })),
);

/** Six placeholder cards while the first page loads (spec 9). */
const SKELETON_COUNT = 6;

const NO_ITEMS: ContentItem[] = [];

/** The grid of 1, 2 or 3 columns by width (spec 2.5): Chakra's md and lg breakpoints. */
const GRID_COLUMNS = { base: 1, md: 2, lg: 3 } as const;
const TWO_COLUMNS = '(min-width: 48rem)';
const THREE_COLUMNS = '(min-width: 64rem)';

/**
 * Where the grid starts below the page's heading, counts and chips, and the height of a row of
 * cards with its gap, in CSS pixels (measured: 451 px on a phone, 343 px on a desktop; 354 + 16 px).
 */
const GRID_TOP_PX = 450;
const ROW_PX = 370;

/** How many columns the grid has at the window's width when the list first renders. */
function gridColumnsNow(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return GRID_COLUMNS.lg;
  if (window.matchMedia(THREE_COLUMNS).matches) return GRID_COLUMNS.lg;
  return window.matchMedia(TWO_COLUMNS).matches ? GRID_COLUMNS.md : GRID_COLUMNS.base;
}

/** The rows of cards the window shows, at least in part, when the list first renders. */
function rowsOnScreenNow(): number {
  if (typeof window === 'undefined') return 3;
  return Math.max(1, Math.ceil((window.innerHeight - GRID_TOP_PX) / ROW_PX));
}

/**
 * Cards rendered in the first pass: the rows the window shows (one on a phone, where the first
 * card fills the screen below the counts and chips; two on most desktops). Every card rendered
 * before the first paint is work the paint waits for: three rows on a phone was two cards' render,
 * styles and layout for nothing on screen. The rest follow two cards at a time, each in its own
 * short task, so a page of 50 never blocks the main thread in one long task (on a slow phone that
 * was seconds of blocked input while the dashboard opened).
 */
function useRevealedCards(total: number): { shown: number; onFirstScreen: number } {
  const [onFirstScreen] = useState(() => gridColumnsNow() * rowsOnScreenNow());
  // Two cards per step: a tap during the reveal waits for one step's commit, and a desktop row
  // of three made that wait longer; one card per step took 50 frames on a phone, and Lighthouse's
  // phone model counted the longer reveal as blocking time.
  return { shown: useRevealedCount(total, onFirstScreen, 2), onFirstScreen };
}

export interface LibraryListState {
  items: ContentItem[];
  isPending: boolean;
  isError: boolean;
  /** Showing the previous filters' results while the new ones load. */
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface LibraryListProps {
  list: LibraryListState;
  view: LibraryView;
  paid: boolean;
  filtered: boolean;
  onAdd: () => void;
}

/**
 * The cards, with the loading, empty and failed states and Load More Content (spec 2.5).
 * Memoised: the dashboard's quick re-render when a chip is tapped leaves the grid alone.
 */
export const LibraryList = memo(function LibraryList({
  list,
  view,
  paid,
  filtered,
  onAdd,
}: LibraryListProps) {
  // Another filter's cards render in the background while the current ones stay responsive.
  const rendered = useDeferredValue(list.items, NO_ITEMS);
  // Until the background render has caught up once, the first screenful shows at once.
  const source = rendered.length === 0 ? list.items : rendered;
  const revealed = useRevealedCards(source.length);
  const cards = source.slice(0, revealed.shown);
  if (list.isPending) {
    return (
      <SimpleGrid columns={GRID_COLUMNS} gap="4" role="status" aria-label="Loading content">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </SimpleGrid>
    );
  }
  if (list.isError && list.items.length === 0) return <LibraryLoadError />;
  if (list.items.length === 0 && !list.isPlaceholderData) {
    return <LibraryEmptyState filtered={filtered} onAdd={onAdd} />;
  }

  return (
    <Stack gap="6">
      {/* The cards' titles are h3: this keeps the page's headings in order for screen readers. */}
      <VisuallyHidden as="h2">Saved content</VisuallyHidden>
      {view === 'list' ? (
        <Stack
          as="section"
          gap="1"
          aria-label="Saved content"
          aria-busy={list.isPlaceholderData}
          data-testid="content-list"
          opacity={list.isPlaceholderData ? 0.7 : 1}
          transition="opacity 0.2s"
          willChange="opacity"
        >
          <Suspense fallback={null}>
            {cards.map((item) => (
              <ContentRow key={item.id} item={item} paid={paid} />
            ))}
          </Suspense>
        </Stack>
      ) : (
        <SimpleGrid
          as="section"
          columns={GRID_COLUMNS}
          gap="4"
          // Each card as tall as its own content: stretched to the row's tallest, short cards were
          // mostly empty space.
          alignItems="start"
          aria-label="Saved content"
          aria-busy={list.isPlaceholderData}
          data-testid="content-grid"
          opacity={list.isPlaceholderData ? 0.7 : 1}
          transition="opacity 0.2s"
          // Its own compositing layer: dimming 50 cards then costs no repaint of them.
          willChange="opacity"
        >
          {cards.map((item, index) => (
            <ContentCard
              key={item.id}
              item={item}
              paid={paid}
              onFirstScreen={index < revealed.onFirstScreen}
            />
          ))}
        </SimpleGrid>
      )}
      {list.hasNextPage && !list.isPlaceholderData ? (
        <Center>
          <Button
            variant="outline"
            loading={list.isFetchingNextPage}
            loadingText="Loading..."
            onClick={() => void list.fetchNextPage()}
          >
            Load More Content
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
});
