import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../support/test-app.js';

const CHROME_EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
const FIREFOX_EXTENSION = 'moz-extension://3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';

describe('CORS for the browser extension', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  const http = () => request(testApp.app.getHttpServer());

  const preflight = (origin: string, method = 'POST') =>
    http()
      .options('/api/content')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', method)
      .set('Access-Control-Request-Headers', 'authorization,content-type');

  it.each([CHROME_EXTENSION, FIREFOX_EXTENSION])('allows a preflight from %s', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-methods']).toBe('GET,POST,PATCH,DELETE');
    expect(response.headers['access-control-allow-headers']).toBe('Authorization,Content-Type');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toContain('Origin');
  });

  it.each([
    'https://evil.example',
    'http://localhost:3000',
    'null',
    'chrome-extension://short',
    'chrome-extension://abcdefghijklmnopabcdefghijklmnop.evil.example',
  ])('gives no CORS headers to %s', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
    expect(response.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('lets the extension read the answers of Bearer requests, and nobody else', async () => {
    const { username, password } = await signUp(testApp);
    const created = await http()
      .post('/api/auth/tokens')
      .set('Origin', CHROME_EXTENSION)
      .send({ name: 'Chrome on Linux', username, password })
      .expect(201);
    expect(created.headers['access-control-allow-origin']).toBe(CHROME_EXTENSION);

    const fromExtension = await http()
      .get('/api/auth/user')
      .set('Origin', CHROME_EXTENSION)
      .set('Authorization', `Bearer ${created.body.token}`)
      .expect(200);
    expect(fromExtension.headers['access-control-allow-origin']).toBe(CHROME_EXTENSION);
    expect(fromExtension.headers['access-control-allow-credentials']).toBeUndefined();

    const fromWeb = await http()
      .get('/api/auth/user')
      .set('Origin', 'https://evil.example')
      .set('Authorization', `Bearer ${created.body.token}`);
    expect(fromWeb.headers['access-control-allow-origin']).toBeUndefined();
  });
});
