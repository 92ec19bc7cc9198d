import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './config.ts';

const baseUrl = 'http://localhost:3370';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
const context = await browser.newContext({ baseURL: baseUrl });
const suffix = Date.now().toString(36);
await context.request.post('/api/register', {
  headers: { origin: baseUrl },
  data: { username: `size_${suffix}`, email: `size_${suffix}@bench.example`, password: 'Bench-password-1234' },
});
const page = await context.newPage();
const bodies: Promise<{ url: string; size: number } | null>[] = [];
page.on('response', (response) => {
  const type = response.request().resourceType();
  if (type !== 'script' && type !== 'stylesheet') return;
  bodies.push(response.body().then((body) => ({ url: response.url(), size: gzipSync(body, { level: 9 }).length })).catch(() => null));
});
await page.goto('/', { waitUntil: 'networkidle' });
await page.getByRole('heading', { level: 1, name: 'Your Vault' }).waitFor();
await page.waitForLoadState('networkidle');
let total = 0;
for (const entry of await Promise.all(bodies)) {
  if (!entry) continue;
  total += entry.size;
  console.log(path.basename(new URL(entry.url).pathname), entry.size);
}
console.log('TOTAL gzip', total);
await browser.close();
