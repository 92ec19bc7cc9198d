import { Box, Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { isPaidPlan, type User } from '@vault/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { hasAnyFilter, toContentFilters } from '../../features/library/content-filters';
import { listItems } from '../../features/library/content-cache';
import { AddContentFab } from '../../features/library/dashboard/AddContentFab';
import { FilterChips } from '../../features/library/dashboard/FilterChips';
import { LibraryList } from '../../features/library/dashboard/LibraryList';
import { LibraryShortcuts } from '../../features/library/dashboard/LibraryShortcuts';
import { RetryAllFailedButton } from '../../features/library/dashboard/RetryAllFailedButton';
import { StatCards } from '../../features/library/dashboard/StatCards';
import { TopicFilter } from '../../features/library/dashboard/TopicFilter';
import { ViewToggle } from '../../features/library/dashboard/ViewToggle';
import {
  CLOSED_SAVE_DIALOG,
  chipAtom,
  openSaveDialogAtom,
  saveDialogAtom,
  searchQueryAtom,
  topicAtom,
} from '../../features/library/library-atoms';
import { libraryViewAtom } from '../../features/library/library-view';
import { pendingDeletionsAtom } from '../../features/library/pending-deletions';
import { SaveContentDialogSlot } from '../../features/library/save/SaveContentDialogSlot';
import { useSaveParam } from '../../features/library/save/use-save-param';
import { useContentList } from '../../features/library/use-content-list';
import { useContentStats } from '../../features/library/use-content-stats';
import { useLeftDeletions } from '../../features/library/use-delete-content';
import { FirstRunSlot } from '../../features/library/first-run/FirstRunSlot';
import { SavedSearchesSlot } from '../../features/library/saved-searches/SavedSearchesSlot';
import { QueryChipsSlot } from '../../features/library/search/QueryChipsSlot';
import { BulkBarSlot } from '../../features/library/selection/BulkBarSlot';
import { selectingAtom, shownIdsAtom } from '../../features/library/selection/selection-atoms';
import { useLibraryAddress } from '../../features/library/use-library-address';

/** `/` for a signed-in user: stats, filters and the library (spec 2.5). */
export function DashboardPage() {
  const { user } = useCurrentUser();
  // RequireUser renders this page only for a signed-in user.
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: User }) {
  // The chips and the search box answer at once; the list follows in a background render, so a
  // tap on a chip paints its new state without waiting for fifty cards to dim and re-render.
  const chip = useDeferredValue(useAtomValue(chipAtom));
  const search = useDeferredValue(useAtomValue(searchQueryAtom));
  const topic = useDeferredValue(useAtomValue(topicAtom));
  const filters = toContentFilters(chip, search, topic);
  const list = useContentList(filters);
  // An item deleted a moment ago stays hidden while its Undo is offered, even if a list refetches.
  const pendingDeletions = useAtomValue(pendingDeletionsAtom);
  const items = useMemo(
    () => listItems(list.data).filter((item) => !pendingDeletions.has(item.id)),
    [list.data, pendingDeletions],
  );
  const stats = useContentStats(items);
  useLibraryAddress();
  const setShownIds = useSetAtom(shownIdsAtom);
  useEffect(() => setShownIds(items.map((item) => item.id)), [items, setShownIds]);
  const selecting = useAtomValue(selectingAtom);
  const paid = isPaidPlan(user.subscriptionPlan, user.subscriptionStatus);
  const view = useAtomValue(libraryViewAtom);
  const openSaveDialog = useSetAtom(openSaveDialogAtom);
  const setSaveDialog = useSetAtom(saveDialogAtom);
  useSaveParam();
  useLeftDeletions();
  const addContent = useCallback(() => openSaveDialog(), [openSaveDialog]);
  const { isPending, isError, isPlaceholderData, hasNextPage, isFetchingNextPage, fetchNextPage } =
    list;
  const listState = useMemo(
    () => ({
      items,
      isPending,
      isError,
      isPlaceholderData,
      hasNextPage,
      isFetchingNextPage,
      fetchNextPage,
    }),
    [items, isPending, isError, isPlaceholderData, hasNextPage, isFetchingNextPage, fetchNextPage],
  );
  // A query's answer re-renders its readers in one update that cannot yield: fifty cards at once
  // held a phone's main thread for a long task. Deferred, they render in slices after it.
  const deferredListState = useDeferredValue(listState);

  // The dialog belongs to this page: leaving the page closes it.
  useEffect(() => () => setSaveDialog(CLOSED_SAVE_DIALOG), [setSaveDialog]);

  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} pb={{ base: '24', md: '8' }}>
      <title>Your Vault · Vault</title>
      <Stack gap={{ base: '5', md: '6' }}>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Your Vault
        </Heading>
        <StatCards user={user} stats={stats.data} />
        <FirstRunSlot totalCount={stats.data?.totalCount} onSaveLink={addContent} />
        <Stack
          direction={{ base: 'column', lg: 'row' }}
          gap={{ base: '5', lg: '6' }}
          align="stretch"
        >
          <Box w={{ lg: '52' }} flexShrink="0" _empty={{ display: 'none' }}>
            <SavedSearchesSlot />
          </Box>
          <Stack gap={{ base: '5', md: '6' }} flex="1" minW="0">
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
              <FilterChips />
              <HStack gap="3">
                <TopicFilter />
                <ViewToggle />
              </HStack>
              <RetryAllFailedButton items={items} />
            </Stack>
            <QueryChipsSlot />
            <LibraryList
              list={deferredListState}
              view={view}
              paid={paid}
              filtered={hasAnyFilter(filters)}
              onAdd={addContent}
            />
          </Stack>
        </Stack>
      </Stack>
      {selecting ? null : <AddContentFab />}
      <BulkBarSlot filters={filters} filtersKey={JSON.stringify(filters)} paid={paid} />
      <SaveContentDialogSlot />
      <LibraryShortcuts items={items} />
    </Container>
  );
}
