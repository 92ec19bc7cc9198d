import { Badge, Box, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { PREVIEW_LENGTHS, type ContentItem } from '@vault/contracts';
import { memo, useId } from 'react';
import { LuArrowUpRight, LuPaperclip } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { CollapsibleText } from '../ui/CollapsibleText';
import { EngagementCounts } from '../ui/EngagementCounts';
import { FailureLine } from '../ui/FailureLine';
import { PlatformBadge } from '../ui/PlatformBadge';
import { PlatformMark } from '../ui/PlatformMark';
import { RelativeTime } from '../ui/RelativeTime';
import { StatusBadge } from '../ui/StatusBadge';
import { TagPreview } from '../ui/TagPreview';
import { TopicBadges } from '../ui/TopicBadges';
import { MatchedIn } from '../ui/MatchedIn';
import { linkTitle } from '../link-title';
import { storedImageUrl } from '../stored-image';
import { useRetryExtraction } from '../use-retry-extraction';
import { CardImage } from './CardImage';
import { FavoriteButton } from './FavoriteButton';
import { ItemMenu } from './ItemMenu';
import { libraryItemProps, SELECTED_STYLE } from './library-item';
import { MEMBER_ONLY_NOTICE } from '../member-only';
import { SelectBox } from '../selection/SelectBox';

interface ContentCardProps {
  item: ContentItem;
  /** The user's plan allows notes and tags. */
  paid: boolean;
  /** In the window when the page first shows: laid out at once, never skipped (see below). */
  onFirstScreen?: boolean;
}

/**
 * One style for every card, whether or not it can be skipped: a card revealed later that brought
 * rules of its own would add them to the page's stylesheet then, and a new `:has()` rule restyles
 * every element of the page.
 */
const CARD_STYLE = {
  '&:has([data-selection-box]:checked)': SELECTED_STYLE,
  '&[data-skippable]': { contentVisibility: 'auto', containIntrinsicSize: 'auto 360px' },
};

/**
 * One saved item in the dashboard grid (spec 2.7). Memoised: a live update of one item re-renders
 * that card only, not the whole page of fifty.
 */
export const ContentCard = memo(function ContentCard({
  item,
  paid,
  onFirstScreen = false,
}: ContentCardProps) {
  const titleId = useId();
  const retry = useRetryExtraction();
  const failed = item.extractionStatus === 'failed';

  const image = storedImageUrl(item);
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      position="relative"
      overflow="hidden"
      size="sm"
      {...libraryItemProps(item)}
      // Cards below the fold skip style, layout and paint until scrolled near: fifty of them were
      // a long part of the first render's layout on a phone. The size is a first guess; the browser
      // then remembers each card's real one. A card in the first window is not skippable: the
      // browser would lay the page out without its content, find it on screen, and lay it out again
      // in the same frame.
      data-skippable={onFirstScreen ? undefined : ''}
      css={CARD_STYLE}
      className="group"
    >
      {image ? <CardImage src={image} /> : null}
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="2">
          <HStack gap="1.5" wrap="wrap">
            <SelectBox id={item.id} title={item.title || linkTitle(item.url)}>
              <PlatformMark platform={item.platform} />
            </SelectBox>
            <PlatformBadge platform={item.platform} />
            <StatusBadge status={item.extractionStatus} />
            {item.hasAttachments ? (
              <Badge variant="outline" size="sm">
                <LuPaperclip aria-hidden /> Media
              </Badge>
            ) : null}
          </HStack>
          <ItemMenu item={item} paid={paid} onRetry={() => retry.mutate(item.id)} />
        </HStack>

        <Stack gap="0.5">
          <Card.Title id={titleId} as="h3" fontSize="md" lineClamp={2} wordBreak="break-word">
            {item.title || linkTitle(item.url)}
          </Card.Title>
          {item.author ? (
            <Text fontSize="sm" color="fg.muted" truncate>
              by {item.author}
            </Text>
          ) : null}
          <MatchedIn fields={item.matchedIn} />
        </Stack>
        <TopicBadges topics={item.topics} />

        {failed ? (
          <FailureLine
            reason={item.extractionError}
            retrying={retry.isPending}
            onRetry={() => retry.mutate(item.id)}
          />
        ) : null}
        {item.text ? (
          // Cards read as a preview: line breaks fold into spaces so a few lines say something.
          <CollapsibleText
            text={item.text}
            limit={PREVIEW_LENGTHS.cardText}
            fullTextHref={item.textTruncated ? `/content/${item.id}` : undefined}
            fontSize="sm"
            whiteSpace="normal"
          />
        ) : null}
        {item.metadata.memberOnly ? (
          <Text fontSize="xs" color="fg.muted" data-testid="member-only">
            {MEMBER_ONLY_NOTICE}
          </Text>
        ) : null}
        {item.quickNote ? (
          <Box bg="yellow.subtle" color="yellow.fg" rounded="md" px="3" py="2" data-testid="note">
            <CollapsibleText text={item.quickNote} limit={PREVIEW_LENGTHS.note} fontSize="sm" />
          </Box>
        ) : null}
        <TagPreview tags={item.customTags ?? []} />
        {item.metadata.mediaNotKept ? (
          // The server's notice of the post's media that was not kept, and why.
          <Text fontSize="xs" color="fg.muted" data-testid="media-not-kept">
            {item.metadata.mediaNotKept}
          </Text>
        ) : null}
      </Card.Body>

      <Card.Footer justifyContent="space-between" gap="2" pt="0">
        <HStack gap="3" wrap="wrap" minW="0">
          <RelativeTime value={item.createdAt} />
          <EngagementCounts metadata={item.metadata} counters={['likes', 'comments']} />
        </HStack>
        <HStack gap="0">
          <FavoriteButton item={item} />
          <IconButton asChild variant="ghost" size="sm" aria-label="View details">
            <RouterLink to={`/content/${item.id}`}>
              <LuArrowUpRight />
            </RouterLink>
          </IconButton>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
});
