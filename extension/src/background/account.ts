import { browser } from 'wxt/browser';
import { deviceName } from '../lib/device-name';
import type { Account, Result } from '../lib/messages';
import { INVALID_SERVER_URL_MESSAGE, normalizeServerUrl, setServerUrl } from '../lib/server-url';
import { ApiError, type ApiClient, createApiClient, ServerUnreachableError } from './api-client';
import { clearAuth, getAuth, setAuth, type StoredAuth } from './auth-store';
import { getDeviceToken, setDeviceToken } from './device-tokens';

/** There is no token, or the server no longer accepts it. */
export class NotSignedInError extends Error {
  constructor(message = 'Sign in to Vault first') {
    super(message);
    this.name = 'NotSignedInError';
  }
}

/**
 * Runs `call` with a client holding the stored token. A 401 means the token was revoked (from the
 * dashboard's Settings, or it expired): the extension forgets it and reports "not signed in".
 */
export async function withAccount<T>(
  call: (client: ApiClient, auth: StoredAuth) => Promise<T>,
): Promise<T> {
  const auth = await getAuth();
  if (!auth) throw new NotSignedInError();
  try {
    return await call(createApiClient(auth.serverUrl, auth.token), auth);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // Only forget the token that failed: a sign-in may have replaced it meanwhile.
      if ((await getAuth())?.token === auth.token) await clearAuth();
      throw new NotSignedInError('Your Vault sign-in has expired or was revoked. Sign in again.');
    }
    throw error;
  }
}

async function tokenName(): Promise<string> {
  const platform = await browser.runtime.getPlatformInfo().catch(() => undefined);
  return deviceName(navigator.userAgent, platform?.os);
}

export interface SignInInput {
  serverUrl: string;
  username: string;
  password: string;
}

/**
 * Signs in with username and password: the server issues a personal API token named after this
 * browser and device (`POST /api/auth/tokens`), kept in `storage.local`.
 */
export async function signIn(input: SignInInput): Promise<Result<Account>> {
  const serverUrl = normalizeServerUrl(input.serverUrl);
  if (serverUrl === null) return { ok: false, error: INVALID_SERVER_URL_MESSAGE };
  const username = input.username.trim();
  if (username === '' || input.password === '') {
    return { ok: false, error: 'Enter your username and password' };
  }
  try {
    const name = await tokenName();
    const created = await createApiClient(serverUrl).createToken(
      name,
      username,
      input.password,
      await getDeviceToken(serverUrl, username),
    );
    if (created.deviceToken) await setDeviceToken(serverUrl, username, created.deviceToken);
    const user = await createApiClient(serverUrl, created.token).getUser();
    const previous = await getAuth();
    await setServerUrl(serverUrl);
    await setAuth({
      serverUrl,
      token: created.token,
      tokenId: created.id,
      tokenName: created.name,
      username: user.username,
    });
    // Signing in again (another account or server) leaves no stray token behind.
    if (previous && previous.token !== created.token) {
      await createApiClient(previous.serverUrl, previous.token)
        .revokeToken(previous.tokenId)
        .catch(() => undefined);
    }
    return { ok: true, value: { username: user.username, serverUrl } };
  } catch (error) {
    if (error instanceof ServerUnreachableError) {
      return {
        ok: false,
        error: `Could not reach ${serverUrl}. Check the address and that the server is running.`,
      };
    }
    if (error instanceof ApiError) return { ok: false, error: error.message };
    throw error;
  }
}

/**
 * Signs out: revokes the token on the server (`DELETE /api/auth/tokens/:id`) and forgets it.
 * Offline, the token is still forgotten here, and `revoked: false` says it stays listed in the
 * dashboard's Settings until revoked there.
 */
export async function signOut(): Promise<{ revoked: boolean }> {
  const auth = await getAuth();
  if (!auth) return { revoked: true };
  let revoked: boolean;
  try {
    await createApiClient(auth.serverUrl, auth.token).revokeToken(auth.tokenId);
    revoked = true;
  } catch (error) {
    // 401/404: the token was already revoked or deleted.
    revoked = error instanceof ApiError && (error.status === 401 || error.status === 404);
  }
  await clearAuth();
  return { revoked };
}
