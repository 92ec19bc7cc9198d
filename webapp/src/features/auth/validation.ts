import { LIMITS } from '@vault/contracts';

export interface SignInValues {
  username: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  email: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function usernameError(username: string, signingUp: boolean): string | undefined {
  const value = username.trim();
  if (!value) return 'Username is required';
  if (!signingUp) return undefined;
  if (value.length < LIMITS.usernameMinLength) {
    return `Username must be at least ${LIMITS.usernameMinLength} characters`;
  }
  if (value.length > LIMITS.usernameMaxLength) {
    return `Username must be at most ${LIMITS.usernameMaxLength} characters`;
  }
  return undefined;
}

function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Email is required';
  if (value.length > LIMITS.emailMaxLength || !EMAIL_FORMAT.test(value)) {
    return 'Please enter a valid email address';
  }
  return undefined;
}

function newPasswordError(password: string): string | undefined {
  if (!password) return 'Password is required';
  if (password.length < LIMITS.passwordMinLength) {
    return `Password must be at least ${LIMITS.passwordMinLength} characters`;
  }
  if (password.length > LIMITS.passwordMaxLength) {
    return `Password must be at most ${LIMITS.passwordMaxLength} characters`;
  }
  return undefined;
}

function compact<T>(errors: FieldErrors<T>): FieldErrors<T> {
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message),
  ) as FieldErrors<T>;
}

/** Sign-in: username and password required (spec 5). */
export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return compact({
    username: usernameError(values.username, false),
    password: values.password ? undefined : 'Password is required',
  });
}

/** Sign-up: also an e-mail in e-mail format and a password of at least the minimum length (spec 5). */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  return compact({
    username: usernameError(values.username, true),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  });
}

export function hasErrors(errors: FieldErrors<object>): boolean {
  return Object.keys(errors).length > 0;
}
