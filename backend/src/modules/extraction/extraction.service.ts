import { Inject, Injectable, Optional } from '@nestjs/common';
import { detectPlatform } from '@vault/urls';
import path from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { isHtmlType } from './charset.js';
import { ExtractionError } from './extraction-error.js';
import type { ExtractionInput, ExtractionResult } from './extraction.types.js';
import { FetchError } from './fetch-error.js';
import { extractPageWithSource } from './platform-extraction.js';
import type { JsonFetcher, TextFetcher } from './platforms/platform-types.js';
import { needsRendering } from './render/needs-rendering.js';
import { PageRendererService } from './render/page-renderer.service.js';
import { safeFetch, type SafeResponse } from './safe-fetch.js';
import { readableHtml } from './readable-html.js';
import { withoutInlinedImages } from './snapshot-images.js';
import type { WallKind } from './walls/detect-wall.js';
import { refusal, wallOf, withoutPageFacts, type PageResult } from './walls/page-wall.js';
import { wordCount } from './word-count.js';

function pageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ExtractionError('The address is not a valid web address', { transient: false });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ExtractionError('Only http and https addresses can be saved', {
      transient: false,
      kind: 'unsupported',
    });
  }
  return url;
}

/** Servers often send HTML without a content type, or as text/plain. */
function looksLikeHtml(body: Buffer): boolean {
  const head = body.subarray(0, 1024).toString('latin1').trimStart().toLowerCase();
  return head.startsWith('<!doctype html') || head.startsWith('<html') || head.includes('<head');
}

function fileName(response: SafeResponse): string | null {
  const disposition = response.headers['content-disposition'] ?? '';
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1];
  const candidates = [encoded, plain, path.posix.basename(new URL(response.url).pathname)];
  for (const candidate of candidates) {
    if (!candidate?.trim()) continue;
    try {
      return decodeURIComponent(candidate.trim());
    } catch {
      return candidate.trim();
    }
  }
  return null;
}

function fileResult(response: SafeResponse, mediaType: 'image' | 'document'): ExtractionResult {
  return {
    title: fileName(response),
    author: null,
    text: null,
    description: null,
    imageUrl: mediaType === 'image' ? response.url : null,
    canonicalUrl: null,
    metadata: { mediaType },
  };
}

function isHtmlResponse(response: SafeResponse): boolean {
  const type = response.contentType;
  return (
    isHtmlType(type) || ((type === null || type === 'text/plain') && looksLikeHtml(response.body))
  );
}

/** Turns a saved address (or the extension's snapshot of it) into title, text and metadata. */
@Injectable()
export class ExtractionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // Named explicitly: the union type's design metadata is `Object`, which Nest cannot resolve.
    @Optional()
    @Inject(PageRendererService)
    private readonly renderer: PageRendererService | null = null,
  ) {}

  /** Public platform endpoints (oEmbed, APIs) are fetched through the same safe fetcher. */
  readonly fetchJson: JsonFetcher = async (address) => {
    const response = await safeFetch(address, {
      allowedHosts: this.config.fetchAllowedHosts,
      headers: { accept: 'application/json' },
      maxBytes: 5 * 1024 * 1024,
    });
    return JSON.parse(response.text()) as unknown;
  };

  /** Caption tracks and rendered READMEs, through the same safe fetcher. */
  readonly fetchText: TextFetcher = async (address, accept) => {
    const response = await safeFetch(address, {
      allowedHosts: this.config.fetchAllowedHosts,
      headers: { accept },
      maxBytes: 5 * 1024 * 1024,
    });
    return response.text();
  };

  /** Throws ExtractionError with a message for users and whether a retry may help. */
  async extract(input: ExtractionInput): Promise<ExtractionResult> {
    const url = pageUrl(input.url);
    // The snapshot sees what the signed-in browser sees, so it wins over a fetch.
    if (input.html?.trim()) {
      const snapshot = withoutInlinedImages(input.html);
      // A snapshot taken signed out is a wall too; the page is never stored as the content.
      const page = await this.fromPage(url.href, snapshot);
      const wall = wallOf(page, url.href, url.href, snapshot);
      if (wall) throw refusal(wall, page.platform);
      return withoutPageFacts(page);
    }

    let response: SafeResponse;
    try {
      response = await safeFetch(url, {
        allowedHosts: this.config.fetchAllowedHosts,
        ...(input.signal ? { signal: input.signal } : {}),
      });
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      // Platforms often refuse page fetches from servers but answer on their public endpoints.
      const fromEndpoints = await this.fromEndpointsOnly(url.href);
      if (fromEndpoints) return fromEndpoints;
      throw ExtractionError.fromFetchError(error);
    }
    return this.fromResponse(response, url.href);
  }

  private async fromPage(url: string, html: string | null): Promise<PageResult> {
    const result = await extractPageWithSource({
      url,
      html,
      fetchJson: this.fetchJson,
      fetchText: this.fetchText,
      endpoints: this.config.platformEndpoints,
    });
    const words = wordCount(result.text);
    if (words !== null) result.metadata.wordCount = words;
    // Only the stored item needs the reader view; the benchmark's extractPage path skips it.
    const context = { title: result.title, author: result.author };
    // A platform's own rendering (a repository's README) is already sanitised and wins.
    const reader = result.readableHtml ?? (html === null ? null : readableHtml(html, url, context));
    return { ...result, readableHtml: reader };
  }

  private async fromEndpointsOnly(url: string): Promise<ExtractionResult | null> {
    if (detectPlatform(url) === 'other') return null;
    const result = await this.fromPage(url, null);
    return result.title ? withoutPageFacts(result) : null;
  }

  /**
   * A fetched page whose HTML is an empty shell for its scripts (see needsRendering) is
   * rendered in the headless browser; the rendered result is kept when it has more text.
   * A wall (sign-in, consent, captcha, "enable JavaScript") fails the item with what to do;
   * only the JavaScript one is worth a render, the others refuse the browser as well.
   */
  private async fromFetchedHtml(
    requestedUrl: string,
    url: string,
    html: string,
  ): Promise<ExtractionResult> {
    const page = await this.fromPage(url, html);
    const wall = wallOf(page, requestedUrl, url, html);
    if (wall) return this.pastWall(wall, page, requestedUrl, url);
    const result = withoutPageFacts(page);
    if (page.platform !== 'other') return result;
    if (!this.renderer) return result;
    if (!needsRendering(html, result.text).render) return result;
    const rendered = await this.renderer.render(url);
    if (!rendered) return result;
    const fromRendered = await this.fromPage(url, rendered.html);
    if ((fromRendered.text?.length ?? 0) <= (result.text?.length ?? 0)) return result;
    if (wallOf(fromRendered, requestedUrl, url, rendered.html)) return result;
    return { ...withoutPageFacts(fromRendered), renderedWithBrowser: true };
  }

  private async pastWall(
    wall: WallKind,
    page: PageResult,
    requestedUrl: string,
    url: string,
  ): Promise<ExtractionResult> {
    if (wall !== 'javascript' || !this.renderer) throw refusal(wall, page.platform);
    const rendered = await this.renderer.render(url);
    if (!rendered) throw refusal(wall, page.platform);
    const fromRendered = await this.fromPage(url, rendered.html);
    const renderedWall = wallOf(fromRendered, requestedUrl, url, rendered.html);
    if (renderedWall) throw refusal(renderedWall, page.platform);
    if (!fromRendered.text?.trim()) throw refusal(wall, page.platform);
    return { ...withoutPageFacts(fromRendered), renderedWithBrowser: true };
  }

  private fromResponse(
    response: SafeResponse,
    requestedUrl: string,
  ): Promise<ExtractionResult> | ExtractionResult {
    if (isHtmlResponse(response))
      return this.fromFetchedHtml(requestedUrl, response.url, response.text());
    const type = response.contentType;
    if (type?.startsWith('image/')) return fileResult(response, 'image');
    if (type === 'application/pdf') return fileResult(response, 'document');
    const unsupported = FetchError.unsupported(
      `Not a web page (${type ?? 'unknown type'})`,
      response.url,
    );
    throw ExtractionError.fromFetchError(unsupported);
  }
}
