import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = /^sha256=([0-9a-f]{64})$/i;

/** `X-Hub-Signature-256` of a body: `sha256=` and the HMAC-SHA256 of its exact bytes under the app secret. */
export function signWebhookBody(body: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/**
 * Whether Meta signed these exact bytes with the app secret. The comparison takes the same time
 * however many characters match, so the signature cannot be guessed one byte at a time.
 */
export function isValidWebhookSignature(
  body: Buffer | undefined,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!body || !header) return false;
  const match = HEADER.exec(header.trim());
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], 'hex');
  const expected = createHmac('sha256', appSecret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
