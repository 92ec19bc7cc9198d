import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('health, readiness, public config, security headers, OpenAPI, webapp serving', () => {
  let testApp: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'vault-webdist-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Vault</title><div id="root"></div>',
    );
    await fs.writeFile(path.join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
    testApp = await startTestApp({
      env: { WEBAPP_DIST_DIR: webDist, LAUNCH_MODE: 'live', REDIS_URL: 'redis://127.0.0.1:6379' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const http = () => request(testApp.app.getHttpServer());

  it('answers liveness and readiness (database and the real Redis)', async () => {
    await http().get('/api/health').expect(200, { status: 'ok' });
    const ready = await http().get('/api/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'ok', queue: 'ok' });
  });

  it('serves the public config', async () => {
    const config = await http().get('/api/config').expect(200);
    expect(config.body).toMatchObject({
      launchMode: 'live',
      stripeEnabled: false,
      whatsappEnabled: false,
    });
  });

  it('tags every answer with a request id, keeping a valid incoming one', async () => {
    const generated = await http().get('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await http().get('/api/health').set('X-Request-Id', 'trace-abc-123');
    expect(kept.headers['x-request-id']).toBe('trace-abc-123');
  });

  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const response = await http().get('/api/health');
    const csp = response.headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes the OpenAPI document', async () => {
    const document = await http().get('/api/docs-json').expect(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/auth/user', '/api/auth/tokens']),
    );
  });

  it('serves the webapp for every non-API path, with the SPA fallback', async () => {
    const home = await http().get('/').expect(200);
    expect(home.text).toContain('<div id="root">');
    const deep = await http().get('/content/42').expect(200);
    expect(deep.text).toContain('<div id="root">');
    expect(deep.headers['cache-control']).toBe('no-cache');
    const asset = await http().get('/assets/app-123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api404 = await http().get('/api/not-a-route').expect(404);
    expect(api404.body).toHaveProperty('message');
  });

  it('reports not ready when the configured Redis cannot be reached', async () => {
    const broken = await startTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1', RUN_WORKER: 'false' },
    });
    try {
      const response = await request(broken.app.getHttpServer()).get('/api/ready').expect(503);
      expect(response.body.message).toContain('queue unreachable');
    } finally {
      await broken.close();
    }
  });
});
