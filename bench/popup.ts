import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { APP_ROOT, CHROMIUM_PATH } from './config.ts';
import { median } from './stats.ts';

/**
 * Time to interactive of the extension's popup: the built Chrome extension is loaded into the
 * system Chromium and its popup page opened five times; each time is from navigation start to the
 * first enabled button (the popup's first screen is usable). The median is reported.
 */

export interface PopupResult {
  runs: number[];
  medianMs: number | null;
}

export async function measurePopup(): Promise<PopupResult> {
  const extensionPath = path.join(APP_ROOT, 'extension', '.output', 'chrome-mv3');
  const profile = await mkdtemp(path.join(os.tmpdir(), 'vault-bench-popup-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless=new',
      `--disable-extensions-except=${extensionPath}`,
      `--load-extension=${extensionPath}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const runs: number[] = [];
    for (let run = 0; run < 5; run++) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      const handle = await page.waitForFunction(() => {
        // Runs in the page; the bench is compiled without the DOM types.
        const page = globalThis as unknown as {
          document: { querySelector(selector: string): unknown };
        };
        return page.document.querySelector('button:not([disabled])') ? performance.now() : null;
      });
      runs.push(Math.round((await handle.jsonValue()) ?? NaN));
      await page.close();
    }
    return { runs, medianMs: median(runs) };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
