import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateFeedRequest,
  Feed,
  FeedListResponse,
  UpdateFeedRequest,
} from '@vault/contracts';
import { toastError, toastSuccess } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import {
  createFeed,
  FEEDS_KEY,
  fetchLibraryFeed,
  LIBRARY_FEED_KEY,
  listFeeds,
  pollFeed,
  regenerateLibraryFeed,
  removeFeed,
  updateFeed,
} from './feeds-api';

export function useFeeds() {
  return useQuery({ queryKey: FEEDS_KEY, queryFn: listFeeds });
}

/** Puts the changed feed in the cached list at once. */
function useReplaceFeed() {
  const queryClient = useQueryClient();
  return (feed: Feed) =>
    queryClient.setQueryData<FeedListResponse>(FEEDS_KEY, (list) =>
      list
        ? { ...list, feeds: list.feeds.map((entry) => (entry.id === feed.id ? feed : entry)) }
        : list,
    );
}

function savedText(count: number): string {
  if (count === 0) return 'No new entries.';
  return `${count} new ${count === 1 ? 'entry' : 'entries'} saved to your library.`;
}

export function useAddFeed(onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFeedRequest) => createFeed(body),
    onSuccess: (feed) => {
      void queryClient.invalidateQueries({ queryKey: FEEDS_KEY });
      toastSuccess(`Following ${feed.title}`, savedText(feed.savedCount));
      onAdded();
    },
  });
}

export function useUpdateFeed() {
  const replace = useReplaceFeed();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateFeedRequest }) => updateFeed(id, body),
    onSuccess: replace,
    onError: (error) =>
      toastError('The feed could not be changed', errorDescription(error, 'Please try again')),
  });
}

export function usePollFeed() {
  const replace = useReplaceFeed();
  return useMutation({
    mutationFn: (id: number) => pollFeed(id),
    onSuccess: ({ feed, saved }) => {
      replace(feed);
      if (feed.lastError && saved === 0)
        toastError(`${feed.title} could not be checked`, feed.lastError);
      else toastSuccess(`${feed.title} checked`, savedText(saved));
    },
    onError: (error) =>
      toastError('The feed could not be checked', errorDescription(error, 'Please try again')),
  });
}

export function useRemoveFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feed: Feed) => removeFeed(feed.id),
    onSuccess: (_, feed) => {
      queryClient.setQueryData<FeedListResponse>(FEEDS_KEY, (list) =>
        list ? { ...list, feeds: list.feeds.filter((entry) => entry.id !== feed.id) } : list,
      );
      toastSuccess(
        'Feed removed',
        `${feed.title} is no longer checked. What it saved stays in your library.`,
      );
    },
    onError: (error) =>
      toastError('The feed could not be removed', errorDescription(error, 'Please try again')),
  });
}

export function useLibraryFeed() {
  return useQuery({ queryKey: LIBRARY_FEED_KEY, queryFn: fetchLibraryFeed });
}

export function useRegenerateLibraryFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateLibraryFeed,
    onSuccess: (answer) => {
      queryClient.setQueryData(LIBRARY_FEED_KEY, answer);
      toastSuccess(
        'New feed address',
        'The old address no longer works. Give readers the new one.',
      );
    },
    onError: (error) => toastError('No new address', errorDescription(error, 'Please try again')),
  });
}
