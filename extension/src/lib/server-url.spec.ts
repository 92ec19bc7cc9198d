import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVER_URL,
  getServerUrl,
  normalizeServerUrl,
  serverHostPattern,
  setServerUrl,
} from './server-url';

describe('server address', () => {
  it('normalises what a person types', () => {
    expect(normalizeServerUrl(' https://vault.example.com/ ')).toBe('https://vault.example.com');
    expect(normalizeServerUrl('http://nas.local:3000/vault//')).toBe('http://nas.local:3000/vault');
    expect(normalizeServerUrl('https://vault.example.com/?x=1#top')).toBe(
      'https://vault.example.com',
    );
    expect(normalizeServerUrl('vault.example.com')).toBeNull();
    expect(normalizeServerUrl('ftp://vault.example.com')).toBeNull();
    expect(normalizeServerUrl('https://ada:pw@vault.example.com')).toBeNull();
  });

  it('falls back to the default, and stores a new address', async () => {
    expect(await getServerUrl()).toBe(DEFAULT_SERVER_URL);
    expect(await setServerUrl('https://vault.example.com/')).toBe('https://vault.example.com');
    expect(await getServerUrl()).toBe('https://vault.example.com');
    await expect(setServerUrl('not a url')).rejects.toThrow(/http:\/\/ or https:\/\//);
  });

  it('asks for the host without its port (match patterns have none)', () => {
    expect(serverHostPattern('http://localhost:3000')).toBe('http://localhost/*');
    expect(serverHostPattern('https://vault.example.com/sub')).toBe('https://vault.example.com/*');
  });
});
