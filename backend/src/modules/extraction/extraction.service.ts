import { Inject, Injectable } from '@nestjs/common';
import path from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { isHtmlType } from './charset.js';
import { ExtractionError } from './extraction-error.js';
import type { ExtractionInput, ExtractionMetadata, ExtractionResult } from './extraction.types.js';
import { FetchError } from './fetch-error.js';
import { extractMetadata } from './metadata-extractor.js';
import { FETCH_DEFAULTS, safeFetch, type SafeResponse } from './safe-fetch.js';

// A snapshot is bounded like a fetched page, so a huge DOM cannot stall the worker.
const MAX_SNAPSHOT_CHARS = FETCH_DEFAULTS.maxBytes;

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

type Nullable<T> = { [K in keyof T]: T[K] | null };

function withoutEmpty(metadata: Nullable<Required<ExtractionMetadata>>): ExtractionMetadata {
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== null));
}

function fromHtml(html: string, url: string): ExtractionResult {
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
  };
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

/** Turns a saved address (or the extension's snapshot of it) into title, text and metadata. */
@Injectable()
export class ExtractionService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Throws ExtractionError with a message for users and whether a retry may help. */
  async extract(input: ExtractionInput): Promise<ExtractionResult> {
    const url = pageUrl(input.url);
    // The snapshot sees what the signed-in browser sees, so it wins over a fetch.
    if (input.html?.trim()) return fromHtml(input.html, url.href);

    let response: SafeResponse;
    try {
      response = await safeFetch(url, { allowedHosts: this.config.fetchAllowedHosts });
    } catch (error) {
      if (error instanceof FetchError) throw ExtractionError.fromFetchError(error);
      throw error;
    }
    return this.fromResponse(response);
  }

  private fromResponse(response: SafeResponse): ExtractionResult {
    const type = response.contentType;
    if (
      isHtmlType(type) ||
      ((type === null || type === 'text/plain') && looksLikeHtml(response.body))
    ) {
      return fromHtml(response.text(), response.url);
    }
    if (type?.startsWith('image/')) return fileResult(response, 'image');
    if (type === 'application/pdf') return fileResult(response, 'document');
    const unsupported = FetchError.unsupported(
      `This kind of content (${type ?? 'unknown type'}) cannot be saved yet`,
      response.url,
    );
    throw ExtractionError.fromFetchError(unsupported);
  }
}
