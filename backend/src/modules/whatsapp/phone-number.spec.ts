import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber, phoneFromWaId } from './phone-number.js';

describe('normalizePhoneNumber', () => {
  it.each([
    ['+14155550123', '+14155550123'],
    [' +1 (415) 555-0123 ', '+14155550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+49.30.1234567', '+49301234567'],
    ['+33\u00a06\u00a012\u00a034\u00a056\u00a078', '+33612345678'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizePhoneNumber(input)).toEqual({ ok: true, phone: expected });
  });

  it.each([undefined, null, '', '   ', 42])('reports %j as missing', (input) => {
    expect(normalizePhoneNumber(input)).toEqual({ ok: false, reason: 'required' });
  });

  it.each([
    '4155550123',
    '(415) 555-0123',
    '+0 415 555 0123',
    '+1 415 555 0123 45678',
    '+12345',
    '+1 415 CALL NOW',
    '++14155550123',
  ])('refuses %j: no country code or not a phone number', (input) => {
    expect(normalizePhoneNumber(input)).toEqual({ ok: false, reason: 'format' });
  });
});

describe('phoneFromWaId', () => {
  it('adds the plus to a WhatsApp id', () => {
    expect(phoneFromWaId('14155550123')).toBe('+14155550123');
  });
  it('refuses what is not a phone number', () => {
    expect(phoneFromWaId('abc')).toBeNull();
    expect(phoneFromWaId('')).toBeNull();
  });
});
