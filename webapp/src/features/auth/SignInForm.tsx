import { Button, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { useLogin } from './use-login';
import { hasErrors, validateSignIn, type SignInValues } from './validation';

export function SignInForm() {
  const login = useLogin();
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateSignIn(values) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateSignIn(values))) return;
    login.mutate({ username: values.username.trim(), password: values.password });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="4">
        <FormField label="Username" error={errors.username}>
          <Input
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={(e) => setValues({ ...values, username: e.target.value })}
          />
        </FormField>
        <FormField label="Password" error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          loading={login.isPending}
          disabled={login.isSuccess}
          loadingText="Signing in..."
        >
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
