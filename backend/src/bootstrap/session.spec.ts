import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { carriesOnlyAToken } from './session.js';

function request(headers: Record<string, string>): Request {
  return { headers } as unknown as Request;
}

describe('which requests skip the session middleware', () => {
  it('a request signed by an API token alone (the extension, API clients)', () => {
    expect(carriesOnlyAToken(request({ authorization: 'Bearer vault_abc' }))).toBe(true);
    expect(carriesOnlyAToken(request({ authorization: 'bearer vault_abc', cookie: 'a=b' }))).toBe(
      true,
    );
  });

  it('not a browser request with the session cookie, even beside a token', () => {
    expect(carriesOnlyAToken(request({ cookie: 'vault.sid=s%3Aabc' }))).toBe(false);
    expect(
      carriesOnlyAToken(
        request({ authorization: 'Bearer vault_abc', cookie: 'vault.sid=s%3Aabc' }),
      ),
    ).toBe(false);
  });

  it('not a request without a token: signing in and registering need a session', () => {
    expect(carriesOnlyAToken(request({}))).toBe(false);
    expect(carriesOnlyAToken(request({ authorization: 'Basic dXNlcjpwYXNz' }))).toBe(false);
    expect(carriesOnlyAToken(request({ authorization: 'Bearer ' }))).toBe(false);
  });
});
