import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { createdToken, offline, route, SERVER, stubServer, user } from '../testing/fake-server';
import { signedIn } from '../testing/signed-in';
import { NotSignedInError, signIn, signOut, withAccount } from './account';
import { clearAuth, getAuth, setAuth } from './auth-store';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

describe('token storage', () => {
  it('keeps the token in extension-local storage only, never in sync storage', async () => {
    const auth = await signedIn();

    expect(await getAuth()).toEqual(auth);
    expect((await fakeBrowser.storage.local.get(STORAGE_KEYS.auth))[STORAGE_KEYS.auth]).toEqual(
      auth,
    );
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});

    await clearAuth();
    expect(await getAuth()).toBeNull();
  });

  it('ignores a stored value that is not a complete token record', async () => {
    await fakeBrowser.storage.local.set({ [STORAGE_KEYS.auth]: { token: 'x' } });
    expect(await getAuth()).toBeNull();
    await fakeBrowser.storage.local.set({ [STORAGE_KEYS.auth]: 'vault_token' });
    expect(await getAuth()).toBeNull();
  });
});

describe('signing in', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { userAgent: CHROME_ON_LINUX });
  });

  it('gets a token named after the browser and device, and stores it with the account', async () => {
    const server = stubServer(
      route('POST', '/api/auth/tokens', { status: 201, body: createdToken() }),
      route('GET', '/api/auth/user', { status: 200, body: user({ username: 'Ada' }) }),
    );

    const result = await signIn({ serverUrl: `${SERVER}/`, username: ' ada ', password: 'pw' });

    expect(result).toEqual({ ok: true, value: { username: 'Ada', serverUrl: SERVER } });
    const [create] = server.callsTo('POST', '/api/auth/tokens');
    expect(create?.body).toEqual({ name: 'Chrome on Linux', username: 'ada', password: 'pw' });
    expect(create?.authorization).toBeNull();
    expect(server.callsTo('GET', '/api/auth/user')[0]?.authorization).toBe(
      `Bearer ${createdToken().token}`,
    );
    expect(await getAuth()).toEqual({
      serverUrl: SERVER,
      token: createdToken().token,
      tokenId: 42,
      tokenName: 'Chrome on Linux',
      username: 'Ada',
    });
    expect((await fakeBrowser.storage.local.get(STORAGE_KEYS.serverUrl)).serverUrl).toBe(SERVER);
    // The password is not kept anywhere.
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('"pw"');
  });

  it('keeps the device token the server gives and sends it with the next sign-in, also after signing out', async () => {
    const server = stubServer(
      route('POST', '/api/auth/tokens', {
        status: 201,
        body: createdToken({ deviceToken: 'v1.7.device' }),
      }),
      route('GET', '/api/auth/user', { status: 200, body: user({ username: 'Ada' }) }),
      route('DELETE', '/api/auth/tokens/42', { status: 204 }),
    );
    await signIn({ serverUrl: SERVER, username: 'ada', password: 'pw' });
    await signOut();
    await signIn({ serverUrl: SERVER, username: 'ADA', password: 'pw' });
    const [first, second] = server.callsTo('POST', '/api/auth/tokens');
    expect(first?.body).not.toHaveProperty('deviceToken');
    expect(second?.body).toEqual({
      name: 'Chrome on Linux',
      username: 'ADA',
      password: 'pw',
      deviceToken: 'v1.7.device',
    });
  });

  it('shows the server message for wrong credentials and stores nothing', async () => {
    stubServer(
      route('POST', '/api/auth/tokens', {
        status: 401,
        body: { message: 'Invalid username or password' },
      }),
    );
    const result = await signIn({ serverUrl: SERVER, username: 'ada', password: 'nope' });
    expect(result).toEqual({ ok: false, error: 'Invalid username or password' });
    expect(await getAuth()).toBeNull();
  });

  it('says when the server cannot be reached, or the address is not one', async () => {
    stubServer(offline);
    const unreachable = await signIn({ serverUrl: SERVER, username: 'ada', password: 'pw' });
    expect(unreachable).toEqual({
      ok: false,
      error: `Could not reach ${SERVER}. Check the address and that the server is running.`,
    });
    const invalid = await signIn({ serverUrl: 'vault', username: 'ada', password: 'pw' });
    expect(invalid.ok).toBe(false);
  });

  it('revokes the previous token when signing in again', async () => {
    await signedIn({ token: 'vault_old', tokenId: 9 });
    const server = stubServer(
      route('POST', '/api/auth/tokens', { status: 201, body: createdToken() }),
      route('GET', '/api/auth/user', { status: 200, body: user() }),
      route('DELETE', '/api/auth/tokens/9', { status: 204 }),
    );
    await signIn({ serverUrl: SERVER, username: 'ada', password: 'pw' });
    expect(server.callsTo('DELETE', '/api/auth/tokens/9')[0]?.authorization).toBe(
      'Bearer vault_old',
    );
  });
});

describe('signing out', () => {
  it('revokes the token on the server and forgets it', async () => {
    const auth = await signedIn();
    const server = stubServer(route('DELETE', `/api/auth/tokens/${auth.tokenId}`, { status: 204 }));

    expect(await signOut()).toEqual({ revoked: true });
    expect(server.calls[0]?.authorization).toBe(`Bearer ${auth.token}`);
    expect(await getAuth()).toBeNull();
  });

  it('forgets the token even when the server cannot be told, and says so', async () => {
    await signedIn();
    stubServer(offline);
    expect(await signOut()).toEqual({ revoked: false });
    expect(await getAuth()).toBeNull();
  });
});

describe('calls with the stored token', () => {
  it('refuses without a token', async () => {
    await expect(withAccount(() => Promise.resolve(1))).rejects.toBeInstanceOf(NotSignedInError);
  });

  it('forgets a token the server no longer accepts', async () => {
    await signedIn();
    stubServer(
      route('GET', '/api/auth/user', {
        status: 401,
        body: { message: 'Invalid or revoked API token' },
      }),
    );
    await expect(withAccount((client) => client.getUser())).rejects.toBeInstanceOf(
      NotSignedInError,
    );
    expect(await getAuth()).toBeNull();
  });

  it('keeps a newer token that replaced the rejected one meanwhile', async () => {
    await signedIn();
    stubServer(route('GET', '/api/auth/user', { status: 401, body: { message: 'Revoked' } }));
    await expect(
      withAccount(async (client) => {
        await setAuth({ ...(await getAuth())!, token: 'vault_newer' });
        return client.getUser();
      }),
    ).rejects.toBeInstanceOf(NotSignedInError);
    expect((await getAuth())?.token).toBe('vault_newer');
  });
});
