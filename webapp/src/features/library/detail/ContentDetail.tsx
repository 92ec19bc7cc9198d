import { Alert, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ContentDetail as ContentDetailData } from '@vault/contracts';
import { lazy, Suspense } from 'react';
import { HighlightsSection } from '../../highlights/HighlightsSection';
import { AddToBoardButton } from '../../kanban/AddToBoardButton';
import { MediaSection } from '../../media/MediaSection';
import { linkTitle } from '../link-title';
import { isPending } from '../polling';
import { storedImageUrl } from '../stored-image';
import { EngagementCounts } from '../ui/EngagementCounts';
import { ExtractionFailure } from '../ui/ExtractionFailure';
import { PlatformBadge } from '../ui/PlatformBadge';
import { PLATFORM_EMOJI } from './platform-emoji';
import { RelativeTime } from '../ui/RelativeTime';
import { StatusBadge } from '../ui/StatusBadge';
import { useRetryExtraction } from '../use-retry-extraction';
import { DetailActions } from './DetailActions';
import { DetailSection } from './DetailSection';
import { DiscussionSection } from './DiscussionSection';
import { TopicBadges } from '../ui/TopicBadges';
import { HeroImage } from './HeroImage';
import { QuickNoteSection } from './QuickNoteSection';
import { PageText } from './ReaderView';
import { TagsSection } from './TagsSection';
import { UpgradeBanner } from './UpgradeBanner';
import { MEMBER_ONLY_NOTICE } from '../member-only';
import { hasPostParts, ownText } from './post/post-parts';
import { UnsubscribeLink } from './UnsubscribeLink';

const PostParts = lazy(() =>
  import('./post/PostParts').then((module) => ({ default: module.PostParts })),
);

// Only a post with media of its own loads the gallery.
const PostMediaSection = lazy(() =>
  import('../../media/stored/PostMediaSection').then((module) => ({
    default: module.PostMediaSection,
  })),
);

/** A web page has an original to open; a saved e-mail (`mid:`) does not. */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

interface ContentDetailProps {
  item: ContentDetailData;
  /** The user's plan allows notes and tags. */
  paid: boolean;
}

/** The body of /content/:id (spec 2.8). */
export function ContentDetail({ item, paid }: ContentDetailProps) {
  const retry = useRetryExtraction();
  const title = item.title || linkTitle(item.url);

  const image = storedImageUrl(item);
  return (
    <Stack gap="6">
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <PlatformBadge platform={item.platform} emoji={PLATFORM_EMOJI[item.platform]} size="lg" />
          <StatusBadge status={item.extractionStatus} />
        </HStack>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
          {title}
        </Heading>
        {isWebAddress(item.url) ? (
          <Link
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            fontSize="sm"
            color="fg.muted"
            wordBreak="break-all"
            data-testid="item-link"
          >
            {item.url}
          </Link>
        ) : null}
        <HStack gap="2" wrap="wrap" color="fg.muted" fontSize="sm">
          {item.author ? <Text>by {item.author}</Text> : null}
          {item.author ? <Text aria-hidden>·</Text> : null}
          <RelativeTime value={item.createdAt} />
        </HStack>
        {isWebAddress(item.url) ? <DetailActions url={item.url} /> : null}
        {item.metadata.unsubscribeUrl ? (
          <UnsubscribeLink url={item.metadata.unsubscribeUrl} />
        ) : null}
        {paid ? <AddToBoardButton contentId={item.id} /> : null}
      </Stack>

      {item.extractionStatus === 'failed' ? (
        <ExtractionFailure
          reason={item.extractionError}
          retrying={retry.isPending}
          onRetry={() => retry.mutate(item.id)}
        />
      ) : null}
      {isPending(item) ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>We are extracting this content. It will appear here shortly.</Alert.Title>
        </Alert.Root>
      ) : null}

      {image ? <HeroImage src={image} alt={title} /> : null}
      {item.media.length ? (
        <Suspense fallback={null}>
          <PostMediaSection media={item.media} />
        </Suspense>
      ) : null}
      {item.summary || item.topics.length ? (
        <DetailSection title="Summary">
          <Stack gap="3">
            {item.summary ? <Text lineHeight="tall">{item.summary}</Text> : null}
            <TopicBadges topics={item.topics} />
          </Stack>
        </DetailSection>
      ) : null}
      {item.metadata.memberOnly ? (
        <Alert.Root status="warning" size="sm" data-testid="member-only">
          <Alert.Indicator />
          <Alert.Title>{MEMBER_ONLY_NOTICE}</Alert.Title>
        </Alert.Root>
      ) : null}
      {item.thread?.length ? null : (
        <PageText
          contentId={item.id}
          text={ownText(item)}
          readableHtml={item.readableHtml ?? null}
          extracting={isPending(item)}
        />
      )}
      {hasPostParts(item) ? (
        <Suspense fallback={null}>
          <PostParts item={item} />
        </Suspense>
      ) : null}
      <EngagementCounts
        metadata={item.metadata}
        counters={['likes', 'comments', 'shares', 'views']}
      />
      {item.discussion ? (
        <DiscussionSection
          discussion={item.discussion}
          scoreNoun={item.platform === 'github' ? 'reaction' : 'point'}
        />
      ) : null}

      <HighlightsSection
        contentId={item.id}
        highlightIn={item.readableHtml ? 'reader' : item.text ? 'text' : null}
      />
      {paid ? null : <UpgradeBanner />}
      <TagsSection item={item} paid={paid} />
      <QuickNoteSection item={item} paid={paid} />
      <MediaSection item={item} paid={paid} />
    </Stack>
  );
}
