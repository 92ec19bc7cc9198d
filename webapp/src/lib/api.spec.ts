import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiSend, HttpError } from './api';

function respondWith(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends cookies and a JSON body, and parses the JSON answer', async () => {
    const fetchMock = respondWith(Response.json({ id: 7 }, { status: 201 }));

    await expect(
      apiSend('POST', '/api/login', { username: 'ann', password: 'secret' }),
    ).resolves.toEqual({ id: 7 });

    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"username":"ann","password":"secret"}');
  });

  it('turns a non-OK answer into "<status>: <body>"', async () => {
    respondWith(
      new Response('{"message":"Invalid username or password"}', {
        status: 401,
        statusText: 'Unauthorized',
      }),
    );

    const error = await apiGet('/api/auth/user').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).message).toBe('401: {"message":"Invalid username or password"}');
  });

  it('uses the status text when the error body is empty', async () => {
    respondWith(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiSend('DELETE', '/api/content/3')).rejects.toThrow('503: Service Unavailable');
  });

  it('gives undefined for an empty OK answer and sends no body without one', async () => {
    const fetchMock = respondWith(new Response(null, { status: 204 }));

    await expect(apiSend('POST', '/api/logout')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();
  });
});
