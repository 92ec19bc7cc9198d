import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './password-form';

describe('validateChangePassword', () => {
  it('accepts a complete, matching form', () => {
    expect(
      validateChangePassword({
        currentPassword: 'old',
        newPassword: 'secret1',
        confirmPassword: 'secret1',
      }),
    ).toEqual({});
  });

  it('gives the messages of spec 5, the mismatch on the confirmation', () => {
    expect(
      validateChangePassword({ currentPassword: '', newPassword: '12345', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: 'Password confirmation is required',
    });
    expect(
      validateChangePassword({
        currentPassword: 'old',
        newPassword: 'secret1',
        confirmPassword: 'secret2',
      }),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });
});
