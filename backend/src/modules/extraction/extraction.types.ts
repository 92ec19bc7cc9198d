import type { Discussion, PostMedia, ThreadPost, Transcript, VideoChapter } from '@vault/contracts';
import type { MediaType } from './metadata-extractor.js';

export interface ExtractionInput {
  url: string;
  /** The browser extension's DOM snapshot; when present the page is not fetched. */
  html?: string | null;
  /** Ends the page's fetch (the job's deadline). */
  signal?: AbortSignal;
}

/**
 * Extra facts about the page; a key is left out, never null, when unknown, so merging it into
 * stored metadata cannot erase a value already there.
 */
export interface ExtractionMetadata {
  mediaType?: MediaType;
  siteName?: string;
  /** ISO 8601. */
  publishedAt?: string;
  lang?: string;
  readingMinutes?: number;
  /** Words of the main text (CJK characters count two to a word, as for reading time). */
  wordCount?: number;
  /** Where the lead image came from, when Vault keeps its own copy in `imageUrl`. */
  originalImageUrl?: string;
  description?: string;
  /** Engagement the page or platform states: likes (reactions, claps, score), comments (replies), shares (reposts), views (plays). */
  likes?: number;
  comments?: number;
  shares?: number;
  views?: number;
  /** Seconds of video or audio. */
  duration?: number;
  /** The account's handle without "@" (X, TikTok, Instagram). */
  authorHandle?: string;
  /** Subreddit or similar community the post belongs to. */
  community?: string;
  /** GitHub repositories. */
  stars?: number;
  forks?: number;
  programmingLanguage?: string;
  /** The post's hashtags without "#" (TikTok). */
  hashtags?: string[];
  /** The sound a short video uses (TikTok). */
  sound?: string;
  /** Only members may read the whole story; the text is the preview the platform shows (Medium). */
  memberOnly?: boolean;
}

/** What extraction found; every string is plain text (never markup) or null. */
export interface ExtractionResult {
  title: string | null;
  author: string | null;
  /** Main text, paragraphs separated by blank lines. */
  text: string | null;
  description: string | null;
  imageUrl: string | null;
  canonicalUrl: string | null;
  metadata: ExtractionMetadata;
  /** Sanitised HTML of the main content for the reader view (see readable-html.ts). */
  readableHtml?: string | null;
  /** The post's comments, when the platform has a discussion (Reddit threads). */
  discussion?: Discussion | null;
  /** The whole thread by the post's author, first post first (X self-replies). */
  thread?: ThreadPost[] | null;
  /** The post's own images, videos and documents, as original addresses (`storedUrl` null). */
  media?: PostMedia[] | null;
  /** A video's caption track. */
  transcript?: Transcript | null;
  /** A video's chapters from its description. */
  chapters?: VideoChapter[] | null;
  /** Set when the text came from the headless browser's render of the page. */
  renderedWithBrowser?: boolean;
}
