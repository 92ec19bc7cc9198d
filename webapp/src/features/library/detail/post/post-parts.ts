import type { ContentDetail } from '@vault/contracts';
import { textBeforeTranscript } from './video-moments';

/** Whether the item has a thread, chapters or a transcript (PostParts loads only then). */
export function hasPostParts(item: ContentDetail): boolean {
  return Boolean(item.thread?.length || item.chapters.length || item.transcript?.lines.length);
}

/**
 * The text the page shows as the item's own: none for a thread (its posts are shown as a
 * thread), a video's description without the transcript appended for search.
 */
export function ownText(item: ContentDetail): string | null {
  if (item.thread?.length) return null;
  const words = item.transcript?.lines.map((line) => line.text).join(' ') ?? null;
  return textBeforeTranscript(item.text, words);
}
