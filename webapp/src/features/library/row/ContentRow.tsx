import { Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { PLATFORM_LABELS, type ContentItem } from '@vault/contracts';
import { memo, useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { FavoriteButton } from '../card/FavoriteButton';
import { ItemMenu } from '../card/ItemMenu';
import { libraryItemProps, SELECTED_STYLE } from '../card/library-item';
import { SelectBox } from '../selection/SelectBox';
import { linkTitle } from '../link-title';
import { RelativeTime } from '../ui/RelativeTime';
import { StatusBadge } from '../ui/StatusBadge';
import { TagPreview } from '../ui/TagPreview';
import { platformChipStyle } from '../../../components/platform-chip';
import { MatchedIn } from '../ui/MatchedIn';
import { PLATFORM_ICONS } from './platform-icon';
import { useRetryExtraction } from '../use-retry-extraction';
import { sourceOf } from './source-host';

interface ContentRowProps {
  item: ContentItem;
  /** The user's plan allows notes and tags. */
  paid: boolean;
}

/**
 * One saved item as a compact row of the list view: platform, title, source, date and tags, with
 * the card's favourite and menu. The whole row opens the item. Memoised like the card.
 */
export const ContentRow = memo(function ContentRow({ item, paid }: ContentRowProps) {
  const titleId = useId();
  const retry = useRetryExtraction();
  const PlatformIcon = PLATFORM_ICONS[item.platform];
  const unread = !item.isRead;
  return (
    <LinkBox
      as="article"
      aria-labelledby={titleId}
      display="flex"
      alignItems="center"
      gap="3"
      px={{ base: '2', md: '3' }}
      py="2"
      rounded="md"
      _hover={{ bg: 'bg.muted' }}
      css={{ '&:has([data-selection-box]:checked)': SELECTED_STYLE }}
      className="group"
      {...libraryItemProps(item)}
    >
      <SelectBox id={item.id} title={item.title || linkTitle(item.url)} touchGap="3">
        <Box
          role="img"
          aria-label={PLATFORM_LABELS[item.platform]}
          flexShrink="0"
          boxSize="8"
          rounded="md"
          css={platformChipStyle(item.platform)}
          display="grid"
          placeItems="center"
          fontSize="md"
        >
          <PlatformIcon aria-hidden />
        </Box>
      </SelectBox>
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" minW="0">
          {unread ? (
            <Box
              role="img"
              aria-label="Unread"
              flexShrink="0"
              boxSize="2"
              rounded="full"
              bg="brand.fg"
            />
          ) : null}
          <Text
            as="h3"
            id={titleId}
            fontSize="sm"
            fontWeight={unread ? 'semibold' : 'normal'}
            truncate
          >
            <LinkOverlay asChild>
              <RouterLink to={`/content/${item.id}`}>
                {item.title || linkTitle(item.url)}
              </RouterLink>
            </LinkOverlay>
          </Text>
        </HStack>
        <HStack gap="2" minW="0" fontSize="xs" color="fg.muted" wrap="wrap" rowGap="1">
          <Text as="span" truncate maxW="50%">
            {sourceOf(item)}
          </Text>
          <span aria-hidden>·</span>
          <RelativeTime value={item.createdAt} fontSize="xs" />
          {item.extractionStatus === 'completed' ? null : (
            <StatusBadge status={item.extractionStatus} />
          )}
          <TagPreview tags={item.customTags ?? []} />
          <MatchedIn fields={item.matchedIn} />
        </HStack>
      </Stack>
      {/* Above the row's link, so the buttons answer their own taps. */}
      <HStack gap="0" flexShrink="0" position="relative" zIndex="1">
        <FavoriteButton item={item} />
        <ItemMenu item={item} paid={paid} onRetry={() => retry.mutate(item.id)} />
      </HStack>
    </LinkBox>
  );
});
