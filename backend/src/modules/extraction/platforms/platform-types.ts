import type { Discussion, PostMedia, ThreadPost, Transcript, VideoChapter } from '@vault/contracts';
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

/** Fetches a text body (caption tracks, rendered READMEs) through the safe fetcher, sending `accept`. */
export type TextFetcher = (url: string, accept: string) => Promise<string>;

export interface PlatformContext {
  url: URL;
  /** The page (fetched or the extension's snapshot), parsed; null when only endpoints are used. */
  document: DomDocument | null;
  html: string | null;
  /** Null in offline mode: the extractor then works from the page alone. */
  fetchJson: JsonFetcher | null;
  /** Null or absent in offline mode, like `fetchJson`. */
  fetchText?: TextFetcher | null;
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
  /** The whole thread by the post's author, first post first. */
  thread?: ThreadPost[] | null;
  /** The post's own images, videos and documents, as original addresses. */
  media?: PostMedia[] | null;
  transcript?: Transcript | null;
  chapters?: VideoChapter[] | null;
  /** Sanitised reader-view HTML the platform renders itself (a repository's README). */
  readableHtml?: string | null;
}

export type PlatformExtractor = (context: PlatformContext) => Promise<PlatformFields>;
