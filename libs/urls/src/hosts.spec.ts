import { describe, expect, it } from 'vitest';
import { isHostOrSubdomain, matchesAnyDomain, normaliseHostname } from './hosts.js';

describe('normaliseHostname', () => {
  it.each([
    ['YouTube.COM', 'youtube.com'],
    ['youtube.com.', 'youtube.com'],
    ['WWW.Example.Org..', 'www.example.org'],
    ['[::1]', '[::1]'],
  ])('%s → %s', (hostname, expected) => {
    expect(normaliseHostname(hostname)).toBe(expected);
  });
});

describe('isHostOrSubdomain', () => {
  it.each([
    ['youtube.com', 'youtube.com', true],
    ['m.youtube.com', 'youtube.com', true],
    ['a.b.youtube.com', 'youtube.com', true],
    ['YOUTUBE.COM.', 'youtube.com', true],
    ['notyoutube.com', 'youtube.com', false],
    ['evil-youtube.com', 'youtube.com', false],
    ['youtube.com.evil.test', 'youtube.com', false],
    ['youtube.co', 'youtube.com', false],
    ['com', 'youtube.com', false],
    ['xx.com', 'x.com', false],
    ['a.x.com', 'x.com', true],
  ])('%s within %s: %s', (hostname, domain, expected) => {
    expect(isHostOrSubdomain(hostname, domain)).toBe(expected);
  });
});

describe('matchesAnyDomain', () => {
  it.each([
    ['youtu.be', true],
    ['www.youtube.com', true],
    ['youtube.be', false],
  ])('%s: %s', (hostname, expected) => {
    expect(matchesAnyDomain(hostname, ['youtube.com', 'youtu.be'])).toBe(expected);
  });

  it('matches nothing against no domains', () => {
    expect(matchesAnyDomain('example.com', [])).toBe(false);
  });
});
