import { Box, Button, HStack, IconButton, Input, Menu, Portal, Text } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { BULK_ITEMS_MAX, type BulkAction, type BulkActionRequest, LIMITS } from '@vault/contracts';
import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import {
  LuChevronDown,
  LuKanban,
  LuMail,
  LuMailOpen,
  LuRefreshCw,
  LuStar,
  LuStarOff,
  LuTags,
  LuTrash2,
  LuX,
} from 'react-icons/lu';
import { formatNumber } from '../../../lib/format';
import type { ContentFilters } from '../content-filters';
import { fetchMatchingIds, selectionOf } from './bulk-api';
import { EMPTY_SELECTION, selectionAtom } from './selection-atoms';
import { useBulkAction } from './use-bulk-action';

// Loaded when asked for: most selections are tagged, favourited or deleted.
const AddSelectionToBoardDialog = lazy(() =>
  import('../../kanban/AddSelectionToBoardDialog').then((module) => ({
    default: module.AddSelectionToBoardDialog,
  })),
);

interface BulkBarProps {
  filters: ContentFilters;
  /** Tags and boards are for paid plans. */
  paid: boolean;
}

/**
 * The actions on the selected items, pinned to the bottom of the window while anything is
 * selected (on a phone it spans the width, above the thumb). A toolbar: Tab reaches it, Escape
 * clears the selection.
 */
export function BulkBar({ filters, paid }: BulkBarProps) {
  const [selection, setSelection] = useAtom(selectionAtom);
  const { run, deleteLater, running } = useBulkAction();
  const [tagging, setTagging] = useState(false);
  const [boarding, setBoarding] = useState(false);
  const matching = useQuery({
    queryKey: ['content', 'ids', filters],
    queryFn: () => fetchMatchingIds(filters),
    staleTime: 10_000,
  });
  const count = selection.ids.size;
  const total = matching.data?.total ?? null;

  useEffect(() => {
    // While the board dialog is open, Escape closes the dialog and keeps the selection.
    if (boarding) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setSelection(EMPTY_SELECTION);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [boarding, setSelection]);

  /** "Select all results" within the cap sends the query; the server finds the same items. */
  const request = (action: BulkAction, tag?: string): BulkActionRequest => {
    const target =
      selection.allResults && selection.allResults.total <= BULK_ITEMS_MAX
        ? { query: selectionOf(filters) }
        : { ids: [...selection.ids] };
    return { ...target, action, ...(tag === undefined ? {} : { tag }) };
  };

  const selectAll = () => {
    if (!matching.data) return;
    setSelection({
      ids: new Set(matching.data.ids),
      anchor: null,
      allResults: { total: matching.data.total },
    });
  };

  const busy = running !== null;
  return (
    <Box
      role="toolbar"
      aria-label="Bulk actions"
      position="fixed"
      zIndex="sticky"
      bottom={{ base: '0', md: '4' }}
      left="0"
      right="0"
      // Centred at its own width on wider screens, never wider than the window.
      mx={{ md: 'auto' }}
      w={{ md: 'fit-content' }}
      maxW={{ md: 'calc(100vw - 2rem)' }}
      bg="bg.panel"
      borderWidth="1px"
      rounded={{ base: 'none', md: 'xl' }}
      shadow="lg"
      px="3"
      py="2"
      pb={{ base: 'calc(0.5rem + env(safe-area-inset-bottom))', md: '2' }}
    >
      <HStack gap="2" wrap="wrap" justify={{ base: 'space-between', md: 'flex-start' }}>
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label="Clear selection"
            onClick={() => setSelection(EMPTY_SELECTION)}
          >
            <LuX />
          </IconButton>
          <Text fontSize="sm" fontWeight="semibold" aria-live="polite" whiteSpace="nowrap">
            {formatNumber(count)} selected
          </Text>
          {total !== null && total > count ? (
            <Button size="sm" variant="plain" colorPalette="brand" px="1" onClick={selectAll}>
              {total > BULK_ITEMS_MAX
                ? `Select the newest ${formatNumber(BULK_ITEMS_MAX)}`
                : `Select all ${formatNumber(total)} results`}
            </Button>
          ) : null}
        </HStack>
        <HStack gap="1" wrap="wrap">
          {paid ? (
            <Button
              size="sm"
              variant={tagging ? 'subtle' : 'outline'}
              aria-expanded={tagging}
              onClick={() => setTagging((open) => !open)}
            >
              <LuTags /> Tag
            </Button>
          ) : null}
          {paid ? (
            <Button
              size="sm"
              variant="outline"
              aria-haspopup="dialog"
              disabled={busy}
              // On a phone it waits in More: one more button made the bar a third row taller.
              hideBelow="md"
              onClick={() => setBoarding(true)}
            >
              <LuKanban /> Add to board
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            loading={running === 'favorite'}
            disabled={busy}
            onClick={() => void run(request('favorite'))}
          >
            <LuStar /> Favourite
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={running === 'markRead'}
            disabled={busy}
            onClick={() => void run(request('markRead'))}
          >
            <LuMailOpen /> Mark read
          </Button>
          <MoreActions
            disabled={busy}
            onAction={(action) => void run(request(action))}
            onAddToBoard={paid ? () => setBoarding(true) : undefined}
          />
          <Button
            size="sm"
            colorPalette="red"
            variant="solid"
            disabled={busy}
            onClick={() => deleteLater([...selection.ids])}
          >
            <LuTrash2 /> Delete
          </Button>
        </HStack>
      </HStack>
      {tagging ? (
        <TagForm
          busy={busy}
          onSubmit={(tag, action) => {
            void run(request(action, tag)).then(() => setTagging(false));
          }}
        />
      ) : null}
      {boarding ? (
        <Suspense fallback={null}>
          <AddSelectionToBoardDialog
            contentIds={[...selection.ids]}
            onClose={() => setBoarding(false)}
            onAdded={() => {
              setBoarding(false);
              setSelection(EMPTY_SELECTION);
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

function MoreActions({
  disabled,
  onAction,
  onAddToBoard,
}: {
  disabled: boolean;
  onAction: (action: BulkAction) => void;
  /** Paid plans, on a phone (wider screens show it as a button). */
  onAddToBoard: (() => void) | undefined;
}) {
  return (
    <Menu.Root recipe={menuSlotRecipe} positioning={{ placement: 'top-end' }} lazyMount>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          More <LuChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {onAddToBoard ? (
              <Menu.Item value="board" hideFrom="md" onSelect={onAddToBoard}>
                <LuKanban /> Add to board
              </Menu.Item>
            ) : null}
            <Menu.Item value="unfavorite" onSelect={() => onAction('unfavorite')}>
              <LuStarOff /> Remove from favourites
            </Menu.Item>
            <Menu.Item value="markUnread" onSelect={() => onAction('markUnread')}>
              <LuMail /> Mark unread
            </Menu.Item>
            <Menu.Item value="retry" onSelect={() => onAction('retry')}>
              <LuRefreshCw /> Retry failed saves
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function TagForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (tag: string, action: 'addTag' | 'removeTag') => void;
}) {
  const [tag, setTag] = useState('');
  const inputId = useId();
  const trimmed = tag.trim();
  return (
    <HStack
      as="form"
      gap="2"
      mt="2"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSubmit(trimmed, 'addTag');
      }}
    >
      <Input
        id={inputId}
        size="sm"
        aria-label="Tag"
        placeholder="Tag name"
        maxLength={LIMITS.tagMaxLength}
        value={tag}
        autoFocus
        onChange={(event) => setTag(event.target.value)}
        flex="1"
        minW="0"
      />
      <Button size="sm" type="submit" colorPalette="brand" disabled={busy || !trimmed}>
        Add tag
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={busy || !trimmed}
        onClick={() => onSubmit(trimmed, 'removeTag')}
      >
        Remove tag
      </Button>
    </HStack>
  );
}
