import { Inject, Injectable } from '@nestjs/common';
import { FEED_LIMITS } from '@vault/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FetchError, type SafeResponse, safeFetch } from '../extraction/index.js';
import { discoverFeedLinks, looksLikeHtml } from './feed-discovery.js';
import { type FeedDocument, NotAFeedError, parseFeedDocument } from './feed-document.js';

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, text/html;q=0.7, */*;q=0.5';
/** Feed addresses a page may announce that are tried, in order. */
const DISCOVERED_TRIED = 3;

/** The validators a conditional GET sends: what the feed's last 200 answer carried. */
export interface FeedValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedFetchResult =
  | { kind: 'not-modified' }
  | { kind: 'feed'; url: string; document: FeedDocument; validators: FeedValidators };

/**
 * Feed documents through the safe fetcher (private addresses refused, bounded size and time), as a
 * conditional GET when validators are known. A 304 is "nothing new"; other non-2xx answers throw
 * the fetcher's FetchError, whose headers carry `Retry-After`.
 */
@Injectable()
export class FeedFetcher {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async fetchFeed(url: string, validators: FeedValidators): Promise<FeedFetchResult> {
    const headers: Record<string, string> = { accept: FEED_ACCEPT };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    let response: SafeResponse;
    try {
      response = await this.get(url, headers);
    } catch (error) {
      if (error instanceof FetchError && error.status === 304) return { kind: 'not-modified' };
      throw error;
    }
    return { kind: 'feed', ...this.read(response) };
  }

  /**
   * The feed at a feed's address, or the first feed a web page announces. Throws NotAFeedError
   * with the reason when there is none.
   */
  async discover(
    url: string,
  ): Promise<{ url: string; document: FeedDocument; validators: FeedValidators }> {
    const response = await this.get(url, { accept: FEED_ACCEPT });
    const body = response.text();
    if (!looksLikeHtml(response.contentType, body)) return this.read(response);
    const links = discoverFeedLinks(body, response.url).slice(0, DISCOVERED_TRIED);
    if (links.length === 0) {
      throw new NotAFeedError('This page does not link to an RSS, Atom or JSON Feed');
    }
    let lastError: unknown = null;
    for (const link of links) {
      try {
        return this.read(await this.get(link, { accept: FEED_ACCEPT }));
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  private read(response: SafeResponse): {
    url: string;
    document: FeedDocument;
    validators: FeedValidators;
  } {
    const body = response.text();
    if (looksLikeHtml(response.contentType, body)) {
      throw new NotAFeedError('This address is a web page, not a feed');
    }
    return {
      url: response.url,
      document: parseFeedDocument(body, response.url),
      validators: {
        etag: response.headers.etag ?? null,
        lastModified: response.headers['last-modified'] ?? null,
      },
    };
  }

  private get(url: string, headers: Record<string, string>): Promise<SafeResponse> {
    return safeFetch(url, {
      headers,
      allowedHosts: this.config.fetchAllowedHosts,
      maxBytes: FEED_LIMITS.documentMaxBytes,
    });
  }
}
