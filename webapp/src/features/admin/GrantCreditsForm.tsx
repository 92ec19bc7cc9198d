import { Button, Card, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { LIMITS } from '@vault/contracts';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { toastError } from '../../components/toaster';
import { defaultGrantDescription, parseGrant } from './admin-forms';
import { useGrantCredits } from './use-admin';
import { UserPicker } from './UserPicker';

/** Grant Credits (spec 2.15): user, amount 1 to 1000 (default 100), optional description, quick amounts. */
export function GrantCreditsForm() {
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState(String(LIMITS.creditGrantDefault));
  const [description, setDescription] = useState('');
  const grant = useGrantCredits(() => {
    setUserId('');
    setAmount(String(LIMITS.creditGrantDefault));
    setDescription('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseGrant(userId, amount, description);
    if (!parsed.ok) {
      toastError(parsed.error.title, parsed.error.description);
      return;
    }
    grant.mutate({
      userId: parsed.userId,
      creditAmount: parsed.creditAmount,
      description: parsed.description,
    });
  };

  const preview =
    Number.isInteger(Number(amount)) && amount ? Number(amount) : LIMITS.creditGrantDefault;

  return (
    <Card.Root>
      <Card.Header>
        <Heading size="md">Grant Credits</Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <UserPicker value={userId} onChange={setUserId} />
            <FormField
              label="Credit Amount"
              helperText={`From ${LIMITS.creditGrantMin} to ${LIMITS.creditGrantMax}`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={LIMITS.creditGrantMin}
                max={LIMITS.creditGrantMax}
                step={1}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </FormField>
            <HStack gap="2" wrap="wrap" aria-label="Quick amounts">
              {LIMITS.creditGrantQuickAmounts.map((quick) => (
                <Button
                  key={quick}
                  size="xs"
                  variant={amount === String(quick) ? 'solid' : 'outline'}
                  colorPalette="brand"
                  onClick={() => setAmount(String(quick))}
                >
                  {quick}
                </Button>
              ))}
            </HStack>
            <FormField label="Description (optional)">
              <Input
                placeholder={defaultGrantDescription(preview)}
                maxLength={500}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
              />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              loading={grant.isPending}
              alignSelf="flex-start"
            >
              Grant Credits
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
