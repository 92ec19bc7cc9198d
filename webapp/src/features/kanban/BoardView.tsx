import { Box, Button, Flex } from '@chakra-ui/react';
import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragStartEvent,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { LIMITS, type Board, type BoardColumn } from '@vault/contracts';
import { LuPlus } from 'react-icons/lu';
import { useState } from 'react';
import { linkTitle } from '../library/link-title';
import { AddItemDialog } from './AddItemDialog';
import { columnItems, dropOnColumn, dropOnItem, isNoOp, type MoveTarget } from './board-moves';
import { BoardColumnView } from './BoardColumnView';
import { ColumnDialogs, type ColumnDialog } from './ColumnDialogs';
import { dragAnnouncements } from './drag-announcements';
import { useBoardActions } from './use-board-actions';
import { useMoveItem } from './use-move-item';
import { ScrollShadow, useScrollEdges } from './scroll-edges';

interface BoardViewProps {
  board: Board;
}

interface DragData {
  type?: 'item' | 'column';
  itemId?: number;
  columnId?: string;
}

/**
 * The columns of one board side by side, sharing the window's width (280 px each at least) and
 * scrolling sideways beyond, with a shadow on the side that has more (spec 2.14, 9). Cards move by drag and drop (mouse, touch, keyboard) or their menu.
 */
export function BoardView({ board }: BoardViewProps) {
  const move = useMoveItem(board.id);
  const actions = useBoardActions(board.id);
  const [dialog, setDialog] = useState<ColumnDialog | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [addingTo, setAddingTo] = useState<BoardColumn | null>(null);
  const strip = useScrollEdges(board.columns.length);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const moveItem = (itemId: number, target: MoveTarget) => {
    if (!isNoOp(board, itemId, target)) move.mutate({ itemId, ...target });
  };

  const onDragStart = (event: DragStartEvent) => {
    const data = event.active.data.current as DragData | undefined;
    setDragging(data?.itemId ?? null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const activeId = (active.data.current as DragData | undefined)?.itemId;
    const target = over?.data.current as DragData | undefined;
    if (activeId === undefined || !over || !target) return;
    let destination: MoveTarget | null = null;
    if (target.type === 'item' && target.itemId !== undefined) {
      if (target.itemId === activeId) return;
      const translated = active.rect.current.translated;
      const below = translated
        ? translated.top + translated.height / 2 > over.rect.top + over.rect.height / 2
        : false;
      destination = dropOnItem(board, activeId, target.itemId, below);
    } else if (target.type === 'column' && target.columnId) {
      destination = dropOnColumn(board, activeId, target.columnId);
    }
    if (destination) moveItem(activeId, destination);
  };

  const draggedItem = board.items.find((item) => item.id === dragging);

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
        accessibility={{ announcements: dragAnnouncements(board) }}
      >
        {board.columns.length < LIMITS.boardColumnsMax ? (
          // Outside the scrolling strip: coming back to it after the dialog leaves the strip where
          // it was, with its first column in view.
          <Flex justify="flex-end" mb="3">
            <Button
              variant="outline"
              borderStyle="dashed"
              size="sm"
              onClick={() => setDialog({ kind: 'add' })}
            >
              <LuPlus /> Add Column
            </Button>
          </Flex>
        ) : null}
        <Box position="relative">
          <Flex
            ref={strip.ref}
            onScroll={strip.measure}
            gap="4"
            overflowX="auto"
            pb="4"
            align="stretch"
            scrollSnapType={{ base: 'x mandatory', lg: 'none' }}
            data-testid="board-columns"
          >
            {board.columns.map((column) => (
              <BoardColumnView
                key={column.id}
                column={column}
                columns={board.columns}
                items={columnItems(board, column.id)}
                onMoveItem={moveItem}
                onRemoveItem={(itemId) => actions.removeItem.mutate(itemId)}
                onRenameColumn={() => setDialog({ kind: 'rename', column })}
                onMoveColumn={(position) =>
                  actions.changeColumn.mutate({ columnId: column.id, position })
                }
                onDeleteColumn={() => setDialog({ kind: 'delete', column })}
                onAddItem={() => setAddingTo(column)}
              />
            ))}
          </Flex>
          {strip.more.start ? <ScrollShadow side="start" /> : null}
          {strip.more.end ? <ScrollShadow side="end" /> : null}
        </Box>
        <DragOverlay>
          {draggedItem ? (
            <Box
              data-testid="drag-overlay"
              bg="bg.panel"
              borderWidth="1px"
              rounded="l2"
              p="3"
              shadow="lg"
              fontSize="sm"
              fontWeight="semibold"
            >
              {draggedItem.content.title || linkTitle(draggedItem.content.url)}
            </Box>
          ) : null}
        </DragOverlay>
      </DndContext>
      <ColumnDialogs dialog={dialog} actions={actions} onClose={() => setDialog(null)} />
      {addingTo ? (
        <AddItemDialog board={board} column={addingTo} onClose={() => setAddingTo(null)} />
      ) : null}
    </>
  );
}
