import { Box, Button, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
} from '@vault/contracts';
import { type ReactNode, useId, useState } from 'react';
import { LuBookmark, LuBookmarkPlus, LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { toastError, toastSuccess } from '../../../components/toaster';
import { errorDescription } from '../../../lib/errors';
import { writeLibraryAddress } from '../library-address';
import {
  createSavedSearch,
  deleteSavedSearch,
  SAVED_SEARCHES_KEY,
  updateSavedSearch,
} from './saved-searches-api';

interface SavedSearchesProps {
  searches: SavedSearch[];
  /** The search shown now, which can be saved; '' when none. */
  current: string;
}

function addressOf(query: string): string {
  return `/${writeLibraryAddress({ search: query, chip: 'all', topic: null, view: null })}`;
}

/** Saved searches: open one, save the current search under a name, rename or delete one. */
export function SavedSearches({ searches, current }: SavedSearchesProps) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
  const onError = (error: unknown) =>
    toastError('Saved searches', errorDescription(error, 'Please try again.'));
  const create = useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (saved) => {
      refresh();
      toastSuccess(`Saved "${saved.name}"`, 'It is in your saved searches.');
    },
    onError,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => updateSavedSearch(id, { name }),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({ mutationFn: deleteSavedSearch, onSuccess: refresh, onError });
  const alreadySaved = searches.some((saved) => saved.query === current);
  const headingId = useId();

  return (
    <Box as="nav" aria-labelledby={headingId} data-testid="saved-searches">
      <Heading id={headingId} as="h2" fontSize="sm" color="fg.muted" mb="2">
        Saved searches
      </Heading>
      <Stack as="ul" listStyle="none" gap="1" direction={{ base: 'row', lg: 'column' }} wrap="wrap">
        {searches.map((saved) => (
          <SavedSearchEntry
            key={saved.id}
            saved={saved}
            active={saved.query === current}
            onRename={(name) => rename.mutate({ id: saved.id, name })}
            onDelete={() => remove.mutate(saved.id)}
          />
        ))}
      </Stack>
      {searches.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          Save a search to come back to it in one click.
        </Text>
      ) : null}
      {current && !alreadySaved && searches.length < SAVED_SEARCHES_MAX ? (
        <NameForm
          label="Save this search"
          submitLabel="Save"
          initial={current.slice(0, SAVED_SEARCH_NAME_MAX_LENGTH)}
          busy={create.isPending}
          onSubmit={(name) => create.mutate({ name, query: current })}
          icon={<LuBookmarkPlus />}
        />
      ) : null}
    </Box>
  );
}

function SavedSearchEntry({
  saved,
  active,
  onRename,
  onDelete,
}: {
  saved: SavedSearch;
  active: boolean;
  onRename: (name: string) => void;
  onDelete: () => void;
}) {
  const [renaming, setRenaming] = useState(false);
  if (renaming) {
    return (
      <li>
        <NameForm
          label={`Rename "${saved.name}"`}
          submitLabel="Rename"
          initial={saved.name}
          busy={false}
          startOpen
          onSubmit={(name) => {
            onRename(name);
            setRenaming(false);
          }}
          onCancel={() => setRenaming(false)}
        />
      </li>
    );
  }
  return (
    <HStack as="li" gap="0" role="listitem">
      <Button
        asChild
        size="sm"
        variant={active ? 'subtle' : 'ghost'}
        colorPalette={active ? 'brand' : 'gray'}
        justifyContent="flex-start"
        flex="1"
        minW="0"
      >
        <RouterLink to={addressOf(saved.query)} aria-current={active ? 'page' : undefined}>
          <LuBookmark aria-hidden />
          <Text as="span" truncate title={saved.query}>
            {saved.name}
          </Text>
        </RouterLink>
      </Button>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Rename "${saved.name}"`}
        onClick={() => setRenaming(true)}
      >
        <LuPencil />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={`Delete "${saved.name}"`}
        onClick={onDelete}
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

function NameForm({
  label,
  submitLabel,
  initial,
  busy,
  onSubmit,
  onCancel,
  icon,
  startOpen = false,
}: {
  label: string;
  submitLabel: string;
  initial: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onCancel?: () => void;
  icon?: ReactNode;
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const [name, setName] = useState(initial);
  if (!open) {
    return (
      <Button size="sm" variant="outline" mt="2" onClick={() => setOpen(true)}>
        {icon} {label}
      </Button>
    );
  }
  const trimmed = name.trim();
  return (
    <HStack
      as="form"
      gap="1"
      mt="2"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onSubmit(trimmed);
        setOpen(startOpen);
      }}
    >
      <Input
        size="sm"
        aria-label={`${label}: name`}
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            setOpen(false);
            onCancel?.();
          }
        }}
        minW="0"
      />
      <Button size="sm" type="submit" colorPalette="brand" disabled={busy || !trimmed}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
