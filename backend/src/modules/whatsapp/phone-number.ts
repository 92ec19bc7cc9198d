/** E.164: a plus, a country code that does not start with 0, and at most 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** What people type between digits: spaces, dashes, dots, brackets and their Unicode look-alikes. */
const SEPARATORS = /[\s.()\-\u00a0\u2010-\u2015\u2212]/gu;

export type PhoneNumberResult =
  { ok: true; phone: string } | { ok: false; reason: 'required' | 'format' };

/**
 * Reads a phone number typed by a person into E.164 (`+14155550123`): separators are dropped and
 * a leading international `00` counts as `+`. Anything else without a country code is refused,
 * because a number without one cannot be told apart from another country's.
 */
export function normalizePhoneNumber(raw: unknown): PhoneNumberResult {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'required' };
  let phone = raw.replace(SEPARATORS, '').replace(/^\uff0b/u, '+');
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  return E164.test(phone) ? { ok: true, phone } : { ok: false, reason: 'format' };
}

/** The E.164 number of a WhatsApp id (`wa_id`, the sender's digits without the plus). */
export function phoneFromWaId(waId: string): string | null {
  const phone = `+${waId}`;
  return E164.test(phone) ? phone : null;
}
