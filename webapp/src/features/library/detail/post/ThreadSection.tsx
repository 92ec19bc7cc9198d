import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ThreadPost } from '@vault/contracts';
import { formatCount, formatNumber } from '../../../../lib/format';
import { RelativeTime } from '../../ui/RelativeTime';
import { DetailSection } from '../DetailSection';
import { PostMediaThumbs } from './PostMediaThumbs';

function Counts({ post }: { post: ThreadPost }) {
  const counts: Array<[number | null, string]> = [
    [post.replies, post.replies === 1 ? 'reply' : 'replies'],
    [post.reposts, post.reposts === 1 ? 'repost' : 'reposts'],
    [post.likes, post.likes === 1 ? 'like' : 'likes'],
    [post.views, post.views === 1 ? 'view' : 'views'],
  ];
  const present = counts.filter((entry): entry is [number, string] => entry[0] !== null);
  if (present.length === 0) return null;
  return (
    <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
      {present.map(([value, noun]) => (
        <Text as="span" key={noun} title={`${formatNumber(value)} ${noun}`}>
          {formatCount(value)} {noun}
        </Text>
      ))}
    </HStack>
  );
}

function Post({ post, quoted = false }: { post: ThreadPost; quoted?: boolean }) {
  return (
    <Stack gap="2" data-testid={quoted ? 'quoted-post' : 'thread-post'}>
      <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text as="span" fontWeight="semibold" color="fg">
          {post.author ?? post.authorHandle ?? 'Unknown'}
        </Text>
        {post.authorHandle ? <Text as="span">@{post.authorHandle}</Text> : null}
        {post.createdAt ? (
          post.url ? (
            <Link href={post.url} target="_blank" rel="noopener noreferrer" color="fg.muted">
              <RelativeTime value={post.createdAt} />
            </Link>
          ) : (
            <RelativeTime value={post.createdAt} />
          )
        ) : null}
      </HStack>
      {post.text ? (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" lineHeight="tall">
          {post.text}
        </Text>
      ) : null}
      <PostMediaThumbs media={post.media} />
      {post.quoted ? (
        <Box
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          p="3"
          aria-label={`Quoted post by ${post.quoted.author ?? post.quoted.authorHandle ?? 'someone'}`}
          role="group"
        >
          <Post post={post.quoted} quoted />
        </Box>
      ) : null}
      {quoted ? null : <Counts post={post} />}
    </Stack>
  );
}

/** The whole thread by the post's author, first post first, each with its quote nested. */
export function ThreadSection({ thread }: { thread: readonly ThreadPost[] }) {
  const title = thread.length > 1 ? `Thread · ${thread.length} posts` : 'Post';
  return (
    <DetailSection title={title}>
      <Stack as="ol" gap="5" listStyleType="none">
        {thread.map((post, index) => (
          <Box
            as="li"
            key={post.id || index}
            ps={{ base: '3', md: '4' }}
            borderInlineStartWidth="2px"
            borderColor={index === 0 ? 'colorPalette.solid' : 'border'}
            aria-label={`Post ${index + 1} of ${thread.length}`}
          >
            <Post post={post} />
          </Box>
        ))}
      </Stack>
    </DetailSection>
  );
}
