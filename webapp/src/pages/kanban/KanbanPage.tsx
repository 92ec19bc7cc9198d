import { Container } from '@chakra-ui/react';
import { isPaidPlan } from '@vault/contracts';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { KanbanBoards } from '../../features/kanban/KanbanBoards';
import { UpgradeRequired } from '../../features/kanban/UpgradeRequired';

/** `/kanban` (spec 2.14): boards for Pro and Premium, the 'Upgrade Required' panel for others. */
export function KanbanPage() {
  const { user } = useCurrentUser();
  const paid = isPaidPlan(user?.subscriptionPlan, user?.subscriptionStatus);
  return (
    // The window's width: a board's columns share it.
    <Container maxW="none" py={{ base: '5', md: '8' }}>
      <title>Kanban Boards · Vault</title>
      {paid ? <KanbanBoards /> : <UpgradeRequired />}
    </Container>
  );
}
