import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import type { BoardColumn } from '@vault/contracts';
import { LuArrowLeft, LuArrowRight, LuEllipsis, LuPencil, LuTrash2 } from 'react-icons/lu';

interface ColumnMenuProps {
  column: BoardColumn;
  columnCount: number;
  onRename: () => void;
  onMove: (position: number) => void;
  onDelete: () => void;
}

/** Rename, move left or right, delete: the column's own actions. */
export function ColumnMenu({ column, columnCount, onRename, onMove, onDelete }: ColumnMenuProps) {
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="xs" aria-label={`${column.title} column actions`}>
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.Item value="rename" onSelect={onRename}>
              <LuPencil /> Rename
            </Menu.Item>
            {column.position > 0 ? (
              <Menu.Item value="left" onSelect={() => onMove(column.position - 1)}>
                <LuArrowLeft /> Move left
              </Menu.Item>
            ) : null}
            {column.position < columnCount - 1 ? (
              <Menu.Item value="right" onSelect={() => onMove(column.position + 1)}>
                <LuArrowRight /> Move right
              </Menu.Item>
            ) : null}
            {columnCount > 1 ? (
              <Menu.Item value="delete" color="fg.error" onSelect={onDelete}>
                <LuTrash2 /> Delete column
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
