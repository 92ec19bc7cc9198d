import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BoardList } from './BoardList';
import { BoardScreen } from './BoardScreen';
import { CreateBoardDialog } from './CreateBoardDialog';
import { useBoards } from './use-boards';

const BOARD_PARAM = 'board';

/**
 * The paid user's /kanban: the board list, or one board when `?board=<id>` names it, so a
 * reload or a shared link opens the same board.
 */
export function KanbanBoards() {
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const openId = Number(params.get(BOARD_PARAM)) || null;
  const boards = useBoards(true);

  const open = (id: number | null) => setParams(id === null ? {} : { [BOARD_PARAM]: String(id) });

  if (openId !== null) return <BoardScreen boardId={openId} onBack={() => open(null)} />;

  return (
    // The list of boards lines up with the header's content (a 6xl container less its padding);
    // an open board takes the window's width.
    <Stack gap="6" w="full" maxW="calc({sizes.6xl} - {spacing.16})" mx="auto">
      <HStack justify="space-between" align="flex-end" gap="3" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Kanban Boards
          </Heading>
          <Text color="fg.muted">Sort your saved content into columns.</Text>
        </Stack>
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          <LuPlus /> New Board
        </Button>
      </HStack>
      <BoardList
        boards={boards.data}
        loading={boards.isLoading}
        failed={boards.isError}
        onOpen={open}
        onCreate={() => setCreating(true)}
      />
      {creating ? (
        <CreateBoardDialog
          onClose={() => setCreating(false)}
          onCreated={(board) => {
            setCreating(false);
            open(board.id);
          }}
        />
      ) : null}
    </Stack>
  );
}
