import { Button, Input, Stack } from '@chakra-ui/react';
import { LIMITS } from '@vault/contracts';
import { useState, type FormEvent } from 'react';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { useRegister } from './use-register';
import { hasErrors, validateSignUp, type SignUpValues } from './validation';

export function SignUpForm() {
  const registration = useRegister();
  const [values, setValues] = useState<SignUpValues>({ username: '', email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateSignUp(values) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(validateSignUp(values))) return;
    registration.mutate({
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Stack gap="4">
        <FormField label="Username" error={errors.username}>
          <Input
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={(e) => setValues({ ...values, username: e.target.value })}
          />
        </FormField>
        <FormField label="Email" error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
          />
        </FormField>
        <FormField
          label="Password"
          error={errors.password}
          helperText={`At least ${LIMITS.passwordMinLength} characters`}
        >
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          loading={registration.isPending}
          disabled={registration.isSuccess}
          loadingText="Creating account..."
        >
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
