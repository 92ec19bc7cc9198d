import { Logger } from '@nestjs/common';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { FetchError } from '../fetch-error.js';
import { createRequestHandler, type InterceptOptions } from './intercepted-request.js';
import { processTreeRss } from './process-memory.js';

export interface RendererOptions {
  chromiumPath: string;
  maxPages: number;
  timeoutMs: number;
  maxBrowserMb: number;
  idleMs: number;
  allowedHosts: readonly string[];
}

export interface RenderResult {
  /** The DOM after the page's scripts ran, serialised. */
  html: string;
  url: string;
  /** A full-page WebP screenshot, when one was asked for. */
  screenshot?: Buffer;
}

export interface ScreenshotOptions {
  /** Viewport width in CSS pixels. */
  width: number;
  /** A longer page is cut at this height. */
  maxHeight: number;
}

export interface RenderOptions extends Pick<InterceptOptions, 'onRequest'> {
  screenshot?: ScreenshotOptions;
}

/** Chromium flags: headless, no background traffic of its own, and nothing it may do without us. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--mute-audio',
  // No crash handler process, which would outlive a browser that was killed.
  '--disable-crash-reporter',
  '--disable-breakpad',
  // Defence in depth: anything that escapes request interception (WebSocket, a prefetch) goes
  // to a proxy that does not exist and fails; WebRTC may not send UDP around it.
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

const SETTLE_IDLE_MS = 500;

/** The whole page as WebP, cut at `maxHeight` (Chromium cannot capture much taller surfaces). */
async function fullPageShot(page: Page, options: ScreenshotOptions): Promise<Buffer> {
  // A string: the backend's TypeScript has no DOM types.
  const measured: unknown = await page.evaluate(
    'Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0)',
  );
  const height = typeof measured === 'number' && Number.isFinite(measured) ? measured : 800;
  const shot = await page.screenshot({
    type: 'webp',
    quality: 75,
    captureBeyondViewport: true,
    clip: {
      x: 0,
      y: 0,
      width: options.width,
      height: Math.max(1, Math.min(height, options.maxHeight)),
    },
  });
  return Buffer.from(shot);
}

/**
 * Renders pages in one shared headless Chromium: launched on first use, a fresh incognito
 * context per render, at most `maxPages` renders at once, restarted after a crash or when its
 * process tree grows past `maxBrowserMb`, and closed after `idleMs` without work.
 */
export class HeadlessRenderer {
  private readonly logger = new Logger('HeadlessRenderer');
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private idleTimer: NodeJS.Timeout | null = null;
  /** Renders running in each browser, so a retired one is closed when its last render ends. */
  private readonly rendersIn = new Map<Promise<Browser>, number>();
  private readonly retired = new Set<Promise<Browser>>();
  private closed = false;
  /** How many browsers were launched; lets tests and logs see reuse and restarts. */
  launches = 0;

  constructor(private readonly options: RendererOptions) {}

  get activeRenders(): number {
    return this.active;
  }

  /** Whether a browser process is running now. */
  get running(): boolean {
    return this.browser !== null;
  }

  /** The running browser's process id, or null. */
  async browserPid(): Promise<number | null> {
    if (!this.browser) return null;
    const browser = await this.browser.catch(() => null);
    return browser?.process()?.pid ?? null;
  }

  async render(url: string, hooks: RenderOptions = {}): Promise<RenderResult> {
    if (this.closed) throw new Error('The renderer is shut down');
    await this.acquire();
    try {
      return await this.renderInContext(url, hooks);
    } finally {
      this.release();
    }
  }

  private async renderInContext(url: string, hooks: RenderOptions): Promise<RenderResult> {
    const handle = this.launched();
    this.rendersIn.set(handle, (this.rendersIn.get(handle) ?? 0) + 1);
    try {
      return await this.renderWith(handle, url, hooks);
    } finally {
      const left = (this.rendersIn.get(handle) ?? 1) - 1;
      if (left > 0) this.rendersIn.set(handle, left);
      else this.rendersIn.delete(handle);
      if (left === 0 && this.retired.has(handle)) void this.closeRetired(handle);
    }
  }

  private async renderWith(
    handle: Promise<Browser>,
    url: string,
    hooks: RenderOptions,
  ): Promise<RenderResult> {
    const browser = await handle;
    const abort = new AbortController();
    const context = await browser.createBrowserContext();
    const timer = setTimeout(() => abort.abort(), this.options.timeoutMs);
    try {
      const page = await context.newPage();
      if (hooks.screenshot) await page.setViewport({ width: hooks.screenshot.width, height: 800 });
      await page.setBypassServiceWorker(true);
      await page.setRequestInterception(true);
      const answer = createRequestHandler({
        allowedHosts: this.options.allowedHosts,
        signal: abort.signal,
        onRequest: hooks.onRequest,
      });
      // The handler settles every request itself (respond or abort) and never throws.
      page.on('request', (request) => void answer(request));
      const work = (async () => {
        await page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.options.timeoutMs });
        // Client-side apps fetch their content after the document loads: wait for quiet.
        await page
          .waitForNetworkIdle({ idleTime: SETTLE_IDLE_MS, timeout: this.options.timeoutMs })
          .catch(() => undefined);
        const html = await page.content();
        const finalUrl = page.url();
        if (!hooks.screenshot) return { html, url: finalUrl };
        return { html, url: finalUrl, screenshot: await fullPageShot(page, hooks.screenshot) };
      })();
      const timedOut = new Promise<never>((_, reject) => {
        abort.signal.addEventListener('abort', () => reject(FetchError.timeout(url)), {
          once: true,
        });
      });
      return await Promise.race([work, timedOut]);
    } finally {
      clearTimeout(timer);
      abort.abort();
      await context.close().catch(() => undefined);
      await this.checkMemory(handle, browser);
    }
  }

  private launched(): Promise<Browser> {
    if (this.browser) return this.browser;
    this.launches += 1;
    const launching = puppeteer
      .launch({
        executablePath: this.options.chromiumPath,
        headless: true,
        args: CHROMIUM_ARGS,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      })
      .then((browser) => {
        browser.once('disconnected', () => {
          // A crash or a kill: the next render launches a new browser.
          if (this.browser === launching) this.browser = null;
        });
        return browser;
      });
    launching.catch(() => {
      if (this.browser === launching) this.browser = null;
    });
    this.browser = launching;
    return launching;
  }

  /**
   * A browser past the memory limit takes no new render: the next one launches a fresh browser,
   * and this one is closed as soon as the renders still running in it end.
   */
  private async checkMemory(handle: Promise<Browser>, browser: Browser): Promise<void> {
    const pid = browser.process()?.pid;
    if (!pid || this.retired.has(handle)) return;
    const rss = await processTreeRss(pid);
    if (rss !== null && rss > this.options.maxBrowserMb * 1024 * 1024) {
      this.logger.warn(`Browser uses ${Math.round(rss / 1048576)} MB; restarting it`);
      this.retired.add(handle);
      if (this.browser === handle) this.browser = null;
    }
  }

  private async closeRetired(handle: Promise<Browser>): Promise<void> {
    this.retired.delete(handle);
    const browser = await handle.catch(() => null);
    await browser?.close().catch(() => browser.process()?.kill('SIGKILL'));
  }

  private async acquire(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.active >= this.options.maxPages) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.active += 1;
  }

  private release(): void {
    this.active -= 1;
    const next = this.waiting.shift();
    if (next) {
      next();
      return;
    }
    if (this.active > 0) return;
    this.idleTimer = setTimeout(() => void this.closeBrowser(), this.options.idleMs);
    this.idleTimer.unref();
  }

  private async closeBrowser(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (!browser) return;
    const running = await browser.catch(() => null);
    await running?.close().catch(() => running.process()?.kill('SIGKILL'));
  }

  /** Closes the browser for good (the app is stopping). */
  async shutdown(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    await Promise.all([...this.retired].map((handle) => this.closeRetired(handle)));
    await this.closeBrowser();
  }
}
