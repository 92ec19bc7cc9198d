import { Badge, Menu } from '@chakra-ui/react';
import type { ContentItem } from '@vault/contracts';
import { LuPaperclip } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

interface MediaMenuItemProps {
  item: ContentItem;
  paid: boolean;
}

/**
 * The card menu's Add/Manage Media (spec 2.7): opens the item's attachments on its detail page.
 * Free users may still manage attachments they kept; adding is for paid plans.
 */
export function MediaMenuItem({ item, paid }: MediaMenuItemProps) {
  const label = item.hasAttachments ? 'Manage Media' : 'Add Media';
  if (!paid && !item.hasAttachments) {
    return (
      <Menu.Item value="media" disabled>
        <LuPaperclip /> {label}
        <Badge size="xs" colorPalette="brand" variant="subtle" ms="auto">
          Pro
        </Badge>
      </Menu.Item>
    );
  }
  return (
    <Menu.Item value="media" asChild>
      <RouterLink to={`/content/${item.id}#media`}>
        <LuPaperclip /> {label}
      </RouterLink>
    </Menu.Item>
  );
}
