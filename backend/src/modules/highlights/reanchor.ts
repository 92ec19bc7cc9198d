import { HIGHLIGHT_LIMITS } from '@vault/contracts';
import type { EntityManager } from 'typeorm';
import type { ReaderSource } from '../content/index.js';
import { anchorQuote, contextAround } from './anchoring.js';
import { HighlightEntity } from './highlight.entity.js';
import { readerText } from './reader-text.js';

/**
 * Places an item's highlights in its new reader text: each is found again by its quote and
 * context and gets its new position (and the quote as the text now reads, when it changed a
 * little); one that cannot be found keeps its old quote and is flagged for review, never moved
 * to a guess. Returns how many were flagged.
 */
export async function reanchorHighlights(
  manager: EntityManager,
  contentId: number,
  source: ReaderSource,
): Promise<number> {
  const highlights = await manager.find(HighlightEntity, { where: { contentId } });
  if (!highlights.length) return 0;
  const text = readerText(source);
  let flagged = 0;
  for (const highlight of highlights) {
    const anchor = text ? anchorQuote(text, highlight) : null;
    if (!anchor) {
      flagged += 1;
      if (highlight.status !== 'needs-review')
        await manager.update(HighlightEntity, { id: highlight.id }, { status: 'needs-review' });
      continue;
    }
    const quote = text.slice(anchor.start, anchor.end);
    const context = contextAround(text, anchor.start, anchor.end, HIGHLIGHT_LIMITS.contextLength);
    const changes = { start: anchor.start, end: anchor.end, status: 'attached' as const };
    const unchanged =
      highlight.start === anchor.start &&
      highlight.end === anchor.end &&
      highlight.status === 'attached' &&
      highlight.quote === quote;
    if (unchanged) continue;
    await manager.update(
      HighlightEntity,
      { id: highlight.id },
      anchor.exact ? changes : { ...changes, quote, ...context },
    );
  }
  return flagged;
}
