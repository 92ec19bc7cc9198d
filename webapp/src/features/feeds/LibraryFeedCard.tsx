import {
  Button,
  Card,
  Code,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { FEED_LIMITS, isPaidPlan, UI_DURATIONS_MS, type User } from '@vault/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuCheck, LuCopy, LuRefreshCw } from 'react-icons/lu';
import { toastError } from '../../components/toaster';
import { writeClipboardText } from '../../lib/clipboard';
import { useBoards } from '../kanban/use-boards';
import {
  fetchSavedSearches,
  SAVED_SEARCHES_KEY,
} from '../library/saved-searches/saved-searches-api';
import { useLibraryFeed, useRegenerateLibraryFeed } from './use-feeds';

/** `scope` is '' (the whole library), `board=<id>` or `search=<id>`. */
function addressOf(url: string, scope: string): string {
  return scope ? `${url}?${scope}` : url;
}

/** Feeds out: the private Atom address of the library, with Copy and Regenerate. */
export function LibraryFeedCard({ user }: { user: User }) {
  const feed = useLibraryFeed();
  const boards = useBoards(isPaidPlan(user.subscriptionPlan, user.subscriptionStatus));
  const savedSearches = useQuery({ queryKey: SAVED_SEARCHES_KEY, queryFn: fetchSavedSearches });
  const [scope, setScope] = useState('');
  const regenerate = useRegenerateLibraryFeed();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), UI_DURATIONS_MS.copyFeedback);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async (url: string) => {
    if (await writeClipboardText(url)) setCopied(true);
    else toastError('Could not copy', 'Select the address and copy it yourself.');
  };

  return (
    <Card.Root as="section" aria-labelledby="library-feed-title">
      <Card.Header>
        <Card.Title as="h2" id="library-feed-title">
          Library Feed
        </Card.Title>
        <Card.Description>
          Read your newest {FEED_LIMITS.libraryFeedItems} saves, with their full text, in a feed
          reader such as NetNewsWire or Miniflux. The address is the key: keep it to yourself, and
          regenerate it if it leaks.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {feed.isPending ? (
          <Skeleton height="10" />
        ) : feed.isError ? (
          <Text color="fg.error">Your feed address could not be loaded.</Text>
        ) : (
          <Stack gap="3">
            {boards.data?.length || savedSearches.data?.length ? (
              <NativeSelect.Root size="sm" maxW="sm">
                <NativeSelect.Field
                  aria-label="Feed of"
                  value={scope}
                  onChange={(event) => setScope(event.target.value)}
                >
                  <option value="">The whole library</option>
                  {(boards.data ?? []).map((board) => (
                    <option key={`board-${board.id}`} value={`board=${board.id}`}>
                      Board: {board.name}
                    </option>
                  ))}
                  {(savedSearches.data ?? []).map((search) => (
                    <option key={`search-${search.id}`} value={`search=${search.id}`}>
                      Saved search: {search.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : null}
            <Input
              readOnly
              value={addressOf(feed.data.url, scope)}
              aria-label="Library feed address"
              fontFamily="mono"
              fontSize="sm"
              onFocus={(event) => event.currentTarget.select()}
              data-testid="library-feed-url"
            />
            <HStack gap="2" wrap="wrap">
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => void copy(addressOf(feed.data.url, scope))}
              >
                {copied ? <LuCheck /> : <LuCopy />}
                {copied ? 'Copied!' : 'Copy'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={regenerate.isPending}
                onClick={() => regenerate.mutate()}
              >
                <LuRefreshCw /> Regenerate
              </Button>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              For the items of one tag, add <Code>?tag=</Code> and the tag&apos;s name to the
              address.
            </Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
