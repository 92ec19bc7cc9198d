import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';

const WEBAPP_PUBLIC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../webapp/public',
);

describe('the installable web app: manifest, service worker, share target', () => {
  let testApp: TestApp;
  let dist: string;

  beforeAll(async () => {
    // A built webapp: index.html plus the real public files (the manifest, sw.js, icons).
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'vault-webapp-'));
    await fs.cp(WEBAPP_PUBLIC, dist, { recursive: true });
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    testApp = await startTestApp({ env: { WEBAPP_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await testApp.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  const get = (url: string) => request(testApp.app.getHttpServer()).get(url);

  it('serves the manifest as a web app manifest with a GET share target at /share', async () => {
    const response = await get('/manifest.webmanifest')
      .expect(200)
      .expect('Content-Type', /^application\/manifest\+json/);
    const manifest = JSON.parse(response.text) as {
      icons: { src: string; sizes: string }[];
      share_target: { action: string; method: string; params: Record<string, string> };
      display: string;
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.share_target).toEqual({
      action: '/share',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    });
    for (const icon of manifest.icons) {
      const image = await get(icon.src).expect(200).expect('Content-Type', 'image/png');
      expect(image.body.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  it('serves the service worker as JavaScript, revalidated, and the CSP lets it run', async () => {
    const response = await get('/sw.js')
      .expect(200)
      .expect('Content-Type', /^text\/javascript/)
      .expect('Cache-Control', 'no-cache');
    expect(response.text).toContain("startsWith('/api/')");
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it("answers the share sheet's /share launch with the app, whose router handles it", async () => {
    // The share target opens as a navigation the user started (Fetch Metadata `none`).
    const response = await get('/share?url=https%3A%2F%2Fexample.com%2Fa&text=hi')
      .set('Sec-Fetch-Site', 'none')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(response.text).toContain('<div id="root">');
  });

  it('sends a /share navigation from another site to the review step', async () => {
    const response = await get('/share?url=https%3A%2F%2Fexample.com%2Fa')
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(303);
    expect(response.headers.location).toContain('review=1');
  });
});
