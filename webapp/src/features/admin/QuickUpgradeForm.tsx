import { Button, Card, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { formatNumber } from '../../lib/format';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { toastError } from '../../components/toaster';
import { usePlans } from '../billing/use-plans';
import { parseUpgrade } from './admin-forms';
import { useUpgradeUser } from './use-admin';
import { UserPicker } from './UserPicker';

/** Sets any plan on any user (spec 2.15); both must be chosen, else 'Selection Required'. */
export function QuickUpgradeForm() {
  const [userId, setUserId] = useState('');
  const [plan, setPlan] = useState('');
  const plans = usePlans();
  const upgrade = useUpgradeUser(() => {
    setUserId('');
    setPlan('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseUpgrade(userId, plan);
    if (!parsed.ok) {
      toastError(parsed.error.title, parsed.error.description);
      return;
    }
    upgrade.mutate({ userId: parsed.userId, plan: parsed.plan });
  };

  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">Quick Upgrade</Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <UserPicker value={userId} onChange={setUserId} />
            <FormField label="Plan">
              <NativeSelect.Root>
                <NativeSelect.Field
                  aria-label="Plan"
                  value={plan}
                  onChange={(event) => setPlan(event.target.value)}
                >
                  <option value="">Select a plan</option>
                  {(plans.data ?? []).map((entry) => (
                    <option key={entry.name} value={entry.name}>
                      {entry.name} ({formatNumber(entry.extractionLimit)} extractions)
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              loading={upgrade.isPending}
              alignSelf="flex-start"
            >
              Upgrade User
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
