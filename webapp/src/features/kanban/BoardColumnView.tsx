import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { BoardColumn, BoardItem } from '@vault/contracts';
import { useId } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { MoveTarget } from './board-moves';
import { BoardCard, itemDragId } from './BoardCard';
import { ColumnMenu } from './ColumnMenu';

export const columnDropId = (id: string) => `column-${id}`;

interface BoardColumnViewProps {
  column: BoardColumn;
  columns: BoardColumn[];
  items: BoardItem[];
  onMoveItem: (itemId: number, target: MoveTarget) => void;
  onRemoveItem: (itemId: number) => void;
  onRenameColumn: () => void;
  onMoveColumn: (position: number) => void;
  onDeleteColumn: () => void;
  onAddItem: () => void;
}

/** One column: its title, count and cards; the whole column takes drops (empty ones too). */
export function BoardColumnView({
  column,
  columns,
  items,
  onMoveItem,
  onRemoveItem,
  onRenameColumn,
  onMoveColumn,
  onDeleteColumn,
  onAddItem,
}: BoardColumnViewProps) {
  const headingId = useId();
  const droppable = useDroppable({
    id: columnDropId(column.id),
    data: { type: 'column', columnId: column.id },
  });

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid={`column-${column.id}`}
      // On a wide screen the columns share the window's width, 280 px each at least.
      flex={{ base: '0 0 85%', sm: '0 0 300px', lg: '1 0 280px' }}
      bg="bg.muted"
      rounded="l3"
      p="3"
      scrollSnapAlign="start"
      display="flex"
      flexDirection="column"
      borderWidth="2px"
      borderColor={droppable.isOver ? 'brand.solid' : 'transparent'}
    >
      <HStack justify="space-between" mb="3" gap="2">
        <HStack gap="2" minW="0">
          <Heading as="h2" size="sm" id={headingId} truncate>
            {column.title}
          </Heading>
          <Badge size="sm" variant="subtle" aria-label={`${items.length} items`}>
            {items.length}
          </Badge>
        </HStack>
        <ColumnMenu
          column={column}
          columnCount={columns.length}
          onRename={onRenameColumn}
          onMove={onMoveColumn}
          onDelete={onDeleteColumn}
        />
      </HStack>
      <SortableContext
        id={column.id}
        items={items.map((item) => itemDragId(item.id))}
        strategy={verticalListSortingStrategy}
      >
        <Stack ref={droppable.setNodeRef} gap="2" flex="1" minH="24" as="ul" listStyleType="none">
          {items.map((item) => (
            <li key={item.id}>
              <BoardCard
                item={item}
                columns={columns}
                columnLength={items.length}
                onMove={(target) => onMoveItem(item.id, target)}
                onRemove={() => onRemoveItem(item.id)}
              />
            </li>
          ))}
          {items.length === 0 ? (
            <Text fontSize="sm" color="fg.muted" textAlign="center" py="6">
              Drop items here
            </Text>
          ) : null}
        </Stack>
      </SortableContext>
      <Button variant="ghost" size="sm" mt="2" justifyContent="flex-start" onClick={onAddItem}>
        <LuPlus /> Add item
      </Button>
    </Box>
  );
}
