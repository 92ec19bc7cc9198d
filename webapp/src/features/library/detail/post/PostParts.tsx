import type { ContentDetail } from '@vault/contracts';
import { PostTagsAndSound } from './PostTagsAndSound';
import { ThreadSection } from './ThreadSection';
import { ChaptersSection, TranscriptSection } from './TranscriptSection';

/**
 * What a saved social post keeps beyond its text: hashtags and sound, the thread, the chapters
 * and the transcript.
 */
export function PostParts({ item }: { item: ContentDetail }) {
  const hashtags = item.metadata.hashtags ?? [];
  const sound = item.metadata.sound ?? null;
  return (
    <>
      {hashtags.length || sound ? <PostTagsAndSound hashtags={hashtags} sound={sound} /> : null}
      {item.thread?.length ? <ThreadSection thread={item.thread} /> : null}
      {item.chapters.length ? (
        <ChaptersSection itemUrl={item.url} chapters={item.chapters} />
      ) : null}
      {item.transcript?.lines.length ? (
        <TranscriptSection itemUrl={item.url} transcript={item.transcript} />
      ) : null}
    </>
  );
}
