import type { Platform } from '@vault/contracts';
import { ExtractionError } from '../extraction-error.js';
import type { ExtractionResult } from '../extraction.types.js';
import { detectWall, type WallKind } from './detect-wall.js';
import { wallReason } from './wall-reason.js';

/** A page's extraction with what deciding on walls needs (see extractPageWithSource). */
export type PageResult = ExtractionResult & { platform: Platform; textFromPlatform: boolean };

export function withoutPageFacts(page: PageResult): ExtractionResult {
  const { platform: _platform, textFromPlatform: _textFromPlatform, ...result } = page;
  return result;
}

/** A wall counts only when the platform's own data (an endpoint, embedded JSON) gave no text. */
export function wallOf(
  page: PageResult,
  requestedUrl: string,
  finalUrl: string,
  html: string,
): WallKind | null {
  if (page.textFromPlatform) return null;
  return detectWall({ requestedUrl, finalUrl, html, text: page.text });
}

/** The permanent failure a wall ends in, with what to do instead. */
export function refusal(kind: WallKind, platform: Platform): ExtractionError {
  return new ExtractionError(wallReason(kind, platform), { transient: false, kind: 'http' });
}
