import { Button, Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import { APP_PATHS, FEED_LIMITS, isPaidPlan, type User } from '@vault/contracts';
import { Link as RouterLink } from 'react-router';
import { useBoards } from '../kanban/use-boards';
import { AddFeedForm } from './AddFeedForm';
import { FeedRow } from './FeedRow';
import { useFeeds } from './use-feeds';

/** Feeds in: follow sites' feeds, their new posts saved to the library (Pro and Premium). */
export function FeedsCard({ user }: { user: User }) {
  const paid = isPaidPlan(user.subscriptionPlan, user.subscriptionStatus);
  const feeds = useFeeds();
  const boards = useBoards(paid);
  const list = feeds.data?.feeds ?? [];
  return (
    <Card.Root as="section" aria-labelledby="feeds-title">
      <Card.Header>
        <Card.Title as="h2" id="feeds-title">
          Feeds
        </Card.Title>
        <Card.Description>
          Follow a site&apos;s RSS, Atom or JSON Feed: its new posts are saved to your library,
          tagged with the feed&apos;s name. A new feed brings its newest{' '}
          {FEED_LIMITS.firstPollEntries} posts; feeds are checked every hour.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {paid ? (
            feeds.data && list.length >= feeds.data.limit ? (
              <Text color="fg.muted">
                You follow {list.length} feeds, the most your plan allows. Remove one to add
                another.
              </Text>
            ) : (
              <AddFeedForm boards={boards.data ?? []} />
            )
          ) : (
            <Stack gap="3" align="flex-start">
              <Text color="fg.muted">Feeds are part of the Pro and Premium plans.</Text>
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={APP_PATHS.settingsPlan}>See plans</RouterLink>
              </Button>
            </Stack>
          )}
          {feeds.isPending ? (
            <Skeleton height="12" />
          ) : feeds.isError ? (
            <Text color="fg.error">Your feeds could not be loaded.</Text>
          ) : list.length === 0 ? (
            paid ? (
              <Text color="fg.muted" data-testid="feeds-empty">
                You follow no feeds yet.
              </Text>
            ) : null
          ) : (
            <Stack as="ul" gap="0" listStyleType="none" aria-label="Followed feeds">
              {list.map((feed) => (
                <FeedRow key={feed.id} feed={feed} />
              ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
