import type { Discussion } from '@vault/contracts';
import type { DomDocument } from '../dom.js';
import type { ExtractionMetadata } from '../extraction.types.js';

/** Upstream base addresses of the platforms' public endpoints; configurable so tests use local recordings. */
export interface PlatformEndpoints {
  youtubeOembedBase: string;
  twitterSyndicationBase: string;
  tiktokOembedBase: string;
  redditBase: string;
  githubApiBase: string;
}

/** Fetches JSON from a public endpoint through the safe fetcher; null when it cannot be had. */
export type JsonFetcher = (url: string) => Promise<unknown>;

export interface PlatformContext {
  url: URL;
  /** The page (fetched or the extension's snapshot), parsed; null when only endpoints are used. */
  document: DomDocument | null;
  html: string | null;
  /** Null in offline mode: the extractor then works from the page alone. */
  fetchJson: JsonFetcher | null;
  endpoints: PlatformEndpoints;
}

/** What a platform extractor knows better than the generic one; a missing key means "unknown". */
export interface PlatformFields {
  title?: string | null;
  author?: string | null;
  text?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  canonicalUrl?: string | null;
  metadata?: ExtractionMetadata;
  /** The post's comments (Reddit threads). */
  discussion?: Discussion | null;
}

export type PlatformExtractor = (context: PlatformContext) => Promise<PlatformFields>;
