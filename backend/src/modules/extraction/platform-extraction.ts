import type { Platform } from '@vault/contracts';
import { detectPlatform } from '@vault/urls';
import { parseDocument } from './dom.js';
import type { ExtractionResult } from './extraction.types.js';
import {
  EMPTY_RESULT,
  genericResult,
  MAX_SNAPSHOT_CHARS,
  withoutEmpty,
} from './generic-extraction.js';
import { readingMinutes } from './main-text.js';
import { withoutHeadLines } from './text-hygiene.js';
import { PLATFORM_EXTRACTORS } from './platforms/index.js';
import type {
  JsonFetcher,
  PlatformEndpoints,
  PlatformFields,
  TextFetcher,
} from './platforms/platform-types.js';

export interface PageInput {
  url: string;
  /** The page's HTML (fetched or snapshot); null when the page itself could not be had. */
  html: string | null;
  /** Null means offline: no request is made. */
  fetchJson: JsonFetcher | null;
  /** Null or absent means offline, as for `fetchJson`. */
  fetchText?: TextFetcher | null;
  endpoints: PlatformEndpoints;
}

const TEXT_FIELDS = ['title', 'author', 'text', 'description', 'imageUrl', 'canonicalUrl'] as const;

/** Platform fields win; the generic result fills every gap they leave. */
export function mergeResults(
  generic: ExtractionResult,
  platform: PlatformFields,
): ExtractionResult {
  const merged: ExtractionResult = { ...generic, metadata: { ...generic.metadata } };
  for (const field of TEXT_FIELDS) {
    const value = platform[field];
    if (value !== undefined && value !== null && value !== '') merged[field] = value;
  }
  merged.metadata = { ...merged.metadata, ...withoutEmpty(platform.metadata ?? {}) };
  if (platform.description) merged.metadata.description = platform.description;
  if (platform.discussion) merged.discussion = platform.discussion;
  if (platform.thread?.length) merged.thread = platform.thread;
  if (platform.media?.length) merged.media = platform.media;
  if (platform.transcript?.lines.length) merged.transcript = platform.transcript;
  if (platform.chapters?.length) merged.chapters = platform.chapters;
  if (platform.readableHtml) merged.readableHtml = platform.readableHtml;
  // Rule 2 against the title and author the item is stored under, which the platform may set.
  if (merged.text) {
    const text = withoutHeadLines(merged.text, { title: merged.title, author: merged.author });
    if (text !== merged.text || platform.text) {
      merged.text = text;
      const minutes = readingMinutes(text);
      if (minutes !== null) merged.metadata.readingMinutes = minutes;
      else delete merged.metadata.readingMinutes;
    }
  }
  return merged;
}

/**
 * Extracts a page: the extractor of the platform the address belongs to (from the page's own
 * data, else the platform's public endpoint), merged over the generic extractor's result.
 * A platform extractor that fails leaves the generic result as it is.
 */
export async function extractPage(
  input: PageInput,
): Promise<ExtractionResult & { platform: Platform }> {
  const { textFromPlatform: _textFromPlatform, ...result } = await extractPageWithSource(input);
  return result;
}

/** `extractPage`, saying whether the text came from the platform's data rather than the markup. */
export async function extractPageWithSource(
  input: PageInput,
): Promise<ExtractionResult & { platform: Platform; textFromPlatform: boolean }> {
  const platform = detectPlatform(input.url);
  const html = input.html?.slice(0, MAX_SNAPSHOT_CHARS) ?? null;
  const generic = html !== null ? genericResult(html, input.url) : EMPTY_RESULT;
  const extractor = platform === 'other' ? undefined : PLATFORM_EXTRACTORS[platform];
  if (!extractor) return { ...generic, platform, textFromPlatform: false };
  let fields: PlatformFields = {};
  try {
    fields = await extractor({
      url: new URL(input.url),
      html,
      document: html !== null ? parseDocument(html) : null,
      fetchJson: input.fetchJson,
      fetchText: input.fetchText ?? null,
      endpoints: input.endpoints,
    });
  } catch {
    // An endpoint that is down or changed its shape must not lose what the page gave.
  }
  return { ...mergeResults(generic, fields), platform, textFromPlatform: Boolean(fields.text) };
}
