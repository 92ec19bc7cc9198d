import { Badge, Button, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Feed } from '@vault/contracts';
import { useState, type FormEvent } from 'react';
import { formatRelativeTime } from '../../lib/relative-time';
import { keywordsError, parseKeywords } from './feed-form';
import { formatUntil } from './feed-times';
import { usePollFeed, useRemoveFeed, useUpdateFeed } from './use-feeds';

const STATUS = {
  active: { label: 'Active', palette: 'green' },
  paused: { label: 'Paused', palette: 'gray' },
  failing: { label: 'Failing', palette: 'red' },
} as const;

function FeedFacts({ feed }: { feed: Feed }) {
  const facts = [
    `${feed.savedCount} saved`,
    feed.lastPolledAt ? `checked ${formatRelativeTime(feed.lastPolledAt)}` : 'not checked yet',
    feed.nextPollAt ? `next check ${formatUntil(feed.nextPollAt)}` : null,
  ].filter(Boolean);
  return (
    <Text fontSize="sm" color="fg.muted">
      {facts.join(' · ')}
    </Text>
  );
}

function KeywordsEditor({ feed, onDone }: { feed: Feed; onDone: () => void }) {
  const [text, setText] = useState(feed.keywords.join(', '));
  const update = useUpdateFeed();
  const error = keywordsError(text);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (error) return;
    update.mutate({ id: feed.id, body: { keywords: parseKeywords(text) } }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} aria-label={`Keywords of ${feed.title}`}>
      <Stack gap="2">
        <Input
          size="sm"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label="Keywords, separated by commas"
          aria-invalid={Boolean(error)}
          placeholder="Empty: save every entry"
          autoFocus
        />
        {error ? (
          <Text fontSize="sm" color="fg.error">
            {error}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button size="xs" type="submit" colorPalette="brand" loading={update.isPending}>
            Save keywords
          </Button>
          <Button size="xs" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** One followed feed: its state, its last error, and what can be done with it. */
export function FeedRow({ feed }: { feed: Feed }) {
  const [editing, setEditing] = useState(false);
  const poll = usePollFeed();
  const update = useUpdateFeed();
  const remove = useRemoveFeed();
  const status = STATUS[feed.status];
  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" data-testid="feed-row" minW="0">
      <HStack gap="2" wrap="wrap" justify="space-between">
        <Stack gap="0" minW="0" flex="1">
          <HStack gap="2" minW="0">
            <Text fontWeight="semibold" truncate>
              {feed.title}
            </Text>
            <Badge colorPalette={status.palette} variant="subtle" flexShrink={0}>
              {status.label}
            </Badge>
          </HStack>
          <Text fontSize="sm" color="fg.muted" truncate title={feed.url}>
            {feed.url}
          </Text>
        </Stack>
      </HStack>
      <FeedFacts feed={feed} />
      {feed.keywords.length > 0 && !editing ? (
        <Wrap as="ul" gap="1" listStyleType="none" aria-label="Keywords">
          {feed.keywords.map((keyword) => (
            <Badge as="li" key={keyword} variant="outline">
              {keyword}
            </Badge>
          ))}
        </Wrap>
      ) : null}
      {feed.lastError ? (
        <Text fontSize="sm" color="fg.error" data-testid="feed-error">
          {feed.lastError}
        </Text>
      ) : null}
      {editing ? <KeywordsEditor feed={feed} onDone={() => setEditing(false)} /> : null}
      <Wrap gap="2">
        <Button
          size="xs"
          variant="outline"
          loading={poll.isPending}
          loadingText="Checking..."
          onClick={() => poll.mutate(feed.id)}
          aria-label={`Check ${feed.title} now`}
        >
          Check now
        </Button>
        <Button
          size="xs"
          variant="outline"
          loading={update.isPending}
          onClick={() => update.mutate({ id: feed.id, body: { paused: !feed.paused } })}
          aria-label={`${feed.paused ? 'Resume' : 'Pause'} ${feed.title}`}
        >
          {feed.paused ? 'Resume' : 'Pause'}
        </Button>
        {!editing ? (
          <Button
            size="xs"
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label={`Edit the keywords of ${feed.title}`}
          >
            Edit keywords
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(feed)}
          aria-label={`Remove ${feed.title}`}
        >
          Remove
        </Button>
      </Wrap>
    </Stack>
  );
}
