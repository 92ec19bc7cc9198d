import { seedItems } from './interaction.ts';
import { FORM_FACTORS, describeGoals } from './lighthouse-goals.ts';
import { type PageScores, belowTarget, launchChromium, measure } from './lighthouse.ts';

/** `BENCH_LIGHTHOUSE_PAGES=dashboard,settings`: only the pages whose names contain one of these. */
const ONLY_PAGES =
  process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) ?? null;
/** `BENCH_LIGHTHOUSE_FORM_FACTOR=mobile` (or `desktop`): that form factor only. */
const ONLY_FORM_FACTOR = FORM_FACTORS.find(
  (formFactor) => formFactor === process.env.BENCH_LIGHTHOUSE_FORM_FACTOR?.trim(),
);

/**
 * The `lighthouse` scenario of `npm run bench`: Lighthouse, mobile and desktop, on the signed-out
 * home, the FAQ, and the dashboard (50 items), Account Settings and Privacy & Data of a signed-in
 * user (the session cookie is sent with every request of the page). The waitlist landing, served only before launch, is measured
 * by `npm run bench:lighthouse` with the other public pages.
 */
export async function measureAppLighthouse(
  baseUrl: string,
  databaseUrl: string,
): Promise<PageScores[]> {
  const username = `lh_${Date.now().toString(36)}`;
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      username,
      email: `${username}@bench.example`,
      password: 'Bench-password-1234',
    }),
  });
  if (!registered.ok) throw new Error(`Could not register: ${registered.status}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  await seedItems(databaseUrl, username);
  const chrome = await launchChromium();
  try {
    const pages = [
      { name: 'signed-out home', path: '/' },
      { name: 'FAQ', path: '/faqs' },
      { name: 'dashboard (50 items)', path: '/', headers: { cookie } },
      // Account Settings and Privacy & Data: the signed-in pages the public-pages issue covers.
      { name: 'settings', path: '/settings', headers: { cookie } },
      { name: 'privacy & data', path: '/privacy-settings', headers: { cookie } },
    ];
    return await measure(
      baseUrl,
      chrome.port,
      ONLY_PAGES
        ? pages.filter((page) => ONLY_PAGES.some((name) => page.name.includes(name)))
        : pages,
      ONLY_FORM_FACTOR ? [ONLY_FORM_FACTOR] : FORM_FACTORS,
    );
  } finally {
    await Promise.resolve(chrome.kill()).catch(() => undefined);
  }
}

export function formatLighthouse(results: PageScores[]): string {
  const failing = belowTarget(results);
  const indexes = results.map((entry) => entry.benchmarkIndex);
  return [
    `Lighthouse (${describeGoals()}): ${failing.length ? 'FAIL' : 'PASS'}`,
    `  host CPU benchmark index ${Math.min(...indexes)}-${Math.max(...indexes)} (higher is faster)`,
    ...results.map(
      (entry) =>
        `  ${entry.formFactor.padEnd(7)} ${entry.page.padEnd(22)} ` +
        `performance ${entry.scores.performance}, accessibility ${entry.scores.accessibility}, ` +
        `best practices ${entry.scores['best-practices']}, SEO ${entry.scores.seo} ` +
        `(LCP ${entry.lcpMs} ms, TBT ${entry.tbtMs} ms, CLS ${entry.cls})` +
        (entry.missed.length ? `\n    missed: ${entry.missed.join(', ')}` : ''),
    ),
  ].join('\n');
}
