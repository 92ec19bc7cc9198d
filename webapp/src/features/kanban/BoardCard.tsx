import { Box, Card, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { PREVIEW_LENGTHS, type BoardColumn, type BoardItem } from '@vault/contracts';
import type { SyntheticEvent } from 'react';
import { LuGripVertical } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { linkTitle } from '../library/link-title';
import { CollapsibleText } from '../library/ui/CollapsibleText';
import { PlatformBadge } from '../library/ui/PlatformBadge';
import { TagPreview } from '../library/ui/TagPreview';
import type { MoveTarget } from './board-moves';
import { CardMoveMenu } from './CardMoveMenu';

interface BoardCardProps {
  item: BoardItem;
  columns: BoardColumn[];
  columnLength: number;
  onMove: (target: MoveTarget) => void;
  onRemove: () => void;
}

export const itemDragId = (id: number) => `item-${id}`;

/** Keeps clicks and keys on the card's own controls from starting a drag. */
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * One card: platform, title, author, note and tags. The mouse or a long touch drags the whole
 * card; the grip is the keyboard's drag handle (Space to pick up, arrows, Space to drop), and the
 * menu offers the same moves without dragging.
 */
export function BoardCard({ item, columns, columnLength, onMove, onRemove }: BoardCardProps) {
  const sortable = useSortable({
    id: itemDragId(item.id),
    data: { type: 'item', itemId: item.id },
  });
  // dnd-kit types its listeners loosely; they are React event handlers keyed by sensor event.
  const { onKeyDown, ...pointerListeners } = (sortable.listeners ?? {}) as Record<
    string,
    ((event: SyntheticEvent) => void) | undefined
  >;
  const title = item.content.title || linkTitle(item.content.url);

  return (
    <Card.Root
      ref={sortable.setNodeRef}
      as="article"
      size="sm"
      aria-label={title}
      data-testid="board-card"
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      opacity={sortable.isDragging ? 0.4 : 1}
      cursor="grab"
      touchAction="manipulation"
      {...pointerListeners}
    >
      <Card.Body gap="2" p="3">
        <HStack justify="space-between" align="flex-start" gap="1">
          <HStack gap="1" minW="0">
            <IconButton
              ref={sortable.setActivatorNodeRef}
              variant="ghost"
              size="2xs"
              aria-label={`Drag ${title}`}
              {...sortable.attributes}
              onKeyDown={onKeyDown}
            >
              <LuGripVertical />
            </IconButton>
            <PlatformBadge platform={item.content.platform} size="sm" />
          </HStack>
          <Box onMouseDown={stop} onTouchStart={stop} onKeyDown={stop}>
            <CardMoveMenu
              item={item}
              columns={columns}
              columnLength={columnLength}
              onMove={onMove}
              onRemove={onRemove}
            />
          </Box>
        </HStack>
        <Stack gap="0.5">
          <Text as="h3" fontWeight="semibold" fontSize="sm" lineClamp={3} wordBreak="break-word">
            {/* A click opens the item; a press that moves 5 px drags the card instead. */}
            <Link asChild color="inherit">
              <RouterLink to={`/content/${item.content.id}`}>{title}</RouterLink>
            </Link>
          </Text>
          {item.content.author ? (
            <Text fontSize="xs" color="fg.muted" truncate>
              by {item.content.author}
            </Text>
          ) : null}
        </Stack>
        {item.content.quickNote ? (
          <Box bg="yellow.subtle" color="yellow.fg" rounded="md" px="2" py="1.5">
            <CollapsibleText
              text={item.content.quickNote}
              limit={PREVIEW_LENGTHS.note}
              fontSize="xs"
            />
          </Box>
        ) : null}
        <TagPreview tags={item.content.customTags ?? []} />
      </Card.Body>
    </Card.Root>
  );
}
