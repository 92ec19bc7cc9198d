import { ExtractionError } from './extraction-error.js';
import type { ExtractionMetadata, ExtractionResult } from './extraction.types.js';
import { extractMetadata } from './metadata-extractor.js';
import { FETCH_DEFAULTS } from './safe-fetch.js';

// A snapshot is bounded like a fetched page, so a huge DOM cannot stall the worker.
export const MAX_SNAPSHOT_CHARS = FETCH_DEFAULTS.maxBytes;

type Nullable<T> = { [K in keyof T]: T[K] | null };

export function withoutEmpty(metadata: Nullable<ExtractionMetadata>): ExtractionMetadata {
  return Object.fromEntries(
    Object.entries(metadata).filter(([, value]) => value !== null && value !== undefined),
  );
}

/** The generic extractor: metadata tags, JSON-LD and main text of any HTML page. */
export function genericResult(html: string, url: string): ExtractionResult {
  let page: ReturnType<typeof extractMetadata>;
  try {
    page = extractMetadata(html.slice(0, MAX_SNAPSHOT_CHARS), url);
  } catch (error) {
    throw new ExtractionError('The page could not be read', { transient: false, cause: error });
  }
  return {
    title: page.title,
    author: page.author,
    text: page.text,
    description: page.description,
    imageUrl: page.imageUrl,
    canonicalUrl: page.canonicalUrl,
    metadata: withoutEmpty({
      mediaType: page.mediaType,
      siteName: page.siteName,
      publishedAt: page.publishedAt,
      lang: page.lang,
      readingMinutes: page.readingMinutes,
      description: page.description,
    }),
    ...(page.media.length ? { media: page.media } : {}),
  };
}

export const EMPTY_RESULT: ExtractionResult = {
  title: null,
  author: null,
  text: null,
  description: null,
  imageUrl: null,
  canonicalUrl: null,
  metadata: {},
};
