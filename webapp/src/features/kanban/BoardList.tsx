import { Button, Card, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { BoardSummary } from '@vault/contracts';
import { LuKanban, LuPlus } from 'react-icons/lu';
import { RelativeTime } from '../library/ui/RelativeTime';

interface BoardListProps {
  boards: BoardSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onOpen: (id: number) => void;
  onCreate: () => void;
}

/** The user's boards as cards; each opens its board (spec 2.14). */
export function BoardList({ boards, loading, failed, onOpen, onCreate }: BoardListProps) {
  if (loading) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="28" rounded="l2" />
        ))}
      </SimpleGrid>
    );
  }
  if (failed) {
    return (
      <Text color="fg.error" role="alert">
        We couldn't load your boards. Please try refreshing the page.
      </Text>
    );
  }
  if (!boards || boards.length === 0) {
    return (
      <Card.Root variant="outline">
        <Card.Body>
          <Stack align="center" gap="3" py="6" textAlign="center">
            <LuKanban size="32" aria-hidden />
            <Text fontWeight="semibold">No boards yet</Text>
            <Text color="fg.muted">
              Boards sort saved items into columns, for research, projects or a reading queue.
            </Text>
            <Button colorPalette="brand" onClick={onCreate}>
              <LuPlus /> Create your first board
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" as="ul" listStyleType="none">
      {boards.map((board) => (
        <li key={board.id}>
          <Card.Root
            asChild
            size="sm"
            height="full"
            width="full"
            cursor="pointer"
            _hover={{ borderColor: 'brand.emphasized' }}
            textAlign="start"
          >
            <button type="button" onClick={() => onOpen(board.id)}>
              <Card.Body gap="2" width="full">
                <Card.Title as="h2" fontSize="md" lineClamp={2} wordBreak="break-word">
                  {board.name}
                </Card.Title>
                {board.description ? (
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                    {board.description}
                  </Text>
                ) : null}
                <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap" mt="auto">
                  <Text>
                    {board.itemCount} {board.itemCount === 1 ? 'item' : 'items'}
                  </Text>
                  <Text>
                    {board.columns.length} {board.columns.length === 1 ? 'column' : 'columns'}
                  </Text>
                  <RelativeTime value={board.createdAt} />
                </HStack>
              </Card.Body>
            </button>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  );
}
