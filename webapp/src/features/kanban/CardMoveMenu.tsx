import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { linkTitle } from '../library/link-title';
import type { BoardColumn, BoardItem } from '@vault/contracts';
import {
  LuArrowDown,
  LuArrowRight,
  LuArrowUp,
  LuEllipsisVertical,
  LuExternalLink,
  LuTrash2,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { MoveTarget } from './board-moves';

interface CardMoveMenuProps {
  item: BoardItem;
  columns: BoardColumn[];
  /** How many cards the item's column holds. */
  columnLength: number;
  onMove: (target: MoveTarget) => void;
  onRemove: () => void;
}

/**
 * The card's menu: every move a drag can make (up, down, to another column), for keyboard and
 * screen-reader users and anyone who would rather not drag; plus details and removal.
 */
export function CardMoveMenu({ item, columns, columnLength, onMove, onRemove }: CardMoveMenuProps) {
  const title = item.content.title || linkTitle(item.content.url);
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="xs" aria-label={`Move or remove ${title}`}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="52">
            {item.position > 0 ? (
              <Menu.Item
                value="up"
                onSelect={() => onMove({ columnId: item.columnId, position: item.position - 1 })}
              >
                <LuArrowUp /> Move up
              </Menu.Item>
            ) : null}
            {item.position < columnLength - 1 ? (
              <Menu.Item
                value="down"
                onSelect={() => onMove({ columnId: item.columnId, position: item.position + 1 })}
              >
                <LuArrowDown /> Move down
              </Menu.Item>
            ) : null}
            {columns
              .filter((column) => column.id !== item.columnId)
              .map((column) => (
                <Menu.Item
                  key={column.id}
                  value={`to-${column.id}`}
                  onSelect={() => onMove({ columnId: column.id, position: 0 })}
                >
                  <LuArrowRight /> Move to {column.title}
                </Menu.Item>
              ))}
            <Menu.Separator />
            <Menu.Item value="open" asChild>
              <RouterLink to={`/content/${item.content.id}`}>
                <LuExternalLink /> View details
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="remove" color="fg.error" onSelect={onRemove}>
              <LuTrash2 /> Remove from board
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
