import type { PostMedia } from '@vault/contracts';
import { DetailSection } from '../../library/detail/DetailSection';
import { PostMediaGrid } from './PostMediaGrid';

/** The detail page's gallery of the post's own media (loaded with the page only when it has some). */
export function PostMediaSection({ media }: { media: PostMedia[] }) {
  return (
    <DetailSection title="Post media">
      <PostMediaGrid media={media} />
    </DetailSection>
  );
}
