import { Button, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LIMITS } from '@vault/contracts';
import { useDeferredValue, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { useAdminUsers } from './use-admin';
import { UsersTable } from './UsersTable';

/** Every account, searchable, a page of 50 at a time. */
export function AdminUsersList() {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const deferred = useDeferredValue(search);
  const limit = LIMITS.pageSize;
  const users = useAdminUsers({ search: deferred, limit, offset });
  const total = users.data?.total ?? 0;
  return (
    <Stack gap="3">
      <Input
        placeholder="Search by username or e-mail"
        aria-label="Search users"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setOffset(0);
        }}
      />
      {users.isPending ? (
        <Skeleton height="40" />
      ) : users.isError ? (
        <Text color="fg.error">Could not load the users.</Text>
      ) : (
        <UsersTable users={users.data.users} />
      )}
      <HStack justify="space-between">
        <Text fontSize="sm" color="fg.muted">
          {total === 0
            ? 'No users'
            : `${formatNumber(offset + 1)}–${formatNumber(Math.min(offset + limit, total))} of ${formatNumber(total)}`}
        </Text>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - limit))}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={offset + limit >= total}
            onClick={() => setOffset(offset + limit)}
          >
            Next
          </Button>
        </HStack>
      </HStack>
    </Stack>
  );
}
