import { Badge, Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import type { ContentItem } from '@vault/contracts';
import {
  LuExternalLink,
  LuKanban,
  LuMail,
  LuMailOpen,
  LuRefreshCw,
  LuSparkles,
  LuStickyNote,
  LuTags,
  LuTrash2,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { PopupTriggerProps } from '../../../components/DeferredPopup';
import { MediaMenuItem } from '../../media/MediaMenuItem';

export interface CardMenuProps {
  item: ContentItem;
  /** Notes and tags are for paid plans; free users see the entries disabled with an upgrade hint. */
  paid: boolean;
  onAddNote: () => void;
  onManageTags: () => void;
  onAddToBoard: () => void;
  onToggleRead: () => void;
  onRetry: () => void;
  onDelete: () => void;
}

/** The three-dots menu of a card (spec 2.7), loaded when first opened (ContentCard). */
export function CardMenu({
  trigger,
  item,
  paid,
  onAddNote,
  onManageTags,
  onAddToBoard,
  onToggleRead,
  onRetry,
  onDelete,
}: CardMenuProps & PopupTriggerProps) {
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            <Menu.Item value="note" disabled={!paid} onSelect={onAddNote}>
              <LuStickyNote /> Add Note
              {paid ? null : <ProBadge />}
            </Menu.Item>
            <Menu.Item value="tags" disabled={!paid} onSelect={onManageTags}>
              <LuTags /> Manage Tags
              {paid ? null : <ProBadge />}
            </Menu.Item>
            <Menu.Item value="board" disabled={!paid} onSelect={onAddToBoard}>
              <LuKanban /> Add to Board
              {paid ? null : <ProBadge />}
            </Menu.Item>
            <MediaMenuItem item={item} paid={paid} />
            {paid ? null : (
              <Menu.Item value="upgrade" asChild color="brand.fg">
                <RouterLink to="/pricing">
                  <LuSparkles /> Upgrade for notes and tags
                </RouterLink>
              </Menu.Item>
            )}
            <Menu.Separator />
            <Menu.Item value="read" onSelect={onToggleRead}>
              {item.isRead ? <LuMail /> : <LuMailOpen />}
              {item.isRead ? 'Mark as Unread' : 'Mark as Read'}
            </Menu.Item>
            <Menu.Item value="open" asChild>
              <a href={item.url} target="_blank" rel="noopener noreferrer">
                <LuExternalLink /> Open Original
              </a>
            </Menu.Item>
            {item.extractionStatus === 'failed' ? (
              <Menu.Item value="retry" onSelect={onRetry}>
                <LuRefreshCw /> Retry Extraction
              </Menu.Item>
            ) : null}
            {item.extractionStatus === 'pending' ? (
              <Menu.Item value="extract" onSelect={onRetry}>
                <LuRefreshCw /> Extract Now
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <Menu.Item value="delete" color="fg.error" onSelect={onDelete}>
              <LuTrash2 /> Delete
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function ProBadge() {
  return (
    <Badge size="xs" colorPalette="brand" variant="subtle" ms="auto">
      Pro
    </Badge>
  );
}
