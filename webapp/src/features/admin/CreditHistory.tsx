import { Badge, Box, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { CreditTransaction } from '@vault/contracts';
import { formatNumber } from '../../lib/format';
import { shortPaymentId } from './admin-forms';
import { useCreditTransactions } from './use-admin';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function HistoryRow({ entry }: { entry: CreditTransaction }) {
  const payment = shortPaymentId(entry.stripePaymentId);
  return (
    <Box borderBottomWidth="1px" py="3" data-testid="credit-transaction">
      <HStack justify="space-between" align="flex-start" gap="4">
        <Stack gap="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{entry.user.username}</Text>
            <Badge variant="subtle">{entry.transactionType.replace('_', ' ')}</Badge>
          </HStack>
          <Text fontSize="sm">{entry.description}</Text>
          <Text fontSize="xs" color="fg.muted">
            {when.format(new Date(entry.createdAt))}
            {entry.adminUser ? ` · by ${entry.adminUser.username}` : ''}
            {payment ? ` · payment ${payment}` : ''}
          </Text>
        </Stack>
        <Stack gap="0" align="flex-end" flexShrink={0}>
          <Text fontWeight="bold" color={entry.creditAmount < 0 ? 'red.fg' : 'green.fg'}>
            {entry.creditAmount > 0 ? '+' : ''}
            {formatNumber(entry.creditAmount)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Balance {formatNumber(entry.balanceAfter)}
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}

/** Every credit transaction, newest first, in a scrollable list (spec 2.15). */
export function CreditHistory() {
  const history = useCreditTransactions();
  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">Credit Transaction History</Heading>
      </Card.Header>
      <Card.Body>
        {history.isPending ? (
          <Stack gap="3">
            <Skeleton height="12" />
            <Skeleton height="12" />
          </Stack>
        ) : history.isError ? (
          <Text color="fg.error">Could not load the credit history.</Text>
        ) : history.data.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="6">
            No credit transactions yet
          </Text>
        ) : (
          // Focusable, so a keyboard can scroll a long history (axe: scrollable-region-focusable).
          <Box
            maxH="96"
            overflowY="auto"
            pe="2"
            tabIndex={0}
            role="region"
            aria-label="Credit transactions"
          >
            {history.data.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
