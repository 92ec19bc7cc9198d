import { Button, Card, Input, Stack, Text } from '@chakra-ui/react';
import { DELETE_ACCOUNT_CONFIRMATION } from '@vault/contracts';
import { useState, type FormEvent } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { useDeleteAccount } from './use-privacy';

/**
 * Account deletion: enabled only when the confirmation text matches exactly (spec 4, 5) and the
 * password is given (asked every time, whatever signed this browser in).
 */
export function DangerZoneCard() {
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const matches = confirmation === DELETE_ACCOUNT_CONFIRMATION;
  const ready = matches && password !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready) remove.mutate({ confirmDeletion: confirmation, password });
  };

  return (
    <Card.Root
      as="section"
      aria-labelledby="danger-title"
      borderColor="border.error"
      borderWidth="1px"
    >
      <Card.Header>
        <Card.Title
          as="h2"
          id="danger-title"
          color="fg.error"
          display="flex"
          gap="2"
          alignItems="center"
        >
          <LuTriangleAlert aria-hidden="true" /> Danger Zone
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label="Delete account">
          <Stack gap="4">
            <Text>
              Deleting your account removes your profile, your whole library with its notes and
              tags, your credit history, API tokens, WhatsApp connection and profile picture, and
              signs you out everywhere. A paid subscription is cancelled at once. This cannot be
              undone: export your data first if you want to keep it.
            </Text>
            <FormField
              label="Type DELETE_MY_ACCOUNT to confirm"
              helperText="Capital letters and underscores, exactly as shown."
            >
              <Input
                name="confirmDeletion"
                autoComplete="off"
                spellCheck={false}
                maxW="sm"
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            </FormField>
            <FormField label="Your password">
              <PasswordInput
                name="password"
                autoComplete="current-password"
                maxW="sm"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <Button
              type="submit"
              alignSelf="flex-start"
              colorPalette="red"
              disabled={!ready || remove.isSuccess}
              loading={remove.isPending}
              loadingText="Deleting..."
            >
              Delete My Account
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
