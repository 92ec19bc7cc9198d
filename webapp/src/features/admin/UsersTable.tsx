import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { AdminUserEntry } from '@vault/contracts';
import { PlanBadge } from '../../components/PlanBadge';
import { UsageBar } from '../../components/UsageBar';
import { formatNumber } from '../../lib/format';

const joined = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** User, Plan, Usage (bar capped at 100 %), Content, Joined and payment-provider status (spec 2.15). */
export function UsersTable({ users }: { users: AdminUserEntry[] }) {
  if (users.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        No users found
      </Text>
    );
  }
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Users">
      <Table.Root recipe={tableSlotRecipe} size="sm" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>User</Table.ColumnHeader>
            <Table.ColumnHeader>Plan</Table.ColumnHeader>
            <Table.ColumnHeader minW="40">Usage</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Content</Table.ColumnHeader>
            <Table.ColumnHeader>Joined</Table.ColumnHeader>
            <Table.ColumnHeader>Payments</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id} data-testid="admin-user-row">
              <Table.Cell>
                <Stack gap="0">
                  <Text fontWeight="medium">{user.username}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {user.email ?? 'No e-mail'} · #{user.id}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <PlanBadge plan={user.subscriptionPlan} status={user.subscriptionStatus} />
                  {user.role === 'admin' ? (
                    <Badge colorPalette="orange" variant="outline">
                      Admin
                    </Badge>
                  ) : null}
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <UsageBar count={user.usageCount} limit={user.usageLimit} label="Usage" />
              </Table.Cell>
              <Table.Cell textAlign="end">{formatNumber(user.contentCount)}</Table.Cell>
              <Table.Cell>{joined.format(new Date(user.createdAt))}</Table.Cell>
              <Table.Cell>
                <Stack gap="1" align="flex-start">
                  <Badge colorPalette={user.stripeCustomerId ? 'green' : 'gray'} variant="subtle">
                    {user.stripeCustomerId ? 'Customer' : 'No customer'}
                  </Badge>
                  <Badge
                    colorPalette={user.stripeSubscriptionId ? 'green' : 'gray'}
                    variant="subtle"
                  >
                    {user.stripeSubscriptionId ? 'Subscription' : 'No subscription'}
                  </Badge>
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
