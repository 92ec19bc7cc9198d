import type { ContentDetail } from '@vault/contracts';
import { writeLibraryAddress } from '../../library-address';
import { textBeforeTranscript } from './video-moments';

/**
 * Whether the item has a thread, chapters, a transcript, hashtags or a sound (PostParts loads
 * only then).
 */
export function hasPostParts(item: ContentDetail): boolean {
  return Boolean(
    item.thread?.length ||
    item.chapters.length ||
    item.transcript?.lines.length ||
    item.metadata.hashtags?.length ||
    item.metadata.sound,
  );
}

/** The library searched for a hashtag (the search matches the word in captions and texts). */
export function hashtagSearchAddress(hashtag: string): string {
  return `/${writeLibraryAddress({ search: `#${hashtag}`, chip: 'all', topic: null, view: null })}`;
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
