import { LIMITS, PASSWORD_MESSAGES } from '@vault/contracts';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

/** The change-password rules and messages of spec 5; the mismatch shows on the confirmation field. */
export function validateChangePassword(values: ChangePasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.currentPassword) errors.currentPassword = PASSWORD_MESSAGES.currentRequired;
  if (values.newPassword.length < LIMITS.passwordMinLength) {
    errors.newPassword = `Password must be at least ${LIMITS.passwordMinLength} characters`;
  } else if (values.newPassword.length > LIMITS.passwordMaxLength) {
    errors.newPassword = `Password must be at most ${LIMITS.passwordMaxLength} characters`;
  }
  if (values.confirmPassword.length < LIMITS.passwordMinLength) {
    errors.confirmPassword = PASSWORD_MESSAGES.confirmationRequired;
  } else if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = PASSWORD_MESSAGES.mismatch;
  }
  return errors;
}
