import { describe, expect, it } from 'vitest';
import { addressOf, tokenOf } from './mail-address.js';

const TOKEN = 'a'.repeat(26) + '234567'.repeat(4) + 'bc';

describe('receiving addresses', () => {
  it('reads the token back from its address, in any case', () => {
    const address = addressOf(TOKEN, 'in.example.org');
    expect(address).toBe(`save-${TOKEN}@in.example.org`);
    expect(tokenOf(address, 'in.example.org')).toBe(TOKEN);
    expect(tokenOf(address.toUpperCase(), 'in.example.org')).toBe(TOKEN);
  });

  it('knows no address of another domain or shape', () => {
    expect(tokenOf(`save-${TOKEN}@elsewhere.example`, 'in.example.org')).toBeNull();
    expect(tokenOf(`keep-${TOKEN}@in.example.org`, 'in.example.org')).toBeNull();
    expect(tokenOf('save-short@in.example.org', 'in.example.org')).toBeNull();
    expect(tokenOf(`save-${TOKEN}1@in.example.org`, 'in.example.org')).toBeNull();
    expect(tokenOf('no-at-sign', 'in.example.org')).toBeNull();
  });
});
