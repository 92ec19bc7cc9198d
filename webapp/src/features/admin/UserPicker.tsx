import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import { findPlan, LIMITS } from '@vault/contracts';
import { useDeferredValue, useState } from 'react';
import { FormField } from '../../components/FormField';
import { useAdminUsers } from './use-admin';

interface UserPickerProps {
  value: string;
  onChange: (userId: string) => void;
}

/** A user picker that searches the server, so it works with thousands of accounts. */
export function UserPicker({ value, onChange }: UserPickerProps) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const users = useAdminUsers({ search: deferred, limit: LIMITS.maxPageSize, offset: 0 });
  return (
    <Stack gap="2">
      <FormField label="Find a user">
        <Input
          placeholder="Search by username or e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      <FormField label="User">
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="User"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">Select a user</option>
            {(users.data?.users ?? []).map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.username} ({user.email ?? 'no e-mail'}) ·{' '}
                {findPlan(user.subscriptionPlan).label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
}
