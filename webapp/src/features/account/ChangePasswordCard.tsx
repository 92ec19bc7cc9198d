import { Button, Card, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import {
  type ChangePasswordValues,
  type PasswordErrors,
  validateChangePassword,
} from './password-form';
import { useChangePassword } from './use-account';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password (spec 2.10, 5): other devices and API tokens are signed out, this one stays. */
export function ChangePasswordCard() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const change = useChangePassword(() => setValues(EMPTY));

  const field = (name: keyof ChangePasswordValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(values);
  };

  return (
    <Card.Root as="section" aria-labelledby="password-title">
      <Card.Header>
        <Card.Title as="h2" id="password-title">
          Change Password
        </Card.Title>
        <Card.Description>
          Other devices and API tokens are signed out when you change it; this browser stays signed
          in.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label="Change password">
          <Stack gap="4" maxW="md">
            <FormField label="Current password" error={errors.currentPassword}>
              <PasswordInput autoComplete="current-password" {...field('currentPassword')} />
            </FormField>
            <FormField label="New password" error={errors.newPassword}>
              <PasswordInput autoComplete="new-password" {...field('newPassword')} />
            </FormField>
            <FormField label="Confirm new password" error={errors.confirmPassword}>
              <PasswordInput autoComplete="new-password" {...field('confirmPassword')} />
            </FormField>
            <Button
              type="submit"
              alignSelf="flex-start"
              colorPalette="brand"
              loading={change.isPending}
              loadingText="Changing..."
            >
              Change Password
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
