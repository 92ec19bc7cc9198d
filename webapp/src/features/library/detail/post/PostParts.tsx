import type { ContentDetail } from '@vault/contracts';
import { ThreadSection } from './ThreadSection';
import { ChaptersSection, TranscriptSection } from './TranscriptSection';

/** What a saved social post keeps beyond its text: the thread, the chapters and the transcript. */
export function PostParts({ item }: { item: ContentDetail }) {
  return (
    <>
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
