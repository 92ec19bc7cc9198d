import { LIMITS, WHATSAPP_MESSAGES } from '@vault/contracts';

/** The phone field's error before anything is sent; the server checks the format (spec 5). */
export function phoneNumberError(value: string): string | undefined {
  return value.trim() === '' ? WHATSAPP_MESSAGES.phoneRequired : undefined;
}

/** What the code field keeps of what was typed or pasted: digits only, at most six (spec 5). */
export function cleanCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, LIMITS.verificationCodeLength);
}

/** Whether a failed verify means the code is used up, so a new one must be requested. */
export function needsNewCode(serverCode: string | undefined, message: string | undefined): boolean {
  return (
    serverCode === 'code_expired' ||
    serverCode === 'too_many_attempts' ||
    serverCode === 'no_pending_code' ||
    (serverCode === 'invalid_code' && /no attempts left/i.test(message ?? ''))
  );
}
