import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@vault/contracts';

/** A code of `LIMITS.verificationCodeLength` digits from the operating system's secure random source. */
export function generateVerificationCode(): string {
  return randomInt(0, 10 ** LIMITS.verificationCodeLength)
    .toString()
    .padStart(LIMITS.verificationCodeLength, '0');
}

/** A fresh salt for one stored code, so equal codes never have equal hashes. */
export function newCodeSalt(): string {
  return randomBytes(16).toString('hex');
}

/** sha256 of the salt and the code, in hex: what is stored instead of the code. */
export function hashVerificationCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Whether `code` is the one stored as `expectedHash`, compared in constant time. */
export function verificationCodeMatches(code: string, salt: string, expectedHash: string): boolean {
  const actual = Buffer.from(hashVerificationCode(code, salt), 'hex');
  const expected = Buffer.from(expectedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
