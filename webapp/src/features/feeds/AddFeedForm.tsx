import { Button, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { BoardSummary } from '@vault/contracts';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { errorDescription } from '../../lib/errors';
import { feedAddress, feedAddressError, keywordsError, parseKeywords } from './feed-form';
import { useAddFeed } from './use-feeds';

/** `boardId:columnId`, or '' for none. */
function columnChoices(boards: BoardSummary[]): { value: string; label: string }[] {
  return boards.flatMap((board) =>
    board.columns.map((column) => ({
      value: `${board.id}:${column.id}`,
      label: `${board.name} → ${column.title}`,
    })),
  );
}

/** Follow a feed: its address or its site's, optional keywords and a board column. */
export function AddFeedForm({ boards }: { boards: BoardSummary[] }) {
  const [address, setAddress] = useState('');
  const [keywords, setKeywords] = useState('');
  const [column, setColumn] = useState('');
  const [touched, setTouched] = useState(false);
  const add = useAddFeed(() => {
    setAddress('');
    setKeywords('');
    setColumn('');
    setTouched(false);
  });
  const addressError = touched ? feedAddressError(address) : undefined;
  const keywordError = keywordsError(keywords);
  const serverError = add.isError
    ? errorDescription(add.error, 'The feed could not be added')
    : undefined;
  const choices = columnChoices(boards);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (feedAddressError(address) || keywordError) return;
    const [boardId, boardColumnId] = column ? column.split(':') : [];
    add.mutate({
      url: feedAddress(address),
      keywords: parseKeywords(keywords),
      ...(boardId ? { boardId: Number(boardId), boardColumnId: boardColumnId ?? null } : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Follow a feed">
      <Stack gap="3">
        <FormField
          label="Feed or website address"
          error={addressError ?? serverError}
          helperText="A site's address works too: Vault finds the feed it announces."
        >
          <Input
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              if (add.isError) add.reset();
            }}
            onBlur={() => setTouched(address.trim() !== '')}
            placeholder="https://example.com/blog"
            inputMode="url"
            autoComplete="url"
          />
        </FormField>
        <FormField
          label="Keywords (optional)"
          error={keywordError}
          helperText="Separated by commas. Only entries whose title or text has one are saved."
        >
          <Input
            value={keywords}
            onChange={(event) => setKeywords(event.target.value)}
            placeholder="rust, databases"
          />
        </FormField>
        {choices.length > 0 ? (
          <FormField label="Add new entries to a board (optional)">
            <NativeSelect.Root>
              <NativeSelect.Field
                value={column}
                onChange={(event) => setColumn(event.target.value)}
              >
                <option value="">No board</option>
                {choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        ) : null}
        <HStack>
          <Button
            type="submit"
            colorPalette="brand"
            loading={add.isPending}
            loadingText="Finding the feed..."
          >
            Follow feed
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
