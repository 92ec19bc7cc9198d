import { Alert, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ContentDetail as ContentDetailData } from '@vault/contracts';
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
        <HStack gap="2" wrap="wrap" color="fg.muted" fontSize="sm">
          {item.author ? <Text>by {item.author}</Text> : null}
          {item.author ? <Text aria-hidden>·</Text> : null}
          <RelativeTime value={item.createdAt} />
        </HStack>
        <DetailActions url={item.url} />
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
      {item.summary || item.topics.length ? (
        <DetailSection title="Summary">
          <Stack gap="3">
            {item.summary ? <Text lineHeight="tall">{item.summary}</Text> : null}
            <TopicBadges topics={item.topics} />
          </Stack>
        </DetailSection>
      ) : null}
      <PageText text={item.text} readableHtml={item.readableHtml ?? null} />
      <EngagementCounts
        metadata={item.metadata}
        counters={['likes', 'comments', 'shares', 'views']}
      />
      {item.discussion ? <DiscussionSection discussion={item.discussion} /> : null}

      {paid ? null : <UpgradeBanner />}
      <TagsSection item={item} paid={paid} />
      <QuickNoteSection item={item} paid={paid} />
      <MediaSection item={item} paid={paid} />
    </Stack>
  );
}
