import { Button, HStack, Heading, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import type { Board } from '@vault/contracts';
import { useState } from 'react';
import { LuArrowLeft, LuEllipsisVertical, LuPencil, LuTrash2 } from 'react-icons/lu';
import { BoardForm } from './BoardForm';
import { ConfirmDialog } from './ConfirmDialog';
import { KanbanDialog } from './KanbanDialog';
import { useBoardActions } from './use-board-actions';

interface BoardHeaderProps {
  board: Board;
  onBack: () => void;
}

/** 'Back to Boards', the board's name and description, and Rename / Delete (spec 2.14). */
export function BoardHeader({ board, onBack }: BoardHeaderProps) {
  const actions = useBoardActions(board.id);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack gap="2">
      <Button variant="ghost" size="sm" alignSelf="flex-start" ms="-3" onClick={onBack}>
        <LuArrowLeft /> Back to Boards
      </Button>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
            {board.name}
          </Heading>
          {board.description ? <Text color="fg.muted">{board.description}</Text> : null}
        </Stack>
        <Menu.Root
          recipe={menuSlotRecipe}
          positioning={{ placement: 'bottom-end' }}
          lazyMount
          unmountOnExit
        >
          <Menu.Trigger asChild>
            <IconButton variant="outline" size="sm" aria-label="Board actions">
              <LuEllipsisVertical />
            </IconButton>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="44">
                <Menu.Item value="rename" onSelect={() => setDialog('rename')}>
                  <LuPencil /> Rename board
                </Menu.Item>
                <Menu.Item value="delete" color="fg.error" onSelect={() => setDialog('delete')}>
                  <LuTrash2 /> Delete board
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </HStack>

      {dialog === 'rename' ? (
        <KanbanDialog title="Edit board" onClose={close}>
          <BoardForm
            initialName={board.name}
            initialDescription={board.description ?? ''}
            submitLabel="Save"
            pending={actions.rename.isPending}
            onCancel={close}
            onSubmit={(values) =>
              actions.rename.mutate(
                { name: values.name, description: values.description ?? null },
                { onSuccess: close },
              )
            }
          />
        </KanbanDialog>
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title="Delete board"
          message={`Delete '${board.name}'? Its columns go with it; the saved items stay in your library.`}
          confirmLabel="Delete Board"
          pending={actions.remove.isPending}
          onConfirm={() =>
            actions.remove.mutate(undefined, {
              onSuccess: () => {
                close();
                onBack();
              },
            })
          }
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
