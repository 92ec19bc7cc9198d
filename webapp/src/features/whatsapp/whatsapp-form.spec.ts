import { describe, expect, it } from 'vitest';
import { cleanCodeInput, needsNewCode, phoneNumberError } from './whatsapp-form';

describe('the WhatsApp form', () => {
  it('requires a phone number', () => {
    expect(phoneNumberError('  ')).toBe('Phone number is required');
    expect(phoneNumberError('+14155550123')).toBeUndefined();
  });

  it('keeps six digits of a code, whatever was pasted', () => {
    expect(cleanCodeInput(' 123 456 ')).toBe('123456');
    expect(cleanCodeInput('12-34-56-78')).toBe('123456');
    expect(cleanCodeInput('abc')).toBe('');
  });

  it('knows when a code can no longer be used', () => {
    expect(needsNewCode('code_expired', undefined)).toBe(true);
    expect(needsNewCode('too_many_attempts', undefined)).toBe(true);
    expect(needsNewCode('no_pending_code', undefined)).toBe(true);
    expect(
      needsNewCode(
        'invalid_code',
        'Invalid verification code. No attempts left: request a new code.',
      ),
    ).toBe(true);
    expect(needsNewCode('invalid_code', 'Invalid verification code. 3 attempts left.')).toBe(false);
    expect(needsNewCode(undefined, undefined)).toBe(false);
  });
});
