import { setAuth, type StoredAuth } from '../background/auth-store';
import { SERVER } from './fake-server';

export const AUTH: StoredAuth = {
  serverUrl: SERVER,
  token: 'vault_test-token',
  tokenId: 42,
  tokenName: 'Chrome on Linux',
  username: 'ada',
};

export async function signedIn(auth: Partial<StoredAuth> = {}): Promise<StoredAuth> {
  const stored = { ...AUTH, ...auth };
  await setAuth(stored);
  return stored;
}
