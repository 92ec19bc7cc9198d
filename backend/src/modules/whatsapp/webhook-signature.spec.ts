import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature, signWebhookBody } from './webhook-signature.js';

const SECRET = 'app-secret';

describe('isValidWebhookSignature', () => {
  const body = Buffer.from('{"text":"Café ☕ 🎉 Ünïcödé"}', 'utf8');
  // Meta sends non-ASCII characters \u-escaped: the same text as other bytes.
  const escaped = Buffer.from(
    '{"text":"Caf\\u00e9 \\u2615 \\ud83c\\udf89 \\u00dcn\\u00efc\\u00f6d\\u00e9"}',
  );

  it('accepts the signature of the exact bytes, emoji and accents included, raw or escaped', () => {
    expect(isValidWebhookSignature(body, signWebhookBody(body, SECRET), SECRET)).toBe(true);
    expect(isValidWebhookSignature(escaped, signWebhookBody(escaped, SECRET), SECRET)).toBe(true);
    const upper = signWebhookBody(body, SECRET).slice(7).toUpperCase();
    expect(isValidWebhookSignature(body, `sha256=${upper}`, SECRET)).toBe(true);
  });

  it('refuses another secret, other bytes, and malformed or missing headers', () => {
    const good = signWebhookBody(body, SECRET);
    expect(isValidWebhookSignature(body, signWebhookBody(body, 'other'), SECRET)).toBe(false);
    expect(isValidWebhookSignature(escaped, good, SECRET)).toBe(false);
    expect(isValidWebhookSignature(body, good.slice(0, -2), SECRET)).toBe(false);
    expect(isValidWebhookSignature(body, good.replace('sha256=', 'sha1='), SECRET)).toBe(false);
    expect(isValidWebhookSignature(body, undefined, SECRET)).toBe(false);
    expect(isValidWebhookSignature(undefined, good, SECRET)).toBe(false);
  });
});
