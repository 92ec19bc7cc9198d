import { describe, expect, it } from 'vitest';
import {
  generateVerificationCode,
  hashVerificationCode,
  newCodeSalt,
  verificationCodeMatches,
} from './verification-code.js';

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 500 }, generateVerificationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('are stored as a salted hash that only the right code matches', () => {
    const salt = newCodeSalt();
    const hash = hashVerificationCode('012345', salt);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('012345');
    expect(verificationCodeMatches('012345', salt, hash)).toBe(true);
    expect(verificationCodeMatches('012346', salt, hash)).toBe(false);
    expect(verificationCodeMatches('12345', salt, hash)).toBe(false);
    expect(verificationCodeMatches('012345', newCodeSalt(), hash)).toBe(false);
  });

  it('gives the same code different hashes under different salts', () => {
    expect(hashVerificationCode('111111', newCodeSalt())).not.toBe(
      hashVerificationCode('111111', newCodeSalt()),
    );
  });

  it('refuses a malformed stored hash instead of throwing', () => {
    expect(verificationCodeMatches('111111', 'salt', 'abc')).toBe(false);
  });
});
